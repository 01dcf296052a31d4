package main

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/rendercrawl/render/sink"
)

// Twenty-four catalogue records of one template whose script fetches
// the record's own notes, /data/notes/<slug>.json, by the page's file
// name; only records 10, 16 and 21 have a file (the others get a 404
// and show nothing more). Crawled and listed, the three are rendered
// with their notes, found by asking for each record's notes over HTTP
// once the kind is kept on HTTP; before, only a re-check that happened
// to fall on one found it.
func TestAutoModeRendersThePagesWhoseOwnDataFileExists(t *testing.T) {
	needChrome(t)
	notes := map[int]string{
		10: "the binding was repaired with a linen hinge in the conservation studio",
		16: "two leaves were found loose in the box and have been put back in order",
		21: "the seal is cracked across and must not be lifted without a support board",
	}
	var paths []string
	for n := 1; n <= 24; n++ {
		paths = append(paths, fmt.Sprintf("/catalogue/rec-%d.html", n))
	}
	prose := strings.Repeat("<p>The record office keeps the parish's books, maps and letters in a dry strongroom, and each can be seen in the search room on a weekday.</p>", 3)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var n int
		switch {
		case r.URL.Path == "/notes.js":
			w.Header().Set("Content-Type", "text/javascript")
			fmt.Fprint(w, `const slug = location.pathname.split('/').pop().replace(/\.html$/, '');
fetch('/data/notes/' + slug + '.json').then((r) => r.ok ? r.json() : null).then((d) => {
  if (!d) return;
  const p = document.createElement('p');
  p.textContent = 'Conservation note: ' + d.note + '.';
  document.querySelector('section.notes').appendChild(p);
}).catch(() => {});`)
		case sscanOK(r.URL.Path, "/data/notes/rec-%d.json", &n) && notes[n] != "":
			w.Header().Set("Content-Type", "application/json")
			fmt.Fprintf(w, `{"note": %q, "checked": "2026-03-01", "by": "the conservator"}`, notes[n])
		case sscanOK(r.URL.Path, "/catalogue/rec-%d.html", &n) && n >= 1 && n <= 24:
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			fmt.Fprintf(w, `<!doctype html><html><head><title>Record %d</title></head><body><h1>Parish record number %d</h1>%s<section class="notes"></section><a href="/catalogue/rec-%d.html">Next record</a><script src="/notes.js"></script></body></html>`,
				n, n, prose, n%24+1)
		default:
			http.NotFound(w, r)
		}
	}))
	defer srv.Close()
	crawlAndList(t, srv.URL, paths[0], paths, func(t *testing.T, run string, recs map[string]sink.Record, stderr string) {
		browser := 0
		for n := 1; n <= 24; n++ {
			r := recs[paths[n-1]]
			if r.Mode == "browser" {
				browser++
			}
			if note, ok := notes[n]; ok && !strings.Contains(r.Text, note) {
				t.Errorf("%s: %s (%s) without its note %q", paths[n-1], r.Mode, r.Reason, note)
			}
		}
		// A render to verify the kind may fall on a record with notes,
		// and send the kind to the browser: every record is then
		// rendered, which is right too.
		t.Logf("%d of 24 pages made in the browser", browser)
	})
}
