package extract

import (
	"net/url"
	"strings"
	"testing"
)

func TestSignals(t *testing.T) {
	tests := []struct {
		name string
		page string // a file under testdata/fetch/pages, or
		html string // inline HTML
		want Signals
		// Fields compared: all of want except HTMLBytes (taken from the
		// document) and TextLen when minText is set.
		minText int
	}{
		{
			name: "react root shell", page: "react-shell.html",
			want: Signals{Scripts: 1, EmptyMount: "#root", AppMount: "#root", NoscriptAsksJS: true},
		},
		{
			name: "vue app shell", page: "vue-shell.html",
			want: Signals{Scripts: 2, ScriptBytes: 36, EmptyMount: "#app", AppMount: "#app", FrameworkData: "__INITIAL_STATE__"},
		},
		{
			name: "next shell without content", page: "next-shell.html",
			// __NEXT_DATA__ is JSON: it does not run.
			want: Signals{Scripts: 2, EmptyMount: "#__next", AppMount: "#__next", FrameworkData: "__next,__NEXT_DATA__"},
		},
		{
			name: "next with server-rendered content", page: "next-ssr.html",
			want:    Signals{Scripts: 1, AppMount: "#__next", FrameworkData: "__next,__NEXT_DATA__", Links: 2, LinkElements: 1}, // "/" is the page itself
			minText: 100,
		},
		{
			name: "angular app-root shell", page: "angular-shell.html",
			want: Signals{Scripts: 3, EmptyMount: "app-root", AppMount: "app-root", FrameworkData: "ng-version"},
		},
		{
			name: "noscript plea", page: "noscript.html",
			// A spinner is no content; the link of the <noscript> is one.
			want: Signals{Scripts: 1, NoscriptAsksJS: true, Slots: "div#container", Links: 1, LinkElements: 1},
		},
		{
			name: "static page", page: "static.html",
			want:    Signals{Scripts: 2, ScriptBytes: 151, Links: 17, LinkElements: 17}, // its canonical link among them
			minText: 3000,
		},
		{
			name: "empty data-reactroot",
			html: `<body><div data-reactroot=""></div><script src="/b.js"></script>`,
			want: Signals{Scripts: 1, EmptyMount: "[data-reactroot]", AppMount: "[data-reactroot]", FrameworkData: "data-reactroot"},
		},
		{
			name: "mount with a comment only is empty",
			html: `<div id="root"><!-- app goes here --></div>`,
			want: Signals{EmptyMount: "#root", AppMount: "#root"},
		},
		{
			name: "mount with text is not empty",
			html: `<div id="app">Loading</div>`,
			want: Signals{TextLen: 7, AppMount: "#app"},
		},
		{
			name: "mount with an element is not empty",
			html: `<div id="root"><div></div></div>`,
			want: Signals{AppMount: "#root"},
		},
		{
			name: "empty container with an id is a slot",
			html: `<p>Text</p><div id="nav-tree"><div id="nav-sync" class="sync"></div></div><ul id="later"></ul>`,
			want: Signals{TextLen: 4, Slots: "div.sync ul#later"},
		},
		{
			name: "whitespace and a comment leave a slot empty",
			html: `<section id="reviews">
			<!-- filled by reviews.js --> </section>`,
			want: Signals{Slots: "section#reviews"},
		},
		{
			name: "empty main without an id is a slot",
			html: `<header><a href="/home">Home</a></header><main class="content"></main>`,
			want: Signals{TextLen: 4, Slots: "main.content", Links: 1, LinkElements: 1},
		},
		{
			name: "link targets and filled containers are no slots",
			html: `<a id="top"></a><span id="index-0"></span><div id="s1"><p>x</p></div><div class="clearer"></div><h2 id="h"></h2><td id="c"></td>`,
			// A block with a class is one of the places the page leaves
			// empty, whether or not it has an id.
			want: Signals{TextLen: 1, Slots: "div.clearer"},
		},
		{
			name: "frameworks that build from the markup",
			html: `<div x-data="{open: false}"><p hx-get="/more" hx-trigger="load">x</p><section v-scope ng-app="a"></section></div>`,
			want: Signals{TextLen: 1, FrameworkData: "x-data,hx-get,v-scope,ng-app"},
		},
		{
			name: "template expressions outside pre",
			html: `<h2>{{ release.name }} on {{release.date}}</h2><pre>{{ code }}</pre><p>{{{raw}}} {{a
b}} <code>{{</code> x <code>}}</code> <code>{{ .Name }}</code> <kbd><b>{{x}}</b></kbd></p>`,
			want: Signals{TextLen: 94, Templates: 2},
		},
		{
			name: "a pre or code in a hidden element ends there",
			html: `<div hidden><pre>x</pre><code>y</code></div><p>{{ a }}   b</p>`,
			want: Signals{TextLen: 9, Templates: 1},
		},
		{
			name: "a container with only a loading line is a slot",
			html: `<p>Text</p><div id="comments"> Loading… </div>`,
			want: Signals{TextLen: 14, Slots: "div#comments"},
		},
		{
			name: "a placeholder element in a container is no content",
			html: `<section id="reviews"><p class="loading">Please wait...</p></section><ul id="later"><li>x</li></ul>`,
			want: Signals{TextLen: 17, Slots: "section#reviews"},
		},
		{
			name: "slots are named by tag and classes, else id, else a list's tag",
			html: `<p>Text</p><ul class="books  shelf"></ul><div class='reviews' id="r1"></div><table><tbody></tbody></table>` +
				`<div></div><section id="later"><noscript>Turn scripts on to see it</noscript></section><ol></ol><book-list src="/b.json"></book-list>`,
			want: Signals{TextLen: 4, Slots: "book-list div.reviews ol section#later tbody ul.books.shelf"},
		},
		{
			name: "a start tag that also opens an element with content is no slot",
			html: `<div class="line">a = 1</div><div class="line"></div><div class="line">b = 2</div><ul class="books"></ul>`,
			want: Signals{TextLen: 11, Slots: "ul.books"},
		},
		{
			name: "a page's own number in a slot is no part of its name",
			html: `<p>Text</p><div id="comments-4711"></div><ul class="list-2 shelf"></ul>`,
			want: Signals{TextLen: 4, Slots: "div#comments-0 ul.list-0.shelf"},
		},
		{
			name: "a slot's data-* names follow its name, not their values",
			html: `<p>Text</p><div id="answers" data-thread="103" data-Count="0" data-fetch=always data-row-7="x"></div><ul class="qlist" data-tag=ipa></ul><ol></ol>`,
			want: Signals{TextLen: 4, Slots: "div#answers[data-count,data-fetch,data-row-0,data-thread] ol ul.qlist[data-tag]"},
		},
		{
			name: "an empty main part is a slot whatever its attributes",
			html: `<p>Text</p><main></main>`,
			want: Signals{TextLen: 4, Slots: "main"},
		},
		{
			name: "a hidden slot is none",
			html: `<p>Text</p><ul class="menu" hidden></ul><div style="display:none"><ul class="books"></ul></div>`,
			want: Signals{TextLen: 4},
		},
		{
			name: "a container of elements is filled",
			html: `<div id="a"><p>Loading</p><p>More</p></div><div id="b"><span><b>Loading</b></span></div>`,
			want: Signals{TextLen: 22},
		},
		{
			name: "a container with other text is filled",
			html: `<div id="comments">Loading is slow here</div>`,
			want: Signals{TextLen: 20},
		},
		{
			name: "a hidden container is no slot",
			html: `<p>Text</p><div id="dialog" hidden></div><div style="display:none"><ul id="menu"></ul></div>`,
			want: Signals{TextLen: 4},
		},
		{
			name: "a mount point is no slot",
			html: `<div id="app"></div>`,
			want: Signals{EmptyMount: "#app", AppMount: "#app"},
		},
		{
			name: "nuxt state",
			html: `<div id="__nuxt"></div><script>window.__NUXT__=(function(a){return {}}(1))</script>`,
			want: Signals{Scripts: 1, ScriptBytes: 43, EmptyMount: "#__nuxt", AppMount: "#__nuxt", FrameworkData: "__nuxt,__NUXT__"},
		},
		{
			name: "gatsby and svelte ids",
			html: `<div id="___gatsby"></div><div id="svelte"></div>`,
			want: Signals{EmptyMount: "#___gatsby", AppMount: "#___gatsby", FrameworkData: "___gatsby"},
		},
		{
			name: "noscript without a plea",
			html: `<noscript><img src="/pixel.gif"></noscript><p>Hello</p>`,
			want: Signals{TextLen: 5},
		},
		{
			name: "noscript plea split by markup and case",
			html: "<noscript><p>Please <b>Enable</b>\n JavaScript</p></noscript>",
			want: Signals{NoscriptAsksJS: true},
		},
		{
			name: "noscript: javascript is required",
			html: "<noscript>JavaScript is required to view this site.</noscript>",
			want: Signals{NoscriptAsksJS: true},
		},
		{
			// Each element that names a link counts, repeats too; an
			// anchor within the page names no other document.
			name: "link elements",
			html: `<p><a href="/a">x</a> <a href="/a">again</a> <a href="#top">top</a> <a href="/b#s">b</a> <area href="/c">`,
			want: Signals{Links: 4, LinkElements: 4, TextLen: 13},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc := []byte(tt.html)
			if tt.page != "" {
				doc = readPage(t, tt.page)
			}
			got := extract(doc, mustURL(t, "http://site.test/")).Signals
			want := tt.want
			want.HTMLBytes = len(doc)
			if (got.ScriptSet != 0) != (got.Scripts > 0) {
				t.Errorf("ScriptSet %x with %d scripts", got.ScriptSet, got.Scripts)
			}
			want.ScriptSet = got.ScriptSet // TestScriptSet holds its value
			if (got.InlineShape != 0) != (got.ScriptBytes > 0) {
				t.Errorf("InlineShape %x with %d bytes of inline script", got.InlineShape, got.ScriptBytes)
			}
			want.InlineShape = got.InlineShape // so does TestScriptShape
			if tt.minText > 0 {
				if got.TextLen < tt.minText {
					t.Errorf("TextLen = %d, want at least %d", got.TextLen, tt.minText)
				}
				want.TextLen = got.TextLen
			}
			if got != want {
				t.Errorf("signals =\n%+v\nwant\n%+v", got, want)
			}
		})
	}
}

func TestAsksForJS(t *testing.T) {
	for _, s := range []string{
		"You need to enable JavaScript to run this app.",
		"This site requires JavaScript.",
		"Please turn on JavaScript",
		"JavaScript must be enabled",
		"We're sorry but app doesn't work properly without JavaScript enabled. Please enable it to continue.",
	} {
		if !asksForJS([]byte(s)) {
			t.Errorf("asksForJS(%q) = false", s)
		}
	}
	for _, s := range []string{
		`<img src="https://www.facebook.com/tr?id=1&ev=PageView&noscript=1">`,
		`<iframe src="https://www.googletagmanager.com/ns.html?id=GTM-X"></iframe>`,
		strings.Repeat("java script ", 3),
	} {
		if asksForJS([]byte(s)) {
			t.Errorf("asksForJS(%q) = true", s)
		}
	}
}

// Pages that run the same scripts share a ScriptSet, whatever the order
// of the scripts or their version query; another script, or inline
// script, makes another; no script is 0.
func TestScriptSet(t *testing.T) {
	set := func(doc string) uint64 {
		u, _ := url.Parse("http://s.test/docs/page.html")
		return extract([]byte(doc), u).Signals.ScriptSet
	}
	a := set(`<script src="/_static/jquery.js?v=1"></script><script src="../docs/search.js"></script><p>a</p>`)
	b := set(`<p>b</p><script src="/docs/search.js"></script><script src="http://s.test/_static/jquery.js?v=2"></script>`)
	if a == 0 || a != b {
		t.Errorf("the same scripts: %x and %x", a, b)
	}
	if c := set(`<script src="/_static/jquery.js"></script><script src="/app.js"></script>`); c == a {
		t.Error("another script gave the same set")
	}
	if d := set(`<script src="/_static/jquery.js"></script><script src="/docs/search.js"></script><script>load()</script>`); d == a {
		t.Error("inline script gave the same set")
	}
	if n := set(`<p>no script</p>`); n != 0 {
		t.Errorf("no script: %x, want 0", n)
	}
}

// DataWords counts the words of prose in a page's JSON data blocks, and
// ScriptWords those of its inline scripts' string literals, that its
// text never uses: string
// values of two words or more, not keys, URLs, paths or single names;
// not JSON-LD, whose data is for search engines; not what the page shows
// already.
func TestDataWords(t *testing.T) {
	const prose = `<h1>Branch 7</h1><p>Events of the branch library: a lantern walk.</p>`
	tests := []struct {
		name, html string
		want       int
	}{
		{"events its text lacks", prose + `<script type="application/json" id="events">[{"date":"4 May","title":"Poetry evening","host":"Amara Osei"},{"title":"Lantern walk","where":"/garden","url":"https://x.test/a b"}]</script>`, 4},
		{"no events", prose + `<script type="application/json" id="events">[]</script>`, 0},
		{"data the page shows", prose + `<script type="application/json">{"title":"Branch library events"}</script>`, 0},
		{"keys and single names", prose + `<script type="application/json">{"poetry evening":"Osei","settings":{"theme":"dark"}}</script>`, 0},
		{"JSON-LD", prose + `<script type="application/ld+json">{"@type":"Event","name":"Poetry evening with Amara Osei"}</script>`, 0},
		{"a +json type", prose + `<script type="application/vnd.events+json">["Quiz night at the harbour"]</script>`, 3},
		{"an inline script's literals", prose + `<script>var rows = [{t: "Copper rain", a: 'Amara Osei'}, {"t": "Lantern walk"}]; draw(rows, "#rows", {'empty shelf': 1});</script>`, 4},
		{"an inline script without prose", prose + `<script>var rows = []; draw(rows, "#rows", 'tbody tr');</script>`, 0},
	}
	for _, tt := range tests {
		sig := extract([]byte(tt.html), mustURL(t, "http://site.test/")).Signals
		if got := sig.DataWords + sig.ScriptWords; got != tt.want {
			t.Errorf("%s: DataWords = %d, want %d", tt.name, got, tt.want)
		}
	}
}
