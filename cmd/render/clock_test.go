package main

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/rendercrawl/render/sink"
)

// Twelve pages of one template whose only script keeps a studio clock
// ticking, in 24 hours and in 12 (06:49:33, 6:49:33 AM): a person reads
// the same page without it. Auto mode keeps them from their HTML after
// the renders that verify the kind, crawled and listed. Before, each
// render showed other digits, which read as words of each page's own,
// and every page was rendered.
func TestAutoModeKeepsPagesWhoseScriptsOnlyTickAClock(t *testing.T) {
	needChrome(t)
	var paths []string
	for i := 1; i <= 12; i++ {
		paths = append(paths, fmt.Sprintf("/news/%d.html", i))
	}
	prose := strings.Repeat("<p>The station's volunteers present every programme live from the studio above the old post office, and the schedule changes with the seasons.</p>", 3)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var n int
		switch {
		case r.URL.Path == "/clock.js":
			w.Header().Set("Content-Type", "text/javascript")
			fmt.Fprint(w, `const pad = (n) => String(n).padStart(2, '0');
function tick() {
  const d = new Date();
  document.querySelector('.clock').textContent = pad(d.getHours()) + ':' + pad(d.getMinutes()) + ':' + pad(d.getSeconds());
  document.querySelector('.local').textContent = d.toLocaleTimeString('en-US');
}
tick();
setInterval(tick, 1000);`)
		case sscanOK(r.URL.Path, "/news/%d.html", &n) && n >= 1 && n <= 12:
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			fmt.Fprintf(w, `<!doctype html><html><head><title>News %d</title></head><body><header>Studio time <span class="clock"></span></header><h1>News item number %d</h1>%s<a href="/news/%d.html">Next item</a><footer>Local time <span class="local"></span></footer><script src="/clock.js"></script></body></html>`,
				n, n, prose, n%12+1)
		default:
			http.NotFound(w, r)
		}
	}))
	defer srv.Close()
	crawlAndList(t, srv.URL, paths[0], paths, func(t *testing.T, run string, recs map[string]sink.Record, stderr string) {
		for _, p := range paths {
			r := recs[p]
			if r.Mode == "browser" || !strings.Contains(r.Text, "studio above the old post office") {
				t.Errorf("%s: %s (%s), text %q; want its HTML, its kind verified static:\n%s", p, r.Mode, r.Reason, r.Text, stderr)
				return
			}
		}
	})
}
