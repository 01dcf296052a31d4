package render

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
)

// Explore is how a page is explored once it is rendered and read: the
// elements a person could activate that have something to handle them
// (a click listener, an onclick attribute, a framework's click handler, a
// button, a role of button, link, tab or menu item, a pointer cursor) are
// clicked in document order, skipping those that look destructive. A
// navigation a click starts is recorded as a link and stopped, so the tab
// stays on the page; a click that brings the page to a state not seen
// before (a hash of its visible text) makes the candidates it revealed
// worth a click in turn, up to Depth. The page's record is taken before:
// exploration only adds to its links. The zero value explores nothing.
type Explore struct {
	// Actions is the most clicks on one page; 0 explores nothing.
	Actions int
	// Depth is how many clicks deep a sequence may go: 1 clicks what the
	// page shows, 2 also what those clicks revealed, and so on.
	Depth int
	// Skip matches the elements never clicked, against their text, the
	// values of their attributes and their form's action. Nil clicks
	// every candidate.
	Skip *regexp.Regexp
	// Budget bounds the time spent exploring one page.
	Budget time.Duration
	// Unsafe lets the clicks send requests of any method. Unset, the
	// requests they start with a method other than GET, HEAD or OPTIONS
	// are refused at the network layer (explore_guard.go), and listed
	// with BlockedUnsafeMethod.
	Unsafe bool
}

// DefaultExploreSkip matches controls that log out, delete, pay or
// unsubscribe.
var DefaultExploreSkip = regexp.MustCompile(`(?i)log[ _-]?(out|off)|sign[ _-]?(out|off)|unsubscribe|delete|remove|destroy|erase|deactivate|discard|cancel (my |your )?(account|subscription|order)|close (my |your )?account|empty (cart|trash|basket)|buy now|place order|pay now|purchase|checkout`)

// DefaultExplore is the exploration the CLI starts from, without actions.
func DefaultExplore() Explore {
	return Explore{Depth: 2, Skip: DefaultExploreSkip, Budget: 10 * time.Second}
}

func (x Explore) validate() error {
	switch {
	case x.Actions < 0:
		return &ConfigError{Pkg: "render", Field: "Explore.Actions", Problem: fmt.Sprintf("must not be negative, got %d", x.Actions)}
	case x.Actions > 0 && x.Depth < 1:
		return &ConfigError{Pkg: "render", Field: "Explore.Depth", Problem: fmt.Sprintf("must be at least 1, got %d", x.Depth)}
	case x.Actions > 0 && x.Budget <= 0:
		return &ConfigError{Pkg: "render", Field: "Explore.Budget", Problem: fmt.Sprintf("must be positive, got %v", x.Budget)}
	}
	return nil
}

// Explored is what exploring a page did.
type Explored struct {
	// Actions counts the clicks, Skipped the candidates Skip matched,
	// States the states of the page the clicks reached that were not seen
	// before.
	Actions, Skipped, States int
	// Blank counts the GET forms a click submitted with every field a
	// person types in empty (js/hooks.js, blank): a search for nothing
	// is no page of the site, and its URL is not followed.
	Blank int
	// Left is set when a click took the tab to another document despite
	// all: the exploration stopped there.
	Left    bool
	Elapsed time.Duration
}

// ClickRequest is a request a click of exploration made the page send:
// a fetch, an XHR, a beacon, a WebSocket or an EventSource opened, a form
// posted.
type ClickRequest struct {
	URL    string
	Method string
	// Type is fetch, xhr, ping, websocket, eventsource or form.
	Type string
}

const (
	// exploreMargin is kept of the budget for the last reply.
	exploreMargin = 250 * time.Millisecond
	// exploreActionWait bounds the wait for the page to go quiet after a
	// click: a page that never does (an animation, a clock) would spend
	// the budget on its first click.
	exploreActionWait = 2 * time.Second
)

// candidateInfo and actResult are what js/explore.js answers.
type candidateInfo struct {
	ID    int    `json:"id"`
	Depth int    `json:"depth"`
	Desc  string `json:"desc"`
}

type actResult struct {
	Links    []string  `json:"links"`
	Navs     []jsNav   `json:"navs"`
	Requests []jsFetch `json:"requests"`
	Fresh    bool      `json:"fresh"`
}

// jsFetch is a request or a navigation js/hooks.js recorded.
type jsFetch struct {
	URL    string `json:"url"`
	Method string `json:"method"`
	Type   string `json:"type"`
}

// jsNav is a navigation a click started, which js/hooks.js recorded and
// stopped; Blank marks a GET form submitted with nothing typed in it.
type jsNav struct {
	jsFetch
	Blank bool `json:"blank"`
}

// explore explores the page p was read from and adds what it found to p.
// Errors end the exploration, never the page.
func (t *tab) explore(ctx context.Context, st *pageState, p *Page, x Explore) {
	start := time.Now()
	ctx, cancel := context.WithTimeout(ctx, x.Budget)
	defer cancel()
	defer func() { p.Explored.Elapsed = time.Since(start) }()
	mainReq := st.mainRequest()
	var ok bool
	if err := t.evaluate(ctx, exploreJS, &ok); err != nil || !ok {
		t.log.Debug("page not explored", "url", p.URL, "err", err)
		return
	}
	var n int
	if err := t.evaluate(ctx, "window.__renderExplore.start("+strconv.Itoa(x.Depth)+")", &n); err != nil || n == 0 {
		t.log.Debug("page not explored", "url", p.URL, "candidates", n, "err", err)
		return
	}
	if !x.Unsafe {
		unguard, err := t.guard(ctx)
		if err != nil {
			t.log.Debug("page not explored", "url", p.URL, "err", err)
			return
		}
		defer func() {
			if err := unguard(); err != nil {
				t.log.Debug("exploration guard not lifted", "url", p.URL, "err", err)
				p.retire = true
			}
		}()
	}
	found := newLinkSet(p.Links)
	for p.Explored.Actions < x.Actions {
		err := t.exploreStep(ctx, p, x, found)
		if errors.Is(err, errExploreDone) || st.mainRequest() != mainReq {
			break
		}
		if err != nil {
			// A click that hung the page, or a renderer that stopped
			// answering: the page stands, its tab is not reused.
			t.log.Debug("exploration ended", "url", p.URL, "err", err)
			p.retire = true
			break
		}
	}
	if st.mainRequest() != mainReq {
		// A navigation got past the page's hooks, on any click, the last
		// included: the tab is no longer on the page, and is not reused.
		p.Explored.Left, p.retire = true, true
		if u := st.documentURL(); u != "" {
			found.add(p, u)
		}
		_, _ = call(t, page.StopLoading, cdp.Empty{})
	}
}

// exploreAsked explores p as opts ask (Explore, ExploreActions) and
// reports whether it clicked anything.
func (t *tab) exploreAsked(ctx context.Context, st *pageState, p *Page, opts pageOptions) bool {
	x := opts.explore
	if x.Actions > 0 && opts.exploreActions != nil {
		x.Actions = min(x.Actions, opts.exploreActions(p))
	}
	if x.Actions <= 0 {
		return false
	}
	t.explore(ctx, st, p, x)
	return true
}

// errExploreDone ends an exploration that has nothing left to click.
var errExploreDone = errors.New("nothing left to explore")

// exploreStep clicks the next candidate that Skip does not match, and adds
// what the click revealed to p.
func (t *tab) exploreStep(ctx context.Context, p *Page, x Explore, found *linkSet) error {
	left := time.Until(deadlineOf(ctx)) - exploreMargin
	if left <= 0 {
		return errExploreDone
	}
	var c *candidateInfo
	if err := t.evaluate(ctx, "window.__renderExplore.peek()", &c); err != nil {
		return err
	}
	if c == nil {
		return errExploreDone
	}
	if x.Skip != nil && x.Skip.MatchString(c.Desc) {
		p.Explored.Skipped++
		return t.evaluate(ctx, "window.__renderExplore.skip("+strconv.Itoa(c.ID)+")", nil)
	}
	win := t.cfg.QuietWindow / 2
	expr := fmt.Sprintf("window.__renderExplore.act(%d,%d,%d,%d)", c.ID, win.Milliseconds(), max((win/settleDivisor).Milliseconds(), 1), min(left, exploreActionWait).Milliseconds())
	p.Explored.Actions++
	var r *actResult
	// The requests that start until the page is quiet again are the
	// click's.
	t.setActor(InitiatorClick)
	err := t.evaluate(ctx, expr, &r)
	t.setActor("")
	if err == nil && r == nil {
		// Not clicked: the candidate was lost with the state it was
		// found in (a route the app could not go back to).
		p.Explored.Actions--
	}
	if err != nil || r == nil {
		return err
	}
	if r.Fresh {
		p.Explored.States++
	}
	for _, u := range r.Links {
		found.add(p, u)
	}
	for _, n := range r.Navs {
		if n.Blank {
			p.Explored.Blank++
			continue
		}
		if n.Method == "GET" {
			found.add(p, n.URL)
			if n.Type == "form" {
				p.Submitted = append(p.Submitted, n.URL)
			}
		} else {
			p.ClickRequests = append(p.ClickRequests, ClickRequest{URL: n.URL, Method: n.Method, Type: "form"})
		}
	}
	for _, q := range r.Requests {
		p.ClickRequests = append(p.ClickRequests, ClickRequest(q))
	}
	return nil
}

// deadlineOf is ctx's deadline; ctx has one.
func deadlineOf(ctx context.Context) time.Time {
	d, _ := ctx.Deadline()
	return d
}

// linkSet adds links to a page once each.
type linkSet map[string]bool

func newLinkSet(links []string) *linkSet {
	s := make(linkSet, len(links))
	for _, l := range links {
		s[l] = true
	}
	return &s
}

// add appends u to p's links if it is an http(s) URL p does not have.
func (s *linkSet) add(p *Page, u string) {
	if (*s)[u] || !isHTTP(u) {
		return
	}
	(*s)[u] = true
	p.Links = append(p.Links, u)
}

func isHTTP(u string) bool {
	return len(u) > 7 && (u[:7] == "http://" || (len(u) > 8 && u[:8] == "https://"))
}

// documentURL is the URL of the page's main document request, once a
// navigation replaced the one the page was read from.
func (st *pageState) documentURL() string {
	st.mu.Lock()
	defer st.mu.Unlock()
	return st.inflight[st.doc.mainReq].url
}

// forgetDocument makes the tab load its document afresh for its next
// page, even a route of it: exploring or scrolling changed it.
func (t *tab) forgetDocument() {
	t.mu.Lock()
	t.doc.resp = nil
	t.mu.Unlock()
}

// discovery sets the page's scrolling and exploring: the pool's, or the
// request's own.
func (o *pageOptions) discovery(cfg Config, req Request) error {
	o.scroll, o.explore = cfg.Scroll, cfg.Explore
	if req.Scroll != nil {
		if err := req.Scroll.validate(); err != nil {
			return err
		}
		o.scroll = *req.Scroll
	}
	if req.Explore != nil {
		if err := req.Explore.validate(); err != nil {
			return err
		}
		o.explore = *req.Explore
	}
	return nil
}

// addClickForms adds to the page's requests the form posts its clicks
// started, which were stopped before they left the browser, and so are in
// no network log. The requests the clicks started that did leave it
// (initiator click) are in the log.
func addClickForms(p *Page, opts pageOptions) {
	if !opts.requests {
		return
	}
	for _, c := range p.ClickRequests {
		if c.Type != "form" {
			continue
		}
		if len(p.Requests) >= opts.maxRequests {
			p.RequestsOmitted++
			continue
		}
		p.Requests = append(p.Requests, NetworkRequest{URL: c.URL, Method: c.Method, Type: string(network.ResourceTypeDocument),
			Blocked: true, BlockedBy: BlockedUnsafeMethod, Initiator: InitiatorClick})
	}
}
