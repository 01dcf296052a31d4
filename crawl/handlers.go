package crawl

import (
	"context"
	"sync"

	"github.com/rendercrawl/render/crawl/learn"
)

// ReasonHandlers: a page whose markup has event handlers or whose inline
// scripts add listeners, rendered so that exploring acts on them.
const ReasonHandlers = "handlers"

// handlerTrials is how many pages of one handler set (a host, the code of
// its pages' handlers, their scripts) are explored before the set is
// judged: if none of their renders added links as auto mode counts them
// (linksAdded: more than a few a script adds), the set's later pages
// are left as auto mode decided.
const handlerTrials = 2

// Pages with handlers. When the renderer explores (Follow.Handlers), a
// page whose markup has inline event handlers (onclick, onmouseover, a
// javascript: href, ...) or whose inline scripts add listeners is
// explored in the browser whatever auto mode decided for its content:
// what its handlers do only a browser that acts on the page can follow.
// The step comes after auto mode's second look at the page (decide) and
// leaves that look as it was: a page kept as HTML stays the HTML record,
// with the links its exploration found added (reason handlers); a page
// auto mode renders to compare (to verify its kind) is left to it, as
// is one it renders. So that a site whose every page carries the same
// menu toggle does not render them all, the pages of one handler set
// are explored handlerTrials times, and on only if a render added links
// (linksAdded). A forced mode, an error status or no browser change nothing.

// hostHandlerTrials: once this many explorations of a host's pages
// (handler sets together) found nothing and none found anything, a new
// handler set of the host is explored only on every hostHandlerEvery-th
// page with handlers: on a documentation site whose every page carries
// toggles of its own (SQLite's 400 pages, 25 handler sets), exploring
// each set twice made a default crawl 10 times as long, for no link.
const (
	hostHandlerTrials = 3
	hostHandlerEvery  = 50
)

// hostHandlers is what the explorations of a host's pages found.
type hostHandlers struct {
	pages, tried int
	found        bool
}

// handlerKey names a handler set.
type handlerKey struct {
	host           string
	handlers, runs uint64
}

// handlerSet is what the explorations of a set's pages found.
type handlerSet struct {
	tried, pending int
	found          bool
}

// handlerSets are the crawl's handler sets.
type handlerSets struct {
	mu    sync.Mutex
	sets  map[handlerKey]*handlerSet
	hosts map[string]*hostHandlers
}

// exploresHandlers reports whether a page fetched over HTTP, and decided
// d, is to be explored for its handlers; then the caller reports what
// the exploration found (handlersExplored).
func (c *Crawler) exploresHandlers(t *task, p *plan, hp *Page, d decision) bool {
	s := hp.Signals
	if !c.cfg.Follow.Handlers || p.forced || c.renderer == nil || !hp.IsHTML || hp.Status >= 400 ||
		(s.Handlers == 0 && s.Listeners == 0) || d.next != keepHTTP {
		return false
	}
	k := handlerKey{t.url.host, s.HandlerSet, s.ScriptSet}
	c.handlers.mu.Lock()
	defer c.handlers.mu.Unlock()
	if c.handlers.sets == nil {
		c.handlers.sets = make(map[handlerKey]*handlerSet)
		c.handlers.hosts = make(map[string]*hostHandlers)
	}
	hs := c.handlers.sets[k]
	if hs == nil {
		hs = &handlerSet{}
		c.handlers.sets[k] = hs
	}
	h := c.handlers.hosts[k.host]
	if h == nil {
		h = &hostHandlers{}
		c.handlers.hosts[k.host] = h
	}
	h.pages++
	switch {
	case hs.found:
	case hs.tried+hs.pending >= handlerTrials:
		return false
	case !h.found && h.tried >= hostHandlerTrials && h.pages%hostHandlerEvery != 0:
		return false // the host's explorations found nothing so far
	}
	hs.pending++
	return true
}

// handlersExplored notes what exploring a page of a handler set found:
// bp is the page rendered (nil if it failed), hp as fetched.
func (c *Crawler) handlersExplored(t *task, hp, bp *Page) {
	found := bp != nil && linksAdded(hp, bp)
	k := handlerKey{t.url.host, hp.Signals.HandlerSet, hp.Signals.ScriptSet}
	c.handlers.mu.Lock()
	defer c.handlers.mu.Unlock()
	if hs := c.handlers.sets[k]; hs != nil {
		hs.pending--
		hs.tried++
		hs.found = hs.found || found
	}
	if h := c.handlers.hosts[k.host]; h != nil {
		h.tried++
		h.found = h.found || found
	}
}

// exploreHandlers explores a page auto mode keeps as HTML (decision d)
// for its handlers: the HTML stays the record, with what exploring found;
// what the page taught auto mode stands.
func (c *Crawler) exploreHandlers(ctx context.Context, t *task, hp *Page, d decision) (result, learn.Verdict, learn.Sample) {
	bp, err := c.renderPage(ctx, t, nil, nil)
	if err != nil {
		// The HTML page stands; its handlers go unexplored.
		c.log.Debug("render to explore failed", "url", t.url.s, "err", err)
		c.handlersExplored(t, hp, nil)
		return pageResult(hp, d.reason), d.verdict, learn.Sample{}
	}
	c.handlersExplored(t, hp, bp)
	keepExplored(hp, bp)
	return pageResult(hp, ReasonHandlers), d.verdict, learn.Sample{}
}

// keepExplored adds to an HTML page what rendering and exploring it
// found: the links it lacks, and what only the browser saw (console,
// requests, what the wait and the read took).
func keepExplored(hp, bp *Page) {
	have := make(map[string]bool, len(hp.Links))
	for _, l := range hp.Links {
		have[l] = true
	}
	links := hp.Links[:len(hp.Links):len(hp.Links)]
	for _, l := range bp.Links {
		if !have[l] {
			have[l] = true
			links = append(links, l)
		}
	}
	hp.Links = links
	hp.Console, hp.ConsoleOmitted, hp.FailedRequests, hp.Blocked = bp.Console, bp.ConsoleOmitted, bp.FailedRequests, bp.Blocked
	if bp.Requests != nil {
		hp.Requests, hp.RequestsOmitted = bp.Requests, bp.RequestsOmitted
	}
	hp.Elapsed += bp.Elapsed
	hp.Settled = bp.Settled
}
