package main

import (
	"crypto/sha1"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/rendercrawl/render/sink"
)

// firstPagesSite serves three sections of a club's site whose first pages
// give their scripts nothing to do, each in its own way, and whose later
// pages are reached through them (a crawl meets the first ones first):
//
//   - /news/1..6: every article runs a script that writes each
//     time[datetime] out in words; articles 1 and 2 have no date.
//   - /threads/1..8: every thread runs a script that fetches its answers
//     when its empty #answers says data-fetch; threads 1 and 2 do not
//     say it, and their answers are none.
//   - /routes/1, 4, 9, 14, 21: every route page loads /data/routes.js
//     (window.ROUTES = {"1": {...}, "4": {...}}) and writes its timetable
//     from it as it parses; route 1 has none.
//   - /guide/1..5: every guide page loads /main.js, which loads the
//     module its body's data-module names: guide 1 names none, guides 2
//     and 5 "gallery", which changes no text, and guides 3 and 4
//     "events", which writes the page's events from /data/events.json.
//   - /books/1..6: every book page's script looks its body's data-isbn
//     up in /data/stock.csv and writes its stock line; books 1, 2 and 6
//     are not in it.
//   - /classes/1..6: every class page's script fetches
//     /data/classes/<code>.json for the code its <div data-code> holds
//     (CL1, CL2, ...), and writes the next date over "Dates to be
//     announced."; classes 1 and 2 have none (404).
//   - /find, /find?q=moor, /find?q=river: one page whose script searches
//     /data/find.json for its query's word, and does nothing without a
//     query.
//   - /posts/1..6: every post runs a script that writes each
//     time[datetime] out in long form ("13 March 2024"); posts 1 and 2
//     show their dates so already, the others as ISO dates.
//   - /kits/1..5: every kit's script writes each span.hire's
//     data-hours out in days; kits 1 and 2 show days already, the others
//     their hours as they are.
//   - /staff/1..5: every profile's script looks the staff number its
//     text shows (KG-101) up in /data/staff.json and writes the office
//     hours; staff 1 and 2 are not in it.
//   - /fees/1..5: every fee page's script looks the code its
//     <meta name="fee-code"> gives (F-AA, F-BB, ...) up in
//     /data/fees.json and writes the fee; fees 1 and 2 are not in it.
//     It reads the page's <meta name="csrf-token"> too, another on each
//     page.
//   - /tools/1..5: every tool page's script looks its body's data-sku
//     up in /data/tools.xml and writes the tools in the store; tools 1
//     and 2 are not in it.
//   - /leaders/1..5: every walk leader's script looks the member number
//     its text shows (55121, ...) up in /data/leaders.txt, a table of
//     fields between pipes, and writes the walks the leader leads;
//     leaders 1 and 2 are not in it.
//   - /shows/<name>: every show page's script looks the show its <main
//     id="show-<name>"> names up by its UID (<name>@kestrel) in
//     /data/shows.ics, an iCalendar file, and writes the next showing;
//     the first two shows are not in it.
//   - /peaks/<name>: every peak page's script fetches
//     /data/facts/peak-<name>.json, named by the page's heading, and
//     writes its height; the first two peaks' files are missing (404).
//   - /meets/1..5: every meet page's script looks the date its
//     <time class="met" datetime> gives up in /data/meets.csv, a table
//     whose quoted fields hold commas, keyed by date, and writes who
//     came; meets 1 and 2 are not in it.
//   - /plots/plot-01.html..plot-05.html: every plot page's script
//     looks the number in its file name (5 of plot-05.html) up in
//     /data/plots.csv and writes the plot's holder; plots 1 and 2 are
//     not in it.
//   - /huts/<file>.html: every hut page's script slugs its heading
//     ("Black Sail & Gable": black-sail-and-gable, not the file's name)
//     and looks it up in /data/huts.md, a Markdown table amid prose,
//     and writes who sleeps there; the first two huts are not in it.
//   - /cards/1..5: every member's page's script looks the member its
//     note form's <option selected> names (mem-0303) up in
//     /data/cards.json and writes the member's card; the first two
//     members are not in it, and nothing of the page names the data.
//   - /loans/1..5: every loan page holds an empty custom element,
//     <shelf-copies isbn="...">, whose script looks its isbn up in
//     /data/copies.csv and writes the copies on the shelf; loans 1 and 2
//     are not in it.
//
// want(path) is what a person reads on the page that its HTML lacks (nil
// for the pages whose scripts do nothing).
func firstPagesSite() (*httptest.Server, []string, func(path string) []string) {
	days := []string{"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"}
	prose := strings.Repeat("<p>The Kestrel Valley rambling club walks every Saturday from the market cross, whatever the weather, and welcomes new members of any pace.</p>", 2)
	routes := []int{1, 4, 9, 14, 21}
	showNames := []string{"", "dark-skies", "moon-walk", "star-trail", "owl-night", "bat-watch"}
	paths := []string{"/"}
	for i := 1; i <= 6; i++ {
		paths = append(paths, fmt.Sprintf("/news/%d", i))
	}
	for i := 1; i <= 8; i++ {
		paths = append(paths, fmt.Sprintf("/threads/%d", i))
	}
	for _, n := range routes {
		paths = append(paths, fmt.Sprintf("/routes/%d", n))
	}
	for i := 1; i <= 5; i++ {
		paths = append(paths, fmt.Sprintf("/guide/%d", i))
	}
	for i := 1; i <= 6; i++ {
		paths = append(paths, fmt.Sprintf("/books/%d", i))
	}
	for i := 1; i <= 6; i++ {
		paths = append(paths, fmt.Sprintf("/classes/%d", i))
	}
	paths = append(paths, "/find", "/find?q=moor", "/find?q=river")
	for i := 1; i <= 6; i++ {
		paths = append(paths, fmt.Sprintf("/posts/%d", i))
	}
	for i := 1; i <= 5; i++ {
		paths = append(paths, fmt.Sprintf("/loans/%d", i), fmt.Sprintf("/kits/%d", i), fmt.Sprintf("/staff/%d", i),
			fmt.Sprintf("/fees/%d", i), fmt.Sprintf("/tools/%d", i), fmt.Sprintf("/leaders/%d", i), "/shows/"+showNames[i])
	}
	for i := 1; i <= 5; i++ {
		paths = append(paths, fmt.Sprintf("/meets/%d", i), fmt.Sprintf("/plots/plot-%02d.html", i))
	}
	peaks := []string{"kestrel", "harrow", "blackcrag", "greyfell", "windy"}
	for _, pk := range peaks {
		paths = append(paths, "/peaks/"+pk)
	}
	huts := []string{"skiddaw", "mosedale", "blacksail", "warnscale", "dubs"}
	hutNames := []string{"Skiddaw House", "Mosedale Cottage", "Black Sail &amp; Gable", "Warnscale Bothy", "Dubs Hut &amp; Quarry"}
	hutSlugs := []string{"skiddaw-house", "mosedale-cottage", "black-sail-and-gable", "warnscale-bothy", "dubs-hut-and-quarry"}
	for _, h := range huts {
		paths = append(paths, "/huts/"+h+".html")
	}
	for i := 1; i <= 5; i++ {
		paths = append(paths, fmt.Sprintf("/cards/%d", i))
	}
	card := func(n int) string { return fmt.Sprintf("Bakes on %s mornings and keeps the starter", days[n%7]) }
	sleeps := func(i int) string { return fmt.Sprintf("Sleeps %d in the bunk room, warden on %s", 4+i, days[i%7]) }
	hours := func(n int) string { return fmt.Sprintf("Office hours: %s from %d to %d", days[n%7], 9+n, 11+n) }
	feeCode := func(n int) string { return "F-" + strings.Repeat(string(rune('A'+n-1)), 2) }
	fee := func(n int) string { return fmt.Sprintf("Day fee for members: £%d, guests £%d", 10+n, 15+n) }
	inStore := func(n int) string { return fmt.Sprintf("%d in the club store, %d out on loan", n, n-2) }
	leads := func(n int) string { return fmt.Sprintf("Leads the %s walks up to %d miles", days[n%7], 8+n) }
	showing := func(n int) string { return fmt.Sprintf("Next showing: %s at %d o'clock", days[n%7], 6+n) }
	height := func(i int) string { return fmt.Sprintf("Height: %d metres above the sea", 600+7*i) }
	metOn := func(n int) string { return fmt.Sprintf("2025-%02d-%02d", n, 2*n) }
	came := func(n int) string { return fmt.Sprintf("Came along: %d walkers, %d dogs", 10+n, n) }
	holder := func(n int) string { return fmt.Sprintf("Plot holder: %s Marsh", days[n%7]) }
	onShelf := func(n int) string { return fmt.Sprintf("%d of %d copies on the shelf at the clubhouse", n-2, n) }
	months := []string{"January", "February", "March", "April", "May", "June"}
	posted := func(n int) (iso, long string) {
		return fmt.Sprintf("2024-%02d-%d", n, 10+n), fmt.Sprintf("%d %s 2024", 10+n, months[n-1])
	}
	found := func(q string) string {
		return fmt.Sprintf("Walk found for %s: the %s path past the old mill and back by the church", q, q)
	}
	class := func(n int) string {
		return fmt.Sprintf("Next class: Saturday %d July, 9am, £%d including lunch", 10+n, 60+n)
	}
	module := func(n int) string { return []string{"", "", "gallery", "events", "events", "gallery"}[n] }
	event := func(n int) string {
		return fmt.Sprintf("Guided walk %d leaves the market cross at %d o'clock on Sunday with the warden", n, 8+n)
	}
	stocked := func(n int) bool { return n >= 3 && n <= 5 }
	stock := func(n int) string { return fmt.Sprintf("£%d.99 with %d copies in the shop", 5+n, 10+n) }
	dated := func(n int) bool { return n > 2 }
	date := func(n int) (iso, words string) {
		return fmt.Sprintf("2024-04-%02d", 10+n), fmt.Sprintf("Published %s %d April 2024", days[(n+2)%7], 10+n)
	}
	answer := func(thread, i int) string {
		return fmt.Sprintf("Answer %d to thread %d: soak the boots overnight, stuff them with newspaper and dry them slowly away from the stove", i, thread)
	}
	period := func(route int) string {
		return fmt.Sprintf("Route %d runs every %d minutes on weekdays", route, 10+route)
	}
	want := func(path string) []string {
		var n int
		switch {
		case sscanOK(path, "/news/%d", &n) && dated(n):
			_, w := date(n)
			return []string{w}
		case sscanOK(path, "/threads/%d", &n) && n > 2:
			return []string{answer(n, 1), answer(n, 3)}
		case sscanOK(path, "/routes/%d", &n) && n != 1:
			return []string{period(n)}
		case sscanOK(path, "/guide/%d", &n) && module(n) == "events":
			return []string{event(n)}
		case sscanOK(path, "/books/%d", &n) && stocked(n):
			return []string{stock(n)}
		case sscanOK(path, "/classes/%d", &n) && n > 2:
			return []string{class(n)}
		case strings.HasPrefix(path, "/find?q="):
			return []string{found(strings.TrimPrefix(path, "/find?q="))}
		case sscanOK(path, "/kits/%d", &n) && n > 2:
			return []string{fmt.Sprintf("Hire: %d days", n+1)}
		case sscanOK(path, "/staff/%d", &n) && n > 2:
			return []string{hours(n)}
		case sscanOK(path, "/fees/%d", &n) && n > 2:
			return []string{fee(n)}
		case sscanOK(path, "/tools/%d", &n) && n > 2:
			return []string{inStore(n)}
		case sscanOK(path, "/leaders/%d", &n) && n > 2:
			return []string{leads(n)}
		case strings.HasPrefix(path, "/shows/") && index2(showNames, strings.TrimPrefix(path, "/shows/")) > 2:
			return []string{showing(index2(showNames, strings.TrimPrefix(path, "/shows/")))}
		case strings.HasPrefix(path, "/peaks/") && index2(peaks, strings.TrimPrefix(path, "/peaks/")) >= 2:
			return []string{height(index2(peaks, strings.TrimPrefix(path, "/peaks/")))}
		case sscanOK(path, "/loans/%d", &n) && n > 2:
			return []string{onShelf(n)}
		case sscanOK(path, "/meets/%d", &n) && n > 2:
			return []string{came(n)}
		case sscanOK(path, "/plots/plot-%d.html", &n) && n > 2:
			return []string{holder(n)}
		case sscanOK(path, "/cards/%d", &n) && n > 2:
			return []string{card(n)}
		case strings.HasPrefix(path, "/huts/") && index2(huts, strings.TrimSuffix(strings.TrimPrefix(path, "/huts/"), ".html")) >= 2:
			return []string{sleeps(index2(huts, strings.TrimSuffix(strings.TrimPrefix(path, "/huts/"), ".html")))}
		case sscanOK(path, "/posts/%d", &n) && n > 2:
			_, long := posted(n)
			return []string{long}
		}
		return nil
	}
	page := func(w http.ResponseWriter, title, head, body, next string, attrs ...string) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprintf(w, `<!doctype html><html><head><title>%s</title>%s</head><body%s><h1>%s</h1>%s%s<nav>%s</nav></body></html>`,
			title, head, strings.Join(attrs, ""), title, prose, body, next)
	}
	// links are the links of the page at pos of a section's pages all:
	// the first links to the second, the second to the rest.
	links := func(section string, pos int, all []int) string {
		var b strings.Builder
		for i, m := range all {
			if pos == 0 && i == 1 || pos == 1 && i > 1 {
				fmt.Fprintf(&b, `<a href="/%s/%d">%s %d</a> `, section, m, section, m)
			}
		}
		return b.String()
	}
	seq := func(k int) []int {
		var out []int
		for i := 1; i <= k; i++ {
			out = append(out, i)
		}
		return out
	}
	index := func(all []int, m int) int {
		for i, v := range all {
			if v == m {
				return i
			}
		}
		return -1
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var n int
		switch p := r.URL.Path; {
		case p == "/":
			page(w, "Kestrel Valley Ramblers", "", "", `<a href="/news/1">News</a> <a href="/threads/1">Forum</a> <a href="/routes/1">Bus routes</a> <a href="/guide/1">Guide</a> <a href="/books/1">Shop</a> <a href="/classes/1">Classes</a> <a href="/find">Find a walk</a> <a href="/posts/1">Blog</a> <a href="/loans/1">Library</a> <a href="/kits/1">Kit hire</a> <a href="/staff/1">Staff</a> <a href="/fees/1">Fees</a> <a href="/tools/1">Tools</a> <a href="/leaders/1">Leaders</a> <a href="/shows/dark-skies">Shows</a> <a href="/peaks/kestrel">Peaks</a> <a href="/meets/1">Meets</a> <a href="/plots/plot-01.html">Plots</a> <a href="/huts/skiddaw.html">Huts</a> <a href="/cards/1">Members</a>`)
		case p == "/find":
			page(w, "Find a walk", "", `<p>Search the club's walks.</p><script src="/find.js"></script>`,
				`<a href="/find?q=moor">moor</a> <a href="/find?q=river">river</a>`)
		case p == "/find.js":
			w.Header().Set("Content-Type", "text/javascript")
			fmt.Fprint(w, `const q = new URLSearchParams(location.search).get('q');
if (q) fetch('/data/find.json').then((r) => r.json()).then((all) => {
  for (const w of all.filter((w) => w.includes(q))) { const p = document.createElement('p'); p.textContent = w; document.body.appendChild(p); }
});`)
		case p == "/data/find.json":
			w.Header().Set("Content-Type", "application/json")
			_ = json.NewEncoder(w).Encode([]string{found("moor"), found("river")})
		case p == "/class.js":
			w.Header().Set("Content-Type", "text/javascript")
			fmt.Fprint(w, `addEventListener('load', () => {
  const box = document.querySelector('.dates[data-code]');
  fetch('/data/classes/' + box.dataset.code + '.json').then((r) => (r.ok ? r.json() : null)).then((c) => {
    if (c) box.textContent = c.next;
  });
});`)
		case sscanOK(p, "/data/classes/CL%d.json", &n) && n > 2 && n <= 6:
			w.Header().Set("Content-Type", "application/json")
			_ = json.NewEncoder(w).Encode(map[string]string{"next": class(n)})
		case p == "/main.js":
			w.Header().Set("Content-Type", "text/javascript")
			fmt.Fprint(w, `const name = document.body.dataset.module;
if (name) { const s = document.createElement('script'); s.src = '/mod/' + name + '.js'; document.head.appendChild(s); }`)
		case p == "/mod/gallery.js":
			w.Header().Set("Content-Type", "text/javascript")
			fmt.Fprint(w, `document.body.classList.add('gallery');`)
		case p == "/mod/events.js":
			w.Header().Set("Content-Type", "text/javascript")
			fmt.Fprint(w, `fetch('/data/events.json').then((r) => r.json()).then((all) => {
  const e = all[location.pathname.split('/').pop()];
  if (e) { const p = document.createElement('p'); p.textContent = e; document.body.appendChild(p); }
});`)
		case p == "/data/events.json":
			w.Header().Set("Content-Type", "application/json")
			_ = json.NewEncoder(w).Encode(map[string]string{"3": event(3), "4": event(4)})
		case p == "/book.js":
			w.Header().Set("Content-Type", "text/javascript")
			fmt.Fprint(w, `const isbn = document.body.getAttribute('data-isbn');
fetch('/data/stock.csv').then((r) => r.text()).then((csv) => {
  for (const line of csv.trim().split('\n').slice(1)) {
    const f = line.split(',');
    if (f[0] === isbn) document.querySelector('.stock').textContent = '£' + f[2] + ' with ' + f[3] + ' copies in the shop';
  }
});`)
		case p == "/data/stock.csv":
			w.Header().Set("Content-Type", "text/csv")
			fmt.Fprint(w, "isbn,title,price,copies\n")
			for i := 3; i <= 5; i++ {
				fmt.Fprintf(w, "97800000000%02d,Book %d,%d.99,%d\n", i, i, 5+i, 10+i)
			}
		case p == "/article.js":
			w.Header().Set("Content-Type", "text/javascript")
			fmt.Fprint(w, `const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
document.querySelectorAll('time[datetime]').forEach((t) => {
  const d = new Date(t.getAttribute('datetime') + 'T12:00:00Z');
  t.textContent = 'Published ' + DAYS[d.getUTCDay()] + ' ' + d.getUTCDate() + ' ' + MONTHS[d.getUTCMonth()] + ' ' + d.getUTCFullYear();
});`)
		case p == "/kit.js":
			w.Header().Set("Content-Type", "text/javascript")
			fmt.Fprint(w, `document.querySelectorAll('span.hire').forEach((s) => {
  s.textContent = 'Hire: ' + Math.round(Number(s.dataset.hours) / 24) + ' days';
});`)
		case sscanOK(p, "/kits/%d", &n) && n >= 1 && n <= 5:
			shown := fmt.Sprintf("Hire: %d days", n+1)
			if n > 2 {
				shown = fmt.Sprintf("Hire: %d hours", 24*(n+1))
			}
			body := fmt.Sprintf(`<p>Kit %d of the club's store.</p><p><span class="hire" data-hours="%d">%s</span></p><script src="/kit.js"></script>`, n, 24*(n+1), shown)
			page(w, fmt.Sprintf("Kit %d", n), "", body, links("kits", n-1, seq(5)))
		case p == "/staff.js":
			w.Header().Set("Content-Type", "text/javascript")
			fmt.Fprint(w, `const m = /Staff number: (\S+)/.exec(document.body.innerText);
fetch('/data/staff.json').then((r) => r.json()).then((all) => {
  const h = m && all[m[1]];
  if (h) { const p = document.createElement('p'); p.textContent = h; document.body.appendChild(p); }
});`)
		case p == "/data/staff.json":
			w.Header().Set("Content-Type", "application/json")
			_ = json.NewEncoder(w).Encode(map[string]string{"KG-103": hours(3), "KG-104": hours(4), "KG-105": hours(5)})
		case sscanOK(p, "/staff/%d", &n) && n >= 1 && n <= 5:
			body := fmt.Sprintf(`<p>Staff number: KG-10%d</p><script src="/staff.js"></script>`, n)
			page(w, fmt.Sprintf("Staff %d", n), "", body, links("staff", n-1, seq(5)))
		case p == "/fee.js":
			w.Header().Set("Content-Type", "text/javascript")
			fmt.Fprint(w, `const code = document.querySelector('meta[name="fee-code"]').content;
window.token = document.querySelector('meta[name="csrf-token"]').content;
fetch('/data/fees.json').then((r) => r.json()).then((all) => {
  if (all[code]) { const p = document.createElement('p'); p.textContent = all[code]; document.body.appendChild(p); }
});`)
		case p == "/data/fees.json":
			w.Header().Set("Content-Type", "application/json")
			_ = json.NewEncoder(w).Encode(map[string]string{feeCode(3): fee(3), feeCode(4): fee(4), feeCode(5): fee(5)})
		case sscanOK(p, "/fees/%d", &n) && n >= 1 && n <= 5:
			token := fmt.Sprintf("%x", sha1.Sum([]byte(p)))
			head := fmt.Sprintf(`<meta name="fee-code" content="%s"><meta name="csrf-token" content="%s">`, feeCode(n), token)
			body := fmt.Sprintf(`<p>Fee %d of the club's huts.</p><script src="/fee.js"></script>`, n)
			page(w, fmt.Sprintf("Fee %d", n), head, body, links("fees", n-1, seq(5)))
		case p == "/tool.js":
			w.Header().Set("Content-Type", "text/javascript")
			fmt.Fprint(w, `fetch('/data/tools.xml').then((r) => r.text()).then((xml) => {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  for (const it of doc.querySelectorAll('item')) {
    if (it.getAttribute('sku') !== document.body.dataset.sku) continue;
    const p = document.createElement('p');
    p.textContent = it.getAttribute('count') + ' in the club store, ' + it.getAttribute('out') + ' out on loan';
    document.body.appendChild(p);
  }
});`)
		case p == "/data/tools.xml":
			w.Header().Set("Content-Type", "application/xml")
			fmt.Fprint(w, `<?xml version="1.0" encoding="utf-8"?>`+"\n<store>")
			for i := 3; i <= 5; i++ {
				fmt.Fprintf(w, `<item sku="TL-%d0%d" count="%d" out="%d"/>`, i, i, i, i-2)
			}
			fmt.Fprint(w, "</store>")
		case sscanOK(p, "/tools/%d", &n) && n >= 1 && n <= 5:
			body := fmt.Sprintf(`<p>Tool %d of the club's store.</p><script src="/tool.js"></script>`, n)
			page(w, fmt.Sprintf("Tool %d", n), "", body, links("tools", n-1, seq(5)), fmt.Sprintf(` data-sku="TL-%d0%d"`, n, n))
		case p == "/leader.js":
			w.Header().Set("Content-Type", "text/javascript")
			fmt.Fprint(w, `const m = /Member number (\d+)/.exec(document.body.innerText);
const x = new XMLHttpRequest();
x.open('GET', '/data/leaders.txt');
x.onload = () => {
  for (const line of x.responseText.trim().split('\n').slice(1)) {
    const [num, walks] = line.split('|');
    if (m && num === m[1]) { const p = document.createElement('p'); p.textContent = walks; document.body.appendChild(p); }
  }
};
x.send();`)
		case p == "/data/leaders.txt":
			w.Header().Set("Content-Type", "text/plain")
			fmt.Fprint(w, "# member | walks\n")
			for i := 3; i <= 5; i++ {
				fmt.Fprintf(w, "5512%d|%s\n", i, leads(i))
			}
		case sscanOK(p, "/leaders/%d", &n) && n >= 1 && n <= 5:
			body := fmt.Sprintf(`<p>Member number 5512%d, walk leader since 2019.</p><script src="/leader.js"></script>`, n)
			page(w, fmt.Sprintf("Leader %d", n), "", body, links("leaders", n-1, seq(5)))
		case p == "/show.js":
			w.Header().Set("Content-Type", "text/javascript")
			fmt.Fprint(w, `const key = document.querySelector('main').id.replace(/^show-/, '');
fetch('/data/shows.ics').then((r) => r.text()).then((ics) => {
  for (const ev of ics.split('BEGIN:VEVENT').slice(1)) {
    const f = Object.fromEntries(ev.split('\r\n').filter((l) => l.includes(':')).map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1)]));
    if (f.UID === key + '@kestrel') { const p = document.createElement('p'); p.textContent = f.SUMMARY; document.querySelector('main').appendChild(p); }
  }
});`)
		case p == "/data/shows.ics":
			w.Header().Set("Content-Type", "text/calendar")
			fmt.Fprint(w, "BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")
			for i := 3; i <= 5; i++ {
				fmt.Fprintf(w, "BEGIN:VEVENT\r\nUID:%s@kestrel\r\nSUMMARY:%s\r\nEND:VEVENT\r\n", showNames[i], showing(i))
			}
			fmt.Fprint(w, "END:VCALENDAR\r\n")
		case strings.HasPrefix(p, "/shows/") && index2(showNames, strings.TrimPrefix(p, "/shows/")) >= 1:
			n := index2(showNames, strings.TrimPrefix(p, "/shows/"))
			var next strings.Builder
			for j := 1; j < len(showNames); j++ {
				if n == 1 && j == 2 || n == 2 && j > 2 {
					fmt.Fprintf(&next, `<a href="/shows/%s">%s</a> `, showNames[j], showNames[j])
				}
			}
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			fmt.Fprintf(w, `<!doctype html><html><head><title>Show %d</title></head><body><main id="show-%s"><h1>Show %d</h1>%s</main><script src="/show.js"></script><nav>%s</nav></body></html>`,
				n, showNames[n], n, prose, next.String())
		case p == "/peak.js":
			w.Header().Set("Content-Type", "text/javascript")
			fmt.Fprint(w, `addEventListener('DOMContentLoaded', () => {
  fetch('/data/facts/peak-' + document.querySelector('h1').textContent.toLowerCase() + '.json')
    .then((r) => (r.ok ? r.json() : null)).then((f) => {
      if (f) { const p = document.createElement('p'); p.textContent = f.height; document.body.appendChild(p); }
    });
});`)
		case strings.HasPrefix(p, "/data/facts/peak-") && index2(peaks, strings.TrimSuffix(strings.TrimPrefix(p, "/data/facts/peak-"), ".json")) >= 2:
			w.Header().Set("Content-Type", "application/json")
			_ = json.NewEncoder(w).Encode(map[string]string{"height": height(index2(peaks, strings.TrimSuffix(strings.TrimPrefix(p, "/data/facts/peak-"), ".json")))})
		case strings.HasPrefix(p, "/peaks/") && index2(peaks, strings.TrimPrefix(p, "/peaks/")) >= 0:
			i := index2(peaks, strings.TrimPrefix(p, "/peaks/"))
			var next strings.Builder
			for j, pk := range peaks {
				if i == 0 && j == 1 || i == 1 && j > 1 {
					fmt.Fprintf(&next, `<a href="/peaks/%s">%s</a> `, pk, pk)
				}
			}
			page(w, strings.ToUpper(peaks[i][:1])+peaks[i][1:], "", `<script src="/peak.js"></script>`, next.String())
		case p == "/meet.js":
			w.Header().Set("Content-Type", "text/javascript")
			fmt.Fprint(w, `const on = document.querySelector('time.met').dateTime;
fetch('/data/meets.csv').then((r) => r.text()).then((csv) => {
  for (const line of csv.trim().split('\n').slice(1)) {
    const f = line.match(/("[^"]*"|[^,]*)(,|$)/g).map((x) => x.replace(/,$/, '').replace(/^"|"$/g, ''));
    if (f[0] === on) { const p = document.createElement('p'); p.textContent = f[2]; document.body.appendChild(p); }
  }
});`)
		case p == "/data/meets.csv":
			w.Header().Set("Content-Type", "text/csv")
			fmt.Fprint(w, "date,leader,\"walkers, dogs\"\n")
			for i := 3; i <= 5; i++ {
				fmt.Fprintf(w, "%s,\"Okafor, Tom\",\"%s\"\n", metOn(i), came(i))
			}
		case sscanOK(p, "/meets/%d", &n) && n >= 1 && n <= 5:
			body := fmt.Sprintf(`<p>The meet of <time class="met" datetime="%s">%s %d</time>.</p><script src="/meet.js"></script>`, metOn(n), months[n-1], 2*n)
			page(w, fmt.Sprintf("Meet %d", n), "", body, links("meets", n-1, seq(5)))
		case p == "/plot.js":
			w.Header().Set("Content-Type", "text/javascript")
			fmt.Fprint(w, `const num = /plot-0*(\d+)\.html$/.exec(location.pathname)[1];
fetch('/data/plots.csv').then((r) => r.text()).then((csv) => {
  for (const line of csv.trim().split('\n').slice(1)) {
    const [plot, , who] = line.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/).map((x) => x.replace(/^"|"$/g, ''));
    if (plot === num) { const p = document.createElement('p'); p.textContent = who; document.body.appendChild(p); }
  }
});`)
		case p == "/data/plots.csv":
			w.Header().Set("Content-Type", "text/csv")
			fmt.Fprint(w, "plot,size,holder\n")
			for i := 3; i <= 5; i++ {
				fmt.Fprintf(w, "%d,\"10 rods, south side\",\"%s\"\n", i, holder(i))
			}
		case sscanOK(p, "/plots/plot-%d.html", &n) && n >= 1 && n <= 5:
			var next strings.Builder
			for j := 1; j <= 5; j++ {
				if n == 1 && j == 2 || n == 2 && j > 2 {
					fmt.Fprintf(&next, `<a href="/plots/plot-%02d.html">plot %d</a> `, j, j)
				}
			}
			page(w, fmt.Sprintf("Plot %d", n), "", `<script src="/plot.js"></script>`, next.String())
		case p == "/card.js":
			w.Header().Set("Content-Type", "text/javascript")
			fmt.Fprint(w, `const who = document.querySelector('#note-to').selectedOptions[0].value;
fetch('/data/cards.json').then((r) => r.json()).then((all) => {
  if (all[who]) { const p = document.createElement('p'); p.textContent = all[who]; document.body.appendChild(p); }
});`)
		case p == "/data/cards.json":
			w.Header().Set("Content-Type", "application/json")
			all := map[string]string{}
			for i := 3; i <= 5; i++ {
				all[fmt.Sprintf("mem-03%02d", i)] = card(i)
			}
			_ = json.NewEncoder(w).Encode(all)
		case sscanOK(p, "/cards/%d", &n) && n >= 1 && n <= 5:
			var opts strings.Builder
			for j := 1; j <= 5; j++ {
				sel := ""
				if j == n {
					sel = " selected"
				}
				fmt.Fprintf(&opts, `<option value="mem-03%02d"%s>Member %s</option>`, j, sel, days[j])
			}
			body := fmt.Sprintf(`<form><label for="note-to">Leave a note for</label> <select id="note-to">%s</select></form><script src="/card.js"></script>`, opts.String())
			page(w, fmt.Sprintf("Member %s", days[n]), "", body, links("cards", n-1, seq(5)))
		case p == "/hut.js":
			w.Header().Set("Content-Type", "text/javascript")
			fmt.Fprint(w, `const slug = document.querySelector('h1').textContent.toLowerCase().replace(/&/g, ' and ').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
fetch('/data/huts.md').then((r) => r.text()).then((md) => {
  for (const line of md.split('\n')) {
    const f = line.split('|').map((x) => x.trim());
    if (f[1] === slug) { const p = document.createElement('p'); p.textContent = f[2]; document.body.appendChild(p); }
  }
});`)
		case p == "/data/huts.md":
			w.Header().Set("Content-Type", "text/markdown")
			fmt.Fprint(w, "# Huts\n\nThe huts the club books for its winter weekends.\n\n| Hut | Beds |\n|-----|------|\n")
			for i := 2; i < len(huts); i++ {
				fmt.Fprintf(w, "| %s | %s |\n", hutSlugs[i], sleeps(i))
			}
		case strings.HasPrefix(p, "/huts/") && index2(huts, strings.TrimSuffix(strings.TrimPrefix(p, "/huts/"), ".html")) >= 0:
			i := index2(huts, strings.TrimSuffix(strings.TrimPrefix(p, "/huts/"), ".html"))
			var next strings.Builder
			for j, h := range huts {
				if i == 0 && j == 1 || i == 1 && j > 1 {
					fmt.Fprintf(&next, `<a href="/huts/%s.html">%s</a> `, h, h)
				}
			}
			page(w, hutNames[i], "", `<script src="/hut.js"></script>`, next.String())
		case p == "/copies.js":
			w.Header().Set("Content-Type", "text/javascript")
			fmt.Fprint(w, `let rows = null;
customElements.define('shelf-copies', class extends HTMLElement {
  connectedCallback() {
    rows = rows || fetch('/data/copies.csv').then((r) => r.text());
    rows.then((csv) => {
      for (const line of csv.trim().split('\n').slice(1)) {
        const [isbn, shelf, total] = line.split(',');
        if (isbn === this.getAttribute('isbn')) this.textContent = shelf + ' of ' + total + ' copies on the shelf at the clubhouse';
      }
    });
  }
});`)
		case p == "/data/copies.csv":
			w.Header().Set("Content-Type", "text/csv")
			fmt.Fprint(w, "isbn,shelf,total\n")
			for i := 3; i <= 5; i++ {
				fmt.Fprintf(w, "97819000000%02d,%d,%d\n", i, i-2, i)
			}
		case sscanOK(p, "/loans/%d", &n) && n >= 1 && n <= 5:
			body := fmt.Sprintf(`<p>Loan %d of the club's library.</p><shelf-copies isbn="97819000000%02d"></shelf-copies><script src="/copies.js"></script>`, n, n)
			page(w, fmt.Sprintf("Loan %d", n), "", body, links("loans", n-1, seq(5)))
		case p == "/post.js":
			w.Header().Set("Content-Type", "text/javascript")
			fmt.Fprint(w, `const fmt = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
document.querySelectorAll('time[datetime]').forEach((t) => {
  t.textContent = fmt.format(new Date(t.getAttribute('datetime') + 'T12:00:00Z'));
});`)
		case sscanOK(p, "/posts/%d", &n) && n >= 1 && n <= 6:
			iso, long := posted(n)
			shown := iso
			if n <= 2 {
				shown = long
			}
			body := fmt.Sprintf(`<p>Post %d of the club's blog, <time datetime="%s">%s</time>.</p><script src="/post.js"></script>`, n, iso, shown)
			page(w, fmt.Sprintf("Post %d", n), "", body, links("posts", n-1, seq(6)))
		case p == "/thread.js":
			w.Header().Set("Content-Type", "text/javascript")
			fmt.Fprint(w, `const box = document.getElementById('answers');
if (box && box.dataset.fetch === 'always') {
  fetch('/api/answers/' + box.dataset.thread + '.json').then((r) => r.json()).then((as) => {
    for (const a of as) { const p = document.createElement('p'); p.textContent = a; box.appendChild(p); }
  });
}`)
		case p == "/data/routes.js":
			w.Header().Set("Content-Type", "text/javascript")
			rs := map[string]any{}
			for _, m := range routes {
				if m == 1 {
					rs["1"] = map[string]string{"name": "Harbour to University"}
				} else {
					rs[fmt.Sprint(m)] = map[string]any{"name": fmt.Sprintf("Route %d", m), "every": 10 + m}
				}
			}
			b, _ := json.Marshal(rs)
			fmt.Fprintf(w, "window.ROUTES = %s;", b)
		case p == "/route.js":
			w.Header().Set("Content-Type", "text/javascript")
			fmt.Fprint(w, `function writeTable(id) {
  const r = window.ROUTES[id];
  if (!r || !r.every) return;
  document.write('<p>Route ' + id + ' runs every ' + r.every + ' minutes on weekdays</p>');
}`)
		case sscanOK(p, "/api/answers/%d.json", &n):
			w.Header().Set("Content-Type", "application/json")
			_ = json.NewEncoder(w).Encode([]string{answer(n, 1), answer(n, 2), answer(n, 3)})
		case sscanOK(p, "/news/%d", &n) && n >= 1 && n <= 6:
			body := fmt.Sprintf("<p>Club news item %d.</p>", n)
			if dated(n) {
				iso, _ := date(n)
				body += fmt.Sprintf(`<p class="note"><time datetime="%s">%s</time></p>`, iso, strings.ReplaceAll(iso, "-", "/"))
			}
			page(w, fmt.Sprintf("News %d", n), "", body+`<script src="/article.js"></script>`, links("news", n-1, seq(6)))
		case sscanOK(p, "/threads/%d", &n) && n >= 1 && n <= 8:
			attrs := fmt.Sprintf(`data-thread="%d" data-count="0"`, n)
			if n > 2 {
				attrs = fmt.Sprintf(`data-thread="%d" data-count="3" data-fetch="always"`, n)
			}
			body := fmt.Sprintf(`<p>Question %d: how do I dry wet boots?</p><div id="answers" %s></div><script src="/thread.js"></script>`, n, attrs)
			page(w, fmt.Sprintf("Thread %d", n), "", body, links("threads", n-1, seq(8)))
		case sscanOK(p, "/guide/%d", &n) && n >= 1 && n <= 5:
			attr := ""
			if m := module(n); m != "" {
				attr = fmt.Sprintf(` data-module="%s"`, m)
			}
			page(w, fmt.Sprintf("Guide %d", n), "", fmt.Sprintf(`<p>Guide page %d.</p><script src="/main.js"></script>`, n), links("guide", n-1, seq(5)), attr)
		case sscanOK(p, "/books/%d", &n) && n >= 1 && n <= 6:
			body := fmt.Sprintf(`<p>Book %d of the club's shop.</p><p class="stock"></p><script src="/book.js"></script>`, n)
			page(w, fmt.Sprintf("Book %d", n), "", body, links("books", n-1, seq(6)), fmt.Sprintf(` data-isbn="97800000000%02d"`, n))
		case sscanOK(p, "/classes/%d", &n) && n >= 1 && n <= 6:
			body := fmt.Sprintf(`<p>Class %d of the club's bakery.</p><div class="dates" data-code="CL%d">Dates to be announced.</div><script src="/class.js"></script>`, n, n)
			page(w, fmt.Sprintf("Class %d", n), "", body, links("classes", n-1, seq(6)))
		case sscanOK(p, "/routes/%d", &n) && index(routes, n) >= 0:
			head := `<script src="/data/routes.js"></script><script src="/route.js"></script>`
			body := fmt.Sprintf(`<p>Bus route %d serves the walks of the valley.</p><script>writeTable('%d');</script>`, n, n)
			page(w, fmt.Sprintf("Route %d", n), head, body, links("routes", index(routes, n), routes))
		default:
			http.NotFound(w, r)
		}
	}))
	return srv, paths, want
}

// Pages of one template whose first pages give its scripts nothing to do
// are told from the later ones by evidence of what the scripts take from
// a page, and rendered; the crawl meets the first pages first, so that
// their renders decide for the pages they link to:
//   - a selector the scripts asked for in vain (time[datetime]) that a
//     later page's HTML answers makes that page a kind apart;
//   - an empty place that hands its scripts other data-* names
//     (data-fetch) is another place;
//   - data that names pages by keys of one character ("4") names
//     /routes/4;
//   - a data attribute the scripts read in vain (body[data-module]), or
//     found with another value, makes a page that gives it one a kind
//     apart by its value;
//   - the value of a data attribute the scripts read (body[data-isbn])
//     names the page, and a table of delimited text gives names;
//   - data that came back empty from a URL that holds a value of the
//     page's data attributes (CL1) was the page's own, and proves nothing
//     of the pages whose data holds some;
//   - a text the scripts wrote again as it was (a date in long form)
//     that a later page's HTML gives in another shape (an ISO date)
//     makes that page a kind apart;
//   - the value of an attribute of a custom element that its script
//     read (shelf-copies[isbn]) names the page, as a data attribute's
//     does;
//   - a text written again that a later page's HTML shows as its
//     element's attribute (its data-hours, where the first kits showed
//     days) makes that page a kind apart;
//   - a code the page's text shows (KG-103) names it;
//   - the content of a meta tag the scripts read (meta[name="fee-code"])
//     with another value makes a page a kind apart, as a data
//     attribute's does;
//   - XML gives names: the value of an attribute of its elements
//     (sku="TL-303") names the page whose data-sku holds it;
//   - a number of five digits or more the page's text shows (55123)
//     names it, and a table of fields between pipes gives names;
//   - an iCalendar file gives names, a UID's part before its @ among
//     them (star-trail of star-trail@kestrel), and the page's file name
//     is one;
//   - a page's own data refused (404) that the page's name is a part of
//     the file name of (/data/facts/peak-kestrel.json for
//     /peaks/kestrel) proves nothing of the other pages of the kind;
//   - a page's heading names it by its slug (black-sail-and-gable of
//     "Black Sail & Gable", on blacksail.html), and a Markdown table
//     amid prose gives names;
//   - renders that showed nothing of data their scripts fetched, data
//     that names none of their pages, prove less: the kind needs
//     UnshownProof of them, and the third member's shows the card.
//
// Each page whose scripts show something comes back rendered with it, in
// a crawl and in a list.
func TestAutoModeRendersTheBranchesFirstPagesDidNotTake(t *testing.T) {
	needChrome(t)
	srv, paths, want := firstPagesSite()
	defer srv.Close()
	crawlAndList(t, srv.URL, "/", paths, func(t *testing.T, run string, recs map[string]sink.Record, stderr string) {
		for _, p := range paths {
			if r := recs[p]; lacks(r, want(p)) != "" {
				t.Errorf("%s: %s (%s) without %q", p, r.Mode, r.Reason, lacks(r, want(p)))
			}
		}
		// The threads that fetch their answers are a kind of their own
		// from the start, whichever thread's render comes first.
		if !strings.Contains(stderr, "div#answers[data-count,data-fetch,data-thread]") {
			t.Errorf("no kind of the threads whose #answers says data-fetch")
		}
		// A token, another on each page, makes no kind apart.
		if strings.Contains(stderr, `csrf-token"][content=`) {
			t.Errorf("a kind apart by its csrf token")
		}
		if t.Failed() {
			t.Logf("summary:\n%s", stderr)
		}
	})
}

// index2 is the index of s in all, or -1.
func index2(all []string, s string) int {
	for i, v := range all {
		if v == s {
			return i
		}
	}
	return -1
}
