package pace

import (
	"context"
	"math/rand/v2"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// stepClock is a fake clock that moves forward by itself: After(d) returns
// at once, having advanced the time by d. It suits one goroutine.
type stepClock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *stepClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *stepClock) After(d time.Duration) <-chan time.Time {
	c.mu.Lock()
	c.now = c.now.Add(d)
	now := c.now
	c.mu.Unlock()
	ch := make(chan time.Time, 1)
	ch <- now
	return ch
}

func (c *stepClock) advance(d time.Duration) {
	c.mu.Lock()
	c.now = c.now.Add(d)
	c.mu.Unlock()
}

func newStepClock() *stepClock { return &stepClock{now: time.Unix(1_000_000, 0)} }

// checkWindows fails if any window [times[i], times[j]] holds more than
// b + r·T requests.
func checkWindows(t *testing.T, times []time.Time, r float64, b int) {
	t.Helper()
	for i := range times {
		for j := i; j < len(times); j++ {
			T := times[j].Sub(times[i]).Seconds()
			if n := j - i + 1; float64(n) > float64(b)+r*T+1e-9 {
				t.Fatalf("%d requests in %.3fs, more than b + r·T = %.2f", n, T, float64(b)+r*T)
			}
		}
	}
}

func TestPacerHoldsEveryWindow(t *testing.T) {
	for _, tc := range []struct {
		r float64
		b int
	}{{5, 2}, {1, 1}, {20, 10}, {0.5, 3}} {
		c := newStepClock()
		p := newPacer(tc.r, tc.b, 0, c)
		var times []time.Time
		for i := 0; i < 60; i++ {
			release, err := p.Acquire(context.Background(), "a.test")
			if err != nil {
				t.Fatal(err)
			}
			times = append(times, c.Now())
			release()
			if i%7 == 0 {
				c.advance(time.Duration(i) * 37 * time.Millisecond) // idle gaps refill the bucket
			}
		}
		checkWindows(t, times, tc.r, tc.b)
		if span := times[len(times)-1].Sub(times[0]).Seconds(); tc.r > 0 && span < float64(60-tc.b)/tc.r-1e-9 {
			t.Errorf("r=%v b=%d: 60 requests in %.2fs; the bucket let too many through", tc.r, tc.b, span)
		}
	}
}

func TestRetryAfterPausesOneHostOnly(t *testing.T) {
	c := newStepClock()
	p := newPacer(0, 1, 0, c)
	ctx := context.Background()
	start := c.Now()
	p.Observe(ctx, "a.test", 429, 2*time.Second)

	release, _ := p.Acquire(ctx, "b.test")
	release()
	if c.Now() != start {
		t.Errorf("another host waited %v", c.Now().Sub(start))
	}
	release, _ = p.Acquire(ctx, "a.test")
	release()
	if waited := c.Now().Sub(start); waited < 2*time.Second {
		t.Errorf("the paused host was asked again after %v, want 2s", waited)
	}
}

func TestAdaptiveSlowdownAndRecovery(t *testing.T) {
	c := newStepClock()
	p := newPacer(0, 5, 0, c)
	ctx := context.Background()
	gap := func() time.Duration {
		release, _ := p.Acquire(ctx, "a.test")
		release()
		before := c.Now()
		release, _ = p.Acquire(ctx, "a.test")
		release()
		return c.Now().Sub(before)
	}
	if g := gap(); g != 0 {
		t.Fatalf("an unlimited healthy host waited %v", g)
	}
	for range 8 {
		p.Observe(ctx, "a.test", 503, 0) // a burst of answers in flight together
	}
	slowed := gap()
	if slowed < slowStart || slowed > 2*slowStart {
		t.Fatalf("after a burst of 503s the gap is %v, want %v: answers sent together double it once", slowed, slowStart)
	}
	c.advance(time.Second)
	p.Observe(ctx, "a.test", 503, 0)
	if g := gap(); g < 2*slowStart {
		t.Fatalf("a later 503 should double the gap again; it is %v", g)
	}
	for range 40 {
		p.Observe(ctx, "a.test", 200, 0)
	}
	if g := gap(); g != 0 {
		t.Errorf("after 40 healthy answers the gap is still %v", g)
	}
}

func TestCrawlDelay(t *testing.T) {
	c := newStepClock()
	p := newPacer(100, 10, 0, c)
	p.SetCrawlDelay("a.test", time.Second)
	var times []time.Time
	for range 5 {
		release, _ := p.Acquire(context.Background(), "a.test")
		release()
		times = append(times, c.Now())
	}
	for i := 1; i < len(times); i++ {
		if d := times[i].Sub(times[i-1]); d < time.Second-time.Millisecond {
			t.Errorf("requests %v apart, Crawl-delay is 1s", d)
		}
	}
}

func TestPerHostBound(t *testing.T) {
	p := newPacer(0, 1, 2, nil)
	ctx := context.Background()
	r1, _ := p.Acquire(ctx, "a.test")
	r2, _ := p.Acquire(ctx, "a.test")
	other, err := p.Acquire(ctx, "b.test")
	if err != nil {
		t.Fatal(err)
	}
	other()
	tctx, cancel := context.WithTimeout(ctx, 50*time.Millisecond)
	defer cancel()
	if _, err := p.Acquire(tctx, "a.test"); err == nil {
		t.Fatal("a third request to a host bounded to 2 in flight started")
	}
	r1()
	r3, err := p.Acquire(ctx, "a.test")
	if err != nil {
		t.Fatal(err)
	}
	r2()
	r3()
}

// lateClock is a fake clock whose timers fire late: a driver fires the
// earliest one only once every waiter is blocked, at its deadline plus a
// random lateness, as on a loaded machine.
type lateClock struct {
	mu     sync.Mutex
	now    time.Time
	timers []lateTimer
}

type lateTimer struct {
	at time.Time
	ch chan time.Time
}

func (c *lateClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *lateClock) After(d time.Duration) <-chan time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	ch := make(chan time.Time, 1)
	c.timers = append(c.timers, lateTimer{c.now.Add(d), ch})
	return ch
}

// fireEarliest fires the earliest pending timer, late by up to maxLate.
func (c *lateClock) fireEarliest(rng *rand.Rand, maxLate time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	i := 0
	for j, tm := range c.timers {
		if tm.at.Before(c.timers[i].at) {
			i = j
		}
	}
	tm := c.timers[i]
	c.timers = append(c.timers[:i], c.timers[i+1:]...)
	if at := tm.at.Add(time.Duration(rng.Int64N(int64(maxLate)))); at.After(c.now) {
		c.now = at
	}
	tm.ch <- c.now
}

func (c *lateClock) pending() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.timers)
}

// Waiters that wake late (here by up to two token intervals) do not crowd
// the host: a token is taken when a request leaves, so every window of the
// moments requests left holds at most b + r·T, however late the timers
// fire.
func TestPacerHoldsWhenWaitersWakeLate(t *testing.T) {
	const r, b, workers, each = 5.0, 2, 4, 15
	c := &lateClock{now: time.Unix(1_000_000, 0)}
	p := newPacer(r, b, 0, c)
	var mu sync.Mutex
	var times []time.Time
	var active atomic.Int32
	active.Store(workers)
	for range workers {
		go func() {
			defer active.Add(-1)
			for range each {
				release, err := p.Acquire(context.Background(), "a.test")
				if err != nil {
					t.Error(err)
					return
				}
				mu.Lock()
				times = append(times, c.Now())
				mu.Unlock()
				release()
			}
		}()
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for {
		// Wait until every worker is blocked on a timer or done.
		n := int(active.Load())
		if n == 0 {
			break
		}
		if c.pending() < n {
			runtime.Gosched()
			continue
		}
		c.fireEarliest(rng, 2*time.Duration(float64(time.Second)/r))
	}
	mu.Lock()
	defer mu.Unlock()
	if len(times) != workers*each {
		t.Fatalf("%d requests, want %d", len(times), workers*each)
	}
	slices.SortFunc(times, func(a, b time.Time) int { return a.Compare(b) })
	checkWindows(t, times, r, b)
}

// slowBucket is a shared bucket whose first reservation waits, and whose
// host gets a 429 with Retry-After while it does.
type slowBucket struct {
	p        *Pacer
	reserves int
}

func (b *slowBucket) Reserve(ctx context.Context, host string, r float64, burst int) (time.Duration, error) {
	b.reserves++
	if b.reserves == 1 {
		b.p.Observe(ctx, host, 429, 2*time.Second) // an answer to a request that left before
		return 100 * time.Millisecond, nil
	}
	return 0, nil
}

func (b *slowBucket) PauseUntil(context.Context, string, time.Time) error { return nil }

// A pause set while a request waits for its turn in a shared bucket holds
// it too: it leaves when the pause is over, not when its turn comes.
func TestSharedBucketWaiterHonoursLaterPause(t *testing.T) {
	c := newStepClock()
	p := newPacer(10, 1, 0, c)
	b := &slowBucket{p: p}
	p.shared = b
	start := c.Now()
	release, err := p.Acquire(context.Background(), "a.test")
	if err != nil {
		t.Fatal(err)
	}
	release()
	if waited := c.Now().Sub(start); waited < 2*time.Second {
		t.Errorf("the request left %v after it asked, inside the 2s pause set while it waited", waited)
	}
	if b.reserves != 2 {
		t.Errorf("%d reservations, want 2: the turn is taken again after the pause", b.reserves)
	}
}

// A Crawl-delay learnt from robots.txt spaces the next request from the
// robots.txt fetch, whatever tokens the bucket saved before it was known.
func TestCrawlDelayCountsFromTheRequestBefore(t *testing.T) {
	for _, tc := range []struct {
		r float64
		b int
	}{{0, 1}, {100, 10}} {
		c := newStepClock()
		p := newPacer(tc.r, tc.b, 0, c)
		release, _ := p.Acquire(context.Background(), "a.test") // robots.txt
		release()
		robots := c.Now()
		p.SetCrawlDelay("a.test", time.Second)
		release, _ = p.Acquire(context.Background(), "a.test")
		release()
		if d := c.Now().Sub(robots); d < time.Second {
			t.Errorf("r=%v b=%d: the page left %v after robots.txt, whose Crawl-delay is 1s", tc.r, tc.b, d)
		}
	}
}

// A Crawl-delay is capped as a Retry-After is: an hour's holds the host
// for the pacer's maximum pause only.
func TestCrawlDelayIsCapped(t *testing.T) {
	c := newStepClock()
	p := newPacer(0, 1, 0, c)
	p.maxPause = 2 * time.Second
	release, _ := p.Acquire(context.Background(), "a.test")
	release()
	start := c.Now()
	p.SetCrawlDelay("a.test", time.Hour)
	release, _ = p.Acquire(context.Background(), "a.test")
	release()
	if d := c.Now().Sub(start); d > 3*time.Second {
		t.Errorf("the next request waited %v; Crawl-delay: 3600 is capped at 2s", d)
	}
}
