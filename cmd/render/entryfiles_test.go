package main

import (
	"fmt"
	"strings"
	"testing"
)

// Twelve pages of one template whose script shows a page's entry from a
// file of entries only where the entry has something to say: pages 7
// and 11. Crawled and listed, both are rendered with their notes, the
// file being:
//   - a script that sets a global (var NOTES = {...}, with comments,
//     bare keys and single quotes) keyed by the page's file name; its
//     entries' shapes tell the two apart (before, only JSON's did);
//   - a Markdown file whose YAML front matter lists trees by the tag in
//     each page's facts table (before, the Markdown after the front
//     matter made it no YAML, and it had no entries);
//   - a CSV test sheet keyed by a hook-up bollard's letter, which names
//     no page: its closed remarks, shown on no page, are text no file
//     places (before, a letter had the shape of any word a page goes
//     by, as if the keys were the pages' names);
//   - an XML register of crags, each a page's, where the first crag's
//     restriction was lifted and those of crags 7 and 11 are active:
//     entries that fill the same fields tell apart by the values of an
//     enumeration (before, by their fields alone, and the two kept
//     their HTML once the first pages' names had shown nothing).
func TestAutoModeRendersThePagesOfEntriesOfScriptsMarkdownAndLetters(t *testing.T) {
	needChrome(t)
	notes := map[int]string{
		7:  "The cylinder exchange is closed until the next lorry comes on Thursday",
		11: "The freezer broke down and only two flavours are kept for now",
	}
	fields := strings.Fields("beckside orchard topfield meadow haybarn pods groupfield fellview riverside copse paddock greenway")
	prose := strings.Repeat("<p>Everything on this page was written by hand in the farm office, checked by the warden and put up on the noticeboard by the gate.</p>", 3)
	for _, site := range []struct {
		name  string
		path  func(n int) string
		key   func(n int) string // the page's key, as its markup gives it
		file  string             // the data file's path
		typ   string
		data  func(note func(n int) string) string
		find  string // the script's code that sets note from text, the file's body, and key
		fetch bool   // the script fetches the file (else a <script> loads it)
	}{
		{"script-global", func(n int) string { return fmt.Sprintf("/shop/shelf-%d.html", n) }, func(int) string { return "" },
			"/data/notes.js", "text/javascript", func(note func(int) string) string {
				var b strings.Builder
				b.WriteString("// Notes from the counter: keep the commas!\nvar NOTES = {\n")
				for n := 1; n <= 12; n++ {
					fmt.Fprintf(&b, "  'shelf-%d': { note: '%s', back: \"\" },  // shelf %d\n", n, note(n), n)
				}
				b.WriteString("  parcels: { note: 'Parcels are kept behind the counter for a week at most.', back: '' },\n};\n")
				return b.String()
			}, `const e = NOTES[location.pathname.split('/').pop().replace('.html', '')]; const note = e && e.note;`, false},
		{"front-matter", func(n int) string { return fmt.Sprintf("/trees/tree-%c.html", 'a'+n-1) }, func(n int) string { return fmt.Sprintf("TR-%02d", n) },
			"/data/log.md", "text/markdown", func(note func(int) string) string {
				var b strings.Builder
				b.WriteString("---\n# The warden's register: one entry a tag.\nseason: 2025\ntrees:\n")
				for n := 1; n <= 12; n++ {
					fmt.Fprintf(&b, "  - tag: TR-%02d\n    planted: 2012\n", n)
					if s := note(n); s != "" {
						fmt.Fprintf(&b, "    note: %s\n", s)
					}
				}
				b.WriteString("---\n\n## For the committee\n\n- Mowing: the contractor comes in June: *not* before.\n- Ladders: {see the shed}, and [the rota].\n")
				return b.String()
			}, `const lines = text.split('---')[1].split('\n'); let tag = '', note = '';
  for (const l of lines) { const m = l.match(/^\s*-?\s*(tag|note): (.*)$/); if (!m) continue;
    if (m[1] === 'tag') { if (tag === key) break; tag = m[2]; note = ''; } else note = m[2]; }
  if (tag !== key) note = '';`, true},
		{"letter-keys", func(n int) string { return "/pitches/" + fields[n-1] + ".html" }, func(n int) string { return string(rune('A' + n - 1)) },
			"/data/hookups.csv", "text/csv", func(note func(int) string) string {
				var b strings.Builder
				b.WriteString("Bollard,Socket,Tested,Result,Remarks,Open\n")
				for n := 1; n <= 12; n++ {
					for s := 1; s <= 3; s++ {
						remark, open := "", "N"
						if s == 2 && n%3 == 1 {
							remark = "Socket cover cracked and replaced on the day by the electrician"
						}
						if s == 3 && note(n) != "" {
							remark, open = note(n), "Y"
						}
						fmt.Fprintf(&b, "%c,%d,14/03/2025,Pass,%s,%s\n", 'A'+n-1, s, remark, open)
					}
				}
				return b.String()
			}, `let note = '';
  for (const row of text.trim().split('\n').slice(1)) { const f = row.split(','); if (f[0] === key && f[5] === 'Y') note = f[4]; }`, true},
		{"status-values", func(n int) string { return fmt.Sprintf("/crags/crag-%d.html", n) }, func(int) string { return "" },
			"/data/access.xml", "application/xml", func(note func(int) string) string {
				var b strings.Builder
				b.WriteString("<?xml version=\"1.0\"?>\n<access>\n")
				for n := 1; n <= 12; n++ {
					fmt.Fprintf(&b, "  <crag page=\"crag-%d\"><owner>National Trust</owner>", n)
					switch {
					case note(n) != "":
						fmt.Fprintf(&b, "<restriction status=\"active\">%s</restriction>", note(n))
					case n == 1 || n == 5:
						b.WriteString("<restriction status=\"lifted\">Peregrines prospected the slab in spring but did not nest there after all.</restriction>")
					}
					b.WriteString("</crag>\n")
				}
				b.WriteString("</access>\n")
				return b.String()
			}, `const page = location.pathname.split('/').pop().replace('.html', '');
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  const r = doc.querySelector('crag[page="' + page + '"] restriction[status="active"]');
  const note = r && r.textContent;`, true},
	} {
		t.Run(site.name, func(t *testing.T) {
			note := func(n int) string { return notes[n] }
			load := `const text = await (await fetch('` + site.file + `')).text();`
			if !site.fetch {
				load = ""
			}
			files := map[string]served{
				site.file: {site.typ, site.data(note)},
				"/js/note.js": {"text/javascript", `(async () => {
  const key = (document.querySelector('td.key') || {}).textContent;
  ` + load + `
  ` + site.find + `
  if (!note) return;
  const p = document.createElement('p');
  p.textContent = 'Notice: ' + note + '.';
  document.querySelector('#notice').appendChild(p);
})();`},
			}
			var paths []string
			for n := 1; n <= 12; n++ {
				paths = append(paths, site.path(n))
			}
			for i, p := range paths {
				data := ""
				if !site.fetch {
					data = `<script src="` + site.file + `"></script>`
				}
				name := strings.TrimSuffix(p[strings.LastIndexByte(p, '/')+1:], ".html")
				files[p] = htmlPage(`<!doctype html><html><head><title>Page %d</title></head><body><h1>Notes for %s</h1><table><tr><th>Key</th><td class="key">%s</td></tr></table>%s<div id="notice"></div><a href="%s">Next</a>%s<script src="/js/note.js"></script></body></html>`,
					i+1, name, site.key(i+1), prose, paths[(i+1)%len(paths)], data)
			}
			base := serveFiles(t, files)
			crawlAndListShows(t, base, paths, notes)
		})
	}
}
