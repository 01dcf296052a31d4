package main

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rendercrawl/render/internal/testkit/testsite"
	"github.com/rendercrawl/render/render"
	"github.com/rendercrawl/render/sink"
)

// stamps records when a server saw each request.
type stamps struct {
	mu    sync.Mutex
	times []time.Time
	paths []string
	agent []string
}

func (s *stamps) wrap(h http.Handler, count func(*http.Request) bool) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if count(r) {
			s.mu.Lock()
			s.times = append(s.times, time.Now())
			s.paths = append(s.paths, r.URL.Path)
			s.agent = append(s.agent, r.UserAgent())
			s.mu.Unlock()
		}
		h.ServeHTTP(w, r)
	})
}

// recordPerURL runs render with args, which name n URLs, and returns its
// records: one a URL, and exit 0.
func recordPerURL(t *testing.T, args []string, n int) []sink.Record {
	t.Helper()
	code, stdout, stderr := runCLI(t, "", args...)
	if code != exitOK {
		t.Fatalf("exit %d\n%s", code, stderr)
	}
	recs := records(t, stdout)
	if len(recs) != n {
		t.Fatalf("%d records, want %d", len(recs), n)
	}
	return recs
}

// worstExcess is the most requests any window [times[i], times[j]] held
// beyond b + r·T, T its length (0 or less: every window within budget).
func worstExcess(times []time.Time, r float64, b int) (excess float64, n int, T time.Duration) {
	excess = -float64(b)
	for i := range times {
		for j := i; j < len(times); j++ {
			d := times[j].Sub(times[i])
			if e := float64(j-i+1) - float64(b) - r*d.Seconds(); e > excess {
				excess, n, T = e, j-i+1, d
			}
		}
	}
	return excess, n, T
}

// slowChrome writes a Chrome that takes delay to start: a cold start on a
// loaded machine, which spans several token intervals.
func slowChrome(t *testing.T, delay time.Duration) string {
	t.Helper()
	c, err := render.FindChrome("")
	if err != nil {
		t.Fatal(err)
	}
	// The binary's path is split in two, so that the script is not taken
	// for a wrapper of it and bypassed.
	dir, base := filepath.Split(c.Exec)
	script := fmt.Sprintf("#!/bin/sh\nsleep %.1f\nD='%s'\nexec \"$D\"'%s' \"$@\"\n", delay.Seconds(), dir, base)
	path := filepath.Join(t.TempDir(), "slow-chrome")
	if err := os.WriteFile(path, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	return path
}

// In any window of T seconds the server sees at most B + R·T page
// requests (robots.txt included) from a crawl of one host, whichever path
// makes them, with Chrome started cold. One token interval (1/R = 500ms)
// is large next to the scheduling noise of a loaded machine, which the
// allowance of one request absorbs.
func TestPacingHoldsAtTheServer(t *testing.T) {
	needChrome(t)
	const r, b = 2.0, 2
	chrome := slowChrome(t, 1500*time.Millisecond)
	for _, mode := range []string{"browser", "http", "auto"} {
		t.Run(mode, func(t *testing.T) {
			t.Parallel()
			st := &stamps{}
			counted := func(r *http.Request) bool {
				p := r.URL.Path
				return p == "/robots.txt" || strings.HasPrefix(p, "/static/") || strings.HasPrefix(p, "/spa/")
			}
			srv := httptest.NewServer(st.wrap(testsite.New(testsite.Dir()), counted))
			defer srv.Close()
			var urls []string
			for i := 1; i <= 4; i++ {
				urls = append(urls, fmt.Sprintf("%s/static/%d", srv.URL, i), fmt.Sprintf("%s/spa/%d", srv.URL, i))
			}
			args := append([]string{"--mode", mode, "--chrome", chrome, "--rate", fmt.Sprint(r), "--burst", fmt.Sprint(b),
				"--tabs", "4", "--concurrency", "8", "--quiet"}, urls...)
			recs := recordPerURL(t, args, len(urls))
			for _, rec := range recs {
				if rec.Error != "" || rec.Status != 200 {
					t.Errorf("%s: status %d, error %q", rec.URL, rec.Status, rec.Error)
				}
			}
			st.mu.Lock()
			defer st.mu.Unlock()
			browser, robots := 0, 0
			for i, a := range st.agent {
				if strings.Contains(a, "Chrome") {
					browser++
				}
				if st.paths[i] == "/robots.txt" {
					robots++
				}
			}
			plain := len(st.agent) - browser
			switch {
			case robots != 1:
				t.Errorf("robots.txt asked %d times, want once", robots)
			case mode == "browser" && browser != len(urls):
				t.Errorf("%d page requests by the browser, want %d", browser, len(urls))
			case mode == "http" && browser != 0:
				t.Errorf("%d page requests by the browser in --mode http", browser)
			case mode == "auto" && (browser == 0 || plain <= robots):
				t.Errorf("%d browser and %d HTTP requests: auto mode should use both", browser, plain)
			}
			excess, n, T := worstExcess(st.times, r, b)
			t.Logf("%d requests (%d by the browser) in %v; worst window: %d in %v, %.2f over b + r·T",
				len(st.times), browser, st.times[len(st.times)-1].Sub(st.times[0]).Round(time.Millisecond), n, T.Round(time.Millisecond), excess)
			if excess > 1 {
				t.Errorf("%d requests in %v at the server: %.2f over b + r·T = %.2f (allowed: 1)", n, T, excess, float64(n)-excess)
			}
		})
	}
}

// robots.txt takes a token of its host like a page: with a burst of one,
// the page waits an interval (500ms) after it.
func TestRobotsTxtCountsAgainstTheHost(t *testing.T) {
	st := &stamps{}
	srv := httptest.NewServer(st.wrap(testsite.New(testsite.Dir()), func(*http.Request) bool { return true }))
	defer srv.Close()
	code, _, stderr := runCLI(t, "", "--mode", "http", "--rate", "2", "--burst", "1", "--quiet", srv.URL+"/static/1")
	if code != exitOK {
		t.Fatalf("exit %d\n%s", code, stderr)
	}
	st.mu.Lock()
	defer st.mu.Unlock()
	if len(st.paths) != 2 || st.paths[0] != "/robots.txt" {
		t.Fatalf("the server saw %q, want robots.txt, then the page", st.paths)
	}
	// Half the interval: the other half is room for scheduling noise.
	if gap := st.times[1].Sub(st.times[0]); gap < 250*time.Millisecond {
		t.Errorf("the page came %v after robots.txt; at --rate 2 --burst 1 it waits 500ms", gap)
	}
}

// hops is a server whose pages send the browser on to the next hop,
// three times, before the last shows its text: /hop/N?n=K goes on by
// script (N%3 == 0), by meta refresh (1) or by an HTTP redirect (2).
func hops(st *stamps) *httptest.Server {
	return httptest.NewServer(st.wrap(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/robots.txt" {
			http.NotFound(w, r)
			return
		}
		var id, n int
		fmt.Sscanf(strings.TrimPrefix(r.URL.Path, "/hop/"), "%d", &id)
		fmt.Sscanf(r.URL.Query().Get("n"), "%d", &n)
		next := fmt.Sprintf("/hop/%d?n=%d", id, n+1)
		switch {
		case n >= 3:
			fmt.Fprintf(w, "<!doctype html><title>end</title><p>END OF HOPS %d</p>", id)
		case id%3 == 0:
			fmt.Fprintf(w, "<!doctype html><title>hop</title><script>location.replace(%q)</script>", next)
		case id%3 == 1:
			fmt.Fprintf(w, "<!doctype html><title>hop</title><meta http-equiv=refresh content=\"0;url=%s\">", next)
		default:
			http.Redirect(w, r, next, http.StatusFound)
		}
	}), func(*http.Request) bool { return true }))
}

// The documents a page asks for after its first (a script or a meta
// refresh that sends it on, an HTTP redirect's hops) are page requests
// too: the server sees them paced like the rest, B + R·T in any window.
func TestPageNavigationsArePaced(t *testing.T) {
	needChrome(t)
	const r, b = 4.0, 1
	for _, mode := range []string{"browser", "auto"} {
		t.Run(mode, func(t *testing.T) {
			t.Parallel()
			st := &stamps{}
			srv := hops(st)
			defer srv.Close()
			var urls []string
			for id := range 3 {
				urls = append(urls, fmt.Sprintf("%s/hop/%d?n=0", srv.URL, id))
			}
			args := append([]string{"--mode", mode, "--rate", fmt.Sprint(r), "--burst", fmt.Sprint(b), "--tabs", "3", "--quiet"}, urls...)
			recs := recordPerURL(t, args, len(urls))
			for _, rec := range recs {
				if rec.Error != "" || !strings.Contains(rec.Text, "END OF HOPS") || !strings.HasSuffix(rec.FinalURL, "n=3") {
					t.Errorf("%s: final %s, error %q, text %q", rec.URL, rec.FinalURL, rec.Error, rec.Text)
				}
			}
			st.mu.Lock()
			defer st.mu.Unlock()
			// robots.txt and four documents a page, at least: the HTTP
			// path of auto mode may fetch a page's first ones too.
			if len(st.times) < 1+4*len(urls) {
				t.Fatalf("the server saw %d requests, want at least %d: %q", len(st.times), 1+4*len(urls), st.paths)
			}
			excess, n, T := worstExcess(st.times, r, b)
			t.Logf("%d requests in %v; worst window: %d in %v, %.2f over b + r·T", len(st.times),
				st.times[len(st.times)-1].Sub(st.times[0]).Round(time.Millisecond), n, T.Round(time.Millisecond), excess)
			if excess > 1 {
				t.Errorf("%d requests in %v at the server: %.2f over b + r·T = %.2f (allowed: 1)", n, T, excess, float64(n)-excess)
			}
		})
	}
}
