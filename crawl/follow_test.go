package crawl

import (
	"context"
	"fmt"
	"maps"
	"net/http"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/rendercrawl/render/fetch"
	"github.com/rendercrawl/render/webpage"
)

// linkedSite is a small site for the fake fetcher: an index, pages in two
// sections, an endless calendar, a redirect and links out of scope.
func linkedSite(url string, _ int) (*fetch.Response, error) {
	const base = "http://s.test"
	page := func(links ...string) (*fetch.Response, error) {
		for i, l := range links {
			if strings.HasPrefix(l, "/") {
				links[i] = base + l
			}
		}
		return &fetch.Response{URL: url, FinalURL: url, Status: 200, HTML: true, ContentType: "text/html",
			Text: "page " + url + " " + strings.Repeat("words ", 50), Links: links, Header: http.Header{},
			Signals: fetch.Signals{TextLen: 400}}, nil
	}
	path := strings.TrimPrefix(url, base)
	switch {
	case path == "/":
		return page("/docs/a", "/docs/b", "/blog/1", "/cal?m=1", "/moved", "http://other.test/x", "/docs/a#section")
	case path == "/docs/a":
		return page("/docs/a/deep", "/", "/docs/b?utm_source=feed")
	case path == "/docs/a/deep":
		return page("/docs/a/deep/deeper")
	case strings.HasPrefix(path, "/cal?m="):
		m, _ := strconv.Atoi(strings.TrimPrefix(path, "/cal?m="))
		return page(fmt.Sprintf("/cal?m=%d", m+1))
	case path == "/moved":
		r, _ := page()
		r.FinalURL = base + "/docs/b"
		return r, nil
	case path == "/start": // a seed that redirects to the index
		r, _ := page("/docs/a", "/docs/b", "/blog/1", "/cal?m=1")
		r.FinalURL = base + "/"
		return r, nil
	}
	return page()
}

func crawlSite(t *testing.T, tweak func(*Config)) (map[string]int, *Summary) {
	t.Helper()
	return crawlSiteFrom(t, "http://s.test/", tweak)
}

func crawlSiteFrom(t *testing.T, seed string, tweak func(*Config)) (map[string]int, *Summary) {
	t.Helper()
	cfg := autoConfig()
	cfg.Mode = ModeHTTP
	cfg.Follow.Links = true
	cfg.Workers = 4
	cfg.Follow.Traps.MaxPerPattern = 5
	if tweak != nil {
		tweak(&cfg)
	}
	out := &memSink{}
	c, err := New(cfg, Deps{Fetcher: &fakeFetcher{fn: linkedSite}, Sink: out})
	if err != nil {
		t.Fatal(err)
	}
	sum, err := c.Run(context.Background(), SeedList(seed))
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]int{}
	for u, recs := range out.byURL() {
		got[strings.TrimPrefix(u, "http://s.test")] = len(recs)
	}
	return got, sum
}

func TestCrawlFollowsLinksOnceWithinScope(t *testing.T) {
	got, sum := crawlSite(t, nil)
	for _, p := range []string{"/", "/docs/a", "/docs/b", "/blog/1", "/docs/a/deep", "/docs/a/deep/deeper", "/moved", "/cal?m=1", "/cal?m=5"} {
		if got[p] != 1 {
			t.Errorf("%s: %d records, want 1", p, got[p])
		}
	}
	for p, n := range got {
		if n != 1 {
			t.Errorf("%s: %d records", p, n)
		}
		if strings.Contains(p, "other.test") || strings.Contains(p, "utm_") || strings.Contains(p, "#") {
			t.Errorf("%s should not have been visited", p)
		}
	}
	if got["/cal?m=6"] != 0 || sum.Cut[CutPattern] == 0 {
		t.Errorf("the calendar was not bounded: m=6 visited %d times, cut %v", got["/cal?m=6"], sum.Cut)
	}
}

func TestCrawlLimits(t *testing.T) {
	t.Run("depth", func(t *testing.T) {
		got, sum := crawlSite(t, func(c *Config) { c.Follow.MaxDepth = 1 })
		if got["/docs/a"] != 1 || got["/docs/a/deep"] != 0 || sum.Cut[CutDepth] == 0 {
			t.Errorf("depth 1: %v, cut %v", got, sum.Cut)
		}
	})
	t.Run("max pages", func(t *testing.T) {
		got, sum := crawlSite(t, func(c *Config) { c.Follow.MaxPages = 3 })
		if len(got) != 3 || sum.Cut[CutMaxPages] == 0 {
			t.Errorf("max 3 pages: %d pages %v, cut %v", len(got), got, sum.Cut)
		}
	})
	t.Run("max pages from a seed that redirects", func(t *testing.T) {
		// The seed's final URL is the seed's page, not one more: it
		// takes no room under the cap, and is not visited again.
		got, sum := crawlSiteFrom(t, "http://s.test/start", func(c *Config) { c.Follow.MaxPages = 3 })
		if len(got) != 3 || got["/"] != 0 || sum.Cut[CutMaxPages] == 0 {
			t.Errorf("max 3 pages: %d pages %v, cut %v", len(got), got, sum.Cut)
		}
	})
	t.Run("include and exclude", func(t *testing.T) {
		got, _ := crawlSite(t, func(c *Config) {
			c.Follow.Include = []*regexp.Regexp{regexp.MustCompile(`/docs/`)}
			c.Follow.Exclude = []*regexp.Regexp{regexp.MustCompile(`/deep$`)}
		})
		want := map[string]int{"/": 1, "/docs/a": 1, "/docs/b": 1}
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("got %v, want %v", got, want)
		}
	})
	t.Run("prefix scope", func(t *testing.T) {
		cfg := autoConfig()
		cfg.Mode, cfg.Follow.Links, cfg.Follow.Scope = ModeHTTP, true, ScopePrefix
		out := &memSink{}
		c, _ := New(cfg, Deps{Fetcher: &fakeFetcher{fn: linkedSite}, Sink: out})
		c.Run(context.Background(), SeedList("http://s.test/docs/a"))
		for u := range out.byURL() {
			if !strings.HasPrefix(u, "http://s.test/docs/") {
				t.Errorf("%s is outside the prefix /docs/", u)
			}
		}
		if len(out.byURL()) < 3 {
			t.Errorf("only %d pages under /docs/", len(out.byURL()))
		}
	})
}

func TestHeaderLinks(t *testing.T) {
	h := http.Header{}
	h.Add("Link", `</page/2>; rel="next", </style.css>; rel=stylesheet, <https://cdn.test/font.woff2>; rel="preload"; as="font"`)
	h.Add("Link", `<http://other.test/alt>; rel="alternate"; hreflang="de"`)
	h.Set("Refresh", "5; url=/later")
	got := headerLinks(h, "http://a.test/page/1")
	want := []string{"http://a.test/page/2", "http://other.test/alt", "http://a.test/later"}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("headerLinks = %v, want %v", got, want)
	}
	// Refresh as browsers read it: with no "url=", and with a ; in the URL.
	for value, want := range map[string]string{"0; /next": "http://a.test/next", "1; url=/a;b": "http://a.test/a;b"} {
		h := http.Header{"Refresh": {value}}
		if got := headerLinks(h, "http://a.test/"); len(got) != 1 || got[0] != want {
			t.Errorf("Refresh %q: %v, want [%s]", value, got, want)
		}
	}
}

// Routes of a hash-routed app are pages: N route URLs in give N records,
// and a crawl follows an app's routes; in-page anchors are one page.
func TestHashRoutesArePages(t *testing.T) {
	r := &fakeRenderer{fn: func(_ context.Context, url string, _ int) (*Page, error) {
		return &Page{Mode: "browser", IsHTML: true, Content: webpage.Content{FinalURL: url, Status: 200, Text: "route " + url, Links: []string{"http://h.test/app/#/guide", "http://h.test/app/#!/api", "http://h.test/app/#top"}}}, nil
	}}
	out := &memSink{}
	cfg := testCrawlConfig()
	cfg.Follow.Links = true
	c, _ := New(cfg, Deps{Renderer: r, Sink: out})
	seeds := []string{"http://h.test/app/#/a", "http://h.test/app/#/b", "http://h.test/app/#!/c", "http://h.test/doc.html#intro", "http://h.test/doc.html#usage"}
	if _, err := c.Run(context.Background(), SeedList(seeds...)); err != nil {
		t.Fatal(err)
	}
	got := out.byURL()
	for _, u := range []string{"http://h.test/app/#/a", "http://h.test/app/#/b", "http://h.test/app/#!/c", "http://h.test/doc.html",
		"http://h.test/app/#/guide", "http://h.test/app/#!/api", "http://h.test/app/"} {
		if len(got[u]) != 1 {
			t.Errorf("%s: %d records, want 1", u, len(got[u]))
		}
	}
	if len(got) != 7 {
		t.Errorf("%d records, want 7: %v", len(got), slices.Sorted(maps.Keys(got)))
	}
}

// The URLs a crawl pushed are remembered within a window: the last
// window to 2×window of them, so that a crawl of millions of URLs keeps
// no hash of each in memory (the frontier knows them all).
func TestSeenSetRemembersAWindow(t *testing.T) {
	s := newSeenSet(4)
	url := func(i int) string { return "https://a.test/" + strconv.Itoa(i) }
	for i := range 100 {
		if !s.add(url(i)) {
			t.Fatalf("%s: not new", url(i))
		}
		if s.add(url(i)) || !s.has(url(i)) {
			t.Fatalf("%s: forgotten at once", url(i))
		}
		if n := len(s.cur) + len(s.old); n > 2*4 {
			t.Fatalf("after %d URLs, %d remembered, want at most 8", i+1, n)
		}
	}
	for i := 96; i < 100; i++ { // the last window
		if !s.has(url(i)) {
			t.Errorf("%s forgotten", url(i))
		}
	}
	if s.has(url(0)) {
		t.Error("the first URL is still remembered after 100")
	}
	all := newSeenSet(0)
	for i := range 100 {
		all.add(url(i))
	}
	if !all.has(url(0)) || all.add(url(0)) {
		t.Error("a set with no window forgot a URL")
	}
}
