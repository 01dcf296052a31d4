package crawl

import (
	"context"
	"fmt"
	"hash/fnv"
	"net/http"
	"strings"
	"testing"

	"github.com/rendercrawl/render/fetch"
	"github.com/rendercrawl/render/sink"
	"github.com/rendercrawl/render/webpage"
)

// TestPagesWithHandlersAreExplored: with Follow.Handlers, static pages
// with event handlers are rendered to explore them, and keep their HTML
// with the links exploring found (reason handlers). Pages that share one
// handler set (a menu toggle on every page) are explored twice, and no
// more when that found nothing; a set whose exploration found links is
// explored on every page. Without Follow.Handlers, or in a forced mode,
// none is.
func TestPagesWithHandlersAreExplored(t *testing.T) {
	fetcher := &fakeFetcher{fn: func(url string, _ int) (*fetch.Response, error) {
		r := &fetch.Response{URL: url, FinalURL: url, Status: 200, ContentType: "text/html", HTML: true, Header: http.Header{},
			Title: "static", Text: "server rendered words " + strings.Repeat("more words ", 40)}
		r.Signals.TextLen = len(r.Text)
		switch {
		case strings.Contains(url, "/toggle/"):
			r.Signals.Handlers, r.Signals.HandlerSet = 1, 7
		case strings.Contains(url, "/menu/"):
			r.Signals.Handlers, r.Signals.HandlerSet = 1, 8
		}
		return r, nil
	}}
	render := func(_ context.Context, url string, _ int) (*Page, error) {
		p := &Page{Mode: sink.ModeBrowser, IsHTML: true, Content: webpage.Content{FinalURL: url, Status: 200, Text: "server rendered words"}}
		if strings.Contains(url, "/menu/") {
			for i := range 4 {
				p.Links = append(p.Links, fmt.Sprintf("%s/behind-a-click/%d", url, i))
			}
		}
		return p, nil
	}
	var urls []string
	for i := 1; i <= 6; i++ {
		urls = append(urls, fmt.Sprintf("http://h.test/plain/%d", i), fmt.Sprintf("http://h.test/toggle/%d", i), fmt.Sprintf("http://h.test/menu/%d", i))
	}
	for _, tc := range []struct {
		name              string
		handlers          bool
		mode              Mode
		toggles, menus    int
		wantMenuLinkFound bool
	}{
		{"on", true, ModeAuto, handlerTrials, 6, true},
		{"off", false, ModeAuto, 0, 0, false},
		{"forced http", true, ModeHTTP, 0, 0, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := &fakeRenderer{fn: render}
			out := &memSink{}
			cfg := autoConfig()
			cfg.Mode = tc.mode
			cfg.Follow.Handlers = tc.handlers
			c, err := New(cfg, Deps{Renderer: r, Fetcher: fetcher, Sink: out})
			if err != nil {
				t.Fatal(err)
			}
			if _, err := c.Run(context.Background(), SeedList(urls...)); err != nil {
				t.Fatal(err)
			}
			rendered := map[string]int{}
			for _, u := range urls {
				rendered[strings.Split(u, "/")[3]] += r.count(u)
			}
			if rendered["plain"] != 0 || rendered["toggle"] != tc.toggles || rendered["menu"] != tc.menus {
				t.Errorf("rendered %v; want no plain page, %d toggle pages, %d menu pages", rendered, tc.toggles, tc.menus)
			}
			rec := out.byURL()["http://h.test/menu/3"][0]
			found := strings.Contains(strings.Join(rec.Links, " "), "behind-a-click")
			if found != tc.wantMenuLinkFound || rec.Mode != sink.ModeHTTP || (tc.handlers && tc.mode == ModeAuto) != (rec.Reason == ReasonHandlers) {
				t.Errorf("menu page: %s/%s, links %q", rec.Mode, rec.Reason, rec.Links)
			}
		})
	}
}

// A host whose pages each carry toggles of their own (a handler set per
// page) stops exploring them once hostHandlerTrials explorations found
// nothing: a documentation site is not rendered page by page.
func TestFruitlessHandlersStopOnTheirHost(t *testing.T) {
	fetcher := &fakeFetcher{fn: func(url string, _ int) (*fetch.Response, error) {
		r := &fetch.Response{URL: url, FinalURL: url, Status: 200, ContentType: "text/html", HTML: true, Header: http.Header{},
			Title: "doc", Text: "server rendered words " + strings.Repeat("more words ", 40)}
		r.Signals.TextLen = len(r.Text)
		h := fnv.New64a()
		h.Write([]byte(url))
		r.Signals.Handlers, r.Signals.HandlerSet = 1, h.Sum64() // one set a page
		return r, nil
	}}
	r := &fakeRenderer{fn: func(_ context.Context, url string, _ int) (*Page, error) {
		return &Page{Mode: sink.ModeBrowser, IsHTML: true, Content: webpage.Content{FinalURL: url, Status: 200, Text: "server rendered words"}}, nil
	}}
	var urls []string
	for i := range 40 {
		urls = append(urls, fmt.Sprintf("http://d.test/doc/page-%d.html", i))
	}
	cfg := autoConfig()
	cfg.Follow.Handlers = true
	c, _ := New(cfg, Deps{Renderer: r, Fetcher: fetcher, Sink: &memSink{}})
	if _, err := c.Run(context.Background(), SeedList(urls...)); err != nil {
		t.Fatal(err)
	}
	rendered := 0
	for _, u := range urls {
		rendered += r.count(u)
	}
	if rendered != hostHandlerTrials {
		t.Errorf("%d of 40 pages rendered to explore toggles that found nothing, want %d", rendered, hostHandlerTrials)
	}
}
