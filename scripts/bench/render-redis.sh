#!/usr/bin/env bash
# WORKERS render processes sharing one crawl through Redis, as one
# contender of the shared benchmark: render-redis.sh URL_LIST CONCURRENCY OUTPUT
# Each worker pushes the whole list (the shared seen-set dedupes it) and
# takes pages from the shared frontier; their outputs are joined into OUTPUT.
# REDIS_URL names the server; RENDER_ARGS adds flags (e.g. --mode=http).
set -euo pipefail
list=$1 conc=$2 out=$3
workers=${WORKERS:-1}
id="bench-$$-$RANDOM"
pids=()
for i in $(seq "$workers"); do
  # shellcheck disable=SC2086
  "${RENDER_BIN:-render}" --tabs "$conc" --concurrency "$conc" --per-host "$conc" --urls "$list" --out "$out.$i" \
    --frontier "$REDIS_URL" --crawl-id "$id" --log-level warn ${RENDER_ARGS:-} &
  pids+=($!)
done
status=0
for p in "${pids[@]}"; do wait "$p" || status=$?; done
cat "$out".* > "$out"
rm -f "$out".*
exit "$status"
