package main

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/rendercrawl/render/sink"
)

// workshopSite serves twelve journal pages and three shop pages, all of
// one template that runs one site-wide script: the script fills
// section#products, which only the shop pages have (with a heading
// inside, so no empty place tells them apart), with the products of the
// shop's category, fetched. products(cat) are what it shows.
func workshopSite() (*httptest.Server, []string, func(cat string) []string) {
	cats := []string{"lamps", "chairs", "rugs"}
	names := []string{"Brass", "Oak", "Linen", "Copper", "Walnut"}
	products := func(cat string) []string {
		var out []string
		for i, n := range names {
			out = append(out, fmt.Sprintf("%s %s model %c at EUR %d", n, strings.TrimSuffix(cat, "s"), 'A'+i, 40+7*i))
		}
		return out
	}
	var paths []string
	for i := 1; i <= 12; i++ {
		paths = append(paths, fmt.Sprintf("/journal/%d", i))
	}
	for _, c := range cats {
		paths = append(paths, "/shop/"+c)
	}
	var nav strings.Builder
	for _, p := range paths {
		fmt.Fprintf(&nav, `<a href="%s">%s</a> `, p, p)
	}
	prose := strings.Repeat("<p>Our workshop builds furniture and lighting to order from oak, walnut and brass, and ships across the country within five weeks.</p>", 3)
	page := func(w http.ResponseWriter, title, body string) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprintf(w, `<!doctype html><html><head><title>%s</title></head><body><nav>%s</nav><h1>%s</h1>%s%s<script src="/app.js"></script></body></html>`,
			title, nav.String(), title, prose, body)
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var n int
		switch {
		case r.URL.Path == "/app.js":
			w.Header().Set("Content-Type", "text/javascript")
			fmt.Fprint(w, `const grid = document.getElementById('products');
if (grid) fetch('/api/products/' + grid.dataset.cat).then((r) => r.json()).then((ps) => {
  const ul = document.createElement('ul');
  for (const p of ps) { const li = document.createElement('li'); li.textContent = p; ul.appendChild(li); }
  grid.appendChild(ul);
});`)
		case strings.HasPrefix(r.URL.Path, "/api/products/"):
			w.Header().Set("Content-Type", "application/json")
			_ = json.NewEncoder(w).Encode(products(strings.TrimPrefix(r.URL.Path, "/api/products/")))
		case strings.HasPrefix(r.URL.Path, "/shop/"):
			c := strings.TrimPrefix(r.URL.Path, "/shop/")
			page(w, "Shop: "+c, fmt.Sprintf(`<section id="products" data-cat="%s"><h2>Our %s</h2></section>`, c, c))
		case sscanOK(r.URL.Path, "/journal/%d", &n):
			page(w, fmt.Sprintf("Journal entry %d", n), fmt.Sprintf("<p>Entry %d of the workshop's journal.</p>", n))
		default:
			http.NotFound(w, r)
		}
	}))
	return srv, paths, products
}

func sscanOK(s, format string, args ...any) bool {
	_, err := fmt.Sscanf(s, format, args...)
	return err == nil
}

// A site-wide script that fills a place only some pages have did nothing
// on the journal pages that verified the kind; its render shows it
// looking for #products in vain. The shop pages, which have one, are a
// kind apart, rendered with their products; the journal stays on HTTP.
// In a crawl from the journal, and in a list.
func TestAutoModeTellsPagesByThePlacesScriptsLookFor(t *testing.T) {
	needChrome(t)
	srv, paths, products := workshopSite()
	defer srv.Close()
	crawlAndList(t, srv.URL, paths[0], paths, func(t *testing.T, run string, recs map[string]sink.Record, stderr string) {
		for _, c := range []string{"lamps", "chairs", "rugs"} {
			r := recs["/shop/"+c]
			if w := lacks(r, products(c)); w != "" {
				t.Errorf("/shop/%s: %s (%s) without %q", c, r.Mode, r.Reason, w)
			}
		}
		browser := 0
		for _, r := range recs {
			if r.Mode == "browser" {
				browser++
			}
		}
		// A crawl meets /journal/1 first; a list's pages come as their
		// fetches end, and a shop page that came first would send the
		// whole kind to the browser, rightly.
		if run == "crawl" && (browser > 5 || !strings.Contains(stderr, "(with #products, which the scripts of pages like them looked for in vain)")) {
			t.Errorf("%d pages rendered, want the 3 shop pages and at most 2 journal pages that verify theirs; summary:\n%s", browser, stderr)
		}
	})
}
