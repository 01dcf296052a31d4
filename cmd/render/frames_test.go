package main

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/rendercrawl/render/sink"
)

// A page that frames a document of its own site, whose script fills it,
// shows what the frame shows: it is compared, and returned rendered with
// the frame's list, though the beacon it runs runs on a page without a
// frame whose render verified their scripts static first. A page that
// frames another site (a video, a map) and runs no script stays on HTTP,
// unrendered. In a crawl and in a list.
func TestAutoModeComparesPagesThatFrameTheirOwnSite(t *testing.T) {
	needChrome(t)
	prose := strings.Repeat("<p>We import wine from family growers in France and ship it to restaurants and shops across the country every week.</p>", 3)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		const beacon = `<script src="/beacon.js"></script>`
		switch r.URL.Path {
		case "/beacon.js":
			w.Header().Set("Content-Type", "text/javascript")
			fmt.Fprint(w, `new Image().src = '/px.gif?u=' + encodeURIComponent(location.pathname);`)
		case "/visit.html":
			fmt.Fprintf(w, `<!doctype html><title>Visit</title><h1>Visit the cellar</h1>%s%s<a href="/producers.html">Producers</a>`, prose, beacon)
		case "/producers.html":
			fmt.Fprintf(w, `<!doctype html><title>Producers</title><h1>Our producers</h1>%s<iframe src="/embed/list.html"></iframe>%s<a href="/about.html">About</a>`, prose, beacon)
		case "/about.html":
			fmt.Fprintf(w, `<!doctype html><title>About</title><h1>About us</h1>%s<iframe src="http://video.invalid/embed/1"></iframe><a href="/producers.html">Producers</a>`, prose)
		case "/embed/list.html":
			fmt.Fprint(w, `<!doctype html><ul id="list"></ul><script>
for (const [n, p] of [['Domaine Lavergne', 'Maisdon-sur-Sevre'], ['Maison Ebel', 'Kaysersberg'], ['Clos Aubry', 'Tain']])
  document.getElementById('list').insertAdjacentHTML('beforeend', '<li>' + n + ' of ' + p + ', a partner since 2001</li>');
</script>`)
		default:
			http.NotFound(w, r)
		}
	}))
	defer srv.Close()
	paths := []string{"/visit.html", "/producers.html", "/about.html", "/embed/list.html"} // the crawl follows the frame too
	crawlAndList(t, srv.URL, paths[0], paths, func(t *testing.T, run string, recs map[string]sink.Record, stderr string) {
		if r := recs["/producers.html"]; !strings.Contains(r.Text, "Maison Ebel of Kaysersberg") {
			t.Errorf("producers: %s (%s) without the framed list:\n%s", r.Mode, r.Reason, r.Text)
		}
		if r := recs["/visit.html"]; r.Mode != "http" {
			t.Errorf("visit: %s (%s); want http", r.Mode, r.Reason)
		}
		if r := recs["/about.html"]; r.Mode != "http" || r.Reason != "static" {
			t.Errorf("about: %s (%s); want http (static)", r.Mode, r.Reason)
		}
	})
}
