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

	"github.com/rendercrawl/render/internal/testsite"
	"github.com/rendercrawl/render/render"
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
			code, stdout, stderr := runCLI(t, "", args...)
			if code != exitOK {
				t.Fatalf("exit %d\n%s", code, stderr)
			}
			recs := records(t, stdout)
			if len(recs) != len(urls) {
				t.Fatalf("%d records, want %d", len(recs), len(urls))
			}
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
