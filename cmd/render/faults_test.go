package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/rendercrawl/render/crawl"
	"github.com/rendercrawl/render/internal/testkit/testsite"
	"github.com/rendercrawl/render/sink"
)

// child is the command running as a separate process, with its own temp
// dir (where its Chrome's profile goes) so that leftovers can be found.
type child struct {
	cmd    *exec.Cmd
	out    string // the --out file
	tmp    string
	stderr syncBuffer
}

// syncBuffer is a child's stderr, read while the child writes it.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

func startChild(t *testing.T, args ...string) *child {
	t.Helper()
	c := &child{tmp: t.TempDir()}
	c.out = filepath.Join(t.TempDir(), "out.jsonl")
	c.cmd = exec.Command(os.Args[0], append([]string{"--out", c.out}, args...)...)
	c.cmd.Env = append(os.Environ(), mainEnv+"=1", "TMPDIR="+c.tmp)
	c.cmd.Stderr = &c.stderr
	if err := c.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if c.cmd.ProcessState == nil {
			c.cmd.Process.Kill()
			c.cmd.Wait()
		}
	})
	return c
}

// lines counts the complete lines written so far.
func (c *child) lines() int {
	b, _ := os.ReadFile(c.out)
	return bytes.Count(b, []byte("\n"))
}

// waitLines waits until the output has at least n lines.
func (c *child) waitLines(t *testing.T, n int, limit time.Duration) {
	t.Helper()
	deadline := time.Now().Add(limit)
	for c.lines() < n {
		if time.Now().After(deadline) {
			t.Fatalf("only %d lines after %v, want %d\n%s", c.lines(), limit, n, c.stderr.String())
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// waitStderr waits until the child's stderr holds s.
func (c *child) waitStderr(t *testing.T, s string, limit time.Duration) {
	t.Helper()
	for deadline := time.Now().Add(limit); !strings.Contains(c.stderr.String(), s); time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("no %q on stderr after %v\n%s", s, limit, c.stderr.String())
		}
	}
}

func (c *child) wait(t *testing.T, limit time.Duration) int {
	t.Helper()
	done := make(chan struct{})
	go func() {
		c.cmd.Wait()
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(limit):
		c.cmd.Process.Kill()
		<-done
		t.Fatalf("still running after %v\n%s", limit, c.stderr.String())
	}
	return c.cmd.ProcessState.ExitCode()
}

// records parses every line of the output; a torn line fails the test.
func (c *child) records(t *testing.T) []sink.Record {
	t.Helper()
	b, err := os.ReadFile(c.out)
	if err != nil {
		t.Fatal(err)
	}
	if len(b) > 0 && b[len(b)-1] != '\n' {
		t.Fatalf("the output ends with a torn line: %q", b[max(0, len(b)-80):])
	}
	return records(t, string(b))
}

// chromeChildren returns the Chrome processes started by pid.
func chromeChildren(pid int) []int {
	var out []int
	entries, _ := os.ReadDir("/proc")
	for _, e := range entries {
		p, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		status, err := os.ReadFile(filepath.Join("/proc", e.Name(), "status"))
		if err != nil || !strings.Contains(string(status), fmt.Sprintf("\nPPid:\t%d\n", pid)) {
			continue
		}
		if comm, _ := os.ReadFile(filepath.Join("/proc", e.Name(), "comm")); bytes.Contains(comm, []byte("chrom")) || bytes.Contains(comm, []byte("headless")) {
			out = append(out, p)
		}
	}
	return out
}

// assertNoChromeLeft fails if a process still uses a profile under dir, or
// a profile dir is left there.
func assertNoChromeLeft(t *testing.T, dir string) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for {
		var procs []string
		entries, _ := os.ReadDir("/proc")
		for _, e := range entries {
			if cmdline, err := os.ReadFile(filepath.Join("/proc", e.Name(), "cmdline")); err == nil && bytes.Contains(cmdline, []byte("--user-data-dir="+dir)) {
				procs = append(procs, e.Name())
			}
		}
		left, _ := filepath.Glob(filepath.Join(dir, "render-chrome-*"))
		if len(procs) == 0 && len(left) == 0 {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("Chrome left behind: processes %v, profile dirs %v", procs, left)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// markerOK reports whether a record holds its page's marker.
func markerOK(r sink.Record) bool {
	m := regexp.MustCompile(`/(static|spa)/(\d+)$`).FindStringSubmatch(r.URL)
	if m == nil {
		return false
	}
	return strings.Contains(r.Text, strings.ToUpper(m[1])+"-MARKER-"+m[2]+"\n") || strings.HasSuffix(r.Text, strings.ToUpper(m[1])+"-MARKER-"+m[2])
}

func TestChromeKilledTwiceMidRunLosesNothing(t *testing.T) {
	needChrome(t)
	_, base := testsite.Serve(t)
	var urls []string
	for i := 1; i <= 200; i++ {
		kind := "static"
		if i%2 == 0 {
			kind = "spa"
		}
		urls = append(urls, fmt.Sprintf("%s/%s/%d", base, kind, i))
	}
	list := filepath.Join(t.TempDir(), "urls.txt")
	os.WriteFile(list, []byte(strings.Join(urls, "\n")+"\n"), 0o644)

	c := startChild(t, "--mode", "browser", "--tabs", "4", "--urls", list, "--log-level", "warn")
	killed := map[int]bool{}
	// 200 pages take 35s at most on a busy machine (0.18s a page).
	for _, at := range []int{50, 120} {
		c.waitLines(t, at, 3*time.Minute)
		var pids []int
		deadline := time.Now().Add(30 * time.Second)
		for {
			pids = nil
			for _, pid := range chromeChildren(c.cmd.Process.Pid) {
				if !killed[pid] {
					pids = append(pids, pid)
				}
			}
			if len(pids) > 0 || time.Now().After(deadline) {
				break
			}
			time.Sleep(20 * time.Millisecond)
		}
		if len(pids) != 1 {
			t.Fatalf("at %d lines, Chrome processes started by render: %v, want 1", at, pids)
		}
		killProcess(pids[0])
		killed[pids[0]] = true
	}
	if code := c.wait(t, 5*time.Minute); code != exitOK {
		t.Fatalf("exit %d\n%s", code, c.stderr.String())
	}
	seen := map[string]int{}
	for _, r := range c.records(t) {
		seen[r.URL]++
		if r.Error != "" || !markerOK(r) {
			t.Errorf("%s: error %q, marker found %v", r.URL, r.Error, markerOK(r))
		}
	}
	for _, u := range urls {
		if seen[u] != 1 {
			t.Errorf("%s: %d records, want exactly 1", u, seen[u])
		}
	}
	if len(seen) != len(urls) {
		t.Errorf("%d distinct URLs in the output, want %d", len(seen), len(urls))
	}
	if !strings.Contains(c.stderr.String(), "2 restarts") {
		t.Errorf("summary does not count 2 restarts:\n%s", c.stderr.String())
	}
	assertNoChromeLeft(t, c.tmp)
}

func TestSIGINTLeavesValidOutputAndListsUnstarted(t *testing.T) {
	needChrome(t)
	_, base := testsite.Serve(t)
	var urls []string
	for i := 1; i <= 500; i++ {
		urls = append(urls, fmt.Sprintf("%s/slow?ms=150&page=%d", base, i))
	}
	list := filepath.Join(t.TempDir(), "urls.txt")
	os.WriteFile(list, []byte(strings.Join(urls, "\n")+"\n"), 0o644)
	for _, tc := range []struct {
		name    string
		signals int
		mode    string
	}{
		{"one SIGINT lets pages in flight finish", 1, "browser"},
		{"a second SIGINT aborts at once", 2, "http"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := startChild(t, "--mode", tc.mode, "--tabs", "4", "--concurrency", "4", "--urls", list, "--grace", "20s", "--log-level", "warn")
			c.waitLines(t, 20, time.Minute)
			start := time.Now()
			c.cmd.Process.Signal(syscall.SIGINT)
			if tc.signals == 2 {
				// The second once the first was taken: two signals sent
				// at once may be taken as one.
				c.waitStderr(t, "signal=interrupt", time.Minute)
				c.cmd.Process.Signal(syscall.SIGINT)
			}
			code := c.wait(t, 30*time.Second)
			if code != exitSIGINT {
				t.Errorf("exit %d, want %d", code, exitSIGINT)
			}
			if el := time.Since(start); el > 15*time.Second {
				t.Errorf("took %v to stop", el)
			}
			recs := c.records(t)
			done := map[string]bool{}
			for _, r := range recs {
				if done[r.URL] {
					t.Errorf("%s written twice", r.URL)
				}
				done[r.URL] = true
				if tc.signals == 1 && r.Error != "" {
					t.Errorf("%s: %q; pages in flight should finish within the grace period", r.URL, r.Error)
				}
			}
			m := regexp.MustCompile(`render: (\d+) URLs never started:`).FindStringSubmatch(c.stderr.String())
			if m == nil {
				t.Fatalf("no list of unstarted URLs on stderr:\n%s", c.stderr.String())
			}
			unstarted, _ := strconv.Atoi(m[1])
			listed := strings.Count(c.stderr.String(), "\n  "+base+"/slow")
			if unstarted != listed || len(recs)+unstarted != len(urls) {
				t.Errorf("%d records + %d unstarted (%d listed), want %d in all", len(recs), unstarted, listed, len(urls))
			}
			assertNoChromeLeft(t, c.tmp)
		})
	}
}

func TestUnwritableOutputStopsTheRun(t *testing.T) {
	_, base := testsite.Serve(t)
	t.Run("disk full", func(t *testing.T) {
		code, _, stderr, _ := runProcess(t, "--mode", "http", "--out", "/dev/full", base+"/static.html", base+"/static/1")
		if code != exitFailure || !strings.Contains(stderr, "/dev/full") {
			t.Errorf("exit %d, stderr %q; want 1 and the output named", code, stderr)
		}
	})
	// headOne runs render with args and urls as `render ... | head -1`
	// does: one line read, then the pipe closed.
	headOne := func(t *testing.T, args []string, urls []string) (*exec.Cmd, []byte, error, *bytes.Buffer) {
		cmd := exec.Command(os.Args[0], append(args, urls...)...)
		cmd.Env = append(os.Environ(), mainEnv+"=1")
		r, w, _ := os.Pipe()
		cmd.Stdout = w
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		w.Close()
		// As `render ... | head -1`: one line, then hang up.
		line, err := bufio.NewReader(r).ReadBytes('\n')
		r.Close()
		cmd.Wait()
		return cmd, line, err, &stderr
	}
	t.Run("stdout closed", func(t *testing.T) {
		var urls []string
		for i := range 200 {
			urls = append(urls, fmt.Sprintf("%s/static/%d", base, i))
		}
		cmd, line, err, stderr := headOne(t, []string{"--mode", "http"}, urls)
		var rec sink.Record
		if err != nil || json.Unmarshal(line, &rec) != nil || rec.URL == "" {
			t.Errorf("first line %q (%v): want a whole record", line, err)
		}
		if code := cmd.ProcessState.ExitCode(); code != exitOK {
			t.Errorf("exit %d, stderr %q; want 0: the reader had what it wanted", code, stderr.String())
		}
	})
	// The pages rendered before the reader hung up still answer to the
	// checks: a CI job that pipes render into head fails on them.
	t.Run("stdout closed after a failed check", func(t *testing.T) {
		var urls []string
		for i := range 50 {
			urls = append(urls, fmt.Sprintf("%s/missing/%d", base, i))
		}
		cmd, line, err, stderr := headOne(t, []string{"--mode", "http", "--fail-on", "http-error"}, urls)
		if err != nil || len(line) == 0 {
			t.Fatalf("first line %q (%v)", line, err)
		}
		if code := cmd.ProcessState.ExitCode(); code != exitFailure || !strings.Contains(stderr.String(), "failed checks") {
			t.Errorf("exit %d, stderr %q; want 1 and the failed checks listed", code, stderr.String())
		}
	})
}

func TestRetryAfterPausesOnlyThatHost(t *testing.T) {
	var mu sync.Mutex
	var paused time.Time
	var aTimes, bTimes []time.Time
	a := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		defer mu.Unlock()
		if r.URL.Path == "/robots.txt" {
			http.NotFound(w, r)
			return
		}
		aTimes = append(aTimes, time.Now())
		if paused.IsZero() {
			paused = time.Now()
			w.Header().Set("Retry-After", "2")
			http.Error(w, "slow down", http.StatusTooManyRequests)
			return
		}
		fmt.Fprint(w, "<html><title>a</title><body>ok</body></html>")
	}))
	defer a.Close()
	b := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		bTimes = append(bTimes, time.Now())
		mu.Unlock()
		time.Sleep(100 * time.Millisecond)
		fmt.Fprint(w, "<html><title>b</title><body>ok</body></html>")
	}))
	defer b.Close()
	// One request at a time per host: a request to A that started before
	// the 429 arrived would not be a violation.
	args := []string{"--mode", "http", "--concurrency", "4", "--per-host", "1", a.URL + "/1", a.URL + "/2", a.URL + "/3"}
	for i := range 12 {
		args = append(args, fmt.Sprintf("%s/%d", b.URL, i))
	}
	code, stdout, stderr := runCLI(t, "", args...)
	if code != exitOK {
		t.Fatalf("exit %d\n%s", code, stderr)
	}
	recs := records(t, stdout)
	if len(recs) != 15 {
		t.Errorf("%d records, want 15", len(recs))
	}
	for _, r := range recs {
		if r.Status != 200 {
			t.Errorf("%s: status %d, error %q", r.URL, r.Status, r.Error)
		}
	}
	mu.Lock()
	defer mu.Unlock()
	for _, at := range aTimes[1:] {
		if gap := at.Sub(paused); gap < 2*time.Second {
			t.Errorf("host A was asked again %v after its Retry-After: 2", gap)
		}
	}
	during := 0
	for _, at := range bTimes {
		if at.After(paused) && at.Before(paused.Add(2*time.Second)) {
			during++
		}
	}
	if during == 0 {
		t.Error("host B got no request while host A was paused")
	}
}

// robots.txt is obeyed on both paths, for a rule written in raw UTF-8 as
// for an ASCII one.
func TestRobotsTxtIsObeyed(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/robots.txt" {
			fmt.Fprint(w, "User-agent: *\nDisallow: /private\nDisallow: /ümlaut\n")
			return
		}
		fmt.Fprint(w, "<html><title>t</title><body>page</body></html>")
	}))
	defer srv.Close()
	for _, tc := range []struct {
		flags   []string
		private crawl.ErrorKind
	}{
		{[]string{"--mode", "http"}, crawl.KindRobots},
		{[]string{"--mode", "browser", "--browser-url", browserURL}, crawl.KindRobots},
		{[]string{"--mode", "http", "--ignore-robots"}, ""},
	} {
		if slices.Contains(tc.flags, "browser") {
			needChrome(t)
		}
		args := append([]string{srv.URL + "/private/x", srv.URL + "/public", srv.URL + "/ümlaut.html"}, tc.flags...)
		code, stdout, stderr := runCLI(t, "", args...)
		if code != exitOK {
			t.Fatalf("exit %d\n%s", code, stderr)
		}
		recs := records(t, stdout)
		if len(recs) != 3 {
			t.Errorf("%v: %d records, want 3", tc.flags, len(recs))
		}
		for _, r := range recs {
			var want crawl.ErrorKind
			if !strings.Contains(r.URL, "public") {
				want = tc.private
			}
			if r.ErrorKind != string(want) || (r.Error == "") != (want == "") {
				t.Errorf("%v %s: error %q of kind %q, want kind %q", tc.flags, r.URL, r.Error, r.ErrorKind, want)
			}
		}
	}
}

func TestA503StormIsRiddenOut(t *testing.T) {
	var mu sync.Mutex
	var first time.Time
	var during []time.Time
	const storm = time.Second
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/robots.txt" {
			http.NotFound(w, r)
			return
		}
		mu.Lock()
		now := time.Now()
		if first.IsZero() {
			first = now
		}
		inStorm := now.Sub(first) < storm
		if inStorm {
			during = append(during, now)
		}
		mu.Unlock()
		if inStorm {
			http.Error(w, "overloaded", http.StatusServiceUnavailable)
			return
		}
		fmt.Fprint(w, "<html><title>ok</title><body>fine</body></html>")
	}))
	defer srv.Close()
	var args []string
	for i := range 20 {
		args = append(args, fmt.Sprintf("%s/%d", srv.URL, i))
	}
	code, stdout, stderr := runCLI(t, "", append([]string{"--mode", "http", "--concurrency", "8", "--retries", "6"}, args...)...)
	if code != exitOK {
		t.Fatalf("exit %d\n%s", code, stderr)
	}
	seen := map[string]int{}
	for _, r := range records(t, stdout) {
		seen[r.URL]++
		if r.Status != 200 {
			t.Errorf("%s: status %d after %d attempts", r.URL, r.Status, r.Attempts)
		}
	}
	if len(seen) != 20 {
		t.Errorf("%d URLs got records, want 20", len(seen))
	}
	mu.Lock()
	defer mu.Unlock()
	// The host slows down after the first 503s (the first few were
	// already in flight): the storm sees a handful of requests, not
	// hundreds.
	if n := len(during); n > 25 {
		t.Errorf("%d requests during a %v storm of 503s; the host should have been slowed down", n, storm)
	}
	t.Logf("%d requests during the storm", len(during))
}
