package crawl

import (
	"bytes"
	"compress/gzip"
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/rendercrawl/render/fetch"
)

func TestSitemapsSeedTheCrawl(t *testing.T) {
	t.Run("robots ignored", func(t *testing.T) { testSitemaps(t, false) })
	t.Run("robots obeyed", func(t *testing.T) { testSitemaps(t, true) })
}

func testSitemaps(t *testing.T, obey bool) {
	var srvURL string
	var robotsHits, sitemapHits atomic.Int32
	gz := func(s string) []byte {
		var b bytes.Buffer
		w := gzip.NewWriter(&b)
		w.Write([]byte(s))
		w.Close()
		return b.Bytes()
	}
	urlset := func(paths ...string) string {
		var b strings.Builder
		b.WriteString(`<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`)
		for _, p := range paths {
			fmt.Fprintf(&b, "<url><loc>%s%s</loc></url>", srvURL, p)
		}
		b.WriteString("</urlset>")
		return b.String()
	}
	mux := http.NewServeMux()
	mux.HandleFunc("/robots.txt", func(w http.ResponseWriter, r *http.Request) {
		robotsHits.Add(1)
		fmt.Fprintf(w, "User-agent: *\nAllow: /\nSitemap: %s/index.xml\n", srvURL)
	})
	mux.HandleFunc("/index.xml", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprintf(w, `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>%s/a.xml.gz</loc></sitemap><sitemap><loc>%s/b.xml</loc></sitemap></sitemapindex>`, srvURL, srvURL)
	})
	mux.HandleFunc("/a.xml.gz", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/gzip")
		w.Write(gz(strings.Replace(urlset("/from-gz/1", "/from-gz/2"), "UTF-8", "windows-1252", 1)))
	})
	mux.HandleFunc("/b.xml", func(w http.ResponseWriter, r *http.Request) {
		// A declared legacy encoding: the XML decoder must accept it.
		w.Header().Set("Content-Type", "application/xml")
		fmt.Fprint(w, strings.Replace(urlset("/from-b", "http://elsewhere.test/out-of-scope"), "UTF-8", "ISO-8859-1", 1))
	})
	mux.HandleFunc("/sitemap.xml", func(w http.ResponseWriter, r *http.Request) {
		sitemapHits.Add(1)
		w.Header().Set("Content-Type", "text/xml")
		fmt.Fprint(w, urlset("/from-default"))
	})
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, "<html><title>p</title><body>page</body></html>")
	})
	srv := httptest.NewServer(mux)
	defer srv.Close()
	srvURL = srv.URL

	client, err := fetch.New(fetch.DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	cfg := autoConfig()
	cfg.Mode = ModeHTTP
	cfg.Follow.Sitemaps = true
	out := &memSink{}
	deps := Deps{Fetcher: client, Sink: out}
	if obey {
		deps.Robots = fetch.NewRobots(client, "render-test")
	}
	c, _ := New(cfg, deps)
	// Two seeds of one site: its sitemaps are read once.
	if _, err := c.Run(context.Background(), SeedList(srv.URL+"/", srv.URL+"/")); err != nil {
		t.Fatal(err)
	}
	got := out.byURL()
	for _, p := range []string{"/", "/from-gz/1", "/from-gz/2", "/from-b", "/from-default"} {
		if len(got[srv.URL+p]) != 1 {
			t.Errorf("%s: %d records, want 1", p, len(got[srv.URL+p]))
		}
	}
	if len(got) != 5 {
		t.Errorf("%d pages, want 5 (the out-of-scope one left out): %v", len(got), got)
	}
	if n := robotsHits.Load(); n != 1 {
		t.Errorf("robots.txt fetched %d times, want once", n)
	}
	if n := sitemapHits.Load(); n != 1 {
		t.Errorf("sitemap.xml fetched %d times for two seeds of its site, want once", n)
	}
}
