package crawl

import (
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"sync"
	"time"

	"github.com/rendercrawl/render/sink"
)

// feedDrainBound is how long a stopped crawl reads the rest of its seed
// input, to list it as never started.
const feedDrainBound = 2 * time.Second

// maxUnstartedListed caps the URLs the summary lists as never started.
const maxUnstartedListed = 100000

// run is one Run of a crawler: the contexts that stop it and its first
// failure.
type run struct {
	start time.Time
	// ctx is the caller's: its end stops the intake, and pages in flight
	// get the grace period.
	ctx context.Context
	// intake ends when ctx does, or when the run fails: then no worker
	// takes another URL and no seed is read.
	intake     context.Context
	stopIntake context.CancelFunc
	// work is the context of pages in flight: it outlives ctx by the grace
	// period, and ends at once on Abort or on a failure.
	work       context.Context
	cancelWork context.CancelCauseFunc

	// done marks items done as their records become durable.
	done *doneMarker
	// unfinished lists the pages the stop cut short that were left in the
	// frontier without a record.
	unfinished urlList

	errOnce sync.Once
	err     error
}

func (c *Crawler) newRun(ctx context.Context) *run {
	r := &run{start: time.Now(), ctx: ctx}
	r.intake, r.stopIntake = context.WithCancel(ctx)
	r.work, r.cancelWork = graceful(ctx, c.cfg.Grace, c.abortCh)
	r.done = newDoneMarker(c.frontier, c.log, r.fail)
	c.tally.reset(r.start)
	return r
}

// fail ends the run with err: the first failure is the run's error.
func (r *run) fail(err error) {
	r.errOnce.Do(func() { r.err = err })
	r.cancelWork(err)
	r.stopIntake()
}

func (r *run) close() {
	r.cancelWork(nil)
	r.stopIntake()
	r.done.close()
}

// graceful returns a context that ends grace after ctx does, at once when
// abort closes, or when cancelled.
func graceful(ctx context.Context, grace time.Duration, abort <-chan struct{}) (context.Context, context.CancelCauseFunc) {
	work, cancel := context.WithCancelCause(context.WithoutCancel(ctx))
	go func() {
		select {
		case <-work.Done():
			return
		case <-abort:
			cancel(errors.New("aborted"))
			return
		case <-ctx.Done():
		}
		t := time.NewTimer(grace)
		defer t.Stop()
		select {
		case <-work.Done():
		case <-abort:
			cancel(errors.New("aborted"))
		case <-t.C:
			cancel(fmt.Errorf("grace period of %v is over", grace))
		}
	}()
	return work, cancel
}

// fed is what the feeder did with the seed input.
type fed struct {
	// notPushed are the seeds read after the crawl was stopped.
	notPushed []string
	// complete: the input was read to its end.
	complete bool
}

// feed pushes seeds while the workers run, and seals the frontier when
// it is done. Once the crawl is stopped it only lists the seeds it did not
// push, for the summary, reading for at most feedDrainBound; once the run
// failed it stops reading.
func (c *Crawler) feed(r *run, seeds Seeds) <-chan fed {
	out := make(chan fed, 1)
	go func() {
		var f fed
		defer func() { out <- f }()
		defer c.frontier.Seal(context.WithoutCancel(r.ctx))
		for {
			raw, err := seeds.Next(r.intake)
			switch {
			case errors.Is(err, io.EOF):
				f.complete = true
				return
			case err != nil && r.ctx.Err() != nil:
				f.notPushed, f.complete = drainSeeds(seeds)
				return
			case err != nil:
				if r.intake.Err() == nil {
					r.fail(fmt.Errorf("crawl: seeds: %w", err))
				}
				return
			}
			if err := c.seed(r.ctx, raw); err != nil {
				r.fail(err)
				return
			}
		}
	}()
	return out
}

// drainSeeds reads what is left of a seed input, for at most feedDrainBound.
func drainSeeds(seeds Seeds) ([]string, bool) {
	ctx, cancel := context.WithTimeout(context.Background(), feedDrainBound)
	defer cancel()
	var rest []string
	for {
		raw, err := seeds.Next(ctx)
		switch {
		case errors.Is(err, io.EOF):
			return rest, true
		case err != nil:
			return rest, false
		}
		rest = append(rest, raw)
	}
}

// finish makes the summary of a run whose feeder and workers are done,
// once every record written is durable and its item marked done.
func (c *Crawler) finish(r *run, f fed) (*Summary, error) {
	if err := c.reviseStale(r.ctx); err != nil {
		r.fail(err)
	}
	// Bounded by the sink: a database that stays away fails its writes
	// after its retry window.
	if err := sink.Flush(context.WithoutCancel(r.ctx), c.out); err != nil {
		r.fail(err)
	}
	r.done.close()
	s := c.tally.summary(time.Since(r.start))
	if queued, err := c.frontier.Queued(context.WithoutCancel(r.ctx), maxUnstartedListed); err == nil {
		for _, it := range queued {
			s.Unstarted = append(s.Unstarted, it.URL)
		}
	}
	s.Unstarted = append(s.Unstarted, f.notPushed...)
	c.secrets.Strings(s.Unstarted)
	s.InputIncomplete = !f.complete && r.ctx.Err() != nil
	s.Interrupted = r.ctx.Err() != nil
	s.Unfinished = r.unfinished.list()
	c.secrets.Strings(s.Unfinished)
	s.Kinds = c.learn.Kinds()
	for i := range s.Kinds {
		k := &s.Kinds[i]
		k.Example, k.DecidedBy = c.secrets.String(k.Example), c.secrets.String(k.DecidedBy)
	}
	return s, r.err
}

// urlList is a list of URLs that workers add to.
type urlList struct {
	mu   sync.Mutex
	urls []string
}

func (l *urlList) add(u string) {
	l.mu.Lock()
	l.urls = append(l.urls, u)
	l.mu.Unlock()
}

// list returns the URLs, sorted; never nil.
func (l *urlList) list() []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	out := slices.Clone(l.urls)
	slices.Sort(out)
	if out == nil {
		out = []string{}
	}
	return out
}
