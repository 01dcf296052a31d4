#!/usr/bin/env bash
# render as a contender of the shared crawler benchmark (../shared/bench):
#   render-contender.sh URL_LIST CONCURRENCY OUTPUT
# RENDER_BIN picks the binary, RENDER_ARGS adds flags (e.g. "--block none").
set -euo pipefail
list=$1 conc=$2 out=$3
# shellcheck disable=SC2086
exec "${RENDER_BIN:-render}" --tabs "$conc" --concurrency "$conc" --per-host "$conc" --urls "$list" --out "$out" --log-level warn ${RENDER_ARGS:-}
