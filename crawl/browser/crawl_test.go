package browser

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/rendercrawl/render/crawl"
	"github.com/rendercrawl/render/internal/testkit/testsite"
	"github.com/rendercrawl/render/render"
	"github.com/rendercrawl/render/sink"
)

// records keeps a crawl's records in memory.
type records struct {
	mu    sync.Mutex
	byURL map[string][]*sink.Record
}

func (r *records) Write(rec *sink.Record) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.byURL[rec.URL] = append(r.byURL[rec.URL], rec)
	return nil
}

func (r *records) Close() error { return nil }

// TestFailuresOfRealChromeGetTheirKind crawls, in browser mode with real
// Chromium, pages that fail in each way a browser can cheaply be made to
// fail, and checks each record's error_kind, and that a page was retried
// only when its kind is worth a retry.
func TestFailuresOfRealChromeGetTheirKind(t *testing.T) {
	_, base := testsite.Serve(t)
	refused := "http://" + testsite.RefusedAddr(t) + "/"
	const retries = 1
	for _, run := range []struct {
		name string
		// timeout is the page timeout: long where it must not be what
		// ends a page, short where it is.
		timeout time.Duration
		cases   []struct {
			url   string
			kind  crawl.ErrorKind
			retry bool
		}
	}{
		{"before the timeout", 30 * time.Second, []struct {
			url   string
			kind  crawl.ErrorKind
			retry bool
		}{
			{base + "/oom.html", crawl.KindTabCrashed, true},
			{"http://no-such-host.invalid/", crawl.KindDNS, false},
			{refused, crawl.KindRefused, true},
			{base + "/static.html", "", false},
		}},
		{"at the timeout", 2 * time.Second, []struct {
			url   string
			kind  crawl.ErrorKind
			retry bool
		}{
			{base + "/hang.html", crawl.KindPageHung, true},
			{base + "/slow?ms=600000", crawl.KindTimeout, true},
		}},
	} {
		t.Run(run.name, func(t *testing.T) {
			t.Parallel()
			rcfg := render.DefaultConfig()
			rcfg.Tabs = 2
			rcfg.Timeout = run.timeout
			pool := newPool(t, rcfg)
			cfg := crawl.DefaultConfig()
			cfg.Mode = crawl.ModeBrowser
			cfg.Retry = crawl.Retry{Max: retries, Base: time.Millisecond, Cap: 10 * time.Millisecond}
			out := &records{byURL: map[string][]*sink.Record{}}
			c, err := crawl.New(cfg, crawl.Deps{Renderer: New(pool), Sink: out})
			if err != nil {
				t.Fatal(err)
			}
			var urls []string
			for _, tc := range run.cases {
				urls = append(urls, tc.url)
			}
			if _, err := c.Run(context.Background(), crawl.SeedList(urls...)); err != nil {
				t.Fatal(err)
			}
			for _, tc := range run.cases {
				recs := out.byURL[tc.url]
				if len(recs) != 1 {
					t.Errorf("%s: %d records, want 1", tc.url, len(recs))
					continue
				}
				r := recs[0]
				if r.ErrorKind != string(tc.kind) || (r.Error == "") != (tc.kind == "") {
					t.Errorf("%s: error %q of kind %q, want kind %q", tc.url, r.Error, r.ErrorKind, tc.kind)
				}
				want := 1
				if tc.retry {
					want += retries
				}
				if r.Attempts != want {
					t.Errorf("%s (%s): %d attempts, want %d", tc.url, tc.kind, r.Attempts, want)
				}
				t.Logf("%s: %s after %d attempts, %dms", tc.url, r.ErrorKind, r.Attempts, r.ElapsedMS)
			}
		})
	}
}
