#!/usr/bin/env bash
# heldout.sh [RUNS] [SITES...]: auto mode on the held-out sites
# (testdata/heldout, scripts/heldout/README.md): each site crawled and
# listed RUNS times (default 1), each record checked for the keys its
# manifest names. Prints the wrong records and exits 1 when there are any.
#
# RENDER_BIN=PATH checks that binary rather than one built from this tree;
# HELDOUT_ARGS="--mode=browser" checks a mode other than auto (browser must
# be right on every page; http wrong on every page that needs scripts).
#
# The sites hold no library files: each site's libs.txt names them
# (NAME@VERSION, the file in the npm package, where the site loads it
# from), and they are unpacked from `npm pack` tarballs kept in
# ~/.cache/render/heldout/npm, unchanged.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
RUNS=${1:-1}
shift || true
CACHE=${XDG_CACHE_HOME:-$HOME/.cache}/render/heldout
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$CACHE/npm"

BIN=${RENDER_BIN:-}
if [ -z "$BIN" ]; then
  BIN="$WORK/render"
  (cd "$ROOT" && go build -o "$BIN" ./cmd/render)
fi

cp -a "$ROOT/testdata/heldout" "$WORK/sites"
for libs in "$WORK"/sites/*/*/libs.txt; do
  site=$(dirname "$libs")
  while read -r pkg path dest; do
    [ -z "$pkg" ] && continue
    tgz="$CACHE/npm/$(echo "$pkg" | tr '/@' '__').tgz"
    if [ ! -s "$tgz" ]; then
      (cd "$WORK" && npm pack --silent "$pkg" >"$WORK/packed") ||
        { echo "heldout: npm pack $pkg failed" >&2; exit 1; }
      mv "$WORK/$(tail -n 1 "$WORK/packed")" "$tgz"
    fi
    mkdir -p "$site/$(dirname "$dest")"
    tar -xzOf "$tgz" "package/$path" >"$site/$dest"
  done <"$libs"
done

# shellcheck disable=SC2086 # HELDOUT_ARGS holds flags
python3 "$ROOT/scripts/heldout/check.py" "$WORK/sites" "$BIN" "$RUNS" ${HELDOUT_ARGS:-} "$@"
