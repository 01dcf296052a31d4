#!/usr/bin/env bash
# Whole-process benchmarks of render against its peers, with the shared
# crawler benchmark (../shared/bench: its fixture site, its harness, which
# measures wall time, CPU and the peak memory of the whole process tree,
# Chrome included, and its contenders).
#
#   scripts/bench.sh [-n ROUNDS] SUITE...
#
# Suites:
#   browser  W1 (200 SPA pages) and W2 (200 static pages) at 4 tabs:
#            render vs the plain chromedp baseline on the same
#            chromium-headless-shell binary
#   tabs     200 SPA pages at --tabs 1, 2, 4, 8, and blocking on vs off
#   http     W3 (2000 static pages over HTTP) at parallelism 4 and 64:
#            render --mode http vs colly and Crawlee's CheerioCrawler
#   auto     mixed sites (four static pages, then one SPA page; 200 and
#            1000 pages): render in auto mode vs --mode browser, 4 tabs
#   long     2500 SPA pages in one run vs 200: is Chrome's memory bounded?
#   redis    2000 static pages through one Redis frontier, 1 worker vs 3
#            (starts its own redis-server on loopback)
#   db       W3 (2000 static pages over HTTP) to JSON Lines alone, and
#            also to --db sqlite: and --db postgres:// (a cluster of its
#            own on loopback); the writer alone (scripts/bench/db.sh)
#   go       the Go benchmarks (go test -bench) of the packages
#
# The cells of a suite run alternated (A B A B ...) ROUNDS times (default 3)
# so that a noisy machine hurts them alike; the report gives medians and
# min-max. Everything talks to 127.0.0.1 only.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
ROUNDS=3
while [ $# -gt 0 ]; do
  case "$1" in
    -n) ROUNDS=$2; shift 2 ;;
    -h|--help) sed -n '2,20p' "$0"; exit 0 ;;
    *) break ;;
  esac
done
SUITES=("${@:-browser}")
command -v go >/dev/null 2>&1 || export PATH=$PATH:/usr/local/go/bin

SHARED=${SHARED_BENCH:-$ROOT/../shared/bench}
export BENCH_PEERS=${BENCH_PEERS:-${TMPDIR:-/tmp}/render-bench/peers}
export BENCH_RESULTS=${BENCH_RESULTS:-${TMPDIR:-/tmp}/render-bench/results}
export BENCH_ADDR=${BENCH_ADDR:-127.0.0.1:8090}
SHELL_CHROME=${SHELL_CHROME:-/usr/bin/chromium-headless-shell}
H=$BENCH_PEERS/bin/harness
BASE=http://$BENCH_ADDR

go_bench() {
  go test -run '^$' -bench . -benchmem -count "${ROUNDS}" ./render/ ./crawl/... ./sink/ ./fetch/
}

setup_peers() {
  [ -d "$SHARED" ] || { echo "bench: $SHARED not found (set SHARED_BENCH)" >&2; exit 1; }
  mkdir -p "$BENCH_PEERS/bin" "$BENCH_RESULTS"/{urls,out,logs}
  export GOFLAGS=-buildvcs=false
  [ -x "$H" ] || go build -o "$H" "$SHARED/harness/main.go"
  [ -x "$BENCH_PEERS/bin/fixture" ] || go build -o "$BENCH_PEERS/bin/fixture" "$SHARED/fixture/main.go"
  [ -x "$BENCH_PEERS/bin/chromedp" ] || (cd "$SHARED/contenders/go" && go build -o "$BENCH_PEERS/bin/chromedp" ./chromedp)
  [ -x "$BENCH_PEERS/bin/colly" ] || (cd "$SHARED/contenders/go" && go build -o "$BENCH_PEERS/bin/colly" ./colly)
  if [ ! -d "$BENCH_PEERS/node/node_modules" ]; then
    mkdir -p "$BENCH_PEERS/node"
    cp "$SHARED/node/package.json" "$SHARED/node/package-lock.json" "$BENCH_PEERS/node/"
    (cd "$BENCH_PEERS/node" && npm ci --no-audit --no-fund --ignore-scripts >/dev/null) ||
      echo "bench: npm ci failed; the Node contenders will fail" >&2
  fi
  go build -o "$BENCH_PEERS/bin/render" ./cmd/render
  if ! curl -sf "$BASE/stats" >/dev/null 2>&1; then
    "$BENCH_PEERS/bin/fixture" -addr "$BENCH_ADDR" -static 2000 -spa 200 -asset-delay 20ms -quiet \
      >"$BENCH_RESULTS/logs/fixture.log" 2>&1 &
    echo $! >"$BENCH_RESULTS/fixture.pid"
    for _ in $(seq 50); do curl -sf "$BASE/stats" >/dev/null 2>&1 && break; sleep 0.1; done
  fi
  curl -sf "$BASE/urls.txt?kind=spa&limit=200" >"$BENCH_RESULTS/urls/spa200.txt"
  curl -sf "$BASE/urls.txt?kind=static&limit=200" >"$BENCH_RESULTS/urls/static200.txt"
  curl -sf "$BASE/urls.txt?kind=static&limit=2000" >"$BENCH_RESULTS/urls/static2000.txt"
  curl -sf "$BASE/urls.txt?kind=static&limit=800" >"$BENCH_RESULTS/urls/static800.txt"
  # The mixed sites: four static pages, then one SPA page; 200 pages in
  # all, and 1000 (every SPA page the fixture has).
  mix <(head -n 160 "$BENCH_RESULTS/urls/static200.txt") <(head -n 40 "$BENCH_RESULTS/urls/spa200.txt") \
    >"$BENCH_RESULTS/urls/mixed200.txt"
  mix "$BENCH_RESULTS/urls/static800.txt" "$BENCH_RESULTS/urls/spa200.txt" >"$BENCH_RESULTS/urls/mixed1000.txt"
}

# mix STATIC SPA: four lines of STATIC, then one of SPA, and so on.
mix() {
  awk 'NR == FNR { s[NR] = $0; ns = NR; next }
    { for (k = 0; k < 4 && si < ns; k++) print s[++si]; print }
    END { while (si < ns) print s[++si] }' "$1" "$2"
}

# cell TAG LIST CONC COMMAND...: one measured whole-process run.
cell() {
  local tag=$1 list=$2 conc=$3
  shift 3
  "$H" measure -tag "$tag" -urls "$BENCH_RESULTS/urls/$list.txt" -c "$conc" \
    -record "$BENCH_RESULTS/runs.jsonl" -outdir "$BENCH_RESULTS/out" -stats "$BASE" -- "$@" \
    2>&1 | tail -n 1
}

R="env RENDER_BIN=$BENCH_PEERS/bin/render $ROOT/scripts/bench/render-contender.sh"
RB="env RENDER_BIN=$BENCH_PEERS/bin/render RENDER_ARGS=--mode=browser $ROOT/scripts/bench/render-contender.sh"
RH="env RENDER_BIN=$BENCH_PEERS/bin/render RENDER_ARGS=--mode=http $ROOT/scripts/bench/render-contender.sh"
CHEERIO="env BENCH_PEERS=$BENCH_PEERS node $SHARED/contenders/crawlee-cheerio.cjs"
CDP="env CHROMIUM=$SHELL_CHROME $BENCH_PEERS/bin/chromedp"

suite_browser() {
  for i in $(seq "$ROUNDS"); do
    echo "== round $i/$ROUNDS" >&2
    cell W1/chromedp-shell spa200 4 $CDP
    cell W1/render spa200 4 $RB
    cell W2/chromedp-shell static200 4 $CDP
    cell W2/render static200 4 $RB
  done
}

suite_tabs() {
  for i in $(seq "$ROUNDS"); do
    echo "== round $i/$ROUNDS" >&2
    for tabs in 1 2 4 8; do
      cell "T/render-tabs$tabs" spa200 "$tabs" $RB
    done
    cell T/render-noblock spa200 4 env RENDER_ARGS="--mode=browser --block=none" RENDER_BIN="$BENCH_PEERS/bin/render" "$ROOT/scripts/bench/render-contender.sh"
  done
}

suite_http() {
  for i in $(seq "$ROUNDS"); do
    echo "== round $i/$ROUNDS" >&2
    for c in 4 64; do
      cell "W3/colly-c$c" static2000 "$c" "$BENCH_PEERS/bin/colly"
      cell "W3/render-c$c" static2000 "$c" $RH
      cell "W3/crawlee-cheerio-c$c" static2000 "$c" $CHEERIO
    done
  done
}

suite_long() {
  # The shared fixture has 200 SPA pages; this project's fixture serves any
  # number, with the same markers.
  go build -o "$BENCH_PEERS/bin/render-fixture" ./internal/testsite/serve
  "$BENCH_PEERS/bin/render-fixture" -addr 127.0.0.1:8091 >"$BENCH_RESULTS/logs/render-fixture.log" 2>&1 &
  local fx=$!
  trap 'kill $fx 2>/dev/null || true' RETURN EXIT
  for _ in $(seq 50); do curl -sf http://127.0.0.1:8091/ >/dev/null 2>&1 && break; sleep 0.1; done
  curl -sf "http://127.0.0.1:8091/urls.txt?kind=spa&n=2500" >"$BENCH_RESULTS/urls/spa2500.txt"
  head -n 200 "$BENCH_RESULTS/urls/spa2500.txt" >"$BENCH_RESULTS/urls/spa200own.txt"
  for i in $(seq "$ROUNDS"); do
    echo "== round $i/$ROUNDS" >&2
    cell LONG/render-200 spa200own 4 $RB
    cell LONG/render-2500 spa2500 4 $RB
  done
}

suite_redis() {
  command -v redis-server >/dev/null || { echo "bench: redis-server not installed (scripts/setup.sh --test)" >&2; exit 1; }
  local port=6392
  redis-server --port "$port" --bind 127.0.0.1 --save "" --appendonly no --daemonize yes \
    --pidfile "$BENCH_RESULTS/redis.pid" --logfile "$BENCH_RESULTS/logs/redis.log"
  trap 'kill "$(cat "$BENCH_RESULTS/redis.pid")" 2>/dev/null || true' RETURN EXIT
  for _ in $(seq 50); do redis-cli -p "$port" ping >/dev/null 2>&1 && break; sleep 0.1; done
  local rr="env REDIS_URL=redis://127.0.0.1:$port/0 RENDER_BIN=$BENCH_PEERS/bin/render RENDER_ARGS=--mode=http"
  for i in $(seq "$ROUNDS"); do
    echo "== round $i/$ROUNDS" >&2
    cell REDIS/render-1-worker static2000 8 $rr WORKERS=1 "$ROOT/scripts/bench/render-redis.sh"
    cell REDIS/render-3-workers static2000 8 $rr WORKERS=3 "$ROOT/scripts/bench/render-redis.sh"
    cell REDIS/render-memory-frontier static2000 8 $RH
  done
}

suite_auto() {
  for i in $(seq "$ROUNDS"); do
    echo "== round $i/$ROUNDS" >&2
    cell MIX/render-browser mixed200 4 $RB
    cell MIX/render-auto mixed200 4 $R
    cell MIX1000/render-browser mixed1000 4 $RB
    cell MIX1000/render-auto mixed1000 4 $R
  done
  # How each page went, from the last auto runs' records.
  for tag in MIX MIX1000; do
    out=$(ls -t "$BENCH_RESULTS"/out/${tag}_render-auto-* | head -n 1)
    echo "auto mode, last $tag run ($out): pages by kind, mode and reason" >&2
    grep -o '"url":"[^"]*/\(static\|spa\)/[^"]*","final_url":"[^"]*","status":[0-9]*,"mode":"[a-z]*","reason":"[a-z-]*"' "$out" |
      sed -E 's/.*\/(static|spa)\/.*"mode":"([a-z]*)","reason":"([a-z-]*)"/\1 \2 \3/' | sort | uniq -c >&2
  done
}

for s in "${SUITES[@]}"; do
  case "$s" in
    go) go_bench ;;
    db) scripts/bench/db.sh "$ROUNDS" ;;
    browser|tabs|http|auto|long|redis)
      setup_peers
      rm -f "$BENCH_RESULTS/runs.jsonl"
      "suite_$s"
      "$H" report -record "$BENCH_RESULTS/runs.jsonl" -skip-first 0 | tee "$BENCH_RESULTS/report-$s.md"
      ;;
    *) echo "bench: unknown suite $s" >&2; exit 2 ;;
  esac
done
