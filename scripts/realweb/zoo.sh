#!/usr/bin/env bash
# Assembles the library zoo: pages of ours (zoo/), each of ordinary static
# prose, in which a real JavaScript library from npm, its shipped build
# unchanged, either builds part of what a person reads (a list of books,
# loaded or held in a script) or changes nothing a person reads (syntax
# highlighting, a beacon, a theme toggle, a search index). Auto mode must
# render the first and keep the second from its HTML, whatever the
# library; the Go catalog (internal/testkit/realweb/zoo.go) says which is which.
#
# Usage: scripts/realweb/zoo.sh [DIR]
#   DIR is the realweb cache (as for assemble.sh, which runs this script
#   before its own work); the zoo goes to DIR/zoo, which assemble.sh leaves
#   alone.
#
# Layout of DIR/zoo when done:
#   zoo/            served at /zoo/: the pages, their data, and the
#                   packages under node_modules/PACKAGE
#   zoo-renamed/    served at /zoo-renamed/: the same pages, every page,
#                   data and library file they name renamed to a hash of
#                   its path, references rewritten (zoo_rename.py), so that
#                   a test shows a decision does not hang on names
#   versions.txt    every package and version the zoo holds
#   .stamp          written last: the hash of this script, zoo_rename.py
#                   and the pages
set -euo pipefail

# The packages, pinned. Those that build content, then those that do not.
PACKAGES=(
  jquery@4.0.0 @hotwired/stimulus@3.2.2 knockout@3.5.3 riot@10.1.6
  preact@10.29.8 htm@3.1.1 vue@3.5.45 react@18.3.1 react-dom@18.3.1
  alpinejs@3.17.4 handlebars@4.7.10 mustache@4.2.0 lodash@4.18.1
  petite-vue@0.4.1 htmx.org@2.0.11 mithril@2.3.8 backbone@1.6.1
  underscore@1.13.8 d3@7.9.2 axios@1.21.1 marked@18.2.1 lit-html@3.3.3
  vanjs-core@1.6.1 nunjucks@3.2.4 ejs@3.1.10 hyperapp@2.0.22
  umbrellajs@3.3.3 redom@4.3.0 angular@1.8.3 gridjs@6.2.0
  tabulator-tables@6.5.3 markdown-it@15.0.3 @hotwired/turbo@8.0.23
  hyperscript.org@0.9.93 jsrender@1.2.0 datatables.net@3.1.5
  @github/include-fragment-element@6.4.1 lit@3.3.3 lit-element@4.2.2
  @lit/reactive-element@2.1.2 solid-js@1.9.20 ractive@1.4.4 inferno@10.0.0
  inferno-hyperscript@9.1.0 eta@4.6.0 i18next@26.7.2
  @highlightjs/cdn-assets@11.12.0 prismjs@1.30.0 web-vitals@6.2.3
  js-cookie@3.0.8 lunr@2.3.9 fuse.js@7.5.0 anchor-js@5.0.0 list.js@2.3.1
  clipboard@2.0.11 tippy.js@6.3.7 @popperjs/core@2.11.8 medium-zoom@1.1.0
  lazysizes@5.3.2 instant.page@5.2.0 tablesort@5.7.1 feather-icons@4.29.2
  bootstrap@5.3.8 headroom.js@0.12.0 dayjs@1.11.23 chart.js@4.6.1
  swiper@14.4.0 katex@0.19.1 timeago.js@4.0.2 tocbot@4.36.8
  nprogress@0.2.0 lozad@1.16.0 aos@2.3.4 sortablejs@1.15.7 autosize@6.0.1
  mousetrap@1.6.5 hotkeys-js@4.1.2 canvas-confetti@1.9.4 glightbox@3.3.1
  vanilla-lazyload@19.1.3
)

here=$(cd "$(dirname "$0")" && pwd)
if [ -n "${HOME:-}" ]; then
  default_dir=$HOME/.cache/render-realweb
else
  default_dir=${TMPDIR:-/tmp}/render-realweb
fi
dir=${1:-${RENDER_REALWEB_DIR:-$default_dir}}
mkdir -p "$dir"
dir=$(cd "$dir" && pwd)
out=$dir/zoo

log() { echo "realweb zoo: $*" >&2; }

# stamp hashes everything that decides the zoo's content, names included.
stamp() {
  (
    cd "$here"
    cat zoo.sh zoo_rename.py
    find zoo -type f | LC_ALL=C sort
    find zoo -type f | LC_ALL=C sort | xargs cat
  ) | sha256sum | cut -d' ' -f1
}

exec 8>"$dir/.zoo-lock"
flock 8
want=$(stamp)
if [ -f "$out/.stamp" ] && [ "$(cat "$out/.stamp")" = "$want" ]; then
  exit 0
fi

start=$SECONDS
for tool in npm tar python3; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    log "$tool is needed to assemble the zoo"
    exit 1
  fi
done
rm -rf "$out"
mkdir -p "$out/tmp" "$out/zoo/node_modules"
(cd "$out/tmp" && npm pack --silent "${PACKAGES[@]}" >/dev/null)
for spec in "${PACKAGES[@]}"; do
  pkg=${spec%@*}
  file=$(echo "$pkg" | sed 's/^@//; s#/#-#')-${spec##*@}.tgz
  mkdir -p "$out/zoo/node_modules/$pkg"
  tar -xzf "$out/tmp/$file" -C "$out/zoo/node_modules/$pkg" --strip-components=1 --no-same-owner
  echo "zoo npm $pkg ${spec##*@}" >>"$out/versions.txt"
done
cp -R "$here/zoo/." "$out/zoo/"
python3 "$here/zoo_rename.py" "$out/zoo" "$out/zoo-renamed"
rm -rf "$out/tmp"
echo "$want" >"$out/.stamp"
log "done in $((SECONDS - start))s"
