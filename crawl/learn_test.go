package crawl

import (
	"context"
	"fmt"
	"math"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/rendercrawl/render/crawl/learn"
	"github.com/rendercrawl/render/fetch"
	"github.com/rendercrawl/render/sink"
	"github.com/rendercrawl/render/webpage"
)

// hydrated is the HTTP answer of a server-rendered page with scripts:
// text is there, and the scripts may add more once they run.
func hydrated(url, text string) *fetch.Response {
	r := &fetch.Response{URL: url, FinalURL: url, Status: 200, ContentType: "text/html", HTML: true, Header: http.Header{}}
	r.Title, r.Text = "page", text
	r.Signals = fetch.Signals{TextLen: len(text), Scripts: 3, ScriptSet: 0x5c}
	return r
}

func words(n int) string { return strings.Repeat("word ", n) }

func TestAutoModeRoutesAndLearns(t *testing.T) {
	f := &fakeFetcher{fn: site}
	r := &fakeRenderer{fn: renderSite}
	out := &memSink{}
	c, err := New(autoConfig(), Deps{Renderer: r, Fetcher: f, Sink: out})
	if err != nil {
		t.Fatal(err)
	}
	urls := []string{"http://m.test/file.pdf", "http://m.test/gone"}
	for i := 1; i <= 12; i++ {
		urls = append(urls, fmt.Sprintf("http://m.test/static/%d", i), fmt.Sprintf("http://m.test/app/%d", i))
	}
	if _, err := c.Run(context.Background(), SeedList(urls...)); err != nil {
		t.Fatal(err)
	}
	got := out.byURL()
	want := map[string][2]string{ // url -> mode, reason
		"http://m.test/file.pdf": {"http", ReasonNonHTML},
		"http://m.test/gone":     {"http", ReasonStatus},
		"http://m.test/static/1": {"http", ReasonStatic}, // clear on its own: no sample
		"http://m.test/static/9": {"http", ReasonStatic},
		"http://m.test/app/1":    {"browser", ReasonShell},
		"http://m.test/app/2":    {"browser", ReasonLearned},
	}
	for u, w := range want {
		rec := got[u][0]
		if rec.Mode != w[0] || rec.Reason != w[1] {
			t.Errorf("%s: %s/%s, want %s/%s", u, rec.Mode, rec.Reason, w[0], w[1])
		}
	}
	for i := 1; i <= 12; i++ {
		if n := r.count(fmt.Sprintf("http://m.test/static/%d", i)); n != 0 {
			t.Errorf("static page %d was rendered %d times: a clear static page needs no browser", i, n)
		}
	}
	if n := f.count("http://m.test/app/2"); n != 0 {
		t.Errorf("a page of a pattern learned to need the browser was pre-fetched %d times", n)
	}
	rechecks := 0
	for i := 2; i <= 12; i++ {
		rechecks += f.count(fmt.Sprintf("http://m.test/app/%d", i))
	}
	if rechecks == 0 || rechecks > 3 {
		t.Errorf("%d re-checks over HTTP of a pattern learned to need the browser, want a few", rechecks)
	}
	if rec := got["http://m.test/file.pdf"][0]; rec.ContentType != "application/pdf" || rec.Size != 1234 || rec.HTML != "" || rec.Text != "" {
		t.Errorf("non-HTML record: %+v", rec)
	}
	if !strings.Contains(got["http://m.test/app/2"][0].Text, "APP CONTENT") {
		t.Error("the app's record lacks the rendered content")
	}
}

// A page with scripts and text of its own, and no marker of any kind
// (a list filled by a library the crawler never heard of), is not
// guessed static: the first page of its kind is rendered and compared.
// The other pages of its kind, queued with it and fetched while that
// render is in flight, wait for its verdict and follow it: each fetched
// once, rendered once when the render added the list, not at all when
// it added nothing. Only the render that verifies the kind is a check
// (RenderRequest.Check): the pages rendered for good are not.
func TestAutoModeLearnsWhenTheBrowserAddsContent(t *testing.T) {
	const pages = 6
	for _, tc := range []struct {
		name        string
		built       string // what the render adds to the HTML's text
		mode        string
		later       string // the reason of the pages that waited
		laterRender int    // renders of each page that waited
	}{
		{"adds a list", " BOOKS " + words(80), sink.ModeBrowser, ReasonKindRenders, 1},
		{"adds nothing", "", sink.ModeHTTP, ReasonKindStatic, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			sum, f, r, out, firstRendered := learnFromOneRender(t, pages, tc.built)
			reasons := map[string]int{}
			for i := 1; i <= pages; i++ {
				u := fmt.Sprintf("http://m.test/shop/%d", i)
				rec := out.byURL()[u][0]
				reasons[rec.Reason]++
				if rec.Mode != tc.mode || (tc.built != "" && !strings.Contains(rec.Text, "BOOKS")) {
					t.Errorf("%s: %s/%s, want %s", u, rec.Mode, rec.Reason, tc.mode)
				}
				renders := tc.laterRender
				if u == firstRendered {
					renders = 1
				}
				if f.count(u) != 1 || r.count(u) != renders {
					t.Errorf("%s fetched %d times and rendered %d, want once and %d", u, f.count(u), r.count(u), renders)
				}
				if c, ok := r.checked.Load(u); ok && c.(bool) != (u == firstRendered) {
					t.Errorf("%s rendered with Check %v; want it on the kind's sample only", u, c)
				}
			}
			if reasons[ReasonVerify] != 1 || reasons[tc.later] != pages-1 {
				t.Errorf("reasons %v, want 1 %s and %d %s", reasons, ReasonVerify, pages-1, tc.later)
			}
			if len(sum.Kinds) != 1 || sum.Kinds[0].Verdict != tc.mode || sum.Kinds[0].Pages != pages || sum.Kinds[0].DecidedBy == "" {
				t.Errorf("summary kinds: %+v", sum.Kinds)
			}
		})
	}
}

// learnFromOneRender crawls pages pages of one kind, all queued at the
// start, with 4 workers; the first render (whichever page it is) goes
// quiet with built added to the HTML's text, and ends only once every
// page has been fetched: the others are queued and met while it is in
// flight. It returns what the crawl made and the URL first rendered.
func learnFromOneRender(t *testing.T, pages int, built string) (*Summary, *fakeFetcher, *fakeRenderer, *memSink, string) {
	t.Helper()
	var fetched atomic.Int32
	allFetched := make(chan struct{})
	f := &fakeFetcher{fn: func(url string, _ int) (*fetch.Response, error) {
		r := hydrated(url, words(60))
		if fetched.Add(1) == int32(pages) {
			close(allFetched)
		}
		return r, nil
	}}
	var first sync.Once
	var firstURL string
	r := &fakeRenderer{fn: func(ctx context.Context, url string, _ int) (*Page, error) {
		first.Do(func() {
			firstURL = url
			select {
			case <-allFetched:
			case <-ctx.Done():
			case <-time.After(10 * time.Second): // milliseconds when the pages wait as they should
				t.Errorf("the first render ended with %d of %d pages fetched: the others were not met while it ran", fetched.Load(), pages)
			}
		})
		return &Page{Mode: sink.ModeBrowser, IsHTML: true, Content: webpage.Content{FinalURL: url, Status: 200, Settled: "quiet", Text: words(60) + built}}, nil
	}}
	out := &memSink{}
	cfg := autoConfig()
	cfg.Workers = 4
	c, err := New(cfg, Deps{Renderer: r, Fetcher: f, Sink: out})
	if err != nil {
		t.Fatal(err)
	}
	var urls []string
	for i := 1; i <= pages; i++ {
		urls = append(urls, fmt.Sprintf("http://m.test/shop/%d", i))
	}
	sum, err := c.Run(context.Background(), SeedList(urls...))
	if err != nil {
		t.Fatal(err)
	}
	return sum, f, r, out, firstURL
}

// A host of untidy URLs (every page a pattern of its own) that run one
// set of scripts is one kind: verified once, re-checked within the
// budget (its first pages in new sections among them). A section of shells
// on the same host is still found, and then goes to the browser directly.
func TestLearningIsPooledAndBudgeted(t *testing.T) {
	const docs = 400
	f := &fakeFetcher{fn: func(url string, call int) (*fetch.Response, error) {
		if strings.Contains(url, "/app/") {
			return site(url, call)
		}
		return hydrated(url, words(80)), nil
	}}
	r := &fakeRenderer{fn: func(_ context.Context, url string, _ int) (*Page, error) {
		if strings.Contains(url, "/app/") {
			return renderSite(context.Background(), url, 1)
		}
		return &Page{Mode: "browser", IsHTML: true, Content: webpage.Content{FinalURL: url, Status: 200, Text: words(80)}}, nil
	}}
	var urls []string
	for i := range docs {
		// Untidy names, in a handful of directories.
		urls = append(urls, fmt.Sprintf("http://d.test/docs/s%c/%s-%c.html", 'a'+i%5, strings.Repeat("x", i%7+1), 'a'+i/26%26))
	}
	for i := range 20 {
		urls = append(urls, fmt.Sprintf("http://d.test/app/view-%c", 'a'+i))
	}
	out := &memSink{}
	cfg := autoConfig()
	cfg.Learn.SampleEvery = 100
	c, _ := New(cfg, Deps{Renderer: r, Fetcher: f, Sink: out})
	if _, err := c.Run(context.Background(), SeedList(urls...)); err != nil {
		t.Fatal(err)
	}
	samples, learned := 0, 0
	for _, recs := range out.byURL() {
		switch rec := recs[0]; {
		case rec.Reason == ReasonVerify || rec.Reason == ReasonRecheck:
			samples++
		case rec.Reason == ReasonKindStatic && rec.Mode == "http":
			learned++
		}
	}
	budget := cfg.Learn.SampleFloor + int(cfg.Learn.SampleShare*float64(len(urls)))
	if samples > budget || samples < 2 {
		t.Errorf("%d renders to verify and re-check on %d pages, want at least 2 and at most the budget of %d", samples, len(urls), budget)
	}
	reasons := map[string]int{}
	for _, recs := range out.byURL() {
		reasons[recs[0].Mode+"/"+recs[0].Reason]++
	}
	t.Logf("reasons: %v", reasons)

	if learned < docs-budget {
		t.Errorf("%d doc pages kept over HTTP from what the samples taught, want nearly all %d", learned, docs)
	}
	prefetched := 0
	for i := range 20 {
		prefetched += f.count(fmt.Sprintf("http://d.test/app/view-%c", 'a'+i))
	}
	if prefetched > 3*cfg.Learn.Warmup+1 {
		t.Errorf("%d of the app section's 20 pages were fetched over HTTP first, want only the first few", prefetched)
	}
	for i := range 20 {
		u := fmt.Sprintf("http://d.test/app/view-%c", 'a'+i)
		if rec := out.byURL()[u][0]; rec.Mode != "browser" || !strings.Contains(rec.Text, "APP CONTENT") {
			t.Errorf("%s: %s/%s without the app's content", u, rec.Mode, rec.Reason)
		}
	}
}

// Pages that run the same scripts are learned together, and pages whose
// scripts were never rendered are verified on their own even on a host
// whose other kinds all kept their HTML.
func TestLearningByScripts(t *testing.T) {
	f := &fakeFetcher{fn: func(url string, _ int) (*fetch.Response, error) {
		r := hydrated(url, words(80))
		if strings.Contains(url, "/shop/") {
			r.Signals.ScriptSet = 0x5e // the shop's own scripts
		}
		return r, nil
	}}
	r := &fakeRenderer{fn: func(_ context.Context, url string, _ int) (*Page, error) {
		text := words(80)
		if strings.Contains(url, "/shop/") {
			text += " REVIEWS " + words(80) // loaded by the shop's scripts
		}
		return &Page{Mode: "browser", IsHTML: true, Content: webpage.Content{FinalURL: url, Status: 200, Text: text}}, nil
	}}
	var urls []string
	for i := range 60 {
		urls = append(urls, fmt.Sprintf("http://d.test/docs/d%d/page-%c.html", i%12, 'a'+i%26))
	}
	for i := range 10 {
		urls = append(urls, fmt.Sprintf("http://d.test/docs/d%d/shop/item-%c.html", i%12, 'a'+i))
	}
	out := &memSink{}
	cfg := autoConfig()
	cfg.Learn.SampleEvery = 100 // no re-check in so few pages
	c, _ := New(cfg, Deps{Renderer: r, Fetcher: f, Sink: out})
	if _, err := c.Run(context.Background(), SeedList(urls...)); err != nil {
		t.Fatal(err)
	}
	verified := 0
	for _, u := range urls[:60] {
		if out.byURL()[u][0].Reason == ReasonVerify {
			verified++
		}
	}
	if verified != learn.StaticProof {
		t.Errorf("%d renders to verify 60 pages that run the same scripts, in 12 sections: want %d", verified, learn.StaticProof)
	}
	shop := 0
	for _, u := range urls[60:] {
		rec := out.byURL()[u][0]
		if rec.Mode == "browser" && strings.Contains(rec.Text, "REVIEWS") {
			shop++
		}
	}
	if shop != 10 {
		t.Errorf("%d of the 10 shop pages have the content their scripts load", shop)
	}
}

// A page rendered both ways to learn (a sample) does not hold the crawl
// back while the browser starts and renders it: its HTML's links are
// queued at once, and what its render adds is queued with its record.
func TestSampleLinksAreFollowedBeforeItsRender(t *testing.T) {
	const base = "http://e.test"
	linked := make(chan struct{})
	var once sync.Once
	f := &fakeFetcher{fn: func(url string, _ int) (*fetch.Response, error) {
		r := hydrated(url, words(80))
		switch url {
		case base + "/":
			r.Links = []string{base + "/a", base + "/b"}
		case base + "/a":
			once.Do(func() { close(linked) })
		}
		return r, nil
	}}
	r := &fakeRenderer{fn: func(ctx context.Context, url string, _ int) (*Page, error) {
		p := &Page{Mode: "browser", IsHTML: true, Content: webpage.Content{FinalURL: url, Status: 200, Text: words(80)}}
		if url == base+"/" {
			select { // the seed's render waits for its links to be crawled
			case <-linked:
			case <-time.After(5 * time.Second):
			}
			p.Text += " LOADED " + words(80) // the browser's record is kept
			p.Links = []string{base + "/a", base + "/b", base + "/c"}
		}
		return p, nil
	}}
	out := &memSink{}
	cfg := autoConfig()
	cfg.Workers = 4
	cfg.Follow.Links = true
	c, _ := New(cfg, Deps{Renderer: r, Fetcher: f, Sink: out})
	start := time.Now()
	sum, err := c.Run(context.Background(), SeedList(base+"/"))
	if err != nil {
		t.Fatal(err)
	}
	if d := time.Since(start); d > 4*time.Second {
		t.Errorf("the crawl took %v: the sample's links waited for its render", d)
	}
	got := out.byURL()
	if rec := got[base+"/"]; len(rec) != 1 || rec[0].Reason != ReasonVerify {
		t.Fatalf("seed: %+v, want one record of a sample", rec)
	}
	for _, u := range []string{"/a", "/b", "/c"} {
		if n := len(got[base+u]); n != 1 {
			t.Errorf("%s: %d records, want 1", u, n)
		}
		if n := f.count(base + u); n != 1 {
			t.Errorf("%s fetched %d times, want once", u, n)
		}
	}
	if sum.Pages != 4 {
		t.Errorf("summary: %d pages, want 4", sum.Pages)
	}
}

// A <noscript> plea on a page with text of its own is decided as any
// page with scripts is, by a render of its kind. A plea on a page with
// almost no text is rendered at once.
func TestNoscriptPleaWithTextFollowsSamples(t *testing.T) {
	plea := func(r *fetch.Response, text int, scripts uint64) *fetch.Response {
		r.Text = words(text / 5)
		r.Signals.TextLen, r.Signals.NoscriptAsksJS, r.Signals.ScriptSet = len(r.Text), true, scripts
		return r
	}
	f := &fakeFetcher{fn: func(url string, _ int) (*fetch.Response, error) {
		r := hydrated(url, words(80))
		switch {
		case strings.Contains(url, "/search"): // a docs site's search page
			plea(r, 300, 0x77)
		case strings.Contains(url, "/app/"): // an app whose header is in the HTML
			plea(r, 300, 0x99)
		case strings.Contains(url, "/bare"):
			plea(r, 40, 0x5c)
		}
		return r, nil
	}}
	r := &fakeRenderer{fn: func(_ context.Context, url string, _ int) (*Page, error) {
		p := &Page{Mode: "browser", IsHTML: true, Content: webpage.Content{FinalURL: url, Status: 200, Text: words(80)}}
		switch {
		case strings.Contains(url, "/search"):
			p.Text = words(60) // the search form, without the plea
		case strings.Contains(url, "/app/"):
			p.Text = words(60) + " APP " + words(200)
		}
		return p, nil
	}}
	urls := []string{"http://d.test/docs/a.html", "http://d.test/docs/b.html", "http://d.test/search.html",
		"http://d.test/search.html?q=", "http://d.test/search.html?q=x", "http://d.test/search.html?q=y", "http://d.test/bare.html", "http://s.test/app/1", "http://s.test/app/2"}
	out := &memSink{}
	c, _ := New(autoConfig(), Deps{Renderer: r, Fetcher: f, Sink: out})
	if _, err := c.Run(context.Background(), SeedList(urls...)); err != nil {
		t.Fatal(err)
	}
	want := map[string][2]string{ // url -> mode, reason
		"http://d.test/search.html":     {"http", ReasonVerify},         // a new kind: verified, the HTML stands
		"http://d.test/search.html?q=":  {"http", ReasonVerify},         // a query is another kind: verified
		"http://d.test/search.html?q=x": {"http", ReasonVerify},         // and a second render agrees
		"http://d.test/search.html?q=y": {"http", ReasonKindStatic},     // the kind's verdict
		"http://d.test/bare.html":       {"browser", ReasonNoJS},        // a plea and almost no text
		"http://s.test/app/1":           {"browser", ReasonVerify},      // the browser added the app
		"http://s.test/app/2":           {"browser", ReasonKindRenders}, // app/1 spoke for its kind
	}
	got := out.byURL()
	for u, w := range want {
		if rec := got[u][0]; rec.Mode != w[0] || rec.Reason != w[1] {
			t.Errorf("%s: %s/%s, want %s/%s", u, rec.Mode, rec.Reason, w[0], w[1])
		}
	}
	if n := r.count("http://d.test/search.html?q=y"); n != 0 {
		t.Errorf("the search page learned not to need the browser was rendered %d times", n)
	}

	// Without a browser, the plea's page fails as one that needs it.
	out = &memSink{}
	c, _ = New(autoConfig(), Deps{Fetcher: f, Sink: out})
	if _, err := c.Run(context.Background(), SeedList("http://s.test/app/1")); err != nil {
		t.Fatal(err)
	}
	if rec := out.byURL()["http://s.test/app/1"][0]; rec.Reason != ReasonNoJS || rec.ErrorKind != string(KindBrowserMissing) {
		t.Errorf("a plea without a browser: reason %s, error kind %q; want %s, %s", rec.Reason, rec.ErrorKind, ReasonNoJS, KindBrowserMissing)
	}
}

// A sample is explored in full only when its rendered page is the one
// kept: the clicks' finds on a page that keeps its HTML are dropped, and
// it clicks only a few controls, to see whether they reveal links. A page
// rendered as its record is always explored in full.
func TestSamplesAreExploredInFullOnlyWhenKept(t *testing.T) {
	f := &fakeFetcher{fn: func(url string, _ int) (*fetch.Response, error) {
		r := hydrated(url, words(80))
		if strings.Contains(url, "/shop/") {
			r.Signals.ScriptSet = 0x5e
		}
		if strings.Contains(url, "/app/") {
			r.Signals.EmptyMount = "#root"
		}
		return r, nil
	}}
	r := &fakeRenderer{fn: func(_ context.Context, url string, _ int) (*Page, error) {
		text := words(80)
		if !strings.Contains(url, "/docs/") {
			text += " LOADED " + words(80)
		}
		return &Page{Mode: "browser", IsHTML: true, Content: webpage.Content{FinalURL: url, Status: 200, Text: text}}, nil
	}}
	urls := []string{"http://x.test/docs/a.html", "http://x.test/shop/b.html", "http://x.test/app/c"}
	out := &memSink{}
	c, _ := New(autoConfig(), Deps{Renderer: r, Fetcher: f, Sink: out})
	if _, err := c.Run(context.Background(), SeedList(urls...)); err != nil {
		t.Fatal(err)
	}
	for _, w := range []struct {
		url, reason string
		explore     any // what ExploreActions said; nil: none asked, explored in full
	}{
		{urls[0], ReasonVerify, sampleProbeClicks}, // the HTML stands: a few clicks
		{urls[1], ReasonVerify, math.MaxInt},       // the browser added: its page, explored
		{urls[2], ReasonShell, nil},
	} {
		got, _ := r.explored.Load(w.url)
		if rec := out.byURL()[w.url][0]; rec.Reason != w.reason || got != w.explore {
			t.Errorf("%s: reason %s, ExploreActions said %v; want %s, %v", w.url, rec.Reason, got, w.reason, w.explore)
		}
	}
}

// Pages of one template that plead for JavaScript and have text of their
// own come faster than a render: they wait for the sample of the first
// rather than each take a render, and follow what it taught.
func TestLeaningPagesWaitForTheirSample(t *testing.T) {
	const n = 20
	var renders atomic.Int32
	r := &fakeRenderer{fn: func(ctx context.Context, url string, _ int) (*Page, error) {
		renders.Add(1)
		select { // slower than the HTTP fetches, as a browser is
		case <-time.After(200 * time.Millisecond):
		case <-ctx.Done():
			return nil, ctx.Err()
		}
		return &Page{Mode: sink.ModeBrowser, IsHTML: true, Content: webpage.Content{FinalURL: url, Status: 200, Text: words(60)}}, nil
	}}
	out := crawlPleadingPages(t, n, r)
	learned := 0
	for _, rec := range out.recs {
		if rec.Mode == sink.ModeHTTP && rec.Reason == ReasonKindStatic {
			learned++
		}
	}
	if got := renders.Load(); got != learn.StaticProof || learned != n-learn.StaticProof {
		t.Errorf("%d renders, %d pages kept as learned; want %d renders and the %d others learned", got, learned, learn.StaticProof, n-learn.StaticProof)
	}
}
