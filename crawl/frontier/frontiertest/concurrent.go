package frontiertest

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"sync"
	"testing"

	"github.com/rendercrawl/render/crawl/frontier"
)

// testConcurrent has producers push every URL, in their own orders and
// batches, while consumers take and finish them: each URL is delivered
// exactly once.
func testConcurrent(t *testing.T, f frontier.Frontier) {
	const urls, producers, consumers = 300, 4, 4
	errs := make(chan error, producers+consumers)
	var pushed sync.WaitGroup
	for p := range producers {
		pushed.Go(func() {
			if err := pushAll(t, f, urls, p); err != nil {
				errs <- err
			}
		})
	}
	var mu sync.Mutex
	delivered := map[string]int{}
	var consumed sync.WaitGroup
	for range consumers {
		consumed.Go(func() {
			for {
				it, err := f.Next(t.Context())
				if errors.Is(err, frontier.ErrExhausted) {
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
	wantStats(t, f, frontier.Stats{Done: urls, Seen: urls})
}

// pushAll pushes the URLs 0 to urls-1 in a random order and random
// batches, so that pushes of one URL by several producers race.
func pushAll(t *testing.T, f frontier.Frontier, urls, depth int) error {
	order := rand.Perm(urls)
	for len(order) > 0 {
		n := min(len(order), 1+rand.IntN(7))
		batch := make([]frontier.Item, n)
		for i, u := range order[:n] {
			batch[i] = frontier.Item{URL: fmt.Sprintf("https://a.test/%d", u), Depth: depth}
		}
		order = order[n:]
		if _, err := f.Push(t.Context(), batch...); err != nil {
			return err
		}
	}
	return nil
}

// InvalidURLs checks the further promise of a persistent frontier: Push
// and Done refuse a URL it cannot keep as a key, with ErrInvalidURL.
// open is as for Run.
func InvalidURLs(t *testing.T, open func(t *testing.T) frontier.Frontier) {
	f := open(t)
	for _, u := range []string{"", "https://a.test/\xff"} {
		if _, err := f.Push(t.Context(), frontier.Item{URL: u}); !errors.Is(err, frontier.ErrInvalidURL) {
			t.Errorf("Push(%q) = %v, want ErrInvalidURL", u, err)
		}
		if err := f.Done(t.Context(), frontier.Item{URL: u}); !errors.Is(err, frontier.ErrInvalidURL) {
			t.Errorf("Done(%q) = %v, want ErrInvalidURL", u, err)
		}
	}
	wantStats(t, f, frontier.Stats{})
}
