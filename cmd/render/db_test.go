package main

import (
	"database/sql"
	"encoding/csv"
	"fmt"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"go.etcd.io/bbolt"

	"github.com/rendercrawl/render/crawl/frontier"
	"github.com/rendercrawl/render/internal/testkit/testsite"
	"github.com/rendercrawl/render/sink"
	"github.com/rendercrawl/render/sink/sqldb/postgres/pgtest"
	"github.com/rendercrawl/render/sink/sqldb/sqlite"
)

// dbKinds are the databases --db writes, each a new one per call.
var dbKinds = []struct {
	name  string
	fresh func(t *testing.T) string
}{
	{"sqlite", func(t *testing.T) string { return "sqlite:" + filepath.Join(t.TempDir(), "crawl.db") }},
	{"postgres", func(t *testing.T) string { return pgtest.Database(t) }},
}

// exported is what render export gives of a crawl, by URL; a URL twice
// fails the test.
func exported(t *testing.T, db string, args ...string) map[string]sink.Record {
	t.Helper()
	code, out, errOut := runCLI(t, "", append([]string{"export", "--db", db}, args...)...)
	if code != exitOK {
		t.Fatalf("render export: exit %d\n%s", code, errOut)
	}
	return byURL(t, records(t, out))
}

// sortedLines are the lines of a file, sorted.
func sortedLines(t *testing.T, name string) []string {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")
	slices.Sort(lines)
	return lines
}

func TestDBKeepsACrawlAndARecrawlUpdatesIt(t *testing.T) {
	_, base := testsite.Serve(t)
	for _, kind := range dbKinds {
		t.Run(kind.name, func(t *testing.T) {
			db := kind.fresh(t)
			out := filepath.Join(t.TempDir(), "out.jsonl")
			args := []string{"--mode", "http", "--crawl", "--include", "/static/", "--max-pages", "300", "--rate", "0", "--quiet",
				"--db", db, "--db-history", "--out", out, base + "/static/1"}
			for round := 1; round <= 2; round++ {
				// In a process of its own: a crawl in this one would grow
				// the test binary, whose peak memory a child started later
				// inherits (see TestBadInputGetsOneClearErrorEachInBoundedMemory).
				if code, _, errOut, _ := runProcess(t, args...); code != exitOK {
					t.Fatalf("crawl %d: exit %d\n%s", round, code, errOut)
				}
			}
			recs := exported(t, db)
			if len(recs) != 300 {
				t.Errorf("%d pages in the database after two crawls, want 300", len(recs))
			}
			for u, r := range recs {
				if r.Error != "" || !strings.Contains(r.Text, "STATIC-MARKER-") {
					t.Fatalf("%s: error %q, text %.40q", u, r.Error, r.Text)
				}
			}
			// The export is the crawl's own JSON Lines, line for line.
			exp := filepath.Join(t.TempDir(), "export.jsonl")
			if code, _, errOut := runCLI(t, "", "export", "--db", db, "--out", exp); code != exitOK {
				t.Fatalf("export: %d\n%s", code, errOut)
			}
			if got, want := sortedLines(t, exp), sortedLines(t, out); !slices.Equal(got, want) {
				t.Errorf("the export differs from the second crawl's JSON Lines (%d lines vs %d)", len(got), len(want))
			}
			// Each row was updated in place: fetched twice, first seen at
			// the first crawl.
			code, csvOut, _ := runCLI(t, "", "export", "--db", db, "--format", "csv", "--status", "2xx")
			rows, err := csv.NewReader(strings.NewReader(csvOut)).ReadAll()
			if code != exitOK || err != nil || len(rows) != 301 {
				t.Fatalf("CSV export: exit %d, %d lines, %v", code, len(rows), err)
			}
			col := map[string]int{}
			for i, name := range rows[0] {
				col[name] = i
			}
			for _, row := range rows[1:] {
				if row[col["fetch_count"]] != "2" || row[col["first_seen"]] >= row[col["fetched_at"]] {
					t.Fatalf("row %s: fetch_count %s, first_seen %s, fetched_at %s; want 2 fetches, first seen before the last",
						row[col["url"]], row[col["fetch_count"]], row[col["first_seen"]], row[col["fetched_at"]])
				}
			}
			if recs := exported(t, db, "--crawl-id", "another"); len(recs) != 0 {
				t.Errorf("%d pages in a crawl never made", len(recs))
			}
		})
	}
}

// doneURLs are the URLs a bolt frontier in dir holds as done.
func doneURLs(t *testing.T, dir string) []string {
	t.Helper()
	db, err := bbolt.Open(filepath.Join(dir, "frontier.db"), 0o600, &bbolt.Options{ReadOnly: true, Timeout: 5 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var done []string
	err = db.View(func(tx *bbolt.Tx) error {
		b := tx.Bucket([]byte("state"))
		if b == nil {
			return nil
		}
		return b.ForEach(func(k, v []byte) error {
			if len(v) > 0 && frontier.State(v[0]) == frontier.StateDone {
				done = append(done, string(k))
			}
			return nil
		})
	})
	if err != nil {
		t.Fatal(err)
	}
	return done
}

// kill -9 loses no record that the frontier calls done; the resumed crawl
// gives every page once, in the database and in --out.
func TestDBKillMidCrawlThenResume(t *testing.T) {
	_, base := testsite.Serve(t)
	for _, kind := range dbKinds {
		t.Run(kind.name, func(t *testing.T) {
			db := kind.fresh(t)
			state := t.TempDir()
			out := filepath.Join(t.TempDir(), "out.jsonl")
			const pages = 300
			args := []string{"--mode", "http", "--crawl", "--max-pages", fmt.Sprint(pages), "--rate", "60",
				"--state", state, "--db", db, "--log-level", "warn", base + "/static/1", "--out", out}
			first := startChild(t, args...)
			first.out = out
			first.waitLines(t, 80, time.Minute)
			first.cmd.Process.Signal(syscall.SIGKILL)
			first.wait(t, time.Minute)

			done := doneURLs(t, state)
			rows := exported(t, db)
			if len(done) == 0 || len(done) >= pages {
				t.Fatalf("%d pages done when killed; the test needs the crawl stopped midway", len(done))
			}
			for _, u := range done {
				if _, ok := rows[u]; !ok {
					t.Errorf("%s is done in the frontier and has no row", u)
				}
			}

			second := startChild(t, args...)
			second.out = out
			if code := second.wait(t, 2*time.Minute); code != exitOK {
				t.Fatalf("resumed run: exit %d\n%s", code, second.stderr.String())
			}
			if rows := exported(t, db); len(rows) != pages {
				t.Errorf("%d pages in the database after the resume, want %d", len(rows), pages)
			}
			if recs := byURL(t, second.records(t)); len(recs) != pages {
				t.Errorf("%d records in --out after the resume, want %d", len(recs), pages)
			}
		})
	}
}

// A server stopped for 5 s mid-crawl costs no record.
func TestDBServerStoppedMidCrawlLosesNothing(t *testing.T) {
	srv := testsite.StartPostgres(t)
	db := pgtest.DatabaseOn(t, srv.URL)
	_, base := testsite.Serve(t)
	const pages = 300
	c := startChild(t, "--mode", "http", "--crawl", "--max-pages", fmt.Sprint(pages), "--rate", "40",
		"--db", db, "--log-level", "warn", base+"/static/1")
	c.waitLines(t, 40, time.Minute)
	if err := srv.Stop(); err != nil {
		t.Fatal(err)
	}
	time.Sleep(5 * time.Second)
	if err := srv.Start(); err != nil {
		t.Fatal(err)
	}
	if code := c.wait(t, 2*time.Minute); code != exitOK {
		t.Fatalf("exit %d\n%s", code, c.stderr.String())
	}
	if rows := exported(t, db); len(rows) != pages {
		t.Errorf("%d pages in the database, want %d\n%s", len(rows), pages, c.stderr.String())
	}
}

// A server that stays away longer than --db-retry stops the run; the
// frontier keeps what was not written.
func TestDBServerGoneForGoodStopsTheRun(t *testing.T) {
	srv := testsite.StartPostgres(t)
	db := pgtest.DatabaseOn(t, srv.URL)
	_, base := testsite.Serve(t)
	state := t.TempDir()
	c := startChild(t, "--mode", "http", "--crawl", "--max-pages", "300", "--rate", "40", "--state", state,
		"--db", db, "--db-retry", "3s", "--log-level", "warn", base+"/static/1")
	c.waitLines(t, 40, time.Minute)
	srv.Stop()
	start := time.Now()
	if code := c.wait(t, time.Minute); code != exitFailure {
		t.Fatalf("exit %d, want %d\n%s", code, exitFailure, c.stderr.String())
	}
	if el := time.Since(start); el > 30*time.Second {
		t.Errorf("the run took %v to stop with --db-retry 3s", el)
	}
	srv.Start()
	rows := exported(t, db)
	for _, u := range doneURLs(t, state) {
		if _, ok := rows[u]; !ok {
			t.Errorf("%s is done in the frontier and has no row", u)
		}
	}
}

func TestDBThatCannotBeWrittenIsAClearErrorAtStart(t *testing.T) {
	log := &fetchLog{}
	site := httptest.NewServer(log.wrap(testsite.New(testsite.Dir())))
	defer site.Close()
	dir := t.TempDir()

	readOnly := filepath.Join(dir, "ro.db")
	s, err := sqlite.Open(t.Context(), "sqlite:"+readOnly)
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	os.Chmod(readOnly, 0o444)

	newer := filepath.Join(dir, "newer.db")
	s, err = sqlite.Open(t.Context(), "sqlite:"+newer)
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	raw, err := sql.Open("sqlite", newer)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := raw.Exec(`INSERT INTO schema_version (version, applied_at) VALUES (99, 'later')`); err != nil {
		t.Fatal(err)
	}
	raw.Close()

	inUse := filepath.Join(dir, "in-use.db")
	held, err := sqlite.Open(t.Context(), "sqlite:"+inUse)
	if err != nil {
		t.Fatal(err)
	}
	defer held.Close()

	pg := pgtest.Database(t)
	wrongPassword := strings.Replace(pg, "@", "x@", 1) // the password, one letter longer

	for _, tc := range []struct {
		name string
		args []string
		exit int
	}{
		{"read-only SQLite file", []string{"--db", "sqlite:" + readOnly}, exitFailure},
		{"schema of a newer version", []string{"--db", "sqlite:" + newer}, exitFailure},
		{"SQLite file in use by another writer", []string{"--db", "sqlite:" + inUse}, exitFailure},
		{"unreachable server", []string{"--db", "postgres://render:x@" + testsite.RefusedAddr(t) + "/db?sslmode=disable"}, exitFailure},
		{"wrong password", []string{"--db", wrongPassword}, exitFailure},
		{"not a database URL", []string{"--db", "mysql://127.0.0.1/db"}, exitUsage},
		{"history without a database", []string{"--db-history"}, exitUsage},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "out.jsonl")
			start := time.Now()
			code, stdout, stderr := runCLI(t, "", append(tc.args, "--mode", "http", "--out", out, site.URL+"/static/1")...)
			if code != tc.exit {
				t.Errorf("exit %d, want %d\n%s", code, tc.exit, stderr)
			}
			if stdout != "" || strings.Count(strings.TrimSpace(stderr), "\n") > 1 || stderr == "" {
				t.Errorf("want one or two lines on stderr and nothing on stdout; got:\n%s%s", stdout, stderr)
			}
			if el := time.Since(start); el > 20*time.Second {
				t.Errorf("took %v to fail", el)
			}
			if n := len(log.in(0)); n > 0 {
				t.Errorf("%d pages fetched before the database was found unusable", n)
			}
		})
	}
}

// Workers sharing a crawl through Redis write one PostgreSQL database.
func TestDBRedisWorkersWriteOneDatabase(t *testing.T) {
	redis := testsite.Redis(t)
	db := pgtest.Database(t)
	_, base := testsite.Serve(t)
	id := fmt.Sprintf("test-db-%d", time.Now().UnixNano())
	const pages = 300
	var workers []*child
	for range 3 {
		workers = append(workers, startChild(t, "--mode", "http", "--frontier", redis, "--crawl-id", id,
			"--db", db, "--crawl", "--max-pages", fmt.Sprint(pages), "--rate", "100", "--log-level", "warn", base+"/static/1"))
	}
	lines := 0
	for i, w := range workers {
		if code := w.wait(t, 2*time.Minute); code != exitOK {
			t.Fatalf("worker %d: exit %d\n%s", i, code, w.stderr.String())
		}
		lines += len(w.records(t))
	}
	if rows := exported(t, db, "--crawl-id", id); len(rows) != pages || lines != pages {
		t.Errorf("%d pages in the database, %d records across the workers; want %d each", len(rows), lines, pages)
	}
}

func TestExportUsage(t *testing.T) {
	code, out, _ := runCLI(t, "", "export", "--help")
	if code != exitOK || !strings.Contains(out, "--since") {
		t.Errorf("export --help: exit %d\n%s", code, out)
	}
	db := "sqlite:" + filepath.Join(t.TempDir(), "x.db")
	for _, args := range [][]string{
		{},
		{"--db", "mysql://x"},
		{"--db", db, "--format", "xml"},
		{"--db", db, "--status", "ok"},
		{"--db", db, "--since", "yesterday"},
		{"--db", db, "extra"},
	} {
		if code, _, stderr := runCLI(t, "", append([]string{"export"}, args...)...); code != exitUsage || stderr == "" {
			t.Errorf("export %q: exit %d, want %d with a message", args, code, exitUsage)
		}
	}
	if code, _, _ := runCLI(t, "", "export", "--db", db); code != exitFailure {
		t.Errorf("export of a missing database: exit %d, want %d", code, exitFailure)
	}
}
