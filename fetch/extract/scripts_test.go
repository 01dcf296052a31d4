package extract

import (
	"net/url"
	"testing"
)

func TestExecutableScript(t *testing.T) {
	for typ, want := range map[string]bool{
		"": true, "module": true, "text/javascript": true, " Text/JavaScript; charset=utf-8 ": true,
		"application/json": false, "application/ld+json": false, "text/template": false,
		"text/x-template": false, "importmap": false, "speculationrules": false, "text/markdown": false,
	} {
		if got := executableScript([]byte(typ)); got != want {
			t.Errorf("executableScript(%q) = %v, want %v", typ, got, want)
		}
	}
}

// Pages of one template, whose inline scripts differ only in the data
// they carry, are one kind; a page whose inline script does something
// else, or that loads other scripts, is another; a page whose scripts
// are all data blocks runs none.
func TestScriptSetIsTheKind(t *testing.T) {
	u, _ := url.Parse("http://k.test/docs/a/page.html")
	set := func(html string) uint64 { return extract([]byte(html), u).Signals.ScriptSet }
	page := func(scripts string) string {
		return `<html><head>` + scripts + `</head><body><p>Some prose of the page.</p></body></html>`
	}
	classA := page(`<script src="../../script.js"></script><script>var pathtoroot = "../../"; loadScripts(document, 'script'); var data = {"i0":10,"i1":42}; // members of A</script>`)
	classB := page(`<script src="/script.js"></script><script>var pathtoroot = "../../../"; loadScripts(document, 'script'); var data = {"i0":9,"i1":3,"i2":7,"i12":1}; /* members of B */</script>`)
	other := page(`<script src="../../script.js"></script><script>fetch('/api/books').then(r => r.json()).then(render)</script>`)
	more := page(`<script src="../../script.js"></script><script src="../../app.js"></script><script>var pathtoroot = "./"; loadScripts(document, 'script'); var data = {}</script>`)
	if set(classA) == 0 || set(classA) != set(classB) {
		t.Errorf("pages of one template: sets %x and %x, want one nonzero set", set(classA), set(classB))
	}
	if set(other) == set(classA) || set(more) == set(classA) || set(more) == set(other) {
		t.Errorf("other scripts share a set: %x %x %x", set(classA), set(other), set(more))
	}
	data := page(`<script type="application/ld+json">{"@type":"Article"}</script><script type="text/template"><li>{{x}}</li></script>`)
	if s := extract([]byte(data), u).Signals; s.Scripts != 0 || s.ScriptSet != 0 || s.ScriptBytes != 0 {
		t.Errorf("data blocks only: %+v, want no script", s)
	}
}

// A script's shape leaves out what a build stamps on each copy (a
// comment, a source map's name) and the literals it carries; other code
// has another shape. A page lists the external scripts it runs, resolved
// and each once, its data blocks not among them.
func TestScriptShape(t *testing.T) {
	a := ScriptShape([]byte("/*! chunk entry-3fa9c1 | built 2025-11-04 */\nrender(document.querySelector('.fares'), \"/data/a.json\", 12);\n//# sourceMappingURL=entry-3fa9c1.js.map\n"))
	b := ScriptShape([]byte("/*! chunk entry-b07d22 | built 2025-11-11 */\nrender(document.querySelector('.fares'), \"/data/b.json\", 7);\n//# sourceMappingURL=entry-b07d22.js.map\n"))
	c := ScriptShape([]byte("track(navigator.sendBeacon, '/b.gif');"))
	if a == 0 || a != b {
		t.Errorf("one code stamped two ways: shapes %x and %x, want one nonzero shape", a, b)
	}
	if c == a {
		t.Errorf("other code has the same shape %x", c)
	}
	u, _ := url.Parse("http://k.test/docs/a/page.html")
	got := extract([]byte(`<script src="../../app.js?v=2"></script><script src="/app.js?v=2"></script><script type="application/json" src="data.json"></script><script>go()</script><script type="module" src="https://cdn.test/m.js"></script>`), u).Scripts
	want := []string{"http://k.test/app.js?v=2", "https://cdn.test/m.js"}
	if len(got) != len(want) || got[0] != want[0] || got[1] != want[1] {
		t.Errorf("Scripts = %q, want %q", got, want)
	}
}
