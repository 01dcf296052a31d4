package render

import (
	"archive/zip"
	"bytes"
	"compress/gzip"
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"

	"github.com/rendercrawl/render/fetch"
)

// lookupsPage leaves eight places empty. Its script looks up the
// comments and the reviews and leaves them empty (none to show; the
// reviews' loading line taken down), and the notes, which it marks empty
// with a class of their own; it fills the books and the year, and puts a
// canvas in the chart. It never looks at the clearer or the sidebar (the
// crawler's own reads look up the sidebar: its link to ?page=2 is to the
// same path), and it looks up a form without class or id that holds a
// field named "id" (form.id is that field). Its last line says whether
// the page's getElementById is the browser's own.
const lookupsPage = `<!doctype html><html><head><title>Post 17</title></head><body>
<h1>Post 17</h1><p>The harbour office posts the tides each morning. <a href="?page=2">Older posts</a></p>
<div id="comments"></div>
<div class="reviews-17"><p>Loading...</p></div>
<div class="notes"></div>
<ul class="books"></ul>
<div class="clearer"></div>
<div id="sidebar"></div>
<div id="chart"></div>
<form><input name="id" value="17"></form>
<p>Copyright <span id="year"></span></p>
<p id="native"></p>
<script>
document.getElementById('comments').innerHTML = [].join('');
document.querySelectorAll('.reviews-17').forEach((e) => { e.textContent = ''; });
document.querySelector('.notes').classList.add('is-empty');
document.getElementsByClassName('books')[0].innerHTML = '<li>The Lanternmaker of Oskvald</li>';
document.getElementById('chart').appendChild(document.createElement('canvas'));
document.querySelector('form').dataset.post = '17';
document.getElementById('year').textContent = '2026';
document.getElementById('native').textContent = 'native: ' + /\[native code\]/.test(Document.prototype.getElementById.toString());
</script></body></html>`

// A page rendered with Request.Lookups names the places its scripts
// looked up and left as they were, as the HTTP path names the places
// its HTML leaves empty (fetch.Signals.Slots); a page rendered without
// it, in the same tab next, runs the browser's own functions.
func TestLookupsNameThePlacesScriptsLeftAsTheyWere(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, lookupsPage)
	}))
	defer srv.Close()
	p, _ := oneTab(t, DefaultConfig().Timeout)
	ctx := context.Background()

	page, err := p.Render(ctx, Request{URL: srv.URL + "/post/17", Lookups: true})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"div#comments", "div.notes", "div.reviews-0"}
	if !slices.Equal(page.Unfilled, want) {
		t.Errorf("Unfilled = %q, want %q (text %q)", page.Unfilled, want, page.Text)
	}
	if !strings.Contains(page.Text, "native: false") {
		t.Errorf("with lookups, the page's getElementById is its own: %q", page.Text)
	}

	client, err := fetch.New(fetch.DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	defer client.Close()
	hp, err := client.Fetch(ctx, srv.URL+"/post/17")
	if err != nil {
		t.Fatal(err)
	}
	slots := strings.Fields(hp.Signals.Slots)
	for _, name := range want {
		if !slices.Contains(slots, name) {
			t.Errorf("%s is not named so among the HTML's slots %q", name, slots)
		}
	}

	page, err = p.Render(ctx, Request{URL: srv.URL + "/post/18"})
	if err != nil {
		t.Fatal(err)
	}
	if page.Unfilled != nil {
		t.Errorf("without lookups, Unfilled = %q", page.Unfilled)
	}
	if !strings.Contains(page.Text, "native: true") {
		t.Errorf("the tab's next page still has the lookups watched: %q", page.Text)
	}
}

// A page rendered with Request.Fetches lists the data its scripts
// fetched: XHR and fetch GET requests answered with content or refused
// (404), once each, without their fragments, with the bytes of their
// bodies summed, the last status and the last body (not a refusal's);
// not a beacon answered 204, a POST, nor the page's styles and frames.
// Of its scripts, those that are data (one literal handed to a name: a
// global, a JSONP callback) are listed with the literal as their body,
// and a JSON module imported is listed as a fetch's data; code is not.
// Data gzipped is listed as what it holds, other bytes as they are
// (taken as a blob or not), but for an image's (a font's, a sound's, a video's), which are not kept.
// Without Fetches it lists nothing.
func TestLookupsListTheDataScriptsFetched(t *testing.T) {
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	_, _ = zw.Write([]byte(`{"cakes": ["Sold out today: lemon drizzle"]}`))
	_ = zw.Close()
	var zipped bytes.Buffer
	za := zip.NewWriter(&zipped)
	if f, err := za.Create("produce/leeks.txt"); err == nil {
		_, _ = f.Write([]byte("season = winter"))
	}
	_ = za.Close()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/produce.zip":
			w.Header().Set("Content-Type", "application/zip")
			_, _ = w.Write(zipped.Bytes())
		case "/menu.json.gz":
			w.Header().Set("Content-Type", "application/octet-stream")
			_, _ = w.Write(gz.Bytes())
		case "/races.yaml":
			w.Header().Set("Content-Type", "application/octet-stream")
			fmt.Fprint(w, "series:\n  cup: 'Sunday'\n")
		case "/casks.xlsx":
			w.Header().Set("Content-Type", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
			_, _ = w.Write(zipped.Bytes())
		case "/pic.png":
			w.Header().Set("Content-Type", "image/png")
			_, _ = w.Write([]byte("\x89PNG\r\n\x1a\n\x00\x01"))
		case "/blob.bin":
			w.Header().Set("Content-Type", "application/octet-stream")
			_, _ = w.Write([]byte{0, 1, 2})
		case "/reviews/7.json":
			w.Header().Set("Content-Type", "application/json")
			fmt.Fprint(w, `[]`)
		case "/stock.txt":
			w.Header().Set("Content-Type", "text/plain")
			fmt.Fprint(w, `{"lamp":"7"}`)
		case "/beacon":
			w.WriteHeader(http.StatusNoContent)
		case "/missing.json":
			http.NotFound(w, r)
		case "/frame":
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			fmt.Fprint(w, `<p>A frame.</p>`)
		case "/app.js":
			w.Header().Set("Content-Type", "text/javascript")
			fmt.Fprint(w, `document.title += ' (app)';`)
		case "/data/stock.js":
			w.Header().Set("Content-Type", "text/javascript")
			fmt.Fprint(w, "// Generated nightly.\nwindow.STOCK = {'lamp-7': 3};\n")
		case "/status":
			w.Header().Set("Content-Type", "text/javascript")
			fmt.Fprint(w, `board({"open": true});`)
		case "/data/opening.json":
			w.Header().Set("Content-Type", "application/json")
			fmt.Fprint(w, `{"gardens": [{"cy": "gardd-11", "opens": "Sunday 5 July"}]}`)
		case "/data/config.js":
			w.Header().Set("Content-Type", "text/javascript")
			fmt.Fprint(w, `var CONFIG = {init: function () {}};`)
		default:
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			fmt.Fprint(w, `<!doctype html><title>Lamp 7</title><h1>Lamp 7</h1><div id="reviews"></div>
<iframe src="/frame"></iframe><script src="/app.js"></script>
<script src="/data/stock.js"></script><script src="/data/config.js"></script>
<script>function board() {}</script><script src="/status?callback=board"></script>
<script type="module">await import('/data/opening.json', { with: { type: 'json' } });</script>
<script>
Promise.all([
  fetch('/reviews/7.json#top').then((r) => r.json()),
  fetch('/reviews/7.json').then((r) => r.json()),
  fetch('/beacon?page=7'),
  fetch('/reviews/7.json', { method: 'POST', body: 'seen' }),
  fetch('/missing.json'),
  fetch('/menu.json.gz').then((r) => r.arrayBuffer()),
  fetch('/blob.bin').then((r) => r.arrayBuffer()),
  fetch('/pic.png').then((r) => r.arrayBuffer()),
  fetch('/races.yaml').then((r) => r.text()),
  fetch('/produce.zip').then((r) => r.arrayBuffer()),
  fetch('/casks.xlsx').then((r) => r.blob()),
  new Promise((ok) => { const x = new XMLHttpRequest(); x.open('GET', '/stock.txt?lamp=7'); x.onload = ok; x.send(); }),
]).then(() => { document.getElementById('reviews').textContent = 'Be the first to review this lamp.'; });
</script>`)
		}
	}))
	defer srv.Close()
	p, _ := oneTab(t, DefaultConfig().Timeout)
	ctx := context.Background()
	page, err := p.Render(ctx, Request{URL: srv.URL + "/lamp/7", Fetches: true, Requests: true})
	if err != nil {
		t.Fatal(err)
	}
	// The blob's body, read again, is no request of the page's.
	var asked []string
	for _, r := range page.Requests {
		if strings.HasSuffix(r.URL, "/casks.xlsx") {
			asked = append(asked, r.Method+" "+r.Type)
		}
	}
	if len(asked) != 1 {
		t.Errorf("the page's requests of casks.xlsx: %q, want one", asked)
	}
	want := []Fetch{{URL: srv.URL + "/blob.bin", Bytes: 3, Status: 200, Body: []byte{0, 1, 2}},
		{URL: srv.URL + "/casks.xlsx", Bytes: zipped.Len(), Status: 200, Body: zipped.Bytes()},
		{URL: srv.URL + "/data/opening.json", Bytes: 59, Status: 200, Body: []byte(`{"gardens": [{"cy": "gardd-11", "opens": "Sunday 5 July"}]}`)},
		{URL: srv.URL + "/data/stock.js", Bytes: 52, Status: 200, Body: []byte(`{'lamp-7': 3}`)},
		{URL: srv.URL + "/menu.json.gz", Bytes: gz.Len(), Status: 200, Body: []byte(`{"cakes": ["Sold out today: lemon drizzle"]}`)},
		{URL: srv.URL + "/missing.json", Bytes: 19, Status: 404},
		{URL: srv.URL + "/pic.png", Bytes: 10, Status: 200},
		{URL: srv.URL + "/produce.zip", Bytes: zipped.Len(), Status: 200, Body: zipped.Bytes()},
		{URL: srv.URL + "/races.yaml", Bytes: 24, Status: 200, Body: []byte("series:\n  cup: 'Sunday'\n")}, {URL: srv.URL + "/reviews/7.json", Bytes: 4, Status: 200, Body: []byte(`[]`)},
		{URL: srv.URL + "/status?callback=board", Bytes: 22, Status: 200, Body: []byte(`{"open": true}`)},
		{URL: srv.URL + "/stock.txt?lamp=7", Bytes: 12, Status: 200, Body: []byte(`{"lamp":"7"}`)}}
	same := func(a, b Fetch) bool {
		return a.URL == b.URL && a.Bytes == b.Bytes && a.Status == b.Status && string(a.Body) == string(b.Body)
	}
	if !slices.EqualFunc(page.Fetched, want, same) || !strings.Contains(page.Text, "Be the first") {
		t.Errorf("Fetched = %v, want %v (text %q)", page.Fetched, want, page.Text)
	}
	page, err = p.Render(ctx, Request{URL: srv.URL + "/lamp/8"})
	if err != nil {
		t.Fatal(err)
	}
	if page.Fetched != nil {
		t.Errorf("without Fetches, Fetched = %v", page.Fetched)
	}
}

// A page rendered with Request.Fetches counts the text its scripts took
// out of it once data they fetched had come (Page.Removed): a list drawn
// again from fetched data counts its old text; a table made into tabs as
// the page loads, before any data, counts nothing. Without Fetches, 0.
func TestRemovedCountsTextScriptsDrewAgainFromData(t *testing.T) {
	const list = `<ul class="items"><li>Brass lamp</li><li>Oak chair</li><li>Linen table</li><li>Copper stool</li></ul>`
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/api/items":
			w.Header().Set("Content-Type", "application/json")
			fmt.Fprint(w, `["Brass lamp","Oak chair","Linen table","Copper stool"]`)
			return
		case "/redrawn":
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			fmt.Fprint(w, `<!doctype html><title>Items</title><h1>Items</h1>`+list+`<script>
fetch('/api/items').then((r) => r.json()).then((items) => {
  document.querySelector('.items').innerHTML = items.map((i) => '<li>' + i + '</li>').join('');
});</script>`)
		case "/rearranged":
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			fmt.Fprint(w, `<!doctype html><title>Items</title><h1>Items</h1>`+list+`<script>
const ul = document.querySelector('.items');
ul.innerHTML = [...ul.children].reverse().map((li) => li.outerHTML).join('');
fetch('/api/items').then((r) => r.json()).then((items) => { document.title = items.length + ' items'; });
</script>`)
		default:
			http.NotFound(w, r)
		}
	}))
	defer srv.Close()
	p, _ := oneTab(t, DefaultConfig().Timeout)
	ctx := context.Background()
	for _, c := range []struct {
		path        string
		fetches     bool
		least, most int
	}{
		{"/redrawn", true, len("Brass lampOak chairLinen tableCopper stool"), 200},
		{"/rearranged", true, 0, 0},
		{"/redrawn", false, 0, 0},
	} {
		page, err := p.Render(ctx, Request{URL: srv.URL + c.path, Fetches: c.fetches})
		if err != nil {
			t.Fatal(err)
		}
		if page.Removed < c.least || page.Removed > c.most || !strings.Contains(page.Text, "Copper stool") {
			t.Errorf("%s (Fetches %v): Removed = %d, want %d to %d (text %q)", c.path, c.fetches, page.Removed, c.least, c.most, page.Text)
		}
	}
}

// A page rendered with Request.Fetches names the places its scripts
// looked for and did not find (Page.Missed), as #id or .class, or as
// the selector or tag name they asked for: not one its HTML gains before
// it is read (a script in the head looks before the body came), not a
// selector the browser cannot read, nor one with a function or more than
// one combinator, not one asked of an element out of the document (a
// library's feature test, a parsed document), and not what the
// crawler's own reads look for.
func TestMissedNamesThePlacesScriptsLookedForInVain(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, `<!doctype html><html><head><title>Journal</title>
<script>document.getElementById('later');</script></head><body><h1>Journal entry</h1>
<p id="later">Here now.</p><p>The workshop's journal.</p><div id="comments"></div>
<script>
document.getElementById('comments');
document.getElementById('products');
document.querySelector('section.related');
document.querySelectorAll('.teasers');
document.getElementsByClassName('cart-count');
document.querySelector('main > .deep');
document.querySelector('#later');
document.querySelectorAll('time[datetime]');
document.getElementsByTagName('ASIDE');
document.getElementsByTagName('p');
try { document.querySelectorAll('div:visible'); } catch (e) {}
document.querySelectorAll('p');
document.createElement('div').querySelectorAll("[msallowcapture^='']");
document.createElement('div').querySelector('.feature-test');
new DOMParser().parseFromString('<p>x</p>', 'text/html').querySelector('.parsed');
document.getElementById('a.b');
document.querySelector('main article .deep');
document.querySelector('p:not(.x) > q');
</script></body></html>`)
	}))
	defer srv.Close()
	p, _ := oneTab(t, DefaultConfig().Timeout)
	page, err := p.Render(context.Background(), Request{URL: srv.URL + "/journal/1", Fetches: true, Lookups: true})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"#products", ".cart-count", ".related", ".teasers", "aside", "main > .deep", "time[datetime]"}
	if !slices.Equal(page.Missed, want) {
		t.Errorf("Missed = %q, want %q", page.Missed, want)
	}
}

// TestReadNotesTheDataAttributesScriptsRead renders a page whose scripts
// read data attributes of its root, its body and an element with an id,
// found and not: the ones found are Read, the others Missed, each as
// the place with the attribute; so are the attributes of a custom
// element, data-* or not, as its tag with the attribute, but the
// markup's own (class, id); a data-* attribute of an element known by
// its class alone, found with a word or a code for its value, is Read
// as the tag and class with it (p.x[data-q]), and not Missed when not
// found; one of the page's first <main> or its only <article>, found,
// whatever its value, as the tag with it (main[data-instruments]), but
// not of the articles of a list; an attribute of any other element, one that is not data-*
// there, one of an element out of the page, and one the page set before
// it was read are neither. The content of a meta tag
// with a name or a property, read as a property or an attribute, is as
// the tag with the attribute. A dataset and a meta tag's content read
// through ours still write.
func TestReadNotesTheDataAttributesScriptsRead(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, `<!doctype html><html data-theme="light"><head><title>Book</title>
<meta name="shelf-code" content="F-ORB"><meta property="og:type" content="book"><meta name="gone-by"><meta name="viewport" content="width=device-width"></head>
<body data-isbn="9781529922"><h1>Orbital</h1><div id="app" data-page="book"></div><p class="x" data-q="1" title="t">A novel.</p>
<bg-copies isbn="9781900000048" class="c" id="copies"></bg-copies>
<p itemscope><meta itemprop="courseCode" content="MCW-ROPE-2"><cite lang="cy">Calon Lân</cite>. Met <time class="met when" datetime="2025-11-04">4 November</time>, <time>today</time>; <data value="car">Cars</data>.</p>
<form><input type="hidden" id="season" value="2025-26"><input name="q"><input class="v" value="x"></form>
<main data-instruments="Eb Bass,Bb Bass"><article data-ref="R-7"></article><article data-ref="R-8"></article></main>
<script>
document.querySelector('main').dataset.instruments;
for (const a of document.querySelectorAll('article')) a.dataset.ref;
document.querySelector('time.met').dateTime;
document.querySelectorAll('time')[1].dateTime;
document.querySelector('data').value;
document.getElementById('season').value;
document.querySelector('input[name=q]').value;
document.querySelector('input.v').getAttribute('value');
document.querySelector('time.met').getAttribute('title');
document.querySelector('cite').lang;
document.querySelector('meta[itemprop]').content;
document.documentElement.lang;
const copies = document.querySelector('bg-copies');
copies.getAttribute('isbn');
copies.getAttribute('class');
copies.getAttribute('id');
copies.hasAttribute('shelf');
document.querySelector('p.x').getAttribute('title');
document.body.getAttribute('data-module');
document.body.dataset.isbn;
document.documentElement.hasAttribute('data-theme');
document.getElementById('app').dataset.page;
document.getElementById('app').dataset.userId;
document.querySelector('p.x').getAttribute('data-q');
document.querySelector('p.x').getAttribute('data-none');
document.body.getAttribute('class');
document.createElement('div').getAttribute('data-x');
document.querySelector('meta[name="shelf-code"]').content;
document.querySelector('meta[property="og:type"]').getAttribute('content');
document.querySelector('meta[name="gone-by"]').content;
document.querySelector('meta[name="viewport"]').content = 'width=600';
if (document.body.dataset.later === undefined) document.body.dataset.later = 'now';
</script></body></html>`)
	}))
	defer srv.Close()
	p, _ := oneTab(t, DefaultConfig().Timeout)
	page, err := p.Render(context.Background(), Request{URL: srv.URL + "/books/orbital", Fetches: true, Lookups: true})
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"#app[data-user-id]", "bg-copies[shelf]", "body[data-module]", `meta[name="gone-by"][content]`}; !slices.Equal(page.Missed, want) {
		t.Errorf("Missed = %q, want %q", page.Missed, want)
	}
	if want := []string{"#app[data-page]", "#season[value]", "bg-copies[isbn]", "body[data-isbn]", "cite[lang]", "data[value]", "html[data-theme]", "input.v[value]", "main[data-instruments]",
		`meta[itemprop="courseCode"][content]`, `meta[name="shelf-code"][content]`, `meta[property="og:type"][content]`, "p.x[data-q]", "time.met[datetime]"}; !slices.Equal(page.Read, want) {
		t.Errorf("Read = %q, want %q", page.Read, want)
	}
	if !strings.Contains(page.HTML, `data-later="now"`) {
		t.Errorf("the page's dataset write did not take: %s", page.HTML)
	}
	if !strings.Contains(page.HTML, `content="width=600"`) {
		t.Errorf("the page's meta content write did not take: %s", page.HTML)
	}
}

// A compared render notes the elements whose text the page's scripts
// wrote again as it was, as a selector another page's markup can be
// asked with, and not those whose text they changed, built or only
// looked at.
func TestRewroteNotesTextWrittenAgainAsItWas(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, `<!doctype html><html><head><title>Post</title></head><body>
<h1 id="title">Wren 2.4</h1>
<p>Posted <time datetime="2025-04-28">28 April 2025</time>, updated <time datetime="2025-05-02">2025-05-02</time>.</p>
<p class="price">Price: <b>12</b></p><span class="count">12</span><em>kept</em><div id="list"></div>
<table><tr><td itemprop="name">One week</td><td itemprop="price" content="1150">£1,150</td></tr></table>
<script>
document.querySelectorAll('[itemprop="price"]').forEach(function (td) {
  td.textContent = '£' + Number(td.getAttribute('content')).toLocaleString('en-GB');
});
document.querySelectorAll('time[datetime]').forEach(function (t) {
  var d = new Date(t.getAttribute('datetime') + 'T12:00:00');
  t.textContent = d.toLocaleDateString('en-GB', {day: 'numeric', month: 'long', year: 'numeric'});
});
document.getElementById('title').textContent = 'Wren 2.4';
document.querySelector('.count').firstChild.data = '12';
document.querySelector('em').textContent;
document.getElementById('list').innerHTML = '<li>one</li>';
</script></body></html>`)
	}))
	defer srv.Close()
	p, _ := oneTab(t, DefaultConfig().Timeout)
	page, err := p.Render(context.Background(), Request{URL: srv.URL + "/blog/wren-2-4", Fetches: true})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(page.Text, "2 May 2025") {
		t.Fatalf("the second date was not written out: %q", page.Text)
	}
	// The first time element held its text again; the second did not,
	// but the first one names the place.
	if want := []string{"h1#title", "span.count", `td[itemprop="price"]`, "time[datetime]"}; !slices.Equal(page.Rewrote, want) {
		t.Errorf("Rewrote = %q, want %q", page.Rewrote, want)
	}
	plain, err := p.Render(context.Background(), Request{URL: srv.URL + "/blog/wren-2-4"})
	if err != nil {
		t.Fatal(err)
	}
	if plain.Rewrote != nil {
		t.Errorf("a render not compared noted %q", plain.Rewrote)
	}
}
