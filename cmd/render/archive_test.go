package main

import (
	"archive/zip"
	"bufio"
	"bytes"
	"compress/gzip"
	"encoding/json"
	"encoding/xml"
	"errors"
	"io"
	"io/fs"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	iawarc "github.com/internetarchive/gowarc"

	"github.com/rendercrawl/render/internal/testkit/archivetest"
	"github.com/rendercrawl/render/internal/testkit/testsite"
)

// warcRecords reads a WARC file (with internetarchive/gowarc) as the
// type and target of each record.
func warcRecords(t *testing.T, r io.Reader) []string {
	t.Helper()
	rd, err := iawarc.NewReader(r)
	if err != nil {
		t.Fatal(err)
	}
	defer rd.Close()
	var out []string
	for {
		rec, err := rd.ReadRecord()
		if errors.Is(err, io.EOF) {
			return out
		}
		if err != nil {
			t.Fatalf("WARC record %d: %v", len(out), err)
		}
		out = append(out, rec.Header.Get("WARC-Type")+" "+rec.Header.Get("WARC-Target-URI"))
		rec.Content.Close()
	}
}

func warcFileRecords(t *testing.T, name string) []string {
	t.Helper()
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	return warcRecords(t, f)
}

// waczContent is what a WACZ holds: its files, its pages' URLs, and its
// WARCs' records, decompressed.
type waczContent struct {
	files   []string
	pages   []string
	records []string
	warc    []byte // every WARC's records, decompressed
}

func readWACZFile(t *testing.T, name string) waczContent {
	t.Helper()
	zr, err := zip.OpenReader(name)
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	var c waczContent
	for _, f := range zr.File {
		c.files = append(c.files, f.Name)
		rc, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		b, err := io.ReadAll(rc)
		rc.Close()
		if err != nil {
			t.Fatal(err)
		}
		switch {
		case strings.HasPrefix(f.Name, "archive/"):
			c.records = append(c.records, warcRecords(t, bytes.NewReader(b))...)
			zr, err := gzip.NewReader(bytes.NewReader(b))
			if err != nil {
				t.Fatal(err)
			}
			plain, err := io.ReadAll(zr)
			if err != nil {
				t.Fatal(err)
			}
			c.warc = append(c.warc, plain...)
		case f.Name == "pages/pages.jsonl":
			lines := bufio.NewScanner(bytes.NewReader(b))
			for lines.Scan() {
				var p struct{ URL string }
				if json.Unmarshal(lines.Bytes(), &p) == nil && p.URL != "" {
					c.pages = append(c.pages, p.URL)
				}
			}
		}
	}
	return c
}

// indexFiles reads a directory output's index.jsonl as its URLs.
func indexURLs(t *testing.T, dir string) []string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(dir, "index.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		var e struct{ URL, File string }
		if err := json.Unmarshal([]byte(line), &e); err != nil {
			t.Fatalf("index line %q: %v", line, err)
		}
		out = append(out, e.URL)
	}
	slices.Sort(out)
	return out
}

// TestOutputsFollowOneRule: a run without --state replaces every output
// it opens; a run with --state extends every one, and so does the same
// command run again, which resumes the crawl.
func TestOutputsFollowOneRule(t *testing.T) {
	_, base := testsite.Serve(t)
	dir := t.TempDir()
	out, warc, wacz := filepath.Join(dir, "out.jsonl"), filepath.Join(dir, "a.warc.gz"), filepath.Join(dir, "a.wacz")
	har, html, junit := filepath.Join(dir, "har"), filepath.Join(dir, "html"), filepath.Join(dir, "junit.xml")
	outputs := []string{"--mode", "http", "--quiet", "--ignore-robots", "--out", out, "--warc", warc, "--wacz", wacz,
		"--har", har, "--html-dir", html, "--junit", junit}
	run := func(args ...string) {
		t.Helper()
		if code, _, stderr := runCLI(t, "", append(slices.Clone(outputs), args...)...); code != exitOK {
			t.Fatalf("exit %d: %s", code, stderr)
		}
	}
	check := func(when string, want ...string) {
		t.Helper()
		b, _ := os.ReadFile(out)
		var got []string
		for _, r := range records(t, string(b)) {
			got = append(got, r.URL)
		}
		slices.Sort(got)
		for i := range want {
			want[i] = base + want[i]
		}
		if !slices.Equal(got, want) {
			t.Fatalf("%s: --out holds %v, want %v", when, got, want)
		}
		var responses []string
		for _, r := range warcFileRecords(t, warc) {
			if typ, u, _ := strings.Cut(r, " "); typ == "response" {
				responses = append(responses, u)
			}
		}
		slices.Sort(responses)
		if !slices.Equal(responses, want) {
			t.Errorf("%s: --warc holds %v", when, responses)
		}
		pages := readWACZFile(t, wacz).pages
		slices.Sort(pages)
		if !slices.Equal(pages, want) {
			t.Errorf("%s: --wacz pages %v", when, pages)
		}
		for _, d := range []string{har, html} {
			if got := indexURLs(t, d); !slices.Equal(got, want) {
				t.Errorf("%s: %s index %v", when, filepath.Base(d), got)
			}
		}
		var report struct {
			Cases []struct {
				Name string `xml:"name,attr"`
			} `xml:"testsuite>testcase"`
		}
		b, _ = os.ReadFile(junit)
		if err := xml.Unmarshal(b, &report); err != nil || len(report.Cases) != len(want) {
			t.Errorf("%s: --junit %v, %+v", when, err, report)
		}
	}

	run(base + "/static/1")
	run(base + "/static/2")
	check("a second fresh run", "/static/2")

	state := filepath.Join(dir, "state")
	run("--state", state, base+"/static/3")
	check("a first run with --state, over the outputs of the run before", "/static/2", "/static/3")
	run("--state", state, base+"/static/3", base+"/static/4")
	check("the same crawl resumed", "/static/2", "/static/3", "/static/4")
	if _, err := os.Stat(wacz + ".work"); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("the WACZ's work directory is left: %v", err)
	}
}

// TestArchiveOverHTTP, end to end over the HTTP path: a page reached
// through a redirect is archived with the redirect; warcio finds every
// digest right, har-validator the HAR files valid; ReplayWeb.page replays
// the WACZ in Chromium, offline, through the archived redirect.
func TestArchiveOverHTTP(t *testing.T) {
	archivetest.Modules(t)
	srv := httptest.NewServer(testsite.New(testsite.Dir()))
	base := srv.URL
	dir := t.TempDir()
	warc, wacz, har := filepath.Join(dir, "a.warc.gz"), filepath.Join(dir, "a.wacz"), filepath.Join(dir, "har")
	code, stdout, stderr := runCLI(t, "", "--mode", "http", "--quiet", "--ignore-robots", "--warc", warc, "--wacz", wacz,
		"--har", har, "--har-bodies", base+"/redirect?to=/static/7", base+"/static/8")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	srv.Close() // offline from here on
	for _, r := range records(t, stdout) {
		if r.ArchiveTruncated == nil || len(r.ArchiveTruncated) != 0 {
			t.Errorf("%s: archive_truncated %q, want [] (archived whole)", r.URL, r.ArchiveTruncated)
		}
	}
	recs := warcFileRecords(t, warc)
	for _, want := range []string{"response " + base + "/redirect?to=/static/7", "response " + base + "/static/7", "response " + base + "/static/8"} {
		if !slices.Contains(recs, want) {
			t.Errorf("the WARC has no %q: %v", want, recs)
		}
	}
	s := archivetest.CheckWARC(t, warc)
	if len(s.Problems) > 0 || s.Types["response"] != 3 || s.Types["request"] != 3 {
		t.Errorf("warcio: %+v", s)
	}
	var hars []string
	filepath.WalkDir(har, func(p string, d fs.DirEntry, err error) error {
		if err == nil && strings.HasSuffix(p, ".har") {
			hars = append(hars, p)
		}
		return nil
	})
	if n := archivetest.CheckHAR(t, hars...); len(hars) != 2 || n != 3 {
		t.Errorf("%d HAR files with %d entries, want 2 with 3", len(hars), n)
	}
	got := archivetest.Replay(t, wacz, base+"/redirect?to=/static/7", "STATIC-MARKER-7", 90*time.Second)
	if !strings.HasSuffix(got.Frame.URL, "mp_/"+base+"/static/7") {
		t.Errorf("the replay shows %s, want the redirect followed to /static/7", got.Frame.URL)
	}
}

// TestArchiveAppInBrowser, end to end through Chrome: the archive fixture
// app, crawled with --wacz and --har in the browser, replays offline in
// ReplayWeb.page with the text its script made from its API call, and its
// script, fetched by both pages, is one response and one revisit.
func TestArchiveAppInBrowser(t *testing.T) {
	needChrome(t)
	archivetest.Modules(t)
	srv := httptest.NewServer(testsite.New(testsite.Dir()))
	base := srv.URL
	dir := t.TempDir()
	warc, wacz, har := filepath.Join(dir, "a.warc.gz"), filepath.Join(dir, "a.wacz"), filepath.Join(dir, "har")
	code, stdout, stderr := runCLI(t, "", "--browser-url", browserURL, "--mode", "browser", "--quiet", "--ignore-robots", "--per-host", "1",
		"--warc", warc, "--wacz", wacz, "--har", har, base+"/redirect?to=/archive/", base+"/archive/second.html")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	srv.Close()
	for _, r := range records(t, stdout) {
		if !r.OK() || !strings.Contains(r.Text, "ARCHIVE-REPLAY-MARKER") {
			t.Fatalf("%s: %q (%s)", r.URL, r.Text, r.Error)
		}
	}
	var script []string
	for _, r := range warcFileRecords(t, warc) {
		if typ, u, _ := strings.Cut(r, " "); u == base+"/archive/app.js" && typ != "request" {
			script = append(script, typ)
		}
	}
	if strings.Join(script, " ") != "response revisit" {
		t.Errorf("the script fetched by both pages is archived as %v, want a response and a revisit", script)
	}
	if s := archivetest.CheckWARC(t, warc); len(s.Problems) > 0 {
		t.Errorf("warcio: %+v", s)
	}
	hars, _ := filepath.Glob(filepath.Join(har, "*", "*", "*.har"))
	archivetest.CheckHAR(t, hars...)
	for _, c := range []struct{ url, marker string }{
		{base + "/redirect?to=/archive/", "ARCHIVE-REPLAY-MARKER-1"},
		{base + "/archive/second.html", "ARCHIVE-REPLAY-MARKER-2"},
	} {
		got := archivetest.Replay(t, wacz, c.url, c.marker, 90*time.Second)
		if !strings.Contains(got.Frame.Text, "STYLE-APPLIED") {
			t.Errorf("%s replayed as %q: want its stylesheet applied", c.url, got.Frame.Text)
		}
	}
}

// TestArchiveMissingResources, end to end through Chrome: a page's
// sub-resources and calls answered without a body (a Content-Length of
// 0, a 204, a 304) are archived empty and whole, in the WARC, the HAR and
// archive_truncated; a call's 404 keeps its body, and the same body on a
// second page is a revisit; only a failed script's and stylesheet's
// bodies, which Chrome drops unread, are archived as not kept.
func TestArchiveMissingResources(t *testing.T) {
	needChrome(t)
	archivetest.Modules(t)
	srv := httptest.NewServer(testsite.New(testsite.Dir()))
	defer srv.Close()
	base := srv.URL
	dir := t.TempDir()
	warc, har := filepath.Join(dir, "a.warc.gz"), filepath.Join(dir, "har")
	code, stdout, stderr := runCLI(t, "", "--browser-url", browserURL, "--mode", "browser", "--quiet", "--ignore-robots",
		"--per-host", "1", "--warc", warc, "--har", har, "--har-bodies", base+"/requests/missing.html", base+"/requests/missing.html?again")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	notKept := []string{base + "/error500.js", base + "/requests/missing.css"}
	for _, r := range records(t, stdout) {
		got := slices.Sorted(slices.Values(r.ArchiveTruncated))
		if !slices.Equal(got, notKept) {
			t.Errorf("%s: archive_truncated %q, want %q", r.URL, got, notKept)
		}
	}

	rd, err := os.Open(warc)
	if err != nil {
		t.Fatal(err)
	}
	defer rd.Close()
	wr, err := iawarc.NewReader(rd)
	if err != nil {
		t.Fatal(err)
	}
	defer wr.Close()
	types := map[string][]string{}   // by target: the response records' types
	truncated := map[string]string{} // by target: WARC-Truncated
	for {
		rec, err := wr.ReadRecord()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		typ, u := rec.Header.Get("WARC-Type"), rec.Header.Get("WARC-Target-URI")
		if typ == "response" || typ == "revisit" {
			types[u] = append(types[u], typ)
			if v := rec.Header.Get("WARC-Truncated"); v != "" {
				truncated[u] = v
			}
		}
		rec.Content.Close()
	}
	for _, u := range notKept {
		if truncated[u] != "unspecified" {
			t.Errorf("%s: WARC-Truncated %q, want unspecified", u, truncated[u])
		}
		delete(truncated, u)
	}
	if len(truncated) > 0 {
		t.Errorf("responses truncated that are whole: %v", truncated)
	}
	for _, u := range []string{"/status/404?empty=1", "/status/404?empty=1&call=1", "/status/204", "/status/304"} {
		if got := strings.Join(types[base+u], " "); got != "response response" {
			t.Errorf("%s archived as %q, want two responses", u, got)
		}
	}
	if got := strings.Join(types[base+"/requests/missing.json"], " "); got != "response revisit" {
		t.Errorf("the call's 404, the same on both pages, archived as %q, want a response and a revisit", got)
	}
	if s := archivetest.CheckWARC(t, warc); len(s.Problems) > 0 {
		t.Errorf("warcio: %+v", s)
	}

	hars, _ := filepath.Glob(filepath.Join(har, "*", "*", "*.har"))
	archivetest.CheckHAR(t, hars...)
	comments := map[string]string{}
	for _, name := range hars {
		b, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		var h struct {
			Log struct {
				Entries []struct {
					Request  struct{ URL string }
					Response struct{ Content struct{ Comment string } }
				}
			}
		}
		if err := json.Unmarshal(b, &h); err != nil {
			t.Fatal(err)
		}
		for _, e := range h.Log.Entries {
			if c := e.Response.Content.Comment; c != "" {
				comments[e.Request.URL] = c
			}
		}
	}
	if len(hars) != 2 || len(comments) != 2 || comments[notKept[0]] != "not kept" || comments[notKept[1]] != "not kept" {
		t.Errorf("%d HAR files, their bodies not kept: %q; want 2, %q", len(hars), comments, notKept)
	}
}
