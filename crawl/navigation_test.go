package crawl

import (
	"context"
	"fmt"
	"slices"
	"sync/atomic"
	"testing"

	"github.com/rendercrawl/render/crawl/learn"
	"github.com/rendercrawl/render/fetch"
	"github.com/rendercrawl/render/webpage"
)

// manual is a documentation site of a contents page and chapters that run
// the same scripts, each chapter a URL pattern of its own. The contents
// page's HTML links to every chapter; a chapter's HTML links to the
// contents page only. In the browser the scripts add navigation to every
// page: with tree, a contents tree that links to every chapter (what a
// chapter's HTML lacks); without, a copy of the page's own links (a menu
// cloned for small screens), which adds no place to go.
type manual struct {
	base     string
	chapters []string
	tree     bool
}

func newManual(n int, tree bool) *manual {
	m := &manual{base: "http://m.test/manual/", tree: tree}
	for i := range n {
		m.chapters = append(m.chapters, fmt.Sprintf("%s%c%c.html", m.base, 'a'+i%26, 'a'+i/26))
	}
	return m
}

// htmlLinks are the links of url's HTML, a slice of the page's own: the
// crawl may rewrite a record's links in place (masking secrets).
func (m *manual) htmlLinks(url string) []string {
	if url == m.base+"index.html" {
		return slices.Clone(m.chapters)
	}
	return []string{m.base + "index.html"}
}

func (m *manual) fetch(url string, _ int) (*fetch.Response, error) {
	r := hydrated(url, words(300))
	r.Links = m.htmlLinks(url)
	r.Signals.Links, r.Signals.LinkElements = len(r.Links), len(r.Links)
	return r, nil
}

func (m *manual) render(_ context.Context, url string, _ int) (*Page, error) {
	links := m.htmlLinks(url)
	nav := links // a cloned menu names the page's own links again
	if m.tree {
		nav = m.chapters
	}
	all := append(append([]string{}, links...), nav...)
	seen := map[string]bool{}
	var unique []string
	for _, l := range all {
		if !seen[l] {
			seen[l] = true
			unique = append(unique, l)
		}
	}
	return &Page{Mode: "browser", IsHTML: true, Content: webpage.Content{FinalURL: url, Status: 200, Text: words(300), Links: unique}, LinkElements: len(all)}, nil
}

// A render whose scripts built navigation its HTML held already (a
// contents page, the crawl's seed) does not speak alone for its kind:
// the next page of the kind is rendered to verify it too, and what it
// teaches decides for the rest.
func TestContentsPageSampleSpeaksOnlyForItself(t *testing.T) {
	for _, tree := range []bool{true, false} {
		t.Run(fmt.Sprintf("tree=%v", tree), func(t *testing.T) {
			m := newManual(30, tree)
			out := &memSink{}
			cfg := autoConfig()
			cfg.Learn.SampleFloor, cfg.Learn.SampleShare = 1, 0 // the contents page's sample spends the budget
			cfg.Learn.SampleEvery = 1000
			c, _ := New(cfg, Deps{Renderer: &fakeRenderer{fn: m.render}, Fetcher: &fakeFetcher{fn: m.fetch}, Sink: out})
			if _, err := c.Run(context.Background(), SeedList(append([]string{m.base + "index.html"}, m.chapters...)...)); err != nil {
				t.Fatal(err)
			}
			samples, browser := 0, 0
			for _, u := range m.chapters {
				rec := out.byURL()[u][0]
				if rec.Reason == ReasonVerify {
					samples++
				}
				if rec.Mode == "browser" && len(rec.Links) == len(m.chapters)+1 {
					browser++
				}
			}
			if samples != 1 {
				t.Errorf("%d chapters sampled, want 1 after the contents page's sample", samples)
			}
			switch {
			case tree && browser != len(m.chapters):
				t.Errorf("%d of %d chapters rendered with the contents tree their scripts build", browser, len(m.chapters))
			case !tree && browser != 0:
				t.Errorf("%d chapters rendered, though their scripts only copy their own links", browser)
			}
			if idx := out.byURL()[m.base+"index.html"][0]; idx.Reason != ReasonVerify || idx.Mode != "http" {
				t.Errorf("contents page: %s/%s, want a sample kept over HTTP", idx.Mode, idx.Reason)
			}
		})
	}
}

// A render to verify a kind that fails is not taken again page after
// page: after learn.MaxVerifyFailures the pages keep their HTML, unverified.
func TestFailedFollowUpSampleIsNotRetaken(t *testing.T) {
	m := newManual(30, true)
	r := &fakeRenderer{fn: func(ctx context.Context, url string, n int) (*Page, error) {
		if url != m.base+"index.html" {
			return nil, &Error{Kind: KindTimeout, Err: context.DeadlineExceeded}
		}
		return m.render(ctx, url, n)
	}}
	out := &memSink{}
	cfg := autoConfig()
	cfg.Learn.SampleFloor, cfg.Learn.SampleShare = 1, 0
	cfg.Learn.SampleEvery = 1000
	cfg.Retry.Max = 0
	c, _ := New(cfg, Deps{Renderer: r, Fetcher: &fakeFetcher{fn: m.fetch}, Sink: out})
	if _, err := c.Run(context.Background(), SeedList(append([]string{m.base + "index.html"}, m.chapters...)...)); err != nil {
		t.Fatal(err)
	}
	rendered := 0
	for _, u := range m.chapters {
		if v, ok := r.calls.Load(u); ok {
			rendered += int(v.(*atomic.Int32).Load())
		}
		if rec := out.byURL()[u]; len(rec) != 1 || rec[0].Error != "" {
			t.Errorf("%s: %d records, want one without error", u, len(rec))
		}
	}
	if rendered != learn.MaxVerifyFailures {
		t.Errorf("%d chapter renders; want the %d renders to verify that failed", rendered, learn.MaxVerifyFailures)
	}
}
