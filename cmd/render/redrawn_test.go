package main

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"

	"github.com/rendercrawl/render/sink"
)

// listSite serves a catalogue of ten pages at /list?page=N, drawn as many
// static hosts draw one: the server sends the first page's items whatever
// the query, and a script fetches the page asked for from /api/items and
// draws its items in their place.
func listSite() (*httptest.Server, func(page int) []string) {
	var all []string
	for _, a := range []string{"Brass", "Oak", "Linen", "Copper", "Walnut", "Slate", "Amber", "Cedar", "Ivory", "Juniper"} {
		for _, n := range []string{"lamp", "chair", "table", "stool", "shelf", "rug", "vase", "clock"} {
			all = append(all, a+" "+n)
		}
	}
	items := func(page int) []string { return all[(page-1)*8 : page*8] }
	var nav strings.Builder
	for i := 1; i <= 10; i++ {
		fmt.Fprintf(&nav, `<a href="/list?page=%d">Page %d</a> `, i, i)
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/api/items":
			page, err := strconv.Atoi(r.URL.Query().Get("page"))
			if err != nil || page < 1 || page > 10 {
				page = 1
			}
			w.Header().Set("Content-Type", "application/json")
			_ = json.NewEncoder(w).Encode(items(page))
		case "/list":
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			fmt.Fprintf(w, `<!doctype html><html><head><title>Catalogue</title></head><body><nav>%s</nav>
<h1>Catalogue</h1><p>Everything in our workshop is made to order from sustainably sourced materials. Delivery takes three to five weeks.</p>
<ul class="items"><li>%s</li></ul>
<script>
const page = new URLSearchParams(location.search).get('page') || '1';
fetch('/api/items?page=' + page).then((r) => r.json()).then((items) => {
  document.querySelector('.items').innerHTML = items.map((i) => '<li>' + i + '</li>').join('');
});
</script></body></html>`, nav.String(), strings.Join(items(1), "</li><li>"))
		default:
			http.NotFound(w, r)
		}
	}))
	return srv, items
}

// A render whose script drew the page's list again from data it fetched,
// the same list as the HTML held (the first page, or the page the server
// draws whatever the query), proves little: the kind is rendered on more
// pages, and the first whose list is another sends it to the browser.
// Every page of the catalogue comes back with its own items, in a crawl
// and in a list.
func TestAutoModeRendersListsScriptsDrawAgain(t *testing.T) {
	needChrome(t)
	srv, items := listSite()
	defer srv.Close()
	var paths []string
	for i := 1; i <= 10; i++ {
		paths = append(paths, fmt.Sprintf("/list?page=%d", i))
	}
	crawlAndList(t, srv.URL, paths[0], paths, func(t *testing.T, _ string, recs map[string]sink.Record, stderr string) {
		for i, p := range paths {
			if w := lacks(recs[p], items(i+1)); w != "" {
				t.Errorf("%s: %s (%s) without %q", p, recs[p].Mode, recs[p].Reason, w)
			}
		}
		if !strings.Contains(stderr, "  browser: 10 pages") {
			t.Errorf("the kind is not on the browser:\n%s", stderr)
		}
	})
}
