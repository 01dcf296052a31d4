package main

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/rendercrawl/render/internal/testkit/testsite"
)

// Where stderr is not a terminal, a line of progress comes at every
// --progress-interval (30s unless given), and none with --quiet.
func TestBinaryPrintsProgressLines(t *testing.T) {
	_, base := testsite.Serve(t)
	code, _, errOut, _ := runProcess(t, "--mode", "http", "--progress-interval", "100ms", base+"/slow?ms=1000")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if n := strings.Count(errOut, "render: progress: 0 pages (0 ok, 0 failed), 0 queued, 1 in flight"); n < 1 {
		t.Errorf("no progress line in a page of 1s, at 100ms:\n%s", errOut)
	}
	code, _, errOut, _ = runProcess(t, "--mode", "http", "--quiet", base+"/slow?ms=300")
	if code != exitOK || errOut != "" {
		t.Errorf("--quiet: exit %d, stderr %q", code, errOut)
	}
	o, err := parseArgs([]string{"http://127.0.0.1:1/"})
	if err != nil || o.long.progressEvery != 30*time.Second {
		t.Errorf("--progress-interval defaults to %v (%v), want 30s", o.long.progressEvery, err)
	}
}

// --time-limit stops a run as a first SIGTERM would: the pages in flight
// finish, and the same command with the same --state resumes it, so that
// every URL ends with one record.
func TestBinaryTimeLimitStopsResumably(t *testing.T) {
	_, base := testsite.Serve(t)
	dir := t.TempDir()
	var list strings.Builder
	const pages = 6
	for i := range pages {
		fmt.Fprintf(&list, "%s/slow?ms=400&n=%d\n", base, i)
	}
	urls := filepath.Join(dir, "urls.txt")
	os.WriteFile(urls, []byte(list.String()), 0o644)
	out, state := filepath.Join(dir, "out.jsonl"), filepath.Join(dir, "state")
	args := []string{"--mode", "http", "--concurrency", "1", "--per-host", "1", "--rate", "0", "--urls", urls, "--out", out, "--state", state}

	code, _, errOut, _ := runProcess(t, append(args, "--time-limit", "1s")...)
	if code != exitOK {
		t.Fatalf("first run: exit %d: %s", code, errOut)
	}
	if !strings.Contains(errOut, "stopped at --time-limit 1s; the same command resumes the crawl") {
		t.Errorf("first run does not say it stopped at its limit:\n%s", errOut)
	}
	b, _ := os.ReadFile(out)
	first := len(records(t, string(b)))
	if first == 0 || first >= pages {
		t.Fatalf("first run wrote %d records, want some of %d", first, pages)
	}
	code, _, errOut, _ = runProcess(t, args...)
	if code != exitOK {
		t.Fatalf("second run: exit %d: %s", code, errOut)
	}
	b, _ = os.ReadFile(out)
	seen := map[string]int{}
	for _, r := range records(t, string(b)) {
		seen[r.URL]++
		if r.Status != 200 {
			t.Errorf("%s: status %d, error %q", r.URL, r.Status, r.Error)
		}
	}
	if len(seen) != pages {
		t.Errorf("%d URLs have records after the resume, want %d", len(seen), pages)
	}
	for u, n := range seen {
		if n != 1 {
			t.Errorf("%s has %d records", u, n)
		}
	}
}

// --size-limit stops the run once the outputs hold the size, and not
// before.
func TestSizeLimit(t *testing.T) {
	var size atomic.Int64
	stopped := make(chan struct{})
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	g := watchLimits(longRunOptions{sizeLimit: 1000}, size.Load, time.Millisecond, log, func() { close(stopped) })
	defer g.close()
	size.Store(999)
	select {
	case <-stopped:
		t.Fatal("stopped under the limit")
	case <-time.After(50 * time.Millisecond):
	}
	size.Store(1000)
	select {
	case <-stopped:
	case <-time.After(time.Minute):
		t.Fatal("not stopped at the limit")
	}
	if r := g.reached(); !strings.Contains(r, "--size-limit 1000 B") {
		t.Errorf("reached = %q", r)
	}
}

func TestParseSize(t *testing.T) {
	for in, want := range map[string]int64{"0": 0, "1500": 1500, "500MB": 500e6, "2GiB": 2 << 30, "1.5 kB": 1500, "10KiB": 10240} {
		if got, err := parseSize(in); err != nil || got != want {
			t.Errorf("parseSize(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
	for _, in := range []string{"", "MB", "-1", "5 parsecs", "1e"} {
		if _, err := parseSize(in); err == nil {
			t.Errorf("parseSize(%q) took it", in)
		}
	}
}

// --metrics serves the Go runtime's and the process's figures too, and
// with --metrics-linger stays up after the run with its final figures
// until the time is up or a signal ends the wait; the exit status is the
// run's.
func TestBinaryMetricsLinger(t *testing.T) {
	_, base := testsite.Serve(t)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	c := startChild(t, "--mode", "http", "--metrics", addr, "--metrics-linger", "10m", base+"/static.html", base+"/missing-page")
	c.waitStderr(t, "serving its final figures", time.Minute)
	resp, err := http.Get("http://" + addr + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	for _, m := range []string{`render_pages_total{mode="http",outcome="ok"} 2`, "go_goroutines", "go_memstats_heap_alloc_bytes", "process_resident_memory_bytes"} {
		if !strings.Contains(string(body), m) {
			t.Errorf("/metrics lacks %s", m)
		}
	}
	c.cmd.Process.Signal(syscall.SIGTERM)
	if code := c.wait(t, time.Minute); code != exitOK {
		t.Errorf("exit %d after SIGTERM in the linger, want the run's 0\n%s", code, c.stderr.String())
	}
}

// --rollover-size makes --warc a series of files, every page in one of
// them.
func TestBinaryWARCRollover(t *testing.T) {
	_, base := testsite.Serve(t)
	dir := t.TempDir()
	warc := filepath.Join(dir, "site.warc.gz")
	const pages = 8
	args := []string{"--mode", "http", "--quiet", "--concurrency", "1", "--warc", warc, "--rollover-size", "1kB"}
	for i := range pages {
		args = append(args, fmt.Sprintf("%s/static/%d", base, i+1))
	}
	if code, _, errOut, _ := runProcess(t, args...); code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	responses := 0
	files, _ := filepath.Glob(filepath.Join(dir, "site*.warc.gz"))
	for _, f := range files {
		fh, err := os.Open(f)
		if err != nil {
			t.Fatal(err)
		}
		zr, err := gzip.NewReader(fh)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		b, err := io.ReadAll(zr)
		fh.Close()
		if err != nil || !bytes.HasPrefix(b, []byte("WARC/1.1\r\nWARC-Type: warcinfo")) {
			t.Fatalf("%s is not a WARC that starts with its warcinfo (%v): %.80q", f, err, b)
		}
		responses += bytes.Count(b, []byte("WARC-Type: response"))
	}
	if len(files) < 2 || responses != pages {
		t.Errorf("%d files, %d responses; want several files and %d", len(files), responses, pages)
	}
}
