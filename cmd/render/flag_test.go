package main

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// Twenty-four interviews of one template whose script shows listeners'
// comments only where the page's article says it has some
// (<article class="interview" data-has-comments="true">, on 10, 16 and
// 21; "false" elsewhere), fetched by the interview's code. Crawled and
// listed, the three are rendered with their comments: the flag the
// script read on the kind's renders has another value on them. Before,
// a data attribute of an element known by its class alone was no place
// the crawler compared, and only a re-check that happened to fall on
// one of the three found it.
func TestAutoModeRendersThePagesWhoseFlagDiffers(t *testing.T) {
	needChrome(t)
	comments := map[int]string{
		10: "my grandmother sang that same song while she turned the hay",
		16: "we still have the clogs he made for my father in the attic",
		21: "the quarry whistle could be heard as far as the church at noon",
	}
	var paths []string
	for n := 1; n <= 24; n++ {
		paths = append(paths, fmt.Sprintf("/voices/oh-%d.html", n))
	}
	prose := strings.Repeat("<p>Hollinsby Voices gathers the memories of people who grew up in the dale, recorded in their kitchens and transcribed by volunteers.</p>", 3)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var n int
		switch {
		case r.URL.Path == "/comments.js":
			w.Header().Set("Content-Type", "text/javascript")
			fmt.Fprint(w, `const art = document.querySelector('article.interview');
if (art.dataset.hasComments === 'true') {
  fetch('/data/comments/' + art.dataset.code + '.json').then((r) => r.json()).then((list) => {
    for (const c of list) {
      const p = document.createElement('p');
      p.textContent = c.name + ' wrote: ' + c.text + '.';
      art.querySelector('.comments').appendChild(p);
    }
  });
}`)
		case sscanOK(r.URL.Path, "/data/comments/OH-%d.json", &n) && comments[n-100] != "":
			w.Header().Set("Content-Type", "application/json")
			fmt.Fprintf(w, `[{"name": "A listener", "text": %q}]`, comments[n-100])
		case sscanOK(r.URL.Path, "/voices/oh-%d.html", &n) && n >= 1 && n <= 24:
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			fmt.Fprintf(w, `<!doctype html><html><head><title>Interview %d</title></head><body><article class="interview" data-code="OH-%d" data-has-comments="%t"><h1>Interview number %d</h1>%s<section class="comments"></section></article><a href="/voices/oh-%d.html">Next interview</a><script src="/comments.js"></script></body></html>`,
				n, n+100, comments[n] != "", n, prose, n%24+1)
		default:
			http.NotFound(w, r)
		}
	}))
	defer srv.Close()
	crawlAndListShows(t, srv.URL, paths, comments)
}
