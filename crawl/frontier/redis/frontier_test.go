package redis

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/rendercrawl/render/crawl/frontier"
	"github.com/rendercrawl/render/crawl/frontier/frontiertest"
)

func TestFrontierContract(t *testing.T) {
	t.Parallel()
	url := redisURL(t)
	frontiertest.Run(t, func(t *testing.T) frontier.Frontier {
		return openTest(t, t.Context(), url, testPrefix(t, url), Options{})
	})
}

func TestFrontierInvalidURLs(t *testing.T) {
	t.Parallel()
	url := redisURL(t)
	frontiertest.InvalidURLs(t, func(t *testing.T) frontier.Frontier {
		return openTest(t, t.Context(), url, testPrefix(t, url), Options{})
	})
}

// nextWithin calls Next with a deadline d.
func nextWithin(t *testing.T, f frontier.Frontier, d time.Duration) (frontier.Item, error) {
	t.Helper()
	ctx, cancel := context.WithTimeout(t.Context(), d)
	defer cancel()
	return f.Next(ctx)
}

func TestRedisFrontierLeaseExpiresWhenWorkerDies(t *testing.T) {
	t.Parallel()
	url := redisURL(t)
	prefix := testPrefix(t, url)
	const lease = 300 * time.Millisecond
	lifeA, dieA := context.WithCancel(t.Context())
	a := openTest(t, lifeA, url, prefix, Options{Lease: lease, WorkerID: "a"})
	b := openTest(t, t.Context(), url, prefix, Options{Lease: lease, WorkerID: "b"})
	ctx := t.Context()
	if _, err := a.Push(ctx, frontier.Item{URL: "https://a.test/slow"}); err != nil {
		t.Fatal(err)
	}
	a.Seal(ctx)
	b.Seal(ctx)
	// The lease starts after this, on the server's clock (the same
	// machine's, in whole milliseconds), however late Next returns.
	beforeLease := time.Now()
	it, err := a.Next(ctx)
	if err != nil {
		t.Fatal(err)
	}
	dieA() // no more renewals, and no Close: as if killed

	got, err := nextWithin(t, b, 10*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	if d := time.Since(beforeLease); d < lease-2*time.Millisecond {
		t.Fatalf("B got the item %v after A asked for it, before the %v lease expired", d, lease)
	}
	if got != it {
		t.Fatalf("B got %+v, want %+v", got, it)
	}
	if err := b.Done(ctx, got); err != nil {
		t.Fatal(err)
	}
	if _, err := nextWithin(t, b, 10*time.Second); !errors.Is(err, frontier.ErrExhausted) {
		t.Fatalf("B Next after Done = %v, want frontier.ErrExhausted", err)
	}
	// A's Close must not requeue what is no longer its lease.
	if err := a.Close(); err != nil {
		t.Fatal(err)
	}
	if st, _ := b.Stats(ctx); st != (frontier.Stats{Done: 1, Seen: 1}) {
		t.Fatalf("Stats = %+v", st)
	}
}

func TestRedisFrontierRenewsLeasesOfALiveWorker(t *testing.T) {
	t.Parallel()
	url := redisURL(t)
	prefix := testPrefix(t, url)
	// A renews every lease/3: a renewal may come up to 2/3 of a lease
	// late (goroutines on a busy machine are, by a tenth of a second and
	// more) before B may take the item.
	const lease = time.Second
	a := openTest(t, t.Context(), url, prefix, Options{Lease: lease, WorkerID: "a"})
	b := openTest(t, t.Context(), url, prefix, Options{Lease: lease, WorkerID: "b"})
	ctx := t.Context()
	a.Push(ctx, frontier.Item{URL: "https://a.test/slow"})
	a.Seal(ctx)
	b.Seal(ctx)
	it, err := a.Next(ctx)
	if err != nil {
		t.Fatal(err)
	}
	// A slow page: 3 leases long. A renews; B must not get the item.
	if got, err := nextWithin(t, b, 3*lease); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("B Next = %+v, %v while A holds the lease; want it to wait", got, err)
	}
	if err := a.Done(ctx, it); err != nil {
		t.Fatal(err)
	}
	if _, err := nextWithin(t, b, 10*time.Second); !errors.Is(err, frontier.ErrExhausted) {
		t.Fatalf("B Next = %v, want frontier.ErrExhausted", err)
	}
}

func TestRedisFrontierCloseGivesLeasesBack(t *testing.T) {
	t.Parallel()
	url := redisURL(t)
	prefix := testPrefix(t, url)
	ctx := t.Context()
	a := openTest(t, ctx, url, prefix, Options{WorkerID: "a"}) // lease 2m
	b := openTest(t, ctx, url, prefix, Options{WorkerID: "b"})
	a.Push(ctx, frontier.Item{URL: "https://a.test/1"}, frontier.Item{URL: "https://a.test/2"})
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
	got, err := nextWithin(t, b, 10*time.Second)
	if err != nil || got != it {
		t.Fatalf("B Next = %+v, %v; want %+v", got, err, it)
	}
	// A left the crawl: B alone decides when it is over.
	b.Done(ctx, got)
	b.Seal(ctx)
	if got, _ := nextWithin(t, b, 10*time.Second); got.URL != "https://a.test/2" {
		t.Fatalf("B Next = %+v", got)
	}
	b.Done(ctx, frontier.Item{URL: "https://a.test/2"})
	if _, err := nextWithin(t, b, 10*time.Second); !errors.Is(err, frontier.ErrExhausted) {
		t.Fatalf("B Next = %v, want frontier.ErrExhausted", err)
	}
}

func TestRedisFrontierWaitsForSeedingWorkers(t *testing.T) {
	t.Parallel()
	url := redisURL(t)
	prefix := testPrefix(t, url)
	ctx := t.Context()
	a := openTest(t, ctx, url, prefix, Options{WorkerID: "a"})
	b := openTest(t, ctx, url, prefix, Options{WorkerID: "b"})
	if err := a.Seal(ctx); err != nil {
		t.Fatal(err)
	}
	// B is alive and seeding: A waits, both for nothing queued...
	if _, err := nextWithin(t, a, frontiertest.Quiet); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("A Next = %v while B seeds; want it to wait", err)
	}
	// ...and for B's seeds.
	type result struct {
		it  frontier.Item
		err error
	}
	ch := make(chan result, 1)
	go func() {
		it, err := nextWithin(t, a, 5*time.Second)
		ch <- result{it, err}
	}()
	seed := frontier.Item{URL: "https://b.test/seed", Scope: "b.test", Canon: frontier.Canon("https://b.test/seed")}
	b.Push(ctx, seed)
	r := <-ch
	if r.err != nil || r.it != seed {
		t.Fatalf("A Next = %+v, %v; want B's seed", r.it, r.err)
	}
	// A holds a lease: B, sealed, waits for it.
	if err := b.Seal(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := nextWithin(t, b, frontiertest.Quiet); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("B Next = %v while A holds a lease; want it to wait", err)
	}
	go func() {
		_, err := nextWithin(t, b, 5*time.Second)
		ch <- result{err: err}
	}()
	a.Done(ctx, r.it)
	if r := <-ch; !errors.Is(r.err, frontier.ErrExhausted) {
		t.Fatalf("B Next after A's Done = %v, want frontier.ErrExhausted", r.err)
	}
	if _, err := nextWithin(t, a, 5*time.Second); !errors.Is(err, frontier.ErrExhausted) {
		t.Fatalf("A Next = %v, want frontier.ErrExhausted", err)
	}
}

func TestRedisFrontierDeadSeederDoesNotBlockForever(t *testing.T) {
	t.Parallel()
	url := redisURL(t)
	prefix := testPrefix(t, url)
	// A's heartbeat comes every ttl/3; it may be 2/3 of a TTL late (on a
	// busy machine, by a fifth of a second and more) before A counts as
	// dead.
	const ttl = 2 * time.Second
	lifeA, dieA := context.WithCancel(t.Context())
	a := openTest(t, lifeA, url, prefix, Options{WorkerID: "a", workerTTL: ttl})
	b := openTest(t, t.Context(), url, prefix, Options{WorkerID: "b", workerTTL: ttl})
	if _, err := a.Push(t.Context()); err != nil { // A is up
		t.Fatal(err)
	}
	b.Seal(t.Context())
	// A is alive (its heartbeat runs) and seeding: B waits, beyond the TTL.
	if _, err := nextWithin(t, b, 2*ttl); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("B Next = %v while A seeds; want it to wait", err)
	}
	dieA() // A's heartbeat stops, without Seal or Close
	died := time.Now()
	if _, err := nextWithin(t, b, 5*ttl); !errors.Is(err, frontier.ErrExhausted) {
		t.Fatalf("B Next = %v after A died; want frontier.ErrExhausted", err)
	}
	t.Logf("exhausted %v after A's death (TTL %v)", time.Since(died), ttl)
}

func TestRedisFrontierCounters(t *testing.T) {
	t.Parallel()
	url := redisURL(t)
	prefix := testPrefix(t, url)
	ctx := t.Context()
	a := openTest(t, ctx, url, prefix, Options{})
	b := openTest(t, ctx, url, prefix, Options{})
	var wg sync.WaitGroup
	for _, f := range []*Frontier{a, b} {
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
	a.Push(ctx, frontier.Item{URL: "https://a.test/1"}, frontier.Item{URL: "https://a.test/2"})
	b.Push(ctx, frontier.Item{URL: "https://a.test/2"}, frontier.Item{URL: "https://a.test/3"})
	it, _ := b.Next(ctx)
	a.Done(ctx, it)
	if st, _ := b.Stats(ctx); st != (frontier.Stats{Queued: 2, Done: 1, Seen: 3}) {
		t.Fatalf("Stats = %+v", st)
	}
}

func TestRedisOptionsValidate(t *testing.T) {
	for _, tc := range []struct {
		name string
		opts Options
	}{
		{"tiny lease", Options{Lease: time.Millisecond}},
		{"negative lease", Options{Lease: -time.Second}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// A live server, so that only the options can make Open fail.
			_, err := Open(t.Context(), redisURL(t), tc.opts)
			var oe *OptionError
			if !errors.As(err, &oe) || oe.Field != "Lease" {
				t.Fatalf("Open: %v, want an OptionError about the Lease", err)
			}
		})
	}
	if _, err := Open(t.Context(), "http://nope", Options{}); err == nil {
		t.Fatal("Open of a non-redis URL succeeded")
	}
}
