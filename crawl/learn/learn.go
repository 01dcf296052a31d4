package learn

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode"

	"github.com/rendercrawl/render/crawl/canonical"
	"github.com/rendercrawl/render/crawl/frontier"
)

// Config is how auto mode learns which pages need the browser (see
// Learner).
type Config struct {
	// Warmup is how many pages of a URL pattern must have needed the
	// browser (and none not) before its pages go to the browser without
	// an HTTP fetch first; a section (host and directory) needs three
	// times as many.
	Warmup int
	// SampleEvery is the gap, in pages, before what was learned of a
	// group is re-checked; it doubles after each re-check that confirms,
	// up to 16 times SampleEvery.
	SampleEvery int
	// Samples (pages rendered both ways to learn) are bounded per host:
	// at most SampleFloor plus SampleShare of the host's pages.
	SampleFloor int
	SampleShare float64
}

// Learner decides, from evidence, which pages of a crawl need the
// browser. Its unit is the kind of a page: what the page runs (its host
// and fetch.Signals.ScriptSet: the external scripts it loads and the
// shape of its inline ones, their per-page data left out) and the places
// it leaves empty for them (Kind). Pages of one template run the same
// scripts and so, most likely, what those scripts do to them is the
// same; a page that leaves a list empty where its fellows have none is
// of another kind, as a script may fill it.
//
//   - A page that runs no script is what a person sees: it is kept over
//     HTTP and costs no browser (the caller decides that, not the
//     Learner).
//   - A page whose HTML clearly is not the page (an empty app root, a
//     <noscript> plea on an empty page, scripts and no text) is rendered
//     at once, and teaches its URL pattern and section so: once a few
//     pages of one were all like that, its pages go to the browser
//     without the HTTP fetch first, and are re-checked over HTTP now and
//     then (Advise). Only such pages teach a pattern or a section: what
//     a render of a kind found speaks for the kind alone, as pages of
//     other kinds may share the pattern.
//   - Any other page that runs scripts is unverified until pages of its
//     kind have been rendered and compared with their HTML (verify): as
//     soon as a render adds material text or links (crawl's
//     browserAdded) the kind goes to the browser; once a render that
//     went quiet added nothing at all, it stays on HTTP (a render whose wait ended
//     otherwise, or that added less than is material on its page, proves
//     it only with another: StaticProof; so does one that left a place
//     its scripts looked up as the HTML had it, Sample.Open, as on
//     another page they may fill it). Nothing else decides
//     that a page with scripts is static: no list of names or markers.
//     The pages of a kind met while its render is in flight wait for
//     its verdict (their workers hand their places to spare ones), so they
//     are neither fetched twice nor kept unjudged, and the pages of other
//     kinds go on meanwhile.
//   - A kind kept on HTTP is re-checked (rendered and compared again) on
//     a small, bounded share of its later pages: after SampleEvery of
//     them, then after twice as many each time, up to 16 times; and on
//     its first page in a section it was not verified in (and on the
//     first page after its verdict, then from openGap pages on, for a
//     kind whose renders left open places or fetched data that names
//     none of their pages), while the host's budget (SampleFloor plus
//     SampleShare of its pages, renders to verify included, but not
//     those that showed the page needs the browser: those are the
//     pages' own) allows. A re-check that disagrees flips the
//     kind for the pages still to come; the pages already written under
//     the old verdict are counted (KindReport.Stale).
type Learner struct {
	cfg Config
	// keepStale: the pages a kind's flip made stale are kept (TakeStale),
	// for a sink that can replace what it wrote of them.
	keepStale bool
	stale     []frontier.Item

	mu    sync.Mutex
	hosts map[string]*hostLearn
	order []*kind // every kind, in the order they were met (the report's)
}

// evidence counts the verdicts of pages: the browser was needed, or the
// HTML was the page.
type evidence struct{ needs, static int }

func (e *evidence) add(needed bool) {
	if needed {
		e.needs++
	} else {
		e.static++
	}
}

// says is what the evidence teaches once it holds at least n verdicts
// that all agree: VerdictNeeded, VerdictNotNeeded, or VerdictNone.
func (e evidence) says(n int) Verdict {
	switch {
	case e.needs >= n && e.static == 0:
		return VerdictNeeded
	case e.static >= n && e.needs == 0:
		return VerdictNotNeeded
	}
	return VerdictNone
}

type hostLearn struct {
	pages    int // pages advised
	renders  int // pages rendered both ways to verify or re-check a kind, but those the render showed need it
	sections map[string]*groupLearn
	patterns map[string]*groupLearn
	kinds    map[Kind]*kind
}

// groupLearn is what was seen of a section or a URL pattern: the
// evidence that routes its pages to the browser before any fetch.
type groupLearn struct {
	pages int
	seen  evidence
	// due is the page count at which the next re-check is due, gap the
	// pages before it; each re-check doubles the gap to the next.
	due, gap int
}

// kind is what was learned of the pages of a host that run one set of
// scripts.
type kind struct {
	pages   int     // pages whose HTML came in
	verdict Verdict // VerdictNone until a render verified it
	// resolves is, for each shape of links without a target a render of
	// the kind gave one (Sample.Resolved), the largest share of them it
	// did: what a page kept on HTTP would gain, by the count its HTML
	// holds of each (Resolves).
	resolves map[string]float64
	// pending counts the renders in flight; told closes when one tells,
	// for the pages that wait for the first (nil when none waits).
	pending int
	told    chan struct{}
	// failed counts the renders to verify that told nothing (an error).
	failed int
	// statics weighs the renders that found nothing material added,
	// while the kind is unverified (StaticProof verifies it).
	statics int
	// due and gap schedule the re-checks, as groupLearn's do, in pages
	// judged by the kind's verdict (judged): the pages that waited for
	// the verdict count from when it came, so that a kind whose pages
	// all waited for it is re-checked too.
	due, gap, judged int
	// nextDue: the next page judged by the verdict is re-checked, and
	// not refused for the host's budget (checkNext).
	nextDue bool
	// verifying counts the renders to verify the kind under way: a
	// verdict reached while one is is held until it tells (what it
	// finds may call for the next page's re-check: checkNext).
	verifying int
	// open: a render of the kind left places its scripts looked up as
	// they were (Sample.Open): its pages are re-checked from openGap on.
	open bool
	// fill is what the first of its renders that showed words the HTML
	// never uses (Sample.Fresh) showed, for the next to be compared with
	// (fillDiffers); nil until one did. fillNamed: the data the kind's
	// renders fetched named that first page.
	fill      *Sample
	fillNamed bool
	// fetched is the first of its renders to fetch any data
	// (Sample.Fetched, Sample.Bare). perPage: its renders showed the
	// same words beyond their HTML while their scripts fetched other
	// data (fetchesDiffer): the words may come from each page's own
	// data and agree by chance. When that data held next to nothing on
	// both (bareOwn), the words are what the scripts show of a page
	// that has none, or a short line of its own ("No reviews yet" on two
	// products whose fellows list theirs, "In stock"), and another
	// page's data may say more: the kind needs the browser. Else it
	// needs PerPageProof to be kept on HTTP, and is re-checked from
	// openGap pages on; so is a kind whose renders showed nothing
	// beyond their HTML while each page's scripts fetched data of its
	// own that came back bare (a route's timetable, named by a hash of
	// its title, missing for both).
	fetched *Sample
	perPage bool
	// redrawn: a render of the kind drew part of the page again from
	// fetched data (Sample.Redrawn); it needs PerPageProof to be kept on
	// HTTP, and its pages are re-checked from openGap on.
	redrawn bool
	// empty: a render of the kind asked for data of its page's own (its
	// URL names the page: /api/comments/<slug>.json) and got next to
	// nothing or a refusal (Sample.Bare, ownData): what the scripts show
	// of a post without comments proves nothing of one with; it needs
	// PerPageProof to be kept on HTTP, and its pages are re-checked from
	// openGap on.
	empty bool
	// probes are the URLs of such data, each with the page's slug taken
	// out (probeTemplate): the URL the kind's script asks for a later
	// page's own data, which the crawler asks over HTTP for that page
	// (Probes) before it keeps the page's HTML. At most maxProbes.
	probes []string
	// dataUnshown: a render of the kind fetched data that held more than
	// next to nothing and showed nothing of it, and no name of its page
	// is in it (Sample.Unshown): which pages the data is for, nothing
	// tells (a member's card the script finds by the option its form
	// selects; rows of a binary file by a code in a style attribute). It
	// needs UnshownProof to be kept on HTTP, and its pages are
	// re-checked from openGap on.
	dataUnshown bool
	// unplaced: that data holds text for a reader that its renders did
	// not show, for pages it names in no way the crawler reads
	// (Sample.Unplaced), and no page of the kind has been named by its
	// data: which page the text is for, if any, only a render of each
	// page tells. Each page of the kind kept on HTTP is rendered and
	// compared (JudgeUnplaced) until one is named by that data
	// (unplacedNames, unplacedTold); budget or no budget, as a page kept
	// from its HTML wrongly is the worse mistake.
	unplaced      bool
	unplacedNames map[string]bool
	unplacedTold  bool
	// tied: a page of the kind that its renders' data names came in
	// while the kind was verified: its pages that the data names are
	// rendered as named from then on, not to verify it.
	tied bool
	// missed are the places its renders' scripts looked for and did not
	// find (Sample.Missed), at most maxMissed: a page of the kind that
	// has one moves to a kind of its own (Kind.Found).
	missed []string
	// read are the data attributes its renders' scripts read and found
	// (Sample.Read), at most maxMissed, and readVals the values
	// (digitsAsZero) its rendered pages gave each: a page's values are names of
	// the page (Ticket.Values), as a book page's script looks the book
	// up by its body[data-isbn] in a stock list; and a page that gives
	// one another value is of a kind of its own (foundLabel), as a site's
	// script runs the module its body[data-module] names.
	read     []string
	readVals map[string][]string
	// foundVals are the values of each data attribute of missed that
	// pages moved to kinds of their own by (foundLabel).
	foundVals map[string][]string
	// names are the names the data its renders' scripts fetched gives
	// (Sample.Names), and apart the keys of each data file's entries
	// (Sample.Keys), in lower case: a page of the kind
	// kept on HTTP that they name is rendered to compare (JudgeNamed), as
	// data that names pages may be shown on those alone (an alert for
	// the bin collection pages, fetched by every page of the council's
	// site). A file's names tell nothing (nameSource.off) when pages they
	// named showed nothing their HTML lacked, more of them than showed
	// more (a search index names every page and is shown on none:
	// namesProof of them, as one tells little, a route the data names
	// with no timetable of its own; see showedNothing and credit), or
	// when they were too many
	// (maxKindNames); each file's keys apart, so that a search index
	// turns the names off, not the keys of a file of entries keyed by a
	// code some pages carry (a reference page's directive, in its
	// microdata itemid). naming counts the renders of
	// named pages in flight, shown those that showed more than their
	// HTML.
	// namesCut: the data gave too many names (Sample.NamesCut), an
	// index of the site: neither names nor keys tell.
	names    map[string]*nameSource
	namesCut bool
	naming   int
	shown    int
	// common counts the pages whose renders to verify or re-check the
	// kind, or as named, showed nothing their HTML lacked, by each of
	// their codes (Ticket.Codes), at most maxCommon codes: those of
	// commonProof pages or more are the template's (a society's name in
	// every footer, a menu's labels), which name no page of the kind,
	// however the data writes them. One page is not enough: a page may
	// cite a sibling's code ("see also B.17"), which names the sibling.
	common map[string]int
	// sections the kind was verified or re-checked in.
	sections map[string]bool
	// kept counts the pages kept from their HTML on its verdict since
	// it was last decided; keptItems lists them (at most maxStale) when
	// the Learner keeps stale pages.
	kept      int
	keptItems []frontier.Item

	report KindReport
}

// KindReport is what a crawl learned of one kind of page: the pages of a
// host that run one set of scripts.
type KindReport struct {
	Host string `json:"host"`
	// Example is the first page of the kind that came in.
	Example string `json:"example"`
	// Slots is what tells the kind apart from others that run the same
	// scripts: the places its pages leave empty (Kind.Slots).
	Slots string `json:"slots,omitempty"`
	// Data: its pages carry prose in JSON data blocks or inline scripts
	// that their text never uses (Kind.Data).
	Data bool `json:"data,omitempty"`
	// Lang is its pages' <html lang> (Kind.Lang).
	Lang string `json:"lang,omitempty"`
	// Query names the keys of its pages' query (Kind.Query).
	Query string `json:"query,omitempty"`
	// Found names the places its pages hold that the scripts of the kind
	// they came from looked for in vain (Kind.Found).
	Found string `json:"found,omitempty"`
	// Open names the places a render of the kind found its scripts
	// after and left as the HTML had them (Sample.Open), when one did.
	Open string `json:"open_slots,omitempty"`
	// Fills is, when renders of two of its pages showed words their
	// HTML never uses that the other's render does not show (each
	// page's own price, date or count: fillDiffers), those words of
	// the two, "first | then"; the kind needs the browser for them.
	Fills string `json:"fills,omitempty"`
	// Fetched is, when two of its renders showed the same words while
	// their scripts fetched other data (kind.perPage), a URL each
	// fetched that the other did not, "first | then"; Bare, that the
	// data those two fetched and the other did not held next to nothing
	// (Sample.Bare): the kind needs the browser.
	Fetched string `json:"fetched,omitempty"`
	Bare    bool   `json:"fetched_bare,omitempty"`
	// Redrawn: a render of the kind drew part of its page again from
	// data its scripts fetched (Sample.Redrawn).
	Redrawn bool `json:"redrawn,omitempty"`
	// Empty: a render of the kind asked for data of its page's own and
	// got next to nothing or a refusal (kind.empty).
	Empty bool `json:"empty_data,omitempty"`
	// Unshown is, when a render of the kind showed nothing of data its
	// scripts fetched that names none of its pages (kind.dataUnshown), that
	// data's URL.
	Unshown string `json:"unshown_data,omitempty"`
	// Unplaced counts the pages of the kind kept on HTTP that were
	// rendered and compared because its data holds text no render
	// showed and names none of its pages (JudgeUnplaced); UnplacedShown,
	// those whose render showed more than their HTML.
	Unplaced      int `json:"unplaced,omitempty"`
	UnplacedShown int `json:"unplaced_shown,omitempty"`
	Pages         int `json:"pages"`
	// Verdict is "browser" (its renders add material), "http" (they do
	// not), or "unverified" (no render of it could be compared).
	Verdict string `json:"verdict"`
	// DecidedBy is the page whose render decided the verdict, and Words
	// and Links what that render added to its HTML (words of text, links
	// to other pages; negative when it took some away); NewWords counts
	// the words it showed that the HTML lacks (added, or in place of
	// the HTML's).
	DecidedBy string `json:"decided_by,omitempty"`
	Words     int    `json:"words_added"`
	NewWords  int    `json:"words_new"`
	Links     int    `json:"links_added"`
	// Resolves is, when a render of the kind gave links of its HTML
	// without a target theirs, how many of how many, and where: the
	// kind's pages whose HTML holds enough such links to be material
	// are rendered (reason kind-links), and Resolved counts them.
	Resolves string `json:"resolves,omitempty"`
	Resolved int    `json:"resolved,omitempty"`
	// Checked is, while the kind is unverified, the last page rendered
	// to verify it whose render proved too little on its own (see
	// StaticProof); Words, NewWords and Links are what that render added.
	Checked string `json:"checked,omitempty"`
	// Renders counts its pages rendered both ways (to verify, to
	// re-check, or named by its data); Flips the re-checks that changed
	// its verdict.
	Renders int `json:"renders"`
	// Failed counts its renders that failed (a crash, a hang, a
	// timeout): after MaxVerifyFailures of them, its pages keep their
	// HTML, unverified.
	Failed int `json:"renders_failed,omitempty"`
	// Named counts the pages of the kind kept on HTTP that the data its
	// scripts fetched names, rendered and compared (JudgeNamed);
	// NamedShown, those whose render showed more than their HTML.
	Named      int `json:"named,omitempty"`
	NamedShown int `json:"named_shown,omitempty"`
	// Probed counts the pages of the kind kept on HTTP whose own data,
	// asked over HTTP at the URL the kind's renders asked theirs at and
	// got nothing (Learner.Probes), held something: each was then
	// rendered and compared as a named page (and is among Named).
	Probed int `json:"probed,omitempty"`
	Flips  int `json:"flips"`
	// Stale counts the pages written from their HTML before a re-check
	// found that the kind needs the browser.
	Stale int `json:"stale"`
}

// StaticProof is the weight of renders of a kind, in a row, that must
// find nothing material added before the kind is verified static, while
// one that finds material sends it to the browser. A render whose page
// went quiet (no request in flight, nothing scheduled that could change
// it, no loading indicator on screen: render's quiet wait) and whose
// scripts added nothing at all weighs StaticProof on its own; one whose
// wait ended otherwise (its timeout, a load or selector wait) weighs 1,
// as a render cut short looks like a page whose scripts add nothing; so
// does one that added words or links below what is material on its own
// page, as on a smaller page of the kind they may well be material. A
// page kept from its HTML wrongly is the worse mistake. Re-checks sample the kind's later pages either way.
// One render of a kind is in flight at a time: its other pages wait.
const StaticProof = 2

// PerPageProof is StaticProof for a kind whose pages' scripts fetch data
// of their own and showed the same words beyond their HTML
// (kind.perPage), or drew part of the page again from data they fetched
// (Sample.Redrawn): renders that agree by the chance of their data (each
// product without reviews, two pages that show the first page of a list)
// prove less, and each weighs 1.
const PerPageProof = 4

// UnshownProof is StaticProof for a kind whose renders showed nothing of
// data their scripts fetched that names none of their pages
// (kind.dataUnshown): the data may be for later pages of the kind, and
// each render weighs 1. Two pages of a template without an entry in the
// data are common, three at the head of a kind seldom; and a site's
// search index, which every page fetches for its search box and none
// shows, costs a kind one render more than it would, not two.
const UnshownProof = 3

// maxStale bounds the stale pages a kind keeps for a sink that can
// replace them.
const maxStale = 10000

// MaxVerifyFailures is how many renders to verify a kind may fail before
// its pages stop waiting for one and keep their HTML, unverified.
const MaxVerifyFailures = 3

// maxGapFactor bounds how far re-checks back off.
const maxGapFactor = 16

// openGap is the first gap, in pages, of the re-checks of a kind whose
// render left open places (Sample.Open), in place of
// Config.SampleEvery: its scripts were after a place they left as it
// was, and may fill it on the next pages (a post's comments, where the
// first post has none). It doubles after each re-check that confirms, as
// SampleEvery does, and the host's budget of renders bounds it the same.
const openGap = 4

// sectionWarmup: a section needs this many times a pattern's warm-up of
// agreeing pages before it is trusted, as it holds pages of many kinds.
const sectionWarmup = 3

// New returns a Learner that learns by cfg; keepStale keeps the pages a
// kind's flip made stale, for a sink that can replace them (TakeStale).
func New(cfg Config, keepStale bool) *Learner {
	return &Learner{cfg: cfg, keepStale: keepStale, hosts: make(map[string]*hostLearn)}
}

// Route is what the Learner advises for a page before it is fetched.
type Route int

const (
	// RouteHTTP: fetch over HTTP and let the page's signals and its
	// kind decide.
	RouteHTTP Route = iota
	// RouteBrowser: the page's section or pattern is known to need the
	// browser; skip HTTP.
	RouteBrowser
	// RouteRecheck: a section learned to need the browser, due for a
	// re-check over HTTP.
	RouteRecheck
)

// Ticket is what the Learner handed out for one page: it comes back with
// the page's verdict (Tell).
type Ticket struct {
	// namedBy are the data files whose names named the page
	// (JudgeNamed); odd, that it was named by its entry's shape alone
	// (kind.oddEntry), oddVals by its values.
	namedBy                []*nameSource
	odd, oddVals           bool
	host, section, pattern string
	route                  Route
	// kind is the page's kind once its HTML is in (Judge); sample says
	// the page is being rendered both ways to verify or re-check it.
	kind   *kind
	sample bool
	item   frontier.Item
	// named: the page is rendered because its kind's data names it
	// (JudgeNamed), or may be the one its text is for (JudgeUnplaced,
	// with unplaced); verify: to verify its kind (JudgeVerify).
	named, unplaced, verify bool
	// has tells whether the page's HTML holds a place (#id, .class, or
	// another selector);
	// moved says the page left its first kind for one of the places its
	// fellows' scripts missed (kind.missed).
	has   func(place string) bool
	moved bool
	// values gives the values the page's HTML holds of data attributes
	// (Values); vals are those of its kind's read, once asked (valued).
	values func(read []string) []string
	vals   []string
	valued bool
	// codes gives the codes of the page's text (Codes); codeList is
	// what it gave, once asked.
	codes    func() []string
	codeList []string
}

// Places lets the Learner ask whether the page's HTML holds a place,
// #id, .class or another selector (time[datetime]): a kind's renders may
// show its scripts looking for places their pages lack (Sample.Missed),
// and a page that has one is not like them. The Learner asks at most
// once, and lets has go then.
func (t *Ticket) Places(has func(place string) bool) { t.has = has }

// Values lets the Learner ask for the values the page's HTML holds of
// data attributes of places, as body[data-isbn]: a kind's renders may
// show its scripts reading them (Sample.Read), and each value is the
// names of the page (separated by a space: a value may list several)
// that the data its kind's scripts fetched may give (JudgeNamed). The
// Learner asks at most once, and lets values go then.
func (t *Ticket) Values(values func(read []string) []string) { t.values = values }

// Codes lets the Learner ask for the codes the page's text shows (a
// staff number, KG-2291; an order code), in lower case: names of the
// page, as the value of a data attribute is, that the data its kind's
// scripts fetched may give (JudgeNamed), as a profile's script looks its
// staff number up in a TOML file. The Learner asks at most once, only
// when the page's kind has such names.
func (t *Ticket) Codes(codes func() []string) { t.codes = codes }

// codesOf is the codes of the page's text (Codes), asked for once, each
// once (the ways that find a code overlap).
func (t *Ticket) codesOf() []string {
	if t.codes != nil {
		t.codeList, t.codes = distinct(t.codes()), nil
	}
	return t.codeList
}

// hasNames reports whether t's kind has names its pages' codes are
// looked up in.
func (l *Learner) hasNames(t *Ticket) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	return t.kind != nil && len(t.kind.names) > 0 && !t.kind.namesCut
}

// distinct is codes sorted, each once.
func distinct(codes []string) []string {
	slices.Sort(codes)
	return slices.Compact(codes)
}

// Route is what the Learner advised for the page.
func (t Ticket) Route() Route { return t.route }

// Verdict is what a page taught.
type Verdict int

const (
	VerdictNone      Verdict = iota // nothing: an error, not HTML, a forced mode
	VerdictNeeded                   // the browser was needed
	VerdictNotNeeded                // the HTML was the page
	// VerdictNotNeededHere: the HTML was the page, but its scripts built
	// navigation it happened to hold already (crawl's builtNavigation): the page
	// is kept from its HTML, and its kind is decided as by any render
	// that added nothing material (StaticProof).
	VerdictNotNeededHere
)

// Advise returns the route of a page and counts it.
func (l *Learner) Advise(host, section, pattern string, it frontier.Item) Ticket {
	l.mu.Lock()
	defer l.mu.Unlock()
	h := l.host(host)
	s, p := h.group(h.sections, section), h.group(h.patterns, pattern)
	h.pages++
	s.pages++
	p.pages++
	t := Ticket{host: host, section: section, pattern: pattern, item: it}
	g, v := p, p.seen.says(l.cfg.Warmup)
	if v == VerdictNone {
		g, v = s, s.seen.says(sectionWarmup*l.cfg.Warmup)
	}
	if v == VerdictNeeded {
		t.route = RouteBrowser
		if recheck(&g.due, &g.gap, g.pages, l.cfg.SampleEvery) {
			t.route = RouteRecheck
		}
	}
	return t
}

// Judgement is what the Learner says of a page that runs scripts, once
// its HTML is in.
type Judgement int

const (
	JudgeWait       Judgement = iota // wait for the render in flight of its kind, then ask again
	JudgeVerify                      // render it both ways: the first of its kind
	JudgeRecheck                     // render it both ways: a re-check of its kind
	JudgeBrowser                     // its kind needs the browser
	JudgeHTTP                        // its kind was verified static
	JudgeUnverified                  // no render of its kind could be compared
	// JudgeNamed: render it both ways: its kind was verified static, and
	// the data its kind's scripts fetched names it (kind.names).
	JudgeNamed
	// JudgeUnplaced: render it both ways: its kind was verified static,
	// and the data its kind's scripts fetched holds text for a reader
	// that no render of the kind showed, which names none of its pages
	// (kind.unplaced): this page may be the one it is for.
	JudgeUnplaced
)

// Kind names a kind of page of a host: what its HTML runs and the places
// it leaves empty for them.
type Kind struct {
	// Scripts is the page's fetch.Signals.ScriptSet.
	Scripts uint64
	// Slots is its fetch.Signals.Slots: pages of one template that leave
	// different places empty may differ in what their scripts build, as
	// when one script fills a list that only some pages have.
	Slots string
	// Data: the page carries prose in its JSON data blocks or inline
	// scripts that its text never uses (fetch.Signals.DataWords): pages
	// of one template
	// with data a script may show and pages without are told apart, as
	// a branch's events, where the first branches have none.
	Data bool
	// Lang is the page's <html lang>, in lower case: the pages of one
	// template in two languages may differ in what their scripts do, as
	// a script that puts the Spanish words in place of the English ones
	// the HTML holds does nothing on the English pages.
	Lang string
	// Query is the keys of the page's query, sorted, comma-separated: a
	// page's scripts may read its query (search.html?q=allotment runs the
	// search that search.html does not), and a page without one, or with
	// other keys, proves nothing of it.
	Query string
	// Found names the places the scripts of the page's first kind looked
	// for in its renders and did not find, that this page's HTML holds
	// (kind.missed), comma-separated: a site-wide script that fills
	// #products where a page has one did nothing on the journal's pages
	// that verified the kind, and the shop's pages are of another.
	Found string
}

// Judge says what to do with a page of kind key, and counts it in its
// kind (once, however often it asks). A page may wait (JudgeWait, with
// the channel that closes when it may ask again) unless mayWait is false:
// then it verifies its kind itself.
func (l *Learner) Judge(t *Ticket, key Kind, mayWait bool) (Judgement, <-chan struct{}) {
	l.mu.Lock()
	defer l.mu.Unlock()
	h := l.host(t.host)
	k := t.kind
	if k == nil {
		k = h.kind(l, t.host, key, t.item.URL)
		k.pages++
		k.report.Pages++
		t.kind = k
	}
	if missed := l.missedBy(k, t); len(missed) > 0 {
		// Whether the page has a place its kind's scripts looked for in
		// vain is read from its HTML without the lock; the page is then
		// of a kind of its own.
		t.moved = true
		l.mu.Unlock()
		places := foundIn(t.has, missed)
		vals := make([]string, len(places))
		for i, p := range places {
			if v := t.valuesOf([]string{p}); len(v) > 0 {
				vals[i] = v[0]
			}
		}
		t.has = nil // and the page's parsed markup with it
		l.mu.Lock()
		if found := k.foundLabel(places, vals); found != "" && t.kind == k {
			k.pages--
			k.report.Pages--
			key.Found = found
			k = h.kind(l, t.host, key, t.item.URL)
			k.pages++
			k.report.Pages++
			t.kind = k
		}
	}
	if read := l.readBy(k, t); len(read) > 0 {
		// The values are read from the page's HTML without the lock.
		values := t.values
		t.values, t.valued = nil, true
		l.mu.Unlock()
		vals := values(read)
		l.mu.Lock()
		t.vals = append(t.vals, attrValues(read, vals)...)
		if t.kind == k {
			// A value the kind's renders did not see makes the page of a
			// kind of its own, as a place they missed does (and after
			// it, when the page moved for one).
			var places, other []string
			for i, p := range read {
				if v := shapeOf(p, vals[i]); v != "" && !slices.Contains(k.readVals[p], v) {
					places, other = append(places, p), append(other, vals[i])
				}
			}
			var found []string
			if k.report.Found != "" {
				found = append(found, k.report.Found)
			}
			for _, lab := range k.valueLabels(places, other) {
				if lab != "" {
					found = append(found, lab)
				}
			}
			if len(found) > 0 && strings.Join(found, ", ") != k.report.Found {
				t.moved = true
				k.pages--
				k.report.Pages--
				key.Found = strings.Join(found, ", ")
				k = h.kind(l, t.host, key, t.item.URL)
				k.pages++
				k.report.Pages++
				t.kind = k
			}
		}
	}
	if t.codes != nil && k.verdict != VerdictNeeded && len(k.names) > 0 && !k.namesCut {
		// The codes (Codes) are read from the page's HTML without the
		// lock, once its kind has names to look them up in.
		codes := t.codes
		t.codes = nil
		l.mu.Unlock()
		list := codes()
		l.mu.Lock()
		t.codeList = distinct(list)
	}
	switch k.verdict {
	case VerdictNeeded:
		return JudgeBrowser, nil
	case VerdictNotNeeded:
		if k.verifying > 0 && mayWait {
			// Verified while a render to verify is under way: what it
			// finds may ask for this page's re-check.
			return JudgeWait, k.toldChan()
		}
		k.judged++
		if by := k.namedBy(t, true); len(by) > 0 {
			if k.shown == 0 && k.naming > 0 && mayWait {
				// Until a named page showed more, the first one's render
				// tells whether the names say anything.
				k.judged--
				return JudgeWait, k.toldChan()
			}
			t.namedBy = by
			l.startNamed(h, t)
			return JudgeNamed, nil
		}
		if src, ok := k.oddEntry(t); ok && k.failed < MaxVerifyFailures {
			if (t.oddVals && src.valShown == 0 || !t.oddVals && src.oddShown == 0) && k.naming > 0 && mayWait {
				// As for a named page: until one showed more, the
				// first one's render tells whether the shapes say
				// anything.
				k.judged--
				return JudgeWait, k.toldChan()
			}
			t.namedBy, t.odd = []*nameSource{src}, true
			l.startNamed(h, t)
			return JudgeNamed, nil
		}
		if k.unplaced && !k.unplacedTold && k.failed < MaxVerifyFailures {
			t.unplaced = true
			l.startNamed(h, t)
			return JudgeUnplaced, nil
		}
		if due, verifies := l.dueRecheck(h, k, t.section); due {
			l.startSample(h, t)
			if verifies {
				// Part of verifying the kind: its next pages wait for
				// it, as for a render to verify.
				t.verify = true
				k.verifying++
			}
			return JudgeRecheck, nil
		}
		k.kept++
		if l.keepStale && len(k.keptItems) < maxStale {
			k.keptItems = append(k.keptItems, t.item)
		}
		return JudgeHTTP, nil
	}
	if by := k.namedBy(t, false); (k.dataUnshown || k.tied) && k.failed < MaxVerifyFailures && len(by) > 0 {
		// A page the data of the kind's renders names, while the kind
		// is still verified (its renders showed nothing of that data:
		// kind.dataUnshown), is judged by the names, as on a kind kept
		// on HTTP: what it shows of its own entry says nothing of the
		// pages the data does not name; nor that the data names every
		// page it is for (one date of a calendar names a programme, the
		// others' year does not): the kind still needs UnshownProof.
		if k.shown == 0 && k.naming > 0 && mayWait {
			return JudgeWait, k.toldChan()
		}
		k.tied = true
		t.namedBy = by
		l.startNamed(h, t)
		return JudgeNamed, nil
	}
	switch {
	case k.failed >= MaxVerifyFailures:
		return JudgeUnverified, nil
	case k.pending >= verifyAtOnce(k.failed) && mayWait:
		return JudgeWait, k.toldChan()
	}
	l.startSample(h, t)
	return JudgeVerify, nil
}

// verifyAtOnce is how many renders may verify a kind at once, once
// failed of them failed: one while none has, then the tries left, all
// at once. A render that fails most often hung (the page's scripts kept
// its tab busy until the page timeout): tried one after another, a kind
// whose pages all hang held its pages for three page timeouts, at once
// for two.
func verifyAtOnce(failed int) int {
	if failed == 0 {
		return 1
	}
	return max(1, MaxVerifyFailures-failed)
}

// ownFilled reports whether a render of the page at raw fetched a file
// of its own (its URL holds the page's slug: probeTemplate) that held
// more than next to nothing (not in s.Bare): what it showed may be that
// file's alone, as a keyed entry's, which the pages whose file is
// missing lack (a catalogue record's conservation note).
func ownFilled(raw string, s *Sample) bool {
	for _, d := range s.Fetched {
		if _, ok := probeTemplate(raw, d); ok && !slices.Contains(s.Bare, d) {
			return true
		}
	}
	return false
}

// Resolve reports whether t's page, judged to keep its HTML (JudgeHTTP),
// is to be rendered instead for the links its kind's scripts would give
// its anchors without a target: material is asked, without the lock,
// with the share of each shape of them that the kind's renders gave one
// (Sample.Resolved), when they gave any; a kind whose verdict changed
// meanwhile keeps the page as it was judged.
func (l *Learner) Resolve(t *Ticket, material func(shares map[string]float64) bool) bool {
	l.mu.Lock()
	k := t.kind
	if k == nil || k.verdict != VerdictNotNeeded || len(k.resolves) == 0 {
		l.mu.Unlock()
		return false
	}
	shares := maps.Clone(k.resolves)
	l.mu.Unlock()
	if !material(shares) {
		return false
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if k.verdict != VerdictNotNeeded || k.kept <= 0 {
		return false
	}
	k.unkeep(t)
	k.report.Resolved++
	return true
}

// unkeep takes t's page, judged to keep its HTML, out of those kept
// under k's verdict. The caller holds l.mu.
func (k *kind) unkeep(t *Ticket) {
	k.kept--
	for i := len(k.keptItems) - 1; i >= 0; i-- {
		if k.keptItems[i].URL == t.item.URL {
			k.keptItems = slices.Delete(k.keptItems, i, i+1)
			break
		}
	}
}

// Probes is the URLs of the page's own data that t's kind's scripts
// would ask for (kind.probes, with the page's slug in place), for a page
// judged to keep its HTML (JudgeHTTP): the kind's renders asked for
// theirs and got nothing, and a page whose own data holds something may
// show it. Nil when the kind has none. The crawler asks for them over
// HTTP; when one holds something, Probed.
func (l *Learner) Probes(t *Ticket) []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	k := t.kind
	if k == nil || k.verdict != VerdictNotNeeded || len(k.probes) == 0 {
		return nil
	}
	var out []string
	for _, tpl := range k.probes {
		if u := probeURL(tpl, t.item.URL); u != "" && !slices.Contains(out, u) {
			out = append(out, u)
		}
	}
	return out
}

// Probed turns t, a page judged to keep its HTML whose own data
// (Probes) held something, into a page named by its data (JudgeNamed):
// it is rendered and compared, told as named pages are, and not kept
// under its kind's verdict.
func (l *Learner) Probed(t *Ticket) {
	l.mu.Lock()
	defer l.mu.Unlock()
	k := t.kind
	if k == nil {
		return
	}
	k.unkeep(t)
	k.report.Probed++
	t.namedBy = nil
	l.startNamed(l.host(t.host), t)
}

// toldChan is the channel that closes when a render of k in flight
// tells (tell). The caller holds l.mu.
func (k *kind) toldChan() <-chan struct{} {
	if k.told == nil {
		k.told = make(chan struct{})
	}
	return k.told
}

// tell wakes the pages waiting for a render of k (toldChan): they ask
// again. The caller holds l.mu.
func (k *kind) tell() {
	if k.told != nil {
		close(k.told)
		k.told = nil
	}
}

// missedBy is, when kind k was verified static and its renders' scripts
// looked for places their pages lacked (kind.missed), a copy of those
// places, for t's page to be asked about once; else nil. The caller
// holds l.mu.
func (l *Learner) missedBy(k *kind, t *Ticket) []string {
	if t.moved || t.has == nil || k.verdict != VerdictNotNeeded || len(k.missed) == 0 {
		return nil
	}
	return slices.Clone(k.missed)
}

// readBy is, when kind k was verified static and its renders' scripts
// read data attributes (kind.read), a copy of those, for t's page to be
// asked its values of once; else nil. The caller holds l.mu.
func (l *Learner) readBy(k *kind, t *Ticket) []string {
	if t.valued || t.values == nil || k.verdict != VerdictNotNeeded || len(k.read) == 0 {
		return nil
	}
	return slices.Clone(k.read)
}

// foundIn is the places of missed that has says a page holds.
func foundIn(has func(place string) bool, missed []string) []string {
	var found []string
	for _, p := range missed {
		if has(p) {
			found = append(found, p)
		}
	}
	return found
}

// valuesOf is the values the page's HTML gives the data attributes of
// read (Values), or none when it was not asked or was asked already.
func (t *Ticket) valuesOf(read []string) []string {
	if t.values == nil || t.valued {
		return nil
	}
	return t.values(read)
}

// foundLabel is Kind.Found of a page of k that holds places, which k's
// scripts looked for in vain, comma-separated: each place, or its label
// with the value the page gives it (valueLabels). The caller holds l.mu.
func (k *kind) foundLabel(places, vals []string) string {
	out := k.valueLabels(places, vals)
	for i, p := range places {
		if out[i] == "" {
			out[i] = p
		}
	}
	return strings.Join(out, ", ")
}

// valueLabels labels each data attribute of places (body[data-module])
// with the value a page gives it (vals, in order), its digits as 0
// (digitsAsZero), as
// body[data-module=events], for the first maxFoundValues values k met
// (kind.foundVals), and with * for any other (body[data-module=*]: an
// attribute of more values is an id as much as a module, and its pages
// share one kind apart); "" for a place that is no data attribute or a
// value the page does not give. A site-wide script that runs the module
// a page's body names runs another on each value, and an id's digits
// (data-isbn) name no module. The caller holds l.mu.
func (k *kind) valueLabels(places, vals []string) []string {
	out := make([]string, len(places))
	for i, p := range places {
		v := shapeOf(p, vals[i])
		if v == "" || !strings.HasSuffix(p, "]") && !isText(p) || strings.ContainsAny(v, "]\"'") {
			continue
		}
		if k.foundVals == nil {
			k.foundVals = make(map[string][]string)
		}
		seen := k.foundVals[p]
		if !slices.Contains(seen, v) {
			if len(seen) >= maxFoundValues {
				v = "*" // the values past those share a kind
			} else {
				k.foundVals[p] = append(seen, v)
			}
		}
		if isText(p) {
			out[i] = p + "=" + strconv.Quote(v)
		} else {
			out[i] = p[:len(p)-1] + "=" + v + "]"
		}
	}
	return out
}

// textSuffix marks a place of Sample.Read that is the text of the first
// element of a plain selector, not a data attribute (TextOf).
const textSuffix = "::text"

// TextOf names the text of the first element of the plain selector sel
// as a place of Sample.Read: the elements whose text a kind's scripts
// wrote again as it was (render.Page.Rewrote), whose text on another page
// of the kind, in another shape (textShape), may come out otherwise, as
// a script that writes each time[datetime] out in long form changes
// the page whose dates are ISO dates and not the one whose dates are
// long already.
func TextOf(sel string) string { return sel + textSuffix }

// TextSelector is the selector of a place named by TextOf, and whether
// it is one.
func TextSelector(place string) (string, bool) {
	return strings.CutSuffix(place, textSuffix)
}

// TextValue is the value of a place named by TextOf on a page: its
// text, marked when it holds the value of one of the element's own
// attributes as it is (raw): a formatter that writes the element's
// data-hours out in days left "2 days" on the pages that verified the
// kind, and a page that shows "168 hours", its data-hours as it is, is
// not like them.
func TextValue(text string, raw bool) string {
	if raw {
		return text + rawMark
	}
	return text
}

// rawMark ends a TextValue whose text holds an attribute's value as it
// is.
const rawMark = "\x00raw"

// isText reports whether a place of Sample.Read is a text (TextOf).
func isText(place string) bool { return strings.HasSuffix(place, textSuffix) }

// shapeOf is what of the value v of the place p of Sample.Read tells
// pages of a kind apart: its shape (textShape) for a text, else "#" for
// a token (tokenLike), else its digits as 0 (digitsAsZero).
func shapeOf(p, v string) string {
	if isText(p) {
		return textShape(v)
	}
	if tokenLike(v) {
		return "#"
	}
	return digitsAsZero(v)
}

// tokenLike reports whether v, a value a kind's scripts read, is a
// token or a hash rather than a name a script may run a module by: at
// least 16 characters of base64 (or hex, or a UUID's), with at least 3
// runs of digits among its letters, or a word of 16 letters and digits
// or more, with a digit, that no hyphen or underscore parts, as the
// session token of a meta[name="csrf-token"] a site-wide script reads
// on every page, which differs on each and names no other behaviour.
func tokenLike(v string) bool {
	if len(v) < 16 {
		return false
	}
	runs, digit := 0, false
	word, wordDigit, long := 0, false, false
	for i := 0; i < len(v); i++ {
		c := v[i]
		d := c >= '0' && c <= '9'
		l := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
		if !d && !l && c != '+' && c != '/' && c != '=' && c != '-' && c != '_' {
			return false
		}
		if d && !digit {
			runs++
		}
		digit = d
		if d || l {
			word++
			wordDigit = wordDigit || d
			long = long || word >= 16 && wordDigit
		} else {
			word, wordDigit = 0, false
		}
	}
	return runs >= 3 || long
}

// attrValues is the names of vals, in order with read, of the data
// attributes among read: the names a page goes by (Ticket.Values), those
// of one value separated by a space; a text is none.
func attrValues(read, vals []string) []string {
	var out []string
	for i, v := range vals {
		if v != "" && i < len(read) && !isText(read[i]) {
			out = append(out, strings.Fields(v)...)
		}
	}
	return out
}

// textShape is the shape of a text (TextValue): each run of letters as
// a, each run of spaces as one, each run of up to three digits as 0 and
// a longer one as 0000, anything else as it is, and " raw" after it when
// it holds an attribute's value as it is; a text of no digit is "a",
// whatever its words. A formatter that writes a date out in long form
// leaves "10 February 2025" and "9 March 2024" as they were (0 a 0000)
// and not "2024-11-19" (0000-0-0); one that groups thousands leaves 12
// (0) and not 1234 (0000); one that writes numbers in words leaves
// "forty-one" (a) and not its data-n's "72" (0 raw). The words of a text
// without digits tell nothing: a highlighter or a linker wraps a
// different name on each page (Django's documentation links its
// template tags in its code).
func textShape(s string) string {
	s, raw := strings.CutSuffix(s, rawMark)
	shape := digitShape(s)
	if shape != "" && !strings.Contains(shape, "0") {
		shape = "a"
	}
	if raw {
		shape += " raw"
	}
	return shape
}

// digitShape is textShape's shape of s, words and digits alike.
func digitShape(s string) string {
	var b strings.Builder
	var run byte // the class of the run being read: 'a', ' ', '0'
	digits := 0
	end := func() {
		if run == '0' {
			if digits > 3 {
				b.WriteString("0000")
			} else {
				b.WriteByte('0')
			}
		}
		run, digits = 0, 0
	}
	for _, r := range s {
		switch {
		case unicode.IsLetter(r):
			if run != 'a' {
				end()
				b.WriteByte('a')
				run = 'a'
			}
		case unicode.IsSpace(r):
			if run != ' ' {
				end()
				b.WriteByte(' ')
				run = ' '
			}
		case r >= '0' && r <= '9':
			if run != '0' {
				end()
				run = '0'
			}
			digits++
		default:
			end()
			b.WriteRune(r)
		}
	}
	end()
	return strings.TrimSpace(b.String())
}

// digitsAsZero is s with each run of digits as one 0: ids of any length
// are one value. A value of dots and slashes alone is a relative path to
// the site's root (Sphinx's data-url_root, "../../"), which differs by
// the page's depth and chooses nothing: all are "/".
func digitsAsZero(s string) string {
	if s != "" && strings.Trim(s, "./") == "" {
		return "/"
	}
	var b strings.Builder
	digit := false
	for _, r := range s {
		d := r >= '0' && r <= '9'
		if !d {
			b.WriteRune(r)
		} else if !digit {
			b.WriteByte('0')
		}
		digit = d
	}
	return b.String()
}

// maxFoundValues bounds the values of a data attribute its kind's scripts
// read that make kinds of their own (valueLabels): the pages of other
// values share one.
const maxFoundValues = 4

// maxMissed bounds the places a kind notes its scripts missed (render
// notes at most 16 selectors, then 16 data attributes, a page), and the
// data attributes it notes they read.
const maxMissed = 32

// startSample counts the render of t's page to verify or re-check its
// kind. The caller holds l.mu.
func (l *Learner) startSample(h *hostLearn, t *Ticket) {
	t.sample = true
	if t.kind.verdict == VerdictNone {
		t.verify = true
		t.kind.verifying++
	}
	t.kind.pending++
	t.kind.sections[t.section] = true
	t.kind.report.Renders++
	h.renders++
}

// startNamed counts the render of t's page that its kind's data names
// (JudgeNamed), or whose text may be for it (JudgeUnplaced, t.unplaced):
// a re-check for the host's budget, though never refused for it. The
// caller holds l.mu.
func (l *Learner) startNamed(h *hostLearn, t *Ticket) {
	t.sample, t.named = true, true
	t.kind.naming++
	t.kind.report.Renders++
	if t.unplaced {
		t.kind.report.Unplaced++
	} else {
		t.kind.report.Named++
	}
	h.renders++
}

// dueRecheck reports whether the page of kind k in section just counted
// is to be re-checked: the kind's schedule says so, or the page is its
// first in a section it was not verified in; either only while the
// host's budget of renders allows, and one at a time. The page after a
// verdict from renders that each spoke for their own page (checkNext)
// is re-checked whatever the budget, as part of verifying the kind
// (verifies): the kind's next pages wait for it. The caller holds
// l.mu.
func (l *Learner) dueRecheck(h *hostLearn, k *kind, section string) (due, verifies bool) {
	if k.pending > 0 || k.naming > 0 {
		return false, false
	}
	unit := l.cfg.SampleEvery
	if k.open || k.perPage || k.redrawn || k.empty || k.dataUnshown {
		unit = min(unit, openGap)
	}
	if k.nextDue {
		// The page after a verdict from renders that each spoke for
		// their own page only: part of verifying the kind, which the
		// budget never refuses (a site of twenty-five pages spends its
		// budget verifying its kinds, and a section whose first three
		// pages have no entry has three more).
		k.nextDue = false
		recheck(&k.due, &k.gap, k.judged, unit)
		return true, true
	}
	if h.renders >= l.cfg.SampleFloor+int(l.cfg.SampleShare*float64(h.pages)) {
		return false, false
	}
	return !k.sections[section] || recheck(&k.due, &k.gap, k.judged, unit), false
}

// checkNext has the next page judged by k's verdict re-checked, then
// pages from openGap on: k's verdict came, or is kept, from renders that
// each spoke for their own page only (their scripts left their places
// empty, or fetched data that names none of them), and the pages after
// them may be those with something. The caller holds l.mu.
func (k *kind) checkNext() {
	k.nextDue = true
	k.gap, k.due = openGap/2, k.judged+1
}

// recheck reports whether the page just counted (the pages-th of its
// group or kind) is due for a re-check, and if so schedules the next
// one: the gap starts at unit pages (Config.SampleEvery, or openGap) and
// doubles after each re-check, up to maxGapFactor times. The caller
// holds l.mu.
func recheck(due, gap *int, pages, unit int) bool {
	if *gap == 0 {
		*gap, *due = unit, pages+unit
	}
	if pages < *due {
		return false
	}
	*gap = min(2**gap, maxGapFactor*unit)
	*due = pages + *gap
	return true
}

// Sample is what a render compared with the HTML found: the verdict and
// what it added.
type Sample struct {
	Verdict      Verdict
	Words, Links int
	// Resolved gives, for each shape of the HTML's links without a
	// target (an <a> whose href is javascript:void(0), "#" or none, known
	// by the names of its other attributes and its class: crawl's
	// anchors) that the render gave some of a target, the share of them
	// it did: a script that turns references into links does so on every
	// page of the kind, by as many as each page holds (Learner.Resolves).
	Resolved map[string]float64
	// NewWords counts the words the render showed that the HTML lacks.
	NewWords int
	// Clear: the render's page went quiet (render.SettledQuiet), so what
	// it found is the whole of what its scripts do on their own, and they
	// added nothing at all (see crawl's compared).
	Clear bool
	// Open names the places the HTML leaves empty (Kind.Slots) that the
	// page's scripts looked up and left as they were: on this page they
	// had nothing to put there, on another page of the kind they may. A
	// sample with open places is not Clear, and its kind, kept on HTTP,
	// is re-checked from openGap pages on.
	Open string
	// Fresh lists the distinct words the render showed that the HTML
	// never uses, when they were too few to be material on their own
	// (a price and a stock line put into empty places, "Quick search"
	// over a search box that a script shows); Shown holds every word the
	// render showed, in lower case. A sample with fresh words is not
	// Clear: the next page of its kind tells whether its scripts show
	// the same words on every page or each page's own (fillDiffers).
	Fresh []string
	Shown map[string]bool
	// Fetched are the URLs of the data the page's scripts fetched
	// (render.Page.Fetched): pages of one kind whose scripts fetch
	// different data fill themselves each from its own. Bare are those
	// of them whose body held next to nothing ([], {}, an empty list in
	// a wrapper) or a short line.
	Fetched, Bare []string
	// Missed are the places (#id, .class, or another selector such as
	// time[datetime]) the page's scripts looked for and did not find
	// (render.Page.Missed).
	Missed []string
	// Own are the values of the data attributes of the page's HTML, of
	// at least three characters (crawl's dataValues), when its scripts
	// fetched data that came back bare (Bare): a URL of such data that
	// holds one (data/classes/<data-code>.json) is the page's own.
	Own []string
	// Read are the data attributes the page's scripts read and found
	// (render.Page.Read, as body[data-isbn]), and Values their values in
	// its HTML, in order, in lower case ("" for none): names of the page
	// that the data its scripts fetched may give (separated by a space,
	// as Ticket.Values), and what a page of
	// the kind must give them to be like it (Ticket.Values). Read also
	// names the texts of the elements its scripts wrote again as they
	// were (TextOf), and Values gives those texts as the HTML has them:
	// a page of the kind must give them in the same shape (textShape)
	// to be like it; they are no names.
	Read, Values []string
	// Names are the names the data the page's scripts fetched gives
	// (crawl's dataNames: the keys, one-word strings and whole numbers
	// of its JSON), when it held more than next to nothing; NamesCut,
	// that it gave too many to list (an index of the site).
	Names    []string
	NamesCut bool
	// Shapes gives, for each name some entries of the data give (not
	// all of a file's), the shape of those entries: their file and the
	// fields they fill (crawl's entryShapes), after GroupShape when
	// more than one entry gives the name. A page whose entry is of a
	// shape the entries of pages that showed nothing were not of may
	// show what its scripts make of the fields it fills
	// (kind.oddEntry): a programme's talk that was moved, with a
	// COMMENT the others lack; a packing sheet's week, one of whose
	// rows has a note of what was changed.
	Shapes map[string]string
	// Keys are the keys of each data file's entries (crawl's dataKeys),
	// by the file's URL: each file's tell apart from Names and from one
	// another (kind.names).
	Keys map[string][]string
	// Redrawn: the page's scripts fetched data and took text out of the
	// page, drawing part of it again; what they drew here was what the
	// HTML held, on another page of the kind it may not be (a list the
	// server draws for the first page whatever the query). A redrawn
	// sample is not Clear; its kind needs PerPageProof to be kept on
	// HTTP, and is re-checked from openGap pages on.
	Redrawn bool
	// Unshown is the URL of the first data the page's scripts fetched
	// that held more than next to nothing (not Bare), nor was an index of
	// the site (NamesCut), when the render showed nothing the HTML lacks:
	// data for other pages than this one, or for none.
	Unshown string
	// Unplaced: data the page's scripts fetched holds text a person reads
	// (a run of words of a sentence's length) that the render does not
	// show, for pages it names in no way the crawler reads (crawl's
	// unplacedText: a debrief keyed by a hash of the page's path, an
	// appeal by the page's place in a list): kind.unplaced.
	Unplaced bool
	// UnplacedNames are the names (dataNames') of the entries of the
	// file whose text is unplaced (crawl's entryNames): whether that file names the page, or which pages it
	// does, not whether another file the scripts fetched does (a map's
	// layer of every lock's page beside the works notices it shows by
	// their distance).
	UnplacedNames []string
}

// fillDiffers reports whether two renders of a kind's pages that showed
// words their HTML never uses (Sample.Fresh; one of the two may show
// none) show each its own: a word fresh on one page that the other's
// render does not show at all. The same words on both (a copyright year,
// a search box's heading that a script reveals) are the template's, and
// immaterial; a product's price and stock line differ from page to page,
// and a person reading the page reads them: the HTML is not the page.
// Fresh words on one page that the other shows from its own HTML, as
// "Quick search" over a page that says "search" already, agree. So do
// the words fresh on both, in the order they came: a price of 19.50 with
// 11 in stock and one of 11.50 with 19 share their words, not their
// order.
func fillDiffers(a, b *Sample) bool {
	for _, p := range [2][2]*Sample{{a, b}, {b, a}} {
		for _, w := range p[0].Fresh {
			if !p[1].Shown[w] {
				return true
			}
		}
	}
	both := func(s, other *Sample) []string {
		var ws []string
		for _, w := range s.Fresh {
			if slices.Contains(other.Fresh, w) {
				ws = append(ws, w)
			}
		}
		return ws
	}
	return !slices.Equal(both(a, b), both(b, a))
}

// fillsLine is what the report says of two renders whose fills differ:
// the fresh words of each, "first | then", each list cut at maxFillWords.
func fillsLine(a, b *Sample) string {
	cut := func(ws []string) string {
		if len(ws) > maxFillWords {
			return strings.Join(ws[:maxFillWords], " ") + " ..."
		}
		return strings.Join(ws, " ")
	}
	return cut(a.Fresh) + " | " + cut(b.Fresh)
}

// maxFillWords bounds the words of each page KindReport.Fills quotes.
const maxFillWords = 8

// Tell gives the Learner the verdict of a page it advised on: the one
// call a page makes to it after its advice. s.Verdict is VerdictNone
// when the page taught nothing (an error, a forced mode).
func (l *Learner) Tell(t Ticket, v Verdict, s Sample) {
	if t.host == "" {
		return // a forced mode: nothing was advised
	}
	if t.sample && t.codes != nil && (len(s.Names) > 0 || len(s.Keys) > 0 || l.hasNames(&t)) {
		// The page's codes, which a sample of a kind with names is
		// told with (namedBy, noteCommon), read before the lock: a
		// large page's take milliseconds, which every other page's
		// advice would wait for.
		t.codeList, t.codes = distinct(t.codes()), nil
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	h := l.host(t.host)
	if t.sample {
		l.sampleTold(t, s)
		if s.Verdict == VerdictNeeded {
			// The render showed what the page needs: it is the page's
			// own, written as its record, not a render spent beside it;
			// the budget is for those (a site of twenty-five pages
			// whose apps' kinds were each verified by a render had no
			// re-check left for a kind verified on three pages without
			// entries).
			h.renders--
		}
	}
	if v == VerdictNone {
		return
	}
	needed := v == VerdictNeeded
	for _, g := range []*groupLearn{h.group(h.sections, t.section), h.group(h.patterns, t.pattern)} {
		before := g.seen.says(l.cfg.Warmup)
		g.seen.add(needed)
		if before != VerdictNone && (before == VerdictNeeded) != needed {
			// A contradiction: re-checks come back to their first pace.
			g.gap, g.due = l.cfg.SampleEvery, g.pages+l.cfg.SampleEvery
		}
	}
}

// sampleTold ends the render of t's page to verify or re-check its kind,
// and lets what it found speak for the kind. The caller holds l.mu.
func (l *Learner) sampleTold(t Ticket, s Sample) {
	k := t.kind
	for shape, r := range s.Resolved {
		if r > k.resolves[shape] {
			if k.resolves == nil {
				k.resolves = make(map[string]float64)
			}
			k.resolves[shape] = r
			k.report.Resolves = fmt.Sprintf("a[%s], %.0f%% on %s", shape, 100*r, t.item.URL)
		}
	}
	if len(k.unplacedNames) > 0 && s.Verdict != VerdictNone && namesPage(k.unplacedNames, t.item.URL, &s) {
		// A page the file of the unplaced text names was rendered: its
		// names tell which pages it is for.
		k.unplacedTold = true
	}
	if t.named {
		k.naming--
		k.tell()
		switch {
		case s.Verdict == VerdictNone:
		case s.Verdict == VerdictNeeded || len(s.Fresh) > 0 && (k.fill == nil || fillDiffers(k.fill, &s)):
			k.shown++
			if t.unplaced {
				k.report.UnplacedShown++
				return
			}
			k.report.NamedShown++
			k.noteShapes(&t, true)
			switch {
			case t.odd && t.oddVals:
				t.namedBy[0].valShown++
				return
			case t.odd:
				t.namedBy[0].oddShown++
				return
			}
			credit(t.namedBy)
		default:
			k.noteShapes(&t, false)
			for _, src := range t.namedBy {
				src.showedNothing(t.odd, t.oddVals)
			}
			k.noteCommon(&t, 1)
		}
		return
	}
	k.pending--
	if t.verify {
		k.verifying--
	}
	k.tell()
	if s.Verdict == VerdictNone {
		k.failed++
		return
	}
	needed := s.Verdict == VerdictNeeded
	named := l.learnNames(k, t.item.URL, &s)
	// keyed: the keys of a data file's entries (Sample.Keys) name the
	// page, and a render of it that showed more is taken to show its
	// own entry, which the pages they do not name lack. Other names (any
	// one-word string of the data: a timetable's "Lofthouse" names the
	// page of Lofthouse station, whose departures are keyed by its code)
	// do not tell that much.
	by := k.namedBy(&t, true)
	keyed := slices.ContainsFunc(by, func(src *nameSource) bool { return src.keys })
	if !needed && len(s.Fresh) == 0 {
		// A render whose scripts drew the page's text again from the
		// data they fetched (Sample.Redrawn: a catalogue whose server
		// draws the first page's items whatever the query) shows that
		// the data's names in the HTML are the text it drew, not a key:
		// every page the server draws so holds them, and they name none.
		n := 1
		if s.Redrawn {
			n = commonProof
		}
		k.noteCommon(&t, n)
		k.noteShapes(&t, false)
	}
	// A file of the page's own that held something speaks for that page
	// once: a second page of the kind that shows more from its own file
	// (a blog whose every post has comments) says the kind's pages need
	// the browser, rather than each waiting for its own render to verify.
	keyed = keyed || !k.tied && ownFilled(t.item.URL, &s)
	if needed {
		credit(by)
	}
	var firstFill, entries, newTie bool
	if !needed {
		var differs bool
		differs, firstFill = l.compareFill(k, &s)
		if firstFill {
			k.fillNamed = keyed
		}
		if differs && k.fillNamed && (len(s.Fresh) == 0 || keyed) {
			// The first page to show words of its own is one the data
			// names, and this one shows none, or is named too: the words
			// were each named page's entry (a price line keyed by a code
			// only some items carry), and a page without one that shows
			// nothing differs from it as any would, a re-check too. Had a
			// page without an entry come first, the kind would have been
			// verified on it and the named ones rendered as named; so it
			// is now, and the pages the data does not name go on to
			// verify the kind: only the first to tell so ties it.
			differs = false
			if k.verdict == VerdictNone {
				entries = true
				newTie, k.tied = !k.tied, true
			}
		}
		needed = differs
	}
	if other := l.fetchesDiffer(k, &s); other != "" && !needed && !firstFill && !k.perPage {
		// Each page's scripts fetched data of its own. Where the renders
		// showed the same fresh words, and that data was bare on both,
		// the kind needs the browser; where they showed the same words
		// from data that was not, or nothing at all while each one's
		// data was missing (a timetable per route, by a hash of its
		// title, that these two routes lack), another page's data may
		// show more: the kind needs PerPageProof, re-checked often.
		bare := bareOwn(k.fetched, &s)
		switch {
		case k.fill != nil && bare && !k.fillNamed:
			// (A fill from a page its data named, or from a file of
			// its own, was that page's entry: other pages' bare data
			// says they have none.)
			k.perPage, k.report.Fetched = true, other
			needed, k.report.Bare = true, true
		case k.fill != nil || bare:
			k.perPage, k.report.Fetched = true, other
			if k.verdict == VerdictNotNeeded {
				k.due, k.gap = 0, 0 // re-checks come at the open places' pace
			}
		}
	}
	for _, p := range s.Missed {
		if len(k.missed) < maxMissed && !slices.Contains(k.missed, p) {
			k.missed = append(k.missed, p)
		}
	}
	for i, p := range s.Read {
		if !slices.Contains(k.read, p) {
			if len(k.read) >= maxMissed {
				continue
			}
			k.read = append(k.read, p)
		}
		if i >= len(s.Values) {
			continue
		}
		if v := shapeOf(p, s.Values[i]); v != "" && !slices.Contains(k.readVals[p], v) && len(k.readVals[p]) < maxMissed {
			if k.readVals == nil {
				k.readVals = make(map[string][]string)
			}
			k.readVals[p] = append(k.readVals[p], v)
		}
	}
	if s.Redrawn && !needed {
		if !k.redrawn && k.verdict == VerdictNotNeeded {
			k.due, k.gap = 0, 0 // re-checks come at the open places' pace
		}
		k.redrawn, k.report.Redrawn = true, true
	}
	if !needed && !k.dataUnshown && !k.tied && s.Unshown != "" && !named {
		if k.verdict == VerdictNotNeeded {
			// Verified before a render told (one came back clear while
			// another was under way): the next page is re-checked, as
			// the first after such a verdict is.
			k.checkNext()
		}
		k.dataUnshown, k.report.Unshown = true, s.Unshown
	}
	if !needed && s.Unplaced && s.Unshown != "" {
		own := make(map[string]bool, len(s.UnplacedNames))
		for _, n := range s.UnplacedNames {
			own[strings.ToLower(n)] = true
		}
		if !namesPage(own, t.item.URL, &s) {
			k.unplaced = true
			for n := range own {
				if len(k.unplacedNames) >= maxKindNames {
					break
				}
				if k.unplacedNames == nil {
					k.unplacedNames = make(map[string]bool)
				}
				k.unplacedNames[n] = true
			}
		}
	}
	if !needed && !k.empty && ownData(t.item.URL, s.Bare, s.Own...) {
		if k.verdict == VerdictNotNeeded {
			k.due, k.gap = 0, 0 // re-checks come at the open places' pace
		}
		k.empty, k.report.Empty = true, true
	}
	if !needed || keyed {
		for _, d := range s.Fetched {
			if tpl, ok := probeTemplate(t.item.URL, d); ok && len(k.probes) < maxProbes && !slices.Contains(k.probes, tpl) {
				k.probes = append(k.probes, tpl)
			}
		}
	}
	if s.Open != "" && !needed {
		switch {
		case !k.open && k.verdict == VerdictNotNeeded:
			k.checkNext() // as dataUnshown's
		case !k.open:
			k.due, k.gap = 0, 0 // re-checks come at the open places' pace
		}
		k.open, k.report.Open = true, s.Open
	}
	if entries {
		// The renders of named pages so far showed their entries, and
		// prove nothing of the pages without one; those of the pages
		// without one since the kind was tied do.
		if newTie {
			k.statics = 0
		}
		if len(by) > 0 {
			return
		}
	}
	if !needed && k.verdict == VerdictNone {
		// A render that went quiet and added nothing at all weighs the
		// whole proof; one that added less than this page's share, or
		// built navigation this page held already, speaks for this page
		// only (VerdictNotNeededHere).
		w, proof := 1, StaticProof
		if s.Clear && s.Verdict == VerdictNotNeeded && !k.tied {
			// After a page the data keys showed more, a page it does not
			// key that showed nothing speaks for itself alone.
			w = StaticProof
		}
		if k.dataUnshown {
			w, proof = 1, UnshownProof
		}
		if k.perPage || k.redrawn || k.empty {
			w, proof = 1, PerPageProof
		}
		k.statics += w
		if firstFill {
			// The first fill is compared with the next page's, whatever
			// came before it.
			k.statics = min(k.statics, StaticProof-1)
		}
		if k.statics < proof {
			k.report.Checked, k.report.Words, k.report.NewWords, k.report.Links = t.item.URL, s.Words, s.NewWords, s.Links
			return // the next page of the kind verifies it again
		}
	}
	if s.Verdict == VerdictNeeded && k.verdict == VerdictNone && keyed {
		// The render showed what its page needs, and the data its
		// scripts fetched names that page: what it showed may be that
		// page's entry alone, as a reference page's table keyed by its
		// code, which other pages of the kind lack. Had a page without
		// an entry come first, the kind would have been verified on it
		// and this page rendered as named; so it is now: the pages the
		// data names are rendered as named, and the others go on to
		// verify the kind, which a page of them that shows more sends to
		// the browser.
		k.tied = true
		return
	}
	was := k.verdict
	k.verdict = VerdictNotNeeded
	if needed {
		k.verdict = VerdictNeeded
	}
	if was == k.verdict {
		return
	}
	k.report.DecidedBy, k.report.Words, k.report.NewWords, k.report.Links = t.item.URL, s.Words, s.NewWords, s.Links
	if was == VerdictNone {
		if !needed && (k.dataUnshown || k.open) {
			// Its proof was renders of pages whose scripts had
			// nothing to put in their places, or fetched data that
			// names none of them: the pages after them may be those
			// with something (three books of a set with no entry,
			// listed first), so the first page judged by the verdict
			// is re-checked, and the next ones from openGap on.
			k.checkNext()
		}
		return
	}
	k.report.Flips++
	if needed {
		// The pages kept from their HTML so far were kept wrongly.
		k.report.Stale += k.kept
		l.stale = append(l.stale, k.keptItems...)
		k.kept, k.keptItems = 0, nil
	}
	k.due, k.gap = 0, 0 // re-checks come back to their first pace
}

// namesPage reports whether names (in lower case) name the page at url
// that s is a render of: by its URL, or by a value of an attribute its
// scripts read.
func namesPage(names map[string]bool, url string, s *Sample) bool {
	return namedIn(names, url) || anyIn(names, attrValues(s.Read, s.Values))
}

// maxKindNames bounds the names a kind keeps (kind.names).
const maxKindNames = 10000

// learnNames adds the names s's data gives (Sample.Names), and the keys
// of each of its files' entries (Sample.Keys), to kind k's, for a render
// of the page at url to verify or re-check it; a page they name whose
// render showed nothing its HTML lacked counts towards turning them off
// (nameSource.showedNothing).
// It reports whether they name the page. The caller holds l.mu.
func (l *Learner) learnNames(k *kind, url string, s *Sample) bool {
	if s.NamesCut {
		k.namesCut = true
	}
	if k.namesCut {
		return false
	}
	named := false
	take := func(pool string, names []string) {
		src := k.names[pool]
		if src == nil {
			if k.names == nil {
				k.names = make(map[string]*nameSource)
			}
			src = &nameSource{names: make(map[string]bool), keys: pool != ""}
			k.names[pool] = src
		}
		if src.off || len(names) == 0 {
			return
		}
		own := make(map[string]bool, len(names))
		for _, n := range names {
			n = strings.ToLower(n)
			own[n] = true
			if !src.names[n] && len(src.names) >= maxKindNames {
				src.off, src.names = true, nil
				return
			}
			src.names[n] = true
		}
		if !namesPage(own, url, s) {
			return
		}
		named = true
		if s.Verdict != VerdictNeeded && len(s.Fresh) == 0 {
			src.showedNothing(false, false)
		}
	}
	take("", s.Names)
	if src := k.names[""]; src != nil && len(s.Shapes) > 0 {
		if src.shapes == nil {
			src.shapes = make(map[string]string)
		}
		for n, sh := range s.Shapes {
			if _, ok := src.shapes[n]; !ok && len(src.shapes) < maxKindNames {
				src.shapes[n] = sh
			}
		}
	}
	for file, keys := range s.Keys {
		take("keys "+file, keys)
	}
	return named
}

// nameSource is the names one data file of a kind's renders gives
// (kind.names): all the names of the kind's data (Sample.Names), or the
// keys of one file's entries (Sample.Keys); off when they tell nothing,
// as rendered pages they named showed nothing their HTML lacked
// (unshown counts those, shown those that showed more: see
// showedNothing), or as they were too many (maxKindNames).
type nameSource struct {
	names          map[string]bool
	off, keys      bool // keys: the keys of one file's entries
	unshown, shown int
	// shapes are the shapes of the entries the names of the data name
	// alone (Sample.Shapes), plain those of pages that showed nothing
	// and rich of pages that showed more: a page named by an entry of a
	// shape not plain, or rich, is rendered (kind.oddEntry), until those
	// tell nothing either (shapesOff: as off, by oddUnshown and
	// oddShown).
	shapes               map[string]string
	plain, rich          map[string]bool
	shapesOff            bool
	oddUnshown, oddShown int
	// plainVals and richVals are the values of the entries'
	// enumerations (splitShape) as plain and rich are the shapes, and
	// valsOff, valUnshown and valShown as shapesOff, oddUnshown and
	// oddShown: a page odd by its entry's values alone (kind.oddEntry).
	plainVals, richVals  map[string]bool
	valsOff              bool
	valUnshown, valShown int
}

// namedBy is the data files of kind k whose names name t's page, off
// ones aside: by its URL, the codes of its text and markup, and, with
// vals, the values of its attributes the kind's scripts read. The
// caller holds l.mu.
func (k *kind) namedBy(t *Ticket, vals bool) []*nameSource {
	if k.namesCut {
		return nil
	}
	var by []*nameSource
	for _, src := range k.names {
		if src.off || len(src.names) == 0 {
			continue
		}
		if namedIn(src.names, t.item.URL) || vals && anyIn(src.names, t.vals) || k.namesCode(src, t.codesOf()) {
			by = append(by, src)
		}
	}
	return by
}

// GroupShape starts the shape of a name that several entries of a file
// give (Sample.Shapes): a page's URL or an attribute its kind's scripts
// read may name such a group (the rows of a week's box by its date),
// and so may a code of its text without a digit (a beer's cask mark,
// GBP, on the rows of its casks), but a code with digits is as often a
// value the rows share with others (a quantity, a date), and names
// none.
const GroupShape = "+"

// entryShapes is the shapes of the entries of the kind's data (its
// names' nameSource, nameSource.shapes) that name t's page alone: by
// its URL and the values of its attributes the kind's scripts read, or
// when these name none, by the codes of its text and markup that are
// not the kind's common ones. The caller holds l.mu.
func (k *kind) entryShapes(t *Ticket) (*nameSource, []string) {
	src := k.names[""]
	if src == nil || len(src.shapes) == 0 || k.namesCut {
		return nil, nil
	}
	var out []string
	see := func(n string) {
		if sh, ok := src.shapes[n]; ok && !slices.Contains(out, sh) {
			out = append(out, sh)
		}
	}
	for _, n := range pageNames(t.item.URL) {
		see(n)
	}
	for _, v := range t.vals {
		see(v)
	}
	if len(out) > 0 {
		// Named by its URL or by what its scripts read: the codes of its
		// text (the next talks' dates) name other entries as often.
		return src, out
	}
	for _, c := range t.codesOf() {
		if sh, ok := src.shapes[c]; ok && k.common[c] < commonProof && (!strings.HasPrefix(sh, GroupShape) || !strings.ContainsAny(c, "0123456789")) {
			see(c)
		}
	}
	return src, out
}

// oddEntry reports whether t's page, kept on HTTP by its kind and named
// by none of its data's names, has an entry in that data of a shape no
// entry of a page that showed nothing was of (nameSource.plain), while
// some was, or of one a page that showed more was of (rich): the talk
// that moved of a programme whose other talks' pages showed nothing.
// Else, by the values of its entry's enumerations (splitShape) alike:
// a value no entry of a page that showed nothing held (plainVals), or
// one that of a page that showed more did (richVals), as a crag's
// active restriction where the first crag's was lifted; t.oddVals says
// which. It gives the names' nameSource. The caller holds l.mu.
func (k *kind) oddEntry(t *Ticket) (*nameSource, bool) {
	src, shapes := k.entryShapes(t)
	if src == nil {
		return nil, false
	}
	if !src.shapesOff && len(src.plain) > 0 {
		for _, sh := range shapes {
			if fill, _ := splitShape(sh); !src.plain[fill] || src.rich[fill] {
				t.oddVals = false
				return src, true
			}
		}
	}
	if src.valsOff || len(src.plainVals) == 0 {
		return nil, false
	}
	for _, sh := range shapes {
		_, vals := splitShape(sh)
		for _, v := range vals {
			if !src.plainVals[v] || src.richVals[v] {
				t.oddVals = true
				return src, true
			}
		}
	}
	return nil, false
}

// ValuesMark parts the fields of a shape (Sample.Shapes) from the
// values of its entries' enumerations, field=value, comma-separated:
// entries that fill the same fields may differ in a status alone.
const ValuesMark = "|"

// splitShape is a shape's fields (with its file and GroupShape) and the
// values of its enumerations (ValuesMark).
func splitShape(sh string) (fill string, vals []string) {
	fill, v, ok := strings.Cut(sh, ValuesMark)
	if ok && v != "" {
		vals = strings.Split(v, ",")
	}
	return fill, vals
}

// noteShapes notes the shapes of the entries that name t's page, whose
// render showed more than its HTML (shown: nameSource.rich, but for a
// shape already plain: a code of the page may name another entry) or
// nothing it lacked (nameSource.plain, when they are of one shape), and
// the values of their enumerations likewise (plainVals, richVals). The
// caller holds l.mu.
func (k *kind) noteShapes(t *Ticket, shown bool) {
	src, shapes := k.entryShapes(t)
	if !shown && len(shapes) > 1 && !entryAndGroup(shapes) {
		// Which of them is the page's own, nothing tells: a code of
		// its text may name another entry (the next talk's date), one
		// of a shape that shows more.
		return
	}
	for _, sh := range shapes {
		if src.plain == nil {
			src.plain, src.rich = make(map[string]bool), make(map[string]bool)
			src.plainVals, src.richVals = make(map[string]bool), make(map[string]bool)
		}
		if len(src.plain)+len(src.rich)+len(src.plainVals)+len(src.richVals) >= maxKindNames {
			return
		}
		fill, vals := splitShape(sh)
		switch {
		case !shown:
			src.plain[fill] = true
		case !src.plain[fill]:
			src.rich[fill] = true
		}
		for _, v := range vals {
			switch {
			case !shown:
				src.plainVals[v] = true
			case !src.plainVals[v]:
				src.richVals[v] = true
			}
		}
	}
}

// entryAndGroup reports whether shapes are one entry's and one group's
// (GroupShape): a talk's page named by its title, one row of the
// programme, and by its date, the rows of that talk, the title's among
// them. Both are the page's own, where two entries' or two groups' may
// not be.
func entryAndGroup(shapes []string) bool {
	groups := 0
	for _, sh := range shapes {
		if strings.HasPrefix(sh, GroupShape) {
			groups++
		}
	}
	return len(shapes) == 2 && groups == 1
}

// namesCode reports whether src names one of codes that is not one of
// the kind's common codes (kind.common: of commonProof pages that showed
// nothing). The caller holds l.mu.
func (k *kind) namesCode(src *nameSource, codes []string) bool {
	for _, c := range codes {
		if src.names[c] && k.common[c] < commonProof {
			return true
		}
	}
	return false
}

// noteCommon counts t's page, whose render to verify or re-check its
// kind, or as named, showed nothing its HTML lacked, for each of its
// codes (kind.common), n times, once the kind has names. The caller
// holds l.mu.
func (k *kind) noteCommon(t *Ticket, n int) {
	if len(k.names) == 0 || k.namesCut {
		// No names to look codes up in: the page's codes are not asked
		// for (they are read under the lock here).
		return
	}
	for _, c := range t.codesOf() { // each once: a page counts once for each code
		if _, ok := k.common[c]; !ok && len(k.common) >= maxCommon {
			continue
		}
		if k.common == nil {
			k.common = make(map[string]int)
		}
		k.common[c] += n
	}
}

// maxCommon bounds the codes a kind counts (kind.common); commonProof
// is how many pages that showed nothing make a code the template's.
const (
	maxCommon   = 1024
	commonProof = 2
)

// credit counts a page that showed more than its HTML for the files
// whose names name it (shown), the one that names fewest pages alone
// (with those that name as few): a search index that names every page
// names those with an entry in the file of entries too, which tells.
func credit(by []*nameSource) {
	least := -1
	for _, src := range by {
		if n := len(src.names); least < 0 || n < least {
			least = n
		}
	}
	for _, src := range by {
		if len(src.names) == least {
			src.shown++
		}
	}
}

// namesProof is how many pages the names of a kind's data name must show
// nothing more than their HTML for the names to tell nothing
// (nameSource.off), and more than namesMiss times as many as showed
// more: a search index names every page, those with an entry in another
// file among them, and is shown on none; the keys of that other file
// name only those with an entry.
const (
	namesProof = 2
	namesMiss  = 2
)

// showedNothing counts a page the file's names named whose render
// showed nothing more than its HTML, and turns the names off at
// namesProof of them, when more than namesMiss times as many as the
// pages they named that showed more; with odd, a page named by its
// entry's shape (kind.oddEntry), and the shapes likewise (shapesOff);
// with vals too, by its values (valsOff).
func (src *nameSource) showedNothing(odd, vals bool) {
	if odd && vals {
		src.valUnshown++
		if src.valUnshown >= namesProof && src.valUnshown > namesMiss*src.valShown {
			src.valsOff = true
		}
		return
	}
	if odd {
		src.oddUnshown++
		if src.oddUnshown >= namesProof && src.oddUnshown > namesMiss*src.oddShown {
			src.shapesOff = true
		}
		return
	}
	src.unshown++
	if src.unshown >= namesProof && src.unshown > namesMiss*src.shown {
		src.off = true
	}
}

// compareFill reports whether what a render of kind k showed beyond its
// HTML differs from what the first such render of k showed (Sample.Fresh,
// fillDiffers), and keeps s as that first when it is (first): one page
// cannot tell whether its scripts show the same words on every page, so
// the next page of the kind is compared with it, to verify the kind
// (sampleTold) or, on a kind verified static, as a re-check. The caller
// holds l.mu.
func (l *Learner) compareFill(k *kind, s *Sample) (differs, first bool) {
	if k.fill != nil {
		if fillDiffers(k.fill, s) {
			k.report.Fills = fillsLine(k.fill, s)
			return true, false
		}
		return false, false
	}
	if len(s.Fresh) == 0 {
		return false, false
	}
	k.fill = &Sample{Fresh: s.Fresh, Shown: s.Shown}
	if k.verdict == VerdictNotNeeded {
		if k.gap == 0 {
			k.gap = l.cfg.SampleEvery
		}
		k.due = k.judged + 1
	}
	return false, true
}

// fetchesDiffer tells whether the data s's page's scripts fetched
// differs from what the first of kind k's renders to fetch any fetched
// (Sample.Fetched), and keeps s's as that first when it is: when it
// differs, it returns a URL each fetched that the other did not, "first
// | then"; else "". A page that fetched nothing tells nothing. The
// caller holds l.mu.
func (l *Learner) fetchesDiffer(k *kind, s *Sample) string {
	if len(s.Fetched) == 0 {
		return ""
	}
	if k.fetched == nil {
		k.fetched = &Sample{Fetched: s.Fetched, Bare: s.Bare}
		return ""
	}
	if slices.Equal(k.fetched.Fetched, s.Fetched) {
		return ""
	}
	only := func(a, b []string) string {
		for _, u := range a {
			if !slices.Contains(b, u) {
				return u
			}
		}
		return "(none)"
	}
	return only(k.fetched.Fetched, s.Fetched) + " | " + only(s.Fetched, k.fetched.Fetched)
}

// bareOwn reports whether the data each of two renders fetched and the
// other did not (each page's own) held next to nothing on both
// (Sample.Bare), and there was some on each.
func bareOwn(a, b *Sample) bool {
	for _, p := range [2][2]*Sample{{a, b}, {b, a}} {
		own := 0
		for _, u := range p[0].Fetched {
			if slices.Contains(p[1].Fetched, u) {
				continue
			}
			if !slices.Contains(p[0].Bare, u) {
				return false
			}
			own++
		}
		if own == 0 {
			return false
		}
	}
	return true
}

// TakeStale returns the pages written from their HTML before a re-check
// flipped their kind to the browser (kept only with keepStale), and
// forgets them.
func (l *Learner) TakeStale() []frontier.Item {
	l.mu.Lock()
	defer l.mu.Unlock()
	s := l.stale
	l.stale = nil
	return s
}

// Kinds reports every kind the Learner met, in the order it met them.
func (l *Learner) Kinds() []KindReport {
	l.mu.Lock()
	defer l.mu.Unlock()
	out := make([]KindReport, 0, len(l.order))
	for _, k := range l.order {
		r := k.report
		r.Failed = k.failed
		switch {
		case k.verdict == VerdictNeeded:
			r.Verdict = "browser"
		case k.verdict == VerdictNotNeeded:
			r.Verdict = "http"
		default:
			r.Verdict = "unverified"
		}
		out = append(out, r)
	}
	return out
}

func (l *Learner) host(name string) *hostLearn {
	h := l.hosts[name]
	if h == nil {
		h = &hostLearn{sections: make(map[string]*groupLearn),
			patterns: make(map[string]*groupLearn), kinds: make(map[Kind]*kind)}
		l.hosts[name] = h
	}
	return h
}

// kind is the host's kind of pages key, made for a page of url when it
// is the first. The caller holds l.mu.
func (h *hostLearn) kind(l *Learner, host string, key Kind, url string) *kind {
	k := h.kinds[key]
	if k == nil {
		k = &kind{sections: make(map[string]bool),
			report: KindReport{Host: host, Example: url, Slots: key.Slots, Data: key.Data, Lang: key.Lang, Query: key.Query, Found: key.Found}}
		h.kinds[key] = k
		l.order = append(l.order, k)
	}
	return k
}

func (h *hostLearn) group(m map[string]*groupLearn, key string) *groupLearn {
	g := m[key]
	if g == nil {
		g = &groupLearn{}
		m[key] = g
	}
	return g
}

// PatternKey groups URLs that share a template: the host and the path with
// every run of digits replaced by {n}, and a last segment that looks like
// a slug (long, or words joined by - or _) replaced by {slug}. So
// /product/123 and /product/456 share /product/{n}, and
// /blog/how-we-crawl and /blog/why-we-render share /blog/{slug}.
func PatternKey(u canonical.URL) string {
	segs := strings.Split(u.Path(), "/")
	for i, s := range segs {
		if s == "" {
			continue
		}
		last := i == len(segs)-1
		if last && isSlug(s) {
			segs[i] = "{slug}"
			continue
		}
		segs[i] = replaceDigits(s)
	}
	return u.Host() + strings.Join(segs, "/")
}

// SectionKey is the part of a site a URL is in: the host and the
// directory of its path, digits replaced by {n}. /app/users/5 and
// /app/users/7 are in /app/users/; /docs/a.html and /docs/b.html in
// /docs/.
func SectionKey(u canonical.URL) string {
	dir := u.Path()[:strings.LastIndexByte(u.Path(), '/')+1]
	return u.Host() + replaceDigits(dir)
}

func isSlug(s string) bool {
	base := s
	if i := strings.LastIndexByte(base, '.'); i > 0 {
		base = base[:i]
	}
	return len(base) >= 24 || strings.Count(base, "-")+strings.Count(base, "_") >= 2
}

func replaceDigits(s string) string {
	var b strings.Builder
	inDigits := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= '0' && c <= '9' {
			if !inDigits {
				b.WriteString("{n}")
				inDigits = true
			}
			continue
		}
		inDigits = false
		b.WriteByte(c)
	}
	return b.String()
}
