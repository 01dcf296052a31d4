package main

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"

	"github.com/rendercrawl/render/sink"
)

// refSite serves a reference manual of 12 pages of one template, each
// with prose and links to all the others, and references to another
// library's manual as links without a target (href="javascript:void(0)",
// the page in data attributes) that the manual's script gives their
// target, as gi-docgen's does. Pages 1, 2 and the even ones hold one
// such reference; the other odd ones, refs(n) of them.
func refSite(refs int) *httptest.Server {
	const script = `const bases = {core: 'https://core.docs.test/'};
for (const a of document.querySelectorAll('a.external')) {
  const base = bases[a.dataset.namespace];
  if (base) a.href = base + a.dataset.link;
}`
	prose := strings.Repeat("<p>A cursor walks the rows of a table in the order its index gives, and stops at the first row the filter refuses.</p>", 4)
	var nav strings.Builder
	for i := 1; i <= 12; i++ {
		fmt.Fprintf(&nav, `<a href="/ref/%d">Type %d</a> `, i, i)
	}
	return httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/main.js" {
			w.Header().Set("Content-Type", "text/javascript")
			fmt.Fprint(w, script)
			return
		}
		var n int
		if _, err := fmt.Sscanf(r.URL.Path, "/ref/%d", &n); err != nil {
			http.NotFound(w, r)
			return
		}
		k := 1
		if n > 2 && n%2 == 1 {
			k = refs
		}
		var ext strings.Builder
		for i := range k {
			fmt.Fprintf(&ext, `<li>Takes a <a class="external" href="javascript:void(0)" data-namespace="core" data-link="type.Value%d.html">Value%d</a></li>`, i, i)
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprintf(w, `<!doctype html><html><head><title>Type %d</title><script src="/main.js" defer></script></head><body><nav>%s</nav>
<h1>Type %d</h1>%s<ul>%s</ul></body></html>`, n, nav.String(), n, prose, ext.String())
	}))
}

// A manual's script gives its references to another manual their
// targets: pages that hold enough of them for the links to be material
// are returned rendered, with those links (reason kind-links), and pages
// that hold one keep their HTML after their kind is verified, in a crawl
// and in a list. No page's render adds words: before, the kind was
// verified on a page with one reference, and every page was kept from
// its HTML, the pages with eight references without their links.
func TestAutoModeRendersPagesWhoseLinksAScriptGivesTargets(t *testing.T) {
	needChrome(t)
	srv := refSite(8)
	defer srv.Close()
	var paths []string
	for i := 1; i <= 12; i++ {
		paths = append(paths, fmt.Sprintf("/ref/%d", i))
	}
	crawlAndList(t, srv.URL, "/ref/1", paths, func(t *testing.T, run string, recs map[string]sink.Record, stderr string) {
		kept := 0
		for i := 1; i <= 12; i++ {
			r := recs[fmt.Sprintf("/ref/%d", i)]
			many := i > 2 && i%2 == 1
			has := slices.Contains(r.Links, "https://core.docs.test/type.Value7.html")
			switch {
			case many && (r.Mode != "browser" || !has):
				t.Errorf("/ref/%d: %s (%s), links %v; want it rendered with its eight references' links", i, r.Mode, r.Reason, r.Links)
			case many && r.Reason != "kind-links" && r.Reason != "verify" && r.Reason != "recheck":
				t.Errorf("/ref/%d: rendered for %q; want kind-links", i, r.Reason)
			case !many && r.Mode == "http":
				kept++
			}
		}
		if kept < 4 || !strings.Contains(stderr, "its scripts gave links without a target theirs (a[class=external data-link data-namespace]") {
			t.Errorf("%d of the 7 pages with one reference kept from HTML, want most; the summary:\n%s", kept, stderr)
		}
	})
}
