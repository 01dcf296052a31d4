#!/usr/bin/env bash
# The database sink against JSON Lines: a W3-like crawl (2000 static pages
# over HTTP from internal/testkit/testsite's server, --mode http, 4 at a time)
# written to JSON Lines alone, and also to --db sqlite: and to
# --db postgres://, the cells alternated (A B C A B C ...) ROUNDS times;
# then the writer alone (the Go benchmarks of sink/sqldb/...).
#
#   scripts/bench/db.sh [ROUNDS]      (default 3; scripts/bench.sh db)
#
# PostgreSQL runs in a throw-away cluster of its own on a loopback port,
# with the server's default settings (fsync on), as the postgres user when
# run as root. Each run writes a new SQLite file and a new PostgreSQL
# database. Prints pages/s per run, then medians (min-max).
set -euo pipefail
cd "$(dirname "$0")/../.."
ROUNDS=${1:-3}
PAGES=2000
CONC=4
command -v go >/dev/null 2>&1 || export PATH=$PATH:/usr/local/go/bin
work=$(mktemp -d "${TMPDIR:-/tmp}/render-bench-db.XXXXXX")
chmod 755 "$work" # the postgres user reaches its cluster inside
pgbin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -x "$pgbin/initdb" ] || { echo "bench db: PostgreSQL server binaries not found (apt-get install postgresql)" >&2; exit 1; }
site_pid=
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
cleanup() {
  [ -n "$site_pid" ] && kill "$site_pid" 2>/dev/null || true
  as_pg "$pgbin/pg_ctl" -D "$work/pg/data" -m fast stop >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

go build -o "$work/render" ./cmd/render
go build -o "$work/serve" ./internal/testkit/testsite/serve
"$work/serve" -addr 127.0.0.1:8093 >"$work/serve.log" 2>&1 &
site_pid=$!
for _ in $(seq 50); do curl -sf http://127.0.0.1:8093/ >/dev/null 2>&1 && break; sleep 0.1; done
curl -sf "http://127.0.0.1:8093/urls.txt?kind=static&n=$PAGES" >"$work/urls.txt"

mkdir -p "$work/pg"
echo bench >"$work/pg/pw"
[ "$(id -u)" = 0 ] && chown -R postgres: "$work/pg"
as_pg "$pgbin/initdb" -D "$work/pg/data" -U render --pwfile "$work/pg/pw" --auth scram-sha-256 -E UTF8 --locale C >/dev/null
as_pg "$pgbin/pg_ctl" -D "$work/pg/data" -l "$work/pg/log" -w -o "-p 5449 -k $work/pg -c listen_addresses=127.0.0.1" start >/dev/null
PG=postgres://render:bench@127.0.0.1:5449
export PGPASSWORD=bench

# run CELL ROUND: one crawl; prints "CELL pages/s".
run() {
  local cell=$1 round=$2 db=()
  case "$cell" in
    sqlite) db=(--db "sqlite:$work/w3-$round.db") ;;
    postgres)
      psql -q -h 127.0.0.1 -p 5449 -U render -d postgres -c "CREATE DATABASE w3_$round"
      db=(--db "$PG/w3_$round?sslmode=disable") ;;
  esac
  local start end
  start=$(date +%s.%N)
  "$work/render" --mode http --tabs "$CONC" --concurrency "$CONC" --per-host "$((2 * CONC))" --quiet \
    --log-level warn --urls "$work/urls.txt" --out "$work/out-$cell-$round.jsonl" "${db[@]}"
  end=$(date +%s.%N)
  local lines
  lines=$(wc -l <"$work/out-$cell-$round.jsonl")
  [ "$lines" = "$PAGES" ] || { echo "bench db: $cell wrote $lines records, want $PAGES" >&2; exit 1; }
  awk -v c="$cell" -v s="$start" -v e="$end" -v n="$PAGES" 'BEGIN { printf "%s %.0f\n", c, n / (e - s) }'
}

for i in $(seq "$ROUNDS"); do
  echo "== round $i/$ROUNDS" >&2
  for cell in jsonl sqlite postgres; do
    run "$cell" "$i" | tee -a "$work/runs.txt"
  done
done
echo "W3, $PAGES static pages, --mode http, $CONC at a time: pages/s, median (min-max) of $ROUNDS"
for cell in jsonl sqlite postgres; do
  awk -v c="$cell" '$1 == c { print $2 }' "$work/runs.txt" | sort -n |
    awk -v c="$cell" '{ v[NR] = $1 } END { m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2; printf "  %-9s %6.0f (%d-%d)\n", c, m, v[1], v[NR] }'
done

echo "The writer alone (rows/s; PostgreSQL: the tests' cluster, fsync off):"
POSTGRES_URL= go test -run '^$' -bench Writer -benchtime 20000x -count "$ROUNDS" ./sink/sqldb/sqlite/ ./sink/sqldb/postgres/ |
  grep -E '^(Benchmark|ok)'
