package main

import (
	"fmt"
	"strings"
	"testing"
)

// Twelve band sections of one template whose script shows a spare
// instrument from the band's register (JSON, one entry an instrument
// issued or in store) on the sections that play it: the section's
// <main data-instruments="Eb Bass,Bb Bass"> lists what it plays, and
// only sections 7 and 11 have one in store. Crawled and listed, both
// are rendered with it. Before, a value with a space was no name, and
// a data attribute of a <main> without an id was not noted as read.
func TestAutoModeRendersThePagesNamedByAListInAnAttribute(t *testing.T) {
	needChrome(t)
	spares := map[int]string{
		7:  "There is a spare eb bass by Besson in the store cupboard, ready to lend",
		11: "There is a spare second cornet by Besson in the store cupboard, ready to lend",
	}
	prose := strings.Repeat("<p>Everything on this page was written by hand in the band room office, checked by the secretary and put up before the Saturday concert.</p>", 3)
	instruments := [][]string{{"Soprano Cornet", "Cornet"}, {"Repiano Cornet"}, {"Flugel Horn"}, {"Tenor Horn"}, {"Baritone Horn"},
		{"Euphonium"}, {"Eb Bass", "Bb Bass"}, {"Tenor Trombone"}, {"Bass Trombone"}, {"Timpani", "Drum Kit"}, {"Second Cornet", "Third Cornet"}, {"Glockenspiel"}}
	var items []string
	no := 0
	for n, list := range instruments {
		for i, in := range list {
			for _, who := range []string{"Ruth Bewley", "Tom Graves"} {
				no++
				items = append(items, fmt.Sprintf(`{"no": %d, "instrument": %q, "make": "Besson", "issued_to": %q, "status": "Issued"}`, no, in, who))
			}
			if i == 0 && spares[n+1] != "" {
				no++
				items = append(items, fmt.Sprintf(`{"no": %d, "instrument": %q, "make": "Besson", "issued_to": "", "status": "In store"}`, no, in))
			}
		}
	}
	files := map[string]served{
		"/data/kit.json": {"application/json", `{"kept_by": "Bill Nicholson", "instruments": [` + strings.Join(items, ",\n") + `]}`},
		"/js/note.js": {"text/javascript", `(async () => {
  const wanted = document.querySelector('main').dataset.instruments.split(',').map((s) => s.trim().toLowerCase());
  const kit = await (await fetch('/data/kit.json')).json();
  const spare = kit.instruments.find((i) => wanted.includes(i.instrument.toLowerCase()) && i.status === 'In store');
  const note = spare && 'There is a spare ' + spare.instrument.toLowerCase() + ' by ' + spare.make + ' in the store cupboard, ready to lend';
  if (!note) return;
  const p = document.createElement('p');
  p.textContent = 'Notice: ' + note + '.';
  document.querySelector('#notice').appendChild(p);
})();`},
	}
	var paths []string
	for n := 1; n <= 12; n++ {
		paths = append(paths, fmt.Sprintf("/band/section-%d.html", n))
	}
	for i, p := range paths {
		files[p] = htmlPage(`<!doctype html><html><head><title>Section %d</title></head><body><main data-instruments="%s"><h1>Section %d</h1>%s<div id="notice"></div><a href="%s">Next</a></main><script src="/js/note.js"></script></body></html>`,
			i+1, strings.Join(instruments[i], ","), i+1, prose, paths[(i+1)%len(paths)])
	}
	base := serveFiles(t, files)
	crawlAndListShows(t, base, paths, spares)
}
