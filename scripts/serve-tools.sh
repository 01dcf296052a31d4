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
here=$(cd "$(dirname "$0")/.." && pwd)/testdata/serve
if [ -n "${HOME:-}" ]; then
  default_dir=$HOME/.cache/render-serve-tools
else
  default_dir=${TMPDIR:-/tmp}/render-serve-tools
fi
dir=${1:-${RENDER_SERVE_TOOLS:-$default_dir}}
mkdir -p "$dir"
if cmp -s "$here/package-lock.json" "$dir/package-lock.json" && [ -f "$dir/node_modules/.package-lock.json" ]; then
  exit 0
fi
command -v npm >/dev/null 2>&1 || { echo "serve-tools: npm is required" >&2; exit 1; }
echo "serve-tools: installing into $dir" >&2
rm -rf "$dir/node_modules" "$dir/package-lock.json"
cp "$here/package.json" "$dir/package.json"
# The lock file goes in last, once the install succeeded: it is the stamp
# the tests compare.
cp "$here/package-lock.json" "$dir/package-lock.json.new"
mv "$dir/package-lock.json.new" "$dir/package-lock.json"
if ! (cd "$dir" && npm ci --ignore-scripts --no-audit --no-fund --loglevel=error); then
  rm -f "$dir/package-lock.json"
  exit 1
fi
