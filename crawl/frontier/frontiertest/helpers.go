package frontiertest

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/rendercrawl/render/crawl/canonical"
	"github.com/rendercrawl/render/crawl/frontier"
)

// Quiet is how long a test waits to see that a call keeps blocking. It is
// an observation window, not a synchronisation: a wrong implementation is
// caught most of the time, a right one always passes.
const Quiet = 100 * time.Millisecond

// patience bounds a call that should return.
const patience = 5 * time.Second

// items returns items for urls, with depths and a scope to carry.
func items(urls ...string) []frontier.Item {
	out := make([]frontier.Item, len(urls))
	for i, u := range urls {
		out[i] = frontier.Item{URL: u, Depth: i % 3, Scope: "example.com"}
	}
	return out
}

// same reports whether got is the item want that was pushed: the same
// fields, and its URL parsed as want's was, or parsed again by a backend
// that stores the URL alone (frontier.DecodeItem).
func same(got, want frontier.Item) bool {
	if got.Canon != want.Canon && got.Canon != frontier.Canon(want.URL) {
		return false
	}
	got.Canon, want.Canon = canonical.URL{}, canonical.URL{}
	return got == want
}

func mustPush(t *testing.T, f frontier.Frontier, want int, its ...frontier.Item) {
	t.Helper()
	n, err := f.Push(t.Context(), its...)
	if err != nil {
		t.Fatal(err)
	}
	if n != want {
		t.Fatalf("Push(%d items) = %d new, want %d", len(its), n, want)
	}
}

func mustNext(t *testing.T, f frontier.Frontier) frontier.Item {
	t.Helper()
	ctx, cancel := context.WithTimeout(t.Context(), patience)
	defer cancel()
	it, err := f.Next(ctx)
	if err != nil {
		t.Fatalf("Next: %v", err)
	}
	return it
}

func mustDone(t *testing.T, f frontier.Frontier, it frontier.Item) {
	t.Helper()
	if err := f.Done(t.Context(), it); err != nil {
		t.Fatal(err)
	}
}

func mustSeal(t *testing.T, f frontier.Frontier) {
	t.Helper()
	if err := f.Seal(t.Context()); err != nil {
		t.Fatal(err)
	}
}

func wantExhausted(t *testing.T, f frontier.Frontier) {
	t.Helper()
	ctx, cancel := context.WithTimeout(t.Context(), patience)
	defer cancel()
	if it, err := f.Next(ctx); !errors.Is(err, frontier.ErrExhausted) {
		t.Fatalf("Next = %v, %v; want ErrExhausted", it, err)
	}
}

// wantBlocked checks that Next keeps waiting for a while.
func wantBlocked(t *testing.T, f frontier.Frontier) {
	t.Helper()
	ctx, cancel := context.WithTimeout(t.Context(), Quiet)
	defer cancel()
	if it, err := f.Next(ctx); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("Next = %v, %v; want it to block", it, err)
	}
}

func wantStats(t *testing.T, f frontier.Frontier, want frontier.Stats) {
	t.Helper()
	got, err := f.Stats(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	if got != want {
		t.Fatalf("Stats = %+v, want %+v", got, want)
	}
}

// result is what a Next in a goroutine returned.
type result struct {
	it  frontier.Item
	err error
}

// nextAsync runs Next in a goroutine; its result arrives on the channel.
func nextAsync(ctx context.Context, f frontier.Frontier) <-chan result {
	ch := make(chan result, 1)
	go func() {
		it, err := f.Next(ctx)
		ch <- result{it, err}
	}()
	return ch
}

func await(t *testing.T, ch <-chan result) result {
	t.Helper()
	select {
	case r := <-ch:
		return r
	case <-time.After(patience):
		t.Fatal("Next still blocked after 5s")
		return result{}
	}
}

func notYet(t *testing.T, ch <-chan result) {
	t.Helper()
	select {
	case r := <-ch:
		t.Fatalf("Next returned %v, %v; want it to block", r.it, r.err)
	case <-time.After(Quiet):
	}
}
