package pace

import (
	"context"
	"log/slog"
	"math"
	"sync"
	"time"

	"golang.org/x/time/rate"

	"github.com/rendercrawl/render/crawl/canonical"
)

// Adaptive slowdown after 429 and 503 answers, in the spirit of Scrapy's
// AutoThrottle: the minimum interval between two requests to the host
// doubles on such an answer (from slowStart up to slowMax; answers to
// requests sent before the last doubling do not double it again) and
// halves on each healthy answer until it is gone.
const (
	slowStart = 250 * time.Millisecond
	slowMax   = 30 * time.Second
	slowGone  = 20 * time.Millisecond
)

// DefaultMaxPause bounds the pause a server's Retry-After sets, and the
// wait before the retry of its page: a server that asks for an hour (a
// 503 during maintenance) would otherwise stall its host's pages, and
// the crawl with them, for as long, without a word. Each pause is logged.
const DefaultMaxPause = 5 * time.Minute

// unlimitedShared stands for "no rate limit" in a shared bucket, which
// needs a finite rate.
const unlimitedShared = 1e6

// clock is the pacer's time source; tests inject a fake one and never
// sleep.
type clock interface {
	Now() time.Time
	After(d time.Duration) <-chan time.Time
}

type realClock struct{}

func (realClock) Now() time.Time                         { return time.Now() }
func (realClock) After(d time.Duration) <-chan time.Time { return time.After(d) }

// Pacer spaces the page requests to each host, whichever path makes them:
// a token bucket of rate r and burst b per host, a bound on requests in
// flight per host, pauses a server asked for (Retry-After), robots.txt's
// Crawl-delay, and an adaptive slowdown on 429/503. In any window of T
// seconds a host sees at most b + r·T requests from it. A pause, the
// Crawl-delay and the slowdown hold whatever tokens the bucket has
// saved: no request starts during a pause, nor sooner than the interval
// they set after the request before it.
//
// A host is named by its key, Host of a URL: the caller computes it once
// per page, and a request the page leads to (a redirect's hop, a
// navigation) asks Host for its own. A Pacer is safe for concurrent use;
// fetch.Client and render.Pool take it in their Config.
type Pacer struct {
	rate    float64 // per host, requests/s; 0 = no limit
	burst   int
	perHost int // in flight per host; 0 = no limit
	clock   clock
	shared  SharedBucket // nil: buckets are local
	log     *slog.Logger
	// maxPause bounds a server's Retry-After (DefaultMaxPause).
	maxPause time.Duration

	mu    sync.Mutex
	hosts map[string]*hostPace
	// sweepAt is the number of hosts at which the next new one sweeps
	// the idle ones out (see sweep.go).
	sweepAt int
}

type hostPace struct {
	lim         *rate.Limiter
	slots       chan struct{}
	pausedUntil time.Time
	slow        time.Duration // adaptive minimum interval; 0 when healthy
	slowedAt    time.Time     // when slow last doubled
	crawlDelay  time.Duration
	last        time.Time // when the last request to the host started
	users       int       // Acquire and Wait calls holding the host, under Pacer.mu
}

// New returns a pacer with the limits of cfg, which must be valid
// (Config.Validate checks them). With shared, the buckets (and the pauses
// a server asks for) are shared with every process that uses it rather
// than kept in this one.
func New(cfg Config, shared SharedBucket) *Pacer {
	p := newPacer(cfg.Rate, cfg.Burst, cfg.PerHost, nil)
	p.shared = shared
	if cfg.MaxPause > 0 {
		p.maxPause = cfg.MaxPause
	}
	if cfg.Logger != nil {
		p.log = cfg.Logger
	}
	return p
}

func newPacer(r float64, burst, perHost int, c clock) *Pacer {
	if c == nil {
		c = realClock{}
	}
	return &Pacer{rate: r, burst: max(burst, 1), perHost: perHost, clock: c,
		log: slog.New(slog.DiscardHandler), maxPause: DefaultMaxPause, hosts: make(map[string]*hostPace)}
}

// Host is the key of rawURL's host, as canonical.Host gives it: the name
// by which the methods below know a host.
func (p *Pacer) Host(rawURL string) string { return canonical.Host(rawURL) }

// MaxPause is the longest pause a server's Retry-After or robots.txt's
// Crawl-delay sets: a retry waits no longer either.
func (p *Pacer) MaxPause() time.Duration { return p.maxPause }

// host returns the state of a host; the caller holds p.mu.
func (p *Pacer) host(h string) *hostPace {
	hp := p.hosts[h]
	if hp == nil {
		p.sweepLocked()
		hp = &hostPace{}
		if p.perHost > 0 {
			hp.slots = make(chan struct{}, p.perHost)
		}
		r, b := p.limits(hp)
		hp.lim = rate.NewLimiter(r, b)
		p.hosts[h] = hp
	}
	return hp
}

// limits are the rate and burst that apply to a host now: the configured
// ones, lowered by Crawl-delay and by the adaptive slowdown.
func (p *Pacer) limits(hp *hostPace) (rate.Limit, int) {
	r := math.Inf(1)
	if p.rate > 0 {
		r = p.rate
	}
	b := p.burst
	for _, interval := range []time.Duration{hp.crawlDelay, hp.slow} {
		if interval > 0 {
			r = min(r, 1/interval.Seconds())
			b = 1
		}
	}
	if math.IsInf(r, 1) {
		return rate.Inf, b
	}
	return rate.Limit(r), b
}

// refresh applies a change of limits; the caller holds p.mu.
func (p *Pacer) refresh(hp *hostPace) {
	now := p.clock.Now()
	r, b := p.limits(hp)
	hp.lim.SetLimitAt(now, r)
	hp.lim.SetBurstAt(now, b)
}

// Acquire waits until a request to host h may start and returns the
// function that ends it. It gives up when ctx ends.
func (p *Pacer) Acquire(ctx context.Context, h string) (func(), error) {
	hp := p.use(h)
	defer p.unuse(hp)

	release := func() {}
	if hp.slots != nil {
		select {
		case hp.slots <- struct{}{}:
			release = func() { <-hp.slots }
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
	if err := p.start(ctx, h, hp); err != nil {
		release()
		return nil, err
	}
	return release, nil
}

// Wait waits until a request to host h may start, as Acquire does, but
// takes no place among the host's requests in flight: it paces a request
// that follows one holding its place (a redirect's hop, a navigation the
// page started, of the first host of the chain). It gives up when ctx
// ends.
func (p *Pacer) Wait(ctx context.Context, h string) error {
	hp := p.use(h)
	defer p.unuse(hp)
	return p.start(ctx, h, hp)
}

// start waits for the host's turn: its token, out of any pause.
func (p *Pacer) start(ctx context.Context, h string, hp *hostPace) error {
	if p.shared == nil {
		return p.take(ctx, hp)
	}
	for {
		if err := p.waitPause(ctx, hp); err != nil {
			return err
		}
		// The shared bucket also carries the pauses other processes set,
		// so it is asked even without a rate limit.
		p.mu.Lock()
		r, b := p.limits(hp)
		p.mu.Unlock()
		if r == rate.Inf {
			r = unlimitedShared
		}
		d, err := p.shared.Reserve(ctx, h, float64(r), b)
		if err != nil {
			return err
		}
		if d > 0 {
			select {
			case <-ctx.Done():
				return ctx.Err()
			case <-p.clock.After(d):
			}
		}
		// A pause set while this request waited for its turn (an answer
		// to a request that left before it) holds it too: its turn is
		// taken again once the pause is over.
		p.mu.Lock()
		now := p.clock.Now()
		paused := hp.pausedUntil.After(now)
		if !paused {
			hp.last = now
		}
		p.mu.Unlock()
		if !paused {
			return nil
		}
	}
}

// take waits until the host may be asked again and its bucket holds a
// token, and takes it. The token is taken when the request may leave
// rather than reserved ahead: a waiter that wakes late (on a loaded
// machine) takes its token late, and the next one waits a whole interval
// after it, so that the requests keep to the rate where it matters, at
// the server. For the same reason the host's hold (a pause, an
// interval) is looked at again each time a waiter wakes: a 429 that came
// while it waited holds it too. Waiters are not served in order.
func (p *Pacer) take(ctx context.Context, hp *hostPace) error {
	for {
		p.mu.Lock()
		now := p.clock.Now()
		d := hp.hold(now)
		if d <= 0 {
			if hp.lim.AllowN(now, 1) {
				hp.last = now
				p.mu.Unlock()
				return nil
			}
			missing := 1 - hp.lim.TokensAt(now)
			d = time.Duration(math.Ceil(missing / float64(hp.lim.Limit()) * float64(time.Second)))
		}
		p.mu.Unlock()
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-p.clock.After(max(d, time.Microsecond)):
		}
	}
}

// hold is how long the host must wait at now whatever tokens its bucket
// holds: until its pause ends, and until the interval that Crawl-delay
// or the slowdown sets has passed since its last request started. Tokens
// saved before the interval was known (while robots.txt, which tells
// it, was fetched) do not shorten it. The caller holds p.mu.
func (hp *hostPace) hold(now time.Time) time.Duration {
	d := hp.pausedUntil.Sub(now)
	if interval := max(hp.crawlDelay, hp.slow); interval > 0 && !hp.last.IsZero() {
		d = max(d, hp.last.Add(interval).Sub(now))
	}
	return d
}

// waitPause waits out a pause of the host (Retry-After). A pause set while
// waiting is waited out too.
func (p *Pacer) waitPause(ctx context.Context, hp *hostPace) error {
	for {
		p.mu.Lock()
		d := hp.pausedUntil.Sub(p.clock.Now())
		p.mu.Unlock()
		if d <= 0 {
			return nil
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-p.clock.After(d):
		}
	}
}

// Observe adapts host h's pace to the status of an answer and its
// Retry-After: 429 and 503 slow it down (and pause it for as long as
// Retry-After says, up to MaxPause), healthy answers let it recover.
func (p *Pacer) Observe(ctx context.Context, h string, status int, retryAfter time.Duration) {
	p.mu.Lock()
	hp := p.host(h)
	var pauseUntil time.Time
	wait := min(retryAfter, p.maxPause)
	switch {
	case status == 429 || status == 503:
		now := p.clock.Now()
		if hp.slow == 0 || now.Sub(hp.slowedAt) >= hp.slow {
			hp.slow = min(max(2*hp.slow, slowStart), slowMax)
			hp.slowedAt = now
		}
		if wait > 0 {
			until := now.Add(wait)
			if until.After(hp.pausedUntil) {
				hp.pausedUntil = until
				pauseUntil = until
			}
		}
	case status > 0 && status < 500 && hp.slow > 0:
		hp.slow /= 2
		if hp.slow < slowGone {
			hp.slow = 0
		}
	default:
		p.mu.Unlock()
		return
	}
	p.refresh(hp)
	p.mu.Unlock()
	if pauseUntil.IsZero() {
		return
	}
	p.log.Info("host asked to wait", "host", h, "status", status, "wait", wait, "asked", retryAfter)
	if p.shared != nil {
		_ = p.shared.PauseUntil(ctx, h, pauseUntil) // best effort: this process is paused anyway
	}
}

// SetCrawlDelay applies robots.txt's Crawl-delay to host h, up to
// MaxPause.
func (p *Pacer) SetCrawlDelay(h string, d time.Duration) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.maxPause > 0 && d > p.maxPause {
		// A Crawl-delay of an hour would hold the host's pages, and the
		// workers waiting for them, as a Retry-After of an hour would.
		d = p.maxPause
	}
	hp := p.host(h)
	if hp.crawlDelay != d {
		hp.crawlDelay = d
		p.refresh(hp)
	}
}
