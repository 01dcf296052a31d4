package crawl

import (
	"archive/zip"
	"bytes"
	"fmt"
	"github.com/rendercrawl/render/crawl/learn"
	"slices"
	"strings"
	"testing"
)

func TestDataNames(t *testing.T) {
	var zipped bytes.Buffer
	zw := zip.NewWriter(&zipped)
	for _, n := range []string{"produce/broad-beans.txt", "Asparagus.txt", "produce/"} {
		w, _ := zw.Create(n)
		fmt.Fprint(w, "season = June")
	}
	zw.Close()
	names, cut := dataNames([]Fetch{
		// A zip archive: the names of its files.
		{URL: "produce.zip", Body: zipped.Bytes()},
		{URL: "broken.zip", Body: []byte("PK\x03\x04 not a zip")},
		{URL: "a", Body: []byte(` {"alerts": [{"id": 101, "ratio": 0.5, "pages": ["/bins.html", "/parking.html"],
			"title": "Christmas collections", "open": true, "slug": "lamp-7"}]}`)},
		{URL: "b", Body: []byte(`Christmas collections are on Saturday.`)},
		{URL: "c", Body: []byte(`[{"title": "/bins.html"}, "x"]`)},
		{URL: "d"},
		// A script's literal: bare keys, single quotes.
		{URL: "e.js", Body: []byte(`{'heart-failure': {weeks: 3, updated: '2024-09-02'}, 4: {periods: 12}}`)},
		// A name of one character is a key, not a count or a letter.
		{URL: "f", Body: []byte(`{"9": {"periods": [["Weekdays", 10]]}, "y": "z"}`)},
		// A table of delimited text: its fields of one word.
		{URL: "stock.csv", Body: []byte("isbn,title,price\r\n9781529922,Orbital,9.99\r\n\"9780063327\",Tom Lake,9.99\n")},
		{URL: "hours.tsv", Body: []byte("day\topens\tcloses\nmon\t09:00\t\ntue\t\t\n\n")},
		{URL: "dentists.txt", Body: []byte("# GDC number | clinic days\n83377|Tuesday and Friday\n90451|Monday\n")},
		// Pipes: a row may leave its last columns out.
		{URL: "sowing.txt", Body: []byte("# crop | sow | harvest\nbroad-beans | sow: May | harvest: June\ngarlic | plant: October\n")},
		// Commas within quotes; a row's first field is its key, of one
		// character too, a value of one character is none.
		{URL: "plots.csv", Body: []byte("plot,holder,\"main crops\"\n5,\"Okonkwo, Grace\",\"Leeks, \"\"Kelsae\"\" onions\"\n11,Marsh,7\n")},
		// Columns aligned by spaces: each row's first field a key.
		{URL: "routes.txt", Body: []byte("# Routes\nROUTE            MILES LOCKS\ncoventry-ring       48    22\ncaldon-branch             17\n")},
		// Prose with a comma on its first line is no table, nor YAML.
		{URL: "note.txt", Body: []byte("Closed today, sorry.\nBack tomorrow\n")},
		// YAML: its keys and its values, of a few words as slugs.
		{URL: "races.yaml", Body: []byte("# Race notices\nseries:\n  round-the-island:\n    - \"Postponed to Saturday\"\n    - gale\n  cup: 'Sunday'\n")},
		// JSON Lines: every line's value.
		{URL: "fares.jsonl", Body: []byte("{\"vehicle\": \"car\"}\n{\"vehicle\": \"motorhome\"}\n")},
		// Java's properties: a dotted key's parts, a quoted key whole.
		{URL: "sessions.properties", Body: []byte("# Sessions\nsession.03.places=8\n\"a.b\" = c\n")},
		// TOML: its sections' names, their parts, its keys and values
		// (of a few words, slugs).
		{URL: "rides.toml", Body: []byte("# Rides\n[routes.coast-loop]\nminutes = 195\nstop = \"Seahouses harbour\"\n")},
		// A fragment of HTML is no YAML: read as XML, its texts.
		{URL: "frag.html", Body: []byte("<p>Note: closed</p>\nhours: none\n")},
		// XML: its attributes' values and its texts, those of a few
		// words as slugs.
		{URL: "stock.xml", Body: []byte(`<?xml version="1.0" encoding="ISO-8859-1"?>
<stock shop="Fenwick Street"><item sku="FW-3417" count="2" class="c" style="s"><related>ladder stand-off</related></item>
<item sku="FW-4120"><![CDATA[short]]></item></stock>`)},
		// iCalendar: values of one word, a UID's part before its @.
		{URL: "shows.ics", Body: []byte("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Fenmoor//EN\r\nBEGIN:VEVENT\r\nUID:black-holes@fenmoor\r\nDTSTART;TZID=Europe/London:20260228T143000\r\nSUMMARY:Black Holes\r\n DESCRIPTION:folded\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n")},
		// A Markdown table amid prose: its rows' fields, the first a key.
		{URL: "shows.md", Body: []byte("# Show slots\n\nOnly confirmed shows.\n\n| Code | Presenter |\n|------|:---:|\n| FOS | Ruth |\n| CVG |  |\n")},
		// An HTML fragment that is no XML names nothing.
		{URL: "offer.html", Body: []byte(`<p class=offer>Half price<br>on <a href="/paint.html">paint</a></p>`)},
	})
	want := []string{"/bins.html", "/parking.html", "03", "09:00", "10", "101", "11", "12", "17", "195", "2024-09-02", "20260228T143000", "22", "4", "48", "5", "83377", "9", "9.99", "90451", "9780063327", "9781529922", "Asparagus", "Asparagus.txt", "CVG", "Code", "FOS", "FW-3417", "FW-4120", "FW3417", "FW4120", "Marsh", "Monday", "Orbital", "Presenter", "ROUTE", "Ruth", "Sunday", "Weekdays", "a.b", "alerts", "black-holes", "black-holes@fenmoor", "broad-beans", "broad-beans.txt", "caldon-branch", "car", "christmas-collections", "clinic-days", "closes", "coast-loop", "coventry-ring", "cup", "day", "fenwick-street", "gale", "garlic", "gdc-number", "harvest", "harvest-june", "heart-failure", "holder", "hours-none", "id", "isbn", "ladder-stand-off", "lamp-7", "lamp7", "leeks-kelsae-onions", "main-crops", "miles-locks", "minutes", "mon", "motorhome", "note-closed", "okonkwo-grace", "open", "opens", "pages", "periods", "places", "plant-october", "plot", "postponed-to-saturday", "price", "ratio", "round-the-island", "routes", "seahouses-harbour", "series", "session", "session.03.places", "session.3.places", "short", "slug", "sow", "sow-may", "stop", "title", "tom-lake", "tue", "tuesday-and-friday", "updated", "vehicle", "weeks", "y"}
	slices.Sort(names)
	if cut || !slices.Equal(names, want) {
		t.Errorf("dataNames = %q (cut %v), want %q", names, cut, want)
	}
	var b strings.Builder
	b.WriteString("[")
	for i := range maxDataNames + 1 {
		fmt.Fprintf(&b, "%q,", fmt.Sprintf("/page-%d.html", i))
	}
	b.WriteString(`"end"]`)
	if names, cut := dataNames([]Fetch{{Body: []byte(b.String())}}); !cut || names != nil {
		t.Errorf("a search index's names: %d, cut %v; want none, cut", len(names), cut)
	}
}

// The keys of a JSON document's entries: those whose values are objects
// or arrays, at any depth, each once, a key of two to eight words as its
// slug; not the fields of an entry, nor what is not JSON.
func TestDataKeys(t *testing.T) {
	got := dataKeys([]byte(`{"D-345": {"since": "1.6", "rows": [{"o": "--type"}]}, "/guides/a.html": [{"href": "/guides/b.html"}], "updated": "2026-12-01"}`))
	slices.Sort(got)
	if want := []string{"/guides/a.html", "D-345", "D345", "rows"}; !slices.Equal(got, want) {
		t.Errorf("dataKeys = %q, want %q", got, want)
	}
	// A key of a few words is its slug, as a page goes by the name.
	got = dataKeys([]byte(`{"Rose de Berne": {"yield": 4.4}, "Cœur de Bœuf": [1], "A note of far more than eight words in all, which is prose": {}}`))
	slices.Sort(got)
	if want := []string{"coeur-de-boeuf", "rose-de-berne"}; !slices.Equal(got, want) {
		t.Errorf("dataKeys of phrases = %q, want %q", got, want)
	}
	if got := dataKeys([]byte("code,name\nD-1,x\n")); got != nil {
		t.Errorf("dataKeys of CSV = %q, want none", got)
	}
}

// A table with a row for every page whose one column of notes is filled
// on a few rows names those rows' pages alone; a table whose columns are
// all filled names every row.
func TestDataNamesOfASparseTable(t *testing.T) {
	var csv strings.Builder
	csv.WriteString("date,speaker,note\n")
	for d := 1; d <= 12; d++ {
		note := ""
		if d == 5 || d == 11 {
			note = "recorded for the archive"
		}
		fmt.Fprintf(&csv, "2023-02-%02d,\"Speaker %d\",\"%s\"\n", d, d, note)
	}
	names, _ := dataNames([]Fetch{{URL: "http://h/data/talks.csv", Body: []byte(csv.String())}})
	for _, want := range []string{"2023-02-05", "2023-02-11"} {
		if !slices.Contains(names, want) {
			t.Errorf("names %q lack %s, a row with a note", names, want)
		}
	}
	if slices.Contains(names, "2023-02-04") {
		t.Errorf("names %q hold 2023-02-04, a row without a note", names)
	}
	full := strings.ReplaceAll(csv.String(), `""`, `"kept"`)
	if names, _ := dataNames([]Fetch{{URL: "http://h/data/talks.csv", Body: []byte(full)}}); !slices.Contains(names, "2023-02-04") {
		t.Errorf("names of a full table %q lack 2023-02-04", names)
	}
}

// A date of numbers in data also names the days it may be; a name with a
// padded number names the number unpadded too; a Markdown file's
// headings are keys.
func TestDataNamesAsPagesWriteThem(t *testing.T) {
	got, _ := dataNames([]Fetch{
		{Body: []byte("date,lesson\n01/02/2025,keep the radio dry\n2025-3-4,x\n")},
		{Body: []byte("[session-07]\nleader = \"Kath Relph\"\nnote = \"Bring a flask\"\n\n[session-12]\nleader = \"Davey\"\n")},
		{Body: []byte("# Field trip reports\n\nOne section a trip.\n\n## hollin-gill-mine\n\nFourteen members.\n\n## Castle Crag volcanics ##\n")},
	})
	for _, w := range []string{"2025-02-01", "2025-01-02", "2025-03-04", "session-07", "session-7", "hollin-gill-mine", "castle-crag-volcanics", "field-trip-reports"} {
		if !slices.Contains(got, w) {
			t.Errorf("dataNames = %q, lacks %q", got, w)
		}
	}
	for _, not := range []string{"2025-2-1", "one-section-a-trip"} {
		if slices.Contains(got, not) {
			t.Errorf("dataNames = %q, holds %q", got, not)
		}
	}
	if got := dataKeys([]byte(`{"session-010": {"w": 1}, "10/02/2025": {"w": 2}}`)); !slices.Contains(got, "session-10") || !slices.Contains(got, "2025-02-10") {
		t.Errorf("dataKeys = %q, lacks session-10 or 2025-02-10", got)
	}
}

// The names as a page may write them take no share of maxDataNames: a
// file of 6,000 dated entries names them all.
func TestDataNamesVariantsAreNotCounted(t *testing.T) {
	var b strings.Builder
	b.WriteString("{")
	for i := 0; i < 6000; i++ {
		if i > 0 {
			b.WriteString(",")
		}
		fmt.Fprintf(&b, `"%02d/%02d/%d": {"n": 1}`, i%28+1, i/28%12+1, 1900+i/336)
	}
	b.WriteString("}")
	names, cut := dataNames([]Fetch{{Body: []byte(b.String())}})
	if cut || len(names) < 6000 {
		t.Errorf("dataNames of 6,000 dates: %d names, cut %v", len(names), cut)
	}
	if keys := dataKeys([]byte(b.String())); len(keys) < 6000 {
		t.Errorf("dataKeys of 6,000 dates: %d keys", len(keys))
	}
}

// The keys of entries that hold nothing are no keys of entries.
func TestDataKeysOfBareEntries(t *testing.T) {
	got := dataKeys([]byte(`{"faure-requiem": null, "rutter-gloria": {"partial": "/partials/rutter-gloria.html"}, "elgar-lux-aeterna": {"partial": null}, "horns": {"open": 0, "wanted": []}, "basses": {"open": 1}}`))
	slices.Sort(got)
	if want := []string{"basses", "rutter-gloria"}; !slices.Equal(got, want) {
		t.Errorf("dataKeys = %q, want %q", got, want)
	}
}

// Text for a reader in JSON data, shown or not, for pages the data names
// in no way the page's names have the shape of; names, labels and codes
// are no text for a reader, and data that holds paths names its pages.
func TestUnplacedText(t *testing.T) {
	data := func(body string) []Fetch {
		return []Fetch{{URL: "/d", Bytes: len(body), Status: 200, Body: []byte(body)}}
	}
	page := "Call-out 14. Team leader's debrief: Hypothermia crept up on him over three hours of steady rain. Lessons for walkers."
	names := func() []string {
		return []string{"call-out-14", "14", "d-120", "2025-01-04", "mayfly-evening", "mayfly"}
	}
	for _, c := range []struct {
		body string
		want bool
	}{
		// Keyed by hashes: one shown, then one not.
		{`{"a3f09c1e": {"debrief": "Hypothermia crept up on him over three hours of steady rain."}}`, false},
		{`{"a3f09c1e": {"debrief": "Hypothermia crept up on him over three hours of steady rain.", "lessons": ["Carry a spare layer"]}, "77b0d2aa": {"debrief": "His boots had little tread left on the wet slabs.", "lessons": []}}`, true},
		// By place in a list.
		{`{"updated": "2025-09-30", "appeals": [null, null, {"needed": ["Insulation boards for the kit store roof"]}, null, {"needed": ["Two years of replacement pads for it"]}]}`, true},
		// Keyed by codes of the page's shape (D-120): the names judge.
		{`{"D-345": {"note": "closing postings are checked against the final balance line"}, "D-346": {"note": "opening balances are read from the first line"}}`, false},
		// Names the site's pages.
		{`[{"title": "Ullswater: a small durable job queue for Python", "url": "/index.html"}]`, false},
		{`[{"title": "Ullswater: a small durable job queue for Python", "url": "https://h.test/index.html"}]`, false},
		{"url,title\nhttps://h.test/a.html,The mayfly came off the shallows at dusk\nhttps://h.test/b.html,Ice on the margins kept the boats in until noon\n", false},
		{`{"ids": ["a3f09c1e", "77b0d2aa"], "labels": {"open": "Open the map", "close": "Close the map"}, "n": 12}`, false},
		// XML by place, and keyed by names a page goes by.
		{`<beats><beat/><beat/><beat><access>the last stretch to the bay is on foot along the field edge</access></beat></beats>`, true},
		{`<beats><beat><name>Char Dub</name><access>the last stretch to the bay is on foot along the field edge</access></beat><beat><name>Liza Mouth</name></beat></beats>`, false},
		// CSV keyed by hashes, and by dates.
		{"hash,note\n9f1c2ab3e0,Ice on the margins kept the boats in until noon\n77ab01cd92,The mayfly came off the shallows at dusk\n", true},
		{"date,note\n2025-01-04,Ice on the margins kept the boats in until noon\n2025-02-01,The mayfly came off the shallows at dusk\n", false},
		// CSV keyed by a bollard's letter: a letter is of any word's
		// shape (mayfly), and names no page.
		{"bollard,socket,remarks,open\nA,1,,N\nA,2,Socket cover cracked and replaced on the day,N\nD,3,Pitch 15 is let without electric at the tent price,Y\n", true},
		// Text of other formats (YAML, Hjson): its entries are found as
		// its code finds them; but for a link, which names its page.
		{"debrief: The gate on the fell road is locked at dusk\n", true},
		{"# Clubs, kept by Dan.\n{\n  CHS:\n  {\n    name: Chess club\n    notice: The chess club is meeting in the Curlews classroom this term\n  }\n  FTB:\n  {\n    name: Football club\n    notice: \"\"\n  }\n}\n", true},
		{"guide: /guides/fell-road.html\nnote: The gate on the fell road is locked at dusk\n", false},
		// A binary file a library reads: a SQLite database's records
		// hold the text; a WebAssembly module's strings are code's, a
		// zip archive's names its files'.
		{"SQLite format 3\x00\x10\x00\x01\x01\xfe\x81DDHG 2023.002A lead net weight, folded round a cord that has long since rotted away.2023-05-06", true},
		{"\x00asm\x01\x00\x00\x00\xfe\x81attempt to write a readonly database file\x00", false},
		{"PK\x03\x04\x14\x00\xfe\x81notes.txt the lead net weight was folded round a cord long since rotted", false},
	} {
		if got := unplacedText(data(c.body), page, names) != nil; got != c.want {
			t.Errorf("unplacedText(%q) = %v, want %v", c.body, got, c.want)
		}
	}
}

func TestCodeShape(t *testing.T) {
	for in, want := range map[string]string{"D-345": "a-9", "d-120": "a-9", "rows": "a", "4be0f1a2": "9a9a9a9", "2025-01-04": "9-9-9", "Call-out 14": "a-a 9"} {
		if got := codeShape(in); got != want {
			t.Errorf("codeShape(%q) = %q, want %q", in, got, want)
		}
	}
}

// Each name that one entry alone of a file gives maps to that entry's
// shape: its file and the fields it fills. A name two entries give (a
// venue) maps to none.
func TestEntryShapes(t *testing.T) {
	data := func(body string) []Fetch {
		return []Fetch{{URL: "/d", Bytes: len(body), Status: 200, Body: []byte(body)}}
	}
	ics := "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nX-WR-CALNAME:Talks\r\n" +
		"BEGIN:VTIMEZONE\r\nTZID:Europe/London\r\nBEGIN:STANDARD\r\nTZOFFSETFROM:+0100\r\nEND:STANDARD\r\nEND:VTIMEZONE\r\n" +
		"BEGIN:VEVENT\r\nUID:talk-09@astro.test\r\nDTSTART:20250911T193000\r\nLOCATION:Public Hall\r\nDESCRIPTION:Monthly talk.\r\nEND:VEVENT\r\n" +
		"BEGIN:VEVENT\r\nUID:talk-10@astro.test\r\nDTSTART:20251009T193000\r\nLOCATION:Public Hall\r\nDESCRIPTION:Monthly talk by a member.\r\nEND:VEVENT\r\n" +
		"BEGIN:VEVENT\r\nUID:talk-01@astro.test\r\nSEQUENCE:1\r\nDTSTART:20260423T193000\r\nLOCATION:Public Hall\r\nCOMMENT:The January meeting is a members' night instead.\r\nEND:VEVENT\r\n" +
		"END:VCALENDAR\r\n"
	for _, c := range []struct {
		body string
		want map[string]string // name: fields, "-" for no shape
	}{
		{ics, map[string]string{
			"talk-09": "DESCRIPTION,DTSTART,LOCATION,UID", "talk-10@astro.test": "DESCRIPTION,DTSTART,LOCATION,UID",
			"talk-01": "COMMENT,DTSTART,LOCATION,SEQUENCE,UID", "public-hall": "-", "europe/london": "-", "talks": "-"}},
		{`{"stock": [{"sku": "U-2511", "status": "available", "note": ""}, {"sku": "U-2514", "status": "sold", "note": "Collected the same afternoon."}, {"sku": "U-2519", "status": "available", "note": null}]}`,
			map[string]string{"u-2511": "sku,status", "u-2519": "sku,status", "u-2514": "note,sku,status", "available": "+sku,status"}},
		{`{"standard-service": {"note": "", "weeks": 0}, "wheel-building": {"note": "Back from the builder on Friday.", "by": "Ann"}}`,
			map[string]string{"standard-service": "", "wheel-building": "by,note", "note": "-"}},
		{"sku,status,changed,note\nU-2511,available,,\nU-2514,sold,2026-11-28,Collected the same afternoon.\nU-2519,available,,\n",
			map[string]string{"u-2511": "0,1", "u-2514": "0,1,2,3", "2026-11-28": "0,1,2,3", "available": "+0,1"}},
		// Rows of one page each: a packing sheet's week, one row of which
		// has a note.
		{"packed,item,small,large,change\n2025-07-03,Salad bag,1,2,\n2025-07-03,Chard,,1 bunch,\n2025-07-10,Salad bag,1,2,\n2025-07-10,Strawberries,,1 punnet,Rain split most of the fruit.\n2025-07-17,Salad bag,1,2,\n2025-07-17,Peas,300 g,750 g,\n",
			map[string]string{"2025-07-03": "+0,1,2,3", "2025-07-17": "+0,1,2,3", "2025-07-10": "+0,1,2,3,4", "salad-bag": "+0,1,2,3", "chard": "0,1,3"}},
		{"<talks><talk id=\"t-1\"/></talks>", map[string]string{"t-1": "-"}},
		{`<register><plot number="1"><holder>Okafor family</holder></plot><plot number="7"><holder>Brennan family</holder><notice kind="vacancy">The fruit cage and the blue shed stay with the plot.</notice></plot><plot number="9"><holder>Fitch family</holder></plot></register>`,
			map[string]string{"1": "@number,holder", "9": "@number,holder", "7": "@number,holder,notice", "brennan-family": "@number,holder,notice", "vacancy": "@number,holder,notice"}},
		// A spreadsheet's export headed by comments; and a header whose
		// first column is "#".
		{"# Sluice book, exported from the spreadsheet\n# status: as planned / moved\ndate\tgrain\tstatus\tnote\n2025-04-05\tWheat\tas planned\t\n2025-05-17\tSpelt\tmoved\tMoved to Sunday because the wheel is stopped.\n2025-05-31\tWheat\tas planned\t\n",
			map[string]string{"2025-04-05": "0,1,2", "2025-05-17": "0,1,2,3", "spelt": "0,1,2,3", "as-planned": "+0,1,2"}},
		{"#,name,note\n1,Ann Lee,\n2,Bob Marr,Away until June for the hay.\n3,Cy Ward,\n",
			map[string]string{"ann-lee": "0,1", "bob-marr": "0,1,2", "name": "-"}},
		// JSON Lines: each line an entry.
		{"{\"sku\": \"U-2511\", \"status\": \"available\"}\n{\"sku\": \"U-2514\", \"status\": \"sold\", \"note\": \"Collected the same afternoon.\"}\n{\"sku\": \"U-2519\", \"status\": \"available\"}\n",
			map[string]string{"u-2511": "sku,status", "u-2519": "sku,status", "u-2514": "note,sku,status", "available": "+sku,status"}},
		// YAML: a list of mappings, its dates as written, and a map of them.
		{"# talks\ntalks:\n  - id: talk-09\n    date: 2025-09-11\n    hall: Public Hall\n  - id: talk-10\n    date: 2025-10-09\n    hall: Public Hall\n  - id: talk-01\n    date: 2026-04-23\n    hall: Public Hall\n    moved: The January meeting is a members' night instead.\n",
			map[string]string{"talk-09": "date,hall,id", "2025-10-09": "date,hall,id", "talk-01": "date,hall,id,moved", "public-hall": "-"}},
		{"standard-service:\n  note: \"\"\n  weeks: 0\nwheel-building:\n  note: Back from the builder on Friday.\n  by: Ann\n",
			map[string]string{"standard-service": "", "wheel-building": "by,note"}},
		// TOML: the tables of an array, and the sections of one parent.
		{"title = \"Stock\"\n\n[[bike]]\nsku = \"U-2511\"\nstatus = \"available\"\n\n[[bike]]\nsku = \"U-2514\"\nstatus = \"sold\"\nnote = \"Collected the same afternoon.\"\n\n[[bike]]\nsku = \"U-2519\"\nstatus = \"available\"\nnote = \"\"\n",
			map[string]string{"u-2511": "sku,status", "u-2519": "sku,status", "u-2514": "note,sku,status", "stock": "-"}},
		{"[plots]\nwaiting = 11\n\n[plots.1]\nholder = \"Okafor family\"\n\n[plots.7]\nholder = \"Brennan family\"\nnotice = \"The fruit cage stays with the plot.\"\n\n[plots.9]\nholder = \"Fitch family\"\n",
			map[string]string{"1": "holder", "9": "holder", "7": "holder,notice", "brennan-family": "holder,notice"}},
		// A file kept by hand in sections: "key: value" lines, then a
		// section's notice as lines of prose.
		{"# Moorings. One block a berth; leave the notice out when there is nothing to say.\n\n[berth-4]\nstate: let\nchecked: 2026-04-02\n\n[berth-9]\nstate: let\nchecked: 2026-04-02\nThe ring on the quay wall is loose:\nuse the two posts.\n\n[berth-12]\nstate: let\nchecked: 2026-03-30\n",
			map[string]string{"berth-4": "checked,state", "berth-12": "checked,state", "berth-9": "(prose),checked,state"}},
		// A script that is data: bare keys, single quotes, comments and
		// a trailing comma; and a literal as the whole body.
		{"// Notes from the counter.\nvar SHELF_NOTES = {\n  \"bread-and-milk\": { note: \"\", back: \"\" },\n  'gas-and-camping': {\n    note: 'No 6 kg propane until the next lorry.',\n    back: \"Thursday\"\n  },\n  \"maps-and-books\": { note: \"\", back: \"\" },   // none now\n};\n",
			map[string]string{"bread-and-milk": "", "maps-and-books": "", "gas-and-camping": "back,note"}},
		{"[{sku: 'U-2511', status: 'available'}, {sku: 'U-2514', status: 'sold', note: 'Collected the same afternoon.'}, {sku: 'U-2519', status: 'available'},]",
			map[string]string{"u-2511": "sku,status", "u-2514": "note,sku,status"}},
		// A Markdown file's front matter is its entries; the text after
		// it is no YAML.
		{"---\n# The register.\ntrees:\n  - tag: EO-08\n    variety: Duke of Devonshire\n  - tag: EO-09\n    variety: Duke of Devonshire\n    note: >\n      EO-09 lost its leader in the February gales.\n  - tag: EO-10\n    variety: Egremont Russet\n---\n\n## Notes for the committee\n\n- Mowing: the contractor comes in June: *not* before.\n  {x: [\n",
			map[string]string{"eo-08": "tag,variety", "eo-09": "note,tag,variety", "egremont-russet": "tag,variety"}},
		// A brewery's trade accounts, each a pub's, most with its page: a
		// TOML string of lines is a filled field.
		{"checked = \"10 March 2025\"\n\n[[account]]\nname = \"Hagg Gate Inn\"\npage = \"hagg-gate-inn.html\"\nnotice = \"\"\n\n[[account]]\nname = \"The Wheatsheaf\"\npage = \"wheatsheaf.html\"\nnotice = \"\"\"\nShut for a new kitchen until the 28th.\n\nThe darts team play away.\"\"\"\n\n[[account]]\nname = \"The Stag\"\npage = \"stag.html\"\nnotice = ''\n\n[[account]]\nname = \"Kendal bottle shop\"\nnotice = '''Pins and bottles only.'''\n",
			map[string]string{"hagg-gate-inn.html": "name,page", "wheatsheaf.html": "name,notice,page", "the-stag": "name,page", "kendal-bottle-shop": "name,notice"}},
		// The values of an enumeration (a status, a restriction's state)
		// tell entries that fill the same fields apart: not a value of
		// digits, nor one of each entry.
		{`<crags><crag gridref="NY39621601" name="Goldrill Buttress"><owner>National Trust</owner></crag><crag gridref="NY40111539" name="Dubhow Slabs"><owner>National Trust</owner><restriction species="peregrine" status="lifted">Peregrines did not nest.</restriction></crag><crag gridref="NY41881041" name="Raven Crag"><owner>Hartsop Hall Farm</owner><restriction species="raven" status="active">Ravens are nesting.</restriction></crag><crag gridref="NY36701250" name="Hutaple Buttress"><owner>National Trust</owner><restriction species="peregrine" status="active">A pair of peregrines.</restriction></crag></crags>`,
			map[string]string{"goldrill-buttress": "@gridref,@name,owner|owner=national trust",
				"ny40111539": "@gridref,@name,owner,restriction|owner=national trust,restriction@species=peregrine,restriction@status=lifted",
				"raven-crag": "@gridref,@name,owner,restriction|owner=hartsop hall farm,restriction@species=raven,restriction@status=active"}},
		// A search index links its pages: its names judge, not its shapes.
		{`[{"l": "All Classes", "url": "allclasses-index.html"}, {"p": "org.jsoup", "l": "Jsoup"}, {"p": "org.jsoup", "l": "Connection"}]`,
			map[string]string{"jsoup": "-", "connection": "-"}},
	} {
		got := entryShapes(data(c.body))
		for n, w := range c.want {
			g, ok := got[n]
			if !strings.Contains(w, learn.ValuesMark) {
				g, _, _ = strings.Cut(g, learn.ValuesMark) // the fields alone
			}
			switch {
			case w == "-" && ok:
				t.Errorf("%.30q: %s has shape %q, want none", c.body, n, g)
			case w != "-" && g != strings.Replace("/d "+w, "/d +", "+/d ", 1):
				t.Errorf("%.30q: %s has shape %q, want %q (+: of a group)", c.body, n, g, w)
			}
		}
	}
}

// A binary file names nothing (but for a zip archive, its files): its
// bytes are no text of names.
func TestDataNamesOfBinaryData(t *testing.T) {
	body := "SQLite format 3\x00\x10\x00\xfe\x81sku,status\nU-2514,sold\nU-2516,reduced\n"
	if names, cut := dataNames([]Fetch{{URL: "/d", Bytes: len(body), Status: 200, Body: []byte(body)}}); len(names) > 0 || cut {
		t.Errorf("dataNames of a binary file = %v (cut %v), want none", names, cut)
	}
}

// The names of a file's entries, for unplaced text: not what the file
// says of itself beside them (a season's 2025, which every report's
// file name holds).
func TestEntryNames(t *testing.T) {
	body := `{"season": 2025, "source": "minutes", "rulings": [{"date": "2025-06-21", "team": "1st XI", "text": "A ruling."}, {"date": "2025-06-07", "team": "2nd XI", "text": "Another."}]}`
	names, cut := entryNames(Fetch{URL: "/d", Bytes: len(body), Status: 200, Body: []byte(body)})
	if cut || !slices.Contains(names, "2025-06-21") || !slices.Contains(names, "1st-xi") || slices.Contains(names, "2025") || slices.Contains(names, "season") {
		t.Errorf("entryNames = %q (cut %v), want the rulings' names and not the season's", names, cut)
	}
	one := `{"season": 2025, "rulings": [{"date": "2025-06-21"}]}`
	if names, _ := entryNames(Fetch{URL: "/d", Bytes: len(one), Status: 200, Body: []byte(one)}); !slices.Contains(names, "2025") {
		t.Errorf("entryNames of a file of one entry = %q, want all its names", names)
	}
}

// Aliases of aliases stand for a billion nodes in a few lines: a YAML
// body's entries are read to a bound, not expanded (else this test
// runs until its binary's timeout).
func TestYAMLEntriesOfAliasesOfAliases(t *testing.T) {
	var b strings.Builder
	b.WriteString("a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n")
	for i := 1; i <= 9; i++ {
		fmt.Fprintf(&b, "a%d: &a%d [", i, i)
		for j := range 10 {
			if j > 0 {
				b.WriteString(", ")
			}
			fmt.Fprintf(&b, "*a%d", i-1)
		}
		b.WriteString("]\n")
	}
	b.WriteString("talks:\n  - {id: talk-1, hall: Public Hall}\n  - {id: talk-2, hall: Public Hall, moved: Moved to May.}\n")
	yamlEntries([]byte(b.String()))
}
