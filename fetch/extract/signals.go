package extract

import (
	"bytes"
	"html"
	"slices"
	"strings"
)

// Signals are facts about an HTML document that help decide whether it is
// the page a person sees or a shell that needs a browser. They are facts,
// not a decision: the crawler decides.
type Signals struct {
	// TextLen is the number of runes of visible text.
	TextLen int
	// Scripts counts the <script> elements that run, external or
	// inline: not data blocks (JSON, JSON-LD, templates, import maps).
	Scripts int
	// ScriptBytes counts the bytes of inline script that runs.
	ScriptBytes int
	// ScriptSet identifies what scripts the page runs: the paths of its
	// external scripts (without query, in any order) and the shape of its
	// inline ones (the names they use, their literals left out: see
	// jsShape). Pages made by one template share it, and so, most likely,
	// what their scripts do to them. 0 when no script runs.
	ScriptSet uint64
	// InlineShape is the shape of the page's inline scripts that run (0:
	// none). ScriptSet is made of it and Result.Scripts, each external
	// script known by its path: a caller that reads what the scripts
	// hold (ScriptShape) can tell them apart by that instead (crawl's
	// kind of page).
	InlineShape uint64
	// EmptyMount names, as a selector, the first app mount point present
	// with no element or text content: "#root", "#app", "#__next",
	// "#__nuxt", "#___gatsby", "#svelte", "[data-reactroot]" or
	// "app-root"; "" if none.
	EmptyMount string
	// AppMount names the first app mount point present, empty or not
	// (EmptyMount's selectors): a framework owns what it holds.
	AppMount string
	// Slots names the places a script may fill that the page leaves
	// empty: each block, list or custom element with no element content
	// and no text but a loading line, by its tag and classes (ul.books),
	// by its tag and id when it has no class (div#comments), or by its
	// tag alone for a list, a table body, a <main>, an <article> or a
	// custom element (tbody, main, book-list), then the names of its
	// data-* attributes in brackets (div#answers[data-count,data-fetch]:
	// slotLabel); sorted, space-separated, each once, at most maxSlots.
	// A hidden one is left out, and so is a start tag that also opens an
	// element with content on the page. Pages of one template that leave
	// different places empty may differ in what their scripts build
	// there: auto mode tells them apart (crawl's kind of page). "" if
	// none.
	Slots string
	// DataWords counts the distinct words of prose in the page's JSON
	// data blocks (<script type="application/json">, not JSON-LD) that
	// its visible text never uses: data a script may show (a branch's
	// events), where another page of the template carries none;
	// ScriptWords counts those of the string literals of its inline
	// scripts (a shelf's rows in var rows = [...], or the labels of the
	// tabs a script builds). Pages of one template with and without such
	// data are told apart (crawl's kind of page). Both are counted with
	// Options.DataWords only.
	DataWords, ScriptWords int
	// Templates counts the client-side template expressions in the
	// visible text outside <pre>, <code>, <kbd> and <samp>: {{
	// release.name }}, as a framework mounted on the server's markup
	// (Vue, AngularJS, Alpine) shows before it fills them; not the
	// template syntax a Hugo or Jinja manual shows. Braces inside and
	// expressions over lines are left out.
	Templates int
	// NoscriptAsksJS reports a <noscript> whose text asks to enable
	// JavaScript.
	NoscriptAsksJS bool
	// FrameworkData lists the framework markers seen, comma-separated in
	// document order ("__NEXT_DATA__", "__NUXT__", "ng-version",
	// "x-data", ...): a page with scripts and any of them is not decided
	// by its HTML alone.
	FrameworkData string
	// Links is the number of links (len(Result.Links)).
	Links int
	// LinkElements counts the places the markup links to that are not the
	// document itself, each time it names one (Links lists each once):
	// navigation repeated in a menu, a sidebar and a footer counts three
	// times. render.Page.LinkElements counts alike.
	LinkElements int
	// HTMLBytes is the size of the decoded HTML in bytes.
	HTMLBytes int
	// Handlers counts the inline event handlers (onclick, onmouseover,
	// onchange, ... attributes), and Listeners the inline scripts that
	// add listeners (addEventListener, or jQuery's .on( and .click( ):
	// what only a browser that acts on the page can follow.
	Handlers, Listeners int
	// HandlerSet identifies the code of the page's inline handlers: pages
	// made by one template share it. 0 when it has none.
	HandlerSet uint64
}

// mountLabel returns the selector naming an app mount point for an element
// with the given tag and id, or "" if it is not one.
func mountLabel(tag, id string) string {
	if tag == "app-root" {
		return "app-root"
	}
	switch id {
	case "root", "app", "__next", "__nuxt", "___gatsby", "svelte":
		return "#" + id
	}
	return ""
}

// emptyWatch is the element whose start tag came last, while nothing
// came after it: its end tag, next, makes it empty.
type emptyWatch struct {
	tag   string // "" when none is watched
	mount bool   // an app mount point (EmptyMount), else a slot (Slots)
	label []byte // a mount point's selector
	// inner is the one element a slot may hold as its placeholder (a
	// <p> or <span> with a loading line, a spinner's empty <div>), while
	// it is open.
	inner string
	// raw is a slot's start tag, read for its name (slotLabel) only
	// once it turns out empty: a slice of the document, or of the
	// extractor's slotBuf.
	raw []byte
}

// inside is told of an element that starts while one is watched: a
// mount point's element is content, and so is a slot's, but for one
// placeholder element (a loading line's, a spinner, a <noscript> that
// says what the script would show).
func (w *emptyWatch) inside(tag string) {
	if w.tag == "" {
		return
	}
	switch tag {
	case "p", "span", "div", "i", "em", "noscript":
		if !w.mount && w.inner == "" {
			w.inner = tag
			return
		}
	}
	w.tag = ""
}

// watchEmpty starts watching the element whose start tag (a non-void tag
// with attributes a, its raw start tag raw) just came, if it is an app
// mount point or a slot.
func (e *extractor) watchEmpty(tag string, a *tagAttrs, raw []byte) {
	label := mountLabel(tag, a.id)
	if label == "" && a.reactRoot {
		label = "[data-reactroot]"
	}
	switch {
	case label != "":
		if e.sig.AppMount == "" {
			e.sig.AppMount = label
		}
		if e.sig.EmptyMount == "" {
			e.empty = emptyWatch{tag: tag, mount: true, label: append(e.empty.label[:0], label...)}
		}
	case a.hidden || e.hidden > 0:
		// A hidden container is filled for a dialog or a menu on demand,
		// not for the page a person sees.
	case slotContainer(tag) || tag == "main" || tag == "article" || strings.Contains(tag, "-"):
		w := emptyWatch{tag: tag, label: e.empty.label, raw: raw}
		if _, whole := e.z.(*lexer); !whole {
			// Only the lexer's raw tags are the document's own bytes,
			// there until the pass ends.
			e.slotBuf = append(e.slotBuf[:0], raw...)
			w.raw = e.slotBuf
		}
		e.empty = w
	}
}

// endWatched is told of an end tag while an element may be watched: the
// watched element's makes it empty (emptied), its placeholder's leaves it
// watched, any other ends the watch.
func (e *extractor) endWatched(tag string) {
	switch {
	case e.empty.tag == "":
	case e.empty.inner != "" && tag == e.empty.inner:
		e.empty.inner = "" // the slot's placeholder ended: watch on
	case e.empty.inner == "" && tag == e.empty.tag:
		e.emptied()
		e.empty.tag = ""
	default:
		e.empty.tag = ""
	}
}

// emptied records the watched element as empty: its end tag came next.
func (e *extractor) emptied() {
	if e.empty.mount {
		if e.sig.EmptyMount == "" {
			e.sig.EmptyMount = string(e.empty.label)
		}
		return
	}
	for i := range e.slots {
		if e.slots[i].raw == string(e.empty.raw) {
			e.slots[i].n++
			return
		}
	}
	if l := slotLabel(e.empty.tag, e.empty.raw); l != "" && len(e.slots) < 4*maxSlots {
		e.slots = append(e.slots, emptySlot{label: l, raw: string(e.empty.raw), n: 1})
	}
}

// emptySlot is an empty slot's start tag, seen n times empty.
type emptySlot struct {
	label, raw string
	n          int
}

// slotList is Signals.Slots of doc, whose empty slots are slots: a start
// tag that also opens an element with content (a blank line of a code
// listing, an empty paragraph of a generated page) is the page's markup,
// not a place left for a script.
func slotList(doc []byte, slots []emptySlot) string {
	var labels []string
	for _, s := range slots {
		if bytes.Count(doc, []byte(s.raw)) > s.n || slices.Contains(labels, s.label) {
			continue
		}
		labels = append(labels, s.label)
	}
	slices.Sort(labels)
	return strings.Join(labels[:min(len(labels), maxSlots)], " ")
}

// maxSlots bounds Signals.Slots: a page that leaves more places empty
// is told apart by its first ones.
const maxSlots = 8

// slotLabel names an empty slot for Signals.Slots from its tag and its
// raw start tag: tag.class.class (classes sorted, at most four), else
// tag#id, else the tag of a list, a table body, a main part, an article
// or a custom element; "" for another block with neither class nor id (a
// spacer). Runs of digits are one 0 (oneDigit). The names of its data-*
// attributes follow, sorted, in brackets (div#answers[data-count,data-fetch]):
// they are what the page hands its scripts for the place, and pages of
// one template that hand them other names (a thread whose answers are
// fetched, one whose answers are not) may differ in what the scripts
// build there. SlotPlace is the label without them.
func slotLabel(tag string, raw []byte) string {
	class, id, data := slotAttrs(raw)
	label := ""
	if cs := strings.Fields(oneDigit(class)); len(cs) > 0 {
		slices.Sort(cs)
		cs = slices.Compact(cs)
		label = tag + "." + strings.Join(cs[:min(len(cs), 4)], ".")
	} else if id = strings.TrimSpace(oneDigit(id)); id != "" {
		label = tag + "#" + id
	} else if tag == "ul" || tag == "ol" || tag == "dl" || tag == "table" || tag == "tbody" || tag == "main" || tag == "article" ||
		strings.Contains(tag, "-") { // a custom element: its script gives it content
		label = tag
	}
	if label == "" || len(data) == 0 {
		return label
	}
	slices.Sort(data)
	data = slices.Compact(data)
	return label + "[" + strings.Join(data[:min(len(data), maxSlotData)], ",") + "]"
}

// maxSlotData bounds the data-* names a slot's label lists.
const maxSlotData = 8

// SlotPlace is a label of Signals.Slots without the names of its data-*
// attributes: the place as render names what scripts looked up
// (render.Page.Unfilled). A bracket of a class's own (div.min-h-[0px])
// stays.
func SlotPlace(label string) string {
	if i := strings.LastIndex(label, "[data-"); i > 0 && strings.HasSuffix(label, "]") {
		return label[:i]
	}
	return label
}

// oneDigit writes each run of digits in s as one 0: a page's own number
// in a slot's id or class (#comments-4711) does not make a kind of its
// own.
func oneDigit(s string) string {
	if !strings.ContainsAny(s, "0123456789") {
		return s
	}
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < '0' || c > '9' {
			b = append(b, c)
		} else if i == 0 || s[i-1] < '0' || s[i-1] > '9' {
			b = append(b, '0')
		}
	}
	return string(b)
}

// slotAttrs reads the class and id attributes of a raw start tag, and
// the names of its data-* attributes, in lower case, digits as one 0
// (data-row-7 of a page's own row is data-row-0).
func slotAttrs(raw []byte) (class, id string, data []string) {
	i := bytes.IndexAny(raw, " \t\n\r\f/>")
	if i < 0 {
		return "", "", nil
	}
	for i < len(raw) {
		for i < len(raw) && (isTagSpace(raw[i]) || raw[i] == '/') {
			i++
		}
		if i >= len(raw) || raw[i] == '>' {
			break
		}
		start := i
		for i < len(raw) && !isTagSpace(raw[i]) && raw[i] != '=' && raw[i] != '>' && raw[i] != '/' {
			i++
		}
		name := raw[start:i]
		for i < len(raw) && isTagSpace(raw[i]) {
			i++
		}
		var val []byte
		if i < len(raw) && raw[i] == '=' {
			i++
			for i < len(raw) && isTagSpace(raw[i]) {
				i++
			}
			if i < len(raw) && (raw[i] == '"' || raw[i] == '\'') {
				q := raw[i]
				i++
				vs := i
				for i < len(raw) && raw[i] != q {
					i++
				}
				val = raw[vs:i]
				i++
			} else {
				vs := i
				for i < len(raw) && !isTagSpace(raw[i]) && raw[i] != '>' {
					i++
				}
				val = raw[vs:i]
			}
		}
		switch {
		case bytes.EqualFold(name, []byte("class")) && class == "":
			class = html.UnescapeString(string(val))
		case bytes.EqualFold(name, []byte("id")) && id == "":
			id = html.UnescapeString(string(val))
		case len(name) > len("data-") && bytes.EqualFold(name[:len("data-")], []byte("data-")):
			data = append(data, oneDigit(strings.ToLower(string(name))))
		}
	}
	return class, id, data
}

// slotContainer reports the elements that, given an id and left empty,
// are where a script puts content: blocks and lists. An empty inline
// element or anchor with an id (<a id=x>, <span id=x>) is a link target.
func slotContainer(tag string) bool {
	switch tag {
	case "div", "section", "main", "article", "aside", "nav", "header", "footer",
		"ul", "ol", "dl", "table", "tbody":
		return true
	}
	return false
}

// frameworkAttr maps attributes that mark a framework to the marker name:
// a server-rendered app's, or one that builds content from the markup it
// is mounted on (Alpine's x-data, petite-vue's v-scope, AngularJS's
// ng-app, htmx's hx-get).
var frameworkAttr = map[string]string{
	"ng-version":           "ng-version",
	"data-reactroot":       "data-reactroot",
	"data-server-rendered": "data-server-rendered",
	"data-n-head":          "data-n-head",
	"data-gatsby-head":     "data-gatsby-head",
	"x-data":               "x-data",
	"v-scope":              "v-scope",
	"v-cloak":              "v-cloak",
	"ng-app":               "ng-app",
	"ng-controller":        "ng-controller",
	"hx-get":               "hx-get",
}

// frameworkIDs maps element ids that mark a framework to the marker name.
var frameworkIDs = map[string]string{
	"__NEXT_DATA__": "__NEXT_DATA__",
	"__NUXT_DATA__": "__NUXT_DATA__",
	"__next":        "__next",
	"__nuxt":        "__nuxt",
	"___gatsby":     "___gatsby",
}

// scriptMarkers are substrings of inline scripts that mark a framework's
// state or bootstrap.
var scriptMarkers = []string{
	"__NUXT__",
	"__remixContext",
	"__APOLLO_STATE__",
	"__INITIAL_STATE__",
	"__PRELOADED_STATE__",
	"__sveltekit",
	"self.__next_f",
}

// noscriptPleas are phrases, lowercased with whitespace collapsed, of a
// <noscript> that asks for JavaScript.
var noscriptPleas = []string{
	"enable javascript",
	"enabling javascript",
	"javascript enabled",
	"javascript is required",
	"javascript is disabled",
	"javascript is not enabled",
	"javascript must be enabled",
	"javascript to be enabled",
	"javascript to run",
	"javascript to use",
	"javascript to view",
	"requires javascript",
	"require javascript",
	"need javascript",
	"needs javascript",
	"turn on javascript",
	"activate javascript",
	"allow javascript",
	"support javascript",
	"supports javascript",
	"without javascript",
	"enable js",
}

// asksForJS reports whether the raw content of a <noscript> asks the
// reader to enable JavaScript. Markup is dropped, case folded and
// whitespace collapsed before matching.
func asksForJS(raw []byte) bool {
	if len(raw) == 0 {
		return false
	}
	norm := make([]byte, 0, len(raw))
	inTag, space := false, false
	for _, c := range raw {
		switch {
		case c == '<':
			inTag = true
		case inTag:
			inTag = c != '>'
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f':
			space = true
		default:
			if space && len(norm) > 0 {
				norm = append(norm, ' ')
			}
			space = false
			if 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			norm = append(norm, c)
		}
	}
	for _, p := range noscriptPleas {
		if bytes.Contains(norm, []byte(p)) {
			return true
		}
	}
	return false
}

// markers collects framework markers, deduped in first-seen order.
type markers struct {
	list []string
}

func (m *markers) add(name string) {
	for _, s := range m.list {
		if s == name {
			return
		}
	}
	m.list = append(m.list, name)
}

func (m *markers) scanScript(b []byte) {
	for _, s := range scriptMarkers {
		if bytes.Contains(b, []byte(s)) {
			m.add(strings.TrimPrefix(s, "self."))
		}
	}
}

func (m *markers) String() string { return strings.Join(m.list, ",") }

// countTemplates counts the template expressions in a text token: "{{",
// then 1 to 80 bytes without a brace or a newline, then "}}".
func countTemplates(t []byte) int {
	n := 0
	for {
		i := bytes.IndexByte(t, '{')
		if i < 0 || i+1 == len(t) {
			return n
		}
		if t[i+1] != '{' {
			t = t[i+1:]
			continue
		}
		t = t[i+2:]
		j := 0
		for j < len(t) && j <= 80 && t[j] != '{' && t[j] != '}' && t[j] != '\n' {
			j++
		}
		if j >= 1 && j <= 80 && j+1 < len(t) && t[j] == '}' && t[j+1] == '}' {
			n++
			t = t[j+2:]
		}
	}
}

// loadingPhrases are what a loading line says, lower case, without its
// dots; render's js/quiet.js knows them too.
var loadingPhrases = []string{"loading", "please wait", "one moment", "just a moment",
	"chargement", "cargando", "carregando", "caricamento", "wird geladen", "laden"}

// loadingLine reports a text that is only a loading phrase, with dots, an
// ellipsis or an exclamation mark after it ("Loading...", "Please
// wait…").
func loadingLine(t []byte) bool {
	t = bytes.TrimSpace(t)
	if len(t) > 40 {
		return false
	}
	s := strings.ToLower(strings.TrimRight(string(t), " .!…\u00a0"))
	return slices.Contains(loadingPhrases, s)
}
