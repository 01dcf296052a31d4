package main

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/rendercrawl/render/sink"
)

// A site whose build gives each page a bundle of its own name, the same
// code but for a comment and its source map's name, is one kind, not a
// kind a page: auto mode renders the pages whose bundle shows their notes
// and a few that verify the kind, not all 16, crawled or listed.
func TestAutoModeKnowsBundlesByTheirCode(t *testing.T) {
	needChrome(t)
	notes := map[int]string{
		9:  "the towpath between locks 9 and 10 is closed for relining until March",
		14: "the swing bridge at Cole Green opens on the hour only",
	}
	var data strings.Builder
	data.WriteString("{")
	i := 0
	for n, s := range notes {
		if i > 0 {
			data.WriteString(",")
		}
		i++
		fmt.Fprintf(&data, `"reach-%d": {"notes": [%q]}`, n, s)
	}
	data.WriteString("}")
	const pages = 16
	var paths []string
	for n := 1; n <= pages; n++ {
		paths = append(paths, fmt.Sprintf("/reach/%d.html", n))
	}
	prose := strings.Repeat("<p>The canal trust keeps the towpath open to walkers and cyclists along its whole length, and posts notices of closures at each lock.</p>", 3)
	code := `const box = document.querySelector('.notices');
const reach = document.body.dataset.reach;
fetch('/data/notices.json').then((r) => r.json()).then((all) => {
  const e = all[reach];
  if (!e) return;
  for (const s of e.notes) {
    const p = document.createElement('p');
    p.textContent = 'Notice: ' + s + '.';
    box.appendChild(p);
  }
});`
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var n int
		switch {
		case sscanOK(r.URL.Path, "/assets/entry-%x.js", &n):
			w.Header().Set("Content-Type", "text/javascript")
			fmt.Fprintf(w, "/*! reach bundle %x */\n%s\n//# sourceMappingURL=entry-%x.js.map\n", n, code, n)
		case r.URL.Path == "/data/notices.json":
			w.Header().Set("Content-Type", "application/json")
			fmt.Fprint(w, data.String())
		case sscanOK(r.URL.Path, "/reach/%d.html", &n) && n >= 1 && n <= pages:
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			fmt.Fprintf(w, `<!doctype html><html><head><title>Reach %d</title></head><body data-reach="reach-%d"><nav><a href="/reach/%d.html">Next reach</a></nav><main><h1>Reach number %d</h1>%s<section class="notices"></section></main><script src="/assets/entry-%x.js"></script></body></html>`,
				n, n, n%pages+1, n, prose, 0x3fa9c0+n*7919)
		default:
			http.NotFound(w, r)
		}
	}))
	defer srv.Close()
	crawlAndList(t, srv.URL, paths[0], paths, func(t *testing.T, run string, recs map[string]sink.Record, stderr string) {
		renders := 0
		var how strings.Builder
		for n := 1; n <= pages; n++ {
			r := recs[paths[n-1]]
			switch {
			case r.Mode == "browser", r.Reason == "verify", r.Reason == "recheck", r.Reason == "named", r.Reason == "unplaced":
				renders++
			}
			fmt.Fprintf(&how, "%s %s/%s\n", paths[n-1], r.Mode, r.Reason)
			if s, ok := notes[n]; ok && !strings.Contains(r.Text, s) {
				t.Errorf("%s: %s (%s) without its notice %q", paths[n-1], r.Mode, r.Reason, s)
			}
		}
		if renders > 8 {
			t.Errorf("%d of %d pages rendered; want those with notices and a few to verify their kind:\n%s%s", renders, pages, how.String(), stderr)
		}
	})
}
