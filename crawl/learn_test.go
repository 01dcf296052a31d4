package crawl

import (
	"context"
	"errors"
	"fmt"
	"math"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/rendercrawl/render/fetch"
	"github.com/rendercrawl/render/sink"
)

// hydrated is the HTTP answer of a server-rendered page with scripts:
// text is there, and the scripts may add more once they run.
func hydrated(url, text string) *fetch.Response {
	r := &fetch.Response{URL: url, FinalURL: url, Status: 200, ContentType: "text/html", HTML: true, Header: http.Header{}}
	r.Title, r.Text = "page", text
	r.Signals = fetch.Signals{TextLen: len(text), Scripts: 3, ScriptSet: 0x5c, EmptySlot: "#reviews"}
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

// A page whose signals leave it open (a framework's server-rendered page)
// is rendered both ways; when the browser adds content, the pattern goes
// to the browser.
func TestAutoModeLearnsWhenTheBrowserAddsContent(t *testing.T) {
	f := &fakeFetcher{fn: func(url string, _ int) (*fetch.Response, error) {
		return hydrated(url, words(60)), nil
	}}
	r := &fakeRenderer{fn: func(_ context.Context, url string, _ int) (*Page, error) {
		p := &Page{Mode: "browser", IsHTML: true, FinalURL: url, Status: 200, Text: words(60) + " REVIEWS " + words(80)}
		if url == "http://m.test/shop/1" { // the shop's other pages are found once it is learned
			p.Links = []string{"http://m.test/shop/2", "http://m.test/shop/3"}
		}
		return p, nil
	}}
	out := &memSink{}
	cfg := autoConfig()
	cfg.Follow.Links = true
	c, _ := New(cfg, Deps{Renderer: r, Fetcher: f, Sink: out})
	if _, err := c.Run(context.Background(), SeedList("http://m.test/shop/1")); err != nil {
		t.Fatal(err)
	}
	got := out.byURL()
	if rec := got["http://m.test/shop/1"][0]; rec.Mode != "browser" || rec.Reason != ReasonSample || !strings.Contains(rec.Text, "REVIEWS") {
		t.Errorf("sample: %s/%s, want the browser's record", rec.Mode, rec.Reason)
	}
	for _, u := range []string{"http://m.test/shop/2", "http://m.test/shop/3"} {
		if rec := got[u][0]; rec.Mode != "browser" || rec.Reason != ReasonLearned {
			t.Errorf("%s: %s/%s, want browser/learned", u, rec.Mode, rec.Reason)
		}
		if f.count(u) != 0 {
			t.Errorf("%s was pre-fetched over HTTP", u)
		}
	}
}

// A host of untidy URLs (every page a pattern of its own) whose samples
// all agree stops sampling: what its samples taught applies to its new
// patterns, and the samples stay within the budget. A section of shells
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
		return &Page{Mode: "browser", IsHTML: true, FinalURL: url, Status: 200, Text: words(80)}, nil
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
		case rec.Reason == ReasonSample:
			samples++
		case rec.Reason == ReasonLearned && rec.Mode == "http":
			learned++
		}
	}
	budget := cfg.Learn.SampleFloor + int(cfg.Learn.SampleShare*float64(len(urls)))
	if samples > budget || samples < 1 {
		t.Errorf("%d samples on %d pages, want at least 1 and at most the budget of %d", samples, len(urls), budget)
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

// A warm-up sample that teaches nothing (its render failed) gives its
// budget back and the pattern is sampled again.
func TestSampleWithoutAnswerIsRetaken(t *testing.T) {
	l := newLearner(Learn{Warmup: 1, SampleEvery: 5, SampleFloor: 1, SampleShare: 0})
	t1 := l.advise("h", "h/", "h/p")
	if _, sample := l.sampled(&t1, 1, false); !sample {
		t.Fatal("the first open page of a host is not sampled")
	}
	t2 := l.advise("h", "h/", "h/p")
	if _, sample := l.sampled(&t2, 1, false); sample {
		t.Fatal("a second sample of a pattern while one is in flight, over a budget of 1")
	}
	l.tell(t1, verdictNone)
	t3 := l.advise("h", "h/", "h/p")
	if _, sample := l.sampled(&t3, 1, false); !sample {
		t.Fatal("a sample that taught nothing did not give its turn back")
	}
}

// Re-checks of what was learned back off, and come back to their first
// pace when a re-check contradicts it.
func TestRecheckBacksOffAndResets(t *testing.T) {
	l := newLearner(Learn{Warmup: 1, SampleEvery: 5, SampleFloor: 1000, SampleShare: 0})
	first := l.advise("h", "h/app/", "h/app/{n}")
	l.tell(first, verdictNeeded) // a shell
	var rechecks []int
	for page := 2; page <= 120; page++ {
		tk := l.advise("h", "h/app/", "h/app/{n}")
		switch tk.route {
		case routeRecheck:
			rechecks = append(rechecks, page)
			l.tell(tk, verdictNeeded) // each re-check confirms
		case routeBrowser:
		default:
			t.Fatalf("page %d: route %v", page, tk.route)
		}
	}
	if len(rechecks) < 3 || len(rechecks) > 6 {
		t.Fatalf("re-checks at pages %v: want a few, spaced out", rechecks)
	}
	for i := 2; i < len(rechecks); i++ {
		if rechecks[i]-rechecks[i-1] <= rechecks[i-1]-rechecks[i-2] {
			t.Errorf("re-checks at %v do not back off", rechecks)
		}
	}
	// A contradiction: the pattern is no longer sent to the browser.
	tk := l.advise("h", "h/app/", "h/app/{n}")
	for tk.route != routeRecheck {
		tk = l.advise("h", "h/app/", "h/app/{n}")
	}
	l.tell(tk, verdictNotNeeded)
	if tk := l.advise("h", "h/app/", "h/app/{n}"); tk.route != routeHTTP {
		t.Errorf("after a contradiction, route %v, want HTTP first", tk.route)
	}
}

func TestSectionKey(t *testing.T) {
	sk := func(u string) string { cu, _ := canon(u, CanonOptions{}); return sectionKey(cu) }
	if sk("http://x.test/app/users/5") != sk("http://x.test/app/users/7") || sk("http://x.test/docs/a.html") != sk("http://x.test/docs/b-c.html") {
		t.Error("pages of one directory are in different sections")
	}
	if sk("http://x.test/docs/a.html") == sk("http://x.test/app/a.html") || sk("http://x.test/a") == sk("http://y.test/a") {
		t.Error("different directories or hosts share a section")
	}
}

// Pages that run the same scripts are learned together, and pages whose
// scripts were never sampled get a sample of their own even on a host
// whose samples so far all agreed.
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
		return &Page{Mode: "browser", IsHTML: true, FinalURL: url, Status: 200, Text: text}, nil
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
	samples := 0
	for _, u := range urls[:60] {
		if out.byURL()[u][0].Reason == ReasonSample {
			samples++
		}
	}
	if samples > 1 {
		t.Errorf("%d samples of 60 pages that run the same scripts, in 12 sections: want 1", samples)
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
		p := &Page{Mode: "browser", IsHTML: true, FinalURL: url, Status: 200, Text: words(80)}
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
	if rec := got[base+"/"]; len(rec) != 1 || rec[0].Reason != ReasonSample {
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

// While the first sample of a script set is in flight, the other pages
// that run those scripts take no sample of their own (each would spend the
// budget on the same question); once it is in, they follow it.
func TestFirstSampleOfScriptsIsTakenOnce(t *testing.T) {
	l := newLearner(Learn{Warmup: 1, SampleEvery: 100, SampleFloor: 10, SampleShare: 0})
	first := l.advise("h", "h/a/", "h/a/one")
	if _, sample := l.sampled(&first, 7, false); !sample {
		t.Fatal("the first page of new scripts is not sampled")
	}
	other := l.advise("h", "h/b/", "h/b/two")
	if _, sample := l.sampled(&other, 7, false); sample {
		t.Error("a second page of the same unlearned scripts was sampled while the first is in flight")
	}
	l.tell(other, verdictNone)
	fresh := l.advise("h", "h/c/", "h/c/three")
	if _, sample := l.sampled(&fresh, 9, false); !sample {
		t.Error("the first page of other scripts is not sampled")
	}
	l.tell(first, verdictNotNeeded)
	next := l.advise("h", "h/d/", "h/d/four")
	if v, sample := l.sampled(&next, 7, false); sample || v != verdictNotNeeded {
		t.Errorf("after the sample: verdict %v, sample %v; want what the sample taught, no sample", v, sample)
	}
}

// A <noscript> plea on a page with text of its own leans to the browser:
// the host's samples decide it, and only when they say nothing is it
// rendered. A plea on a page with almost no text is rendered at once.
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
		p := &Page{Mode: "browser", IsHTML: true, FinalURL: url, Status: 200, Text: words(80)}
		switch {
		case strings.Contains(url, "/search"):
			p.Text = words(60) // the search form, without the plea
		case strings.Contains(url, "/app/"):
			p.Text = words(60) + " APP " + words(200)
		}
		return p, nil
	}}
	urls := []string{"http://d.test/docs/a.html", "http://d.test/docs/b.html", "http://d.test/search.html",
		"http://d.test/search.html?q=", "http://d.test/bare.html", "http://s.test/app/1", "http://s.test/app/2"}
	out := &memSink{}
	c, _ := New(autoConfig(), Deps{Renderer: r, Fetcher: f, Sink: out})
	if _, err := c.Run(context.Background(), SeedList(urls...)); err != nil {
		t.Fatal(err)
	}
	want := map[string][2]string{ // url -> mode, reason
		"http://d.test/search.html":    {"http", ReasonSample},    // new scripts: a sample, which says the HTML stands
		"http://d.test/search.html?q=": {"http", ReasonLearned},   // and is followed
		"http://d.test/bare.html":      {"browser", ReasonNoJS},   // a plea and almost no text
		"http://s.test/app/1":          {"browser", ReasonSample}, // the browser added the app
		"http://s.test/app/2":          {"browser", ReasonLearned},
	}
	got := out.byURL()
	for u, w := range want {
		if rec := got[u][0]; rec.Mode != w[0] || rec.Reason != w[1] {
			t.Errorf("%s: %s/%s, want %s/%s", u, rec.Mode, rec.Reason, w[0], w[1])
		}
	}
	if n := r.count("http://d.test/search.html?q="); n != 0 {
		t.Errorf("the search page learned not to need the browser was rendered %d times", n)
	}

	// With no sample to take and nothing learned, the plea is heeded.
	cfg := autoConfig()
	cfg.Learn.SampleFloor, cfg.Learn.SampleShare = 0, 0
	out = &memSink{}
	c, _ = New(cfg, Deps{Renderer: r, Fetcher: f, Sink: out})
	if _, err := c.Run(context.Background(), SeedList("http://s.test/app/1")); err != nil {
		t.Fatal(err)
	}
	if rec := out.byURL()["http://s.test/app/1"][0]; rec.Mode != "browser" || rec.Reason != ReasonNoJS || !strings.Contains(rec.Text, "APP") {
		t.Errorf("a plea with no budget to sample: %s/%s, want browser/%s with the app", rec.Mode, rec.Reason, ReasonNoJS)
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
		return &Page{Mode: "browser", IsHTML: true, FinalURL: url, Status: 200, Text: text}, nil
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
		{urls[0], ReasonSample, sampleProbeClicks}, // the HTML stands: a few clicks
		{urls[1], ReasonSample, math.MaxInt},       // the browser added: its page, explored
		{urls[2], ReasonShell, nil},
	} {
		got, _ := r.explored.Load(w.url)
		if rec := out.byURL()[w.url][0]; rec.Reason != w.reason || got != w.explore {
			t.Errorf("%s: reason %s, ExploreActions said %v; want %s, %v", w.url, rec.Reason, got, w.reason, w.explore)
		}
	}
}

// What a host's samples agree on decides pages unlike any sampled, but
// not a page that leans to the browser (a <noscript> plea with some text):
// only samples of pages like it speak for it.
func TestHostVerdictDoesNotDecideALeaningPage(t *testing.T) {
	l := newLearner(Learn{Warmup: 1, SampleEvery: 100, SampleFloor: 3, SampleShare: 0})
	for i := range 3 { // three script sets, each sampled: the HTML stood
		tk := l.advise("h", fmt.Sprintf("h/s%d/", i), fmt.Sprintf("h/s%d/p", i))
		if _, sample := l.sampled(&tk, uint64(10+i), false); !sample {
			t.Fatalf("page %d of new scripts not sampled", i)
		}
		l.tell(tk, verdictNotNeeded)
	}
	for _, near := range []bool{false, true} {
		tk := l.advise("h", "h/app/", "h/app/x")
		v, sample := l.sampled(&tk, 99, near) // new scripts, the budget spent
		// A leaning page is rendered whatever the budget: it is sampled
		// outside it.
		want := verdictNotNeeded
		if near {
			want = verdictNone
		}
		if sample != near || tk.free != near || v != want {
			t.Errorf("near %v: verdict %v, sample %v (free %v); want %v, sample %v", near, v, sample, tk.free, want, near)
		}
		l.tell(tk, verdictNone)
	}
	if l.hosts["h"].samples != 3 {
		t.Errorf("%d samples counted against the budget, want the 3 taken within it", l.hosts["h"].samples)
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
		return &Page{Mode: sink.ModeBrowser, IsHTML: true, FinalURL: url, Status: 200, Text: words(60)}, nil
	}}
	out := crawlPleadingPages(t, n, r)
	learned := 0
	for _, rec := range out.recs {
		if rec.Mode == sink.ModeHTTP && rec.Reason == ReasonLearned {
			learned++
		}
	}
	if got := renders.Load(); got != 1 || learned != n-1 {
		t.Errorf("%d renders, %d pages kept as learned; want 1 render and the %d others learned", got, learned, n-1)
	}
}

// A sample kept over HTTP tells how long it took both ways and how its
// render's wait ended.
func TestSampleKeptOverHTTPSaysItsRender(t *testing.T) {
	f := &fakeFetcher{fn: func(url string, _ int) (*fetch.Response, error) { return hydrated(url, words(80)), nil }}
	r := &fakeRenderer{fn: func(_ context.Context, url string, _ int) (*Page, error) {
		return &Page{Mode: sink.ModeBrowser, IsHTML: true, FinalURL: url, Status: 200, Text: words(80),
			Settled: "quiet", Elapsed: 400 * time.Millisecond}, nil
	}}
	out := &memSink{}
	c, _ := New(autoConfig(), Deps{Renderer: r, Fetcher: f, Sink: out})
	if _, err := c.Run(context.Background(), SeedList("http://e.test/a")); err != nil {
		t.Fatal(err)
	}
	rec := out.byURL()["http://e.test/a"][0]
	if rec.Mode != sink.ModeHTTP || rec.Reason != ReasonSample || rec.Settled != "quiet" || rec.ElapsedMS < 400 {
		t.Errorf("%s/%s settled %q elapsed %d ms; want http/sample, quiet, at least the render's 400 ms", rec.Mode, rec.Reason, rec.Settled, rec.ElapsedMS)
	}
}

// When the sample that pleading pages wait for fails, they stop waiting:
// their renders run side by side, not one after the other.
func TestLeaningPagesStopWaitingOnAFailedSample(t *testing.T) {
	var inFlight, most atomic.Int32
	r := &fakeRenderer{fn: func(ctx context.Context, url string, _ int) (*Page, error) {
		now := inFlight.Add(1)
		defer inFlight.Add(-1)
		for m := most.Load(); now > m && !most.CompareAndSwap(m, now); m = most.Load() {
		}
		select {
		case <-time.After(200 * time.Millisecond):
		case <-ctx.Done():
		}
		return nil, errors.New("the page crashed")
	}}
	crawlPleadingPages(t, 16, r)
	if m := most.Load(); m < 3 {
		t.Errorf("at most %d renders at once after the first sample failed; want them side by side", m)
	}
}

// crawlPleadingPages crawls n pages of one template, each with a
// <noscript> plea and some text, with 8 workers, no sampling budget
// (every sample is one a plea asked for) and no retry, and returns what
// was written.
func crawlPleadingPages(t *testing.T, n int, r *fakeRenderer) *memSink {
	t.Helper()
	f := &fakeFetcher{fn: func(url string, _ int) (*fetch.Response, error) {
		r := hydrated(url, words(60))
		r.Signals.NoscriptAsksJS, r.Signals.ScriptSet = true, 0x7a
		return r, nil
	}}
	cfg := autoConfig()
	cfg.Workers = 8
	cfg.Retry.Max = 0
	cfg.Learn.SampleFloor, cfg.Learn.SampleShare = 0, 0
	var urls []string
	for i := range n {
		urls = append(urls, fmt.Sprintf("http://j.test/pkg%d/Class%d.html", i, i))
	}
	out := &memSink{}
	c, _ := New(cfg, Deps{Renderer: r, Fetcher: f, Sink: out})
	if _, err := c.Run(context.Background(), SeedList(urls...)); err != nil {
		t.Fatal(err)
	}
	return out
}
