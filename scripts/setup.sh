#!/usr/bin/env bash
# Installs what render needs, from Debian's packages, when it is missing.
#
#   scripts/setup.sh          what the demo needs: Go is checked (it is not
#                             installed here), and Chromium's light headless
#                             shell is installed unless a Chrome is already
#                             there ($CHROME_PATH, or one on PATH)
#   scripts/setup.sh --test   also what the tests need: the full Chromium,
#                             redis-server, the PostgreSQL server (its tests
#                             start throw-away clusters), xmllint and npm;
#                             then the real-content corpus and the npm tools
#                             some tests read render's outputs with (each
#                             kept in ~/.cache, fetched from the registries
#                             only when missing)
#
# Go is looked for on PATH, then in $SETUP_GO_DIR (default /usr/local/go/bin,
# where Go's own archive puts it).
set -euo pipefail
test_deps=false
if [ "${1:-}" = --test ]; then test_deps=true; fi

say() { echo "setup: $*" >&2; }

# Go first: without it nothing else is worth installing.
go_dir=${SETUP_GO_DIR:-/usr/local/go/bin}
command -v go >/dev/null 2>&1 || export PATH=$PATH:$go_dir
if ! command -v go >/dev/null 2>&1; then
  say "render is built with Go 1.26 or later, and no go command was found (on PATH or in $go_dir)."
  say "Install Go from https://go.dev/dl/ (for example: curl -LO https://go.dev/dl/go1.26.0.linux-amd64.tar.gz"
  say "  && sudo tar -C /usr/local -xzf go1.26.0.linux-amd64.tar.gz), then run this again."
  exit 1
fi
go_version=$(go env GOVERSION 2>/dev/null || true)
case $go_version in
  go1.[0-9] | go1.[0-9].* | go1.1[0-9] | go1.1[0-9].* | go1.20 | go1.20.*)
    # Go 1.21 and later fetch the toolchain go.mod asks for; older ones
    # cannot.
    say "$go_version is too old to build render: install Go 1.26 or later from https://go.dev/dl/."
    exit 1
    ;;
esac

have_chrome() {
  if [ -n "${CHROME_PATH:-}" ] && [ -x "$CHROME_PATH" ]; then return 0; fi
  local c
  for c in chromium-headless-shell chromium google-chrome google-chrome-stable chrome-headless-shell; do
    command -v "$c" >/dev/null 2>&1 && return 0
  done
  return 1
}

need=()
if $test_deps; then
  # Some tests use the full browser as well as the headless shell.
  command -v chromium-headless-shell >/dev/null 2>&1 || need+=(chromium-headless-shell)
  command -v chromium >/dev/null 2>&1 || need+=(chromium)
  # A Redis server and xmllint (to validate JUnit XML).
  command -v redis-server >/dev/null 2>&1 || need+=(redis-server)
  command -v xmllint >/dev/null 2>&1 || need+=(libxml2-utils)
  ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
  command -v npm >/dev/null 2>&1 || need+=(npm)
elif ! have_chrome; then
  need+=(chromium-headless-shell)
fi

install_packages() {
  if ! command -v apt-get >/dev/null 2>&1; then
    say "this script installs with apt-get (Debian), which this machine does not have."
    say "Install $* yourself; for Chrome, any Chrome or Chromium will do: give render its path"
    say "with --chrome PATH or CHROME_PATH=PATH."
    exit 1
  fi
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    if ! command -v sudo >/dev/null 2>&1; then
      say "installing $* needs root, and sudo is not installed. As root, run:"
      say "  apt-get update && apt-get install -y $*"
      say "then run this again."
      exit 1
    fi
    sudo=sudo
  fi
  say "installing $*"
  $sudo apt-get update -qq
  local p missing=()
  for p in "$@"; do
    # Ubuntu has no chromium-headless-shell, and its chromium package
    # installs a snap.
    if ! apt-cache policy "$p" 2>/dev/null | grep -q 'Candidate: [0-9]'; then missing+=("$p"); fi
  done
  if [ ${#missing[@]} -gt 0 ]; then
    say "this system's package sources have no ${missing[*]} (Ubuntu, for one, has no"
    say "chromium-headless-shell, and its chromium is a snap). Install Google Chrome or Chrome for"
    say "Testing's chrome-headless-shell (https://googlechromelabs.github.io/chrome-for-testing/) and give"
    say "render its path with --chrome PATH or CHROME_PATH=PATH; with CHROME_PATH set, this script"
    say "installs no Chrome."
    exit 1
  fi
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$@" >/dev/null
}

if [ ${#need[@]} -gt 0 ]; then install_packages "${need[@]}"; fi
if $test_deps; then
  cd "$(dirname "$0")/.."
  # The realweb corpus (Debian documentation packages and npm apps) and
  # real texts in legacy encodings; a package missing from its registry
  # fails here, with the script's words.
  scripts/realweb/assemble.sh
  scripts/realweb/charsets.sh
  # ReplayWeb.page, warcio and har-validator for the archive tests;
  # Express, prerender-node and Prerender for render serve's.
  scripts/replay-tools.sh
  scripts/serve-tools.sh
fi
