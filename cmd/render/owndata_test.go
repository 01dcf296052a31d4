package main

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/rendercrawl/render/sink"
)

// A blog's posts fetch their comments, each post its own file: the first
// two posts have none, one answered 404 (the script drops the comments
// section), one [] (it shows nothing): their renders add nothing, and a
// render like theirs proves nothing of a post with comments. The posts
// with comments are rendered with them, in a crawl from the first post
// and in a list.
func TestAutoModeRendersPagesWhoseOwnDataCameBackEmptyElsewhere(t *testing.T) {
	needChrome(t)
	var paths []string
	for i := 1; i <= 10; i++ {
		paths = append(paths, fmt.Sprintf("/posts/post-%d.html", i))
	}
	comment := func(i int) string { return fmt.Sprintf("Lovely write-up, my beans did the same in bed %d", i) }
	prose := strings.Repeat("<p>The allotment had a wet spring, and the broad beans went in late, but the onions loved it and the rhubarb came early.</p>", 3)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var n int
		switch {
		case r.URL.Path == "/post.js":
			w.Header().Set("Content-Type", "text/javascript")
			fmt.Fprint(w, `const slug = location.pathname.split('/').pop().replace('.html', '');
const box = document.getElementById('comments');
fetch('/api/comments/' + slug + '.json').then((r) => { if (!r.ok) throw new Error(r.status); return r.json(); }).then((list) => {
  for (const c of list) { const p = document.createElement('p'); p.textContent = c.author + ': ' + c.body; box.appendChild(p); }
}).catch(() => box.remove());`)
		case sscanOK(r.URL.Path, "/api/comments/post-%d.json", &n):
			if n == 1 {
				http.NotFound(w, r)
				return
			}
			w.Header().Set("Content-Type", "application/json")
			if n == 2 {
				fmt.Fprint(w, `[]`)
				return
			}
			fmt.Fprintf(w, `[{"author": "Jo", "body": %q}, {"author": "Sam", "body": "Same here, the slugs had a feast this year."}]`, comment(n))
		case sscanOK(r.URL.Path, "/posts/post-%d.html", &n) && n <= 10:
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			fmt.Fprintf(w, `<!doctype html><html><head><title>Post %d</title></head><body><nav><a href="/posts/post-%d.html">Next</a></nav><h1>Post %d</h1>%s<section id="comments"><h2>Comments</h2></section><script src="/post.js"></script></body></html>`,
				n, n%10+1, n, prose)
		default:
			http.NotFound(w, r)
		}
	}))
	defer srv.Close()
	crawlAndList(t, srv.URL, paths[0], paths, func(t *testing.T, run string, recs map[string]sink.Record, stderr string) {
		for i, p := range paths {
			r := recs[p]
			if i >= 2 && !strings.Contains(r.Text, comment(i+1)) {
				t.Errorf("%s: %s (%s) without its comments", p, r.Mode, r.Reason)
			}
		}
	})
}
