#!/usr/bin/env bash
# render on the realweb corpus, as a contender of the shared benchmark
# harness (../shared/bench): render-realweb.sh URL_LIST CONCURRENCY OUTPUT
# RENDER_BIN picks the binary and RENDER_ARGS gives the cell's flags (a
# crawl's --crawl --scope prefix --mode ..., an app's --mode browser).
# Tabs, HTTP concurrency and the per-host bound stay render's defaults (4,
# 16, 8), so CONCURRENCY is not used: the corpus is measured as a user's
# plain `render --crawl URL` would crawl it.
set -euo pipefail
list=$1 out=$3
# shellcheck disable=SC2086
exec "${RENDER_BIN:-render}" --urls "$list" --out "$out" --log-level warn ${RENDER_ARGS:-}
