package crawl

import (
	"context"
	"sync"
)

// itemState is where a URL stands in a frontier.
type itemState uint8

const (
	stateQueued itemState = iota + 1
	stateLeased
	stateDone
)

// MemFrontier is the in-memory Frontier, the default. A URL is delivered at
// most once in its life.
type MemFrontier struct {
	mu      sync.Mutex
	state   map[string]itemState
	queue   []Item
	head    int
	leased  int64
	done    int64
	sealed  bool
	changed chan struct{} // closed and replaced on every change
}

var _ Frontier = (*MemFrontier)(nil)

// NewMemFrontier returns an empty frontier.
func NewMemFrontier() *MemFrontier {
	return &MemFrontier{state: make(map[string]itemState), changed: make(chan struct{})}
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
		if _, ok := f.state[it.URL]; ok {
			continue
		}
		f.state[it.URL] = stateQueued
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
		for f.head < len(f.queue) {
			it := f.queue[f.head]
			f.queue[f.head] = Item{}
			f.head++
			if f.head > 1024 && f.head*2 > len(f.queue) {
				f.queue = append([]Item(nil), f.queue[f.head:]...)
				f.head = 0
			}
			if f.state[it.URL] != stateQueued {
				continue // marked done while queued
			}
			f.state[it.URL] = stateLeased
			f.leased++
			f.mu.Unlock()
			return it, nil
		}
		if f.sealed && f.leased == 0 {
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
func (f *MemFrontier) Done(_ context.Context, it Item) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	switch f.state[it.URL] {
	case stateDone:
		return nil
	case stateLeased:
		f.leased--
	}
	f.state[it.URL] = stateDone
	f.done++
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
func (f *MemFrontier) Queued(_ context.Context, limit int) ([]Item, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	var out []Item
	for _, it := range f.queue[f.head:] {
		if len(out) >= limit {
			break
		}
		if f.state[it.URL] == stateQueued {
			out = append(out, it)
		}
	}
	return out, nil
}

// Stats implements Frontier.
func (f *MemFrontier) Stats(context.Context) (FrontierStats, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	seen := int64(len(f.state))
	return FrontierStats{Queued: seen - f.leased - f.done, Leased: f.leased, Done: f.done, Seen: seen}, nil
}

// Close implements Frontier.
func (f *MemFrontier) Close() error { return nil }
