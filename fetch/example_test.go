package fetch_test

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"

	"github.com/rendercrawl/render/fetch"
)

func ExampleClient_Fetch() {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, `<!DOCTYPE html>
<html><head><title>Hello</title></head>
<body>
<h1>Hello, crawler</h1>
<p>A plain page: no browser needed.</p>
<a href="/about">About</a> <a href="mailto:me@example.com">Mail</a>
<div id="root"></div>
</body></html>`)
	}))
	defer srv.Close()

	c, err := fetch.New(fetch.DefaultConfig())
	if err != nil {
		fmt.Println(err)
		return
	}
	defer c.Close()

	resp, err := c.Fetch(context.Background(), srv.URL+"/")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(resp.Status, resp.ContentType, resp.Charset, resp.HTML)
	fmt.Println("title:", resp.Title)
	fmt.Println(resp.Text)
	for _, l := range resp.Links {
		fmt.Println("link:", strings.TrimPrefix(l, srv.URL))
	}
	fmt.Println("empty mount:", resp.Signals.EmptyMount)

	_, err = c.Fetch(context.Background(), "ftp://example.com/file")
	fmt.Println(errors.Is(err, fetch.ErrUnsupportedScheme), fetch.Retryable(err))
	// Output:
	// 200 text/html utf-8 true
	// title: Hello
	// Hello, crawler
	//
	// A plain page: no browser needed.
	//
	// About Mail
	// link: /about
	// empty mount: #root
	// true false
}
