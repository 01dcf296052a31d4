package memory

import (
	"context"
	"sync"

	"github.com/rendercrawl/render/crawl/frontier"
)

// Frontier is the in-memory frontier.Frontier. A URL is delivered at most
// once in its life.
type Frontier struct {
	mu      sync.Mutex
	state   map[string]frontier.State
	queue   []frontier.Item
	head    int
	leased  int64
	done    int64
	sealed  bool
	changed chan struct{} // closed and replaced on every change
}

var _ frontier.Frontier = (*Frontier)(nil)

// New returns an empty frontier.
func New() *Frontier {
	return &Frontier{state: make(map[string]frontier.State), changed: make(chan struct{})}
}

func (f *Frontier) broadcast() {
	close(f.changed)
	f.changed = make(chan struct{})
}

// Push implements frontier.Frontier.
func (f *Frontier) Push(_ context.Context, items ...frontier.Item) (int, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	n := 0
	for _, it := range items {
		if _, ok := f.state[it.URL]; ok {
			continue
		}
		f.state[it.URL] = frontier.StateQueued
		f.queue = append(f.queue, it)
		n++
	}
	if n > 0 {
		f.broadcast()
	}
	return n, nil
}

// Next implements frontier.Frontier.
func (f *Frontier) Next(ctx context.Context) (frontier.Item, error) {
	for {
		if err := ctx.Err(); err != nil {
			return frontier.Item{}, err
		}
		f.mu.Lock()
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
			f.leased++
			f.mu.Unlock()
			return it, nil
		}
		if f.sealed && f.leased == 0 {
			f.mu.Unlock()
			return frontier.Item{}, frontier.ErrExhausted
		}
		ch := f.changed
		f.mu.Unlock()
		select {
		case <-ctx.Done():
			return frontier.Item{}, ctx.Err()
		case <-ch:
		}
	}
}

// Done implements frontier.Frontier.
func (f *Frontier) Done(_ context.Context, it frontier.Item) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	switch f.state[it.URL] {
	case frontier.StateDone:
		return nil
	case frontier.StateLeased:
		f.leased--
	}
	f.state[it.URL] = frontier.StateDone
	f.done++
	f.broadcast()
	return nil
}

// Seal implements frontier.Frontier.
func (f *Frontier) Seal(context.Context) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.sealed = true
	f.broadcast()
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
	seen := int64(len(f.state))
	return frontier.Stats{Queued: seen - f.leased - f.done, Leased: f.leased, Done: f.done, Seen: seen}, nil
}

// Close implements frontier.Frontier.
func (f *Frontier) Close() error { return nil }
