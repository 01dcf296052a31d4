package archive

import (
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/rendercrawl/render/internal/testkit/archivetest"
	"github.com/rendercrawl/render/internal/testkit/testsite"
	"github.com/rendercrawl/render/sink"
	"github.com/rendercrawl/render/webpage"
)

// fetchExchange makes one request to the test site, as a browser would,
// without following a redirect, and keeps it as an exchange.
func fetchExchange(t *testing.T, u, typ string) *sink.Exchange {
	t.Helper()
	req, err := http.NewRequest(http.MethodGet, u, nil)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("User-Agent", "render/test")
	req.Header.Set("Cookie", "session=archive-secret-cookie")
	start := time.Now()
	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	resp, err := client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return &sink.Exchange{URL: u, Type: typ, Method: req.Method, RequestHeader: req.Header, Proto: resp.Proto,
		Status: resp.StatusCode, ResponseHeader: resp.Header, Body: body, Start: start}
}

// appPages are the records a browser gives of the archive fixture app
// (testdata/site/archive): the first page reached through a redirect,
// each page with its script, its stylesheet and its API call, in the
// order a browser makes them. They stand for the browser's network log,
// made here over HTTP from the site itself.
func appPages(t *testing.T, base string) []*sink.Record {
	t.Helper()
	page := func(start, doc, api string, hops ...string) *sink.Record {
		r := &sink.Record{URL: base + start, Content: webpage.Content{FinalURL: base + doc, Status: 200, Title: "Archived app", HTML: `<html><body><div id="app"><p>the rendered DOM, without the marker</p></div></body></html>`}, Mode: sink.ModeBrowser, FetchedAt: time.Now().UTC()}
		for _, h := range hops {
			r.Exchanges = append(r.Exchanges, fetchExchange(t, base+h, "Document"))
		}
		r.Exchanges = append(r.Exchanges,
			fetchExchange(t, base+doc, "Document"),
			fetchExchange(t, base+"/archive/app.css", "Stylesheet"),
			fetchExchange(t, base+"/archive/app.js", "Script"),
			fetchExchange(t, base+api, "Fetch"))
		return r
	}
	pages := []*sink.Record{
		page("/redirect?to=/archive/", "/archive/", "/archive/api/first.json", "/redirect?to=/archive/"),
		page("/archive/second.html", "/archive/second.html", "/archive/api/second.json"),
	}
	if pages[0].Exchanges[0].Status != http.StatusFound {
		t.Fatalf("the redirect answered %d", pages[0].Exchanges[0].Status)
	}
	return pages
}

// TestReplayApp archives the fixture app from records with exchanges (as
// the browser's network log will give them) in a WARC, a WACZ and HAR
// files, then checks them with the tools others read them with: warcio
// finds every digest right, har-validator every HAR valid, and
// ReplayWeb.page replays both pages in Chromium, offline (the site is
// gone and the browser reaches nothing but the replay server): the first
// through its redirect, each with the text its script made from its API
// call and its stylesheet applied. The script and the stylesheet, the
// same bytes on both pages, are archived once and revisited once.
func TestReplayApp(t *testing.T) {
	archivetest.Modules(t)
	srv := httptest.NewServer(testsite.New(testsite.Dir()))
	pages := appPages(t, srv.URL)
	srv.Close() // offline from here on: the replay has the archive only

	dir := t.TempDir()
	cfg := DefaultConfig()
	cfg.HARBodies = true
	warcPath, waczPath, harDir := filepath.Join(dir, "app.warc.gz"), filepath.Join(dir, "app.wacz"), filepath.Join(dir, "har")
	w, err := NewWARC(warcPath, cfg)
	if err != nil {
		t.Fatal(err)
	}
	z, err := NewWACZ(waczPath, cfg)
	if err != nil {
		t.Fatal(err)
	}
	h, err := NewHAR(harDir, cfg)
	if err != nil {
		t.Fatal(err)
	}
	out := sink.NewLimited(sink.NewMulti(w, z, h), cfg.Limits)
	for _, r := range pages {
		if err := out.Write(r); err != nil {
			t.Fatal(err)
		}
	}
	if err := out.Close(); err != nil {
		t.Fatal(err)
	}

	s := archivetest.CheckWARC(t, warcPath, extract(t, readWACZ(t, waczPath), "archive/data.warc.gz"))
	if len(s.Problems) > 0 || s.Types["response"] != 2*7 || s.Types["revisit"] != 2*2 || s.Types["request"] != 2*9 {
		t.Errorf("warcio read %+v; want per file 9 requests, 7 responses and 2 revisits (the script and the stylesheet of the second page)", s)
	}
	var appJS []string
	for _, r := range readWARCIA(t, warcPath) {
		if r.get("WARC-Target-URI") == srv.URL+"/archive/app.js" && r.get("WARC-Type") != "request" {
			appJS = append(appJS, r.get("WARC-Type"))
		}
	}
	if strings.Join(appJS, " ") != "response revisit" {
		t.Errorf("the script fetched twice is archived as %v, want one response and one revisit", appJS)
	}
	for _, f := range []string{warcPath, waczPath} {
		b := readMaybeGzip(t, f)
		if strings.Contains(string(b), "archive-secret-cookie") {
			t.Errorf("%s holds the session cookie", f)
		}
	}
	var hars []string
	for _, r := range pages {
		hars = append(hars, filepath.Join(harDir, filepath.FromSlash(sink.PagePath(r.URL, ".har"))))
	}
	if n := archivetest.CheckHAR(t, hars...); n != 5+4 {
		t.Errorf("the HAR files hold %d entries, want 9", n)
	}

	for i, c := range []struct{ url, marker string }{
		{srv.URL + "/redirect?to=/archive/", "ARCHIVE-REPLAY-MARKER-1"},
		{srv.URL + "/archive/second.html", "ARCHIVE-REPLAY-MARKER-2"},
	} {
		got := archivetest.Replay(t, waczPath, c.url, c.marker, 90*time.Second)
		if !strings.Contains(got.Frame.Text, "STYLE-APPLIED") || !strings.Contains(got.Frame.Text, "Archived app") {
			t.Errorf("page %d replayed as %q: want its stylesheet applied", i, got.Frame.Text)
		}
		for _, u := range got.Refused {
			if strings.HasPrefix(u, srv.URL) {
				t.Errorf("the replay reached for the live site: %s", u)
			}
		}
		t.Logf("page %d replayed at %s; refused %d requests", i, got.Frame.URL, len(got.Refused))
	}
}

// readMaybeGzip reads a file, through its gzip members when it is a
// .warc.gz.
func readMaybeGzip(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasSuffix(name, ".gz") {
		return b
	}
	var all []byte
	for _, r := range readWARCIA(t, name) {
		all = append(all, r.Content...)
	}
	return all
}
