package main

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/rendercrawl/render/crawl"
	"github.com/rendercrawl/render/sink"
)

// Twenty call-out reports of one template whose script looks the
// team leader's debrief up by a key it computes: the first eight hex
// digits of the SHA-256 of the page's path, written nowhere on the page.
// Only reports 9 and 17 have one (and the data one more, for a report
// with no page). Crawled and listed, both are rendered with their
// debriefs: the data holds sentences no render of the kind showed, and
// names none of its pages, so each page is rendered and compared.
// Before, the kind was kept on HTTP after its first pages, re-checked
// only while the host's budget allowed, and the two kept their HTML.
func TestAutoModeRendersThePagesOfDataItCannotPlace(t *testing.T) {
	needChrome(t)
	debriefs := map[int]string{
		9:  "Hypothermia crept up on him over three hours of steady rain",
		17: "Her boots had little tread left on the wet slabs by the gill",
	}
	key := func(path string) string {
		sum := sha256.Sum256([]byte(path))
		return hex.EncodeToString(sum[:])[:8]
	}
	var paths []string
	data := map[string]map[string]string{
		key("/callouts/report-99.html"): {"debrief": "The walkers had turned back at the col before the cloud came down"},
	}
	for n := 1; n <= 20; n++ {
		p := fmt.Sprintf("/callouts/report-%d.html", n)
		paths = append(paths, p)
		if d, ok := debriefs[n]; ok {
			data[key(p)] = map[string]string{"debrief": d + "."}
		}
	}
	body, err := json.Marshal(data)
	if err != nil {
		t.Fatal(err)
	}
	prose := strings.Repeat("<p>The team was called out by the police at the request of the ambulance service, and a hasty party left the base within twenty minutes.</p>", 3)
	files := map[string]served{
		"/debrief.js": {"text/javascript", `(async () => {
  const buf = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(location.pathname));
  const key = Array.from(new Uint8Array(buf)).map((b) => b.toString(16).padStart(2, '0')).join('').slice(0, 8);
  const data = await (await fetch('/data/debriefs.json')).json();
  if (!data[key]) return;
  const p = document.createElement('p');
  p.textContent = "Team leader's debrief: " + data[key].debrief;
  document.querySelector('div.debrief').appendChild(p);
})();`},
		"/data/debriefs.json": {"application/json", string(body)},
	}
	for n, p := range paths {
		files[p] = htmlPage(`<!doctype html><html><head><title>Call-out %d</title></head><body><h1>Call-out number %d</h1>%s<div class="debrief"></div><a href="/callouts/report-%d.html">Next call-out</a><script src="/debrief.js"></script></body></html>`,
			n+1, n+1, prose, (n+1)%20+1)
	}
	crawlAndList(t, serveFiles(t, files), paths[0], paths, func(t *testing.T, run string, recs map[string]sink.Record, stderr string) {
		browser := showsEach(t, recs, paths, debriefs)
		if t.Failed() {
			t.Log(stderr)
		}
		// Unless a report with a debrief was among the renders that
		// verify the kind (which then sends it to the browser itself;
		// in a crawl, as in a list, the HTTP fetches run ahead and the
		// first renders may take any of the reports held meanwhile),
		// the kind is verified on reports without one, and it is the
		// data no render placed that has the two rendered.
		sampled := false
		for n := range debriefs {
			sampled = sampled || recs[paths[n-1]].Reason == crawl.ReasonVerify
		}
		if !sampled && !strings.Contains(stderr, "names none of its pages") {
			t.Errorf("the summary does not tell of the data it could not place:\n%s", stderr)
		}
		t.Logf("%d of 20 pages made in the browser", browser)
	})
}

// Twelve beats of one template whose script takes the access notes of
// its page's place among the section's links from a list of XML
// elements, most of them empty (<beat/>): only beats 7 and 11 have
// notes. Crawled and listed, both are rendered with their notes: the
// list's entries are found by their place, which no name of a page
// tells.
func TestAutoModeRendersThePagesOfAListByPlace(t *testing.T) {
	needChrome(t)
	notes := map[int]string{
		7:  "the last stretch to the bay is on foot along the field edge",
		11: "approach the mouth from the north shore path and keep off the shingle",
	}
	var paths, nav []string
	var xmlBody strings.Builder
	xmlBody.WriteString("<?xml version=\"1.0\"?>\n<beats>\n")
	for n := 1; n <= 12; n++ {
		p := fmt.Sprintf("/beats/beat-%d.html", n)
		paths = append(paths, p)
		nav = append(nav, fmt.Sprintf(`<li><a href="%s">Beat %d</a></li>`, p, n))
		if s, ok := notes[n]; ok {
			fmt.Fprintf(&xmlBody, "  <beat><access>%s</access></beat>\n", s)
		} else {
			xmlBody.WriteString("  <beat/>\n")
		}
	}
	xmlBody.WriteString("  <beat><access>a beat let to the estate and fished by invitation only</access></beat>\n</beats>\n")
	prose := strings.Repeat("<p>Members fish the beat with a day permit from the post office, fly only, and return every fish under the size limit to the water.</p>", 3)
	files := map[string]served{
		"/beat.js": {"text/javascript", `(async () => {
  const links = [...document.querySelectorAll('nav.beats a')];
  const at = links.findIndex((a) => a.pathname === location.pathname);
  const xml = new DOMParser().parseFromString(await (await fetch('/data/beats.xml')).text(), 'application/xml');
  const beat = xml.querySelectorAll('beat')[at];
  const access = beat && beat.querySelector('access');
  if (!access) return;
  const p = document.createElement('p');
  p.textContent = 'Access notes: ' + access.textContent + '.';
  document.querySelector('div.access').appendChild(p);
})();`},
		"/data/beats.xml": {"application/xml", xmlBody.String()},
	}
	for n, p := range paths {
		files[p] = htmlPage(`<!doctype html><html><head><title>Beat %d</title></head><body><nav class="beats"><ul>%s</ul></nav><h1>Beat number %d</h1>%s<div class="access"></div><script src="/beat.js"></script></body></html>`,
			n+1, strings.Join(nav, ""), n+1, prose)
	}
	crawlAndList(t, serveFiles(t, files), paths[0], paths, func(t *testing.T, run string, recs map[string]sink.Record, stderr string) {
		if showsEach(t, recs, paths, notes); t.Failed() {
			t.Log(stderr)
		}
	})
}

// Twelve talks of one template whose script looks the page's event up
// in the society's programme by the UID in its markup, and writes a
// notice only when the event has a comment (the talk moved): talks 7
// and 11. The programme names every talk, so its names name every page,
// and the first pages they named showed nothing, as a search index's
// do. Crawled and listed, the two are rendered with their notices: their
// entries fill a field the entries of the pages that showed nothing did
// not. The programme is an iCalendar file, a CSV file of three rows a
// talk keyed by its date (a moved talk's note on one of them: each page
// also writes the next two talks' dates, which name the two talks before
// a moved one too) and a YAML list. Before,
// the names were turned off and the two kept their HTML (and, with
// YAML, until its entries had shapes too; with rows, until a name
// several rows give had the shape of them all).
func TestAutoModeRendersThePagesOfEntriesOfAnotherShape(t *testing.T) {
	needChrome(t)
	notices := map[int]string{
		7:  "The January meeting is a members' night of short talks instead",
		11: "The hall is closed for rewiring during March",
	}
	var paths []string
	for n := 1; n <= 12; n++ {
		paths = append(paths, fmt.Sprintf("/talks/talk-%d.html", n))
	}
	var ics, yml, rows strings.Builder
	ics.WriteString("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Fellside Astronomers//Programme//EN\r\n")
	yml.WriteString("# Fellside Astronomers: the programme\n")
	rows.WriteString("date,item,value,note\n")
	months := []string{"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"}
	month := func(n int) int { return n%12 + 1 } // talk n's month
	for n := 1; n <= 12; n++ {
		fmt.Fprintf(&ics, "BEGIN:VEVENT\r\nUID:talk-%d@fellside-astro.test\r\nDTSTART:2026%02d09T193000\r\nSUMMARY:Talk %d\r\nLOCATION:Village Hall\r\nDESCRIPTION:Monthly talk. Doors open at seven.\r\n", n, n%12+1, n)
		fmt.Fprintf(&yml, "- uid: talk-%d@fellside-astro.test\n  date: 2026-%02d-09\n  title: Talk %d\n  where: Village Hall\n", n, n%12+1, n)
		note := ""
		if s, ok := notices[n]; ok {
			fmt.Fprintf(&ics, "SEQUENCE:1\r\nCOMMENT:%s.\r\n", s)
			fmt.Fprintf(&yml, "  comment: %s.\n", s)
			note = s + "."
		}
		fmt.Fprintf(&rows, "2026-%02d-09,title,Talk %d,\n2026-%02d-09,speaker,A member,\n2026-%02d-09,where,Village Hall,%s\n", month(n), n, month(n), month(n), note)
		ics.WriteString("END:VEVENT\r\n")
	}
	ics.WriteString("BEGIN:VEVENT\r\nUID:agm-2026@fellside-astro.test\r\nDTSTART:20261210T193000\r\nSUMMARY:Annual general meeting\r\nLOCATION:Village Hall\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n")
	yml.WriteString("- uid: agm-2026@fellside-astro.test\n  date: 2026-12-10\n  title: Annual general meeting\n  where: Village Hall\n")
	prose := strings.Repeat("<p>Members and visitors are welcome at every talk; there is tea at the interval and the telescopes come out afterwards if the sky is clear.</p>", 3)
	for _, f := range []struct {
		name, file, typ, data, events string
	}{
		{"ics", "programme.ics", "text/calendar", ics.String(),
			`text.split('BEGIN:VEVENT').slice(1).map((block) => Object.fromEntries(block.split('\r\n').filter((l) => l.includes(':')).map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1)]))).map((p) => ({uid: p.UID, comment: p.COMMENT}))`},
		{"csv-rows", "programme.csv", "text/csv", rows.String(),
			`text.trim().split('\n').slice(2).map((l) => l.split(',')).map(([date, , , note]) => ({date, comment: note}))`},
		{"yaml", "programme.yaml", "application/yaml", yml.String(),
			`text.split('\n- ').slice(1).map((item) => Object.fromEntries(item.split('\n').map((l) => l.trim()).filter((l) => l.includes(': ')).map((l) => [l.slice(0, l.indexOf(': ')), l.slice(l.indexOf(': ') + 2)])))`},
	} {
		t.Run(f.name, func(t *testing.T) {
			files := map[string]served{
				"/js/talk.js": {"text/javascript", fmt.Sprintf(`(async () => {
  const uid = document.querySelector('data.u-uid').value;
  const date = document.querySelector('time.dt-start').getAttribute('datetime');
  const text = '\n' + await (await fetch('/talks/%s')).text();
  for (const e of %s) {
    if (e.uid !== uid && e.date !== date || !e.comment) continue;
    const p = document.createElement('p');
    p.textContent = 'Change to the programme: ' + e.comment;
    document.querySelector('#programme-change').appendChild(p);
  }
})();`, f.file, f.events)},
				"/talks/" + f.file: {f.typ, f.data},
			}
			for i, p := range paths {
				n := i + 1
				files[p] = htmlPage(`<!doctype html><html><head><title>Talk %d</title></head><body><article class="h-event"><data class="u-uid" value="talk-%d@fellside-astro.test"></data><h1>Talk number %d</h1><p>On <time class="dt-start" datetime="2026-%02d-09">9 %s 2026</time>.</p>%s<div id="programme-change"></div></article><p><a href="/talks/talk-%d.html">Next talks</a>, on 9 %s and 9 %s 2026.</p><script src="/js/talk.js"></script></body></html>`,
					n, n, n, month(n), months[month(n)-1], prose, n%12+1, months[month(n%12+1)-1], months[month((n+1)%12+1)-1])
			}
			crawlAndListShows(t, serveFiles(t, files), paths, notices)
		})
	}
}

// Twelve locks of one template whose scripts fetch two files: the
// canal's map layer, which names every lock's page, and the works
// notices, which a script places on a lock's page by their distance from
// the lock's coordinates: locks 7 and 11. The first locks named by the
// map layer showed nothing, and its names were turned off; the notices
// name no page at all. Crawled and listed, the two are rendered with
// their notices: the file whose text no render showed names none of the
// pages, whatever the other file names. Before, a page named by any
// file the scripts fetched kept the notices from counting, and the two
// kept their HTML.
func TestAutoModeRendersThePagesOfTextPlacedByAnotherFile(t *testing.T) {
	needChrome(t)
	notices := map[int]string{
		7:  "The towpath below the lock is fenced off while the wash wall is rebuilt",
		11: "The chamber is pumped dry for the new bottom gates to go in",
	}
	var paths []string
	var layer, works strings.Builder
	layer.WriteString(`{"type": "FeatureCollection", "features": [`)
	works.WriteString(`{"type": "FeatureCollection", "name": "stoppages", "features": [`)
	for n := 1; n <= 12; n++ {
		paths = append(paths, fmt.Sprintf("/locks/lock-%d.html", n))
		if n > 1 {
			layer.WriteString(", ")
		}
		fmt.Fprintf(&layer, `{"type": "Feature", "properties": {"name": "Lock %d", "page": "/locks/lock-%d.html"}, "geometry": {"type": "Point", "coordinates": [-2.9%d, 54.9%d]}}`, n, n, 100+n*7, 400+n*9)
	}
	for i, n := range []int{7, 11} {
		if i > 0 {
			works.WriteString(", ")
		}
		fmt.Fprintf(&works, `{"type": "Feature", "properties": {"ref": "ST-26-0%d", "note": "%s."}, "geometry": {"type": "Point", "coordinates": [-2.9%d, 54.9%d]}}`, i+1, notices[n], 100+n*7, 400+n*9)
	}
	works.WriteString(`, {"type": "Feature", "properties": {"ref": "ST-26-09", "note": "Hedge laying on the offside of the far reach, with short waits for walkers."}, "geometry": {"type": "Point", "coordinates": [-2.5, 54.5]}}]}`)
	layer.WriteString("]}")
	prose := strings.Repeat("<p>The lock was built of local sandstone and restored by volunteers over three winters; the gates are oak, made at the trust's own yard.</p>", 3)
	files := map[string]served{
		"/js/lock.js": {"text/javascript", `(async () => {
  const geo = document.querySelector('.h-geo');
  const at = [parseFloat(geo.dataset.lon), parseFloat(geo.dataset.lat)];
  const [layer, works] = await Promise.all(['/data/canal.geojson', '/data/stoppages.geojson'].map((u) => fetch(u).then((r) => r.json())));
  document.querySelector('.locator').dataset.locks = String(layer.features.length);
  for (const f of works.features) {
    const [x, y] = f.geometry.coordinates;
    if (Math.hypot(x - at[0], y - at[1]) > 0.0005) continue;
    const p = document.createElement('p');
    p.textContent = 'Notice ' + f.properties.ref + ': ' + f.properties.note;
    document.querySelector('#site-notices').appendChild(p);
  }
})();`},
		"/data/canal.geojson":     {"application/geo+json", layer.String()},
		"/data/stoppages.geojson": {"application/geo+json", works.String()},
	}
	for i, p := range paths {
		n := i + 1
		files[p] = htmlPage(`<!doctype html><html><head><title>Lock %d</title></head><body><h1>Lock number %d</h1><p class="h-geo" data-lat="54.9%d" data-lon="-2.9%d">Grid position on the canal map</p>%s<div class="locator"></div><div id="site-notices"></div><a href="/locks/lock-%d.html">Next lock</a><script src="/js/lock.js"></script></body></html>`,
			n, n, 400+n*9, 100+n*7, prose, n%12+1)
	}
	crawlAndListShows(t, serveFiles(t, files), paths, notices)
}

// Eight match reports of one template, each file named by its date,
// whose script finds the league's ruling on its match by the date in
// its byline's <time> and the team in <body data-team>: reports 6 and 8
// have one. The rulings file says which season it is, 2025, as every
// report's file name does: the season names every page, which showed
// nothing, and its names were turned off. Crawled and listed, the two
// are rendered with their rulings: the rulings' own entries name none
// of the reports that showed nothing, whatever the file says of itself.
// Before, the season's number kept the rulings' text from counting.
func TestAutoModeRendersThePagesOfTextWhoseFileNamesItsSeason(t *testing.T) {
	needChrome(t)
	rulings := map[int]string{
		6: "The visitors fielded a player who was not registered with the league and the result now counts as a win",
		8: "Hesket are docked five points for bowling their overs too slowly in the second innings",
	}
	day := func(n int) string { return fmt.Sprintf("2025-06-%02d", 2+n*3) }
	var paths []string
	for n := 1; n <= 8; n++ {
		paths = append(paths, fmt.Sprintf("/results/%s-match.html", day(n)))
	}
	data := `{"season": 2025, "source": "The league's results sub-committee minutes", "rulings": [`
	for i, n := range []int{6, 8} {
		if i > 0 {
			data += ", "
		}
		data += fmt.Sprintf(`{"date": "%s", "team": "1st XI", "kind": "ruling", "text": "%s."}`, day(n), rulings[n])
	}
	data += `, {"date": "2025-08-30", "team": "2nd XI", "kind": "ruling", "text": "The match was abandoned for rain and both sides take five points."}]}`
	prose := strings.Repeat("<p>Hesket won the toss and chose to bat on a slow pitch; the outfield was long after the week's rain and the teas were, as ever, excellent.</p>", 3)
	files := map[string]served{
		"/js/league-note.js": {"text/javascript", `(async () => {
  const date = document.querySelector('.byline time').getAttribute('datetime');
  const team = document.body.getAttribute('data-team');
  const data = await (await fetch('/data/league-rulings.json')).json();
  for (const r of data.rulings) {
    if (r.date !== date || r.team !== team) continue;
    const p = document.createElement('p');
    p.textContent = 'League ruling: ' + r.text;
    document.querySelector('.league-note').appendChild(p);
  }
})();`},
		"/data/league-rulings.json": {"application/json", data},
	}
	for i, p := range paths {
		n := i + 1
		files[p] = htmlPage(`<!doctype html><html><head><title>Match %d</title></head><body data-team="1st XI"><h1>Hesket v Visitors %d</h1><p class="byline">Played on <time datetime="%s">Saturday %d June</time>.</p>%s<div class="league-note"></div><a href="/results/%s-match.html">Next match</a><script src="/js/league-note.js"></script></body></html>`,
			n, n, day(n), 2+n*3, prose, day(n%8+1))
	}
	crawlAndList(t, serveFiles(t, files), paths[0], paths, func(t *testing.T, run string, recs map[string]sink.Record, stderr string) {
		if showsEach(t, recs, paths, rulings); t.Failed() {
			t.Log(stderr)
		}
	})
}

// Fourteen finds of one template whose script reads the finds register,
// a binary file of length-prefixed records, with a DataView and a
// TextDecoder, and writes the finder's account for its page: finds 8
// and 13 have one. Crawled and listed, both are rendered with their
// accounts: a binary file names nothing the crawler reads, and its
// records hold sentences no render of the kind showed. Before, its
// bytes were not kept, and the two kept their HTML.
func TestAutoModeRendersThePagesOfBinaryData(t *testing.T) {
	needChrome(t)
	accounts := map[int]string{
		8:  "The arrowhead was lying point up on a bed of dark old sand",
		13: "The float came ashore tangled in a hank of old green net",
	}
	var paths []string
	reg := []byte("REG1\x00\x00\xff\xfe")
	record := func(key, text string) {
		reg = append(reg, byte(len(key)))
		reg = append(reg, key...)
		reg = append(reg, byte(len(text)>>8), byte(len(text)))
		reg = append(reg, text...)
	}
	for n := 1; n <= 14; n++ {
		paths = append(paths, fmt.Sprintf("/finds/find-%d.html", n))
		if s, ok := accounts[n]; ok {
			record(fmt.Sprintf("find-%d", n), s+".")
		}
	}
	record("find-99", "A lead net weight folded round a cord that has long since rotted away.")
	prose := strings.Repeat("<p>Every find on the beach is logged by the volunteers who walk the strand line after the spring tides, and kept at the reading room.</p>", 3)
	files := map[string]served{
		"/js/find.js": {"text/javascript", `(async () => {
  const key = location.pathname.split('/').pop().replace('.html', '');
  const buf = await (await fetch('/data/register.bin')).arrayBuffer();
  const view = new DataView(buf), dec = new TextDecoder();
  for (let at = 8; at < buf.byteLength;) {
    const kl = view.getUint8(at); const k = dec.decode(new Uint8Array(buf, at + 1, kl)); at += 1 + kl;
    const tl = view.getUint16(at); const text = dec.decode(new Uint8Array(buf, at + 2, tl)); at += 2 + tl;
    if (k !== key) continue;
    const p = document.createElement('p');
    p.textContent = "Finder's account: " + text;
    document.querySelector('#account').appendChild(p);
  }
})();`},
		"/data/register.bin": {"application/octet-stream", string(reg)},
	}
	for i, p := range paths {
		n := i + 1
		files[p] = htmlPage(`<!doctype html><html><head><title>Find %d</title></head><body><h1>Find number %d</h1>%s<div id="account"></div><a href="/finds/find-%d.html">Next find</a><script src="/js/find.js"></script></body></html>`,
			n, n, prose, n%14+1)
	}
	crawlAndListShows(t, serveFiles(t, files), paths, accounts)
}

// served is a file serveFiles serves: its Content-Type and body.
type served struct{ typ, body string }

// htmlPage is an HTML page of format and args.
func htmlPage(format string, args ...any) served {
	return served{"text/html; charset=utf-8", fmt.Sprintf(format, args...)}
}

// serveFiles serves files by path (404 for any other) until the test
// ends, and returns the server's URL.
func serveFiles(t *testing.T, files map[string]served) string {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		f, ok := files[r.URL.Path]
		if !ok {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", f.typ)
		fmt.Fprint(w, f.body)
	}))
	t.Cleanup(srv.Close)
	return srv.URL
}
