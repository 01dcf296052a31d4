package crawl

import (
	"context"
	"strings"
	"time"

	"github.com/rendercrawl/render/fetch"
)

// Reasons a record gives for its mode.
const (
	ReasonForced  = "forced"     // --mode http or --mode browser
	ReasonNonHTML = "non-html"   // not HTML: never rendered
	ReasonStatus  = "status"     // an error status: the server's page as it is
	ReasonStatic  = "static"     // the HTML is the page: no browser needed
	ReasonShell   = "shell"      // an empty app mount point (#root, #app, ...)
	ReasonNoJS    = "noscript"   // a <noscript> asking for JavaScript
	ReasonScripts = "scripts"    // scripts and almost no text
	ReasonRoutes  = "routes"     // an app that routes by the URL's fragment (routed)
	ReasonLearned = "learned"    // the URL's pattern was learned to need (or not) the browser
	ReasonSample  = "sample"     // rendered both ways to learn or re-check the pattern
	ReasonShot    = "screenshot" // rendered for its screenshot
	ReasonChecks  = "checks"     // rendered because a CI check only a browser can judge is on
	ReasonEval    = "eval"       // rendered so that the --eval script runs in it
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
	forced bool   // --mode http or browser: one path, no second look
	reason string // why, when it is decided already (forced, learned)
	ticket ticket // the learner's advice, answered with a verdict (tell)
}

// next is the decision made once the HTML is in.
type next int

const (
	keepHTTP        next = iota // the HTML is the page
	renderInstead               // the page needs the browser
	renderToCompare             // render too, and learn from the difference
	renderToLearn               // the page is rendered, and compared to learn
)

// plan decides the first path of a task.
func (c *Crawler) plan(t *task) plan {
	switch c.cfg.Mode {
	case ModeBrowser:
		return plan{first: viaBrowser, forced: true, reason: ReasonForced}
	case ModeHTTP:
		return plan{first: viaHTTP, forced: true, reason: ReasonForced}
	}
	tk := c.learn.advise(t.url.host, t.section, t.pattern)
	if tk.route == routeBrowser && c.renderer != nil {
		return plan{first: viaBrowser, reason: ReasonLearned, ticket: tk}
	}
	return plan{first: viaHTTP, ticket: tk}
}

// decision is the second look of auto mode at a page fetched over HTTP:
// what to do, why, and what the page taught by its signals alone.
type decision struct {
	next    next
	reason  string
	verdict verdict
}

// decide takes the second look: keep the HTML, render the page instead,
// or render it too to compare.
func (c *Crawler) decide(ctx context.Context, t *task, p *plan, hp *Page) decision {
	switch {
	case !hp.IsHTML: // whatever the mode, as the browser path says
		return decision{keepHTTP, ReasonNonHTML, verdictNone}
	case p.forced:
		return decision{keepHTTP, ReasonForced, verdictNone}
	case hp.Status >= 400:
		// An app may answer every route with its shell and an error
		// status (a static host's 404 page serving the app): the shell is
		// rendered, its status kept. An error page does not speak for the
		// site's pages: it teaches nothing.
		if why := needsBrowser(hp.Signals); why != "" && c.renderer != nil {
			return decision{renderInstead, why, verdictNone}
		}
		return decision{keepHTTP, ReasonStatus, verdictNone}
	}
	why := needsBrowser(hp.Signals)
	// What a route shows is the app's doing, not the pattern's.
	routes := why == "" && hp.Signals.Scripts > 0 && c.renderer != nil && routed(t.url.s, hp)
	clear := why == "" && !routes && clearlyStatic(hp.Signals)
	c.learn.htmlIn(p.ticket, !clear)
	switch {
	case why != "":
		return decision{renderInstead, why, verdictNeeded}
	case routes:
		return decision{renderInstead, ReasonRoutes, verdictNone}
	}
	v := verdictNone
	if clear {
		v = verdictNotNeeded
	}
	switch {
	case c.capture.Screenshot:
		return decision{renderInstead, ReasonShot, v}
	case c.checksNeedBrowser:
		return decision{renderInstead, ReasonChecks, v}
	case c.capture.Data && c.renderer != nil:
		return decision{renderInstead, ReasonEval, v}
	case clear:
		return decision{keepHTTP, ReasonStatic, v}
	}
	lean := leansBrowser(hp.Signals)
	switch {
	case c.renderer == nil && lean:
		return decision{renderInstead, ReasonNoJS, verdictNone} // fails: no browser
	case c.renderer == nil:
		return decision{keepHTTP, ReasonStatic, v}
	}
	// A page that waits for a sample queues its links first, as a sample
	// does (followEarly): the crawl goes on from it meanwhile.
	early := func() { c.followEarly(ctx, t, hp) }
	learned, sample := c.sampledOrWait(ctx, &p.ticket, hp.Signals.ScriptSet, lean, hp.size(), early, &t.spared)
	switch {
	case sample && p.ticket.free:
		// Rendered as its plea asks, whatever the comparison says.
		return decision{renderToLearn, ReasonNoJS, verdictNone}
	case sample:
		return decision{renderToCompare, ReasonSample, verdictNone}
	case learned == verdictNeeded:
		return decision{renderInstead, ReasonLearned, verdictNone}
	case learned == verdictNotNeeded:
		return decision{keepHTTP, ReasonLearned, verdictNone}
	case lean:
		return decision{renderInstead, ReasonNoJS, verdictNone}
	}
	return decision{keepHTTP, ReasonStatic, verdictNone}
}

// Thresholds of the render decision.
const (
	// almostNoText: a body of scripts with less visible text than this
	// (in runes) is rendered.
	almostNoText = 200
	// noscriptText: a <noscript> plea on a page with less text than this
	// leans to the browser (leansBrowser); with more, the server-rendered
	// content stands.
	noscriptText = 2000
)

// clearlyStatic reports HTML whose signals say, on their own, that it is
// the page a person sees: it has no script, so nothing can change it; or
// its scripts have nothing to build: it holds its text (needsBrowser
// passed it), no app mount point or framework owns it, no container
// waits for content (EmptySlot: empty, or holding only a loading line)
// and no client-side template waits to be filled. A <noscript> plea on
// such a page is its template's (javadoc's "JavaScript is disabled on
// your browser" on every page, 80 of 268 of them with less than 600
// characters of text). A page with scripts and one of those may be
// changed by them (content loaded, a contents tree built, a framework
// hydrating or filling its template); whether they matter is learned
// from samples, pooled across the host.
func clearlyStatic(s fetch.Signals) bool {
	return s.Scripts == 0 || s.AppMount == "" && s.FrameworkData == "" && s.EmptySlot == "" && s.Templates == 0
}

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
// from what the HTML held: more words of text, links the HTML did not
// have, or client-side templates filled (templatesFilled). Text that only
// got shorter does not count: on real documentation sites CSS and
// scripts hide whole menus and collapsed indexes (up to 40% of a page's
// words), more than a diagram script takes from the page whose source it
// draws.
func browserAdded(h, b *Page) bool {
	hw, bw := len(strings.Fields(h.Text)), len(strings.Fields(b.Text))
	return bw > hw+max(20, hw/10) || linksAdded(h, b) || templatesFilled(h.Text, b.Text)
}

// sampleVerdict is what a page rendered both ways teaches: the browser
// was needed (it added material), or the HTML was the page; or the HTML
// was this page only, as far as anyone can tell: its scripts built
// navigation (builtNavigation) to places its HTML links to already.
func sampleVerdict(h, b *Page) verdict {
	switch {
	case browserAdded(h, b):
		return verdictNeeded
	case builtNavigation(h, b):
		return verdictNotNeededHere
	}
	return verdictNotNeeded
}

// builtNavigation reports a rendered page whose elements link to other
// pages far more often than its HTML's do: its scripts built navigation
// (a contents tree, a menu). When the page's HTML links to the same
// places already (a contents page: the seed, often), the browser added
// nothing to it, but the other pages of its template may well lack what
// the navigation lists (a manual's chapters: 6 links in a chapter's HTML,
// 56 once rendered).
func builtNavigation(h, b *Page) bool {
	return b.LinkElements-h.LinkElements > max(navigationBuilt, h.LinkElements/4)
}

// navigationBuilt is how many more links to other pages, at least, the
// rendered elements name than the HTML's for builtNavigation (a quarter
// more, when the HTML names more than 40). A menu a script clones for
// small screens adds as many as it holds.
const navigationBuilt = 10

// linksAdded reports whether the rendered page has materially more links
// than the HTML. Links are compared as the crawl tells pages apart
// (canonical: https://a.org and https://a.org/ are one page, an in-page
// anchor is no page of its own); a form the browser's exploring submitted
// is no link the page added.
func linksAdded(h, b *Page) bool {
	have := make(map[string]bool, len(h.Links))
	for _, l := range h.Links {
		have[linkKey(l)] = true
	}
	bar := max(3, len(have)/10)
	for _, l := range b.Submitted {
		have[linkKey(l)] = true
	}
	added := 0
	for _, l := range b.Links {
		if k := linkKey(l); !have[k] {
			have[k] = true
			added++
		}
	}
	return added > bar
}

// linkKey is the page a link names, as the crawl tells pages apart: its
// canonical URL, or the link itself when it has none.
func linkKey(s string) string {
	if u, err := canon(s, CanonOptions{}); err == nil {
		return u.s
	}
	return s
}

// sampleWait bounds how long a page waits for the first sample of pages
// like it (learner.sampledOrWait). It is only a guard: a sample's render
// ends by its own timeout, and a failed one ends the wait too. A render
// takes a second or two, a heavy one 5 to 25 s (LibreOffice's help pages
// build a search index from 800 KB of script): pages that stopped
// waiting after 10 s were kept over HTTP unjudged.
const sampleWait = 2 * time.Minute

// signalsQuiet is how long a page that waits for the signals of more of
// its host's pages waits for the next one: on a site fetched at speed
// they come a few milliseconds apart, and the wait is over within
// signalPages of them. A crawl that has no more pages for the host, or
// fetches them slowly (paced, or a slow server), samples instead: a
// browser started for it costs little next to the crawl's own time.
const signalsQuiet = 100 * time.Millisecond

// sampledOrWait asks the learner whether to sample a page of size bytes,
// waiting while it says to, for at most sampleWait in all or until ctx
// ends, and asking again. Before it first waits it calls early, and its
// worker hands its place to a spare one (spares; *spared says it did),
// so that the crawl goes on meanwhile.
func (c *Crawler) sampledOrWait(ctx context.Context, t *ticket, scripts uint64, near bool, size int64, early func(), spared *bool) (verdict, bool) {
	tm := time.NewTimer(sampleWait)
	defer tm.Stop()
	quiet := time.NewTimer(signalsQuiet)
	defer quiet.Stop()
	may := waitSample | waitSignals
	var unpark func()
	defer func() {
		if unpark != nil {
			unpark()
		}
	}()
	for {
		v, sample, w := c.learn.sampledOrWait(t, scripts, near, may)
		if w.ch == nil {
			return v, sample
		}
		if unpark == nil {
			early()
			unpark = func() {}
			if !*spared { // one spare per page, whatever its attempts
				unpark, *spared = c.spare.park(size)
			}
		}
		var quietC <-chan time.Time
		if w.signals {
			quiet.Reset(signalsQuiet)
			quietC = quiet.C
		}
		select {
		case <-w.ch:
		case <-quietC:
			may &^= waitSignals
		case <-ctx.Done():
			may = waitNone
		case <-tm.C:
			may = waitNone
		}
	}
}
