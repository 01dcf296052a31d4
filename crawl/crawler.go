package crawl

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"github.com/rendercrawl/render/crawl/frontier"
	"github.com/rendercrawl/render/crawl/frontier/memory"
	"github.com/rendercrawl/render/crawl/learn"
	"github.com/rendercrawl/render/crawl/pace"
	"github.com/rendercrawl/render/fetch"
	"github.com/rendercrawl/render/sink"
)

// Crawler visits URLs and writes one record per URL to its sink.
type Crawler struct {
	cfg      Config
	capture  Capture // cfg.Capture with what the sinks need
	workers  int
	log      *slog.Logger
	renderer Renderer
	fetcher  Fetcher
	robots   RobotsChecker
	out      sink.Sink
	revise   sink.Sink // Deps.Revise
	checks   Checker
	frontier frontier.Frontier
	learn    *learn.Learner
	pace     *pace.Pacer
	traps    *trapGuard
	pushed   *seenSet
	invalid  *seenSet // the malformed seeds met, each reported once: in no frontier
	tally    *tally
	// checksNeedBrowser: a check only a browser can judge is on, so every
	// HTML page is rendered.
	checksNeedBrowser bool
	sitemapsRead      map[string]bool // origins whose sitemaps were read; the feeder's alone
	spare             spares          // workers that stand in for those waiting for a sample
	handlers          handlerSets     // pages with event handlers, explored (handlers.go)
	scripts           scriptShapes    // what the site's scripts hold (scripts.go)
	// sess is the crawl's session (nil: none), loginer what logs it in;
	// secrets masks credentials in every record.
	sess    *Session
	loginer Loginer
	secrets *Secrets

	// leaveUnfinished: the frontier outlives the run (frontier.Lasts), so
	// a page the stop cut short gets no record and stays in it for the
	// run that resumes the crawl.
	leaveUnfinished bool

	// abort ends pages in flight at once (a second signal).
	abortOnce sync.Once
	abortCh   chan struct{}
}

// RobotsChecker answers robots.txt questions; fetch.Robots satisfies it.
type RobotsChecker interface {
	Check(ctx context.Context, url string) (fetch.Verdict, error)
}

var _ RobotsChecker = (*fetch.Robots)(nil)

// Checker judges each record before it is written: the CI checks of
// crawl/checks. NeedsBrowser says a check is on that only a browser can
// judge, so that every HTML page is rendered.
type Checker interface {
	Decorate(rec *sink.Record)
	NeedsBrowser() bool
}

// Deps are what a Crawler works with.
type Deps struct {
	// Renderer renders pages in a browser. It may be nil in ModeHTTP, and
	// in ModeAuto when no browser is available (pages that need one then
	// get an error record).
	Renderer Renderer
	// Fetcher fetches pages over HTTP; it may be nil in ModeBrowser.
	Fetcher Fetcher
	// Robots, when not nil, is asked before every URL.
	Robots RobotsChecker
	// Sink receives the records; what it needs of a page (sink.Needs) is
	// kept.
	Sink sink.Sink
	// Revise, when not nil, is a sink among Sink's that replaces what it
	// wrote of a URL (a database): in auto mode, the pages written from
	// their HTML before a re-check found that their kind needs the
	// browser are rendered again at the end of the run and written to it
	// alone (the other outputs keep one record per URL).
	Revise sink.Sink
	// Checks, when not nil, judges every record before it is written.
	Checks Checker
	// Frontier holds the crawl's URLs; nil means a new in-memory one.
	Frontier frontier.Frontier
	// Pacer spaces the requests to each host, whichever path makes them.
	// Give the same one to fetch.Config and render.Config: the Fetcher
	// then paces robots.txt and each redirect, and the Renderer each page
	// and its later navigations, with it; the crawl paces the pages it
	// fetches and tells it every answer. Nil means one made of
	// Config.Pace, which knows only of the crawl's own requests.
	Pacer *pace.Pacer
	// Session, when not nil, is what the crawl carries as a user: the
	// crawler tells it the seeds' hosts and their user:password@ (which
	// canonical URLs leave out; without a Session it is dropped), logs it
	// in (through the Renderer, which must then be a Loginer) and masks
	// its credentials.
	Session *Session
}

// New returns a crawler.
func New(cfg Config, d Deps) (*Crawler, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	switch {
	case d.Renderer == nil && cfg.Mode.Browser() == BrowserRequired:
		return nil, fmt.Errorf("crawl: mode %s needs a renderer", cfg.Mode)
	case d.Fetcher == nil && cfg.Mode != ModeBrowser:
		return nil, fmt.Errorf("crawl: mode %s needs a fetcher", cfg.Mode)
	case d.Sink == nil:
		return nil, errors.New("crawl: no sink")
	}
	if d.Frontier == nil {
		d.Frontier = memory.New()
	}
	capture := cfg.Capture
	needs := sink.NeedsOf(d.Sink)
	capture.Exchange = capture.Exchange || needs.Exchange
	capture.Bodies = capture.Bodies || needs.Bodies
	if capture.Limits == (sink.Limits{}) {
		capture.Limits = sink.DefaultLimits()
	}
	if capture.MaxRequests <= 0 {
		capture.MaxRequests = DefaultMaxRequests
	}
	capture.Screenshot = capture.Screenshot || needs.Screenshot
	pacer := d.Pacer
	if pacer == nil {
		pc := cfg.Pace
		if pc.Logger == nil {
			pc.Logger = cfg.logger()
		}
		pacer = pace.New(pc, nil)
	}
	return &Crawler{
		cfg:               cfg,
		capture:           capture,
		workers:           workersFor(cfg, d),
		log:               cfg.logger(),
		renderer:          d.Renderer,
		fetcher:           d.Fetcher,
		robots:            d.Robots,
		out:               d.Sink,
		revise:            d.Revise,
		checks:            d.Checks,
		frontier:          d.Frontier,
		leaveUnfinished:   frontier.Lasts(d.Frontier),
		learn:             learn.New(cfg.Learn, d.Revise != nil),
		pace:              pacer,
		traps:             newTrapGuard(cfg.Follow.Traps),
		pushed:            newSeenSet(seenWindow),
		invalid:           newSeenSet(0),
		tally:             newTally(),
		checksNeedBrowser: d.Checks != nil && d.Checks.NeedsBrowser() && d.Renderer != nil,
		abortCh:           make(chan struct{}),
		sess:              d.Session,
		loginer:           loginerOf(d.Renderer),
		secrets:           secretsOf(d.Session),
	}, nil
}

// capacityOf is how many pages v takes at once, def when it does not
// say.
func capacityOf(v any, def int) int {
	if c, ok := v.(capacity); ok && c.Capacity() > 0 {
		return c.Capacity()
	}
	return def
}

// workersFor is Config.Workers, or when it is 0 enough workers to keep
// every tab and HTTP slot busy while others wait on retries.
func workersFor(cfg Config, d Deps) int {
	if cfg.Workers > 0 {
		return cfg.Workers
	}
	tabs, conc := capacityOf(d.Renderer, 4), capacityOf(d.Fetcher, 16)
	switch cfg.Mode {
	case ModeBrowser:
		return max(2*tabs, 4)
	case ModeHTTP:
		return conc
	}
	if d.Renderer == nil {
		return conc
	}
	return conc + tabs
}

// Abort ends the pages in flight at once, without waiting for the grace
// period. Records of pages that were cut short are still written.
func (c *Crawler) Abort() { c.abortOnce.Do(func() { close(c.abortCh) }) }

// Run visits the seeds until all are done or ctx ends. When ctx ends, no
// new URL starts and pages in flight get Config.Grace to finish (or less,
// if Abort is called); the URLs never started are listed in the summary.
// Run returns an error only when records could not be written or the
// frontier failed; it returns once its feeder and workers have.
func (c *Crawler) Run(ctx context.Context, seeds Seeds) (*Summary, error) {
	if err := c.logIn(ctx); err != nil {
		c.tally.reset(time.Now())
		return c.tally.summary(0), err
	}
	r := c.newRun(ctx)
	defer r.close()
	fed := c.feed(r, seeds)
	c.work(r)
	return c.finish(r, <-fed)
}

// work runs the workers until the frontier is exhausted or the intake
// ends.
func (c *Crawler) work(r *run) {
	var wg sync.WaitGroup
	var worker func()
	worker = func() {
		for {
			it, err := c.frontier.Next(r.intake)
			switch {
			case err == nil:
			case errors.Is(err, frontier.ErrExhausted), r.intake.Err() != nil:
				return
			default:
				r.fail(fmt.Errorf("crawl: frontier: %w", err))
				return
			}
			spared, err := c.process(r, it)
			if err != nil {
				r.fail(err)
			}
			if spared {
				c.spare.retire() // a spare took its place
			}
			if err != nil || spared {
				return
			}
		}
	}
	c.spare.run(func() { wg.Go(worker) })
	for range c.workers {
		wg.Go(worker)
	}
	wg.Wait()
	c.spare.run(nil)
}

// process turns one frontier item into its record: links queued first,
// then the record written, then the item done, so that neither a crash
// nor the end-of-crawl check can lose a link or a record. spared: a
// spare worker took the place of this one while its page waited.
func (c *Crawler) process(r *run, it frontier.Item) (spared bool, err error) {
	t, err := c.newTask(it)
	if err != nil {
		// Only a frontier shared with a process of another version could
		// hold such an item.
		return false, c.finishItem(r, it, errorRecord(it.URL, c.firstMode(), err))
	}
	defer func() { spared = t.spared }()
	rec, follows, lost := c.visitInSession(r.work, t)
	if t.failed != nil {
		return false, t.failed // the frontier failed: the item stays to be done
	}
	if c.leaveUnfinished && (t.cut || rec.ErrorKind == string(KindInterrupted)) {
		// Its lease goes back when the frontier closes: the run that
		// resumes the crawl visits it, and follows its links.
		r.unfinished.add(it.URL)
		return false, lost
	}
	if err := c.follow(r.ctx, t, rec, follows); err != nil {
		return false, err
	}
	if err := c.finishItem(r, it, rec); err != nil {
		return false, err
	}
	return false, lost
}

// finishItem writes the record of an item; the item is marked done once
// the sink says the record is durable (see doneMarker).
func (c *Crawler) finishItem(r *run, it frontier.Item, rec *sink.Record) error {
	return c.emit(rec, r.done.ack(it))
}

func loginerOf(r Renderer) Loginer {
	l, _ := r.(Loginer)
	return l
}

func secretsOf(s *Session) *Secrets {
	if s == nil || s.Secrets == nil {
		return &Secrets{}
	}
	return s.Secrets
}
