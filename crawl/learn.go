package crawl

import (
	"strings"
	"sync"
)

// learner pools what auto mode saw of a host's pages, so that it spends
// little on learning and still finds the pages that need a browser:
//
//   - A page whose HTML clearly is the page (no app mount point, no
//     framework that hydrates it, enough text) is kept over HTTP on its
//     own signals, and costs no browser at all.
//   - A page whose HTML clearly is not (an empty app root, a <noscript>
//     plea, scripts and no text) is rendered. Once a few pages of a
//     section (the host and directory pattern) or a pattern were all
//     like that, the section goes to the browser straight away, without
//     the HTTP fetch first, and is re-checked over HTTP now and then.
//   - The pages in between (scripts and text: scripts that may add
//     content, lay it out, or hydrate a framework) are sampled: rendered
//     both ways and compared. What the samples teach is pooled: a
//     pattern's samples decide for the pattern, a section's for the
//     patterns it holds, and the samples of pages that run the same
//     scripts (fetch.Signals.ScriptSet: one template's pages) for every
//     page that runs them; a host's decide for the rest, so a host whose
//     samples all agree stops sampling each new pattern. Samples come out
//     of a budget, a small share of the host's pages with a floor, so that
//     learning stays a bounded cost however untidy the URLs are; pages
//     whose scripts were never sampled still get a sample of their own
//     while the budget allows, one at a time: the pages that run those
//     scripts (or share its pattern) while it is in flight, and that
//     nothing else learned speaks for, wait for what it teaches (their
//     workers hand their places to spare ones: spares), so that a
//     template's pages met while its first sample renders are judged as
//     the ones after (they were kept over HTTP unjudged: 94% of a help
//     site whose scripts build every page's contents). Once the budget
//     is spent, pages follow what was learned or keep their HTML. A
//     page that leans to the browser (a <noscript> plea) and that
//     nothing learned speaks for is rendered whatever the budget, and so
//     rendered to compare: what it teaches spares the pages like it a
//     render.
type learner struct {
	cfg Learn

	mu    sync.Mutex
	hosts map[string]*hostLearn
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
// that all agree: verdictNeeded, verdictNotNeeded, or verdictNone.
func (e evidence) says(n int) verdict {
	switch {
	case e.needs >= n && e.static == 0:
		return verdictNeeded
	case e.static >= n && e.needs == 0:
		return verdictNotNeeded
	}
	return verdictNone
}

type hostLearn struct {
	all      groupLearn // the host as a whole
	samples  int        // pages rendered both ways to learn (or being)
	sections map[string]*groupLearn
	patterns map[string]*groupLearn
	scripts  map[uint64]*groupLearn // by fetch.Signals.ScriptSet
}

// groupLearn is what was seen of a section or a pattern.
type groupLearn struct {
	pages   int
	seen    evidence // verdicts of every page: signals and samples
	sampled evidence // verdicts of samples only
	pending int      // samples in flight
	// told closes when a sample in flight tells its verdict, for the
	// pages that wait for it (sampledOrWait); nil when none waits. failed:
	// a sample of the group told nothing.
	told   chan struct{}
	failed bool
	// due is the page count at which the next re-check is due, gap the
	// pages before it; each re-check doubles the gap to the next.
	due, gap int
	wide     bool // a host or a script set: re-checked less often
	// hereOnly counts the verdictNotNeededHere samples of a script set.
	hereOnly int
	// html counts the pages whose HTML came in, open those of them whose
	// signals alone did not say they are the page (a host's and a
	// section's: htmlIn); grew closes when another does, for the pages
	// that wait for the section's signals (nil when none waits).
	html, open int
	grew       chan struct{}
	// keptBySignals: a script set whose first sample the host's signals
	// dropped (reservedSample).
	keptBySignals bool
}

// maxGapFactor bounds how far re-checks back off.
const maxGapFactor = 16

// wideFactor spaces out the re-checks of a host or a script set. A
// re-check that renders costs what hundreds of pages fetched over HTTP
// cost: on the realweb corpus, a documentation page's render takes about
// 0.07 s of Chrome's CPU (0.2 s with the tab it may open), its fetch
// 0.3 ms of ours. A re-check after 800 pages cost a third of the crawl
// it checked; after 3,200 pages, under a tenth.
const wideFactor = 32

// sectionWarmup: a section needs this many times a pattern's warm-up of
// agreeing pages before it is trusted, as it holds pages of many kinds.
const sectionWarmup = 3

func newLearner(cfg Learn) *learner {
	return &learner{cfg: cfg, hosts: make(map[string]*hostLearn)}
}

// route is what the learner advises for a page before it is fetched.
type route int

const (
	// routeHTTP: fetch over HTTP and let the page's signals and what was
	// learned decide.
	routeHTTP route = iota
	// routeBrowser: the page's section or pattern is known to need the
	// browser; skip HTTP.
	routeBrowser
	// routeRecheck: a section learned to need the browser, due for a
	// re-check over HTTP.
	routeRecheck
)

// ticket is what the learner handed out for one page: it comes back with
// the page's verdict (tell).
type ticket struct {
	host, section, pattern string
	route                  route
	sample                 bool   // the page is being rendered both ways to learn
	free                   bool   // a sample outside the budget (see sampled)
	followUp               bool   // a sample outside the budget that follows one of verdictNotNeededHere
	counted                bool   // counted in its script set's pages
	scripts                uint64 // the page's ScriptSet, once its HTML is in
}

// verdict is what a page taught.
type verdict int

const (
	verdictNone      verdict = iota // nothing: an error, not HTML, a forced mode
	verdictNeeded                   // the browser was needed
	verdictNotNeeded                // the HTML was the page
	// verdictNotNeededHere: the HTML was the page, but its scripts built
	// navigation it happened to hold already (builtNavigation): it speaks
	// for the pages that run the same scripts only once a second sample
	// of them agrees (see tell).
	verdictNotNeededHere
)

// advise returns the route of a page and counts it.
func (l *learner) advise(host, section, pattern string) ticket {
	l.mu.Lock()
	defer l.mu.Unlock()
	h := l.host(host)
	s, p := h.group(h.sections, section), h.group(h.patterns, pattern)
	h.all.pages++
	s.pages++
	p.pages++
	t := ticket{host: host, section: section, pattern: pattern}
	g, v := p, p.seen.says(l.cfg.Warmup)
	if v == verdictNone {
		g, v = s, s.seen.says(sectionWarmup*l.cfg.Warmup)
	}
	if v == verdictNeeded {
		t.route = routeBrowser
		if l.recheck(g) {
			t.route = routeRecheck
		}
	}
	return t
}

// sampled decides, for a page whose signals leave it open and that runs
// the scripts of set scripts, whether to render it both ways, and if not
// what the samples so far say of it: its pattern's, its section's (two
// that agree), those of the pages that run the same scripts, and last the
// host's (three that agree), unless near (the page leans to the browser:
// only samples of pages like it speak for it). It returns the verdict to
// follow (verdictNone: the samples say nothing yet) and whether to
// sample.
func (l *learner) sampled(t *ticket, scripts uint64, near bool) (verdict, bool) {
	v, sample, _ := l.sampledOrWait(t, scripts, near, waitNone)
	return v, sample
}

// waitFor is what a page may wait for before the learner answers it.
type waitFor int

const (
	waitNone waitFor = 0
	// waitSample: the first sample in flight of pages like it.
	waitSample waitFor = 1 << iota
	// waitSignals: the signals of more of the host's pages.
	waitSignals
)

// wait is what sampledOrWait says to wait for: ch closes when it may
// have come. signals: the host's pages' signals, which come with every
// page fetched, so that a wait that sees none come for a while is over
// (signalsQuiet).
type wait struct {
	ch      <-chan struct{}
	signals bool
}

// Evidence of a host's signals (htmlIn): once signalPages of its pages'
// HTML came in, and at most one in openShare of them were left open by
// their signals, the host is a static site and its open pages keep their
// HTML without a sample, but in a section of open pages (signalsSay). On a documentation site a search page (an empty
// results list) or a home page with a sponsors block filled by a script
// is the only page of hundreds whose signals leave it open, and its
// sample would start the browser for nothing: Chrome's start alone costs
// 0.4 s of CPU, what fetching 1,000 such pages costs.
const (
	signalPages = 20
	openShare   = 10
)

// htmlIn counts a page of a host whose HTML came in: open when its signals
// alone did not say it is the page (clearlyStatic).
func (l *learner) htmlIn(t ticket, open bool) {
	if t.host == "" {
		return
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	h := l.host(t.host)
	for _, g := range []*groupLearn{&h.all, h.group(h.sections, t.section)} {
		g.html++
		if open {
			g.open++
		}
		if g.grew != nil {
			close(g.grew)
			g.grew = nil
		}
	}
}

// signalsSay is what the signals of a host's pages say of an open page
// of section s: verdictNotNeeded when they are those of a static site,
// else verdictNone. known is false while too few of the host's and the
// section's came in to tell, unless final: then what came in tells (too
// few of the host's: verdictNone). A section is awaited too, so that the
// first open pages of an app's section on a static host are not kept for
// the host's sake. The caller holds l.mu.
func (h *hostLearn) signalsSay(s *groupLearn, final bool) (v verdict, known bool) {
	hostKnown, sectionKnown := h.all.html >= signalPages, s.html >= signalPages
	if !final && !(hostKnown && sectionKnown) {
		return verdictNone, false
	}
	static := func(g *groupLearn) bool { return g.open*openShare <= g.html }
	// A section with two open pages or more, more than one in openShare
	// of its pages, is an app's, however few pages it has: a static
	// site's search page is its section's only open page.
	openSection := s.open >= 2 && !static(s)
	if hostKnown && static(&h.all) && !openSection {
		return verdictNotNeeded, true
	}
	return verdictNone, true
}

// sampledOrWait is sampled that may answer a page that nothing learned
// speaks for with something to wait for instead (may says what):
//
//   - waitSample: the first sample of its pattern or of the pages that
//     run its scripts, in flight; the wait's channel closes when that
//     sample tells its verdict, which decides the page as it decides the
//     pages after it. A new site's pages come faster than the browser
//     starts: without the wait, the pages of a template met before its
//     first sample told would each be rendered (a page that pleads for
//     JavaScript) or kept over HTTP unjudged (any other). Only a first
//     sample is waited for: once a group's samples have told anything,
//     or one told nothing (its render failed), the page does not wait.
//   - waitSignals: the signals of more of the host's pages, before the
//     host's first sample of pages like it, which is reserved for this
//     page meanwhile (reservedSample): a static site's few open pages
//     take no sample (signalsSay).
//
// The page then asks again.
func (l *learner) sampledOrWait(t *ticket, scripts uint64, near bool, may waitFor) (verdict, bool, wait) {
	l.mu.Lock()
	defer l.mu.Unlock()
	h := l.host(t.host)
	t.scripts = scripts
	s, p := h.group(h.sections, t.section), h.group(h.patterns, t.pattern)
	f := h.family(scripts)
	if !t.counted {
		f.pages++
		t.counted = true
	}
	if t.sample { // reserved while the host's signals were awaited
		return l.reservedSample(h, t, s, may)
	}
	// One sample at a time of a pattern, and of a script set still
	// unlearned: the pages that meet a first sample in flight do not each
	// spend the budget on the same question (a new site's first pages
	// come all at once, while the browser starts).
	firstInFlight := f.pending > 0 && f.sampled == (evidence{})
	budget := h.samples < l.cfg.SampleFloor+int(l.cfg.SampleShare*float64(h.all.pages)) && p.pending == 0 && !firstInFlight
	v, g := p.sampled.says(1), p
	if v == verdictNone {
		v, g = s.sampled.says(2), s
	}
	if v == verdictNone {
		v, g = f.sampled.says(1), f
	}
	// The first sample of the scripts said verdictNotNeededHere: the next
	// page that runs them is sampled whatever the budget, once (a failed
	// follow-up is not taken again).
	newScripts := f.sampled == (evidence{}) && f.pending == 0
	followUp := v == verdictNone && newScripts && f.hereOnly == 1 && !f.failed
	if v == verdictNone && !(newScripts && budget) && !near && !followUp {
		v, g = h.all.sampled.says(3), &h.all
	}
	if may&waitSample != 0 && v == verdictNone {
		for _, g := range []*groupLearn{f, p} {
			if g.pending > 0 && g.sampled == (evidence{}) && !g.failed {
				if g.told == nil {
					g.told = make(chan struct{})
				}
				return v, false, wait{ch: g.told}
			}
		}
	}
	sv, known := h.signalsSay(s, may&waitSignals == 0 || f.keptBySignals)
	if v == verdictNone && sv != verdictNone {
		return sv, false, wait{} // a static site: its signals speak
	}
	// A page that leans to the browser, with nothing learned to speak
	// for it, is rendered anyway: rendered to compare, it teaches the
	// pages like it what its plea was worth, at no cost to the budget.
	free := v == verdictNone && near && !budget
	if !free && !followUp && (!budget || (v != verdictNone && !l.recheck(g))) {
		return v, false, wait{} // learned (and not due for a re-check), or no budget left
	}
	if !free && !followUp {
		h.samples++
	}
	t.free, t.followUp = free, followUp
	p.pending++
	s.pending++
	f.pending++
	t.sample = true
	if v == verdictNone && !known && may&waitSignals != 0 {
		// The first sample of pages like it is this page's, once the
		// host's signals had their say: the pages like it wait for it.
		return v, false, s.signalsWait()
	}
	return v, true, wait{}
}

// reservedSample answers a page whose sample sampledOrWait reserved
// while its host's signals were awaited: the sample is dropped if they
// now say the host is a static site, taken once they say nothing or
// stopped coming (may lacks waitSignals), and waited for again
// otherwise. The caller holds l.mu.
func (l *learner) reservedSample(h *hostLearn, t *ticket, s *groupLearn, may waitFor) (verdict, bool, wait) {
	f := h.family(t.scripts)
	switch sv, known := h.signalsSay(s, may&waitSignals == 0 || f.keptBySignals); {
	case sv != verdictNone:
		// The pages that run the same scripts do not wait for their
		// sections' signals again, one after another: what came in
		// speaks for them at once.
		f.keptBySignals = true
		h.sampleOver(*t)
		if !t.free && !t.followUp {
			h.samples--
		}
		t.sample, t.free, t.followUp = false, false, false
		return sv, false, wait{}
	case !known:
		return verdictNone, false, s.signalsWait()
	}
	return verdictNone, true, wait{}
}

// sampleOver ends the sample in flight of ticket t (told, or dropped):
// its pattern, section and script set have one fewer, and the pages that
// wait for it look again. The caller holds l.mu.
func (h *hostLearn) sampleOver(t ticket) {
	for _, g := range []*groupLearn{h.group(h.patterns, t.pattern), h.group(h.sections, t.section), h.family(t.scripts)} {
		g.pending--
		if g.told != nil {
			close(g.told) // its waiters look again
			g.told = nil
		}
	}
}

// signalsWait is a wait for the HTML of another page of section g. The
// caller holds l.mu.
func (g *groupLearn) signalsWait() wait {
	if g.grew == nil {
		g.grew = make(chan struct{})
	}
	return wait{ch: g.grew, signals: true}
}

// recheck reports whether the page just counted against a learned group
// is due for a re-check, and if so schedules the next one. The caller
// holds l.mu. A group that holds many kinds of pages (a host, the pages
// of a script set) is re-checked wideFactor times less often than a
// pattern or a section: it is learned from more pages, and one re-check
// of it speaks for all of them.
func (l *learner) recheck(g *groupLearn) bool {
	unit := l.cfg.SampleEvery
	if g.wide {
		unit *= wideFactor
	}
	if g.gap == 0 {
		g.gap, g.due = unit, g.pages+unit
	}
	if g.pages < g.due {
		return false
	}
	g.gap = min(2*g.gap, maxGapFactor*unit)
	g.due = g.pages + g.gap
	return true
}

// tell gives the learner the verdict of a page it advised on: the one
// call a page makes to it after its advice.
func (l *learner) tell(t ticket, v verdict) {
	if t.host == "" {
		return // a forced mode: nothing was advised
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	h := l.host(t.host)
	s, p, f := h.group(h.sections, t.section), h.group(h.patterns, t.pattern), h.family(t.scripts)
	if t.sample {
		h.sampleOver(t)
	}
	if v == verdictNone {
		if t.sample {
			p.failed, s.failed, f.failed = true, true, true
		}
		if t.sample && !t.free && !t.followUp {
			h.samples-- // the sample taught nothing: its budget goes back
		}
		return
	}
	needed := v == verdictNeeded
	groups := []*groupLearn{s, p, &h.all}
	if t.scripts != 0 && f.learnsFrom(v) {
		groups = append(groups, f)
	}
	if v == verdictNotNeededHere {
		v = verdictNotNeeded
	}
	for _, g := range groups {
		before := g.seen.says(l.cfg.Warmup) // a change of mind, at any level
		g.seen.add(needed)
		if t.sample {
			g.sampled.add(needed)
		}
		if before != verdictNone && before != v {
			// A contradiction: re-checks come back to their first pace.
			g.gap, g.due = l.cfg.SampleEvery, g.pages+l.cfg.SampleEvery
		}
	}
}

// learnsFrom reports whether the verdict of a page that runs the scripts
// of family g speaks for the pages that run them: a sample whose scripts
// built navigation its page held already (verdictNotNeededHere: often
// the site's contents page) does once a second sample of the scripts
// followed it, whatever that one said. Until then the next page that
// runs them is sampled, and the pages after it wait for it as they waited
// for the first.
func (g *groupLearn) learnsFrom(v verdict) bool {
	if v != verdictNotNeededHere {
		return true
	}
	g.hereOnly++
	return g.hereOnly > 1
}

func (l *learner) host(name string) *hostLearn {
	h := l.hosts[name]
	if h == nil {
		h = &hostLearn{all: groupLearn{wide: true}, sections: make(map[string]*groupLearn),
			patterns: make(map[string]*groupLearn), scripts: make(map[uint64]*groupLearn)}
		l.hosts[name] = h
	}
	return h
}

// family is what was seen of the host's pages that run the scripts of
// set scripts.
func (h *hostLearn) family(scripts uint64) *groupLearn {
	g := h.scripts[scripts]
	if g == nil {
		g = &groupLearn{wide: true}
		h.scripts[scripts] = g
	}
	return g
}

func (h *hostLearn) group(m map[string]*groupLearn, key string) *groupLearn {
	g := m[key]
	if g == nil {
		g = &groupLearn{}
		m[key] = g
	}
	return g
}

// patternKey groups URLs that share a template: the host and the path with
// every run of digits replaced by {n}, and a last segment that looks like
// a slug (long, or words joined by - or _) replaced by {slug}. So
// /product/123 and /product/456 share /product/{n}, and
// /blog/how-we-crawl and /blog/why-we-render share /blog/{slug}.
func patternKey(u canonURL) string {
	segs := strings.Split(u.path, "/")
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
	return u.host + strings.Join(segs, "/")
}

// sectionKey is the part of a site a URL is in: the host and the
// directory of its path, digits replaced by {n}. /app/users/5 and
// /app/users/7 are in /app/users/; /docs/a.html and /docs/b.html in
// /docs/.
func sectionKey(u canonURL) string {
	dir := u.path[:strings.LastIndexByte(u.path, '/')+1]
	return u.host + replaceDigits(dir)
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
