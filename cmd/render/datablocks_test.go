package main

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/rendercrawl/render/sink"
)

// branchSite serves twelve pages of one template, each a library branch
// whose events come in a JSON data block (inline: in an inline script's
// var events = [...]) that a site-wide script shows under "Upcoming
// events"; the first two branches have none. events(n) are branch n's
// events as the script shows them.
func branchSite(inline bool) (*httptest.Server, func(n int) []string) {
	titles := []string{"Lantern walk", "Poetry evening", "Map fair", "Bookbinding class", "Quiz night", "Harbour tour"}
	hosts := []string{"Amara Osei", "Tomas Rieck", "Noor Haddad", "Lena Fjord", "Iker Salaverri"}
	type event struct{ Date, Title, Host string }
	eventsOf := func(n int) []event {
		if n <= 2 {
			return nil
		}
		var es []event
		for d := range 3 {
			es = append(es, event{fmt.Sprintf("%d May", d+n), titles[(n+d)%len(titles)], hosts[(n*d)%len(hosts)]})
		}
		return es
	}
	shown := func(n int) []string {
		var out []string
		for _, e := range eventsOf(n) {
			out = append(out, e.Date+": "+e.Title+" with "+e.Host)
		}
		return out
	}
	var nav strings.Builder
	for i := 1; i <= 12; i++ {
		fmt.Fprintf(&nav, `<a href="/branch/%d">Branch %d</a> `, i, i)
	}
	prose := strings.Repeat("<p>Members may borrow up to twelve items at once, renew them twice, and reserve titles from any other branch; reserved items wait at the desk for a week.</p>", 3)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var n int
		_, err := fmt.Sscanf(r.URL.Path, "/branch/%d", &n)
		switch {
		case r.URL.Path == "/site.js":
			w.Header().Set("Content-Type", "text/javascript")
			fmt.Fprint(w, `const events = window.branchEvents || JSON.parse(document.getElementById('events').textContent) || [];
if (events.length) {
  const ul = document.createElement('ul');
  for (const e of events) { const li = document.createElement('li'); li.textContent = e.Date + ': ' + e.Title + ' with ' + e.Host; ul.appendChild(li); }
  document.querySelector('section.events').appendChild(ul);
}`)
		case err == nil && n >= 1 && n <= 12:
			data, _ := json.Marshal(eventsOf(n))
			block := fmt.Sprintf(`<script type="application/json" id="events">%s</script>`, data)
			if inline {
				block = fmt.Sprintf(`<script>var branchEvents = %s;</script>`, data)
			}
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			fmt.Fprintf(w, `<!doctype html><html><head><title>Branch %d</title></head><body><nav>%s</nav><h1>Branch %d</h1>%s
<section class="events"><h2>Upcoming events</h2></section>
%s<script src="/site.js"></script></body></html>`, n, nav.String(), n, prose, block)
		default:
			http.NotFound(w, r)
		}
	}))
	return srv, shown
}

// Pages of one template whose JSON data blocks (or inline scripts)
// carry prose their text never uses, and pages whose carry none, are
// told apart: the branches without events verify nothing for those
// with, whose events a script shows. Every branch comes back with its
// events, in a crawl and in a list whose first pages have none.
func TestAutoModeTellsPagesByTheDataTheyCarry(t *testing.T) {
	needChrome(t)
	for _, inline := range []bool{false, true} {
		name := "data block"
		if inline {
			name = "inline script"
		}
		t.Run(name, func(t *testing.T) { testDataTheyCarry(t, inline) })
	}
}

func testDataTheyCarry(t *testing.T, inline bool) {
	srv, shown := branchSite(inline)
	defer srv.Close()
	var paths []string
	for i := 1; i <= 12; i++ {
		paths = append(paths, fmt.Sprintf("/branch/%d", i))
	}
	crawlAndList(t, srv.URL, paths[0], paths, func(t *testing.T, _ string, recs map[string]sink.Record, stderr string) {
		for i, p := range paths {
			if w := lacks(recs[p], shown(i+1)); w != "" {
				t.Errorf("%s: %s (%s) without %q", p, recs[p].Mode, recs[p].Reason, w)
			}
		}
		if !strings.Contains(stderr, "(with data its text does not show)") {
			t.Errorf("the summary does not name the kind with data:\n%s", stderr)
		}
	})
}
