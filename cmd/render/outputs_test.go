package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	iawarc "github.com/internetarchive/gowarc"

	"github.com/rendercrawl/render/internal/testkit/testenv"
	"github.com/rendercrawl/render/internal/testkit/testsite"
	"github.com/rendercrawl/render/render"
	"github.com/rendercrawl/render/sink"
)

func TestAllOutputsInOneRun(t *testing.T) {
	needChrome(t)
	_, base := testsite.Serve(t)
	dir := t.TempDir()
	htmlDir, shots := filepath.Join(dir, "html"), filepath.Join(dir, "shots")
	warcFile, junit, stats := filepath.Join(dir, "crawl.warc.gz"), filepath.Join(dir, "report.xml"), filepath.Join(dir, "stats.json")
	code, stdout, stderr := runCLI(t, "", "--browser-url", browserURL, "--crawl", "--depth", "2", "--max-per-pattern", "2",
		"--html-dir", htmlDir, "--warc", warcFile, "--screenshot", shots, "--junit", junit, "--stats", stats, base+"/site/")
	if code != exitOK {
		t.Fatalf("exit %d\n%s", code, stderr)
	}
	recs := records(t, stdout)
	if len(recs) < 10 {
		t.Fatalf("%d records; the crawl should find more", len(recs))
	}

	// The HTML snapshots: one per page in the index; the app's snapshot,
	// opened in Chromium, shows the content its script had rendered, with
	// no script left to render it again.
	idx, err := os.ReadFile(filepath.Join(htmlDir, "index.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	files := map[string]string{}
	for _, line := range strings.Split(strings.TrimSpace(string(idx)), "\n") {
		var e struct{ URL, File string }
		if err := json.Unmarshal([]byte(line), &e); err != nil {
			t.Fatalf("index.jsonl: %v", err)
		}
		files[strings.TrimPrefix(e.URL, base)] = e.File
	}
	if len(files) != len(recs) {
		t.Errorf("index.jsonl lists %d pages, the run wrote %d records", len(files), len(recs))
	}
	appFile := files["/site/app/"]
	if appFile == "" {
		t.Fatal("no snapshot of the app")
	}
	snap, _ := os.ReadFile(filepath.Join(htmlDir, appFile))
	if bytes.Contains(snap, []byte("<script")) || !bytes.Contains(snap, []byte("<base href=")) {
		t.Errorf("the snapshot keeps scripts or lacks a <base>: %.300s", snap)
	}
	srv := httptest.NewServer(http.FileServer(http.Dir(htmlDir)))
	defer srv.Close()
	cfg := render.DefaultConfig()
	cfg.BrowserURL = browserURL
	pool, err := render.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer pool.Close()
	pg, err := pool.Render(context.Background(), render.Request{URL: srv.URL + "/" + filepath.ToSlash(appFile)})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(pg.Text, "PAGE:App") || !strings.Contains(pg.Text, "item 3") {
		t.Errorf("the snapshot opened in Chromium shows %q, want the rendered app", pg.Text)
	}

	// The WARC, read by a second, independent implementation.
	counts := readWARC(t, warcFile)
	// (Pages that send the same bytes are one response and revisits.)
	if counts["warcinfo"] != 1 || counts["response"]+counts["revisit"] < len(recs) || counts["request"] != counts["response"]+counts["revisit"] || counts["conversion"] == 0 {
		t.Errorf("WARC records %v for %d pages", counts, len(recs))
	}

	// Screenshots of the rendered pages.
	pngs, _ := filepath.Glob(filepath.Join(shots, "*", "*.png"))
	deeper, _ := filepath.Glob(filepath.Join(shots, "*", "*", "*.png"))
	if n := len(pngs) + len(deeper); n < len(recs)/2 {
		t.Errorf("%d screenshots for %d pages", n, len(recs))
	}

	// The JUnit report and the stats.
	var suites struct {
		Suites []struct {
			Tests int `xml:"tests,attr"`
		} `xml:"testsuite"`
	}
	b, _ := os.ReadFile(junit)
	if err := xml.Unmarshal(b, &suites); err != nil || len(suites.Suites) != 1 || suites.Suites[0].Tests != len(recs) {
		t.Errorf("junit: %v, %+v", err, suites)
	}
	var st struct {
		Pages int   `json:"pages"`
		P50   int64 `json:"p50_ms"`
	}
	b, _ = os.ReadFile(stats)
	if err := json.Unmarshal(b, &st); err != nil || st.Pages != len(recs) || st.P50 <= 0 {
		t.Errorf("stats: %v, %+v", err, st)
	}
}

// readWARC reads every record of a WARC file with internetarchive/gowarc
// and counts them by type.
func readWARC(t *testing.T, name string) map[string]int {
	t.Helper()
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	r, err := iawarc.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	counts := map[string]int{}
	for {
		rec, err := r.ReadRecord()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("WARC record %d: %v", len(counts), err)
		}
		counts[rec.Header.Get("WARC-Type")]++
		rec.Content.Close()
	}
	return counts
}

func TestFailOnConsoleErrorWritesJUnit(t *testing.T) {
	needChrome(t)
	_, base := testsite.Serve(t)
	report := filepath.Join(t.TempDir(), "r.xml")
	code, stdout, stderr := runCLI(t, "", "--browser-url", browserURL, "--mode", "browser", "--fail-on", "console-error", "--junit", report,
		base+"/errors.html", base+"/static.html")
	if code != exitFailure {
		t.Fatalf("exit %d, want 1\n%s", code, stderr)
	}
	for _, r := range records(t, stdout) {
		console := false
		for _, f := range r.FailedChecks {
			console = console || f.Check == "console-error" && f.Reason == "boom-console 42 ("+r.URL+":9)"
		}
		if failed := r.FailedChecks; strings.HasSuffix(r.URL, "/errors.html") != console {
			t.Errorf("%s: failed checks %q", r.URL, failed)
		}
	}
	b, _ := os.ReadFile(report)
	var doc struct {
		Suites []struct {
			Failures int `xml:"failures,attr"`
			Cases    []struct {
				Name     string `xml:"name,attr"`
				Failures []struct {
					Message string `xml:"message,attr"`
				} `xml:"failure"`
			} `xml:"testcase"`
		} `xml:"testsuite"`
	}
	if err := xml.Unmarshal(b, &doc); err != nil || len(doc.Suites) != 1 {
		t.Fatalf("r.xml: %v\n%s", err, b)
	}
	s := doc.Suites[0]
	if s.Failures != 1 || len(s.Cases) != 2 {
		t.Fatalf("r.xml: %d failures in %d testcases, want 1 in 2", s.Failures, len(s.Cases))
	}
	for _, c := range s.Cases {
		if strings.HasSuffix(c.Name, "/errors.html") && (len(c.Failures) != 1 || !strings.Contains(c.Failures[0].Message, "boom-console")) {
			t.Errorf("the errors page's testcase: %+v", c)
		}
	}

	// The same checks on clean pages pass.
	code, _, stderr = runCLI(t, "", "--browser-url", browserURL, "--fail-on", "console-error,page-error,http-error,empty,missing=#marker",
		base+"/static.html", base+"/spa/2")
	if code != exitOK {
		t.Errorf("clean pages: exit %d\n%s", code, stderr)
	}
}

func TestProgressBarOnATerminalOnly(t *testing.T) {
	if _, err := exec.LookPath("script"); err != nil {
		if testenv.CI() {
			t.Fatal("script (util-linux) is needed to give the command a terminal")
		}
		t.Skip("no script(1)")
	}
	_, base := testsite.Serve(t)
	dir := t.TempDir()
	out, transcript := filepath.Join(dir, "out.jsonl"), filepath.Join(dir, "tty.txt")
	var urls []string
	for i := range 30 {
		urls = append(urls, fmt.Sprintf("'%s/slow?ms=100&n=%d'", base, i))
	}
	// stderr stays on the pseudo-terminal script(1) provides; stdout goes
	// to a file.
	inner := fmt.Sprintf("%s=1 %q --mode http --concurrency 2 %s > %q", mainEnv, os.Args[0], strings.Join(urls, " "), out)
	cmd := exec.Command("script", "-qfec", inner, transcript)
	cmd.Env = os.Environ()
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%v\n%s", err, b)
	}
	tty, _ := os.ReadFile(transcript)
	if !bytes.Contains(tty, []byte("pages/s")) || !bytes.Contains(tty, []byte("queued")) {
		t.Errorf("no progress bar on the terminal:\n%q", tty)
	}
	b, _ := os.ReadFile(out)
	sc := bufio.NewScanner(bytes.NewReader(b))
	sc.Buffer(nil, 1<<24)
	n := 0
	for sc.Scan() {
		if !json.Valid(sc.Bytes()) {
			t.Fatalf("stdout holds something other than a record: %q", sc.Text())
		}
		n++
	}
	if n != len(urls) {
		t.Errorf("%d records on stdout, want %d", n, len(urls))
	}
	// Not a terminal: no bar.
	_, _, stderr := runCLI(t, "", "--mode", "http", base+"/static.html")
	if strings.Contains(stderr, "pages/s]") || strings.Contains(stderr, "\r") {
		t.Errorf("a progress bar was drawn on a non-terminal: %q", stderr)
	}
}

func TestMetricsEndpoint(t *testing.T) {
	_, base := testsite.Serve(t)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	var urls []string
	for i := range 20 {
		urls = append(urls, fmt.Sprintf("%s/slow?ms=100&n=%d", base, i))
	}
	c := startChild(t, append([]string{"--mode", "http", "--concurrency", "2", "--metrics", addr}, urls...)...)
	c.waitLines(t, 4, 30*time.Second)
	resp, err := http.Get("http://" + addr + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	for _, m := range []string{`render_pages_total{mode="http",outcome="ok"}`, "render_page_seconds_bucket", "render_queue_depth", "render_busy_tabs", "render_retries_total", "render_blocked_requests_total"} {
		if !bytes.Contains(body, []byte(m)) {
			t.Errorf("/metrics lacks %s", m)
		}
	}
	if code := c.wait(t, time.Minute); code != exitOK {
		t.Errorf("exit %d\n%s", code, c.stderr.String())
	}
}

// A broken link's record, and its JUnit testcase, name the page that
// links to it: a CI report says where to fix it.
func TestBrokenLinkNamesItsReferrer(t *testing.T) {
	_, base := testsite.Serve(t)
	report := filepath.Join(t.TempDir(), "r.xml")
	code, stdout, stderr := runCLI(t, "", "--mode", "http", "--crawl", "--include", "/missing-page$", "--fail-on", "http-error",
		"--junit", report, base+"/")
	if code != exitFailure {
		t.Fatalf("exit %d, want 1\n%s", code, stderr)
	}
	recs := map[string]sink.Record{}
	for _, r := range records(t, stdout) {
		recs[strings.TrimPrefix(r.URL, base)] = r
	}
	if r := recs["/missing-page"]; r.Status != 404 || r.Referrer != base+"/" {
		t.Errorf("/missing-page: status %d, referrer %q; want 404 from %s/", r.Status, r.Referrer, base)
	}
	if r := recs["/"]; r.Referrer != "" {
		t.Errorf("the seed's referrer is %q, want none", r.Referrer)
	}
	b, _ := os.ReadFile(report)
	var doc struct {
		Cases []struct {
			Name     string   `xml:"name,attr"`
			Failures []string `xml:"failure"`
		} `xml:"testsuite>testcase"`
	}
	if err := xml.Unmarshal(b, &doc); err != nil {
		t.Fatalf("r.xml: %v\n%s", err, b)
	}
	found := false
	for _, c := range doc.Cases {
		if strings.HasSuffix(c.Name, "/missing-page") {
			found = len(c.Failures) == 1 && strings.Contains(c.Failures[0], "linked from "+base+"/")
		}
	}
	if !found {
		t.Errorf("the broken link's testcase does not name the page linking to it:\n%s", b)
	}
}
