#!/usr/bin/env bash
# render serve under load, and against the Prerender server (the prerender
# npm package, which drives Chrome too), on the fixture shop of
# internal/testkit/testsite's server (/serve/app/product/N, a single-page app
# that fetches its data), ROUNDS times:
#
#   load  100 concurrent clients send 2,000 requests in Prerender's form
#         over 200 product pages, in a fixed shuffled order, to render
#         serve as it starts (--tabs 4, --queue 32, the cache on): the
#         statuses (only 200 and 503 with Retry-After may come), latency
#         p50/p95/p99 of the pages answered, the share answered from the
#         cache, and the peak resident memory of render and its Chrome
#   pair  render serve without a cache (--cache-ttl 0, --tabs 4) and the
#         Prerender server (scripts removed, status meta tags obeyed,
#         blocked resources as render's) each render the same 100 pages,
#         4 clients at a time, one right after the other (render first in
#         odd rounds): renders per second, latency and peak memory
#
#   scripts/bench/serve.sh [ROUNDS]      (default 3; scripts/bench.sh serve)
#
# Everything listens on and talks to 127.0.0.1 only (ports 8095-8098, or
# SERVE_BENCH_PORT and the three after it). Needs node and
# scripts/serve-tools.sh (run here). Prints each run's JSON line, then a
# table of medians (min-max) to $BENCH_RESULTS/report-serve.md.
set -euo pipefail
cd "$(dirname "$0")/../.."
ROUNDS=${1:-3}
P=${SERVE_BENCH_PORT:-8095}
SITE=127.0.0.1:$P SERVICE=127.0.0.1:$((P + 1)) PRERENDER=127.0.0.1:$((P + 2)) DEVTOOLS=$((P + 3))
CHROME_BIN=${CHROME_BIN:-/usr/lib/chromium/chromium-headless-shell}
BENCH_RESULTS=${BENCH_RESULTS:-${TMPDIR:-/tmp}/render-bench/results}
command -v go >/dev/null 2>&1 || export PATH=$PATH:/usr/local/go/bin
command -v node >/dev/null 2>&1 || { echo "bench serve: node is required" >&2; exit 1; }
scripts/serve-tools.sh
if [ -n "${HOME:-}" ]; then tools=${RENDER_SERVE_TOOLS:-$HOME/.cache/render-serve-tools}; else tools=${RENDER_SERVE_TOOLS:-${TMPDIR:-/tmp}/render-serve-tools}; fi
work=$(mktemp -d "${TMPDIR:-/tmp}/render-bench-serve.XXXXXX")
mkdir -p "$BENCH_RESULTS"
pids=()
cleanup() {
  local p
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
  for p in "${pids[@]}"; do wait "$p" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT

go build -o "$work/render" ./cmd/render
go build -o "$work/site" ./internal/testkit/testsite/serve
go build -o "$work/serveload" ./scripts/bench/serveload
"$work/site" -addr "$SITE" >"$work/site.log" 2>&1 &
pids+=($!)
for _ in $(seq 50); do curl -sf "http://$SITE/" >/dev/null 2>&1 && break; sleep 0.1; done
for i in $(seq 200); do echo "http://$SITE/serve/app/product/$i"; done >"$work/urls200.txt"
head -n 100 "$work/urls200.txt" >"$work/urls100.txt"

# start NAME PROBE COMMAND...: a server in the background, once PROBE
# answers; its pid in SERVER.
start() {
  local name=$1 probe=$2
  shift 2
  "$@" >"$work/$name.log" 2>&1 &
  SERVER=$!
  pids+=("$SERVER")
  for _ in $(seq 300); do curl -sf -o /dev/null "$probe" 2>/dev/null && return 0; sleep 0.1; done
  echo "bench serve: $name did not start:" >&2
  cat "$work/$name.log" >&2
  exit 1
}
stop() {
  kill "$1" 2>/dev/null || true
  wait "$1" 2>/dev/null || true
}

render_serve() {
  # As root, render serve wants --no-sandbox said (Chrome's sandbox cannot run as root).
  local root=()
  [ "$(id -u)" = 0 ] && root=(--no-sandbox)
  start render "http://$SERVICE/healthz" "$work/render" serve --addr "$SERVICE" --tabs 4 \
    --allow-host "$SITE" --allow-private "$SITE" --log-level warn "${root[@]}" "$@"
}

load() {
  render_serve --queue 32
  "$work/serveload" -base "http://$SERVICE" -urls "$work/urls200.txt" -c 100 -n 2000 -pid "$SERVER" -tag load | tee -a "$work/runs.jsonl"
  stop "$SERVER"
}
pair_render() {
  render_serve --cache-ttl 0 --queue 32
  "$work/serveload" -base "http://$SERVICE" -urls "$work/urls100.txt" -c 4 -n 100 -pid "$SERVER" -tag render-serve | tee -a "$work/runs.jsonl"
  stop "$SERVER"
}
pair_prerender() {
  # Prerender answers its own port before Chrome is up: the probe is a page.
  start prerender "http://$PRERENDER/http://$SITE/serve/app/product/1" \
    env NODE_PATH="$tools/node_modules" PORT="${PRERENDER##*:}" DEBUG_PORT="$DEVTOOLS" CHROME="$CHROME_BIN" \
    node testdata/serve/prerender.js
  "$work/serveload" -base "http://$PRERENDER" -urls "$work/urls100.txt" -c 4 -n 100 -pid "$SERVER" -tag prerender | tee -a "$work/runs.jsonl"
  stop "$SERVER"
}

load0=$(cut -d' ' -f1-3 /proc/loadavg)
for r in $(seq "$ROUNDS"); do
  echo "== round $r/$ROUNDS" >&2
  load
  if [ $((r % 2)) -eq 1 ]; then pair_render; pair_prerender; else pair_prerender; pair_render; fi
done

# The table: medians (min-max) per run tag.
{
  echo "## serve: render serve under load, and against Prerender $(jq -r .version "$tools/node_modules/prerender/package.json"), $ROUNDS rounds, $(date -u +%Y-%m-%dT%H:%MZ)"
  echo
  echo "Load average (1, 5, 15 min; $(nproc) cores) before: $load0; after: $(cut -d' ' -f1-3 /proc/loadavg)."
  echo
  echo "| run | clients | requests | 200 | 503 (all with Retry-After) | other | renders/s | p50 ms | p95 ms | cache hit ratio | peak RSS MB (process tree) |"
  echo "|---|---|---|---|---|---|---|---|---|---|---|"
  jq -s -r '
    def med: sort | .[(length / 2 | floor)];
    def cell(f): (map(f) | med) as $m | (map(f) | min) as $lo | (map(f) | max) as $hi
      | if $lo == $hi then "\($m | . * 100 | round / 100)" else "\($m | . * 100 | round / 100) (\($lo | . * 100 | round / 100)-\($hi | . * 100 | round / 100))" end;
    group_by(.tag)[] | . as $g | [
      .[0].tag, (.[0].clients | tostring), (.[0].requests | tostring),
      cell(.statuses["200"] // 0),
      (cell(.statuses["503"] // 0) + (if (map(.busy_without_retry_after) | add) > 0 then " (\(map(.busy_without_retry_after) | add) without)" else "" end)),
      cell(.failures + ([.statuses | to_entries[] | select(.key != "200" and .key != "503") | .value] | add // 0) + .marker_missed),
      cell(.renders_per_s), cell(.p50_ms), cell(.p95_ms), cell(.hit_ratio), cell(.peak_rss_mb)
    ] | "| " + join(" | ") + " |"' "$work/runs.jsonl"
  echo
  echo "\"other\" counts transport failures, statuses other than 200 and 503, and 200s without the page's marker."
  echo "renders/s counts the pages answered 200 that were not served from the cache; latency is of the 200s."
} | tee "$BENCH_RESULTS/report-serve.md"
cp "$work/runs.jsonl" "$BENCH_RESULTS/runs-serve.jsonl"
