package crawl

import (
	"context"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rendercrawl/render/fetch"
	"github.com/rendercrawl/render/sink"
)

// fakeFetcher answers from a func and counts its calls.
type fakeFetcher struct {
	mu    sync.Mutex
	calls map[string]int
	fn    func(url string, call int) (*fetch.Response, error)
}

var _ Fetcher = (*fakeFetcher)(nil)

func (f *fakeFetcher) Fetch(_ context.Context, url string) (*fetch.Response, error) {
	f.mu.Lock()
	if f.calls == nil {
		f.calls = map[string]int{}
	}
	f.calls[url]++
	n := f.calls[url]
	f.mu.Unlock()
	return f.fn(url, n)
}

func (f *fakeFetcher) count(url string) int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.calls[url]
}

// site answers like a mixed site: /static/N is server-rendered, /app/N is
// an empty React shell, /file.pdf is not HTML, /gone is a 404.
func site(url string, _ int) (*fetch.Response, error) {
	r := &fetch.Response{URL: url, FinalURL: url, Status: 200, ContentType: "text/html", HTML: true, Header: http.Header{}}
	switch {
	case strings.Contains(url, "/static/"):
		r.Title, r.Text = "static", "server rendered words "+strings.Repeat("more words ", 40)
		r.Signals.TextLen = len(r.Text)
	case strings.Contains(url, "/app/"):
		r.Signals.EmptyMount, r.Signals.Scripts = "#root", 1
	case strings.HasSuffix(url, ".pdf"):
		r.HTML, r.ContentType, r.Size = false, "application/pdf", 1234
	case strings.HasSuffix(url, "/gone"):
		r.Status, r.Text = 404, "not found"
	}
	return r, nil
}

// renderSite renders like a browser would: the app gets its content.
func renderSite(_ context.Context, url string, _ int) (*Page, error) {
	p := &Page{Mode: sink.ModeBrowser, IsHTML: true, FinalURL: url, Status: 200}
	switch {
	case strings.Contains(url, "/static/"):
		p.Text = "server rendered words " + strings.Repeat("more words ", 40)
	case strings.Contains(url, "/app/"):
		p.Text = "APP CONTENT " + strings.Repeat("rendered by script ", 30)
	}
	return p, nil
}

func autoConfig() Config {
	cfg := testCrawlConfig()
	cfg.Mode = ModeAuto
	cfg.Workers = 1 // routing order matters for learning
	cfg.Learn.Warmup = 1
	cfg.Learn.SampleEvery = 5
	return cfg
}

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
		"http://m.test/file.pdf":  {"http", ReasonNonHTML},
		"http://m.test/gone":      {"http", ReasonStatus},
		"http://m.test/static/1":  {"http", ReasonSample}, // the warm-up: rendered both ways
		"http://m.test/static/2":  {"http", ReasonLearned},
		"http://m.test/app/1":     {"browser", ReasonShell},
		"http://m.test/app/2":     {"browser", ReasonLearned},
		"http://m.test/static/10": {"http", ReasonSample},   // the 10th page of the pattern: a re-check
		"http://m.test/app/10":    {"browser", ReasonShell}, // its re-check: fetched again, still a shell
	}
	for u, w := range want {
		rec := got[u][0]
		if rec.Mode != w[0] || rec.Reason != w[1] {
			t.Errorf("%s: %s/%s, want %s/%s", u, rec.Mode, rec.Reason, w[0], w[1])
		}
	}
	if n := r.count("http://m.test/static/2"); n != 0 {
		t.Errorf("a learned static page was rendered %d times", n)
	}
	if n := f.count("http://m.test/app/2"); n != 0 {
		t.Errorf("a page of a pattern learned to need the browser was pre-fetched %d times", n)
	}
	if n := f.count("http://m.test/app/10"); n != 1 {
		t.Errorf("the re-check of a browser pattern fetched over HTTP %d times, want 1", n)
	}
	if n := r.count("http://m.test/file.pdf"); n != 0 {
		t.Error("a PDF went to the browser")
	}
	if rec := got["http://m.test/file.pdf"][0]; rec.ContentType != "application/pdf" || rec.Size != 1234 || rec.HTML != "" || rec.Text != "" {
		t.Errorf("non-HTML record: %+v", rec)
	}
	if !strings.Contains(got["http://m.test/app/2"][0].Text, "APP CONTENT") {
		t.Error("the app's record lacks the rendered content")
	}
}

func TestAutoModeRelearnsWhenTheBrowserAddsContent(t *testing.T) {
	f := &fakeFetcher{fn: site}
	// Pages of this pattern look static but get content from script.
	r := &fakeRenderer{fn: func(ctx context.Context, url string, call int) (*Page, error) {
		p, _ := renderSite(ctx, url, call)
		p.Text += " REVIEWS " + strings.Repeat("loaded by script ", 40)
		return p, nil
	}}
	out := &memSink{}
	c, _ := New(autoConfig(), Deps{Renderer: r, Fetcher: f, Sink: out})
	if _, err := c.Run(context.Background(), SeedList("http://m.test/static/1", "http://m.test/static/2", "http://m.test/static/3")); err != nil {
		t.Fatal(err)
	}
	got := out.byURL()
	if rec := got["http://m.test/static/1"][0]; rec.Mode != "browser" || rec.Reason != ReasonSample || !strings.Contains(rec.Text, "REVIEWS") {
		t.Errorf("sample: %s/%s, want the browser's record", rec.Mode, rec.Reason)
	}
	for _, u := range []string{"http://m.test/static/2", "http://m.test/static/3"} {
		if rec := got[u][0]; rec.Mode != "browser" || rec.Reason != ReasonLearned {
			t.Errorf("%s: %s/%s, want browser/learned", u, rec.Mode, rec.Reason)
		}
		if f.count(u) != 0 {
			t.Errorf("%s was pre-fetched over HTTP", u)
		}
	}
}

func TestForcedModesUseOnePath(t *testing.T) {
	for _, mode := range []Mode{ModeHTTP, ModeBrowser} {
		t.Run(string(mode), func(t *testing.T) {
			f := &fakeFetcher{fn: site}
			r := &fakeRenderer{fn: renderSite}
			out := &memSink{}
			cfg := autoConfig()
			cfg.Mode = mode
			c, _ := New(cfg, Deps{Renderer: r, Fetcher: f, Sink: out})
			c.Run(context.Background(), SeedList("http://m.test/app/1", "http://m.test/static/1"))
			for u, recs := range out.byURL() {
				if recs[0].Mode != string(mode) || recs[0].Reason != ReasonForced {
					t.Errorf("%s: %s/%s", u, recs[0].Mode, recs[0].Reason)
				}
			}
			fetched, rendered := f.count("http://m.test/app/1"), r.count("http://m.test/app/1")
			if (mode == ModeHTTP) != (fetched == 1 && rendered == 0) || (mode == ModeBrowser) != (fetched == 0 && rendered == 1) {
				t.Errorf("fetched %d, rendered %d", fetched, rendered)
			}
		})
	}
}

func TestAutoModeWithoutABrowser(t *testing.T) {
	out := &memSink{}
	c, err := New(autoConfig(), Deps{Fetcher: &fakeFetcher{fn: site}, Sink: out})
	if err != nil {
		t.Fatal(err)
	}
	c.Run(context.Background(), SeedList("http://m.test/app/1", "http://m.test/static/1"))
	got := out.byURL()
	if rec := got["http://m.test/app/1"][0]; rec.ErrorKind != string(KindBrowserMissing) || rec.Reason != ReasonShell {
		t.Errorf("shell without a browser: error %q of kind %q, reason %q", rec.Error, rec.ErrorKind, rec.Reason)
	}
	if rec := got["http://m.test/static/1"][0]; rec.Error != "" || rec.Mode != "http" {
		t.Errorf("static page without a browser: %+v", rec)
	}
}

func TestRetryAfterIsHonoured(t *testing.T) {
	var first time.Time
	var second time.Duration
	f := &fakeFetcher{fn: func(url string, call int) (*fetch.Response, error) {
		if call == 1 {
			first = time.Now()
			h := http.Header{}
			h.Set("Retry-After", "1")
			return &fetch.Response{URL: url, FinalURL: url, Status: 503, Header: h}, nil
		}
		second = time.Since(first)
		return site(url, call)
	}}
	out := &memSink{}
	cfg := autoConfig()
	cfg.Mode = ModeHTTP
	c, _ := New(cfg, Deps{Fetcher: f, Sink: out})
	c.Run(context.Background(), SeedList("http://m.test/static/1"))
	rec := out.byURL()["http://m.test/static/1"][0]
	if rec.Status != 200 || rec.Attempts != 2 {
		t.Errorf("status %d after %d attempts, want 200 after 2", rec.Status, rec.Attempts)
	}
	if second < time.Second {
		t.Errorf("retried after %v; the server asked for 1s", second)
	}
}

func TestPatternKey(t *testing.T) {
	for _, tc := range []struct{ a, b string }{
		{"http://x.test/product/123", "http://x.test/product/98765"},
		{"http://X.test/static/12.html", "http://x.test/static/7.html"},
		{"http://x.test/blog/how-we-crawl-spa-sites", "http://x.test/blog/why-rendering-costs-so-much"},
		{"http://x.test/a/1/b/2?x=1", "http://x.test/a/33/b/44?y=2"},
	} {
		if pk(tc.a) != pk(tc.b) {
			t.Errorf("%s and %s: %q != %q", tc.a, tc.b, pk(tc.a), pk(tc.b))
		}
	}
	if pk("http://x.test/product/1") == pk("http://y.test/product/1") {
		t.Error("different hosts share a pattern")
	}
	if pk("http://x.test/docs/api") == pk("http://x.test/docs/faq") {
		t.Error("short words are not slugs")
	}
}

// pk is the pattern of a URL.
func pk(u string) string {
	cu, err := canon(u, CanonOptions{})
	if err != nil {
		panic(err)
	}
	return patternKey(cu)
}

func TestRecheckBacksOffAndResets(t *testing.T) {
	l := newLearner(1, 5)
	const u = "http://m.test/static/1"
	key := pk(u)
	if rt := l.route(key); rt != routeWarmup {
		t.Fatalf("first page: route %v, want the warm-up", rt)
	}
	l.observe(key, false)
	var rechecks []int
	for page := 2; page <= 300; page++ {
		rt := l.route(key)
		switch rt {
		case routeSample:
			rechecks = append(rechecks, page)
			l.observe(key, false) // each re-check confirms
		case routeHTTP:
		default:
			t.Fatalf("page %d: route %v", page, rt)
		}
	}
	// The gap doubles from 5 up to 16×5 = 80 pages.
	want := []int{5, 10, 20, 40, 80, 160, 240}
	if !slices.Equal(rechecks, want) {
		t.Fatalf("re-checks at pages %v, want %v", rechecks, want)
	}
	// On a pattern learned to need the browser, a re-check that finds the
	// browser added nothing brings the first pace back.
	const app = "http://m.test/app/1"
	akey := pk(app)
	l.route(akey) // the warm-up
	l.observe(akey, true)
	rechecks = nil
	for page := 2; page <= 60; page++ {
		rt := l.route(akey)
		switch {
		case rt == routeSample && page == 40:
			rechecks = append(rechecks, page)
			l.observe(akey, false) // the contradiction
		case rt == routeSample:
			rechecks = append(rechecks, page)
			l.observe(akey, true)
		case rt != routeBrowser:
			t.Fatalf("app page %d: route %v", page, rt)
		}
	}
	if want := []int{5, 10, 20, 40, 45, 50, 60}; !slices.Equal(rechecks, want) {
		t.Fatalf("browser pattern re-checks at %v, want %v", rechecks, want)
	}
}

// A re-check that gives no answer (its render failed) does not count as
// a confirmation: the gap stays.
func TestRecheckWithoutAnswerKeepsThePace(t *testing.T) {
	l := newLearner(1, 5)
	const u = "http://m.test/static/1"
	key := pk(u)
	l.route(key)
	l.observe(key, false)
	var rechecks []int
	for page := 2; page <= 30; page++ {
		if rt := l.route(key); rt == routeSample {
			rechecks = append(rechecks, page) // and no observe: no answer
		}
	}
	if want := []int{5, 10, 15, 20, 25, 30}; !slices.Equal(rechecks, want) {
		t.Fatalf("unanswered re-checks at %v, want %v", rechecks, want)
	}
}

// A warm-up page that teaches nothing (here a 404) hands its turn to the
// next page of the pattern, which is learned from instead.
func TestAutoModeWarmupWithoutAnswerPassesOn(t *testing.T) {
	f := &fakeFetcher{fn: func(url string, call int) (*fetch.Response, error) {
		r, err := site(url, call)
		if strings.HasSuffix(url, "/static/1") {
			r.Status = 404
		}
		return r, err
	}}
	r := &fakeRenderer{fn: renderSite}
	out := &memSink{}
	c, err := New(autoConfig(), Deps{Renderer: r, Fetcher: f, Sink: out})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.Run(context.Background(), SeedList("http://m.test/static/1", "http://m.test/static/2", "http://m.test/static/3")); err != nil {
		t.Fatal(err)
	}
	got := out.byURL()
	for u, reason := range map[string]string{
		"http://m.test/static/1": ReasonStatus,
		"http://m.test/static/2": ReasonSample, // the warm-up, passed on
		"http://m.test/static/3": ReasonLearned,
	} {
		if rec := got[u][0]; rec.Reason != reason {
			t.Errorf("%s: reason %s, want %s", u, rec.Reason, reason)
		}
	}
}
