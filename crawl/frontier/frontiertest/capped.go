package frontiertest

import (
	"fmt"
	"sync"
	"testing"

	"github.com/rendercrawl/render/crawl/frontier"
)

// testCapped checks frontier.PushCapped: new URLs only, in order, while
// fewer than the cap were seen; a URL seen before is neither pushed nor
// over.
func testCapped(t *testing.T, f frontier.Frontier) {
	ctx := t.Context()
	push := func(limit int64, urls ...string) (int, int) {
		t.Helper()
		n, over, err := frontier.PushCapped(ctx, f, limit, items(urls...))
		if err != nil {
			t.Fatal(err)
		}
		return n, over
	}
	if n, over := push(3, "https://a.test/1", "https://a.test/2"); n != 2 || over != 0 {
		t.Fatalf("PushCapped(3, 2 new) = %d, %d over; want 2, 0", n, over)
	}
	mustDone(t, f, mustNext(t, f)) // a done URL still counts as seen
	n, over := push(3, "https://a.test/1", "https://a.test/3", "https://a.test/4", "https://a.test/3")
	if n != 1 || over != 1 {
		t.Fatalf("PushCapped(3, 1 seen and 2 new) = %d, %d over; want 1, 1", n, over)
	}
	if n, over := push(0, "https://a.test/5"); n != 0 || over != 1 {
		t.Fatalf("PushCapped(0, 1 new) = %d, %d over; want 0, 1", n, over)
	}
	wantStats(t, f, frontier.Stats{Queued: 2, Done: 1, Seen: 3})
	mustSeal(t, f)
	for _, want := range []string{"https://a.test/2", "https://a.test/3"} {
		if got := mustNext(t, f); got.URL != want {
			t.Fatalf("Next = %s, want %s", got.URL, want)
		}
	}
}

// testCappedConcurrent has workers push distinct URLs under one cap at
// once: the frontier sees exactly the cap, if it is Capped (a frontier
// that is not can only read its Stats first, which others change).
func testCappedConcurrent(t *testing.T, f frontier.Frontier) {
	if _, ok := f.(frontier.Capped); !ok {
		t.Skip("not a frontier.Capped")
	}
	const workers, each, limit = 4, 50, 120
	var wg sync.WaitGroup
	var mu sync.Mutex
	pushed, over := 0, 0
	for w := range workers {
		wg.Go(func() {
			for i := range each {
				n, o, err := frontier.PushCapped(t.Context(), f, limit, items(fmt.Sprintf("https://a.test/%d/%d", w, i)))
				if err != nil {
					t.Error(err)
					return
				}
				mu.Lock()
				pushed, over = pushed+n, over+o
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	if pushed != limit || over != workers*each-limit {
		t.Errorf("%d pushed, %d over; want %d and %d", pushed, over, limit, workers*each-limit)
	}
	wantStats(t, f, frontier.Stats{Queued: limit, Seen: limit})
}

// testAlias checks frontier.Alias: an alias never seen is never queued
// or delivered, counts in no counter and takes no room under a cap; a URL
// already queued is marked done, as Done marks it.
func testAlias(t *testing.T, f frontier.Frontier) {
	if _, ok := f.(frontier.Aliaser); !ok {
		t.Skip("not a frontier.Aliaser")
	}
	ctx := t.Context()
	mustAlias := func(url string) {
		t.Helper()
		if err := frontier.Alias(ctx, f, url); err != nil {
			t.Fatal(err)
		}
	}
	mustAlias("https://a.test/final")
	mustAlias("https://a.test/final") // twice is once
	wantStats(t, f, frontier.Stats{})
	mustPush(t, f, 0, items("https://a.test/final")...)
	n, over, err := frontier.PushCapped(ctx, f, 2, items("https://a.test/1", "https://a.test/final", "https://a.test/2", "https://a.test/3"))
	if err != nil || n != 2 || over != 1 {
		t.Fatalf("PushCapped(2, 3 new after an alias) = %d, %d over, %v; want 2, 1", n, over, err)
	}
	mustAlias("https://a.test/2") // queued: done
	wantStats(t, f, frontier.Stats{Queued: 1, Done: 1, Seen: 2})
	mustSeal(t, f)
	if got := mustNext(t, f); got.URL != "https://a.test/1" {
		t.Fatalf("Next = %s, want https://a.test/1", got.URL)
	}
}
