package crawl

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rendercrawl/render/fetch"
	"github.com/rendercrawl/render/sink"
	"github.com/rendercrawl/render/webpage"
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
	p := &Page{Mode: sink.ModeBrowser, IsHTML: true, Content: webpage.Content{FinalURL: url, Status: 200}}
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

// exchangingFetcher is a fakeFetcher that tells when each exchange is
// over (fetch.Client.FetchThen), then reads the page for as long as read
// says.
type exchangingFetcher struct {
	fakeFetcher
	read func(url string) error
}

func (f *exchangingFetcher) FetchThen(ctx context.Context, url string, exchanged func(int, http.Header)) (*fetch.Response, error) {
	resp, err := f.Fetch(ctx, url)
	if err != nil {
		exchanged(0, nil)
		return nil, err
	}
	exchanged(resp.Status, resp.Header)
	if err := f.read(url); err != nil {
		return nil, err
	}
	return resp, nil
}

// A host's place among its requests in flight is the request's, not the
// page's: it is given back once the exchange is over, and the next
// request to the host goes out while the page before it is still read.
func TestHostPlaceEndsWithTheExchange(t *testing.T) {
	first, second := "http://m.test/static/1", "http://m.test/static/2"
	secondFetched := make(chan struct{})
	f := &exchangingFetcher{fakeFetcher: fakeFetcher{fn: func(url string, n int) (*fetch.Response, error) {
		if url == second {
			close(secondFetched)
		}
		return site(url, n)
	}}}
	f.read = func(url string) error {
		if url != first {
			return nil
		}
		select { // the first page is read until the second is fetched
		case <-secondFetched:
			return nil
		case <-time.After(20 * time.Second):
			return errors.New("the second request never went out while the first page was read")
		}
	}
	cfg := testCrawlConfig()
	cfg.Mode = ModeHTTP
	cfg.Workers = 2
	cfg.Pace.PerHost = 1
	out := &memSink{}
	c, err := New(cfg, Deps{Fetcher: f, Sink: out})
	if err != nil {
		t.Fatal(err)
	}
	c.Run(context.Background(), SeedList(first, second))
	for _, u := range []string{first, second} {
		if recs := out.byURL()[u]; len(recs) != 1 || recs[0].Error != "" {
			t.Errorf("%s: records %+v", u, recs)
		}
	}
}
