#!/usr/bin/env bash
# Runs every check CI runs: installs Chromium and Redis if missing, then
# gofmt, go vet (for Linux, then for macOS and Windows, tests included, so
# that the module keeps building there) and the whole test suite with the
# race detector (real Chromium and a real redis-server, which the tests
# start on loopback unless REDIS_URL names one; in CI a missing browser or
# Redis fails the run);
# where a Docker engine answers, it also builds the image and renders a page
# in it (in CI a missing engine fails, unless RENDER_NO_DOCKER=1).
set -euo pipefail
cd "$(dirname "$0")/.."
command -v go >/dev/null 2>&1 || export PATH=$PATH:/usr/local/go/bin
scripts/setup.sh --test
unformatted=$(gofmt -l $(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))
if [ -n "$unformatted" ]; then
  echo "gofmt would change:" >&2
  echo "$unformatted" >&2
  exit 1
fi
go vet ./...
GOOS=darwin go vet ./...
GOOS=windows go vet ./...
go test -race -timeout 30m ./... "$@"

# The container image, where a Docker engine answers (without one, the
# Dockerfile and compose.yaml are still held to the CLI by cmd/render's
# tests). The image must start Chrome with its sandbox, as its
# unprivileged user: a page on a closed loopback port, in a container
# without a network, must come back as Chrome's own net:: error.
# In CI (CI set, and neither "false" nor "0", as internal/testkit/testenv reads
# it) a missing Docker engine fails the run, unless RENDER_NO_DOCKER=1
# says this runner has none on purpose; then it is said loudly.
in_ci() { case "${CI:-}" in "" | 0 | [Ff][Aa][Ll][Ss][Ee]) return 1 ;; esac; }
no_docker() {
  if in_ci && [ "${RENDER_NO_DOCKER:-}" != 1 ]; then
    echo "test: FAIL: $1: CI must build the image (set RENDER_NO_DOCKER=1 on a runner without Docker)" >&2
    exit 1
  fi
  echo "test: WARNING: $1: the container image is NOT built or run" >&2
}
if ! command -v docker >/dev/null 2>&1; then
  no_docker "no docker command"
elif ! docker info >/dev/null 2>&1; then
  no_docker "no Docker engine answers"
else
  if docker compose version >/dev/null 2>&1; then
    SEED=https://example.test/ docker compose config --quiet
  fi
  docker build --tag render:test .
  record=$(docker run --rm --init --network none --security-opt seccomp=unconfined render:test \
    --quiet --ignore-robots --mode browser http://127.0.0.1:1/)
  if ! grep -q '"error":"[^"]*net::ERR_' <<<"$record"; then
    echo "test: the image did not render with Chrome: $record" >&2
    exit 1
  fi
fi
