package extract

import (
	"net/url"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

const fixtureDir = "../../testdata/fetch"

// extract is HTML without the sub-resources, as most tests want it.
func extract(doc []byte, docURL *url.URL) Result { return HTML(doc, docURL, Options{DataWords: true}) }

func readPage(t testing.TB, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(fixtureDir, "pages", name))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func mustURL(t testing.TB, s string) *url.URL {
	t.Helper()
	u, err := url.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return u
}

func TestExtractText(t *testing.T) {
	x := extract(readPage(t, "text.html"), mustURL(t, "http://site.test/"))
	if want := "Text & blocks"; x.Title != want {
		t.Errorf("title = %q, want %q", x.Title, want)
	}
	// As innerText lays it out: a blank line around a <p>, a tab between
	// cells, white space kept in <pre>.
	want := strings.Join([]string{
		"Main heading",
		"First bold and italic words.",
		"",
		"Second\u00a0paragraph with <entities> © 2024.",
		"",
		"one",
		"two",
		"cell A\tcell B",
		"head C\tcell D",
		"line",
		"break",
		"pre line 1",
		"pre line 2",
		"SVG TEXT",
		"",
		"Footer — end",
	}, "\n")
	if x.Text != want {
		t.Errorf("text =\n%s\nwant\n%s", x.Text, want)
	}
	for _, hidden := range []string{"STYLE", "SCRIPT", "SVG TITLE", "TEMPLATE", "NOSCRIPT", "TEXTAREA"} {
		if strings.Contains(x.Text, hidden) {
			t.Errorf("text contains %s", hidden)
		}
	}
	if x.Signals.TextLen != len([]rune(want)) {
		t.Errorf("TextLen = %d, want %d", x.Signals.TextLen, len([]rune(want)))
	}
}

func TestExtractLinks(t *testing.T) {
	x := extract(readPage(t, "links.html"), mustURL(t, "http://site.test/a/b/page.html"))
	wantLinks := []string{
		"https://example.com/docs/guide/intro.html",
		"https://example.com/about#team",
		"https://example.com/docs/guide/chapter%201.html",
		"https://example.com/docs/guide/#top",
		"https://cdn.example.org/file.pdf",
		"http://other.example.net/page?q=1&r=2",
		"https://example.com/docs/map/area.html",
	}
	if !reflect.DeepEqual(x.Links, wantLinks) {
		t.Errorf("links =\n%q\nwant\n%q", x.Links, wantLinks)
	}
	wantFrames := []string{
		"https://example.com/docs/guide/embed/video.html",
		"https://frames.example.com/left.html",
	}
	if !reflect.DeepEqual(x.Frames, wantFrames) {
		t.Errorf("frames = %q, want %q", x.Frames, wantFrames)
	}
	if want := "https://example.com/docs/moved/here.html?x=1"; x.Refresh != want {
		t.Errorf("refresh = %q, want %q", x.Refresh, want)
	}
	if x.Signals.Links != len(wantLinks) {
		t.Errorf("Signals.Links = %d", x.Signals.Links)
	}
}

func TestExtractCases(t *testing.T) {
	doc := mustURL(t, "http://site.test/dir/page.html?q=1")
	tests := []struct {
		name    string
		html    string
		title   string
		text    string
		links   []string
		refresh string
	}{
		{
			name:  "relative links without base",
			html:  `<a href="x.html">x</a><a href="../up">up</a><a href="/root">r</a><a href="?p=2">p</a><a href="">self</a>`,
			text:  "xuprpself",
			links: []string{"http://site.test/dir/x.html", "http://site.test/up", "http://site.test/root", "http://site.test/dir/page.html?p=2", "http://site.test/dir/page.html?q=1"},
		},
		{
			name:  "base href after the links still applies",
			html:  `<a href="a">a</a><base href="http://other.test/b/"><a href="c">c</a>`,
			text:  "ac",
			links: []string{"http://other.test/b/a", "http://other.test/b/c"},
		},
		{
			name:  "relative base href",
			html:  `<base href="/sub/"><a href="a">a</a>`,
			text:  "a",
			links: []string{"http://site.test/sub/a"},
		},
		{
			name:  "only the first base counts",
			html:  `<base href="http://one.test/"><base href="http://two.test/"><a href="a">a</a>`,
			text:  "a",
			links: []string{"http://one.test/a"},
		},
		{
			name:  "schemes left out",
			html:  `<a href=" javascript:x()">j</a><a href="mailto:a@b">m</a><a href="tel:1">t</a><a href="data:,x">d</a><a href="ftp://x/">f</a><a href="HTTPS://UP.test/">u</a>`,
			text:  "jmtdfu",
			links: []string{"https://UP.test/"},
		},
		{
			name:  "newlines inside href are removed",
			html:  "<a href=\"/a\nb\tc\">x</a>",
			text:  "x",
			links: []string{"http://site.test/abc"},
		},
		{
			name:  "fragments kept and deduped as written",
			html:  `<a href="#a">1</a><a href="#a">2</a><a href="#b">3</a>`,
			text:  "123",
			links: []string{"http://site.test/dir/page.html?q=1#a", "http://site.test/dir/page.html?q=1#b"},
		},
		{
			// As Chromium's innerText has it: an SVG shows the text of its
			// <text> elements and its <foreignObject>s, each on a line
			// (those under <defs> and <symbol> too), not its <title>,
			// <desc>, a <text display="none">, or the white space between
			// its elements.
			name: "svg text",
			html: `<p>before</p><div>in <svg viewBox="0 0 9 9"><title>T</title><desc>D</desc>
<defs><text id="x">DEF</text></defs>
<text x="1">WITH</text> <text>RECURSIVE</text>
<g><text>G <tspan>T1</tspan> <tspan>T2</tspan><title>TT</title></text></g>
<a href="/x"><text>LINKED</text></a>
<text display="none">NONE</text>
<svg><text>INNER</text></svg><foreignObject><div>FO</div></foreignObject>
</svg> out</div><div display="none">HTML</div>
<svg style="display:none"><symbol id="i"><text>SPRITE</text></symbol></svg><svg display="none"><text>DISP</text></svg>
<svg hidden><text>SHOWN</text></svg><div hidden>HIDDEN</div>`,
			text:  "before\n\nin\nDEF\nWITH\nRECURSIVE\nG T1 T2\nLINKED\nINNER\nFO\nout\nHTML\nSHOWN",
			links: []string{"http://site.test/x"},
		},
		{
			// As Chromium's innerText has it: fallback content of media
			// and canvas is not shown, an <object>'s without data is; the
			// links in it are the page's still.
			name:  "media fallback",
			html:  `<p>Watch</p><video src="v.webm">Your browser does not <a href="/v.webm">support</a> video.</video><audio>NO AUDIO</audio><canvas>NO CANVAS</canvas><object>OBJECT</object><p>after</p>`,
			text:  "Watch\n\nOBJECT\n\nafter",
			links: []string{"http://site.test/v.webm"},
		},
		{
			name:  "first title only, not svg's",
			html:  `<svg><title>icon</title></svg><title> A  B </title><title>C</title>`,
			title: "A B",
		},
		{
			name:    "meta refresh without url= and with comma",
			html:    `<meta http-equiv="refresh" content="0,/next">`,
			refresh: "http://site.test/next",
		},
		{
			name:    "meta refresh reload only",
			html:    `<meta http-equiv="refresh" content="30">`,
			refresh: "",
		},
		{
			name: "entities and nbsp",
			html: `<p>a&amp;b &lt;c&gt; &eacute;&#233;&#xE9;</p>`,
			text: "a&b <c> ééé",
		},
		{
			// Required breaks merge (the <p>'s two win), a <br> is a break
			// of its own: as Chromium has it.
			name: "line breaks as innerText lays them out, lines trimmed",
			html: "<div>  a  </div>\n\n<div> </div><p></p><br><br><div>\n b \n</div>",
			text: "a\n\n\n\n\nb",
		},
		{
			name: "unclosed script hides the rest",
			html: `<p>shown</p><script>var x = "<p>not shown</p>"`,
			text: "shown",
		},
		{
			name: "malformed markup",
			html: `<p>a<b>b</p>c</i><div <<>d</div>&bogus; <`,
			text: "ab\n\nc\nd\n&bogus; <",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			x := extract([]byte(tt.html), doc)
			if x.Title != tt.title {
				t.Errorf("title = %q, want %q", x.Title, tt.title)
			}
			if x.Text != tt.text {
				t.Errorf("text = %q, want %q", x.Text, tt.text)
			}
			if !reflect.DeepEqual(x.Links, tt.links) && (len(x.Links) > 0 || len(tt.links) > 0) {
				t.Errorf("links = %q, want %q", x.Links, tt.links)
			}
			if x.Refresh != tt.refresh {
				t.Errorf("refresh = %q, want %q", x.Refresh, tt.refresh)
			}
		})
	}
}

// TestMetaRefreshNow: a meta refresh is immediate when its delay's
// integer part is zero; a later one is a link, not a redirect.
func TestMetaRefreshNow(t *testing.T) {
	base, _ := url.Parse("http://a.test/doc/index.html")
	for _, tc := range []struct {
		content, target string
		now             bool
	}{
		{"0;url=api/index.html", "http://a.test/doc/api/index.html", true},
		{" 0.5; URL='next.html'", "http://a.test/doc/next.html", true},
		{"00,url=/x", "http://a.test/x", true},
		{"1; url=next.html", "http://a.test/doc/next.html", false},
		{"10;url=next.html", "http://a.test/doc/next.html", false},
		{"600; url=/site/refreshed.html", "http://a.test/site/refreshed.html", false},
	} {
		x := extract([]byte(`<html><head><meta http-equiv="Refresh" content="`+tc.content+`"></head><body>moving</body></html>`), base)
		if x.Refresh != tc.target || x.RefreshNow != tc.now {
			t.Errorf("content %q: target %q now %v; want %q %v", tc.content, x.Refresh, x.RefreshNow, tc.target, tc.now)
		}
	}
}
