package main

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/rendercrawl/render/sink"
)

// Twelve pages of one template whose only script keeps a studio clock
// ticking, in 24 hours and in 12 (06:49:33, 6:49:33 AM), and a countdown
// to the next concert (2d 05:14:47): a person reads the same page
// without them. Each page's HTML has a time of its own too (last
// modified at 14:21:53), which is the page's, not a clock's. Auto mode keeps them from their HTML after the renders
// that verify the kind, crawled and listed. Before, each render showed
// other digits, which read as words of each page's own, and every page
// was rendered.
func TestAutoModeKeepsPagesWhoseScriptsOnlyTickAClock(t *testing.T) {
	needChrome(t)
	var paths []string
	for i := 1; i <= 12; i++ {
		paths = append(paths, fmt.Sprintf("/news/%d.html", i))
	}
	// The concert: two days and a few hours on, on a whole minute.
	concert := time.Now().Add(53 * time.Hour).Truncate(time.Minute).UnixMilli()
	prose := strings.Repeat("<p>The station's volunteers present every programme live from the studio above the old post office, and the schedule changes with the seasons.</p>", 3)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var n int
		switch {
		case r.URL.Path == "/clock.js":
			w.Header().Set("Content-Type", "text/javascript")
			fmt.Fprintf(w, `const pad = (n) => String(n).padStart(2, '0');
function tick() {
  const d = new Date();
  document.querySelector('.clock').textContent = pad(d.getHours()) + ':' + pad(d.getMinutes()) + ':' + pad(d.getSeconds());
  document.querySelector('.local').textContent = d.toLocaleTimeString('en-US');
  const s = Math.floor((%d - d.getTime()) / 1000);
  document.querySelector('.next').textContent = Math.floor(s / 86400) + 'd ' + pad(Math.floor(s / 3600) %% 24) + ':' + pad(Math.floor(s / 60) %% 60) + ':' + pad(s %% 60);
}
tick();
setInterval(tick, 1000);`, concert)
		case sscanOK(r.URL.Path, "/news/%d.html", &n) && n >= 1 && n <= 12:
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			fmt.Fprintf(w, `<!doctype html><html><head><title>News %d</title></head><body><header>Studio time <span class="clock"></span></header><h1>News item number %d</h1>%s<a href="/news/%d.html">Next item</a><footer>Local time <span class="local"></span>. Next concert in <span class="next"></span>. This page was last modified on 2024-01-%02d at 14:%02d:53.</footer><script src="/clock.js"></script></body></html>`,
				n, n, prose, n%12+1, n, n+10)
		default:
			http.NotFound(w, r)
		}
	}))
	defer srv.Close()
	crawlAndList(t, srv.URL, paths[0], paths, func(t *testing.T, run string, recs map[string]sink.Record, stderr string) {
		browser := 0
		for _, p := range paths {
			r := recs[p]
			if r.Mode == "browser" {
				browser++
			}
			if !strings.Contains(r.Text, "studio above the old post office") {
				t.Errorf("%s: %s (%s) without its prose: %q", p, r.Mode, r.Reason, r.Text)
			}
		}
		// The pages rendered to verify the kind keep their render (it
		// shows the clock); the others their HTML.
		if browser > 3 {
			t.Errorf("%d of 12 pages made in the browser; want the kind verified static, its other pages from their HTML:\n%s", browser, stderr)
		}
	})
}
