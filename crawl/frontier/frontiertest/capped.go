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
