#!/usr/bin/env bash
# auto-floor.sh [ROUNDS]: auto mode's cost on the realweb corpus's static
# sites with scripts (docs/benchmarks.md, "Auto mode's renders alone"),
# against its aim, 1.25 x `--mode http` + Chrome's start, and against the
# least any design could do: Chrome's start and one render of the first
# page of each of the site's kinds, with no HTTP crawl at all.
#
# Each round: Chrome's start (the best of 3 `--mode browser` runs of
# PostgreSQL's index), then for each site `--mode http`, auto
# (`--explore 0`), and `--mode browser` on the kinds' pages at 1 and 4
# tabs; all `--crawl --scope prefix --max-pages 400` where they crawl.
# Wall and CPU are the whole machine's (/proc/stat): render, Chrome and
# the corpus server together. Prints one line a site and round.
set -euo pipefail
ROUNDS=${1:-5}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
WORK=$(mktemp -d)
SERVER=""
trap '[ -n "$SERVER" ] && kill "$SERVER" 2>/dev/null; rm -rf "$WORK"' EXIT

scripts/realweb/assemble.sh >/dev/null
go build -o "$WORK/render" ./cmd/render
go build -o "$WORK/realweb-serve" ./internal/testkit/realweb/serve
"$WORK/realweb-serve" -addr 127.0.0.1:0 -assemble=false >"$WORK/serve.log" 2>&1 &
SERVER=$!
B=""
for _ in $(seq 100); do
  B=$(sed -n 's#^postgresql  *\(http://127\.0\.0\.1:[0-9]*\)/.*#\1#p' "$WORK/serve.log")
  [ -n "$B" ] && break
  sleep 0.1
done
[ -n "$B" ] || { echo "auto-floor: the realweb server did not start" >&2; exit 1; }

# The first page of each kind, as auto mode's summary names them.
declare -A KINDS=(
  [cmake]="$B/cmake/index.html $B/cmake/search.html"
  [javadoc]="$B/javadoc/index.html $B/javadoc/org/jsoup/Jsoup.html $B/javadoc/allclasses.html"
  [sqlite]="$B/sqlite/index.html $B/sqlite/about.html $B/sqlite/docs.html $B/sqlite/download.html $B/sqlite/chronology.html $B/sqlite/windowfunctions.html"
)

# timed CMD...: runs CMD quietly and prints "WALL CPU" in seconds.
timed() {
  local u n s i w x y z a b t0 t1 hz
  hz=$(getconf CLK_TCK)
  read -r _ u n s i w x y z _ </proc/stat
  b=$((u + n + s + x + y))
  t0=$(date +%s.%N)
  "$@" >/dev/null 2>"$WORK/stderr" || true
  t1=$(date +%s.%N)
  read -r _ u n s i w x y z _ </proc/stat
  a=$((u + n + s + x + y))
  echo "$(echo "$t1 - $t0" | bc) $(echo "scale=2; ($a - $b) / $hz" | bc)"
}

R="$WORK/render"
CRAWL=(--crawl --scope prefix --max-pages 400 --out /dev/null)
for r in $(seq "$ROUNDS"); do
  start=999
  for _ in 1 2 3; do
    read -r w _ < <(timed "$R" --mode browser --out /dev/null "$B/postgresql/index.html")
    start=$(echo "if ($w < $start) $w else $start" | bc)
  done
  for site in cmake javadoc sqlite; do
    read -r hw hc < <(timed "$R" "${CRAWL[@]}" --mode http "$B/$site/index.html")
    read -r aw ac < <(timed "$R" "${CRAWL[@]}" --explore 0 "$B/$site/index.html")
    renders=$(grep -o '[0-9]* renders\?$' "$WORK/stderr" | awk '{s += $1} END {print s + 0}')
    # shellcheck disable=SC2086 # the kinds' pages are words
    read -r f1w f1c < <(timed "$R" --mode browser --tabs 1 --out /dev/null ${KINDS[$site]})
    # shellcheck disable=SC2086
    read -r f4w f4c < <(timed "$R" --mode browser --tabs 4 --out /dev/null ${KINDS[$site]})
    aim=$(echo "scale=3; 1.25 * $hw + $start" | bc)
    printf 'round %d %-8s start %.2f  http %.2f s %.2f cpu  auto %.2f s %.2f cpu (%d renders)  kinds alone %.2f s %.2f cpu, 4 tabs %.2f s %.2f cpu  aim %.2f  auto/aim %.2f  alone/aim %.2f, 4 tabs %.2f\n' \
      "$r" "$site" "$start" "$hw" "$hc" "$aw" "$ac" "$renders" "$f1w" "$f1c" "$f4w" "$f4c" "$aim" \
      "$(echo "scale=3; $aw / $aim" | bc)" "$(echo "scale=3; $f1w / $aim" | bc)" "$(echo "scale=3; $f4w / $aim" | bc)"
  done
done
