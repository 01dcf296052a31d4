package realweb

import (
	"crypto/sha256"
	"encoding/hex"
	"path"
)

// The library zoo's trees on the server (scripts/realweb/zoo.sh): the
// pages as written, and the same pages with every file renamed.
const (
	ZooTree        = "zoo"
	ZooRenamedTree = "zoo-renamed"
)

// ZooPage is a page of the library zoo: ordinary static prose in which a
// real JavaScript library either builds part of what a person reads (a
// list of books it loads or holds in a script) or changes nothing a person
// reads (syntax highlighting, a beacon, a theme toggle, a search index).
type ZooPage struct {
	Name    string // the page's name in the catalog, e.g. "jquery-getjson"
	Library string // the npm packages the page runs, and how
	URL     string
	// Builds says the page's scripts add material a person reads: auto
	// mode must render it. Otherwise they change nothing a person reads,
	// and auto mode must keep its HTML once its kind is verified.
	Builds bool
	// Markers are texts only the rendered page holds (the titles its
	// scripts add); none for a page whose scripts build nothing.
	Markers []string
}

// Zoo is one tree of the library zoo.
type Zoo struct {
	Index string // a page without scripts that links every page
	Pages []ZooPage
}

// zooTitles are the titles of the books the content pages list, each a
// marker: none is in a page's HTML text (they are in data/books.json and
// its copies as JavaScript, Markdown and an HTML fragment).
var zooTitles = []string{
	"The Lanternmaker of Oskvald",
	"Salt Roads to Varnholm",
	"A Grammar of Small Weather",
	"The Cartographer's Quiet Daughter",
	"Beneath the Pear Orchard at Hollin",
	"Notes from the Ninth Lighthouse",
	"The Orrery at Pendle Cross",
	"Winter Ledger of the Marsh Abbey",
}

// zooPage is a catalog entry. A page that builds the book list marks it
// from the title at index from on (axios-extend's HTML holds the first).
type zooPage struct {
	name, library string
	builds        bool
	from          int
}

// zooCatalog lists the zoo's pages (scripts/realweb/zoo/NAME.html).
func zooCatalog() []zooPage {
	b := func(name, library string) zooPage { return zooPage{name: name, library: library, builds: true} }
	n := func(name, library string) zooPage { return zooPage{name: name, library: library} }
	extend := b("axios-extend", "axios: a server-rendered first book, the rest appended from JSON")
	extend.from = 1
	return []zooPage{
		b("jquery-getjson", "jquery: $.getJSON fills a class-only div"),
		b("stimulus-fetch", "@hotwired/stimulus: a controller target filled by fetch"),
		b("knockout-foreach", "knockout: a foreach binding over data held in JS"),
		b("riot-compiler", "riot: a custom tag compiled in the browser, data by fetch"),
		b("preact-htm-modules", "preact, htm: ES modules by import map, mounted on a class"),
		b("vue-global", "vue: global build, a template in a JS string"),
		b("react18-umd", "react@18, react-dom@18: UMD builds, a root appended to body"),
		b("alpine-fetch", "alpinejs: x-for over data fetched in init"),
		b("handlebars-ready", "handlebars: a JS-string template on DOMContentLoaded"),
		b("mustache-xhr", "mustache: XHR JSON into a data-attribute element"),
		b("lodash-template-delay", "lodash: _.template after 150 ms"),
		b("petite-vue", "petite-vue: v-for and v-text bindings"),
		b("htmx-load", "htmx.org: hx-get with hx-trigger=load swaps in a fragment"),
		b("mithril-request", "mithril: m.request and m.mount on a data attribute"),
		b("backbone-collection", "backbone, underscore, jquery: a collection fetched, a view rendered"),
		b("d3-join", "d3: d3.json and a data join"),
		extend,
		b("marked-markdown", "marked: a fetched Markdown file rendered"),
		b("lit-html-element", "lit-html: a custom element renders into its light DOM"),
		b("vanjs-delay", "vanjs-core: appends to body after 200 ms"),
		b("nunjucks-render", "nunjucks: renderString over fetched JSON"),
		b("ejs-render", "ejs: ejs.render of a JS-string template"),
		b("hyperapp-modules", "hyperapp: an ES module app on a class selector"),
		b("umbrella-append", "umbrellajs: u().append over fetched JSON"),
		b("redom-body", "redom: mounts on body on DOMContentLoaded"),
		b("angularjs-repeat", "angular@1: ng-repeat over $http data"),
		b("gridjs-table", "gridjs: a grid rendered into an id"),
		b("tabulator-ajax", "tabulator-tables: a table loaded by its own ajax"),
		b("markdown-it", "markdown-it: a fetched Markdown file rendered into a section"),
		b("turbo-frame", "@hotwired/turbo: a turbo-frame loads its src"),
		b("hyperscript-fetch", "hyperscript.org: an _ attribute fetches a fragment on load"),
		b("jsrender-template", "jsrender: a template in a script block, no jQuery"),
		b("datatables-ajax", "datatables.net, jquery: a table filled by its ajax option"),
		b("include-fragment", "@github/include-fragment-element: a custom element loads its src"),
		b("lit-element", "lit: a LitElement in shadow DOM, data by fetch"),
		b("solid-html", "solid-js: ES modules by import map, a resource and For"),
		b("ractive-template", "ractive: a template in a JS string, data set later"),
		b("inferno-h", "inferno, inferno-hyperscript: UMD builds, h() into a section"),
		b("eta-module", "eta: an ES module with top-level await renders a template"),
		b("i18next-keys", "i18next: translation keys replaced by the books"),

		n("highlightjs", "@highlightjs/cdn-assets: highlightAll wraps tokens"),
		n("prism", "prismjs: wraps tokens"),
		n("web-vitals-beacon", "web-vitals: metrics sent by sendBeacon"),
		n("plain-beacon", "no library: an inline beacon and pixel"),
		n("js-cookie-theme", "js-cookie: a theme toggle"),
		n("lunr-search", "lunr: an index built from JSON, results once typed"),
		n("fuse-search", "fuse.js: an ES module search, results once typed"),
		n("anchor-links", "anchor-js: anchors beside headings"),
		n("listjs-filter", "list.js: filter and sort on an existing list"),
		n("clipboard-copy", "clipboard: a copy button"),
		n("tippy-tooltips", "tippy.js, @popperjs/core: tooltips on hover"),
		n("medium-zoom", "medium-zoom: images zoom on click"),
		n("lazysizes-images", "lazysizes: lazy images"),
		n("instant-page", "instant.page: preloads links on hover"),
		n("tablesort-fees", "tablesort: an existing table sorts on click"),
		n("feather-icons", "feather-icons: SVG icons replace placeholders"),
		n("bootstrap-collapse", "bootstrap: collapse and tooltips"),
		n("headroom-header", "headroom.js: the header hides on scroll"),
		n("dayjs-titles", "dayjs: dates get a title attribute"),
		n("jquery-smooth-scroll", "jquery: smooth scrolling for in-page links"),
		n("htmx-boost", "htmx.org: hx-boost on links, nothing loaded"),
		n("alpine-counter", "alpinejs: a counter button"),
		n("stimulus-disclosure", "@hotwired/stimulus: a disclosure, open by default"),
		n("d3-bars", "d3: bars beside a table, no text"),
		n("vue-form", "vue: mounted on an existing form"),
		n("chartjs-canvas", "chart.js: a bar chart on a canvas"),
		n("swiper-carousel", "swiper: a looping carousel of existing slides"),
		n("katex-math", "katex: auto-render typesets inline TeX"),
		n("timeago-dates", "timeago.js: dates become relative"),
		n("tocbot-contents", "tocbot: a contents list of the page's own headings"),
		n("nprogress-bar", "nprogress: a progress bar while the page loads"),
		n("lozad-images", "lozad: lazy images by IntersectionObserver"),
		n("aos-fade", "aos: elements fade in on scroll"),
		n("sortable-list", "sortablejs: an existing list made draggable"),
		n("autosize-form", "autosize: a textarea grows as it is typed in"),
		n("mousetrap-keys", "mousetrap: a keyboard shortcut"),
		n("hotkeys-search", "hotkeys-js: a shortcut focuses the search box"),
		n("confetti-button", "canvas-confetti: confetti on a click"),
		n("glightbox-gallery", "glightbox: a lightbox on existing images"),
		n("lazyload-images", "vanilla-lazyload: lazy images"),
	}
}

// ZooPages returns the tree of the library zoo served at base (the
// server's URL, no trailing slash) under tree (ZooTree or
// ZooRenamedTree).
func ZooPages(base, tree string) Zoo {
	file := func(name string) string { return name + ".html" }
	if tree == ZooRenamedTree {
		file = func(name string) string { return ZooRenamed(name + ".html") }
	}
	prefix := base + "/" + tree + "/"
	z := Zoo{Index: prefix + file("index")}
	for _, p := range zooCatalog() {
		page := ZooPage{Name: p.name, Library: p.library, URL: prefix + file(p.name), Builds: p.builds}
		if p.builds {
			page.Markers = zooTitles[p.from:]
		}
		z.Pages = append(z.Pages, page)
	}
	return z
}

// ZooRenamed is the name in the renamed tree of the file at rel, a slash
// path relative to the zoo (zoo_rename.py): the first 16 hex digits of the
// SHA-256 of rel, and its extension.
func ZooRenamed(rel string) string {
	sum := sha256.Sum256([]byte(rel))
	return hex.EncodeToString(sum[:])[:16] + path.Ext(rel)
}
