package crawl

import (
	"context"
	"fmt"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/rendercrawl/render/fetch"
)

func TestClearlyStatic(t *testing.T) {
	text := fetch.Signals{TextLen: 900, Scripts: 4, ScriptSet: 7}
	with := func(f func(*fetch.Signals)) fetch.Signals {
		s := text
		f(&s)
		return s
	}
	tests := []struct {
		name string
		s    fetch.Signals
		want bool
	}{
		{"no script", fetch.Signals{TextLen: 10}, true},
		{"scripts with nothing to build", text, true},
		{"a plea among text", with(func(s *fetch.Signals) { s.NoscriptAsksJS = true }), true},
		{"an empty container", with(func(s *fetch.Signals) { s.EmptySlot = "#nav-tree" }), false},
		{"an app mount with content", with(func(s *fetch.Signals) { s.AppMount = "#app" }), false},
		{"a framework", with(func(s *fetch.Signals) { s.FrameworkData = "data-server-rendered" }), false},
		{"a template to fill", with(func(s *fetch.Signals) { s.Templates = 2 }), false},
	}
	for _, tt := range tests {
		if got := clearlyStatic(tt.s); got != tt.want {
			t.Errorf("%s: clearlyStatic = %v, want %v", tt.name, got, tt.want)
		}
	}
}

// signalSite is a host of pages with scripts and text, of which those
// open names have an empty container a script fills (the browser adds
// words to them).
type signalSite struct {
	open    func(url string) bool
	fetched atomic.Int32
}

func (s *signalSite) fetch(url string, _ int) (*fetch.Response, error) {
	s.fetched.Add(1)
	r := hydrated(url, words(80))
	r.Signals.EmptySlot = ""
	if s.open(url) {
		r.Signals.EmptySlot = "#filled"
	}
	return r, nil
}

func (s *signalSite) render(_ context.Context, url string, _ int) (*Page, error) {
	text := words(80)
	if s.open(url) {
		text += " FILLED " + words(60)
	}
	return &Page{Mode: "browser", IsHTML: true, FinalURL: url, Status: 200, Text: text}, nil
}

func crawlSignalSite(t *testing.T, s *signalSite, urls []string) (*memSink, *fakeRenderer) {
	t.Helper()
	r := &fakeRenderer{fn: s.render}
	out := &memSink{}
	c, _ := New(autoConfig(), Deps{Renderer: r, Fetcher: &fakeFetcher{fn: s.fetch}, Sink: out})
	if _, err := c.Run(context.Background(), SeedList(urls...)); err != nil {
		t.Fatal(err)
	}
	return out, r
}

func renders(r *fakeRenderer) int {
	n := 0
	r.calls.Range(func(_, v any) bool {
		n += int(v.(*atomic.Int32).Load())
		return true
	})
	return n
}

// On a static site whose pages' signals all say they are the page but a
// few (the home page's sponsors block, the search page's empty results),
// those few keep their HTML without a sample: the browser never starts,
// the first of them the crawl's seed.
func TestStaticSiteSignalsSpeakForItsFewOpenPages(t *testing.T) {
	s := &signalSite{open: func(u string) bool {
		return strings.HasSuffix(u, "/index.html") || strings.HasSuffix(u, "/search.html")
	}}
	urls := []string{"http://d.test/docs/index.html"}
	for i := range 60 {
		urls = append(urls, fmt.Sprintf("http://d.test/docs/%s.html", strings.Repeat("p", i+1)))
	}
	urls = append(urls, "http://d.test/docs/search.html")
	out, r := crawlSignalSite(t, s, urls)
	if n := renders(r); n != 0 {
		t.Errorf("%d pages rendered, want none", n)
	}
	got := out.byURL()
	for _, u := range []string{urls[0], urls[len(urls)-1]} {
		if rec := got[u]; len(rec) != 1 || rec[0].Mode != "http" || rec[0].Reason != ReasonLearned {
			t.Errorf("%s: %+v, want one http/learned record", u, rec)
		}
	}
	if rec := got[urls[1]]; len(rec) != 1 || rec[0].Reason != ReasonStatic {
		t.Errorf("%s: %+v, want one http/static record", urls[1], rec)
	}
}

// On a site whose pages all have a container their scripts fill (a
// contents tree), the signals leave them open: the crawl's first page is
// sampled once they have had their say, and the pages after it follow
// its sample. A section of such pages on a static host is sampled too.
func TestOpenPagesAreSampledWhereTheyAreMany(t *testing.T) {
	for _, tc := range []struct {
		name      string
		docs, api int
		open      func(string) bool
	}{
		{"whole site", 40, 40, func(string) bool { return true }},
		{"section", 40, 40, func(u string) bool { return strings.Contains(u, "/api/") }},
		// Fewer open pages than the host's share: the section's own
		// share speaks for it.
		{"small section", 120, 10, func(u string) bool { return strings.Contains(u, "/api/") }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := &signalSite{open: tc.open}
			var urls []string
			for i := range tc.docs {
				urls = append(urls, fmt.Sprintf("http://d.test/docs/%s.html", strings.Repeat("d", i+1)))
			}
			for i := range tc.api {
				urls = append(urls, fmt.Sprintf("http://d.test/api/%s.html", strings.Repeat("a", i+1)))
			}
			out, r := crawlSignalSite(t, s, urls)
			got := out.byURL()
			filled := 0
			for _, u := range urls {
				rec := got[u]
				if len(rec) != 1 {
					t.Fatalf("%s: %d records", u, len(rec))
				}
				if s.open(u) != strings.Contains(rec[0].Text, "FILLED") {
					t.Errorf("%s: %s/%s, filled %v; want the browser's page exactly where scripts fill it", u, rec[0].Mode, rec[0].Reason, !s.open(u))
				}
				if strings.Contains(rec[0].Text, "FILLED") {
					filled++
				}
			}
			if n := renders(r); n > filled+1 {
				t.Errorf("%d renders for %d pages that need the browser", n, filled)
			}
			if tc.name == "whole site" {
				if rec := got[urls[0]][0]; rec.Reason != ReasonSample {
					t.Errorf("first page: %s/%s, want the sample", rec.Mode, rec.Reason)
				}
			}
		})
	}
}

// A single page whose signals leave it open, with no more of its host to
// come, is sampled after a short wait for them.
func TestLoneOpenPageIsSampled(t *testing.T) {
	s := &signalSite{open: func(string) bool { return true }}
	out, r := crawlSignalSite(t, s, []string{"http://d.test/only.html"})
	if rec := out.byURL()["http://d.test/only.html"]; len(rec) != 1 || rec[0].Reason != ReasonSample || !strings.Contains(rec[0].Text, "FILLED") {
		t.Errorf("record %+v, want the browser's sample", rec)
	}
	if n := renders(r); n != 1 {
		t.Errorf("%d renders, want 1", n)
	}
}

// A static site with pretty URLs (/posts/<slug>/: a section per page)
// whose pages are open one in twelve (a comments box): the first of them
// waits for the host's signals, and the others are decided by them at
// once, not each after a wait of its own (20 waits of signalsQuiet in a
// row took 2 s).
func TestOpenPagesOfPrettyURLsDoNotWaitInTurn(t *testing.T) {
	var urls []string
	open := map[string]bool{}
	for i := range 240 {
		u := fmt.Sprintf("http://h.test/posts/post%c%c/", 'a'+i/26, 'a'+i%26)
		urls = append(urls, u)
		open[u] = i%12 == 11
	}
	s := &signalSite{open: func(u string) bool { return open[u] }}
	start := time.Now()
	out, r := crawlSignalSite(t, s, urls)
	if took := time.Since(start); took > 15*signalsQuiet {
		t.Errorf("the crawl took %v: its open pages waited in turn", took)
	}
	if n := renders(r); n != 0 {
		t.Errorf("%d renders, want none on a static site", n)
	}
	if len(out.byURL()) != len(urls) {
		t.Errorf("%d records for %d URLs", len(out.byURL()), len(urls))
	}
}
