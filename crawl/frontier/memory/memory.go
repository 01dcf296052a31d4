package memory

import (
	"context"
	"sync"

	"github.com/rendercrawl/render/crawl/frontier"
)

// Frontier is the in-memory frontier.Frontier. A URL is delivered at most
// once in its life.
type Frontier struct {
	changed frontier.Signal

	mu    sync.Mutex
	state map[string]frontier.State
	queue []frontier.Item
	head  int
	local frontier.Local
}

var (
	_ frontier.Frontier = (*Frontier)(nil)
	_ frontier.Capped   = (*Frontier)(nil)
	_ frontier.Aliaser  = (*Frontier)(nil)
)

// New returns an empty frontier.
func New() *Frontier {
	return &Frontier{state: make(map[string]frontier.State)}
}

// Push implements frontier.Frontier.
func (f *Frontier) Push(_ context.Context, items ...frontier.Item) (int, error) {
	n, _ := f.push(-1, items)
	return n, nil
}

// PushCapped implements frontier.Capped.
func (f *Frontier) PushCapped(_ context.Context, limit int64, items ...frontier.Item) (pushed, over int, err error) {
	pushed, over = f.push(max(limit, 0), items)
	return pushed, over, nil
}

// push queues the items never seen, while fewer than limit URLs were seen
// (no limit when it is negative).
func (f *Frontier) push(limit int64, items []frontier.Item) (pushed, over int) {
	f.mu.Lock()
	defer f.mu.Unlock()
	for _, it := range items {
		if _, ok := f.state[it.URL]; ok {
			continue
		}
		if limit >= 0 && f.local.Seen >= limit {
			over++
			continue
		}
		f.state[it.URL] = frontier.StateQueued
		f.queue = append(f.queue, it)
		f.local.Seen++
		pushed++
	}
	if pushed > 0 {
		f.changed.Broadcast()
	}
	return pushed, over
}

// Next implements frontier.Frontier.
func (f *Frontier) Next(ctx context.Context) (frontier.Item, error) {
	return f.changed.Await(ctx, f.claim)
}

// claim leases the first queued item, if any.
func (f *Frontier) claim() (frontier.Item, bool, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	for f.head < len(f.queue) {
		it := f.queue[f.head]
		f.queue[f.head] = frontier.Item{}
		f.head++
		if f.head > 1024 && f.head*2 > len(f.queue) {
			f.queue = append([]frontier.Item(nil), f.queue[f.head:]...)
			f.head = 0
		}
		if f.state[it.URL] != frontier.StateQueued {
			continue // marked done while queued
		}
		f.state[it.URL] = frontier.StateLeased
		f.local.Leased++
		return it, true, nil
	}
	if f.local.Exhausted() {
		return frontier.Item{}, false, frontier.ErrExhausted
	}
	return frontier.Item{}, false, nil
}

// Done implements frontier.Frontier.
func (f *Frontier) Done(_ context.Context, it frontier.Item) error {
	f.done(it.URL, false)
	return nil
}

// Alias implements frontier.Aliaser.
func (f *Frontier) Alias(_ context.Context, url string) error {
	f.done(url, true)
	return nil
}

// done marks url done; a URL never seen counts as seen and done unless it
// is an alias.
func (f *Frontier) done(url string, alias bool) {
	f.mu.Lock()
	defer f.mu.Unlock()
	switch st, seen := f.state[url]; {
	case st == frontier.StateDone:
		return
	case !seen && alias:
		f.state[url] = frontier.StateDone
		return
	case st == frontier.StateLeased:
		f.local.Leased--
	case !seen:
		f.local.Seen++
	}
	f.state[url] = frontier.StateDone
	f.local.Done++
	f.changed.Broadcast()
}

// Seal implements frontier.Frontier.
func (f *Frontier) Seal(context.Context) error {
	f.mu.Lock()
	f.local.Sealed = true
	f.mu.Unlock()
	f.changed.Broadcast()
	return nil
}

// Queued implements frontier.Frontier.
func (f *Frontier) Queued(_ context.Context, limit int) ([]frontier.Item, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	var out []frontier.Item
	for _, it := range f.queue[f.head:] {
		if len(out) >= limit {
			break
		}
		if f.state[it.URL] == frontier.StateQueued {
			out = append(out, it)
		}
	}
	return out, nil
}

// Stats implements frontier.Frontier.
func (f *Frontier) Stats(context.Context) (frontier.Stats, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.local.Stats(), nil
}

// Close implements frontier.Frontier.
func (f *Frontier) Close() error { return nil }
