package main

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// fillSite serves 12 pages of one template, each with a few paragraphs
// of prose and links to all the others, and a script that every page
// runs: fill(n) is what that script puts into the page's empty
// span#fill, fetched from /fill/N.json (from /fill/0.json on every page
// when shared). A search box the HTML hides is shown by the same
// script, as Sphinx's is.
func fillSite(fill func(n int) string, shared bool) *httptest.Server {
	const script = `document.getElementById('search').style.display = 'block';
const el = document.getElementById('fill');
fetch('/fill/' + el.dataset.page + '.json').then(r => r.json()).then(f => { el.textContent = f; });`
	prose := strings.Repeat("<p>The chandlery on the quay sells rope, tar and lamp oil, and mends sails through the winter months.</p>", 4)
	var nav strings.Builder
	for i := 1; i <= 12; i++ {
		fmt.Fprintf(&nav, `<a href="/item/%d">Item %d</a> `, i, i)
	}
	return httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var n int
		switch {
		case r.URL.Path == "/app.js":
			w.Header().Set("Content-Type", "text/javascript")
			fmt.Fprint(w, script)
		case strings.HasPrefix(r.URL.Path, "/fill/"):
			fmt.Sscanf(r.URL.Path, "/fill/%d.json", &n)
			w.Header().Set("Content-Type", "application/json")
			fmt.Fprintf(w, "%q", fill(n))
		default:
			if _, err := fmt.Sscanf(r.URL.Path, "/item/%d", &n); err != nil {
				http.NotFound(w, r)
				return
			}
			data := n
			if shared {
				data = 0
			}
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			fmt.Fprintf(w, `<!doctype html><html><head><title>Item %d</title></head><body><nav>%s</nav>
<div id="search" style="display: none"><h3>Quick lookup</h3><input name="q"></div>
<h1>Item %d</h1>%s<p class="buy"><span id="fill" data-page="%d"></span></p><script src="/app.js"></script></body></html>`, n, nav.String(), n, prose, data)
		}
	}))
}

// A shop's script puts each product's price and stock into its page: a
// few words, too few to be material on one page, and each page's own.
// The first render shows them, the second shows others: the kind goes
// to the browser and every product is returned with its price, in a
// crawl and in a list. A script that puts the same words into every page
// (a copyright line, from one URL) and shows a hidden search box leaves
// the kind on HTTP after two renders. The same words from a few bytes of
// each page's own data ("Be the first to review", on a shop whose
// products lack reviews) agree only by the chance of the data, which on
// another page may list reviews: the kind goes to the browser too.
func TestAutoModeRendersWhatAScriptFillsInOnEachPage(t *testing.T) {
	needChrome(t)
	cases := []struct {
		name     string
		fill     func(n int) string
		shared   bool
		rendered bool
	}{
		{"prices", func(n int) string { return fmt.Sprintf("EUR %d.50, %d left in the Lisbon store", 10+n, 20-n) }, false, true},
		{"copyright", func(int) string { return "Copyright 2026 Quayside Traders" }, true, false},
		{"no reviews", func(int) string { return "Be the first to review this lamp" }, false, true},
	}
	for _, c := range cases {
		srv := fillSite(c.fill, c.shared)
		defer srv.Close()
		var list strings.Builder
		for i := 1; i <= 12; i++ {
			fmt.Fprintf(&list, "%s/item/%d\n", srv.URL, i)
		}
		runs := map[string][]string{
			"crawl": {"--crawl", srv.URL + "/item/1"},
			"list":  {"--urls", "-"},
		}
		for name, args := range runs {
			t.Run(c.name+"/"+name, func(t *testing.T) {
				recs, stderr := runAutoOn(t, srv.URL, name, list.String(), 12, args...)
				browser := 0
				for i := 1; i <= 12; i++ {
					r := recs[fmt.Sprintf("/item/%d", i)]
					if r.Mode == "browser" {
						browser++
					}
					if c.rendered && !strings.Contains(r.Text, c.fill(i)) {
						t.Errorf("/item/%d: %s (%s) without %q", i, r.Mode, r.Reason, c.fill(i))
					}
				}
				switch {
				case c.rendered && c.name == "prices" && !strings.Contains(stderr, "whose scripts show words of its own its HTML never uses"),
					c.rendered && c.name != "prices" && !strings.Contains(stderr, "whose scripts fetch a few bytes of data of each page's own ("+srv.URL+"/fill/"):
					t.Errorf("the summary does not say why the kind renders:\n%s", stderr)
				case !c.rendered && (browser > 2 || !strings.Contains(stderr, "  http: 12 pages")):
					t.Errorf("%d pages rendered, want at most the 2 that verify the kind, on HTTP\n%s", browser, stderr)
				}
			})
		}
	}
}
