#!/usr/bin/env bash
# Runs every check CI runs: installs Chromium and Redis if missing, then
# gofmt, go vet (for Linux, then for macOS and Windows, tests included, so
# that the module keeps building there) and the whole test suite with the
# race detector (real Chromium and a real redis-server, which the tests
# start on loopback unless REDIS_URL names one; in CI a missing browser or
# Redis fails the run).
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
