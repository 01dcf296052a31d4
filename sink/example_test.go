package sink_test

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"

	"github.com/rendercrawl/render/sink"
	"github.com/rendercrawl/render/webpage"
)

// One crawl, two outputs: every record as a JSON line and, for the pages
// that rendered, a snapshot listed in the directory's index.
func ExampleNewMulti() {
	dir, err := os.MkdirTemp("", "render-example")
	if err != nil {
		fmt.Println(err)
		return
	}
	defer os.RemoveAll(dir)

	var lines bytes.Buffer
	jsonl := sink.NewJSONL(&lines)
	pages, err := sink.NewHTMLDir(dir, sink.Fresh)
	if err != nil {
		fmt.Println(err)
		return
	}
	out := sink.NewMulti(jsonl, pages)
	records := []*sink.Record{
		{URL: "https://example.com/", Content: webpage.Content{FinalURL: "https://example.com/", Status: 200, Title: "Home", HTML: "<p>Home</p>"}, Mode: sink.ModeBrowser},
		{URL: "https://example.com/down", Mode: sink.ModeBrowser, Error: "fetch: connection refused"},
	}
	for _, r := range records {
		if err := out.Write(r); err != nil {
			fmt.Println(err)
			return
		}
	}
	if err := out.Close(); err != nil {
		fmt.Println(err)
		return
	}

	fmt.Println(jsonl.Lines(), "JSON lines")
	index, err := os.ReadFile(filepath.Join(dir, sink.IndexFile))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(string(index))
	// Output:
	// 2 JSON lines
	// {"url":"https://example.com/","final_url":"https://example.com/","status":200,"title":"Home","file":"example.com/index.html"}
	// {"url":"https://example.com/down","final_url":"","status":0,"title":"","file":""}
}

// A snapshot of a page rendered by script keeps what the script rendered
// and drops the script, so that opening the file shows that state; the
// inserted <base> makes its relative links and styles load from the site.
func ExampleNewHTMLDir() {
	dir, err := os.MkdirTemp("", "render-example")
	if err != nil {
		fmt.Println(err)
		return
	}
	defer os.RemoveAll(dir)

	pages, err := sink.NewHTMLDir(dir, sink.Fresh)
	if err != nil {
		fmt.Println(err)
		return
	}
	err = pages.Write(&sink.Record{
		URL: "https://example.com/shop/",
		Content: webpage.Content{FinalURL: "https://example.com/shop/", Status: 200, Title: "Shop", HTML: `<!DOCTYPE html><html><head><title>Shop</title></head><body>` +
			`<div id="root"><p>RENDERED</p></div><script src="/app.js"></script>` +
			`<button onclick="buy()">Buy</button></body></html>`},
		Mode: sink.ModeBrowser,
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	if err := pages.Close(); err != nil {
		fmt.Println(err)
		return
	}

	page, err := os.ReadFile(filepath.Join(dir, "example.com", "shop", "index.html"))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(string(page))
	// Output:
	// <!DOCTYPE html><html><head><base href="https://example.com/shop/"/><meta charset="utf-8"/><meta http-equiv="Content-Security-Policy" content="script-src &#39;none&#39;"/><title>Shop</title></head><body><div id="root"><p>RENDERED</p></div><button>Buy</button></body></html>
}
