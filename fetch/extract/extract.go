package extract

import (
	"bytes"
	"net/url"
	"strings"

	"golang.org/x/net/html"
)

// Result is what one pass over an HTML document yields.
type Result struct {
	Title string
	// Text is the visible text, laid out as a browser's innerText.
	Text string
	// Links and Frames are absolute http(s) URLs: the targets of the
	// page's links, and the sources of its frames.
	Links  []string
	Frames []string
	// Scripts are the URLs of the external scripts that run, resolved
	// against the document's base, in document order, each once.
	Scripts []string
	// Refresh is the target of a <meta http-equiv=refresh>; RefreshNow:
	// its delay is zero, so a browser goes to it before showing the page.
	Refresh    string
	RefreshNow bool
	Signals    Signals
	// Subresources is what the markup names, listed when asked.
	Subresources []Subresource
	Meta         Meta
}

// hiddenContainer reports elements whose content a browser does not show
// as text (script, style and the other raw-text elements are handled
// apart: the tokenizer hands their content over whole). What a <video>,
// an <audio> or a <canvas> holds is for browsers without them ("Your
// browser does not support the video tag."): none a person uses now.
func hiddenContainer(tag string) bool {
	switch tag {
	case "svg", "template", "math", "datalist", "rp", "video", "audio", "canvas":
		return true
	}
	return false
}

// blockBreak reports elements a browser lays out as blocks (the user
// agent style sheet's display: block, list-item, table, table-caption):
// innerText puts a line break before and after them. A <p> asks for two
// (pBreak); table rows and cells, and <br>, have rules of their own.
func blockBreak(tag string) bool {
	switch tag {
	case "div", "li", "ul", "ol", "dl", "dt", "dd", "table", "caption",
		"h1", "h2", "h3", "h4", "h5", "h6", "section", "article", "header",
		"footer", "nav", "aside", "main", "address", "blockquote", "pre", "hr",
		"form", "fieldset", "legend", "figure", "figcaption", "details", "summary",
		"dialog", "menu", "dir", "center", "hgroup", "search", "select", "option", "optgroup",
		"body", "html", "listing", "plaintext", "xmp", "frameset":
		return true
	}
	return false
}

// pBreak is the line breaks a <p> asks for before and after it.
const pBreak = 2

// extractor holds the state of one streaming pass.
type extractor struct {
	z        tokens
	text     textBuilder
	title    []byte
	hasTitle bool
	inTitle  bool

	raw       string // the raw-text element whose content comes next
	rawBuf    []byte // its content so far (noscript, inline script head)
	hidden    int    // depth inside a hidden element ...
	hiddenTag string // ... of this name
	// svgText is the depth inside an SVG <text> of an <svg> that hides
	// the rest of its content (hiddenTag "svg"): a browser shows that
	// text. svgSkip is the depth inside what such a <text> or <svg> does
	// not show of it (a <title>, a <desc>, display none) ...
	svgText    int
	svgSkip    int
	svgSkipTag string // ... of this name
	pre        int
	code       int          // depth inside <code>, <kbd>, <samp>: template syntax shown, not to fill
	preFresh   bool         // at the start of a <pre>: a first newline is dropped
	pOpen      bool         // a <p> is open: a block closes it
	inSummary  bool         // in the <summary> of a closed <details>
	tables     []tableState // the tables around, innermost last

	base       string
	hasBase    bool
	hrefs      []string
	srcs       []string
	scriptSrcs []string // src of each executable <script>
	rawRuns    bool     // the <script> whose content comes next runs (executableScript)
	shape      jsShape  // what the inline scripts that run are made of
	refresh    string
	refreshNow bool
	hasRefresh bool

	// subs gathers the sub-resources the markup names; nil when not
	// asked for.
	subs *subCollector

	empty   emptyWatch  // an element whose content has not come yet
	slots   []emptySlot // the empty slots met (Signals.Slots)
	slotBuf []byte      // the watched slot's start tag, when the tokenizer's is not the document's
	sig     Signals
	marks   markers

	// meta gathers the page's metadata (meta.go); ldjson says that the
	// <script> whose content comes next is JSON-LD, read into ldBuf.
	meta   MetaParts
	ldjson bool
	ldBuf  []byte
	// dataBlock says that the <script> whose content comes next is a JSON
	// data block other than JSON-LD, read into data (at most maxData
	// bytes over the page): Signals.DataWords. literals gathers the
	// inline scripts' prose literals (jsShape.data): Signals.ScriptWords.
	dataBlock bool
	data      []byte
	literals  []byte
	dataWords bool // Options.DataWords: data and literals are read
}

// Options says what HTML reads beyond what every crawl needs.
type Options struct {
	// Subresources lists the sub-resources the markup names
	// (Result.Subresources).
	Subresources bool
	// DataWords counts the prose of the page's data blocks and inline
	// scripts that its text never uses (Signals.DataWords and
	// ScriptWords), which auto mode's kinds of page need.
	DataWords bool
}

// HTML makes one streaming tokenizer pass over doc, a UTF-8 HTML
// document fetched from docURL, and returns what the crawler needs, and
// what opts asks for.
func HTML(doc []byte, docURL *url.URL, opts Options) Result {
	return htmlWith(newTokenizer(doc), doc, docURL, opts)
}

// htmlWith is HTML, reading doc through z.
func htmlWith(z tokens, doc []byte, docURL *url.URL, opts Options) Result {
	e := extractor{
		z:    z,
		text: textBuilder{buf: takeTextBuf(), lineStart: true},
	}
	defer func() { giveTextBuf(e.text.buf) }() // String copied the text out
	if opts.Subresources {
		e.subs = &subCollector{}
	}
	e.dataWords = opts.DataWords
	e.run()
	base := docURL
	if e.hasBase {
		if b, err := url.Parse(cleanRef(e.base)); err == nil {
			if docURL != nil {
				b = docURL.ResolveReference(b)
			}
			if b.Scheme == "http" || b.Scheme == "https" {
				base = b
			}
		}
	}
	x := Result{
		Title:  collapse(e.title),
		Text:   e.text.String(),
		Frames: resolveAll(base, e.srcs),
	}
	if e.hasRefresh {
		if u, ok := resolve(base, e.refresh); ok {
			x.Refresh, x.RefreshNow = u, e.refreshNow
		}
	}
	x.Subresources = e.subs.resolve(base)
	x.Signals = e.sig
	x.Links, x.Signals.LinkElements = resolveLinks(base, docURL, e.hrefs)
	x.Signals.TextLen = runeCount(x.Text)
	x.Signals.Links = len(x.Links)
	x.Signals.HTMLBytes = len(doc)
	x.Signals.FrameworkData = e.marks.String()
	x.Signals.InlineShape = e.shape.sum()
	x.Scripts, x.Signals.ScriptSet = scriptSet(base, e.scriptSrcs, x.Signals.InlineShape)
	if len(e.slots) > 0 {
		x.Signals.Slots = slotList(doc, e.slots)
	}
	if len(e.data) > 0 {
		x.Signals.DataWords = unshownDataWords(e.data, x.Text)
	}
	if len(e.literals) > 0 {
		x.Signals.ScriptWords = unshownDataWords(e.literals, x.Text)
	}
	x.Meta = e.meta.Meta(base)
	return x
}

func (e *extractor) run() {
	z := e.z
	for {
		tt := z.Next()
		switch tt {
		case html.ErrorToken:
			e.endRaw()
			return
		case html.TextToken:
			e.onText(z.Text())
		case html.DoctypeToken:
			e.onDoctype(z.Text())
		case html.StartTagToken, html.SelfClosingTagToken:
			e.onStart(tt == html.SelfClosingTagToken)
		case html.EndTagToken:
			e.onEnd(tagName(rawTagName(z.Raw())))
		}
	}
}

func (e *extractor) onText(t []byte) {
	if e.raw != "" {
		switch e.raw {
		case "script":
			if e.subs != nil {
				e.subs.scriptURLs(t)
			}
			if e.rawRuns {
				e.sig.ScriptBytes += len(t)
				if e.dataWords {
					e.shape.data = &e.literals
				}
				e.shape.scan(t)
				if bytes.Contains(t, []byte("addEventListener")) {
					e.sig.Listeners++
				}
			}
			if len(e.rawBuf) < 512 {
				e.rawBuf = append(e.rawBuf, t[:min(len(t), 512-len(e.rawBuf))]...)
			}
			e.metaText(t)
			if e.dataBlock && len(e.data) < maxData {
				e.data = append(e.data, t[:min(len(t), maxData-len(e.data))]...)
				e.data = append(e.data, '\n')
			}
		case "noscript":
			if len(e.rawBuf) < 4<<10 {
				e.rawBuf = append(e.rawBuf, t[:min(len(t), 4<<10-len(e.rawBuf))]...)
			}
		case "title":
			if e.inTitle {
				e.title = append(e.title, t...)
			}
		case "xmp", "plaintext":
			e.text.writePre(t)
		case "style":
			if e.subs != nil {
				e.subs.css(t, "style url()")
			}
		}
		return
	}
	if e.empty.tag != "" && len(bytes.TrimSpace(t)) > 0 && (e.empty.mount || !loadingLine(t)) {
		e.empty.tag = "" // a slot that holds only a loading line still waits
	}
	if e.hidden > 0 {
		if e.svgText > 0 && e.svgSkip == 0 && e.hiddenTag == "svg" {
			e.text.write(t)
		}
		return
	}
	if e.pre > 0 {
		if e.preFresh && len(t) > 0 && t[0] == '\n' {
			t = t[1:] // the parser drops a newline right after <pre>
		}
		e.preFresh = false
		e.text.writePre(t)
	} else {
		if e.code == 0 && len(t) >= len("{{x}}") {
			e.sig.Templates += countTemplates(t)
		}
		e.text.write(t)
	}
}

// endRaw finishes the content of a raw-text element.
func (e *extractor) endRaw() {
	switch e.raw {
	case "script":
		e.marks.scanScript(e.rawBuf)
		e.endJSONLD()
	case "noscript":
		if !e.sig.NoscriptAsksJS && asksForJS(e.rawBuf) {
			e.sig.NoscriptAsksJS = true
		}
		if containsFold(e.rawBuf, "href") || containsFold(e.rawBuf, "src") {
			e.inner(e.rawBuf)
		}
	case "title":
		e.inTitle = false
	}
	e.raw = ""
	e.rawBuf = e.rawBuf[:0]
}

// tagAttrs are the attributes of one start tag that extraction uses.
type tagAttrs struct {
	hidden     bool   // the hidden attribute, or display:none in style
	open       bool   // the open attribute: a <dialog> or <details> without it is hidden
	id         string // an app mount point's id (mountID), else ""
	idValue    []byte // the id, valid until the next token
	reactRoot  bool
	refresh    bool // http-equiv=refresh
	content    string
	hasContent bool
	to         string // a router link element's target (see onAttr)
	roleLink   bool   // role="link"
	dataURL    string // data-url, a place a script goes to ...
	pageRole   bool   // ... unless data-role names a page of jQuery Mobile's
	src        string // a <script>'s src ...
	hasSrc     bool
	scriptType []byte // ... and type, valid until the next token
	rel, href  string // a <link>'s (see named.go)
	pageURL    bool   // a <meta> whose content is the page's URL (og:url)
	// lang, metaName (a <meta>'s name, or its property without one) and
	// aHref (an a's or area's href) are the page's metadata (meta.go).
	lang, metaName, aHref string
	hasName               bool
}

func (e *extractor) onStart(selfClosing bool) {
	// Tokenizer.TagName and TagAttr copy their results, so the name comes
	// from the raw tag and only tags that may matter get their attributes
	// read.
	raw := e.z.Raw()
	tag := tagName(rawTagName(raw))
	e.empty.inside(tag)

	a := e.readAttrs(tag, raw)
	if !isVoid(tag) {
		e.watchEmpty(tag, &a, raw)
	}
	if tag == "meta" && a.refresh && a.hasContent && !e.hasRefresh {
		if t := RefreshTarget(a.content); t != "" {
			e.refresh, e.refreshNow, e.hasRefresh = t, refreshesNow(a.content), true
		}
	}

	switch tag {
	case "script", "style", "noscript", "title", "textarea", "iframe",
		"noembed", "noframes", "xmp", "plaintext":
		// The tokenizer returns their content as one raw text token.
		e.raw = tag
		e.rawBuf = e.rawBuf[:0]
		if tag == "script" {
			e.onScript(&a)
		}
		if tag == "title" && !e.hasTitle && e.hidden == 0 {
			e.hasTitle, e.inTitle = true, true
		}
	case "pre", "listing":
		if !selfClosing {
			e.pre++
			e.preFresh = true
		}
	case "code", "kbd", "samp":
		if !selfClosing {
			e.code++
		}
	}
	if tag == "summary" && e.hidden == 1 && e.hiddenTag == "details" && !e.inSummary {
		// The summary of a closed <details> is all of it that shows.
		e.hidden, e.inSummary = 0, true
		e.layoutStart(tag)
		return
	}
	hides := hiddenContainer(tag) || a.hidden || (tag == "dialog" || tag == "details") && !a.open
	if e.hidden > 0 && tag == e.hiddenTag && !selfClosing {
		e.hidden++
	} else if e.hidden == 0 && hides && !selfClosing && !isVoid(tag) {
		e.hiddenTag, e.hidden = tag, 1
	}
	if e.hidden > 0 && e.hiddenTag == "svg" && !selfClosing {
		e.svgStart(tag, &a)
	}
	if e.hidden > 0 || hides {
		return
	}
	e.layoutStart(tag)
}

// inSVG reports whether tag, whose start tag just came, is an <svg> or
// within one.
func (e *extractor) inSVG(tag string) bool {
	return tag == "svg" || e.hidden > 0 && e.hiddenTag == "svg"
}

// readAttrs reads the attributes of the start tag raw of tag, when
// extraction or the sub-resource list uses any of them, and hands the
// sub-resources they name to the list.
func (e *extractor) readAttrs(tag string, raw []byte) tagAttrs {
	var a tagAttrs
	if !wantAttrs(tag, raw) && (e.subs == nil || !wantSubAttrs(tag, raw)) {
		return a
	}
	var sa subAttrs
	for {
		k, v, more := e.z.TagAttr()
		if k == nil {
			break
		}
		e.onAttr(tag, k, v, &a)
		if e.subs != nil {
			sa.onSubAttr(tag, k, v)
			if string(k) == "style" {
				e.subs.css(v, "[style] url()")
			}
		}
		if !more {
			break
		}
	}
	if a.to != "" && (strings.Contains(tag, "link") || a.roleLink) {
		e.hrefs = append(e.hrefs, a.to)
	}
	if a.dataURL != "" && !a.pageRole {
		e.hrefs = append(e.hrefs, a.dataURL)
	}
	e.onNamedTag(tag, &a)
	e.onMetaTag(tag, &a)
	if e.subs != nil && len(sa.urls) > 0 {
		e.subs.onSubTag(tag, &sa)
	}
	return a
}

// onAttr handles one attribute of a start tag.
func (e *extractor) onAttr(tag string, k, v []byte, a *tagAttrs) {
	if metaAttr(tag, k, v, a) || e.onNamedAttr(tag, k, v, a) {
		return
	}
	switch string(k) {
	case "href":
		switch tag {
		case "a", "area":
			if code, ok := javascriptURL(v); ok {
				e.hrefs = append(e.hrefs, navTargets(code)...)
				e.handler(code)
			} else {
				h := string(v)
				e.hrefs = append(e.hrefs, h)
				a.aHref = h
			}
		case "base":
			if !e.hasBase {
				e.base, e.hasBase = string(v), true
			}
		case "link":
			a.href = string(v)
		}
	case "src":
		switch tag {
		case "frame", "iframe":
			e.srcs = append(e.srcs, string(v))
		case "script":
			a.src, a.hasSrc = string(v), true
		}
	case "type":
		if tag == "script" {
			a.scriptType = v
		}
	case "id":
		a.id, a.idValue = mountID(v), v
		if m, ok := frameworkIDs[string(v)]; ok {
			e.marks.add(m)
		}
	case "content":
		if tag == "meta" {
			a.content, a.hasContent = string(v), true
		}
	case "http-equiv":
		a.refresh = tag == "meta" && bytes.EqualFold(bytes.TrimSpace(v), []byte("refresh"))
	case "hidden":
		// An HTML element's: Chromium shows an SVG element that has it.
		a.hidden = a.hidden || !e.inSVG(tag)
	case "display": // an SVG element's presentation attribute
		a.hidden = a.hidden || e.inSVG(tag) && bytes.EqualFold(bytes.TrimSpace(v), []byte("none"))
	case "style":
		a.hidden = a.hidden || styleHides(v)
	case "open":
		a.open = true
	case "routerlink", "ng-reflect-router-link", "ng-href", "data-href", "data-url":
		// Places a router or a script goes to on a click, named without
		// an href, as the browser path reads them (render/js/links.js).
		// A template the framework has not filled in yet ({{id}}) names
		// no page. jQuery Mobile's page containers carry their own id as
		// data-url: it is no place to go (see readAttrs).
		if t := strings.TrimSpace(string(v)); t != "" && !strings.Contains(t, "{{") {
			if string(k) == "data-url" {
				a.dataURL = t
			} else {
				e.hrefs = append(e.hrefs, t)
			}
		}
	case "data-role":
		r := strings.ToLower(strings.TrimSpace(string(v)))
		a.pageRole = r == "page" || r == "dialog"
	case "to":
		if t := strings.TrimSpace(string(v)); !strings.Contains(t, "{{") {
			a.to = t
		}
	case "role":
		a.roleLink = string(v) == "link"
	case "data-reactroot":
		a.reactRoot = true
		e.marks.add("data-reactroot")
	case "x-data", "v-scope", "v-cloak", "hx-get":
		e.marks.add(frameworkAttr[string(k)])
	default:
		if len(k) > 3 && (k[0] == 'n' || k[0] == 'd') {
			if m, ok := frameworkAttr[string(k)]; ok {
				e.marks.add(m)
			} else if bytes.HasPrefix(k, []byte("data-sveltekit-")) {
				e.marks.add("data-sveltekit")
			} else if bytes.HasPrefix(k, []byte("data-v-")) {
				e.marks.add("data-v") // Vue scoped styles, server-rendered
			}
		}
	}
}

func (e *extractor) onEnd(tag string) {
	if e.raw != "" && tag == e.raw {
		e.endRaw()
	}
	e.endWatched(tag)
	if e.inSummary && e.hidden == 0 && (tag == "summary" || tag == "details") {
		e.layoutEnd(tag)
		e.inSummary = false
		if tag == "summary" {
			e.hidden, e.hiddenTag = 1, "details" // back in the closed <details>
		}
		return
	}
	// The start tags of these count inside hidden elements too: so do
	// their end tags.
	if (tag == "code" || tag == "kbd" || tag == "samp") && e.code > 0 {
		e.code--
	}
	if (tag == "pre" || tag == "listing") && e.pre > 0 {
		e.pre--
	}
	if e.hidden > 0 {
		if e.hiddenTag == "svg" {
			e.svgEnd(tag)
		}
		if tag == e.hiddenTag {
			e.hidden--
		}
		return
	}
	e.layoutEnd(tag)
}

// svgStart is told of the start tag of an <svg> or of an element within
// one (hiddenTag "svg"), which shows no text but that of its <text>
// elements (their <tspan>,
// <textPath> and <a> within, those under <defs> and <symbol> too, as
// Chromium's innerText has it) and its <foreignObject>s' HTML, each on a
// line of its own; not their <title>, <desc> or <metadata>, nor what
// display none hides.
func (e *extractor) svgStart(tag string, a *tagAttrs) {
	switch {
	case e.svgSkip > 0:
		if tag == e.svgSkipTag {
			e.svgSkip++
		}
	case a.hidden || tag == "title" || tag == "desc" || tag == "metadata":
		e.svgSkipTag, e.svgSkip = tag, 1
	case tag == "text" || tag == "foreignobject":
		if e.svgText == 0 {
			e.closeP()
			e.text.require(1)
		}
		e.svgText++
	}
}

// svgEnd is told of an end tag inside an <svg> (see svgStart).
func (e *extractor) svgEnd(tag string) {
	switch {
	case e.svgSkip > 0:
		if tag == e.svgSkipTag {
			e.svgSkip--
		}
	case (tag == "text" || tag == "foreignobject") && e.svgText > 0:
		if e.svgText--; e.svgText == 0 {
			e.text.require(1)
		}
	}
	if tag == "svg" && e.hidden == 1 {
		e.svgText, e.svgSkip = 0, 0 // an <svg> that ends within a <text> or a <title>
	}
}

// isVoid reports elements that never have content.
func isVoid(tag string) bool {
	switch tag {
	case "area", "base", "br", "col", "embed", "hr", "img", "input", "link",
		"meta", "source", "track", "wbr":
		return true
	}
	return false
}

// resolveAll resolves refs against base, keeping http(s) URLs once each,
// in order.
func resolveAll(base *url.URL, refs []string) []string {
	out, _ := resolveLinks(base, nil, refs)
	return out
}

// resolveLinks is resolveAll that also counts the refs that name another
// document than doc (the fragment aside), repeats included
// (Signals.LinkElements).
func resolveLinks(base, doc *url.URL, refs []string) (out []string, elsewhere int) {
	if len(refs) == 0 {
		return nil, 0
	}
	here := ""
	if doc != nil {
		d := *doc
		d.Fragment, d.RawFragment = "", ""
		here = d.String()
	}
	out = make([]string, 0, len(refs))
	seen := make(map[string]struct{}, len(refs))
	for _, r := range refs {
		u, ok := resolve(base, r)
		if !ok {
			continue
		}
		if page, _, _ := strings.Cut(u, "#"); page != here {
			elsewhere++
		}
		if _, dup := seen[u]; dup {
			continue
		}
		seen[u] = struct{}{}
		out = append(out, u)
	}
	return out, elsewhere
}

// collapse trims b and collapses its whitespace runs to single spaces.
func collapse(b []byte) string {
	t := newTextBuilder(len(b))
	t.write(b)
	return t.String()
}
