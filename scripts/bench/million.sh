#!/usr/bin/env bash
# A crawl of a million URLs over HTTP with the bolt frontier (--state):
# render crawls N static pages of the shared benchmark fixture (1 KB of
# text each), given as a URL list, at --concurrency 4, while its RSS
# (anonymous and file-backed: the frontier's file is mapped) is read
# every 30 s from /proc/PID/status.
#
#   scripts/bench/million.sh RENDER_BIN FIXTURE_BIN [N] [OUTDIR]
#
# N defaults to 1000000; OUTDIR (default ./million) gets state/ (the
# frontier), out.jsonl (the records), err (render's progress every 60 s
# and its summary) and rss.tsv (unix seconds, records so far, RSS,
# anonymous and file-backed RSS in KB, the frontier file's bytes). The
# fixture builds its N pages in memory before it listens (4.5 GB and
# about 40 s for a million) and listens on 127.0.0.1:8093 only. The
# records take about 7 KB each on disk.
set -euo pipefail
bin=$1 fixture=$2 n=${3:-1000000} out=${4:-million}
mkdir -p "$out"
rm -rf "$out/state"
"$fixture" -addr 127.0.0.1:8093 -static "$n" -spa 10 -text-kb 1 -quiet &
fx=$!
trap 'kill $fx 2>/dev/null || true' EXIT
for _ in $(seq 300); do curl -sf -o /dev/null "http://127.0.0.1:8093/static/1.html" && break; sleep 1; done
seq 1 "$n" | sed 's|^|http://127.0.0.1:8093/static/|; s|$|.html|' >"$out/urls.txt"
"$bin" --crawl --mode http --state "$out/state" --urls "$out/urls.txt" --depth 0 --concurrency 4 \
  --log-level warn --progress-interval 60s --out "$out/out.jsonl" 2>"$out/err" &
pid=$!
echo "t records rss_kb anon_kb file_kb frontier_bytes" >"$out/rss.tsv"
while kill -0 "$pid" 2>/dev/null; do
  mem=$(awk '/^VmRSS/{r=$2} /^RssAnon/{a=$2} /^RssFile/{f=$2} END{print r+0, a+0, f+0}' /proc/"$pid"/status 2>/dev/null || echo "0 0 0")
  echo "$(date +%s) $(wc -l <"$out/out.jsonl") $mem $(stat -c %s "$out/state/frontier.db" 2>/dev/null || echo 0)" >>"$out/rss.tsv"
  sleep 30
done
wait "$pid"
tail -n 6 "$out/err"
