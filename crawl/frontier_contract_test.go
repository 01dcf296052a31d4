package crawl

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"sync"
	"testing"
	"time"
)

// quiet is how long a test waits to see that a call keeps blocking. It is
// an observation window, not a synchronisation: a wrong implementation is
// caught most of the time, a right one always passes.
const quiet = 100 * time.Millisecond

func TestFrontierContract(t *testing.T) {
	t.Parallel()
	t.Run("mem", func(t *testing.T) {
		t.Parallel()
		testFrontierContract(t, func(t *testing.T) Frontier { return NewMemFrontier() })
	})
	t.Run("bolt", func(t *testing.T) {
		t.Parallel()
		testFrontierContract(t, func(t *testing.T) Frontier {
			f, err := OpenBoltFrontier(t.TempDir())
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { f.Close() })
			return f
		})
	})
	t.Run("redis", func(t *testing.T) {
		t.Parallel()
		url := redisURL(t)
		testFrontierContract(t, func(t *testing.T) Frontier {
			return openTestRedisFrontier(t, t.Context(), url, testRedisPrefix(t, url), RedisOptions{})
		})
	})
}

// testFrontierContract checks what every Frontier promises. open returns a
// new, empty frontier, closed when the test ends.
func testFrontierContract(t *testing.T, open func(t *testing.T) Frontier) {
	items := func(urls ...string) []Item {
		out := make([]Item, len(urls))
		for i, u := range urls {
			out[i] = Item{URL: u, Depth: i % 3, Scope: "example.com"}
		}
		return out
	}
	mustPush := func(t *testing.T, f Frontier, want int, its ...Item) {
		t.Helper()
		n, err := f.Push(t.Context(), its...)
		if err != nil {
			t.Fatal(err)
		}
		if n != want {
			t.Fatalf("Push(%d items) = %d new, want %d", len(its), n, want)
		}
	}
	mustNext := func(t *testing.T, f Frontier) Item {
		t.Helper()
		ctx, cancel := context.WithTimeout(t.Context(), 5*time.Second)
		defer cancel()
		it, err := f.Next(ctx)
		if err != nil {
			t.Fatalf("Next: %v", err)
		}
		return it
	}
	mustDone := func(t *testing.T, f Frontier, it Item) {
		t.Helper()
		if err := f.Done(t.Context(), it); err != nil {
			t.Fatal(err)
		}
	}
	mustSeal := func(t *testing.T, f Frontier) {
		t.Helper()
		if err := f.Seal(t.Context()); err != nil {
			t.Fatal(err)
		}
	}
	wantExhausted := func(t *testing.T, f Frontier) {
		t.Helper()
		ctx, cancel := context.WithTimeout(t.Context(), 5*time.Second)
		defer cancel()
		if it, err := f.Next(ctx); !errors.Is(err, ErrExhausted) {
			t.Fatalf("Next = %v, %v; want ErrExhausted", it, err)
		}
	}
	// wantBlocked checks that Next keeps waiting for a while.
	wantBlocked := func(t *testing.T, f Frontier) {
		t.Helper()
		ctx, cancel := context.WithTimeout(t.Context(), quiet)
		defer cancel()
		if it, err := f.Next(ctx); !errors.Is(err, context.DeadlineExceeded) {
			t.Fatalf("Next = %v, %v; want it to block", it, err)
		}
	}
	wantStats := func(t *testing.T, f Frontier, want FrontierStats) {
		t.Helper()
		got, err := f.Stats(t.Context())
		if err != nil {
			t.Fatal(err)
		}
		if got != want {
			t.Fatalf("Stats = %+v, want %+v", got, want)
		}
	}
	// nextAsync runs Next in a goroutine; its result arrives on the channel.
	type result struct {
		it  Item
		err error
	}
	nextAsync := func(ctx context.Context, f Frontier) <-chan result {
		ch := make(chan result, 1)
		go func() {
			it, err := f.Next(ctx)
			ch <- result{it, err}
		}()
		return ch
	}
	await := func(t *testing.T, ch <-chan result) result {
		t.Helper()
		select {
		case r := <-ch:
			return r
		case <-time.After(5 * time.Second):
			t.Fatal("Next still blocked after 5s")
			return result{}
		}
	}
	notYet := func(t *testing.T, ch <-chan result) {
		t.Helper()
		select {
		case r := <-ch:
			t.Fatalf("Next returned %v, %v; want it to block", r.it, r.err)
		case <-time.After(quiet):
		}
	}

	t.Run("dedupe", func(t *testing.T) {
		t.Parallel()
		f := open(t)
		a := Item{URL: "https://a.test/"}
		mustPush(t, f, 1, a, a)
		mustPush(t, f, 0, a)
		mustPush(t, f, 1, Item{URL: "https://b.test/"}, a)
		got := mustNext(t, f)
		mustPush(t, f, 0, a) // leased
		mustDone(t, f, got)
		mustPush(t, f, 0, a) // done
		if got := mustNext(t, f); got.URL != "https://b.test/" {
			t.Fatalf("second Next = %v", got)
		}
		mustSeal(t, f)
		wantBlocked(t, f) // b is leased
	})

	t.Run("fifo", func(t *testing.T) {
		t.Parallel()
		f := open(t)
		var want []Item
		for i := range 25 {
			want = append(want, Item{URL: fmt.Sprintf("https://a.test/%02d", i), Depth: i, Scope: "a.test"})
		}
		mustPush(t, f, 10, want[:10]...)
		mustPush(t, f, 15, want[10:]...)
		for i, w := range want {
			if got := mustNext(t, f); got != w {
				t.Fatalf("Next #%d = %+v, want %+v", i, got, w)
			}
		}
	})

	t.Run("next waits for push", func(t *testing.T) {
		t.Parallel()
		f := open(t)
		ch := nextAsync(t.Context(), f)
		notYet(t, ch)
		it := Item{URL: "https://a.test/late", Depth: 2, Scope: "a.test"}
		mustPush(t, f, 1, it)
		if r := await(t, ch); r.err != nil || r.it != it {
			t.Fatalf("Next = %+v, %v; want %+v", r.it, r.err, it)
		}
	})

	t.Run("next honours ctx", func(t *testing.T) {
		t.Parallel()
		f := open(t)
		ctx, cancel := context.WithCancel(t.Context())
		ch := nextAsync(ctx, f)
		notYet(t, ch)
		start := time.Now()
		cancel()
		if r := await(t, ch); !errors.Is(r.err, context.Canceled) {
			t.Fatalf("Next = %v, %v; want context.Canceled", r.it, r.err)
		}
		if d := time.Since(start); d > time.Second {
			t.Fatalf("Next took %v to see the cancellation", d)
		}
		// A done context: no wait at all, nothing taken.
		mustPush(t, f, 1, Item{URL: "https://a.test/"})
		if _, err := f.Next(ctx); !errors.Is(err, context.Canceled) {
			t.Fatalf("Next(done ctx) = %v", err)
		}
		wantStats(t, f, FrontierStats{Queued: 1, Seen: 1})
	})

	t.Run("exhausted only when sealed and empty", func(t *testing.T) {
		t.Parallel()
		f := open(t)
		wantBlocked(t, f) // empty but not sealed
		mustPush(t, f, 1, Item{URL: "https://a.test/"})
		mustSeal(t, f)
		it := mustNext(t, f) // sealed but queued: delivered
		mustDone(t, f, it)
		wantExhausted(t, f)
		wantExhausted(t, f) // and stays so
	})

	t.Run("seal wakes a waiting next", func(t *testing.T) {
		t.Parallel()
		f := open(t)
		ch := nextAsync(t.Context(), f)
		notYet(t, ch)
		mustSeal(t, f)
		if r := await(t, ch); !errors.Is(r.err, ErrExhausted) {
			t.Fatalf("Next = %v, %v; want ErrExhausted", r.it, r.err)
		}
	})

	t.Run("a lease keeps next waiting until done", func(t *testing.T) {
		t.Parallel()
		f := open(t)
		mustPush(t, f, 1, Item{URL: "https://a.test/"})
		mustSeal(t, f)
		it := mustNext(t, f)
		ch := nextAsync(t.Context(), f)
		notYet(t, ch)
		mustDone(t, f, it)
		if r := await(t, ch); !errors.Is(r.err, ErrExhausted) {
			t.Fatalf("Next = %v, %v; want ErrExhausted", r.it, r.err)
		}
	})

	t.Run("done on a queued url", func(t *testing.T) {
		t.Parallel()
		f := open(t)
		mustPush(t, f, 3, items("https://a.test/1", "https://a.test/2", "https://a.test/3")...)
		mustDone(t, f, Item{URL: "https://a.test/2"})
		mustDone(t, f, Item{URL: "https://a.test/2"}) // twice is once
		wantStats(t, f, FrontierStats{Queued: 2, Done: 1, Seen: 3})
		mustSeal(t, f)
		for _, want := range []string{"https://a.test/1", "https://a.test/3"} {
			it := mustNext(t, f)
			if it.URL != want {
				t.Fatalf("Next = %v, want %s", it, want)
			}
			mustDone(t, f, it)
		}
		wantExhausted(t, f)
		wantStats(t, f, FrontierStats{Done: 3, Seen: 3})
	})

	t.Run("done on an unseen url", func(t *testing.T) {
		t.Parallel()
		f := open(t)
		mustDone(t, f, Item{URL: "https://a.test/old"})
		wantStats(t, f, FrontierStats{Done: 1, Seen: 1})
		mustPush(t, f, 1, items("https://a.test/old", "https://a.test/new")...)
		mustSeal(t, f)
		it := mustNext(t, f)
		if it.URL != "https://a.test/new" {
			t.Fatalf("Next = %v", it)
		}
		mustDone(t, f, it)
		wantExhausted(t, f)
	})

	t.Run("stats", func(t *testing.T) {
		t.Parallel()
		f := open(t)
		wantStats(t, f, FrontierStats{})
		mustPush(t, f, 4, items("https://a.test/1", "https://a.test/2", "https://a.test/3", "https://a.test/4")...)
		wantStats(t, f, FrontierStats{Queued: 4, Seen: 4})
		a, b := mustNext(t, f), mustNext(t, f)
		wantStats(t, f, FrontierStats{Queued: 2, Leased: 2, Seen: 4})
		mustDone(t, f, a)
		wantStats(t, f, FrontierStats{Queued: 2, Leased: 1, Done: 1, Seen: 4})
		mustDone(t, f, Item{URL: "https://a.test/4"})
		mustDone(t, f, Item{URL: "https://a.test/5"})
		mustDone(t, f, b)
		wantStats(t, f, FrontierStats{Queued: 1, Done: 4, Seen: 5})
	})

	t.Run("queued", func(t *testing.T) {
		t.Parallel()
		f := open(t)
		all := items("https://a.test/1", "https://a.test/2", "https://a.test/3", "https://a.test/4", "https://a.test/5")
		mustPush(t, f, 5, all...)
		mustNext(t, f)
		mustDone(t, f, all[2])
		for _, tc := range []struct {
			limit int
			want  []Item
		}{
			{0, nil},
			{2, []Item{all[1], all[3]}},
			{10, []Item{all[1], all[3], all[4]}},
		} {
			got, err := f.Queued(t.Context(), tc.limit)
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != len(tc.want) || (len(got) > 0 && !slices.Equal(got, tc.want)) {
				t.Errorf("Queued(%d) = %+v, want %+v", tc.limit, got, tc.want)
			}
		}
	})

	t.Run("concurrent producers and consumers", func(t *testing.T) {
		t.Parallel()
		f := open(t)
		const urls, producers, consumers = 300, 4, 4
		var mu sync.Mutex
		delivered := map[string]int{}
		var pushed sync.WaitGroup
		var errs = make(chan error, producers+consumers)
		for p := range producers {
			pushed.Go(func() {
				// Every producer pushes every URL, in its own order and
				// batches, so pushes of one URL race.
				order := rand.Perm(urls)
				for len(order) > 0 {
					n := min(len(order), 1+rand.IntN(7))
					batch := make([]Item, n)
					for i, u := range order[:n] {
						batch[i] = Item{URL: fmt.Sprintf("https://a.test/%d", u), Depth: p}
					}
					order = order[n:]
					if _, err := f.Push(t.Context(), batch...); err != nil {
						errs <- err
						return
					}
				}
			})
		}
		var consumed sync.WaitGroup
		for range consumers {
			consumed.Go(func() {
				for {
					it, err := f.Next(t.Context())
					if errors.Is(err, ErrExhausted) {
						return
					}
					if err != nil {
						errs <- err
						return
					}
					mu.Lock()
					delivered[it.URL]++
					mu.Unlock()
					if err := f.Done(t.Context(), it); err != nil {
						errs <- err
						return
					}
				}
			})
		}
		pushed.Wait()
		mustSeal(t, f)
		consumed.Wait()
		close(errs)
		for err := range errs {
			t.Fatal(err)
		}
		if len(delivered) != urls {
			t.Errorf("%d URLs delivered, want %d", len(delivered), urls)
		}
		for u, n := range delivered {
			if n != 1 {
				t.Errorf("%s delivered %d times", u, n)
			}
		}
		wantStats(t, f, FrontierStats{Done: urls, Seen: urls})
	})
}
