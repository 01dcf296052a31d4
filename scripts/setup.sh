#!/usr/bin/env bash
# Installs what render needs to run and to be tested, from Debian's
# packages, when it is missing: Chromium (the light headless shell, which
# render prefers, and the full browser) and, with --test, redis-server,
# the PostgreSQL server (its tests start throw-away clusters) and xmllint.
set -euo pipefail
need=()
command -v chromium-headless-shell >/dev/null 2>&1 || need+=(chromium-headless-shell)
command -v chromium >/dev/null 2>&1 || need+=(chromium)
if [ "${1:-}" = --test ]; then
  # The tests also need a Redis server and xmllint (to validate JUnit XML).
  command -v redis-server >/dev/null 2>&1 || need+=(redis-server)
  command -v xmllint >/dev/null 2>&1 || need+=(libxml2-utils)
  ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
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
