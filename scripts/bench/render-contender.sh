#!/usr/bin/env bash
# render as a contender of the shared crawler benchmark (../shared/bench):
#   render-contender.sh URL_LIST CONCURRENCY OUTPUT
# RENDER_BIN picks the binary, RENDER_ARGS adds flags (e.g. "--block none").
#
# CONCURRENCY is both the tab count and the HTTP concurrency. The per-host
# bound is their sum, the most render can have in flight (auto mode renders
# and fetches at once), so that it never binds below what was asked for:
# --mode browser stays bounded by its tabs and --mode http by its HTTP
# concurrency.
set -euo pipefail
list=$1 conc=$2 out=$3
# shellcheck disable=SC2086
exec "${RENDER_BIN:-render}" --tabs "$conc" --concurrency "$conc" --per-host "$((2 * conc))" --urls "$list" --out "$out" --log-level warn ${RENDER_ARGS:-}
