package crawl

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/rendercrawl/render/crawl/frontier"
	"github.com/rendercrawl/render/crawl/frontier/memory"
	"github.com/rendercrawl/render/sink"
	"github.com/rendercrawl/render/webpage"
)

// fakeRenderer renders instantly, or as its func says.
type fakeRenderer struct {
	fn    func(ctx context.Context, url string, call int) (*Page, error)
	calls sync.Map // url -> *atomic.Int32
	// explored is, by URL, what the request's ExploreActions said of
	// the page rendered (absent: the request had none, as a browser
	// explores every page in full then).
	explored sync.Map
	// checked is, by URL, whether the page's last request was a render
	// to compare with its HTML (RenderRequest.Check).
	checked sync.Map
}

var _ Renderer = (*fakeRenderer)(nil)

func (f *fakeRenderer) Render(ctx context.Context, req RenderRequest) (*Page, error) {
	v, _ := f.calls.LoadOrStore(req.URL, new(atomic.Int32))
	n := int(v.(*atomic.Int32).Add(1))
	f.checked.Store(req.URL, req.Check)
	p := &Page{Mode: sink.ModeBrowser, IsHTML: true, Content: webpage.Content{FinalURL: req.URL, Status: 200, Title: "t " + req.URL}}
	if f.fn != nil {
		var err error
		if p, err = f.fn(ctx, req.URL, n); err != nil {
			return nil, err
		}
	}
	if req.ExploreActions != nil {
		f.explored.Store(req.URL, req.ExploreActions(p))
	}
	return p, nil
}

func (f *fakeRenderer) count(url string) int {
	v, ok := f.calls.Load(url)
	if !ok {
		return 0
	}
	return int(v.(*atomic.Int32).Load())
}

var errDiskFull = errors.New("disk full")

// memSink keeps records in memory.
type memSink struct {
	mu   sync.Mutex
	recs []*sink.Record
	fail error
	// onWrite, when set, sees each record written (under the lock).
	onWrite func(*sink.Record)
}

func (m *memSink) Write(r *sink.Record) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.fail != nil {
		return m.fail
	}
	m.recs = append(m.recs, r)
	if m.onWrite != nil {
		m.onWrite(r)
	}
	return nil
}
func (m *memSink) Close() error { return nil }

func (m *memSink) byURL() map[string][]*sink.Record {
	m.mu.Lock()
	defer m.mu.Unlock()
	out := map[string][]*sink.Record{}
	for _, r := range m.recs {
		out[r.URL] = append(out[r.URL], r)
	}
	return out
}

func testCrawlConfig() Config {
	cfg := DefaultConfig()
	cfg.Mode = ModeBrowser
	cfg.Workers = 4
	cfg.Retry.Base = time.Millisecond
	cfg.Retry.Cap = 5 * time.Millisecond
	return cfg
}

func TestEveryURLGetsExactlyOneRecord(t *testing.T) {
	r := &fakeRenderer{fn: func(ctx context.Context, url string, call int) (*Page, error) {
		switch {
		case strings.Contains(url, "flaky") && call == 1:
			return nil, &Error{Kind: KindTabCrashed, Retry: true, Err: errors.New("tab crashed")}
		case strings.Contains(url, "broken"):
			return nil, &Error{Kind: KindTabCrashed, Retry: true, Err: errors.New("tab crashed")}
		case strings.Contains(url, "pdf"):
			return nil, &Error{Kind: KindNotHTML, Err: errors.New("not HTML")}
		}
		return &Page{Mode: sink.ModeBrowser, IsHTML: true, Content: webpage.Content{FinalURL: url, Status: 200}}, nil
	}}
	out := &memSink{}
	c, err := New(testCrawlConfig(), Deps{Renderer: r, Sink: out})
	if err != nil {
		t.Fatal(err)
	}
	// Repeats, valid or not, get one record.
	urls := []string{"http://a.test/1", "http://a.test/flaky", "http://a.test/broken", "http://a.test/x.pdf", "not a url", "ftp://a.test/f", "http://a.test/1", "not a url", " ftp://a.test/f"}
	sum, err := c.Run(context.Background(), SeedList(urls...))
	if err != nil {
		t.Fatal(err)
	}
	got := out.byURL()
	tests := []struct {
		url          string
		wantErr      bool
		wantAttempts int
	}{
		{"http://a.test/1", false, 1},
		{"http://a.test/flaky", false, 2},
		{"http://a.test/broken", true, 3}, // 1 + Retries
		{"http://a.test/x.pdf", true, 1},  // not worth a retry
		{"not a url", true, 0},
		{"ftp://a.test/f", true, 0},
	}
	for _, tc := range tests {
		t.Run(tc.url, func(t *testing.T) {
			recs := got[tc.url]
			if len(recs) != 1 {
				t.Fatalf("%d records, want exactly 1", len(recs))
			}
			rec := recs[0]
			if (rec.Error != "") != tc.wantErr {
				t.Errorf("error = %q, want error: %v", rec.Error, tc.wantErr)
			}
			if rec.Attempts != tc.wantAttempts {
				t.Errorf("attempts = %d, want %d", rec.Attempts, tc.wantAttempts)
			}
			if rec.Links == nil || rec.FailedRequests == nil || rec.FailedChecks == nil {
				t.Error("list fields must be [] not null")
			}
			if (rec.Console != nil) != (rec.Error == "") {
				t.Errorf("console %v: want [] on a page the browser saw, null on a failure", rec.Console)
			}
		})
	}
	if len(got) != 6 || sum.Pages != 6 || sum.Failed != 4 || sum.Retries != 3 {
		t.Errorf("summary %+v over %d URLs, want 6 pages, 4 failed, 3 retries", sum, len(got))
	}
}

func TestStopFinishesInFlightAndListsUnstarted(t *testing.T) {
	started := make(chan string, 100)
	r := &fakeRenderer{fn: func(ctx context.Context, url string, call int) (*Page, error) {
		started <- url
		select {
		case <-time.After(200 * time.Millisecond):
			return &Page{Mode: sink.ModeBrowser, IsHTML: true, Content: webpage.Content{Status: 200}}, nil
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}}
	out := &memSink{}
	cfg := testCrawlConfig()
	cfg.Workers = 2
	c, _ := New(cfg, Deps{Renderer: r, Sink: out})
	var urls []string
	for i := range 20 {
		urls = append(urls, fmt.Sprintf("http://a.test/%d", i))
	}
	ctx, cancel := context.WithCancel(context.Background())
	go func() { <-started; <-started; cancel() }()
	sum, err := c.Run(ctx, SeedList(urls...))
	if err != nil {
		t.Fatal(err)
	}
	if !sum.Interrupted {
		t.Error("summary does not say the crawl was interrupted")
	}
	recs := out.byURL()
	for u, rs := range recs {
		if len(rs) != 1 || rs[0].Error != "" {
			t.Errorf("%s: %d records, error %q; in-flight pages should finish within the grace period", u, len(rs), rs[0].Error)
		}
	}
	if len(recs)+len(sum.Unstarted) != 20 {
		t.Errorf("%d records + %d unstarted, want 20 in all", len(recs), len(sum.Unstarted))
	}
	for _, u := range sum.Unstarted {
		if _, ok := recs[u]; ok {
			t.Errorf("%s is both done and unstarted", u)
		}
	}
}

func TestAbortCutsInFlightPagesShortButWritesTheirRecords(t *testing.T) {
	r := &fakeRenderer{fn: func(ctx context.Context, url string, call int) (*Page, error) {
		<-ctx.Done()
		return nil, ctx.Err()
	}}
	out := &memSink{}
	cfg := testCrawlConfig()
	cfg.Retry.Max = 0
	cfg.Grace = time.Hour
	c, _ := New(cfg, Deps{Renderer: r, Sink: out})
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(50*time.Millisecond, func() { cancel(); c.Abort() })
	start := time.Now()
	if _, err := c.Run(ctx, SeedList("http://a.test/1", "http://a.test/2")); err != nil {
		t.Fatal(err)
	}
	if el := time.Since(start); el > 2*time.Second {
		t.Fatalf("abort took %v", el)
	}
	if n := len(out.byURL()); n != 2 {
		t.Fatalf("%d URLs got records, want both", n)
	}
	for u, rs := range out.byURL() {
		if len(rs) != 1 || rs[0].ErrorKind != string(KindInterrupted) {
			t.Errorf("%s: records %+v, want one saying it was interrupted", u, rs)
		}
	}
}

func TestSinkFailureStopsTheRun(t *testing.T) {
	out := &memSink{fail: errDiskFull}
	c, _ := New(testCrawlConfig(), Deps{Renderer: &fakeRenderer{}, Sink: out})
	var urls []string
	for i := range 50 {
		urls = append(urls, fmt.Sprintf("http://a.test/%d", i))
	}
	_, err := c.Run(context.Background(), SeedList(urls...))
	if !errors.Is(err, errDiskFull) {
		t.Fatalf("err = %v, want the sink's error", err)
	}
}

func TestBackoffHasFullJitterAndACap(t *testing.T) {
	for attempt := 1; attempt < 12; attempt++ {
		for range 50 {
			d := backoff(100*time.Millisecond, time.Second, attempt)
			limit := min(100*time.Millisecond<<(attempt-1), time.Second)
			if d < 0 || d > limit {
				t.Fatalf("attempt %d: backoff %v outside [0, %v]", attempt, d, limit)
			}
		}
	}
}

func TestSeedsThatAreNotURLs(t *testing.T) {
	for _, in := range []string{"a.test/x", "mailto:x@a.test", "javascript:alert(1)", "data:text/html,hi", "http://", "http://[::1", "ftp://a.test/"} {
		_, err := Canonicalize(in, CanonOptions{})
		if !errors.Is(err, ErrInvalidURL) || KindOf(err) != KindInvalidURL {
			t.Errorf("Canonicalize(%q): %v, want an error of kind invalid-url", in, err)
		}
	}
	for in, want := range map[string]string{" http://a.test/x ": "http://a.test/x", "https://A.test": "https://a.test/"} {
		if got, err := Canonicalize(in, CanonOptions{}); err != nil || got != want {
			t.Errorf("Canonicalize(%q) = %q, %v, want %q", in, got, err, want)
		}
	}
}

func TestSinkFailureOnSeedRecordsStopsTheRun(t *testing.T) {
	out := &memSink{fail: errDiskFull}
	c, _ := New(testCrawlConfig(), Deps{Renderer: &fakeRenderer{}, Sink: out})
	var seeds []string
	for i := range 50 {
		seeds = append(seeds, fmt.Sprintf("not a url %d", i))
	}
	start := time.Now()
	_, err := c.Run(context.Background(), SeedList(seeds...))
	if !errors.Is(err, errDiskFull) {
		t.Fatalf("err = %v, want the sink's error", err)
	}
	if el := time.Since(start); el > time.Second {
		t.Errorf("a failed run took %v to end", el)
	}
}

// pushFails is a frontier whose pushes fail after the first.
type pushFails struct {
	*memory.Frontier
	pushes atomic.Int32
}

func (f *pushFails) Push(ctx context.Context, items ...frontier.Item) (int, error) {
	if f.pushes.Add(1) > 1 {
		return 0, errDiskFull
	}
	return f.Frontier.Push(ctx, items...)
}

// Links that cannot be queued fail the run, and the page that found them
// is not recorded as done, so that a resume finds them again.
func TestAFailedPushFailsTheRun(t *testing.T) {
	cfg := testCrawlConfig()
	cfg.Follow.Links = true
	r := &fakeRenderer{fn: func(_ context.Context, url string, _ int) (*Page, error) {
		return &Page{Mode: sink.ModeBrowser, IsHTML: true, Content: webpage.Content{FinalURL: url, Status: 200, Links: []string{"http://a.test/next"}}}, nil
	}}
	out := &memSink{}
	f := &pushFails{Frontier: memory.New()}
	c, err := New(cfg, Deps{Renderer: r, Sink: out, Frontier: f})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.Run(context.Background(), SeedList("http://a.test/")); !errors.Is(err, errDiskFull) {
		t.Fatalf("Run: %v, want the push's error", err)
	}
	if n := len(out.byURL()); n != 0 {
		t.Fatalf("%d records written, want none: the seed's links were lost", n)
	}
}
