package crawl_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"

	"github.com/rendercrawl/render/crawl"
	"github.com/rendercrawl/render/crawl/pace"
	"github.com/rendercrawl/render/fetch"
	"github.com/rendercrawl/render/sink"
)

// printer is a sink that prints each record's path, mode, reason and
// status.
type printer struct{ base string }

func (p printer) Write(r *sink.Record) error {
	fmt.Println(strings.TrimSpace(strings.Join([]string{strings.TrimPrefix(r.URL, p.base), r.Mode, r.Reason, fmt.Sprint(r.Status), r.Title}, " ")))
	return nil
}
func (printer) Close() error { return nil }

// A crawl over HTTP alone: no browser, no Chrome linked. Links are followed
// within the seed's host; every URL gets one record.
func ExampleCrawler_Run() {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/":
			fmt.Fprint(w, `<title>Home</title><p>Welcome.</p><a href="/about">about</a> <a href="/gone">gone</a>`)
		case "/about":
			fmt.Fprint(w, `<title>About</title><p>About us.</p><a href="/">home</a>`)
		default:
			http.NotFound(w, r)
		}
	}))
	defer srv.Close()

	cfg := crawl.DefaultConfig()
	cfg.Mode = crawl.ModeHTTP
	cfg.Workers = 1 // one page at a time: the records come in a stable order
	cfg.Follow.Links = true
	// One pacer for every request to a host: the crawl's pages, and the
	// client's redirects and robots.txt fetches.
	pacer := pace.New(cfg.Pace, nil)
	fc := fetch.DefaultConfig()
	fc.Pacer = pacer
	client, err := fetch.New(fc)
	if err != nil {
		panic(err)
	}
	c, err := crawl.New(cfg, crawl.Deps{Fetcher: client, Sink: printer{base: srv.URL}, Pacer: pacer})
	if err != nil {
		panic(err)
	}
	sum, err := c.Run(context.Background(), crawl.SeedList(srv.URL+"/"))
	if err != nil {
		panic(err)
	}
	fmt.Println(sum.Pages, "pages,", sum.OK, "ok")
	// Output:
	// / http forced 200 Home
	// /about http forced 200 About
	// /gone http non-html 404
	// 3 pages, 3 ok
}
