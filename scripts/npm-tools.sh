#!/usr/bin/env bash
# Installs the npm packages pinned by testdata/NAME/package-lock.json into
# a cache outside the repository; a cache installed from the same lock
# file is left as it is. scripts/replay-tools.sh and scripts/serve-tools.sh
# call it.
#
# Usage: scripts/npm-tools.sh NAME [DIR]
#   DIR defaults to ~/.cache/render-NAME-tools (without a HOME,
#   $TMPDIR/render-NAME-tools, as the tests have it).
set -euo pipefail
name=$1
here=$(cd "$(dirname "$0")/.." && pwd)/testdata/$name
if [ -n "${HOME:-}" ]; then
  default_dir=$HOME/.cache/render-$name-tools
else
  default_dir=${TMPDIR:-/tmp}/render-$name-tools
fi
dir=${2:-$default_dir}
mkdir -p "$dir"
if cmp -s "$here/package-lock.json" "$dir/package-lock.json" && [ -f "$dir/node_modules/.package-lock.json" ]; then
  exit 0
fi
command -v npm >/dev/null 2>&1 || { echo "$name-tools: npm is required" >&2; exit 1; }
echo "$name-tools: installing into $dir" >&2
rm -rf "$dir/node_modules" "$dir/package-lock.json"
cp "$here/package.json" "$dir/package.json"
# The lock file is the stamp the tests compare: it stays only if the
# install succeeded.
cp "$here/package-lock.json" "$dir/package-lock.json.new"
mv "$dir/package-lock.json.new" "$dir/package-lock.json"
if ! (cd "$dir" && npm ci --ignore-scripts --no-audit --no-fund --loglevel=error); then
  rm -f "$dir/package-lock.json"
  exit 1
fi
