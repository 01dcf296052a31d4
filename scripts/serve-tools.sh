#!/usr/bin/env bash
# Installs what render serve is tested and measured against (Express and
# the prerender-node middleware for the tests, the Prerender server for
# scripts/bench.sh's serve suite), from the npm registry, at the versions
# pinned in testdata/serve/package-lock.json, into a cache outside the
# repository. A cache installed from the same lock file is left as it is.
#
# Usage: scripts/serve-tools.sh [DIR]
#   DIR defaults to $RENDER_SERVE_TOOLS, else ~/.cache/render-serve-tools
#   (without a HOME, $TMPDIR/render-serve-tools, as the tests have it).
set -euo pipefail
exec "$(dirname "$0")/npm-tools.sh" serve "${1:-${RENDER_SERVE_TOOLS:-}}"
