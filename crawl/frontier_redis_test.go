package crawl

import (
	"context"
	"errors"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
)

// nextWithin calls Next with a deadline d.
func nextWithin(t *testing.T, f Frontier, d time.Duration) (Item, error) {
	t.Helper()
	ctx, cancel := context.WithTimeout(t.Context(), d)
	defer cancel()
	return f.Next(ctx)
}

func TestRedisFrontierLeaseExpiresWhenWorkerDies(t *testing.T) {
	t.Parallel()
	url := redisURL(t)
	prefix := testRedisPrefix(t, url)
	const lease = 300 * time.Millisecond
	lifeA, dieA := context.WithCancel(t.Context())
	a := openTestRedisFrontier(t, lifeA, url, prefix, RedisOptions{Lease: lease, WorkerID: "a"})
	b := openTestRedisFrontier(t, t.Context(), url, prefix, RedisOptions{Lease: lease, WorkerID: "b"})
	ctx := t.Context()
	if _, err := a.Push(ctx, Item{URL: "https://a.test/slow"}); err != nil {
		t.Fatal(err)
	}
	a.Seal(ctx)
	b.Seal(ctx)
	it, err := a.Next(ctx)
	if err != nil {
		t.Fatal(err)
	}
	leasedAt := time.Now()
	dieA() // no more renewals, and no Close: as if killed

	got, err := nextWithin(t, b, 5*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	// The lease was taken within [leasedAt - rtt, leasedAt]; its deadline
	// is lease after that, on the server's clock (the same machine's).
	if d := time.Since(leasedAt); d < lease-20*time.Millisecond {
		t.Fatalf("B got the item %v after A leased it, before the %v lease expired", d, lease)
	}
	if got != it {
		t.Fatalf("B got %+v, want %+v", got, it)
	}
	if err := b.Done(ctx, got); err != nil {
		t.Fatal(err)
	}
	if _, err := nextWithin(t, b, 5*time.Second); !errors.Is(err, ErrExhausted) {
		t.Fatalf("B Next after Done = %v, want ErrExhausted", err)
	}
	// A's Close must not requeue what is no longer its lease.
	if err := a.Close(); err != nil {
		t.Fatal(err)
	}
	if st, _ := b.Stats(ctx); st != (FrontierStats{Done: 1, Seen: 1}) {
		t.Fatalf("Stats = %+v", st)
	}
}

func TestRedisFrontierRenewsLeasesOfALiveWorker(t *testing.T) {
	t.Parallel()
	url := redisURL(t)
	prefix := testRedisPrefix(t, url)
	const lease = 150 * time.Millisecond
	a := openTestRedisFrontier(t, t.Context(), url, prefix, RedisOptions{Lease: lease, WorkerID: "a"})
	b := openTestRedisFrontier(t, t.Context(), url, prefix, RedisOptions{Lease: lease, WorkerID: "b"})
	ctx := t.Context()
	a.Push(ctx, Item{URL: "https://a.test/slow"})
	a.Seal(ctx)
	b.Seal(ctx)
	it, err := a.Next(ctx)
	if err != nil {
		t.Fatal(err)
	}
	// A slow page: 5 leases long. A renews; B must not get the item.
	if got, err := nextWithin(t, b, 5*lease); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("B Next = %+v, %v while A holds the lease; want it to wait", got, err)
	}
	if err := a.Done(ctx, it); err != nil {
		t.Fatal(err)
	}
	if _, err := nextWithin(t, b, 5*time.Second); !errors.Is(err, ErrExhausted) {
		t.Fatalf("B Next = %v, want ErrExhausted", err)
	}
}

func TestRedisFrontierCloseGivesLeasesBack(t *testing.T) {
	t.Parallel()
	url := redisURL(t)
	prefix := testRedisPrefix(t, url)
	ctx := t.Context()
	a := openTestRedisFrontier(t, ctx, url, prefix, RedisOptions{WorkerID: "a"}) // lease 2m
	b := openTestRedisFrontier(t, ctx, url, prefix, RedisOptions{WorkerID: "b"})
	a.Push(ctx, Item{URL: "https://a.test/1"}, Item{URL: "https://a.test/2"})
	it, err := a.Next(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if err := a.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := a.Next(ctx); err == nil {
		t.Fatal("Next after Close succeeded")
	}
	// Back in front of the queue, at once.
	got, err := nextWithin(t, b, time.Second)
	if err != nil || got != it {
		t.Fatalf("B Next = %+v, %v; want %+v", got, err, it)
	}
	// A left the crawl: B alone decides when it is over.
	b.Done(ctx, got)
	b.Seal(ctx)
	if got, _ := nextWithin(t, b, time.Second); got.URL != "https://a.test/2" {
		t.Fatalf("B Next = %+v", got)
	}
	b.Done(ctx, Item{URL: "https://a.test/2"})
	if _, err := nextWithin(t, b, time.Second); !errors.Is(err, ErrExhausted) {
		t.Fatalf("B Next = %v, want ErrExhausted", err)
	}
}

func TestRedisFrontierWaitsForSeedingWorkers(t *testing.T) {
	t.Parallel()
	url := redisURL(t)
	prefix := testRedisPrefix(t, url)
	ctx := t.Context()
	a := openTestRedisFrontier(t, ctx, url, prefix, RedisOptions{WorkerID: "a"})
	b := openTestRedisFrontier(t, ctx, url, prefix, RedisOptions{WorkerID: "b"})
	if err := a.Seal(ctx); err != nil {
		t.Fatal(err)
	}
	// B is alive and seeding: A waits, both for nothing queued...
	if _, err := nextWithin(t, a, quiet); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("A Next = %v while B seeds; want it to wait", err)
	}
	// ...and for B's seeds.
	type result struct {
		it  Item
		err error
	}
	ch := make(chan result, 1)
	go func() {
		it, err := nextWithin(t, a, 5*time.Second)
		ch <- result{it, err}
	}()
	seed := Item{URL: "https://b.test/seed", Scope: "b.test"}
	b.Push(ctx, seed)
	r := <-ch
	if r.err != nil || r.it != seed {
		t.Fatalf("A Next = %+v, %v; want B's seed", r.it, r.err)
	}
	// A holds a lease: B, sealed, waits for it.
	if err := b.Seal(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := nextWithin(t, b, quiet); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("B Next = %v while A holds a lease; want it to wait", err)
	}
	go func() {
		_, err := nextWithin(t, b, 5*time.Second)
		ch <- result{err: err}
	}()
	a.Done(ctx, r.it)
	if r := <-ch; !errors.Is(r.err, ErrExhausted) {
		t.Fatalf("B Next after A's Done = %v, want ErrExhausted", r.err)
	}
	if _, err := nextWithin(t, a, 5*time.Second); !errors.Is(err, ErrExhausted) {
		t.Fatalf("A Next = %v, want ErrExhausted", err)
	}
}

func TestRedisFrontierDeadSeederDoesNotBlockForever(t *testing.T) {
	t.Parallel()
	url := redisURL(t)
	prefix := testRedisPrefix(t, url)
	const ttl = 300 * time.Millisecond
	lifeA, dieA := context.WithCancel(t.Context())
	a := openTestRedisFrontier(t, lifeA, url, prefix, RedisOptions{WorkerID: "a", workerTTL: ttl})
	b := openTestRedisFrontier(t, t.Context(), url, prefix, RedisOptions{WorkerID: "b", workerTTL: ttl})
	if _, err := a.Push(t.Context()); err != nil { // A is up
		t.Fatal(err)
	}
	b.Seal(t.Context())
	// A is alive (its heartbeat runs) and seeding: B waits, beyond the TTL.
	if _, err := nextWithin(t, b, 3*ttl); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("B Next = %v while A seeds; want it to wait", err)
	}
	dieA() // A's heartbeat stops, without Seal or Close
	died := time.Now()
	if _, err := nextWithin(t, b, 5*time.Second); !errors.Is(err, ErrExhausted) {
		t.Fatalf("B Next = %v after A died; want ErrExhausted", err)
	}
	t.Logf("exhausted %v after A's death (TTL %v)", time.Since(died), ttl)
}

func TestRedisFrontierCounters(t *testing.T) {
	t.Parallel()
	url := redisURL(t)
	prefix := testRedisPrefix(t, url)
	ctx := t.Context()
	a := openTestRedisFrontier(t, ctx, url, prefix, RedisOptions{})
	b := openTestRedisFrontier(t, ctx, url, prefix, RedisOptions{})
	var wg sync.WaitGroup
	for _, f := range []*RedisFrontier{a, b} {
		wg.Go(func() {
			for range 50 {
				if err := f.Incr(ctx, "pages_ok", 1); err != nil {
					t.Error(err)
				}
			}
			f.Incr(ctx, "pages_failed", 2)
		})
	}
	wg.Wait()
	got, err := b.Counters(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if got["pages_ok"] != 100 || got["pages_failed"] != 4 || len(got) != 2 {
		t.Fatalf("Counters = %v", got)
	}
	// Stats are shared too.
	a.Push(ctx, Item{URL: "https://a.test/1"}, Item{URL: "https://a.test/2"})
	b.Push(ctx, Item{URL: "https://a.test/2"}, Item{URL: "https://a.test/3"})
	it, _ := b.Next(ctx)
	a.Done(ctx, it)
	if st, _ := b.Stats(ctx); st != (FrontierStats{Queued: 2, Done: 1, Seen: 3}) {
		t.Fatalf("Stats = %+v", st)
	}
}

func TestRedisOptionsValidate(t *testing.T) {
	for _, tc := range []struct {
		name string
		opts RedisOptions
	}{
		{"tiny lease", RedisOptions{Lease: time.Millisecond}},
		{"negative lease", RedisOptions{Lease: -time.Second}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// A live server, so that only the options can make Open fail.
			_, err := OpenRedisFrontier(t.Context(), redisURL(t), tc.opts)
			if err == nil || !strings.Contains(err.Error(), "Lease") {
				t.Fatalf("Open: %v, want an error about the Lease", err)
			}
		})
	}
	if _, err := OpenRedisFrontier(t.Context(), "http://nope", RedisOptions{}); err == nil {
		t.Fatal("Open of a non-redis URL succeeded")
	}
}

// TestRedisBucketPacesAllWorkers runs workers sharing one host's bucket
// and checks the requests they made in every window of T seconds.
func TestRedisBucketPacesAllWorkers(t *testing.T) {
	t.Parallel()
	url := redisURL(t)
	for _, tc := range []struct {
		name    string
		r       float64
		b       int
		workers int
		each    int
	}{
		// 3 × 12 requests at 5/s: about 7s. (3 × 40 at 5/s, 24s, is the
		// same check, longer than the whole suite should take.)
		{"r=5 b=2", 5, 2, 3, 12},
		{"r=50 b=5", 50, 5, 3, 40},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			prefix := testRedisPrefix(t, url)
			var mu sync.Mutex
			var stamps []time.Time
			var wg sync.WaitGroup
			for range tc.workers {
				// Each worker its own client, as on its own machine.
				f := openTestRedisFrontier(t, t.Context(), url, prefix, RedisOptions{})
				rb := f.Bucket()
				wg.Go(func() {
					for range tc.each {
						if err := rb.Wait(t.Context(), "a.test", tc.r, tc.b); err != nil {
							t.Error(err)
							return
						}
						now := time.Now()
						mu.Lock()
						stamps = append(stamps, now)
						mu.Unlock()
					}
				})
			}
			wg.Wait()
			slices.SortFunc(stamps, func(a, b time.Time) int { return a.Compare(b) })
			span := stamps[len(stamps)-1].Sub(stamps[0])
			windows := []time.Duration{200 * time.Millisecond, 500 * time.Millisecond, time.Second, 2 * time.Second, span}
			for _, w := range windows {
				// The bucket lets b + r·T requests start in any window of T
				// on the server's clock. We stamp each request when its
				// timer fired here, a little late by a varying amount; so
				// two requests the server spaced by just over T may be
				// stamped just under T apart, which can put one more in a
				// window, at its edge. Hence the +1.
				limit := float64(tc.b) + tc.r*w.Seconds() + 1
				most, at := maxInWindow(stamps, w)
				if float64(most) > limit {
					t.Errorf("%d requests in the %v window starting %v after the first; at most %.1f allowed",
						most, w, stamps[at].Sub(stamps[0]), limit)
				}
			}
			// And the bucket does not starve them: the whole run takes
			// about (n - b) / r.
			n := tc.workers * tc.each
			want := time.Duration(float64(n-tc.b) / tc.r * float64(time.Second))
			if span < want-100*time.Millisecond || span > want+time.Second {
				t.Errorf("%d requests took %v, want about %v", n, span, want)
			}
		})
	}
}

// maxInWindow returns the most stamps (sorted) in a closed window of
// length w, and the index of the first stamp of that window.
func maxInWindow(stamps []time.Time, w time.Duration) (most, at int) {
	j := 0
	for i := range stamps {
		for j < len(stamps) && stamps[j].Sub(stamps[i]) <= w {
			j++
		}
		if j-i > most {
			most, at = j-i, i
		}
	}
	return most, at
}

func TestRedisBucketPauseUntil(t *testing.T) {
	t.Parallel()
	url := redisURL(t)
	prefix := testRedisPrefix(t, url)
	f := openTestRedisFrontier(t, t.Context(), url, prefix, RedisOptions{})
	rb := f.Bucket()
	ctx := t.Context()
	const host = "slow.test"
	if d, err := rb.Reserve(ctx, host, 100, 1); err != nil || d != 0 {
		t.Fatalf("first Reserve = %v, %v; want 0", d, err)
	}
	until := time.Now().Add(500 * time.Millisecond)
	if err := rb.PauseUntil(ctx, host, until); err != nil {
		t.Fatal(err)
	}
	// An earlier pause does not shorten it.
	if err := rb.PauseUntil(ctx, host, time.Now().Add(100*time.Millisecond)); err != nil {
		t.Fatal(err)
	}
	// Another worker (another client) sees the pause.
	other := openTestRedisFrontier(t, ctx, url, prefix, RedisOptions{}).Bucket()
	for i, rb := range []*RedisBucket{rb, other} {
		d, err := rb.Reserve(ctx, host, 100, 1)
		if err != nil {
			t.Fatal(err)
		}
		// Reserve #i may go at the pause, then 1/r after it (burst 1).
		want := time.Until(until) + time.Duration(i)*10*time.Millisecond
		if diff := d - want; diff < -50*time.Millisecond || diff > 50*time.Millisecond {
			t.Errorf("Reserve #%d after PauseUntil = %v, want about %v", i, d, want)
		}
	}
	// Other hosts are not paused.
	if d, err := rb.Reserve(ctx, "fast.test", 100, 1); err != nil || d != 0 {
		t.Fatalf("Reserve of another host = %v, %v; want 0", d, err)
	}
	// A pause in the past is nothing.
	if err := rb.PauseUntil(ctx, "fast.test", time.Now().Add(-time.Second)); err != nil {
		t.Fatal(err)
	}
	if d, _ := rb.Reserve(ctx, "fast.test", 1, 2); d != 0 {
		t.Fatalf("Reserve after a past pause = %v", d)
	}
	if _, err := rb.Reserve(ctx, "fast.test", 0, 1); err == nil {
		t.Fatal("Reserve with rate 0 succeeded")
	}
	if err := rb.Wait(ctx, "fast.test", 1000, 1); err != nil {
		t.Fatal(err)
	}
}
