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
		browser := showsEach(t, recs, paths, notes)
		// A render to verify the kind that falls on a record with notes
		// shows that record's file alone, and the kind is verified on
		// the records after it; when a second one does too, the kind
		// goes to the browser, and every record is rendered, which is
		// right too.
		t.Logf("%d of 24 pages made in the browser", browser)
	})
}

// Twenty-four talks of one template whose script finds its talk's row,
// by the date of its <time datetime>, in one CSV that has a row for
// every talk, its note blank on all but talks 10, 16 and 21. Crawled
// and listed, the three are rendered with their notes: the rows with a
// blank note name no page. Before, the CSV named every talk, two named
// talks showed nothing, the names told nothing, and the three were kept
// from their HTML unless a re-check fell on one.
func TestAutoModeRendersThePagesWhoseRowOfASparseTableIsFilled(t *testing.T) {
	needChrome(t)
	notes := map[int]string{
		10: "the slides were lost and the talk was given from memory",
		16: "a second date was added for the members who could not get in",
		21: "the speaker brought cuttings of the old pear for sale afterwards",
	}
	var paths []string
	var csv strings.Builder
	csv.WriteString("date,speaker,note\n")
	for n := 1; n <= 24; n++ {
		paths = append(paths, fmt.Sprintf("/talks/talk-%d.html", n))
		fmt.Fprintf(&csv, "2023-%02d-%02d,\"Speaker %d\",\"%s\"\n", 1+n%12, n, n, notes[n])
	}
	prose := strings.Repeat("<p>The winter talks are held in the bothy on the second Thursday of the month, with tea afterwards and a plant stall by the door.</p>", 3)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var n int
		switch {
		case r.URL.Path == "/talk-notes.js":
			w.Header().Set("Content-Type", "text/javascript")
			fmt.Fprint(w, `const when = document.querySelector('time.talk-date').getAttribute('datetime');
fetch('/data/talk-notes.csv').then((r) => r.text()).then((text) => {
  for (const line of text.trim().split('\n').slice(1)) {
    const [date, , note] = line.split(',').map((f) => f.replace(/^"|"$/g, ''));
    if (date === when && note) {
      const p = document.createElement('p');
      p.textContent = 'Added after the talk: ' + note + '.';
      document.querySelector('section.talk-note').appendChild(p);
    }
  }
});`)
		case r.URL.Path == "/data/talk-notes.csv":
			w.Header().Set("Content-Type", "text/csv")
			fmt.Fprint(w, csv.String())
		case sscanOK(r.URL.Path, "/talks/talk-%d.html", &n) && n >= 1 && n <= 24:
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			fmt.Fprintf(w, `<!doctype html><html><head><title>Talk %d</title></head><body><h1>Winter talk number %d</h1><p>Given on <time class="talk-date" datetime="2023-%02d-%02d">the day</time>.</p>%s<section class="talk-note"></section><a href="/talks/talk-%d.html">Next talk</a><script src="/talk-notes.js"></script></body></html>`,
				n, n, 1+n%12, n, prose, n%24+1)
		default:
			http.NotFound(w, r)
		}
	}))
	defer srv.Close()
	crawlAndListShows(t, srv.URL, paths, notes)
}
