package crawl

import (
	"context"
	"maps"
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/rendercrawl/render/fetch"
)

func TestPrefixScope(t *testing.T) {
	for _, tc := range []struct {
		seed, value string
		in, out     []string
	}{
		{"http://a.test/docs", "a.test/docs",
			[]string{"/docs", "/docs/", "/docs/page.html", "/docs/a/b", "/docs?page=2"},
			[]string{"/", "/docsX", "/docs.html", "/other/", "/doc"}},
		{"http://a.test/docs/", "a.test/docs/",
			[]string{"/docs/", "/docs/page.html"},
			[]string{"/docs", "/docsX/", "/other/x.html"}},
		{"http://a.test/docs/index.html", "a.test/docs/",
			[]string{"/docs/", "/docs/index.html", "/docs/api/x"},
			[]string{"/docs", "/other/x.html", "/"}},
		{"http://a.test/boost/doc/html", "a.test/boost/doc/html",
			[]string{"/boost/doc/html/", "/boost/doc/html/index.html"},
			[]string{"/boost/doc/libs/1_84_0/index.html", "/boost/doc/allocplus/", "/boost/doc/html.zip"}},
		{"http://a.test/python/3.12", "a.test/python/3.12",
			[]string{"/python/3.12/", "/python/3.12/library/os.html"},
			[]string{"/python/3.11/", "/python/3.120/"}},
		{"http://a.test/", "a.test/", []string{"/", "/x/y"}, nil},
		{"http://a.test", "a.test/", []string{"/", "/x"}, nil},
		{"http://a.test/app/#/guide", "a.test/app/", []string{"/app/", "/app/#/api"}, []string{"/"}},
	} {
		t.Run(tc.seed, func(t *testing.T) {
			s, err := NewScope(ScopePrefix, tc.seed)
			if err != nil {
				t.Fatal(err)
			}
			if s.Value != tc.value {
				t.Errorf("prefix %q, want %q", s.Value, tc.value)
			}
			if back, err := ParseScope(s.String()); err != nil || back != s {
				t.Errorf("ParseScope(%q) = %v, %v", s, back, err)
			}
			for _, p := range tc.in {
				if u, _ := canon("http://a.test"+p, CanonOptions{}); !s.Contains(u) {
					t.Errorf("%s should be in %s", p, s)
				}
			}
			for _, p := range append(tc.out, "http://b.test/docs/", "http://a.test:8080/docs/") {
				if !strings.HasPrefix(p, "http") {
					p = "http://a.test" + p
				}
				if u, _ := canon(p, CanonOptions{}); s.Contains(u) {
					t.Errorf("%s should be out of %s", p, s)
				}
			}
		})
	}
}

// TestPrefixScopeOfADirectorySeedWithoutItsSlash: a seed typed without
// the trailing slash of its directory, which redirects to it, keeps the
// crawl within that directory, not its parent.
func TestPrefixScopeOfADirectorySeedWithoutItsSlash(t *testing.T) {
	const base = "http://s.test"
	site := func(url string, _ int) (*fetch.Response, error) {
		r := plainPage(url)
		switch strings.TrimPrefix(url, base) {
		case "/docs": // the directory's redirect to itself with a slash
			r.FinalURL = base + "/docs/"
			fallthrough
		case "/docs/":
			r.Links = []string{base + "/docs/page.html", base + "/other/x.html", base + "/docsX/y.html", base + "/", base + "/docs/sub/"}
		case "/docs/page.html":
			r.Links = []string{base + "/docs/sub/deep.html", base + "/index.html"}
		}
		return r, nil
	}
	got := crawlPrefix(t, ModeHTTP, base+"/docs", site)
	want := []string{base + "/docs", base + "/docs/page.html", base + "/docs/sub/", base + "/docs/sub/deep.html"}
	if !slices.Equal(got, want) {
		t.Errorf("records of %v, want %v", got, want)
	}
}

func TestPrefixScopeLanded(t *testing.T) {
	for _, tc := range []struct{ seed, final, want string }{
		{"http://a.test/docs", "http://a.test/docs/", "prefix:a.test/docs"},
		{"http://a.test/latest", "http://a.test/en/latest/", "prefix:a.test/en/latest/"},
		{"http://a.test/latest", "http://a.test/en/latest/index.html", "prefix:a.test/en/latest/"},
		{"http://a.test/docs", "https://www.a.test/docs/", "prefix:www.a.test/docs/"},
	} {
		s, err := NewScope(ScopePrefix, tc.seed)
		if err != nil {
			t.Fatal(err)
		}
		final, _ := canon(tc.final, CanonOptions{})
		if got := s.landed(final).String(); got != tc.want {
			t.Errorf("%s landed at %s: %s, want %s", tc.seed, tc.final, got, tc.want)
		}
	}
	host, _ := NewScope(ScopeHost, "http://a.test/docs")
	if final, _ := canon("http://b.test/", CanonOptions{}); host.landed(final) != host {
		t.Errorf("a host scope changed with the seed's redirect")
	}
}

// A seed redirected out of its prefix (/latest to /en/latest/) crawls
// where it landed, not nothing.
func TestPrefixScopeOfASeedRedirectedElsewhere(t *testing.T) {
	const base = "http://s.test"
	site := func(url string, _ int) (*fetch.Response, error) {
		r := plainPage(url)
		switch strings.TrimPrefix(url, base) {
		case "/latest":
			r.FinalURL = base + "/en/latest/"
			r.Links = []string{base + "/en/latest/a.html", base + "/en/v1/b.html", base + "/"}
		case "/en/latest/a.html":
			r.Links = []string{base + "/en/latest/sub/c.html", base + "/fr/latest/"}
		}
		return r, nil
	}
	for _, mode := range []Mode{ModeHTTP, ModeAuto} {
		got := crawlPrefix(t, mode, base+"/latest", site)
		want := []string{base + "/en/latest/a.html", base + "/en/latest/sub/c.html", base + "/latest"}
		if !slices.Equal(got, want) {
			t.Errorf("%s: records of %v, want %v", mode, got, want)
		}
	}
}

// crawlPrefix crawls the fake site from seed with prefix scope and returns
// the URLs of its records, sorted.
func crawlPrefix(t *testing.T, mode Mode, seed string, site func(string, int) (*fetch.Response, error)) []string {
	t.Helper()
	cfg := autoConfig()
	cfg.Mode = mode
	cfg.Follow.Links = true
	cfg.Follow.Scope = ScopePrefix
	out := &memSink{}
	c, err := New(cfg, Deps{Fetcher: &fakeFetcher{fn: site}, Sink: out})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.Run(context.Background(), SeedList(seed)); err != nil {
		t.Fatal(err)
	}
	return slices.Sorted(maps.Keys(out.byURL()))
}

// plainPage is a page of text without scripts at url, for the fake
// fetcher.
func plainPage(url string) *fetch.Response {
	return &fetch.Response{URL: url, FinalURL: url, Status: 200, HTML: true, ContentType: "text/html",
		Text: "page " + url + " " + strings.Repeat("words ", 50), Header: http.Header{},
		Signals: fetch.Signals{TextLen: 400}}
}
