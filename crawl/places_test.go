package crawl

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/rendercrawl/render/crawl/learn"
)

// hasPlace finds an id or a class as the markup writes it, quoted or
// not, and not in another attribute or as part of another class.
func TestHasPlace(t *testing.T) {
	const html = `<section id="products" class="grid wide"><div id=cart class='mini cart-count'></div><p data-id="related" classname="teasers"></p>`
	for place, want := range map[string]bool{
		"#products": true, "#cart": true, ".grid": true, ".wide": true, ".cart-count": true, ".mini": true,
		"#related": false, ".teasers": false, ".cart": false, "#grid": false, ".products": false, "#": false,
	} {
		if got := hasPlace(html, place); got != want {
			t.Errorf("hasPlace(%q) = %v, want %v", place, got, want)
		}
	}
}

// A page holds a place its kind's scripts looked for in vain when its
// HTML answers the selector they asked for: an id or a class as written,
// any other selector as cascadia reads the parsed page; a selector
// cascadia cannot read is not held.
func TestPlacesHas(t *testing.T) {
	p := &places{html: `<main><article><p class="note">Published <time datetime="2024-04-18">18/04/2024</time></p>
<div id="answers" data-fetch="always"></div></article></main>`}
	for place, want := range map[string]bool{
		"#answers": true, ".note": true, "time[datetime]": true, "time": true, "p.note > time": true, "article p.note": true,
		`div[data-fetch="always"]`: true, "#comments": false, "time[pubdate]": false, "aside": false,
		"div:visible": false, "p.note >": false,
		// Not plain: a function, or more than one combinator.
		"p:not(.x)": false, "main article p": false, "article > p.note time": false,
	} {
		if got := p.has(place); got != want {
			t.Errorf("has(%q) = %v, want %v", place, got, want)
		}
	}
}

// The open places of a render are the HTML's empty places its scripts
// looked up and left, matched by the place whatever data-* names the
// HTML hands them.
func TestOpenSlots(t *testing.T) {
	slots := "div#answers[data-count,data-thread] ul.qlist"
	if got := openSlots(slots, []string{"div#answers", "section#more"}); got != "div#answers[data-count,data-thread]" {
		t.Errorf("openSlots = %q, want the answers", got)
	}
	if got := openSlots(slots, []string{"div#answers[data-count,data-thread]"}); got != "" {
		t.Errorf("openSlots = %q, want none: render names places without data names", got)
	}
	// A class's own brackets are part of the place.
	if got := openSlots("div.min-h-[0px] div.min-h-[0px].x[data-id]", []string{"div.min-h-[0px]", "div.min-h-[0px].x"}); got != "div.min-h-[0px] div.min-h-[0px].x[data-id]" {
		t.Errorf("openSlots = %q, want both places with brackets of their own", got)
	}
}

// The places a render's scripts missed are those the page's HTML lacks
// too: a selector they asked for after they took its elements out was
// not missing from the page.
func TestLacked(t *testing.T) {
	html := `<p><time datetime="2024-04-18">18/04/2024</time></p><div id="a"></div>`
	got := lacked(html, []string{"#a", "#b", "time[datetime]", "aside"})
	if want := []string{"#b", "aside"}; !slices.Equal(got, want) {
		t.Errorf("lacked = %q, want %q", got, want)
	}
}

// A page whose markup does not name each part of a selector is not
// parsed to ask it; one that names them is.
func TestPlacesMentions(t *testing.T) {
	p := &places{html: `<P Class="note"><TIME datetime="2024-04-18">x</TIME></P><div data-fetch></div>`}
	if !p.has("time[datetime]") || !p.parsed {
		t.Errorf("time[datetime]: not held, or held unparsed")
	}
	q := &places{html: `<p class="note">No date here; the datetime is unknown.</p>`}
	if q.has("time[datetime]") || q.has("aside, nav .menu") || q.parsed {
		t.Errorf("a page without a time element was parsed (%v) or held one", q.parsed)
	}
	if !p.mentions("aside, div[data-fetch]") {
		t.Errorf("a group of a selector list the markup names: not mentioned")
	}
}

// The values of the data attributes a kind's scripts read are read from
// the start tag of their place alone, in lower case, "" where the page
// gives none or one that is no name.
func TestPlacesValues(t *testing.T) {
	p := &places{html: `<!doctype html><HTML lang=en data-theme='Dark'><head><title>x</title></head>
<BODY data-isbn="9781529922" data-root="" data-note="two words"><p data-id="app">not it</p>
<div id="app" data-page=home></div><p id=later data-page="x"></p><bg-copies-list isbn="1"></bg-copies-list>
<BG-COPIES isbn="9781900000048" shelf=""></BG-COPIES></BODY></HTML>`}
	read := []string{"body[data-isbn]", "html[data-theme]", "#app[data-page]", "body[data-root]", "body[data-note]",
		"body[data-module]", "#later[data-page]", "#gone[data-page]", ".x[data-page]", "body[class]", "body",
		"bg-copies[isbn]", "bg-copies[shelf]", "p[title]", "#app[isbn]"}
	want := []string{"9781529922", "dark", "home", "", "", "", "", "", "", "", "", "9781900000048", "", "", ""}
	if got := p.values(read); !slices.Equal(got, want) {
		t.Errorf("values = %q, want %q", got, want)
	}
	if p.parsed {
		t.Error("the markup was parsed whole")
	}
}

// A value that lists names (with commas, semicolons or bars between
// them) is each of them, one of a few words as data gives it (its
// slug); a value of words that is no list is none, as prose is.
func TestPlacesValueNames(t *testing.T) {
	for v, want := range map[string]string{
		"Cornet":                        "cornet",
		"Eb Bass,Bb Bass":               "eb-bass bb-bass",
		"Timpani (pair); Drum Kit | x":  "timpani-pair drum-kit",
		" Soprano Cornet , Cornet,":     "soprano-cornet cornet",
		"a,a,b":                         "a,a,b",
		"2025-26":                       "2025-26",
		"Tenor Horn,tenor horn":         "tenor-horn",
		"":                              "",
		"2nd XI":                        "",
		"Baritone":                      "baritone",
		"1,250":                         "1,250",
		"51.5074,-0.1278":               "51.5074,-0.1278",
		`{"id":42,"slug":"eb-bass"}`:    `{"id":42,"slug":"eb-bass"}`,
		`{"id": 42, "name": "Eb Bass"}`: "",
		"Cornet,":                       "cornet,",
		"Cornet, 3":                     "",
		"the band owns a spare cornet which is in the store cupboard": "",
	} {
		if got := valueNames(v); got != want {
			t.Errorf("valueNames(%q) = %q, want %q", v, got, want)
		}
	}
	p := &places{html: `<html><body><main id="content" data-instruments="Eb Bass,Bb Bass"><h1>Basses</h1>
<article data-ref="R-7"></article><article data-ref="R-8"></article></main></body></html>`}
	if got := p.values([]string{"#content[data-instruments]", "main[data-instruments]", "article[data-ref]"}); !slices.Equal(got, []string{"eb-bass bb-bass", "eb-bass bb-bass", "r-7"}) {
		t.Errorf("values = %q", got)
	}
}

// The content of a meta tag a kind's scripts read (render names it
// meta[name="..."][content]) is a value of the page, read from the meta
// tag of that name or property alone.
func TestPlacesMetaValues(t *testing.T) {
	p := &places{html: `<!doctype html><html><head><meta charset="utf-8">
<META NAME="Treatment-Code" content="T-CRN"><meta property="og:type" content=article>
<meta name="description" content="Crowns and bridges"><meta name="empty" content=""></head><body><p>x</p>
<div itemscope><meta itemprop="courseCode" content="MCW-ROPE-2"></div></body></html>`}
	read := []string{`meta[itemprop="courseCode"][content]`, `meta[name="treatment-code"][content]`, `meta[property="og:type"][content]`,
		`meta[name="description"][content]`, `meta[name="empty"][content]`, `meta[name="gone"][content]`,
		`meta[name="treatment-code"][name]`, `meta[http-equiv="refresh"][content]`, `meta[name=treatment-code][content]`}
	want := []string{"mcw-rope-2", "t-crn", "article", "", "", "", "", "", ""}
	if got := p.values(read); !slices.Equal(got, want) {
		t.Errorf("values = %q, want %q", got, want)
	}
	if p.parsed {
		t.Error("the markup was parsed whole")
	}
}

// The value HTML gives an element for scripts to read (a time's
// datetime, a data element's value, an input's) is read from the place
// render names the element by: its tag, with its first class, or its id.
func TestPlacesValueAttributes(t *testing.T) {
	p := &places{html: `<!doctype html><html><body><h1>Hamnet</h1>
<p>Discussed on <time datetime="2025-10-01">1 October</time> and <time class="met" datetime="2025-11-04">4 November</time>.</p>
<h2><data class="vehicle" value="Car">Cars</data></h2><form><input type=hidden name=season id=season value="2025-26"></form>
<h3><cite lang="cy">Calon Lân</cite></h3></body></html>`}
	read := []string{"time.met[datetime]", "time[datetime]", "data.vehicle[value]", "#season[value]", "input[value]", "cite[lang]",
		"time.gone[datetime]", "time.met[value]", "p[datetime]", "span.met[datetime]", "time[class][datetime]", "html[lang]"}
	want := []string{"2025-11-04", "2025-10-01", "car", "2025-26", "2025-26", "cy", "", "", "", "", "", ""}
	if got := p.values(read); !slices.Equal(got, want) {
		t.Errorf("values = %q, want %q", got, want)
	}
	if p.parsed {
		t.Error("the markup was parsed whole")
	}
}

// The text of a place its scripts wrote again (learn.TextOf) is the
// text of the selector's first element, its spaces collapsed, marked
// when it holds one of the element's attributes as it is; a selector
// render names such a place by is answered by a scan, not a parse, and
// any other holds no text.
func TestPlacesTexts(t *testing.T) {
	p := &places{html: `<!doctype html><html><body><p>Posted <time datetime="2024-11-19">
  2024-11-19</time> and <time datetime="2025-01-02">2 January 2025</time></p>
<span class="count"><b>1</b>,<i>234</i><script>var x = 1;</script></span></body></html>`}
	read := []string{learn.TextOf("time[datetime]"), learn.TextOf("span.count"), learn.TextOf("h1#title"), learn.TextOf("div:has(p)")}
	want := []string{learn.TextValue("2024-11-19", true), "1,234", "", ""}
	if got := p.values(read); !slices.Equal(got, want) {
		t.Errorf("values = %q, want %q", got, want)
	}
	if p.parsed {
		t.Error("the markup was parsed whole for selectors a scan answers")
	}
	offers := &places{html: `<table><tr><td itemprop="name">One week</td><td itemprop="price" content="1450">1450.00 GBP</td></tr></table>`}
	if got := offers.values([]string{learn.TextOf(`td[itemprop="price"]`), learn.TextOf(`td[itemprop="gone"]`)}); got[0] != learn.TextValue("1450.00 GBP", true) || got[1] != "" {
		t.Errorf("a place named with its attribute's value: %q", got)
	}
	nested := &places{html: `<div class="a">one <div>two</div> three</div><div class="b">four</div>`}
	if got, _ := nested.text("div.a"); got != "one two three" {
		t.Errorf("a nested place's text = %q", got)
	}
	q := &places{html: `<html><body><p>No dates here.</p></body></html>`}
	if got := q.values([]string{learn.TextOf("time[datetime]")}); got[0] != "" || q.parsed {
		t.Errorf("a page without the place: %q, parsed %v", got, q.parsed)
	}
}

// A page's codes are its words with a letter and a digit, in lower
// case, each once.
func TestPageCodes(t *testing.T) {
	got := pageCodes("Staff number: KG-2291. Room A12, 2nd floor; see KG-2291 and v2.3.1, GDC number 83377, ISBN 978-1-9161107-3-1, route X9, not 2024-11-19, 2024, 1.50000, 42 or x.")
	if want := []string{"kg-2291", "a12", "2nd", "v2.3.1", "83377", "978-1-9161107-3-1", "9781916110731", "x9"}; !slices.Equal(got, want) {
		t.Errorf("pageCodes = %q, want %q", got, want)
	}
}

// The values of a page's data attributes, quoted or not, each once, of
// three characters at least and without spaces.
func TestDataValues(t *testing.T) {
	got := dataValues(`<body data-root="../"><div class="class-dates" data-code="SD1"></div>
<p data-x='y1' data-n=42 data-long="two words" data-code="SD1" data-empty=""><a href="x" data="nope">x</a></p>`)
	if want := []string{"../", "SD1"}; !slices.Equal(got, want) {
		t.Errorf("dataValues = %q, want %q", got, want)
	}
}

// The value of a place known by its tag and a class with a hyphen
// (time.talk-date[datetime]) is read from the markup: such a place is no
// custom element's name.
func TestValuesOfATagWithAHyphenatedClass(t *testing.T) {
	h := `<body><p>Given on <time class="talk-date" datetime="2023-02-01">the day</time>.</p><bg-copies isbn="978"></bg-copies></body>`
	got := (&places{html: h}).values([]string{"time.talk-date[datetime]", "bg-copies[isbn]"})
	if want := []string{"2023-02-01", "978"}; !slices.Equal(got, want) {
		t.Errorf("values = %q, want %q", got, want)
	}
}

// The names a page's heading gives it: its slug, accents folded and "&"
// read as "and", with underscores, without the "&", and its initials;
// the title up to a separator when the page has no <h1>.
func TestHeadingNames(t *testing.T) {
	for _, c := range []struct {
		markup, title string
		want          []string
	}{
		{`<h1 class="t">Tile Cutter &amp; <em>Scorer</em></h1>`, "", []string{"tile-cutter-and-scorer", "tile_cutter_and_scorer", "tile-cutter-scorer", "tcs", "tile-cutter-and"}},
		{`<h1>Quince <i class="binomial">Cydonia oblonga</i></h1>`, "", []string{"quince-cydonia-oblonga", "quince_cydonia_oblonga", "qco", "cydonia-oblonga"}},
		{`<header><h1>Folk on Sunday</h1></header><h1>Other</h1>`, "x", []string{"folk-on-sunday", "folk_on_sunday", "fos"}},
		{`<hgroup><h1>Café Crème</h1></hgroup>`, "", []string{"cafe-creme", "cafe_creme", "cc"}},
		{`<h1>Bev's Breakfast</h1>`, "", []string{"bevs-breakfast", "bevs_breakfast", "bb", "bev-s-breakfast"}},
		{`<h1>St Anne&#x27;s Wharf &amp; Quay</h1>`, "", []string{"st-annes-wharf-and-quay", "st_annes_wharf_and_quay", "st-annes-wharf-quay", "sawq", "st-anne-s-wharf-and-quay"}},
		{`<h1>O’Brien</h1>`, "", []string{"obrien", "o-brien"}},
		{`<h2>Not this</h2>`, "Sowerby Talks | Sowerby Radio", []string{"sowerby-talks", "sowerby_talks", "st"}},
		{`<h1>Welcome</h1>`, "", []string{"welcome"}},
		{`<h1>One two three four five six seven eight nine</h1>`, "", nil},
		{`<h10>x</h10>`, "", nil},
		{`<H1 id=t>Jazz After Dark</H1 >`, "", []string{"jazz-after-dark", "jazz_after_dark", "jad"}},
		{`<h1>İstanbul Nights</h1>`, "", []string{"istanbul-nights", "istanbul_nights", "in"}},
		{`<h1>Cœur de Bœuf</h1>`, "", []string{"coeur-de-boeuf", "coeur_de_boeuf", "cdb"}},
	} {
		if got := headingNames(c.markup, c.title); !slices.Equal(got, c.want) {
			t.Errorf("headingNames(%q, %q) = %q, want %q", c.markup, c.title, got, c.want)
		}
	}
}

// The codes of a body's attribute values: a microdata itemid's last
// part, a data attribute's, an id's, a class's and its part after a
// prefix, a value of capital letters alone, an image's file name; not
// those of links, other sources, styles, handlers, a form's method or
// the head.
func TestMarkupCodes(t *testing.T) {
	got := markupCodes(`<html><head><meta charset="utf-8"><link rel="stylesheet" href="/css/v2.css"></head>
<body class="page"><article itemscope itemid="urn:tool:directive:D-345"><abbr title="Grid NY50">x</abbr>
<a href="/ref/d-346.html" onclick="go('k-77')">next</a><img src="/img/p9.png" style="w3: 1"><div data-lot="LOT-104" id="box-2" class="ref ref-k3851"></div>
<h2><abbr class="crs" title="OKW">Oakworth</abbr> <abbr title="FAQ list">x</abbr></h2><form method="GET"><input value=" GBP "></form>
<img alt="Lace christening gown" class="hero wide shot"><img alt="One two three four five six seven eight nine"></article></body></html>`)
	if want := []string{"d-345", "ny50", "lot-104", "box-2", "ref-k3851", "k3851", "okw", "gbp", "grid-ny50", "faq-list", "lace-christening-gown", "p9"}; !slices.Equal(got, want) {
		t.Errorf("markupCodes = %q, want %q", got, want)
	}
}

// The numbers of a selected option's text are codes of the page,
// however short; those of the other options and of the page's text are
// not.
func TestMarkupCodesOfTheSelectedOption(t *testing.T) {
	got := markupCodes(`<body><p>Bins go out by 7 on the day.</p><select name="r"><option value="/r/5.html">Round 5 (Tuesday)</option>
<option value="/r/11.html" selected>Round <b>011</b> (Thursday)<option value="/r/17.html">Round 17</select></body>`)
	if want := []string{"r/5.html", "r/11.html", "r/17.html", "11", "011"}; !slices.Equal(got, want) {
		t.Errorf("markupCodes = %q, want %q", got, want)
	}
	// Markup that ends within the selected option.
	if got, want := markupCodes(`<body><select><option selected>Round 12`), []string{"12"}; !slices.Equal(got, want) {
		t.Errorf("markupCodes, cut short = %q, want %q", got, want)
	}
}

// Slugs of a few words do not crowd out codes: seventy links titled
// with a phrase each before an itemid.
func TestMarkupCodesKeepsCodesBeforeSlugs(t *testing.T) {
	var b strings.Builder
	b.WriteString("<body>")
	for i := range 70 {
		fmt.Fprintf(&b, `<a href="/s/%d.html" title="Read the story of week %d">x</a>`, i, i)
	}
	b.WriteString(`<article itemid="urn:tool:directive:D-345"></article></body>`)
	got := markupCodes(b.String())
	if !slices.Contains(got, "d-345") || len(got) > 2*maxCodes+1 {
		t.Errorf("markupCodes kept %d names, d-345 among them: %v; want the code kept", len(got), slices.Contains(got, "d-345"))
	}
}

// The names a page's JSON data blocks give it: their values of one
// word, a few words as a slug, whole numbers however short; not their
// keys, not a script's code, not a fraction, not a block of an app's
// whole state.
func TestDataBlockNames(t *testing.T) {
	got := dataBlockNames(`<html><head><script type="application/ld+json">{"@type": "Product", "sku": "SKU-00731"}</script>
<script>var route = 7;</script></head><body><script type="application/json" id="walk-config">{"route": 6, "start": "Thwaite Head", "map": {"zoom": 15.5, "layers": ["outdoor"]}, "print": true}</script>
<script type="application/json">not json</script></body></html>`)
	slices.Sort(got)
	if want := []string{"6", "outdoor", "product", "sku-00731", "thwaite-head"}; !slices.Equal(got, want) {
		t.Errorf("dataBlockNames = %q, want %q", got, want)
	}
	// An app's whole state is no page's config.
	big := `<script type="application/json">{"route": 6, "state": "` + strings.Repeat("x", maxDataBlock) + `"}</script>`
	if got := dataBlockNames(big); got != nil {
		t.Errorf("dataBlockNames of a block over %d bytes = %q, want none", maxDataBlock, got)
	}
}

// The names of the texts of elements that hold no other: a cited title
// of a few words (accents folded), a code of capitals after a label's
// colon; not a sentence, a link's text, a word in lower case, a button's
// label or a script's text.
func TestMarkupCodesOfElementTexts(t *testing.T) {
	got := markupCodes(`<body><nav><a href="/x.html">Field trips</a> <a href="/y.html"><span>Rock guides</span></a></nav>
<p>The talk draws on <cite>Íslensk eldfjöll</cite>, a guide.</p>
<ul><li>Age: about 450 million years</li><li><img src="/i/x.png">Lexicon code: CSL</li><li>Grid:<br>TQ</li><li><a name="top">Top</li><li>Cabinet: KX</li><li>Good for: fossils</li><li>limestone</li></ul>
<p>Bins go out by 7 on the day.</p><button>Show all notes</button><script>var s = "Skiddaw slate";</script><td>TILL</td></body>`)
	want := []string{"islensk-eldfjoll", "age-about-450-million-years", "about-450-million-years", "lexicon-code-csl", "csl", "tq", "kx", "til"}
	want = want[:len(want)-1]
	for _, w := range append(want, "till") {
		if !slices.Contains(got, w) {
			t.Errorf("markupCodes = %q, lacks %q", got, w)
		}
	}
	for _, not := range []string{"field-trips", "rock-guides", "bins-go-out-by-7-on-the-day", "fossils", "limestone", "show-all-notes", "skiddaw-slate"} {
		if slices.Contains(got, not) {
			t.Errorf("markupCodes = %q, holds %q", got, not)
		}
	}
}

// Codes written in groups with spaces, joined: a postcode, a grid
// reference; not words in lower case, a number alone or a count.
func TestSpacedCodes(t *testing.T) {
	got := spacedCodes("The tin is at the tea room, Skellgill, CA12 5TB. The post stands at NY 229 127, by 3 gates; see page 12 of 40 or A 1 (SD 123 456).")
	if want := []string{"ca125tb", "ny229127", "sd123456"}; !slices.Equal(got, want) {
		t.Errorf("spacedCodes = %q, want %q", got, want)
	}
	// Twice (kept once); too long from ABCD (12), so from EFGH; at the
	// text's end.
	got = spacedCodes("Post to LA22 9HQ or LA22 9HQ, never ABCD EFGH 1234. Stand at NY 229")
	if want := []string{"la229hq", "efgh1234", "ny229"}; !slices.Equal(got, want) {
		t.Errorf("spacedCodes = %q, want %q", got, want)
	}
}

// Days in words and in a URL's path, as ISO days.
func TestPageDates(t *testing.T) {
	got := pageDates("Call-out report, Saturday 1 February 2025; the debrief of March 3rd, 2025 and of 31 Smarch 2025.", "http://h.test/callouts/2024/12/07-crash.html")
	if want := []string{"2024-12-07", "2025-02-01", "2025-03-03"}; !slices.Equal(got, want) {
		t.Errorf("pageDates = %q, want %q", got, want)
	}
	if got := pageDates("no date here", "http://h.test/2025/13/40/x.html"); len(got) != 0 {
		t.Errorf("pageDates of no day = %q", got)
	}
}

// A heading's label before its colon, and what follows it, are names
// too.
func TestHeadingNamesOfALabel(t *testing.T) {
	got := headingNames(`<h1>Session 7: Night navigation on Hause Moss</h1>`, "")
	for _, w := range []string{"session-7", "s7", "night-navigation-on-hause-moss"} {
		if !slices.Contains(got, w) {
			t.Errorf("headingNames = %q, lacks %q", got, w)
		}
	}
	got = headingNames(`<h1>Pulpit <small>Wall 4</small></h1>`, "")
	for _, w := range []string{"wall-4", "w4"} {
		if !slices.Contains(got, w) {
			t.Errorf("headingNames = %q, lacks %q", got, w)
		}
	}
}

// The string literals of a binding's expression are codes of the page;
// those of other attribute values, and short ones, are not.
func TestMarkupCodesOfBindings(t *testing.T) {
	got := markupCodes(`<body><section x-data="seats('baritones')" x-show="tab === 'on'"><div data-bind="with: entry('Tenor horns')" title="'quoted' words"></div></section></body>`)
	for _, w := range []string{"baritones", "tenor-horns"} {
		if !slices.Contains(got, w) {
			t.Errorf("markupCodes = %q, lacks %q", got, w)
		}
	}
	for _, not := range []string{"on", "quoted"} {
		if slices.Contains(got, not) {
			t.Errorf("markupCodes = %q, holds %q", got, not)
		}
	}
}
