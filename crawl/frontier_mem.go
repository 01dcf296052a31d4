package crawl

import (
	"context"
	"sync"
)

// MemFrontier is the in-memory Frontier, the default. A URL is queued at
// most once in its life.
type MemFrontier struct {
	mu       sync.Mutex
	seen     map[string]struct{}
	queue    []Item
	head     int
	inflight int
	sealed   bool
	changed  chan struct{} // closed and replaced on every change
}

var _ Frontier = (*MemFrontier)(nil)

// NewMemFrontier returns an empty frontier.
func NewMemFrontier() *MemFrontier {
	return &MemFrontier{seen: make(map[string]struct{}), changed: make(chan struct{})}
}

func (f *MemFrontier) broadcast() {
	close(f.changed)
	f.changed = make(chan struct{})
}

// Push implements Frontier.
func (f *MemFrontier) Push(_ context.Context, items ...Item) (int, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	n := 0
	for _, it := range items {
		if _, ok := f.seen[it.URL]; ok {
			continue
		}
		f.seen[it.URL] = struct{}{}
		f.queue = append(f.queue, it)
		n++
	}
	if n > 0 {
		f.broadcast()
	}
	return n, nil
}

// Next implements Frontier.
func (f *MemFrontier) Next(ctx context.Context) (Item, error) {
	for {
		if err := ctx.Err(); err != nil {
			return Item{}, err
		}
		f.mu.Lock()
		if f.head < len(f.queue) {
			it := f.queue[f.head]
			f.queue[f.head] = Item{}
			f.head++
			if f.head > 1024 && f.head*2 > len(f.queue) {
				f.queue = append([]Item(nil), f.queue[f.head:]...)
				f.head = 0
			}
			f.inflight++
			f.mu.Unlock()
			return it, nil
		}
		if f.sealed && f.inflight == 0 {
			f.mu.Unlock()
			return Item{}, ErrExhausted
		}
		ch := f.changed
		f.mu.Unlock()
		select {
		case <-ctx.Done():
			return Item{}, ctx.Err()
		case <-ch:
		}
	}
}

// Done implements Frontier.
func (f *MemFrontier) Done(_ context.Context, _ Item) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.inflight--
	f.broadcast()
	return nil
}

// Seal implements Frontier.
func (f *MemFrontier) Seal(context.Context) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.sealed = true
	f.broadcast()
	return nil
}

// Queued implements Frontier.
func (f *MemFrontier) Queued(context.Context) ([]Item, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]Item(nil), f.queue[f.head:]...), nil
}

// Close implements Frontier.
func (f *MemFrontier) Close() error { return nil }
