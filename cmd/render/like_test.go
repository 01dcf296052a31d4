package main

import (
	"fmt"
	"strings"
	"testing"

	"github.com/rendercrawl/render/sink"
)

// Twelve pages of a manual, one template: its scripts set a theme class
// and listen for clicks, and add nothing a person reads. Each page
// leaves empty the places its own content has nothing for (the
// contents of a page without sections, the next link of the last page,
// the notes of a page without any), so that the pages make six kinds.
// Once a render of the first page, which leaves them all empty, left
// them so and added nothing, the other kinds are verified by it (pages
// like it) and keep their HTML without a render of their own; in a
// crawl and in a list. Each kind verified by a render of its own would
// take six.
func TestAutoModeVerifiesKindsByTheirFamily(t *testing.T) {
	needChrome(t)
	prose := strings.Repeat("<p>Set the spindle speed from the chart on the guard before every cut, and clear the swarf with a brush, never a hand.</p>", 3)
	files := map[string]served{
		"/js/theme.js": {"text/javascript", `document.documentElement.classList.add(localStorage.getItem('theme') || 'light');
document.addEventListener('click', (e) => { if (e.target.matches && e.target.matches('.toggle')) document.documentElement.classList.toggle('dark'); });`},
	}
	var paths []string
	for n := 1; n <= 12; n++ {
		paths = append(paths, fmt.Sprintf("/manual/page-%d.html", n))
	}
	for i, p := range paths {
		n := i + 1
		toc, next, notes := "", "", ""
		if n%2 == 0 {
			toc = `<a href="#use">Use</a> <a href="#care">Care</a>`
		}
		if n%3 == 0 {
			notes = `<li>Note: the guard must be closed.</li>`
		}
		var links strings.Builder
		for _, q := range paths {
			fmt.Fprintf(&links, `<a href="%s">%s</a> `, q, strings.TrimSuffix(strings.TrimPrefix(q, "/manual/"), ".html"))
		}
		if n%4 != 1 {
			next = fmt.Sprintf(`<a href="%s">Next page</a>`, paths[n%len(paths)])
		}
		files[p] = htmlPage(`<!doctype html><html><head><title>Lathe manual %d</title></head><body><nav>%s</nav><nav class="toc">%s</nav><main><h1 id="use">Lathe manual, part %d</h1>%s<h2 id="care">Care</h2>%s<ul class="notes">%s</ul></main><div class="next">%s</div><button class="toggle">Theme</button><script src="/js/theme.js"></script></body></html>`,
			n, links.String(), toc, n, prose, prose, notes, next)
	}
	base := serveFiles(t, files)
	crawlAndList(t, base, paths[0], paths, func(t *testing.T, run string, recs map[string]sink.Record, stderr string) {
		for _, p := range paths {
			if r := recs[p]; r.Mode != "http" || !strings.Contains(r.Text, "Lathe manual, part") {
				t.Errorf("%s: %s (%s); want its HTML, which is the page", p, r.Mode, r.Reason)
			}
		}
		_, all, _ := strings.Cut(stderr, "all kinds, from --stats:\n")
		kinds, renders := 0, 0
		for _, line := range strings.Split(all, "\n") {
			var n int
			if i := strings.LastIndex(line, "; "); strings.HasPrefix(line, "  http: ") && i >= 0 {
				kinds++
				fmt.Sscanf(line[i+2:], "%d render", &n)
				renders += n
			}
		}
		// A list fetches several pages at once: a kind whose page comes
		// before the first page's is verified by a render of its own.
		if !strings.Contains(all, "and pages like it") || kinds < 6 || renders > kinds-2 {
			t.Errorf("%d renders for %d kinds kept on HTTP, want at least 6 kinds, two renders fewer, and kinds verified by pages like them:\n%s", renders, kinds, stderr)
		}
		t.Logf("%d renders for %d kinds", renders, kinds)
	})
}
