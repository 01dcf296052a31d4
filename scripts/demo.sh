#!/usr/bin/env bash
# The main job, from a fresh clone: installs Chromium if missing, builds
# render, serves the bundled fixture site (testdata/site) on loopback and
# renders it with four tabs: a crawl of its linked site (static pages, an
# app rendered by script, frames, a meta refresh, an endless calendar that
# stays bounded) and the pages that show what a browser adds (a single-page
# app, blocked images, console errors, failed sub-requests, dialogs,
# popups, a redirect, a 404); only links under /site/ are followed. One
# JSON record per page goes to stdout, the summary to stderr. Extra
# arguments go to render.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v go >/dev/null 2>&1 || export PATH=$PATH:/usr/local/go/bin
scripts/setup.sh
mkdir -p bin
scripts/build.sh bin/render
go build -o bin/fixture ./internal/testkit/testsite/serve

bin/fixture -addr 127.0.0.1:0 > bin/fixture.addr &
fixture=$!
trap 'kill $fixture 2>/dev/null' EXIT
for _ in $(seq 50); do [ -s bin/fixture.addr ] && break; sleep 0.1; done
base=$(head -n 1 bin/fixture.addr)
[ -n "$base" ] || { echo "demo: the fixture server did not start" >&2; exit 1; }

bin/render --tabs 4 --crawl --include '/site/' --max-per-pattern 3 "$@" \
  "$base/site/" "$base/spa/1" "$base/static.html" "$base/images.html" "$base/shadow.html" \
  "$base/errors.html" "$base/failing.html" "$base/alert.html" "$base/popup.html" \
  "$base/longtask.html" "$base/redirect" "$base/missing-page"
