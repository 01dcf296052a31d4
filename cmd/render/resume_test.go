package main

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/rendercrawl/render/internal/testkit/testsite"
	"github.com/rendercrawl/render/sink"
)

// fetchLog counts the pages a server served, by phase.
type fetchLog struct {
	mu    sync.Mutex
	phase int
	seen  []map[string]int
}

func (l *fetchLog) wrap(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasPrefix(r.URL.Path, "/static/") {
			l.mu.Lock()
			for len(l.seen) <= l.phase {
				l.seen = append(l.seen, map[string]int{})
			}
			l.seen[l.phase][r.URL.Path]++
			l.mu.Unlock()
		}
		h.ServeHTTP(w, r)
	})
}

func (l *fetchLog) next() {
	l.mu.Lock()
	l.phase++
	l.mu.Unlock()
}

func (l *fetchLog) in(phase int) map[string]int {
	l.mu.Lock()
	defer l.mu.Unlock()
	if phase >= len(l.seen) {
		return nil
	}
	return l.seen[phase]
}

// byURL indexes records by URL and fails on a duplicate.
func byURL(t *testing.T, recs []sink.Record) map[string]sink.Record {
	t.Helper()
	m := map[string]sink.Record{}
	for _, r := range recs {
		if _, dup := m[r.URL]; dup {
			t.Errorf("%s has two records", r.URL)
		}
		m[r.URL] = r
	}
	return m
}

func TestResumeWithState(t *testing.T) {
	for _, tc := range []struct {
		name string
		stop syscall.Signal
		exit int
		// slow delays every answer, grace is the run's --grace: with
		// both, the stop cuts pages short.
		slow  time.Duration
		grace string
	}{
		{"after kill -9", syscall.SIGKILL, -1, 0, "10s"},
		{"after SIGINT", syscall.SIGINT, exitSIGINT, 0, "10s"},
		{"after SIGINT that cut pages short", syscall.SIGINT, exitSIGINT, 300 * time.Millisecond, "1ms"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			log := &fetchLog{}
			site := testsite.New(testsite.Dir())
			srv := httptest.NewServer(log.wrap(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				time.Sleep(tc.slow)
				site.ServeHTTP(w, r)
			})))
			defer srv.Close()
			state := t.TempDir()
			out := filepath.Join(t.TempDir(), "out.jsonl")
			const pages = 200
			args := []string{"--mode", "http", "--crawl", "--max-pages", fmt.Sprint(pages), "--rate", "60", "--grace", tc.grace,
				"--state", state, srv.URL + "/static/1"}

			// A later --out wins over the one startChild gives.
			first := startChild(t, append(args, "--out", out)...)
			first.out = out
			first.waitLines(t, 60, time.Minute)
			first.cmd.Process.Signal(tc.stop)
			if code := first.wait(t, 2*time.Minute); code != tc.exit {
				t.Fatalf("first run: exit %d, want %d\n%s", code, tc.exit, first.stderr.String())
			}
			before := map[string]bool{}
			if b, err := os.ReadFile(out); err == nil {
				for _, line := range strings.Split(string(b), "\n") {
					if i := strings.Index(line, `"url":"`); i >= 0 && strings.HasSuffix(line, "}") {
						u := line[i+7:]
						before[u[:strings.IndexByte(u, '"')]] = true
					}
				}
			}
			if len(before) == 0 || len(before) >= pages {
				t.Fatalf("the first run wrote %d records; the test needs it stopped midway", len(before))
			}

			log.next()
			second := startChild(t, append(args, "--out", out)...)
			second.out = out
			if code := second.wait(t, 2*time.Minute); code != exitOK {
				t.Fatalf("resumed run: exit %d\n%s", code, second.stderr.String())
			}
			recs := byURL(t, second.records(t))
			if len(recs) != pages {
				t.Errorf("%d pages after the resume, want %d", len(recs), pages)
			}
			for u, r := range recs {
				if r.Error != "" || (strings.Contains(u, "/static/") && !strings.Contains(r.Text, "STATIC-MARKER-")) {
					t.Errorf("%s: error %q", u, r.Error)
				}
			}
			for path, n := range log.in(1) {
				if before[srv.URL+path] {
					t.Errorf("%s was fetched %d more times after its record was written", path, n)
				}
			}
			if !strings.Contains(second.stderr.String(), "resuming") {
				t.Errorf("the second run did not say it resumed:\n%s", second.stderr.String())
			}
			if tc.slow > 0 && !strings.Contains(first.stderr.String(), "stopped in flight") {
				t.Errorf("the first run cut no page short, or did not list it:\n%s", first.stderr.String())
			}
		})
	}
}

func TestRedisWorkersShareACrawl(t *testing.T) {
	needChrome(t)
	redis := testsite.Redis(t)
	_, base := testsite.Serve(t)
	id := fmt.Sprintf("test-site-%d", time.Now().UnixNano())
	var workers []*child
	for range 3 {
		workers = append(workers, startChild(t, "--browser-url", browserURL, "--frontier", redis, "--crawl-id", id,
			"--crawl", "--depth", "5", "--max-per-pattern", "4", "--log-level", "warn", base+"/site/"))
	}
	count := map[string]int{}
	for i, w := range workers {
		if code := w.wait(t, 2*time.Minute); code != exitOK {
			t.Fatalf("worker %d: exit %d\n%s", i, code, w.stderr.String())
		}
		for _, r := range w.records(t) {
			if !strings.HasPrefix(r.URL, base+"/site/calendar") {
				count[strings.TrimPrefix(r.URL, base)]++
			}
		}
	}
	for _, p := range sitePages {
		if count[p] != 1 {
			t.Errorf("%s: %d records across the workers, want exactly 1", p, count[p])
		}
	}
	if len(count) != len(sitePages) {
		t.Errorf("%d pages, want %d: %v", len(count), len(sitePages), count)
	}
}

func TestRedisWorkerKilledMidCrawlLosesNothing(t *testing.T) {
	redis := testsite.Redis(t)
	_, base := testsite.Serve(t)
	id := fmt.Sprintf("test-kill-%d", time.Now().UnixNano())
	const pages = 300
	// The lease is a time bound: a live worker renews it every third of
	// it, and one whose renewal a busy machine delays past it loses its
	// page to another worker (two records). 10s keeps 5x over a stall of
	// 2s under -race on 2 cores; the killed worker's pages come back
	// after it.
	args := []string{"--mode", "http", "--frontier", redis, "--crawl-id", id, "--lease", "10s",
		"--crawl", "--max-pages", fmt.Sprint(pages), "--rate", "60", "--log-level", "warn", base + "/static/1"}
	var workers []*child
	for range 3 {
		workers = append(workers, startChild(t, args...))
	}
	// Kill one worker once the crawl is well under way (15s at most on a
	// busy machine).
	deadline := time.Now().Add(2 * time.Minute)
	for {
		total := 0
		for _, w := range workers {
			total += w.lines()
		}
		if total >= 80 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("only %d records after two minutes", total)
		}
		time.Sleep(20 * time.Millisecond)
	}
	workers[1].cmd.Process.Signal(syscall.SIGKILL)
	workers[1].wait(t, 10*time.Second)

	count := map[string]int{}
	for i, w := range workers {
		if i != 1 {
			if code := w.wait(t, 2*time.Minute); code != exitOK {
				t.Fatalf("worker %d: exit %d\n%s", i, code, w.stderr.String())
			}
		}
		b, _ := os.ReadFile(w.out)
		whole := string(b)
		if i == 1 {
			whole = whole[:strings.LastIndexByte(whole, '\n')+1] // a torn last line is the kill's
		}
		for _, r := range records(t, whole) {
			count[r.URL]++
			if r.Error != "" {
				t.Errorf("%s: %s", r.URL, r.Error)
			}
		}
	}
	for u, n := range count {
		if n != 1 {
			t.Errorf("%s: %d records, want 1", u, n)
		}
	}
	if len(count) != pages {
		t.Errorf("%d pages in all, want %d", len(count), pages)
	}
}
