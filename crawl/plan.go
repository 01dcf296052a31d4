package crawl

import (
	"context"
	"encoding/binary"
	"hash/fnv"
	"net/url"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/rendercrawl/render/crawl/learn"
	"github.com/rendercrawl/render/fetch"
	"github.com/rendercrawl/render/fetch/extract"
)

// Reasons a record gives for its mode.
const (
	ReasonForced  = "forced"   // --mode http or --mode browser
	ReasonNonHTML = "non-html" // not HTML: never rendered
	ReasonStatus  = "status"   // an error status: the server's page as it is
	ReasonStatic  = "static"   // no script runs in the HTML: it is the page
	ReasonShell   = "shell"    // an empty app mount point (#root, #app, ...)
	ReasonNoJS    = "noscript" // a <noscript> asking for JavaScript on an empty page
	ReasonScripts = "scripts"  // scripts and almost no text
	ReasonRoutes  = "routes"   // an app that routes by the URL's fragment (routed)
	ReasonLearned = "learned"  // the URL's pattern or section was learned to need the browser
	// ReasonVerify: the first page of its kind (the scripts it runs),
	// rendered and compared with its HTML; the record is whichever is
	// the page a person sees.
	ReasonVerify = "verify"
	// ReasonRecheck: a page of a kind verified static, rendered and
	// compared again.
	ReasonRecheck = "recheck"
	// ReasonNamed: a page of a kind verified static that the data its
	// kind's scripts fetched names (its path, file name or query: see
	// learn.Sample.Names), rendered and compared: such data may be shown
	// on the pages it names alone.
	ReasonNamed = "named"
	// ReasonUnplaced: a page of a kind verified static whose scripts
	// fetched data holding text for a reader that no render of the kind
	// showed, and that names none of its pages (learn.JudgeUnplaced):
	// rendered and compared, as it may be the page the text is for.
	ReasonUnplaced = "unplaced"
	// ReasonKindStatic: its kind was verified: a render of it added
	// nothing material to the HTML.
	ReasonKindStatic = "kind-static"
	// ReasonKindRenders: its kind was verified: a render of it added
	// material to the HTML.
	ReasonKindRenders = "kind-renders"
	// ReasonResolves: a page of a kind verified static whose HTML holds
	// links without a target (javascript:void(0), "#") that a render of
	// its kind showed its scripts give one, enough of them to be
	// material on it (placeholdersMaterial): rendered.
	ReasonResolves = "kind-links"
	// ReasonUnverified: a page with scripts kept from its HTML with no
	// render of its kind compared (no browser, or every render failed).
	ReasonUnverified = "unverified"
	ReasonShot       = "screenshot" // rendered for its screenshot
	ReasonChecks     = "checks"     // rendered because a CI check only a browser can judge is on
	ReasonEval       = "eval"       // rendered so that the --eval script runs in it
)

// via is the path a page takes first.
type via int

const (
	viaHTTP via = iota
	viaBrowser
)

// plan is the routing decision made before a URL is fetched: which path
// first, and what the learner advised.
type plan struct {
	first  via
	forced bool         // --mode http or browser: one path, no second look
	reason string       // why, when it is decided already (forced, learned)
	ticket learn.Ticket // the learner's advice, answered with a verdict (Tell)
}

// next is the decision made once the HTML is in.
type next int

const (
	keepHTTP        next = iota // the HTML is the page
	renderInstead               // the page needs the browser
	renderToCompare             // render too, and learn from the difference
)

// plan decides the first path of a task.
func (c *Crawler) plan(t *task) plan {
	switch c.cfg.Mode {
	case ModeBrowser:
		return plan{first: viaBrowser, forced: true, reason: ReasonForced}
	case ModeHTTP:
		return plan{first: viaHTTP, forced: true, reason: ReasonForced}
	}
	tk := c.learn.Advise(t.url.host, t.section, t.pattern, t.item)
	if tk.Route() == learn.RouteBrowser && c.renderer != nil {
		return plan{first: viaBrowser, reason: ReasonLearned, ticket: tk}
	}
	return plan{first: viaHTTP, ticket: tk}
}

// decision is the second look of auto mode at a page fetched over HTTP:
// what to do, why, and what the page taught by its signals alone.
type decision struct {
	next    next
	reason  string
	verdict learn.Verdict
}

// decide takes the second look: keep the HTML, render the page instead,
// or render it too to compare.
func (c *Crawler) decide(ctx context.Context, t *task, p *plan, hp *Page) decision {
	switch {
	case !hp.IsHTML: // whatever the mode, as the browser path says
		return decision{keepHTTP, ReasonNonHTML, learn.VerdictNone}
	case p.forced:
		return decision{keepHTTP, ReasonForced, learn.VerdictNone}
	case hp.Status >= 400:
		// An app may answer every route with its shell and an error
		// status (a static host's 404 page serving the app): the shell is
		// rendered, its status kept. An error page does not speak for the
		// site's pages: it teaches nothing.
		if why := needsBrowser(hp.Signals); why != "" && c.renderer != nil {
			return decision{renderInstead, why, learn.VerdictNone}
		}
		return decision{keepHTTP, ReasonStatus, learn.VerdictNone}
	}
	why := needsBrowser(hp.Signals)
	// What a route shows is the app's doing, not the pattern's.
	routes := why == "" && hp.Signals.Scripts > 0 && c.renderer != nil && routed(t.url.s, hp)
	switch {
	case why != "":
		return decision{renderInstead, why, learn.VerdictNeeded}
	case routes:
		return decision{renderInstead, ReasonRoutes, learn.VerdictNone}
	}
	// A frame its own host serves is a document of the page a person
	// sees, which its HTML lacks (scripts in it may fill it): a page
	// with one is compared as a page whose scripts run is.
	static := hp.Signals.Scripts == 0 && len(siteFrames(hp)) == 0
	v := learn.VerdictNone
	if static {
		v = learn.VerdictNotNeeded
	}
	switch {
	case c.capture.Screenshot:
		return decision{renderInstead, ReasonShot, v}
	case c.checksNeedBrowser:
		return decision{renderInstead, ReasonChecks, v}
	case c.capture.Data && c.renderer != nil:
		return decision{renderInstead, ReasonEval, v}
	case static:
		return decision{keepHTTP, ReasonStatic, v}
	case c.renderer == nil && leansBrowser(hp.Signals):
		return decision{renderInstead, ReasonNoJS, learn.VerdictNone} // fails: no browser
	case c.renderer == nil:
		return decision{keepHTTP, ReasonUnverified, learn.VerdictNone}
	}
	// A page that waits for its kind's verdict queues its links first, as
	// a render to compare does (followEarly): the crawl goes on from it
	// meanwhile.
	early := func() { c.followEarly(ctx, t, hp) }
	pl := &places{html: hp.HTML}
	p.ticket.Places(pl.has)
	p.ticket.Values(pl.values)
	p.ticket.Codes(func() []string { return pageNames(hp) })
	switch c.judgeOrWait(ctx, &p.ticket, kindOf(hp, c.scriptsOf(ctx, hp, t.url.host)), hp.size(), early, &t.spared) {
	case learn.JudgeVerify:
		return decision{renderToCompare, ReasonVerify, learn.VerdictNone}
	case learn.JudgeRecheck:
		return decision{renderToCompare, ReasonRecheck, learn.VerdictNone}
	case learn.JudgeNamed:
		return decision{renderToCompare, ReasonNamed, learn.VerdictNone}
	case learn.JudgeUnplaced:
		return decision{renderToCompare, ReasonUnplaced, learn.VerdictNone}
	case learn.JudgeBrowser:
		return decision{renderInstead, ReasonKindRenders, learn.VerdictNone}
	case learn.JudgeHTTP:
		if c.learn.Resolve(&p.ticket, func(shares map[string]float64) bool { return placeholdersMaterial(hp, shares) }) {
			return decision{renderInstead, ReasonResolves, learn.VerdictNone}
		}
		if c.ownDataHolds(ctx, t, &p.ticket) {
			return decision{renderToCompare, ReasonNamed, learn.VerdictNone}
		}
		return decision{keepHTTP, ReasonKindStatic, learn.VerdictNone}
	}
	return decision{keepHTTP, ReasonUnverified, learn.VerdictNone}
}

// ownDataHolds asks over HTTP for the page's own data at the URLs its
// kind's renders asked for theirs and got nothing (learn's Probes: a
// catalogue record's script fetches /data/notes/<slug>.json, which
// exists for a few records), and reports whether one holds more than
// next to nothing; the page is then rendered and compared as one its
// data names (learn's Probed). One request a page of such a kind, paced
// as the page's own: a render for each would cost a hundred times more,
// and re-checks alone find such pages by chance.
func (c *Crawler) ownDataHolds(ctx context.Context, t *task, tk *learn.Ticket) bool {
	for _, u := range c.learn.Probes(tk) {
		resp, err := c.fetchPaced(ctx, u, t.url.host)
		if err == nil && resp.Status >= 200 && resp.Status <= 299 && len(resp.Raw) > bareData {
			c.learn.Probed(tk)
			return true
		}
	}
	return false
}

// settledQuiet is render.SettledQuiet: Page.Settled of a render whose
// page went quiet.
const settledQuiet = "quiet"

// Thresholds of the render decision.
const (
	// materialWords and materialLinks: a render adds material when it
	// shows more words the HTML lacks than this and a tenth of the
	// HTML's, or more distinct words than this that the HTML never uses
	// (browserAdded), or links to more pages of its host than this (or
	// anywhere, and a tenth of the HTML's links: linksAdded).
	materialWords = 20
	materialLinks = 3
	// almostNoText: a body of scripts with less visible text than this
	// (in runes) is rendered.
	almostNoText = 200
	// noscriptText: a <noscript> plea on a page with less text than this
	// leans to the browser (leansBrowser); with more, the server-rendered
	// content stands.
	noscriptText = 2000
)

// needsBrowser says why the HTML cannot be the page a person sees, or ""
// when it can.
func needsBrowser(s fetch.Signals) string {
	switch {
	case s.EmptyMount != "":
		return ReasonShell
	case s.NoscriptAsksJS && s.TextLen < almostNoText:
		return ReasonNoJS
	case s.Scripts > 0 && s.TextLen < almostNoText:
		return ReasonScripts
	}
	return ""
}

// routed reports a page of an app that routes by the URL's fragment: its
// URL is a route (#/path, #!path), which a request over HTTP never sends,
// or its HTML links to routes of its own document (docsify, reveal.js,
// an app on a hash router). Only the browser shows a route: over HTTP,
// every route of the app is the same document.
func routed(raw string, hp *Page) bool {
	if _, frag, ok := strings.Cut(raw, "#"); ok && isRoute(frag) {
		return true
	}
	doc, _, _ := strings.Cut(hp.FinalURL, "#")
	for _, l := range hp.Links {
		if base, frag, ok := strings.Cut(l, "#"); ok && base == doc && isRoute(frag) {
			return true
		}
	}
	return false
}

// leansBrowser reports a page that asks for JavaScript in a <noscript>
// and still has some text of its own: the plea may be for the page or for
// one feature of it (a documentation site's search page asks for it to
// search, and shows the same page without). It counts for a page its
// signals left open (clearlyStatic keeps one with nothing to build,
// whatever its plea). Samples decide it as they decide other pages
// with scripts, those of its own pattern, section or scripts, not the
// host's samples as a whole (an app in a section of a static host); only
// when they say nothing is it rendered, as the plea asks.
func leansBrowser(s fetch.Signals) bool {
	return s.NoscriptAsksJS && s.TextLen < noscriptText
}

// browserAdded reports whether rendering changed the page materially
// from what the HTML held: words of text the HTML lacks (wordsLacked's shown:
// text added, or text put in place of the HTML's, as a script that
// replaces a server-rendered list with fresh items), more than a tenth
// of the HTML's on a large page; more than materialWords distinct words
// the HTML never uses, however large the page (its fresh: a list of
// comments or reviews under a long article, which a tenth of the
// article's words would hide; a script that repeats the HTML's own
// words, a contents list of its headings or a "Copy" button on each code
// block, adds none); links the HTML did not have, or client-side
// templates filled (templatesFilled). Text that
// only went away does not count: on real documentation sites CSS and
// scripts hide whole menus and collapsed indexes (up to 40% of a page's
// words), more than a diagram script takes from the page whose source it
// draws.
func browserAdded(h, b *Page) bool {
	return browserAddedBeyond(h, b, nil)
}

// browserAddedBeyond is browserAdded, without the links of res: those a
// page's scripts gave the anchors its HTML holds without a target, which
// are weighed on each page by the anchors it holds (placeholdersMaterial).
func browserAddedBeyond(h, b *Page, res *resolved) bool {
	text := clockless(b.Text, b.Clock, h.Text)
	shown, fresh := wordsLacked(h.Text, text)
	return shown > materialShare(h.Text) || len(fresh) > materialWords || linksAddedBeyond(h, b, res) || templatesFilled(h.Text, text)
}

// clockless is a rendered page's text as it is compared with its HTML's:
// without the times of day in it that are the browser's own as it was
// compared (clock: render.Page.Clock), within clockSlack, as a clock a
// script keeps on the page shows them (06:49:33, 6:49 pm); and with a
// countdown's hours, minutes and seconds (17:14:47) read as the minute
// it counts down to (countingTo). Either shows another time on each
// render, which would read as words of each page's own; what a person
// reads of the page is the same without it. A time the HTML's text
// (html) holds as it is stands: the page's, not a script's.
func clockless(text string, clock []int, html string) string {
	if len(clock) == 0 {
		return text
	}
	var b strings.Builder
	last := 0
	for _, m := range timeOfDay.FindAllStringSubmatchIndex(text, -1) {
		if strings.Contains(html, text[m[0]:m[1]]) {
			continue // the HTML's own: a page's "last modified 14:12:53"
		}
		if to, ok := readTime(text, m, clock); ok {
			b.WriteString(text[last:m[0]])
			b.WriteString(to)
			last = m[1]
		}
	}
	if last == 0 {
		return text
	}
	b.WriteString(text[last:])
	return b.String()
}

// readTime reads the time timeOfDay matched at m in text, if it stands
// alone (not a part of a longer run of numbers: 6:49:33:12, 1.06.49.33):
// a time of day that is clock's is read as nothing; hours, minutes and
// seconds with colons, no am or pm, that are not, as a countdown: a word
// naming the minute of the day they count down to from clock's first
// time (countingTo), the same on every render of a countdown to one
// moment. ok is false for any other time, which stands as it is.
func readTime(text string, m []int, clock []int) (to string, ok bool) {
	part := func(i int) int {
		if m[2*i] < 0 {
			return -1
		}
		n, _ := strconv.Atoi(text[m[2*i]:m[2*i+1]])
		return n
	}
	joined := func(i, j int) bool { // text[i] a separator, text[j] a digit
		return i >= 0 && j >= 0 && i < len(text) && j < len(text) && (text[i] == ':' || text[i] == '.') && text[j] >= '0' && text[j] <= '9'
	}
	if joined(m[0]-1, m[0]-2) || joined(m[1], m[1]+1) {
		return "", false
	}
	if m[14] < 0 && m[1] < len(text) && isWordByte(text[m[1]]) {
		return "", false // 6:495, 6:49x: no time
	}
	h, mi, sec := part(1), part(2), part(3)
	if h < 0 {
		h, mi, sec = part(4), part(5), part(6)
	}
	if mi > 59 || sec > 59 {
		return "", false
	}
	left := -1 // a countdown's seconds left
	if m[2] >= 0 && sec >= 0 && m[14] < 0 {
		left = h*3600 + mi*60 + sec
	}
	slack := clockSlack
	if sec < 0 {
		sec, slack = 0, clockSlack+60 // a clock without seconds is a minute behind at most
	}
	if m[14] >= 0 {
		if h < 1 || h > 12 {
			return "", false
		}
		h %= 12
		if text[m[14]]|0x20 == 'p' {
			h += 12
		}
	}
	if h <= 23 {
		at := h*3600 + mi*60 + sec
		for _, c := range clock {
			d := (at - c + 86400) % 86400
			if d <= slack || 86400-d <= slack {
				return " ", true
			}
		}
	}
	if left >= 0 {
		return " " + countingTo(clock[0], left) + " ", true
	}
	return "", false
}

// countingTo names the minute of the day a countdown that shows left
// seconds at the time of day now (in seconds) counts down to: the same
// on two renders seconds or hours apart. A time the page shows that is
// no countdown (a race's finishing time) names another minute on each
// render, as the countdown's digits did before: it reads as words of
// the page's own, as it did.
func countingTo(now, left int) string {
	return "countdown" + strconv.Itoa((now+left+30)%86400/60)
}

// timeOfDay is a time of day as a clock shows it: hours and minutes
// with a colon, seconds or not (18:49, 6:49:33), or all three with dots
// (06.49.33: two parts with a dot are as often a price), then am or pm
// or not, with a space (a no-break one too, as ICU writes it) or none.
var timeOfDay = regexp.MustCompile(`\b(?:(\d{1,2}):(\d{2})(?::(\d{2}))?|(\d{1,2})\.(\d{2})\.(\d{2}))(?:[\s\x{00a0}\x{202f}]?([aApP])\.?[mM]\b\.?)?`)

// isWordByte reports an ASCII letter or digit.
func isWordByte(c byte) bool {
	return c >= '0' && c <= '9' || c|0x20 >= 'a' && c|0x20 <= 'z'
}

// clockSlack is how far from the browser's time of day a time the page
// shows may be and still be its clock's (clockless): the text is read
// after the clock, and a clock ticks as it is read.
const clockSlack = 120

// materialShare is how many words a render must show that the HTML of
// text lacks to be material: materialWords, or a tenth of its words.
func materialShare(text string) int {
	return max(materialWords, len(strings.Fields(text))/10)
}

// pageNames is the codes and names a page's HTML gives it
// (learn.Ticket.Codes): what a script may look its entry up by.
func pageNames(hp *Page) []string {
	return slices.Concat(pageCodes(hp.Text), spacedCodes(hp.Text), pageDates(hp.Text, hp.FinalURL), headingNames(hp.HTML, hp.Title), markupCodes(hp.HTML), dataBlockNames(hp.HTML))
}

// compared is what a page rendered both ways teaches (sampleVerdict),
// with the words and links its render added.
func compared(h, b *Page) learn.Sample {
	text := clockless(b.Text, b.Clock, h.Text)
	shown, fresh := wordsLacked(h.Text, text)
	added := addedLinks(h, b)
	res := resolvedAnchors(h, b, added)
	links := len(added)
	if res != nil {
		// Links the scripts gave the HTML's anchors without a target
		// are weighed on each page by the anchors it holds
		// (placeholdersMaterial), not on this one's alone.
		links = len(slices.DeleteFunc(slices.Clone(added), func(l string) bool { return res.links[l] }))
	}
	s := learn.Sample{Verdict: sampleVerdict(h, b, res),
		Words:    len(strings.Fields(text)) - len(strings.Fields(h.Text)),
		NewWords: shown,
		Links:    links,
		Open:     openSlots(h.Signals.Slots, b.Unfilled),
		Missed:   lacked(h.HTML, b.Missed)}
	if res != nil {
		s.Resolved = res.shares
	}
	data, first := false, ""
	fetched := sheetTables(b.Fetched)
	for _, f := range fetched {
		s.Fetched = append(s.Fetched, f.URL)
		if f.Bytes <= bareData || f.Status >= 400 {
			s.Bare = append(s.Bare, f.URL)
		} else if !data {
			data, first = true, f.URL
		}
	}
	// Scripts that fetched data and took text out of the page drew again
	// what its server drew: the same here, perhaps not on the next page
	// (a list the server draws for ?page=1 whatever the query, which the
	// script draws for the page asked for).
	s.Redrawn = data && b.Removed >= redrawnText
	if data {
		s.Names, s.NamesCut = dataNames(fetched)
		if !s.NamesCut {
			s.Shapes = entryShapes(fetched)
		}
		if !s.NamesCut && s.Verdict != learn.VerdictNeeded && len(fresh) == 0 && shown == 0 {
			s.Unshown = first
			if f := unplacedText(fetched, text, func() []string { return pageNames(h) }); f != nil {
				// The names of the entries of the file whose text is
				// unplaced tell whether it names this page, or which
				// pages it does.
				var cut bool
				s.UnplacedNames, cut = entryNames(*f)
				s.Unplaced = !cut
			}
		}
		// The keys of each file's entries, apart (learn's nameSource): a
		// search index that names every page, shown on none, tells
		// nothing of a file of entries keyed by a code a few pages carry.
		for _, f := range fetched {
			if f.Bytes > bareData && f.Status < 400 {
				if keys := dataKeys(f.Body); len(keys) > 0 {
					if s.Keys == nil {
						s.Keys = make(map[string][]string)
					}
					s.Keys[f.URL] = keys
				}
			}
		}
	}
	read := slices.Clone(b.Read)
	for _, sel := range b.Rewrote {
		read = append(read, learn.TextOf(sel))
	}
	if len(read) > 0 {
		s.Read, s.Values = read, (&places{html: h.HTML}).values(read)
	}
	if len(s.Bare) > 0 {
		s.Own = dataValues(h.HTML)
	}
	if s.Verdict != learn.VerdictNeeded {
		// Too few to be material here; whether they are each page's own
		// is for the kind's next render to tell (learn's fillDiffers).
		s.Fresh, s.Shown = fresh, wordSet(text)
	}
	// Clear: the page went quiet, and its scripts showed nothing new at
	// all, not only less than this page's share (a contents tree of 22
	// links is not material on a page of 500, and is on one of 10): no
	// word the HTML never uses; and left no place they were after as it
	// was; and no data its scripts asked for came back empty or refused
	// (Bare): they had nothing to show here, and another page's data
	// (a route's timetable, named by a hash of its title) may be there.
	s.Clear = b.Settled == settledQuiet && s.NewWords <= materialWords && s.Links <= materialLinks && s.Open == "" && len(s.Fresh) == 0 && !s.Redrawn && len(s.Bare) == 0
	return s
}

// dataWords and scriptWords are the least words of prose a page's JSON
// data blocks, or its inline scripts' literals, carry that its text
// never uses for it to carry data a script may show (learn.Kind.Data):
// any word of a data block; six of literals, as a script's own labels
// are prose too: javadoc's class pages carry one to five (the labels of
// the tabs of members their script builds), its other pages none, and
// three rows of a shelf seven or eight.
const (
	dataWords   = 1
	scriptWords = 6
)

// redrawnText is the least text, in characters, that a page's scripts
// took out of it to have drawn part of it again (learn.Sample.Redrawn):
// more than a loading line.
const redrawnText = 40

// bareData is the most bytes of data fetched by a page's scripts that
// hold next to nothing: [], {}, null, an empty list in a wrapper
// ({"reviews":[],"total":0}), or a short line ("In stock")
// (learn.Sample.Bare). Data refused with an error status (a post
// without comments answered 404) holds nothing too.
const bareData = 48

// openSlots names the places the HTML leaves empty (slots:
// fetch.Signals.Slots) that the page's scripts looked up in the browser
// and left as they were (unfilled: Page.Unfilled), space-separated: a
// post's comment list that its script fetched and found none for. An
// empty place no script looks for (a float clearer, a padding block) is
// the page's markup, not a place left open.
func openSlots(slots string, unfilled []string) string {
	if slots == "" || len(unfilled) == 0 {
		return ""
	}
	var open []string
	for _, s := range strings.Fields(slots) {
		if slices.Contains(unfilled, extract.SlotPlace(s)) {
			open = append(open, s)
		}
	}
	return strings.Join(open, " ")
}

// sampleVerdict is what a page rendered both ways teaches: the browser
// was needed (it added material), or the HTML was the page; or the HTML
// was this page only, as far as anyone can tell: its scripts built
// navigation (builtNavigation) to places its HTML links to already.
func sampleVerdict(h, b *Page, res *resolved) learn.Verdict {
	switch {
	case browserAddedBeyond(h, b, res):
		return learn.VerdictNeeded
	case builtNavigation(h, b, res):
		return learn.VerdictNotNeededHere
	}
	return learn.VerdictNotNeeded
}

// builtNavigation reports a rendered page whose elements link to other
// pages far more often than its HTML's do: its scripts built navigation
// (a contents tree, a menu). When the page's HTML links to the same
// places already (a contents page: the seed, often), the browser added
// nothing to it, but the other pages of its template may well lack what
// the navigation lists (a manual's chapters: 6 links in a chapter's HTML,
// 56 once rendered).
func builtNavigation(h, b *Page, res *resolved) bool {
	built := b.LinkElements - h.LinkElements
	if res != nil {
		built -= res.elements
	}
	return built > max(navigationBuilt, h.LinkElements/4)
}

// navigationBuilt is how many more links to other pages, at least, the
// rendered elements name than the HTML's for builtNavigation (a quarter
// more, when the HTML names more than 40). A menu a script clones for
// small screens adds as many as it holds.
const navigationBuilt = 10

// linksAdded reports whether the rendered page has materially more links
// than the HTML: links to more than materialLinks pages of its own host
// that the HTML does not link to, however many the HTML has, or to more
// pages anywhere than that and a tenth of the HTML's links. Links to its
// own site decide what a crawl finds, and a script that builds
// navigation adds the same ones to the large pages of a kind as to its
// small ones (Doxygen's contents tree: 22 of a reference page's 376
// links, 22 of a chapter's 20); links elsewhere (a sponsor's, a share
// button's) and the words a script adds are weighed against the page's
// own (a copy button per code block). Links are compared as the crawl
// tells pages apart (canonical: https://a.org and https://a.org/ are one
// page, an in-page anchor is no page of its own); a form the browser's
// exploring submitted is no link the page added.
func linksAdded(h, b *Page) bool {
	return linksAddedBeyond(h, b, nil)
}

// linksAddedBeyond is linksAdded, without the links of res
// (browserAddedBeyond).
func linksAddedBeyond(h, b *Page, res *resolved) bool {
	added := addedLinks(h, b)
	if res != nil {
		added = slices.DeleteFunc(added, func(l string) bool { return res.links[l] })
	}
	if len(added) > max(materialLinks, len(h.Links)/10) {
		return true
	}
	own := 0
	host := hostOf(h.FinalURL)
	for _, l := range added {
		if hostOf(l) == host {
			own++
		}
	}
	return own > materialLinks
}

// addedLinks lists the pages the rendered page links to that its HTML
// does not, each once.
func addedLinks(h, b *Page) []string {
	have := make(map[string]bool, len(h.Links))
	for _, l := range h.Links {
		have[linkKey(l)] = true
	}
	for _, l := range b.Submitted {
		have[linkKey(l)] = true
	}
	var added []string
	for _, l := range b.Links {
		if k := linkKey(l); !have[k] {
			have[k] = true
			added = append(added, k)
		}
	}
	return added
}

// linkKey is the page a link names, as the crawl tells pages apart: its
// canonical URL, or the link itself when it has none.
func linkKey(s string) string {
	if u, err := canon(s, CanonOptions{}); err == nil {
		return u.s
	}
	return s
}

// kindOf is the kind of a page with scripts: the scripts it runs
// (scripts: Crawler.scriptsOf), the
// places it leaves empty for them, whether it carries data they may
// show, and its language (learn.Kind).
func kindOf(p *Page, scripts uint64) learn.Kind {
	s := p.Signals
	k := learn.Kind{Scripts: scripts, Slots: s.Slots, Data: s.DataWords >= dataWords || s.ScriptWords >= scriptWords}
	if frames := siteFrames(p); k.Scripts == 0 || len(frames) > 0 {
		// A frame of its own site is a document of the page (decide
		// compares a page with one, scripts or none): pages that show
		// the same frames are of one kind, and a page that frames the
		// site is not of the kind of its fellows that run the same
		// scripts without (a beacon on every page, a catalogue in a
		// frame on one).
		h := fnv.New64a()
		var b [8]byte
		binary.LittleEndian.PutUint64(b[:], k.Scripts)
		h.Write(b[:])
		for _, f := range frames {
			h.Write([]byte(f))
			h.Write([]byte{0})
		}
		k.Scripts = h.Sum64()
	}
	if p.meta != nil {
		k.Lang = strings.ToLower(strings.TrimSpace(p.meta.Lang))
	}
	k.Query = queryKeys(p.FinalURL)
	return k
}

// queryKeys is the keys of the query of the URL raw, sorted and
// comma-separated, each once ("" for none).
func queryKeys(raw string) string {
	u, err := url.Parse(raw)
	if err != nil || u.RawQuery == "" {
		return ""
	}
	var keys []string
	for k := range u.Query() {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return strings.Join(keys, ",")
}

// sampleWait bounds how long a page waits for the first sample of pages
// like it (learn.Learner.Judge). It is only a guard: a sample's render
// ends by its own timeout, and a failed one ends the wait too. A render
// takes a second or two, a heavy one 5 to 25 s (LibreOffice's help pages
// build a search index from 800 KB of script): pages that stopped
// waiting after 10 s were kept over HTTP unjudged.
const sampleWait = 2 * time.Minute

// judgeOrWait asks the learner what to do with a page of size bytes and
// kind key (kindOf), waiting while it says to (for
// the verdict of its kind's render in flight), for at most sampleWait in
// all or until ctx ends: then the page verifies its kind itself. Before
// it first waits it calls early, and its worker hands its place to a
// spare one (spares; *spared says it did), so that the crawl goes on
// meanwhile.
func (c *Crawler) judgeOrWait(ctx context.Context, t *learn.Ticket, key learn.Kind, size int64, early func(), spared *bool) learn.Judgement {
	tm := time.NewTimer(sampleWait)
	defer tm.Stop()
	mayWait := true
	var unpark func()
	defer func() {
		if unpark != nil {
			unpark()
		}
	}()
	for {
		j, ch := c.learn.Judge(t, key, mayWait)
		if j != learn.JudgeWait {
			return j
		}
		if unpark == nil {
			early()
			unpark = func() {}
			if !*spared { // one spare per page, whatever its attempts
				unpark, *spared = c.spare.park(size)
			}
		}
		select {
		case <-ch:
		case <-ctx.Done():
			mayWait = false
		case <-tm.C:
			mayWait = false
		}
	}
}

// siteFrames returns the frames of p (frame and iframe src) that its own
// host serves, as paths without query or fragment, sorted, each once.
func siteFrames(p *Page) []string {
	if len(p.Frames) == 0 {
		return nil
	}
	page, err := url.Parse(p.FinalURL)
	if err != nil {
		return nil
	}
	var out []string
	for _, f := range p.Frames {
		u, err := url.Parse(f)
		if err != nil || !strings.EqualFold(u.Hostname(), page.Hostname()) {
			continue
		}
		if !slices.Contains(out, u.Path) {
			out = append(out, u.Path)
		}
	}
	slices.Sort(out)
	return out
}
