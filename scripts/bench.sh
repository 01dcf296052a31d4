#!/usr/bin/env bash
# Whole-process benchmarks of render against its peers, with the shared
# crawler benchmark (../shared/bench: its fixture site, its harness, which
# measures wall time, CPU and the peak memory of the whole process tree,
# Chrome included, and its contenders), and on the realweb corpus.
#
#   scripts/bench.sh [-n ROUNDS] SUITE...
#   RENDER_BASE=REV scripts/bench.sh [-n ROUNDS] SUITE...
#
# Suites:
#   browser  W1 (200 SPA pages) and W2 (200 static pages) at 4 tabs:
#            render vs the plain chromedp baseline on the same
#            chromium-headless-shell binary; W1 also with render's
#            --wait selector=#marker (W1sel: the wait chromedp's loop
#            has), and chromedp on full Chromium as it ships
#   tabs     200 SPA pages at --tabs 1, 2, 4, 8, and blocking on vs off
#   http     W3 (2000 static pages over HTTP) at parallelism 4 and 64:
#            render --mode http vs colly and Crawlee's CheerioCrawler
#   auto     mixed sites (four static pages, then one SPA page; 200 and
#            1000 pages): render in auto mode vs --mode browser, 4 tabs;
#            and --mode browser on MIX1000's 200 SPA pages alone (the
#            least auto mode's renders can take: MIX1000/spa-only)
#   long     2500 SPA pages in one run vs 200: is Chrome's memory bounded?
#   redis    2000 static pages through one Redis frontier, 1 worker vs 3
#            (starts its own redis-server on loopback)
#   realweb  the realweb corpus (scripts/realweb): each static site crawled
#            whole with --mode http and in auto mode, and with --mode
#            browser over its first RW_MAX_PAGES pages (default 300: only
#            the browser cells are capped); each app and route rendered;
#            RW_CELLS=REGEX keeps the cells whose tag matches (RW/cmake/,
#            RW/app/)
#   db       W3 (2000 static pages over HTTP) to JSON Lines alone, and
#            also to --db sqlite: and --db postgres:// (a cluster of its
#            own on loopback); the writer alone (scripts/bench/db.sh)
#   archive  the cost of archiving, paired on this tree's build: W1 with
#            --warc against without, and W3 (2000 static pages, --mode
#            http, 4 at once) with --wacz against without (the peak memory
#            of a process writing a WACZ); the archives' bytes per page.
#            In its paired table, "new" is with the flag, "base" without.
#   explore  W1 (200 SPA pages, 4 tabs) at the defaults and with
#            --explore 50: with RENDER_BASE, what exploring and the wider
#            reading of links cost pages that have little to explore
#   requests the cost of the records' requests field, paired on this
#            tree's build: W1 with --requests against without (the
#            browser's network log on and off)
#   markdown the cost of --markdown, paired on this tree's build: W3
#            (2000 static pages, --mode http, 4 at once) with --markdown
#            against without
#   serve    render serve under load (100 clients, 2,000 requests over
#            200 pages of the fixture shop: statuses, latency, cache hit
#            ratio, peak memory) and paired with the Prerender server on
#            the same 100 pages (renders/s, memory): scripts/bench/serve.sh
#   settle   the browser's default wait, this tree's build only: the test
#            site's pages whose work the page's own thread does not show (a
#            worker parsing 1-3 s, a blob: worker, loading indicators up 2 s
#            after the network went quiet, a WebSocket) and the realweb
#            corpus' apps and routes, SETTLE_RUNS rounds (default 20), and
#            pages built never to settle; per page, the runs with the final
#            content, those ended by timeout, the settled values, median and
#            max elapsed (scripts/bench/settle); fails when a page missed
#   go       the Go benchmarks (go test -bench) of the packages
#
# The cells of a suite run alternated (A B A B ...) ROUNDS times (default 3)
# so that a noisy machine hurts them alike; the report gives medians and
# min-max, and the machine's load average before and after the suite.
#
# RENDER_BASE=REV (any git revision) builds that revision in a temporary
# worktree (removed once built) and runs every render cell twice per round,
# with this tree's build and with the base's (tagged CELL@base), one right
# after the other, new first in odd rounds and base first in even ones; the
# report adds each build's median and the ratio new/base taken round by
# round. Both builds get the same flags; a suite stops if the base lacks
# one it needs.
#
# Everything talks to 127.0.0.1 only; every server this script starts is
# stopped when it exits, and every run is bounded by the harness (20 min).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
ROUNDS=3
while [ $# -gt 0 ]; do
  case "$1" in
    -n) ROUNDS=$2; shift 2 ;;
    -h|--help) awk 'NR > 1 && !/^#/ { exit } NR > 1' "$0"; exit 0 ;;
    *) break ;;
  esac
done
SUITES=("${@:-browser}")
command -v go >/dev/null 2>&1 || export PATH=$PATH:/usr/local/go/bin
export GOFLAGS=-buildvcs=false

# The shared benchmark sits next to the repository; from a linked worktree,
# next to the main one.
SHARED=${SHARED_BENCH:-$ROOT/../shared/bench}
if [ -z "${SHARED_BENCH:-}" ] && [ ! -d "$SHARED" ]; then
  SHARED=$(cd "$(git rev-parse --git-common-dir)/.." && pwd)/../shared/bench
fi
export BENCH_PEERS=${BENCH_PEERS:-${TMPDIR:-/tmp}/render-bench/peers}
export BENCH_RESULTS=${BENCH_RESULTS:-${TMPDIR:-/tmp}/render-bench/results}
export BENCH_ADDR=${BENCH_ADDR:-127.0.0.1:8090}
SHELL_CHROME=${SHELL_CHROME:-/usr/bin/chromium-headless-shell}
RW_MAX_PAGES=${RW_MAX_PAGES:-300}
RW_CELLS=${RW_CELLS:-}
RENDER_BASE=${RENDER_BASE:-}
H=$BENCH_PEERS/bin/harness
REPORT=$BENCH_PEERS/bin/bench-report
NEW=$BENCH_PEERS/bin/render
OLD=$BENCH_PEERS/bin/render-base
BASE=http://$BENCH_ADDR
CELL_STATS=
NEW_NAME=
BASE_NAME=

# Servers this script started, and the base build's worktree: gone at exit.
PIDS=()
BASE_TREE=
on_exit() {
  local p
  for p in "${PIDS[@]}"; do kill "$p" 2>/dev/null || true; done
  if [ -n "$BASE_TREE" ] && [ -d "$BASE_TREE" ]; then
    git worktree remove --force "$BASE_TREE" 2>/dev/null || true
  fi
}
trap on_exit EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

die() { echo "bench: $*" >&2; exit 1; }
loadavg() { cut -d' ' -f1-3 /proc/loadavg; }

go_bench() {
  [ -z "$RENDER_BASE" ] || echo "bench: the go suite measures this tree only; RENDER_BASE is ignored" >&2
  go test -run '^$' -bench . -benchmem -count "${ROUNDS}" ./render/ ./crawl/... ./sink/ ./fetch/
}

# setup_builds: the harness, the report tool, render from this tree and,
# with RENDER_BASE, from that revision.
setup_builds() {
  [ -d "$SHARED" ] || die "$SHARED not found (set SHARED_BENCH)"
  mkdir -p "$BENCH_PEERS/bin" "$BENCH_RESULTS"/{urls,out,logs}
  [ -x "$H" ] || go build -o "$H" "$SHARED/harness/main.go"
  go build -o "$REPORT" ./scripts/bench/report
  go build -o "$NEW" ./cmd/render
  NEW_NAME=$(git describe --always --dirty --abbrev=7)
  if [ -n "$RENDER_BASE" ] && [ -z "$BASE_NAME" ]; then
    build_base
  fi
}

# build_base builds RENDER_BASE in a detached worktree of its own, then
# removes the worktree.
build_base() {
  local rev tmp
  rev=$(git rev-parse --verify --quiet "$RENDER_BASE^{commit}") || die "RENDER_BASE=$RENDER_BASE is not a revision"
  BASE_NAME=$(git rev-parse --short=7 "$rev")
  tmp=$(mktemp -d "${TMPDIR:-/tmp}/render-base.XXXXXX")
  BASE_TREE=$tmp/src
  echo "bench: building base $BASE_NAME in $BASE_TREE" >&2
  git worktree add --detach --quiet "$BASE_TREE" "$rev"
  (cd "$BASE_TREE" && go build -o "$OLD" ./cmd/render)
  git worktree remove --force "$BASE_TREE"
  BASE_TREE=
  rmdir "$tmp"
}

# need_flags SUITE FLAG...: both builds must know every flag the suite
# gives them, so that the base runs the same cells as the build under test.
need_flags() {
  local suite=$1 bin help f
  shift
  for bin in "$NEW" ${RENDER_BASE:+"$OLD"}; do
    help=$("$bin" --help 2>&1 || true)
    for f in "$@"; do
      grep -qE -- "^ +--$f( |\$)" <<<"$help" ||
        die "$bin has no --$f, which the $suite suite gives render"
    done
  done
}
CELL_FLAGS=(tabs concurrency per-host urls out log-level mode)

setup_peers() {
  [ -x "$BENCH_PEERS/bin/fixture" ] || go build -o "$BENCH_PEERS/bin/fixture" "$SHARED/fixture/main.go"
  [ -x "$BENCH_PEERS/bin/chromedp" ] || (cd "$SHARED/contenders/go" && go build -o "$BENCH_PEERS/bin/chromedp" ./chromedp)
  [ -x "$BENCH_PEERS/bin/colly" ] || (cd "$SHARED/contenders/go" && go build -o "$BENCH_PEERS/bin/colly" ./colly)
  if [ ! -d "$BENCH_PEERS/node/node_modules" ]; then
    mkdir -p "$BENCH_PEERS/node"
    cp "$SHARED/node/package.json" "$SHARED/node/package-lock.json" "$BENCH_PEERS/node/"
    (cd "$BENCH_PEERS/node" && npm ci --no-audit --no-fund --ignore-scripts >/dev/null) ||
      echo "bench: npm ci failed; the Node contenders will fail" >&2
  fi
  if ! curl -sf "$BASE/stats" >/dev/null 2>&1; then
    "$BENCH_PEERS/bin/fixture" -addr "$BENCH_ADDR" -static 2000 -spa 200 -asset-delay 20ms -quiet \
      >"$BENCH_RESULTS/logs/fixture.log" 2>&1 &
    PIDS+=($!)
    for _ in $(seq 50); do curl -sf "$BASE/stats" >/dev/null 2>&1 && break; sleep 0.1; done
  fi
  CELL_STATS=$BASE
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
    -record "$BENCH_RESULTS/runs.jsonl" -outdir "$BENCH_RESULTS/out" ${CELL_STATS:+-stats "$CELL_STATS"} -- "$@" \
    2>&1 | tail -n 1
}

# round I: the I-th round begins.
ROUND=1
round() {
  ROUND=$1
  echo "== round $ROUND/$ROUNDS" >&2
}

# rcell TAG LIST CONC [VAR=VALUE...] SCRIPT [ARG...]: a render cell, run
# with this tree's build and, with RENDER_BASE, with the base build as
# TAG@base right before or after it: new first in odd rounds, base first in
# even ones (A B B A ...), so that neither build always runs second.
rcell() {
  local tag=$1 list=$2 conc=$3
  shift 3
  if [ -z "$RENDER_BASE" ]; then
    cell "$tag" "$list" "$conc" env RENDER_BIN="$NEW" "$@"
  elif [ $((ROUND % 2)) -eq 1 ]; then
    cell "$tag" "$list" "$conc" env RENDER_BIN="$NEW" "$@"
    cell "$tag@base" "$list" "$conc" env RENDER_BIN="$OLD" "$@"
  else
    cell "$tag@base" "$list" "$conc" env RENDER_BIN="$OLD" "$@"
    cell "$tag" "$list" "$conc" env RENDER_BIN="$NEW" "$@"
  fi
}

CONTENDER=$ROOT/scripts/bench/render-contender.sh
CHEERIO="env BENCH_PEERS=$BENCH_PEERS node $SHARED/contenders/crawlee-cheerio.cjs"
CDP="env CHROMIUM=$SHELL_CHROME $BENCH_PEERS/bin/chromedp"
CDP_FULL="env CHROMIUM=${FULL_CHROME:-/usr/bin/chromium} $BENCH_PEERS/bin/chromedp"

suite_browser() {
  need_flags browser "${CELL_FLAGS[@]}" wait
  for i in $(seq "$ROUNDS"); do
    round "$i"
    cell W1/chromedp-shell spa200 4 $CDP
    rcell W1/render spa200 4 RENDER_ARGS=--mode=browser "$CONTENDER"
    rcell W1sel/render spa200 4 "RENDER_ARGS=--mode=browser --wait=selector=#marker" "$CONTENDER"
    cell W1/chromedp-full spa200 4 $CDP_FULL
    cell W2/chromedp-shell static200 4 $CDP
    rcell W2/render static200 4 RENDER_ARGS=--mode=browser "$CONTENDER"
  done
}

suite_tabs() {
  need_flags tabs "${CELL_FLAGS[@]}" block
  for i in $(seq "$ROUNDS"); do
    round "$i"
    for tabs in 1 2 4 8; do
      rcell "T/render-tabs$tabs" spa200 "$tabs" RENDER_ARGS=--mode=browser "$CONTENDER"
    done
    rcell T/render-noblock spa200 4 "RENDER_ARGS=--mode=browser --block=none" "$CONTENDER"
  done
}

suite_http() {
  need_flags http "${CELL_FLAGS[@]}"
  for i in $(seq "$ROUNDS"); do
    round "$i"
    for c in 4 64; do
      cell "W3/colly-c$c" static2000 "$c" "$BENCH_PEERS/bin/colly"
      rcell "W3/render-c$c" static2000 "$c" RENDER_ARGS=--mode=http "$CONTENDER"
      cell "W3/crawlee-cheerio-c$c" static2000 "$c" $CHEERIO
    done
  done
}

# start_server PROBE-URL LOG COMMAND...: starts a server of ours in the
# background (stopped at exit, or by stop_server) and waits until PROBE-URL
# answers; its pid is in SERVER.
start_server() {
  local probe=$1 log=$2
  shift 2
  "$@" >"$log" 2>&1 &
  SERVER=$!
  PIDS+=("$SERVER")
  for _ in $(seq 100); do curl -sf "$probe" >/dev/null 2>&1 && return 0; sleep 0.1; done
  die "server $* did not answer at $probe (log: $log)"
}
# stop_server PID: stops a server start_server started (and forgets it, so
# that the exit handler does not signal a pid the system may have reused).
stop_server() {
  local p keep=()
  kill "$1" 2>/dev/null || true
  wait "$1" 2>/dev/null || true
  for p in "${PIDS[@]}"; do [ "$p" = "$1" ] || keep+=("$p"); done
  PIDS=("${keep[@]}")
}

suite_long() {
  need_flags long "${CELL_FLAGS[@]}"
  # The shared fixture has 200 SPA pages; this project's fixture serves any
  # number, with the same markers.
  go build -o "$BENCH_PEERS/bin/render-fixture" ./internal/testkit/testsite/serve
  start_server http://127.0.0.1:8091/ "$BENCH_RESULTS/logs/render-fixture.log" \
    "$BENCH_PEERS/bin/render-fixture" -addr 127.0.0.1:8091
  local fx=$SERVER
  curl -sf "http://127.0.0.1:8091/urls.txt?kind=spa&n=2500" >"$BENCH_RESULTS/urls/spa2500.txt"
  head -n 200 "$BENCH_RESULTS/urls/spa2500.txt" >"$BENCH_RESULTS/urls/spa200own.txt"
  for i in $(seq "$ROUNDS"); do
    round "$i"
    rcell LONG/render-200 spa200own 4 RENDER_ARGS=--mode=browser "$CONTENDER"
    rcell LONG/render-2500 spa2500 4 RENDER_ARGS=--mode=browser "$CONTENDER"
  done
  stop_server "$fx"
}

# fcell TAG LIST CONC FLAGS [VAR=VALUE...] SCRIPT [ARG...]: a render cell
# of this tree's build, run with FLAGS added to its RENDER_ARGS as TAG and
# without them as TAG@base, one right after the other, with first in odd
# rounds and without first in even ones: the paired table then gives
# with/without round by round.
fcell() {
  local tag=$1 list=$2 conc=$3 flags=$4 args=--mode=browser
  shift 4
  local env=()
  while [[ $# -gt 0 && $1 == *=* ]]; do
    if [[ $1 == RENDER_ARGS=* ]]; then args=${1#RENDER_ARGS=}; else env+=("$1"); fi
    shift
  done
  local with=(cell "$tag" "$list" "$conc" env RENDER_BIN="$NEW" "${env[@]}" "RENDER_ARGS=$args $flags" "$@")
  local without=(cell "$tag@base" "$list" "$conc" env RENDER_BIN="$NEW" "${env[@]}" "RENDER_ARGS=$args" "$@")
  if [ $((ROUND % 2)) -eq 1 ]; then
    "${with[@]}"
    "${without[@]}"
  else
    "${without[@]}"
    "${with[@]}"
  fi
}

# suite_archive: what --warc costs a browser crawl, what --wacz costs a
# 2000-page crawl (its memory above all), and the archives' size.
suite_archive() {
  [ -z "$RENDER_BASE" ] || die "the archive suite pairs flags on this tree's build; RENDER_BASE does not apply"
  need_flags archive "${CELL_FLAGS[@]}" warc wacz
  local arch=$BENCH_RESULTS/archives
  mkdir -p "$arch"
  : >"$BENCH_RESULTS/archive-sizes.tsv"
  for i in $(seq "$ROUNDS"); do
    round "$i"
    fcell ARCH/W1-warc spa200 4 "--warc=$arch/w1.warc.gz" RENDER_ARGS=--mode=browser "$CONTENDER"
    printf 'W1 --warc\t200\t%s\n' "$(stat -c %s "$arch/w1.warc.gz")" >>"$BENCH_RESULTS/archive-sizes.tsv"
    fcell ARCH/W3-wacz static2000 4 "--wacz=$arch/w3.wacz" RENDER_ARGS=--mode=http "$CONTENDER"
    printf 'W3 --wacz\t2000\t%s\n' "$(stat -c %s "$arch/w3.wacz")" >>"$BENCH_RESULTS/archive-sizes.tsv"
  done
}

# suite_explore: W1 at the defaults and with --explore 50 (the crawl's
# default), each paired against RENDER_BASE when given.
suite_explore() {
  need_flags explore "${CELL_FLAGS[@]}" explore
  for i in $(seq "$ROUNDS"); do
    round "$i"
    rcell W1/render spa200 4 RENDER_ARGS=--mode=browser "$CONTENDER"
    rcell W1/render-explore spa200 4 "RENDER_ARGS=--mode=browser --explore=50" "$CONTENDER"
  done
}

# suite_requests: what the browser's network log (--requests) costs W1.
suite_requests() {
  [ -z "$RENDER_BASE" ] || die "the requests suite pairs flags on this tree's build; RENDER_BASE does not apply"
  need_flags requests "${CELL_FLAGS[@]}" requests
  for i in $(seq "$ROUNDS"); do
    round "$i"
    fcell REQ/W1-requests spa200 4 --requests RENDER_ARGS=--mode=browser "$CONTENDER"
  done
}

# suite_markdown: what extracting the main content (--markdown) costs W3.
suite_markdown() {
  [ -z "$RENDER_BASE" ] || die "the markdown suite pairs flags on this tree's build; RENDER_BASE does not apply"
  need_flags markdown "${CELL_FLAGS[@]}" markdown
  for i in $(seq "$ROUNDS"); do
    round "$i"
    fcell MD/W3-markdown static2000 4 --markdown RENDER_ARGS=--mode=http "$CONTENDER"
  done
}

suite_redis() {
  need_flags redis "${CELL_FLAGS[@]}" frontier crawl-id
  command -v redis-server >/dev/null || die "redis-server not installed (scripts/setup.sh --test)"
  local port=6392
  redis-server --port "$port" --bind 127.0.0.1 --save "" --appendonly no \
    --logfile "$BENCH_RESULTS/logs/redis.log" >/dev/null 2>&1 &
  local rs=$!
  PIDS+=("$rs")
  for _ in $(seq 50); do redis-cli -p "$port" ping >/dev/null 2>&1 && break; sleep 0.1; done
  redis-cli -p "$port" ping >/dev/null 2>&1 || die "redis-server did not answer on 127.0.0.1:$port"
  local rr=(REDIS_URL=redis://127.0.0.1:$port/0 RENDER_ARGS=--mode=http)
  for i in $(seq "$ROUNDS"); do
    round "$i"
    rcell REDIS/render-1-worker static2000 8 "${rr[@]}" WORKERS=1 "$ROOT/scripts/bench/render-redis.sh"
    rcell REDIS/render-3-workers static2000 8 "${rr[@]}" WORKERS=3 "$ROOT/scripts/bench/render-redis.sh"
    rcell REDIS/render-memory-frontier static2000 8 RENDER_ARGS=--mode=http "$CONTENDER"
  done
  stop_server "$rs"
}

suite_auto() {
  need_flags auto "${CELL_FLAGS[@]}"
  for i in $(seq "$ROUNDS"); do
    round "$i"
    rcell MIX/render-browser mixed200 4 RENDER_ARGS=--mode=browser "$CONTENDER"
    rcell MIX/render-auto mixed200 4 "$CONTENDER"
    rcell MIX1000/render-browser mixed1000 4 RENDER_ARGS=--mode=browser "$CONTENDER"
    rcell MIX1000/render-auto mixed1000 4 "$CONTENDER"
    rcell MIX1000/spa-only-browser spa200 4 RENDER_ARGS=--mode=browser "$CONTENDER"
  done
  # How each page went, from the last auto runs' records.
  local tag out
  for tag in MIX MIX1000; do
    out=$(ls -t "$BENCH_RESULTS"/out/${tag}_render-auto-* | head -n 1)
    echo "auto mode, last $tag run ($out): pages by kind, mode and reason" >&2
    grep -o '"url":"[^"]*/\(static\|spa\)/[^"]*","final_url":"[^"]*","status":[0-9]*,"mode":"[a-z]*","reason":"[a-z-]*"' "$out" |
      sed -E 's/.*\/(static|spa)\/.*"mode":"([a-z]*)","reason":"([a-z-]*)"/\1 \2 \3/' | sort | uniq -c >&2
  done
}

# suite_realweb: the realweb corpus, assembled by scripts/realweb/assemble.sh
# and served by internal/testkit/realweb/serve on a free loopback port; the cells
# come from the report tool, which also tables them.
suite_realweb() {
  need_flags realweb urls out log-level mode crawl scope max-pages keep-fragment
  command -v jq >/dev/null || die "jq is needed to slim the crawls' outputs"
  scripts/realweb/assemble.sh
  go build -o "$BENCH_PEERS/bin/realweb-serve" ./internal/testkit/realweb/serve
  local log=$BENCH_RESULTS/logs/realweb-serve.log url="" cells=$BENCH_RESULTS/realweb-cells.tsv
  "$BENCH_PEERS/bin/realweb-serve" -addr 127.0.0.1:0 -assemble=false >"$log" 2>&1 &
  local rs=$!
  PIDS+=("$rs")
  for _ in $(seq 100); do
    url=$(sed -n 's#^postgresql  *\(http://127\.0\.0\.1:[0-9]*\)/.*#\1#p' "$log")
    [ -n "$url" ] && break
    sleep 0.1
  done
  [ -n "$url" ] || die "the realweb server did not start (log: $log)"
  "$REPORT" realweb-cells -base-url "$url" -max-pages "$RW_MAX_PAGES" | grep -E "^[^[:space:]]*($RW_CELLS)" >"$cells" ||
    die "no realweb cell matches RW_CELLS=$RW_CELLS"
  local tag u args list
  while IFS=$'\t' read -r tag u args; do
    printf '%s\n' "$u" >"$BENCH_RESULTS/urls/$(rw_list "$tag").txt"
  done <"$cells"
  CELL_STATS=
  for i in $(seq "$ROUNDS"); do
    round "$i"
    while IFS=$'\t' read -r tag u args <&3; do
      list=$(rw_list "$tag")
      rcell "$tag" "$list" 4 "RENDER_ARGS=$args" "$ROOT/scripts/bench/render-realweb.sh"
      if [[ $args == *--crawl* ]]; then
        slim_last "$([ -n "$RENDER_BASE" ] && echo 2 || echo 1)"
      fi
    done 3<"$cells"
  done
  stop_server "$rs"
}

rw_list() { echo "rw-${1//\//_}"; }

# suite_settle: how the default wait ends, page by page (scripts/bench/settle
# serves the test site and the realweb corpus itself, on loopback).
suite_settle() {
  [ -z "$RENDER_BASE" ] || echo "bench: the settle suite measures this tree only; RENDER_BASE is ignored" >&2
  mkdir -p "$BENCH_PEERS/bin" "$BENCH_RESULTS"
  go build -o "$NEW" ./cmd/render
  go build -o "$BENCH_PEERS/bin/settle" ./scripts/bench/settle
  local out=$BENCH_RESULTS/report-settle.md load0 rc=0
  load0=$(loadavg)
  "$BENCH_PEERS/bin/settle" -render "$NEW" -runs "${SETTLE_RUNS:-20}" -dir "$BENCH_RESULTS/settle" >"$out.table" || rc=$?
  {
    echo "## settle: render $(git describe --always --dirty --abbrev=7), $(date -u +%Y-%m-%dT%H:%MZ)"
    echo
    echo "Load average (1, 5, 15 min; $(nproc) cores) before the suite: $load0; after: $(loadavg)."
    echo
    cat "$out.table"
  } | tee "$out"
  rm -f "$out.table"
  [ "$rc" -eq 0 ] || die "settle: a page missed what it is built for (exit $rc; $out)"
}

# slim_last N: strips the pages' HTML, text and links from the outputs of
# the last N runs (a crawl's output is hundreds of MB otherwise); the
# tables count records and read their mode and reason only.
slim_last() {
  local out
  tail -n "$1" "$BENCH_RESULTS/runs.jsonl" | jq -r .output | while read -r out; do
    [ -f "$out" ] || continue
    jq -c 'del(.html, .text, .links, .console, .failed_requests)' "$out" >"$out.slim" && mv "$out.slim" "$out"
  done
}

# report SUITE: the harness's table of every cell, the paired table of
# the two builds, and the realweb suite's own tables.
report() {
  local s=$1
  case "$s" in
    realweb)
      "$REPORT" realweb -record "$BENCH_RESULTS/runs.jsonl" -max-pages "$RW_MAX_PAGES" \
        -new "$NEW_NAME" -base "${BASE_NAME:-base}" ;;
    *)
      "$H" report -record "$BENCH_RESULTS/runs.jsonl" -skip-first 0
      local pairs=()
      case "$s" in
        browser) pairs=(W1sel/render=W1/chromedp-shell W1/render=W1/chromedp-shell W2/render=W2/chromedp-shell W1/render=W1/chromedp-full) ;;
        http) pairs=(W3/render-c4=W3/colly-c4 W3/render-c64=W3/colly-c64 W3/render-c4=W3/crawlee-cheerio-c4 W3/render-c64=W3/crawlee-cheerio-c64) ;;
      esac
      if [ "${#pairs[@]}" -gt 0 ]; then
        echo
        echo "Against the peers: $NEW_NAME, round by round."
        echo
        "$REPORT" peers -record "$BENCH_RESULTS/runs.jsonl" "${pairs[@]/#/-pair=}"
      fi
      if [ -n "$RENDER_BASE" ]; then
        echo
        echo "Paired: $NEW_NAME (new) against $BASE_NAME (base), round by round."
        echo
        "$REPORT" paired -record "$BENCH_RESULTS/runs.jsonl"
      elif [ "$s" = requests ] || [ "$s" = markdown ]; then
        echo
        echo "Paired: with --$s (new) against without (base), round by round."
        echo
        "$REPORT" paired -record "$BENCH_RESULTS/runs.jsonl"
      elif [ "$s" = archive ]; then
        echo
        echo "Paired: with the archive flag (new) against without (base), round by round."
        echo
        "$REPORT" paired -record "$BENCH_RESULTS/runs.jsonl"
        echo
        echo "Archive size (each round's last file):"
        echo
        echo "| archive | pages | bytes | bytes per page |"
        echo "|---|---|---|---|"
        awk -F'\t' '{ printf "| %s | %d | %d | %d |\n", $1, $2, $3, $3 / $2 }' "$BENCH_RESULTS/archive-sizes.tsv"
      fi ;;
  esac
}

for s in "${SUITES[@]}"; do
  case "$s" in
    go) go_bench ;;
    db) scripts/bench/db.sh "$ROUNDS" ;;
    serve) BENCH_RESULTS=$BENCH_RESULTS scripts/bench/serve.sh "$ROUNDS" ;;
    settle) suite_settle ;;
    browser|tabs|http|auto|long|redis|realweb|archive|requests|explore|markdown)
      setup_builds
      [ "$s" = realweb ] || setup_peers
      rm -f "$BENCH_RESULTS/runs.jsonl"
      load0=$(loadavg)
      "suite_$s"
      {
        echo "## $s: render $NEW_NAME${RENDER_BASE:+ against base $BASE_NAME}, $ROUNDS rounds, $(date -u +%Y-%m-%dT%H:%MZ)"
        echo
        echo "Load average (1, 5, 15 min; $(nproc) cores) before the suite: $load0; after: $(loadavg)."
        echo
        report "$s"
      } | tee "$BENCH_RESULTS/report-$s.md"
      cp "$BENCH_RESULTS/runs.jsonl" "$BENCH_RESULTS/runs-$s.jsonl"
      ;;
    *) die "unknown suite $s" ;;
  esac
done
