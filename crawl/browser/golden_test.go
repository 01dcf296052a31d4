package browser

import (
	"bytes"
	"context"
	"flag"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/rendercrawl/render/crawl"
	"github.com/rendercrawl/render/fetch"
	"github.com/rendercrawl/render/internal/testkit/testsite"
	"github.com/rendercrawl/render/render"
	"github.com/rendercrawl/render/sink"
)

var update = flag.Bool("update", false, "rewrite the golden records under testdata/golden")

// goldenPaths are the fixture site's pages whose records are kept: a
// static page, single-page apps, a blog post for the main content, pages
// with console errors and failing requests, error statuses, a redirect
// and a redirect loop, a meta refresh, a PDF, a text document and a page
// that names every kind of sub-resource.
var goldenPaths = []string{
	"/static.html",
	"/spa.html",
	"/spa/1",
	"/serve/",
	"/site/blog/post-1.html",
	"/site/refresh.html",
	"/errors.html",
	"/failing.html",
	"/requests/markup.html",
	"/status/404",
	"/status/500",
	"/redirect?to=/static.html",
	"/redirect-loop",
	"/file.pdf",
	"/urls.txt?n=3",
}

// The records of the HTTP path, as the JSON Lines sink writes them, are
// those of testdata/golden/http.jsonl (go test -run Golden -update
// rewrites it).
func TestHTTPRecordsAreGolden(t *testing.T) {
	fc := fetch.DefaultConfig()
	fc.Subresources = true
	client, err := fetch.New(fc)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { client.Close() })
	checkGolden(t, "http.jsonl", crawl.ModeHTTP, crawl.Deps{Fetcher: client})
}

// The records of the browser path, rendered by real Chromium, are those
// of testdata/golden/browser.jsonl; documents that are not HTML (the PDF,
// the text) go over HTTP as they do in a browser crawl.
func TestBrowserRecordsAreGolden(t *testing.T) {
	rcfg := render.DefaultConfig()
	rcfg.Tabs = 2
	rcfg.Eval = `({title: document.title, paragraphs: document.querySelectorAll("p").length})`
	pool := newPool(t, rcfg)
	client, err := fetch.New(fetch.DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { client.Close() })
	checkGolden(t, "browser.jsonl", crawl.ModeBrowser, crawl.Deps{Renderer: New(pool), Fetcher: client})
}

// checkGolden crawls goldenPaths and an address that refuses connections
// in mode, with every capture that adds to the JSON record, and compares
// the records, sorted by URL and with what changes from run to run
// normalised, with the golden file.
func checkGolden(t *testing.T, golden string, mode crawl.Mode, deps crawl.Deps) {
	t.Helper()
	_, base := testsite.Serve(t)
	refused := "http://" + testsite.RefusedAddr(t) + "/"
	cfg := crawl.DefaultConfig()
	cfg.Mode = mode
	cfg.Workers = 2
	cfg.Retry = crawl.Retry{Max: 1, Base: time.Millisecond, Cap: 5 * time.Millisecond}
	cfg.Capture.Requests = true
	cfg.Capture.Markdown = true
	out := &records{byURL: map[string][]*sink.Record{}}
	deps.Sink = out
	c, err := crawl.New(cfg, deps)
	if err != nil {
		t.Fatal(err)
	}
	seeds := []string{refused}
	for _, p := range goldenPaths {
		seeds = append(seeds, base+p)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	if _, err := c.Run(ctx, crawl.SeedList(seeds...)); err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	w := sink.NewJSONL(&buf)
	for _, recs := range out.byURL {
		for _, rec := range recs {
			normalise(rec)
			if err := w.Write(rec); err != nil {
				t.Fatal(err)
			}
		}
	}
	// The addresses change from run to run, and so their order: sort
	// the lines once they are replaced.
	got := strings.NewReplacer(base, "http://site.test", strings.TrimSuffix(strings.TrimPrefix(refused, "http://"), "/"), "refused.test").Replace(buf.String())
	lines := strings.SplitAfter(got, "\n")
	if lines = lines[:len(lines)-1]; len(lines) != len(seeds) {
		t.Errorf("%d records for %d URLs", len(lines), len(seeds))
	}
	slices.Sort(lines)
	got = strings.Join(lines, "")
	compareGolden(t, filepath.Join("testdata", "golden", golden), got)
}

// compareGolden compares got with the file at path, line by line, or
// rewrites the file with -update.
func compareGolden(t *testing.T, path, got string) {
	t.Helper()
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (go test -run Golden -update writes it)", err)
	}
	if got == string(want) {
		return
	}
	gl, wl := strings.Split(got, "\n"), strings.Split(string(want), "\n")
	for i := range max(len(gl), len(wl)) {
		g, w := line(gl, i), line(wl, i)
		if g != w {
			t.Errorf("%s line %d:\n got %s\nwant %s", path, i+1, g, w)
		}
	}
}

func line(lines []string, i int) string {
	if i < len(lines) {
		return lines[i]
	}
	return "(none)"
}

// normalise sets what changes from run to run to fixed values: times,
// durations, the headers that carry a date, the order in which a page's
// requests started and failed (its parallel requests race), and what the
// browser's cache (which the pages share) answered.
func normalise(rec *sink.Record) {
	rec.ElapsedMS = 0
	rec.FetchedAt = time.Time{}
	for _, h := range []string{"date", "last-modified", "expires"} {
		if _, ok := rec.Headers[h]; ok {
			rec.Headers[h] = "(normalised)"
		}
	}
	slices.SortStableFunc(rec.FailedRequests, func(a, b sink.FailedRequest) int { return strings.Compare(a.URL, b.URL) })
	slices.SortStableFunc(rec.Requests, func(a, b sink.Request) int { return strings.Compare(a.URL, b.URL) })
	for i := range rec.Requests {
		if r := &rec.Requests[i]; r.Requested {
			r.Size, r.FromCache = 0, false
		}
	}
}
