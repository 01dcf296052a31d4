package render

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/chromedp/cdproto/network"
	"golang.org/x/sync/semaphore"
)

const (
	// closeWaitBound bounds how long Close waits for pages still rendering.
	closeWaitBound = 10 * time.Second
	// tabCloseBound: a tab that takes longer to close means a stuck
	// browser, which is then killed.
	tabCloseBound = 8 * time.Second
	// memoryCheckEvery: the browser's memory is measured every this many
	// pages.
	memoryCheckEvery = 25
)

// Pool renders pages in one Chrome with a bounded set of tabs. It starts
// Chrome lazily, on the first page, reuses healthy tabs, closes a tab after
// an error (but a document that was not HTML or got no answer) or after
// RecycleAfter pages, and replaces Chrome when it died,
// got stuck, rendered RecycleBrowserAfter pages or grew past
// MaxBrowserMemory (a replaced Chrome finishes its pages first). A Pool is
// safe for concurrent use.
type Pool struct {
	cfg    Config
	chrome Chrome
	log    *slog.Logger
	sem    *semaphore.Weighted
	relay  *socksRelay // to a SOCKS proxy with credentials, or nil

	// ctx is the pool's own lifetime, for Chrome and its tabs; Close ends
	// it.
	ctx    context.Context
	cancel context.CancelFunc

	// mu guards the fields below. Lock order: mu before a tab's or a
	// browser's own lock; neither of those is held while mu is taken.
	mu       sync.Mutex
	b        *browser
	starting *startCall // a start of Chrome in progress, or nil
	gen      int
	idle     []*tab
	freed    chan struct{}     // closed when a tab is handed back (Config.TabWait), or nil
	wanting  int               // pages that want a tab and have none yet, at the semaphore or waiting for a busy tab
	active   map[*tab]struct{} // tabs rendering a page
	opening  int               // fresh tabs being opened for idle (Config.Isolate)
	closed   bool
	closing  sync.WaitGroup // starts of Chrome, and tabs and browsers being closed in the background
	// closingTabs counts the tabs being closed in the background
	// (closeTab); tabsClosed, when not nil, closes when it drops to 0.
	closingTabs int
	tabsClosed  chan struct{}

	// storage is the localStorage kept of each origin
	// (Session.KeepLocalStorage), under its own lock.
	storageMu sync.Mutex
	storage   map[string][][2]string

	busy     atomic.Int64
	releases atomic.Int64 // pages ended, successful or not: the memory check's clock
	stats    struct {
		pages, errors, tabsOpened, restarts, recycles atomic.Int64
	}
}

// errUnsettled marks, for release, a page taken without settling: its tab
// may still be busy, so it is closed rather than reused.
var errUnsettled = errors.New("page taken unsettled")

// New validates cfg, finds Chrome (unless cfg.BrowserURL names a remote
// one) and returns a pool. Chrome starts with the first page.
func New(cfg Config) (*Pool, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	var chrome Chrome
	if cfg.BrowserURL == "" {
		var err error
		if chrome, err = FindChrome(cfg.Chrome); err != nil {
			return nil, err
		}
	} else {
		chrome = Chrome{Name: cfg.BrowserURL, Exec: cfg.BrowserURL}
	}
	log := cfg.Logger
	if log == nil {
		log = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	relay, err := relayFor(&cfg, log)
	if err != nil {
		return nil, err
	}
	cfg.names = newNameBlock()
	ctx, cancel := context.WithCancel(context.Background())
	return &Pool{
		relay:  relay,
		cfg:    cfg,
		chrome: chrome,
		log:    log,
		sem:    semaphore.NewWeighted(int64(cfg.Tabs)),
		active: make(map[*tab]struct{}),
		ctx:    ctx,
		cancel: cancel,
	}, nil
}

// Chrome reports the browser binary the pool runs.
func (p *Pool) Chrome() Chrome { return p.chrome }

// Tabs is how many pages the pool renders at once (Config.Tabs).
func (p *Pool) Tabs() int { return p.cfg.Tabs }

// Stats are counters over the pool's life.
type Stats struct {
	Pages, Errors, TabsOpened int64
	// Restarts counts browsers started after the first; Recycles those of
	// them that replaced a healthy browser (page count or memory).
	Restarts, Recycles int64
	// Busy is the number of pages rendering now.
	Busy int64
}

// Stats returns the pool's counters.
func (p *Pool) Stats() Stats {
	return Stats{
		Pages:      p.stats.pages.Load(),
		Errors:     p.stats.errors.Load(),
		TabsOpened: p.stats.tabsOpened.Load(),
		Restarts:   p.stats.restarts.Load(),
		Recycles:   p.stats.recycles.Load(),
		Busy:       p.busy.Load(),
	}
}

// Request is one page to render. Zero fields take the pool's settings.
type Request struct {
	URL string
	// Wait overrides Config.Wait for this page.
	Wait *Wait
	// Timeout overrides Config.Timeout for this page.
	Timeout time.Duration
	// Screenshot takes a PNG of the rendered page (the whole page with
	// FullPage, up to 16384 device pixels each way, else the viewport). A
	// page with a screenshot weighs two tabs in the pool's semaphore.
	Screenshot bool
	FullPage   bool
	// Exchange keeps the main document's request headers, protocol and
	// response body on the page, for archiving.
	Exchange bool
	// Scroll and Explore override Config.Scroll and Config.Explore for
	// this page.
	Scroll  *Scroll
	Explore *Explore
	// ExploreActions, when set, is asked about the page as it was read,
	// before it is explored: how many controls to click, at most
	// Explore.Actions (0: none). A crawler that renders a page to compare
	// it with its HTML explores it in full only when the rendered page is
	// the one it keeps.
	ExploreActions func(*Page) int
	// Requests lists the requests the page made on Page.Requests, at
	// most MaxRequests (0: DefaultMaxRequests), the rest counted in
	// Page.RequestsOmitted. It costs nothing but the events the tab
	// receives anyway.
	Requests    bool
	MaxRequests int
	// Exchange also keeps every other response the page received on
	// Page.Exchanges (scripts, styles, XHR and fetch calls); Bodies, with
	// Exchange, their bodies, read from Chrome within BodyLimits: one CDP
	// call per response, made only when asked.
	Bodies     bool
	BodyLimits BodyLimits
	// HostKey is the key of URL's host by Config.Pacer (its Host), which
	// a caller that paces by it has at hand; empty: the pool asks the
	// Pacer.
	HostKey string
	// Lookups notes the elements the page's scripts look up while they
	// hold no text or a short line, and lists on Page.Unfilled those that
	// still do once the page is read (js/lookups.js): places a script was
	// after and left as they were. It wraps the page's lookups in a
	// script installed for this page only, and costs nothing when off.
	Lookups bool
	// Fetches lists on Page.Fetched the data the page's scripts fetched,
	// from the network events the page reports anyway, and counts on
	// Page.Removed the text they took out of it and on Page.Missed the
	// places they looked for and did not find (js/compare.js, installed
	// for this page only).
	Fetches bool
	// Check marks a render that checks what a page's HTML says (auto
	// mode's samples of a kind): only such a render waits Config.TabWait
	// for a busy tab. A page sent to the browser for good is the work
	// the run asked Tabs for, and opens a tab at once when every open
	// one is busy.
	Check bool

	// print, set by PDF, prints the rendered page in its tab.
	print func(ctx context.Context, t *tab) error
}

// Render loads req.URL in a tab and returns the rendered page. It waits for
// a free tab (at most cfg.Tabs pages render at once) unless ctx ends first.
// Errors wrap the sentinels of this package; Retryable tells which are
// worth another attempt.
func (p *Pool) Render(ctx context.Context, req Request) (*Page, error) {
	opts, err := p.pageOptions(req)
	if err != nil {
		return nil, err
	}
	if err := checkURL(req.URL); err != nil {
		p.stats.errors.Add(1)
		return nil, fmt.Errorf("render %s: %w", req.URL, err)
	}
	visual := req.Screenshot || req.print != nil
	weight := int64(1)
	if visual {
		// Capturing and encoding a PNG, or printing, costs about another
		// page.
		weight = min(2, int64(p.cfg.Tabs))
	}
	p.want(1)
	if err := p.sem.Acquire(ctx, weight); err != nil {
		p.want(-1)
		return nil, err
	}
	defer p.sem.Release(weight)

	for pass := 1; ; pass++ {
		page, misnamed, err := p.renderOnce(ctx, req, opts, visual)
		if len(misnamed) == 0 || pass == maxNamePasses || ctx.Err() != nil {
			if err != nil {
				var g gateError
				if !errors.As(err, &g) {
					p.stats.errors.Add(1)
				}
				return nil, fmt.Errorf("render %s: %w", req.URL, err)
			}
			p.stats.pages.Add(1)
			return page, nil
		}
		// Blocking by file name refused a request of a type that goes
		// through: its host is exempt from it, and the page rendered
		// again; wrong again, the pool blocks by type only
		// (blocknames.go).
		p.log.Debug("a request refused by its file name is of a type not blocked; rendering the page again",
			"url", req.URL, "requests", misnamed)
		if pass == 1 {
			p.cfg.names.exemptHosts(misnamed)
		} else {
			p.cfg.names.stop()
		}
		p.want(1)
	}
}

// renderOnce renders req's page in a tab it takes and hands back, and
// lists the requests of it that blocking by name got wrong (see
// blocknames.go). The caller holds the semaphore and counts itself in
// p.wanting, which renderOnce ends.
func (p *Pool) renderOnce(ctx context.Context, req Request, opts pageOptions, visual bool) (*Page, []string, error) {
	block := p.cfg.Block
	if visual {
		block = p.cfg.ScreenshotBlock
	}
	wait := time.Duration(0)
	if req.Check {
		wait = p.cfg.TabWait
	}
	t, err := p.readyTab(ctx, block, wait, p.cfg.Pacer != nil, patternHost(req.URL)) // ends the page's want
	if err != nil {
		return nil, nil, err
	}
	done, err := p.gate(ctx, req)
	if err != nil {
		// Not the page's failure: the tab did nothing and stays.
		p.release(t, nil, false)
		return nil, nil, gateError{err}
	}
	p.busy.Add(1)
	page, err := t.render(ctx, req.URL, opts)
	if err == nil && req.print != nil {
		if err = req.print(ctx, t); err != nil {
			page = nil
		}
	}
	p.busy.Add(-1)
	done()
	t.pages++
	fault := err
	if answered(err) {
		// The server's answer, or no answer at all: the tab is as good
		// as any, and another would cost a renderer's start.
		fault = nil
	}
	if err == nil {
		fault = t.afterPage(ctx, page, opts.timeout, p.keepStorage)
	}
	if err == nil && (page.Settled == SettledTimeout || page.ScreenshotErr != nil || page.retire) {
		// The page stands, but its tab is not reused: the page may still
		// be at work (it never settled, or its capture ran out of time).
		// A note of another kind (a screenshot or a text cut short) leaves
		// the tab as good as any.
		fault = errUnsettled
	}
	if fault == nil && t.pages < p.cfg.RecycleAfter {
		// A tab about to close frees its memory anyway.
		fault = t.collectGarbage(ctx)
	}
	misnamed := t.misnamed
	t.misnamed = nil
	p.release(t, fault, true)
	if err != nil {
		return nil, misnamed, err
	}
	return page, misnamed, nil
}

// answered reports a page that failed on what its document's request
// got: a document that is not HTML (its load stopped), or none at all (a
// name that does not resolve, a refused connection). Chrome is on an
// error page or the document it stopped, and the tab serves the next
// page as well as a new one.
func answered(err error) bool {
	var notHTML *NotHTMLError
	var nav *NavigationError
	return errors.As(err, &notHTML) || errors.As(err, &nav)
}

// gateError is an error of the gate a page passes before its request
// (Config.Pacer): not the page's failure, and no error of the pool's.
type gateError struct{ error }

func (g gateError) Unwrap() error { return g.error }

// pageOptions are the settings of req's page: the pool's, with what req
// sets.
func (p *Pool) pageOptions(req Request) (pageOptions, error) {
	opts := pageOptions{wait: p.cfg.Wait, timeout: p.cfg.Timeout, screenshot: req.Screenshot, fullPage: req.FullPage, exchange: req.Exchange,
		requests: req.Requests, maxRequests: req.MaxRequests, bodies: req.Bodies && req.Exchange, limits: req.BodyLimits,
		exploreActions: req.ExploreActions, navigate: p.navigate(), lookups: req.Lookups, fetches: req.Fetches}
	if opts.maxRequests <= 0 {
		opts.maxRequests = DefaultMaxRequests
	}
	if req.Wait != nil {
		if err := req.Wait.validate(); err != nil {
			return pageOptions{}, err
		}
		opts.wait = *req.Wait
	}
	if req.Timeout > 0 {
		opts.timeout = req.Timeout
	}
	if err := opts.discovery(p.cfg, req); err != nil {
		return pageOptions{}, err
	}
	return opts, nil
}

// want counts a page that starts (n=1) or stops (n=-1) wanting a tab;
// the pages waiting for a busy tab look again at the queue a new one
// makes.
func (p *Pool) want(n int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.wanting += n
	if n > 0 {
		p.signalLocked()
	}
}

// readyTab returns a tab (see tab) set up for a page of host that blocks
// the types of block; a tab that could not be set up is released as
// faulty.
func (p *Pool) readyTab(ctx context.Context, block []network.ResourceType, wait time.Duration, docs bool, host string) (*tab, error) {
	t, err := p.tab(ctx, block, wait)
	if err != nil {
		return nil, err
	}
	if err := t.setBlock(ctx, block, docs); err != nil {
		p.release(t, err, false)
		return nil, err
	}
	if err := t.setNames(ctx, host); err != nil {
		p.release(t, err, false)
		return nil, err
	}
	if err := t.beforePage(ctx); err != nil {
		p.release(t, err, false)
		return nil, err
	}
	return t, nil
}

// tab returns an idle tab of the live browser, one that blocks the types
// of block if there is such, or opens one, starting Chrome if there is
// none. With a wait (Config.TabWait, for renders that check a page), a
// page that finds every open tab busy waits that long for one, unless
// twice as many other pages as there are tabs want one too (at the
// semaphore or here): pages that meet share the tabs there are, and a
// queue that long means that pages keep coming, so it opens one at once.
// The tab counts as active in its browser until release. The caller
// counted itself in p.wanting (want), and tab ends that count, whatever
// it returns.
func (p *Pool) tab(ctx context.Context, block []network.ResourceType, wait time.Duration) (*tab, error) {
	wanting := true
	defer func() {
		if wanting {
			p.want(-1)
		}
	}()
	// The wait runs from the first time the page finds every tab busy,
	// not from its call: Chrome may have been starting until then.
	var waitUntil time.Time
	for {
		b, err := p.browser(ctx)
		if err != nil {
			return nil, err
		}
		p.mu.Lock()
		if t := p.idleTabLocked(b, block); t != nil {
			p.wanting, wanting = p.wanting-1, false
			p.mu.Unlock()
			return t, nil
		}
		if waitUntil.IsZero() {
			waitUntil = time.Now().Add(wait)
		}
		left := time.Until(waitUntil)
		busy := b.tabs() // of this browser: one being replaced hands none back
		if others := p.wanting - 1; left <= 0 || busy == 0 || others >= 2*busy {
			p.wanting, wanting = p.wanting-1, false
			return p.openTab(b, block) // unlocks p.mu
		}
		freed := p.freedLocked()
		p.mu.Unlock()
		if err := waitFreed(ctx, freed, left); err != nil {
			return nil, err
		}
	}
}

// waitFreed waits until freed closes, d passes or ctx ends.
func waitFreed(ctx context.Context, freed <-chan struct{}, d time.Duration) error {
	timer := time.NewTimer(d)
	defer timer.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-freed:
	case <-timer.C:
	}
	return nil
}

// idleTabLocked takes an idle tab of b, preferring one that blocks the
// types of block, and closes the unusable ones it meets; nil if there is
// none. The caller holds p.mu.
func (p *Pool) idleTabLocked(b *browser, block []network.ResourceType) *tab {
	if i := slices.IndexFunc(p.idle, func(t *tab) bool { return slices.Equal(t.block, block) }); i >= 0 {
		// The last tab is taken first: move the one that fits there.
		last := len(p.idle) - 1
		p.idle[i], p.idle[last] = p.idle[last], p.idle[i]
	}
	for len(p.idle) > 0 {
		t := p.idle[len(p.idle)-1]
		p.idle = p.idle[:len(p.idle)-1]
		if t.b == b && t.usable() {
			b.tabStarted()
			p.active[t] = struct{}{}
			return t
		}
		p.closeTab(t)
	}
	return nil
}

// freedLocked returns a channel closed when the pages waiting for a busy
// tab should look again (signalLocked). The caller holds p.mu.
func (p *Pool) freedLocked() <-chan struct{} {
	if p.freed == nil {
		p.freed = make(chan struct{})
	}
	return p.freed
}

// signalLocked wakes the pages waiting for a busy tab: a tab was handed
// back or closed, one could not be opened, another page wants one, or
// the pool closed. The caller holds p.mu.
func (p *Pool) signalLocked() {
	if p.freed != nil {
		close(p.freed)
		p.freed = nil
	}
}

// openTab opens a tab in b. The caller holds p.mu, which openTab unlocks.
func (p *Pool) openTab(b *browser, block []network.ResourceType) (*tab, error) {
	b.tabStarted()
	p.mu.Unlock()
	t, err := newTab(b, &p.cfg, block)
	p.mu.Lock()
	if err != nil {
		b.tabEnded(false)
		p.signalLocked()
		switch {
		case !b.alive() || errors.Is(err, ErrTimeout):
			// A browser that cannot open a tab in time is stuck.
			p.log.Warn("chrome cannot open a tab; replacing it", "err", err)
			p.retireLocked(b)
		case b.drained():
			p.closeBrowser(b) // replaced meanwhile, and this was its last tab
		}
		p.mu.Unlock()
		return nil, err
	}
	p.stats.tabsOpened.Add(1)
	p.active[t] = struct{}{}
	p.mu.Unlock()
	return t, nil
}

// release ends a page of t, rendered or not (a tab handed back unused). A
// healthy tab goes back to the idle list; one that erred, is worn out or
// belongs to a browser being replaced is closed. A hang or timeout gets
// the browser probed, and a browser that does not answer is killed.
func (p *Pool) release(t *tab, err error, rendered bool) {
	b := t.b
	if stuck(err) && b.alive() && !b.responsive() {
		p.log.Warn("chrome does not answer; replacing it", "err", err)
		p.retire(b)
	}
	// Measuring reads /proc for every Chrome process: done before taking
	// the lock that every tab hand-out needs.
	var mem int64
	if rendered {
		if n := p.releases.Add(1); n%memoryCheckEvery == 0 && p.cfg.MaxBrowserMemory > 0 {
			mem = b.memory(p.cfg.MaxBrowserMemory)
		}
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	delete(p.active, t)
	pages := b.tabEnded(rendered)
	healthy := err == nil && t.pages < p.cfg.RecycleAfter && !(p.cfg.Isolate && t.pages > 0)
	if p.closed || !healthy || b != p.b || !t.usable() {
		p.closeTab(t)
		p.refillLocked(b)
	} else {
		p.idle = append(p.idle, t)
	}
	p.signalLocked() // a tab to take, or one fewer busy
	switch {
	case !b.alive():
		p.retireLocked(b)
	case b == p.b && pages >= p.cfg.RecycleBrowserAfter:
		p.log.Info("replacing chrome after its page quota", "pages", pages)
		p.drainLocked(b)
	case b == p.b && mem > p.cfg.MaxBrowserMemory:
		p.log.Info("replacing chrome over its memory limit", "pss_mb", mem>>20, "limit_mb", p.cfg.MaxBrowserMemory>>20)
		p.drainLocked(b)
	}
	if b.drained() {
		p.closeBrowser(b)
	}
}

// stuck reports an error that may mean a stuck browser: a hang, or a
// timeout of the page rather than of its connection (Chrome, which
// reported that, is answering).
func stuck(err error) bool {
	var nav *NavigationError
	return (errors.Is(err, ErrHung) || errors.Is(err, ErrTimeout)) && !errors.As(err, &nav)
}

// waitPages waits, for at most closeWaitBound, for the pages still
// rendering to hand their tabs back.
func (p *Pool) waitPages() {
	ctx, cancel := context.WithTimeout(context.Background(), closeWaitBound)
	defer cancel()
	if p.sem.Acquire(ctx, int64(p.cfg.Tabs)) == nil {
		p.sem.Release(int64(p.cfg.Tabs))
	}
}

// closeTab closes t in the background; a tab that does not close in time
// means a stuck browser, which is killed. The caller holds p.mu.
func (p *Pool) closeTab(t *tab) {
	p.closing.Add(1)
	p.closingTabs++
	go func() {
		defer p.closing.Done()
		if !boundedWait(t.close, tabCloseBound) {
			p.log.Warn("a tab did not close; killing chrome")
			p.retire(t.b)
		}
		p.mu.Lock()
		defer p.mu.Unlock()
		if p.closingTabs--; p.closingTabs == 0 && p.tabsClosed != nil {
			close(p.tabsClosed)
			p.tabsClosed = nil
		}
	}()
}

// waitTabsClosed waits until no tab is being closed in the background:
// each close is bounded (tabCloseBound).
func (p *Pool) waitTabsClosed() {
	p.mu.Lock()
	if p.closingTabs == 0 {
		p.mu.Unlock()
		return
	}
	if p.tabsClosed == nil {
		p.tabsClosed = make(chan struct{})
	}
	ch := p.tabsClosed
	p.mu.Unlock()
	<-ch
}

// Close closes every tab and Chrome, waits for them and for the removal of
// the profile dir, and returns the first cleanup error. Pages still
// rendering fail (their browser is gone) and Close waits, bounded, for them
// to hand their tabs back. A remote browser (Config.BrowserURL) is not
// ours to stop: Close waits for its pages, closes every tab it opened
// there, and only then disconnects.
func (p *Pool) Close() error {
	p.mu.Lock()
	if p.closed {
		p.mu.Unlock()
		return nil
	}
	p.closed = true
	p.signalLocked() // the pages waiting for a tab see the pool closed
	idle := p.idle
	p.idle = nil
	b := p.b
	p.b = nil
	if b != nil {
		b.startClose() // closed here, not in the background
	}
	p.mu.Unlock()

	closeTabs := func() {
		var wg sync.WaitGroup
		for _, t := range idle {
			wg.Go(t.close)
		}
		wg.Wait()
	}
	var err error
	switch {
	case b == nil:
		closeTabs()
	case b.pid != 0:
		// Chrome is ours: killing it closes every tab at once, and the
		// tabs' contexts then end without a round trip.
		err = b.close()
		closeTabs()
	default:
		// A remote browser lives on: every tab of ours in it is closed
		// before we disconnect, or it stays open there, its page still
		// running. The pages still rendering hand theirs back first, and
		// the tabs handed back to be closed in the background (a page
		// that did not settle leaves its tab so) are waited for.
		p.waitPages()
		closeTabs()
		p.waitTabsClosed()
		err = b.close()
	}
	p.cancel() // ends a start in progress
	p.waitPages()
	p.closing.Wait() // a start in progress included: it sees closed
	if rerr := p.relay.close(); err == nil {
		err = rerr
	}
	return err
}
