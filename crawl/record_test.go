package crawl

import (
	"context"
	"testing"

	"github.com/rendercrawl/render/sink"
	"github.com/rendercrawl/render/webpage"
)

func TestRecordSaysHowTheWaitEnded(t *testing.T) {
	r := &fakeRenderer{fn: func(ctx context.Context, url string, call int) (*Page, error) {
		return &Page{Mode: sink.ModeBrowser, IsHTML: true, Content: webpage.Content{FinalURL: url, Status: 200, Settled: "timeout", Note: "not settled within 1s: 1 busy workers: http://a.test/w.js"}}, nil
	}}
	out := &memSink{}
	c, err := New(testCrawlConfig(), Deps{Renderer: r, Sink: out})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.Run(context.Background(), SeedList("http://a.test/1")); err != nil {
		t.Fatal(err)
	}
	recs := out.byURL()["http://a.test/1"]
	if len(recs) != 1 {
		t.Fatalf("%d records, want 1", len(recs))
	}
	if rec := recs[0]; rec.Settled != "timeout" || rec.Note == "" {
		t.Errorf("settled %q, note %q; want the page's", rec.Settled, rec.Note)
	}
}
