#!/usr/bin/env bash
# The main job, from a fresh clone: installs Chromium if missing, builds
# render, serves the bundled fixture site on loopback and renders it with
# four tabs, printing one JSON record per page on stdout (the summary goes
# to stderr).
set -euo pipefail
cd "$(dirname "$0")/.."
command -v go >/dev/null 2>&1 || export PATH=$PATH:/usr/local/go/bin
scripts/setup.sh
mkdir -p bin
go build -o bin/render ./cmd/render
go build -o bin/fixture ./scripts/fixture/serve

bin/fixture -addr 127.0.0.1:0 > bin/fixture.addr &
fixture=$!
trap 'kill $fixture 2>/dev/null' EXIT
for _ in $(seq 50); do [ -s bin/fixture.addr ] && break; sleep 0.1; done
base=$(head -n 1 bin/fixture.addr)

bin/render --tabs 4 "$@" \
  "$base/" "$base/spa/1" "$base/spa/2" "$base/static.html" "$base/images.html" \
  "$base/shadow.html" "$base/errors.html" "$base/failing.html" "$base/alert.html" \
  "$base/popup.html" "$base/redirect" "$base/missing-page"
