package crawl

import (
	"context"
	"errors"
	"fmt"
	"iter"
	"log/slog"
	"math/rand/v2"
	"net/url"
	"sync"
	"time"

	"github.com/rendercrawl/render/crawl/frontier"
	"github.com/rendercrawl/render/crawl/frontier/memory"
	"github.com/rendercrawl/render/fetch"
	"github.com/rendercrawl/render/render"
	"github.com/rendercrawl/render/sink"
)

// feedDrainBound is how long a stopped crawl waits for the rest of its seed
// input, to list it as never started.
const feedDrainBound = 2 * time.Second

// maxUnstartedListed caps the URLs the summary lists as never started.
const maxUnstartedListed = 100000

// Renderer renders a page in a browser. render.Pool satisfies it.
type Renderer interface {
	Render(ctx context.Context, req render.Request) (*render.Page, error)
}

var _ Renderer = (*render.Pool)(nil)

// Crawler visits URLs and writes one record per URL to its sink.
type Crawler struct {
	cfg          Config
	log          *slog.Logger
	renderer     Renderer
	fetcher      Fetcher
	robots       RobotsChecker
	out          sink.Sink
	frontier     frontier.Frontier
	learn        *learner
	pace         *pacer
	traps        *trapGuard
	pushed       *seenSet
	sitemapsRead map[string]bool // origins whose sitemaps were read; the feeder's alone

	// abort ends pages in flight at once (a second signal).
	abortOnce sync.Once
	abortCh   chan struct{}

	stats   *Summary
	started time.Time
	smu     sync.Mutex
}

// RobotsChecker answers robots.txt questions; fetch.Robots satisfies it.
type RobotsChecker interface {
	Check(ctx context.Context, url string) (fetch.Verdict, error)
}

var _ RobotsChecker = (*fetch.Robots)(nil)

// SharedBucket is a per-host token bucket shared by several processes;
// the redis frontier's Bucket (crawl/frontier/redis) satisfies it.
type SharedBucket interface {
	Reserve(ctx context.Context, host string, r float64, b int) (time.Duration, error)
	PauseUntil(ctx context.Context, host string, t time.Time) error
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
	// Sink receives the records.
	Sink sink.Sink
	// Frontier holds the crawl's URLs; nil means a new memory.Frontier.
	Frontier frontier.Frontier
	// Bucket, when not nil, paces hosts across processes instead of a
	// local token bucket.
	Bucket SharedBucket
}

// New returns a crawler.
func New(cfg Config, d Deps) (*Crawler, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	if d.Renderer == nil && cfg.Mode == ModeBrowser {
		return nil, fmt.Errorf("crawl: mode %s needs a renderer", cfg.Mode)
	}
	if d.Fetcher == nil && cfg.Mode != ModeBrowser {
		return nil, fmt.Errorf("crawl: mode %s needs a fetcher", cfg.Mode)
	}
	if d.Sink == nil {
		return nil, errors.New("crawl: no sink")
	}
	if d.Frontier == nil {
		d.Frontier = memory.New()
	}
	pace := newPacer(cfg.Rate, cfg.Burst, cfg.PerHost, nil)
	pace.shared = d.Bucket
	return &Crawler{
		cfg:      cfg,
		log:      cfg.logger(),
		renderer: d.Renderer,
		fetcher:  d.Fetcher,
		robots:   d.Robots,
		out:      d.Sink,
		frontier: d.Frontier,
		learn:    newLearner(cfg.LearnWarmup, cfg.SampleEvery),
		pace:     pace,
		traps:    newTrapGuard(cfg.Traps),
		pushed:   newSeenSet(),
		abortCh:  make(chan struct{}),
	}, nil
}

// Abort ends the pages in flight at once, without waiting for the grace
// period. Records of pages that were cut short are still written.
func (c *Crawler) Abort() { c.abortOnce.Do(func() { close(c.abortCh) }) }

// Run visits the seeds until all are done or ctx ends. When ctx ends, no
// new URL starts and pages in flight get Config.Grace to finish (or less,
// if Abort is called); the URLs never started are listed in the summary.
// Run returns an error only when records could not be written.
func (c *Crawler) Run(ctx context.Context, seeds iter.Seq[string]) (*Summary, error) {
	start := time.Now()
	c.smu.Lock()
	c.stats = newSummary()
	c.started = start
	c.smu.Unlock()

	// work is the context of pages in flight: it outlives ctx by the grace
	// period, and ends at once on Abort or on a sink failure.
	work, cancelWork := context.WithCancelCause(context.WithoutCancel(ctx))
	defer cancelWork(nil)
	go func() {
		select {
		case <-work.Done():
			return
		case <-c.abortCh:
			cancelWork(errors.New("aborted"))
			return
		case <-ctx.Done():
		}
		t := time.NewTimer(c.cfg.Grace)
		defer t.Stop()
		select {
		case <-work.Done():
		case <-c.abortCh:
			cancelWork(errors.New("aborted"))
		case <-t.C:
			cancelWork(fmt.Errorf("grace period of %v is over", c.cfg.Grace))
		}
	}()

	// intake ends when ctx does, or when the run fails (the sink or the
	// frontier broke): then no worker takes another URL and no seed is
	// read.
	intake, stopIntake := context.WithCancel(ctx)
	defer stopIntake()
	var runErr error
	var errOnce sync.Once
	fail := func(err error) {
		errOnce.Do(func() { runErr = err })
		cancelWork(err)
		stopIntake()
	}

	// The feeder pushes seeds while the workers already run. Once the
	// crawl is stopped it only collects the seeds it did not push, for the
	// summary; once it failed it stops reading.
	var notPushed []string
	feedDone := make(chan struct{})
	go func() {
		defer close(feedDone)
		defer c.frontier.Seal(context.WithoutCancel(ctx))
		for raw := range seeds {
			switch {
			case ctx.Err() != nil:
				notPushed = append(notPushed, raw)
				continue
			case intake.Err() != nil:
				return
			}
			if err := c.seed(ctx, raw); err != nil {
				fail(err)
				return
			}
		}
	}()

	var wg sync.WaitGroup
	for range c.cfg.Workers {
		wg.Go(func() {
			for {
				it, err := c.frontier.Next(intake)
				switch {
				case err == nil:
				case errors.Is(err, frontier.ErrExhausted), intake.Err() != nil:
					return
				default:
					fail(fmt.Errorf("crawl: frontier: %w", err))
					return
				}
				o := c.visit(work, it)
				c.cfg.Checks.Apply(o.rec)
				// Links are queued before the page counts as done, so
				// that neither a crash nor the end-of-crawl check can lose
				// them.
				if err := c.follow(ctx, it, o); err != nil {
					fail(err)
					return
				}
				if err := c.out.Write(o.rec); err != nil {
					fail(err)
					return
				}
				c.count(o.rec)
				if err := c.frontier.Done(context.WithoutCancel(ctx), it); err != nil {
					c.log.Warn("frontier: done", "url", it.URL, "err", err)
				}
				if work.Err() != nil && ctx.Err() == nil {
					return // the run failed
				}
			}
		})
	}
	wg.Wait()
	feedComplete := true
	select {
	case <-feedDone:
	case <-time.After(feedDrainBound):
		// The seeds come from a stream that does not end (a terminal or a
		// pipe that stays open): report what was read.
		feedComplete = false
	}

	queued, qerr := c.frontier.Queued(context.WithoutCancel(ctx), maxUnstartedListed)
	// A feeder still blocked on its input may yet count a record: the
	// summary is written under the lock.
	c.smu.Lock()
	defer c.smu.Unlock()
	if qerr == nil {
		for _, it := range queued {
			c.stats.Unstarted = append(c.stats.Unstarted, it.URL)
		}
	}
	if feedComplete {
		c.stats.Unstarted = append(c.stats.Unstarted, notPushed...)
	} else {
		c.stats.InputIncomplete = true
	}
	c.stats.finish(time.Since(start))
	c.stats.Interrupted = ctx.Err() != nil
	return c.stats, runErr
}

// seed queues one seed with its scope, or writes an error record for an
// invalid one. It fails only when that record cannot be written.
func (c *Crawler) seed(ctx context.Context, raw string) error {
	u, err := ParseURL(raw)
	if err == nil {
		u, err = Canonicalize(u, c.cfg.Canon)
	}
	var scope Scope
	if err == nil {
		scope, err = NewScope(c.cfg.Scope, u)
	}
	if err != nil {
		rec := &sink.Record{URL: raw, Mode: c.firstMode(), FetchedAt: time.Now().UTC(), Error: err.Error()}
		fillEmpty(rec)
		c.cfg.Checks.Apply(rec)
		if err := c.out.Write(rec); err != nil {
			return err
		}
		c.count(rec)
		return nil
	}
	items := []frontier.Item{{URL: u, Scope: scope.String()}}
	if c.cfg.Sitemaps {
		for _, p := range c.sitemapPages(ctx, u) {
			canon, err := Canonicalize(p, c.cfg.Canon)
			if err != nil {
				continue
			}
			if pu, err := url.Parse(canon); err == nil && scope.Contains(pu) {
				items = append(items, frontier.Item{URL: canon, Scope: scope.String()})
			}
		}
	}
	return c.push(ctx, items)
}

// visit produces the outcome of one URL, retrying what is worth retrying.
func (c *Crawler) visit(ctx context.Context, it frontier.Item) outcome {
	for attempt := 1; ; attempt++ {
		o := c.attempt(ctx, it)
		o.rec.Attempts = attempt
		o.rec.Depth = it.Depth
		if !o.retry || attempt > c.cfg.Retries || ctx.Err() != nil {
			return o
		}
		c.addRetry()
		d := max(backoff(c.cfg.RetryBase, c.cfg.RetryMax, attempt), o.after)
		c.log.Debug("retrying", "url", it.URL, "attempt", attempt+1, "after", d, "status", o.rec.Status, "err", o.rec.Error)
		t := time.NewTimer(d)
		select {
		case <-ctx.Done():
			t.Stop()
			return o
		case <-t.C:
		}
	}
}

// backoff is exponential with full jitter: a random duration in
// [0, min(max, base·2^(attempt-1))].
func backoff(base, limit time.Duration, attempt int) time.Duration {
	d := base << (attempt - 1)
	if d > limit || d <= 0 {
		d = limit
	}
	return time.Duration(rand.Int64N(int64(d) + 1))
}
