#!/usr/bin/env bash
# A soak: render crawls N of the shared benchmark fixture's SPA pages (W1's
# pages) with 4 tabs, from a seed page that lists them, while the RSS of
# render and the RSS and PSS of its whole process tree (Chrome included)
# are read every 10 s from /proc/PID/smaps_rollup.
#
#   scripts/bench/soak.sh RENDER_BIN FIXTURE_BIN [N] [OUTDIR]
#
# N defaults to 20000; OUTDIR (default ./soak) gets soak.jsonl (the
# records), soak.err (render's progress and summary) and soak.tsv (one row
# per sample: seconds, records so far, render's RSS, the tree's RSS and
# PSS in MB, processes). The fixture listens on 127.0.0.1:8092 only.
set -euo pipefail
bin=$1 fixture=$2 n=${3:-20000} out=${4:-soak}
mkdir -p "$out"
"$fixture" -addr 127.0.0.1:8092 -static 10 -spa "$n" -asset-delay 20ms -quiet &
fx=$!
trap 'kill $fx 2>/dev/null || true' EXIT
for _ in $(seq 100); do curl -sf -o /dev/null "http://127.0.0.1:8092/urls.txt?limit=1" && break; sleep 0.5; done
"$bin" --crawl --tabs 4 --max-pages $((n + 1)) --max-per-pattern $((n + 10)) --log-level warn \
  --progress-interval 30s "http://127.0.0.1:8092/index.html?kind=spa&limit=$n" \
  >"$out/soak.jsonl" 2>"$out/soak.err" &
pid=$!
tree() { echo "$1"; for c in $(cat /proc/"$1"/task/*/children 2>/dev/null); do tree "$c"; done; }
t0=$(date +%s)
echo "t_s pages render_rss_mb tree_rss_mb tree_pss_mb procs" >"$out/soak.tsv"
while kill -0 "$pid" 2>/dev/null; do
  rss=$(awk '/^VmRSS/{print int($2/1024)}' /proc/"$pid"/status 2>/dev/null || echo 0)
  trss=0 tpss=0 procs=0
  for q in $(tree "$pid"); do
    read -r r p < <(awk '/^Rss:/{r=$2} /^Pss:/{p=$2} END{print r+0, p+0}' /proc/"$q"/smaps_rollup 2>/dev/null || echo "0 0")
    trss=$((trss + r)) tpss=$((tpss + p)) procs=$((procs + 1))
  done
  echo "$(($(date +%s) - t0)) $(wc -l <"$out/soak.jsonl") ${rss:-0} $((trss / 1024)) $((tpss / 1024)) $procs" >>"$out/soak.tsv"
  sleep 10
done
wait "$pid"
tail -n 6 "$out/soak.err"
