package crawl

import (
	"context"
	"errors"
)

// Item is one URL to visit.
type Item struct {
	URL   string `json:"url"`
	Depth int    `json:"depth,omitempty"`
}

// ErrExhausted is returned by Frontier.Next when nothing is queued, nothing
// is in flight and no more seeds will come: the crawl is done.
var ErrExhausted = errors.New("crawl: frontier exhausted")

// Frontier is the crawl's to-do list: what is queued, what is in flight,
// what was ever seen. The scheduler consumes it.
type Frontier interface {
	// Push queues the items whose URL was never seen before and returns
	// how many were new.
	Push(ctx context.Context, items ...Item) (int, error)
	// Next takes the next item, waiting for one. It returns ErrExhausted
	// when the crawl is done, or the context's error.
	Next(ctx context.Context) (Item, error)
	// Done marks an item taken by Next as finished: its record is written.
	Done(ctx context.Context, it Item) error
	// Seal says this process pushes no more seeds; without it Next keeps
	// waiting for more.
	Seal(ctx context.Context) error
	// Queued returns the items still waiting, for the summary of a crawl
	// that stopped early.
	Queued(ctx context.Context) ([]Item, error)
	Close() error
}
