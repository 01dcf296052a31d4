package crawl

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/rendercrawl/render/fetch"
	"github.com/rendercrawl/render/sink"
	"github.com/rendercrawl/render/webpage"
)

// The pages of a template met while its first sample renders wait for
// what it teaches, and are judged as the pages after it: here the browser
// is needed, and every page is rendered (they were kept over HTTP
// unjudged). Their workers hand their places to spare ones: the crawl
// goes on fetching while they wait.
func TestPagesMetWhileTheFirstSampleRendersFollowIt(t *testing.T) {
	const base, n = "http://w.test", 40
	var verdictAt atomic.Int64 // when the first render ended (unix ns)
	var mu sync.Mutex
	var fetchedAt []time.Time
	f := &fakeFetcher{fn: func(url string, _ int) (*fetch.Response, error) {
		mu.Lock()
		fetchedAt = append(fetchedAt, time.Now())
		mu.Unlock()
		r := hydrated(url, words(80))
		r.Signals.ScriptSet = 0x7b
		if url == base+"/" {
			for i := range n {
				r.Links = append(r.Links, fmt.Sprintf("%s/p/%d", base, i))
			}
		}
		return r, nil
	}}
	r := &fakeRenderer{fn: func(ctx context.Context, url string, _ int) (*Page, error) {
		if verdictAt.Load() == 0 {
			select { // the first render is slower than the fetches
			case <-time.After(500 * time.Millisecond):
			case <-ctx.Done():
				return nil, ctx.Err()
			}
			verdictAt.CompareAndSwap(0, time.Now().UnixNano())
		}
		return &Page{Mode: sink.ModeBrowser, IsHTML: true, Content: webpage.Content{FinalURL: url, Status: 200, Text: words(80) + " CONTENTS " + words(80)}}, nil
	}}
	out := &memSink{}
	cfg := autoConfig()
	cfg.Workers = 4
	cfg.Follow.Links = true
	c, _ := New(cfg, Deps{Renderer: r, Fetcher: f, Sink: out})
	if _, err := c.Run(context.Background(), SeedList(base+"/")); err != nil {
		t.Fatal(err)
	}
	if len(out.recs) != n+1 {
		t.Fatalf("%d records, want %d", len(out.recs), n+1)
	}
	for _, rec := range out.recs {
		if rec.Mode != sink.ModeBrowser {
			t.Errorf("%s: %s/%s, want the browser's page, as the sample taught", rec.URL, rec.Mode, rec.Reason)
		}
	}
	before := 0
	for _, at := range fetchedAt {
		if at.UnixNano() < verdictAt.Load() {
			before++
		}
	}
	if before < n/2 {
		t.Errorf("%d of %d pages fetched before the sample's verdict, with 4 workers: the waiting pages held the crawl up", before, n+1)
	}
}

func TestSparesAreBounded(t *testing.T) {
	var started int
	s := &spares{}
	s.run(func() { started++ })
	un, ok := s.park(maxHeldBytes - 10)
	if started != 1 || !ok {
		t.Fatalf("a waiting worker started %d spares (%v), want 1", started, ok)
	}
	if _, ok := s.park(20); ok || started != 1 { // over the bytes bound: waits in its place
		t.Errorf("a spare was started past the bound of bytes held")
	}
	un()
	if _, ok := s.park(20); !ok || started != 2 {
		t.Errorf("no spare once the bytes were given back")
	}
	s.retire()
	s.retire()
	if s.extra != 0 {
		t.Errorf("%d spares counted after both retired", s.extra)
	}
	s.run(nil)
	if _, ok := s.park(1); ok || started != 2 {
		t.Errorf("a spare was started outside a run")
	}
}
