package crawl

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/rendercrawl/render/fetch"
	"github.com/rendercrawl/render/sink"
	"github.com/rendercrawl/render/webpage"
)

// bundleSite answers for n pages of one template, each running a bundle
// of its own name (/assets/entry-N.js, a comment stamping its name) and
// a library another host serves. code gives the bundle's code for page
// i. Its renders show what the HTML does.
func bundleSite(t *testing.T, n int, code func(i int) string) (*memSink, *fakeFetcher, int32) {
	t.Helper()
	f := &fakeFetcher{fn: func(url string, _ int) (*fetch.Response, error) {
		if i, ok := strings.CutPrefix(url, "http://b.test/assets/entry-"); ok {
			var k int
			fmt.Sscanf(i, "%d", &k)
			body := []byte(fmt.Sprintf("/*! chunk entry-%d */\n%s\n//# sourceMappingURL=entry-%d.js.map\n", k, code(k), k))
			return &fetch.Response{URL: url, FinalURL: url, Status: 200, ContentType: "text/javascript", Header: http.Header{}, Raw: body, Body: body}, nil
		}
		r := hydrated(url, words(80))
		var k int
		fmt.Sscanf(strings.TrimPrefix(url, "http://b.test/p"), "%d", &k)
		r.Scripts = []string{fmt.Sprintf("http://b.test/assets/entry-%d.js", k), "http://cdn.test/lib.js"}
		r.Signals.ScriptSet = uint64(0x100 + 2*k + 1) // each page's paths differ
		return r, nil
	}}
	var renders atomic.Int32
	r := &fakeRenderer{fn: func(_ context.Context, url string, _ int) (*Page, error) {
		renders.Add(1)
		return &Page{Mode: sink.ModeBrowser, IsHTML: true, Content: webpage.Content{FinalURL: url, Status: 200, Text: words(80), Settled: "quiet"}}, nil
	}}
	out := &memSink{}
	cfg := autoConfig()
	cfg.Learn.SampleFloor, cfg.Learn.SampleShare = 0, 0
	c, err := New(cfg, Deps{Renderer: r, Fetcher: f, Sink: out})
	if err != nil {
		t.Fatal(err)
	}
	var urls []string
	for i := range n {
		urls = append(urls, fmt.Sprintf("http://b.test/p%d.html", i))
	}
	if _, err := c.Run(context.Background(), SeedList(urls...)); err != nil {
		t.Fatal(err)
	}
	if len(out.recs) != n {
		t.Fatalf("%d records of %d pages", len(out.recs), n)
	}
	return out, f, renders.Load()
}

// Pages whose bundles are named apart but hold the same code (a comment
// and a source map's name aside, and the literals they carry) are of one
// kind: its verification renders a few of them, not each. Each bundle is
// read once, and the other host's library never.
func TestBundlesNamedApartWithOneCodeAreOneKind(t *testing.T) {
	const n = 12
	out, f, renders := bundleSite(t, n, func(i int) string {
		return fmt.Sprintf(`document.querySelectorAll(".price").forEach(function (el) { el.textContent = "page %d"; });`, i)
	})
	if renders > 3 {
		t.Errorf("%d renders for %d pages of one template; want the few that verify one kind", renders, n)
	}
	for _, rec := range out.recs {
		if rec.Mode != sink.ModeHTTP {
			t.Errorf("%s: %s/%s; want http", rec.URL, rec.Mode, rec.Reason)
		}
	}
	for i := range n {
		if got := f.count(fmt.Sprintf("http://b.test/assets/entry-%d.js", i)); got != 1 {
			t.Errorf("bundle %d read %d times; want once", i, got)
		}
	}
	if got := f.count("http://cdn.test/lib.js"); got != 0 {
		t.Errorf("another host's script read %d times; want never", got)
	}
}

// Bundles that hold different code are kinds apart, as their paths are.
func TestBundlesWithOtherCodeAreKindsApart(t *testing.T) {
	const n = 6
	_, _, renders := bundleSite(t, n, func(i int) string {
		return fmt.Sprintf(`function show%c(el) { el.textContent = "x"; } show%c(document.body);`, 'A'+i, 'A'+i)
	})
	if renders != n {
		t.Errorf("%d renders for %d pages whose scripts differ; want one each", renders, n)
	}
}
