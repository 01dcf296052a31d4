package frontier

import (
	"context"
	"errors"

	"github.com/rendercrawl/render/crawl/canonical"
)

// Item is one URL to visit.
type Item struct {
	// URL is canonical (see crawl.Canonicalize): the frontier dedupes on it.
	URL string `json:"u"`
	// Depth is the number of links followed from a seed (0 for a seed).
	Depth int `json:"d,omitempty"`
	// Scope is the scope of the seed this URL descends from, in the form
	// crawl.Scope.String gives; opaque to the frontier.
	Scope string `json:"s,omitempty"`
	// Via is the URL of the page whose link first queued this one; "" for
	// a seed or a page a sitemap listed.
	Via string `json:"v,omitempty"`
	// Canon is URL parsed (canonical.Parse), so that a page is parsed
	// once on its way from the link that named it to its record: the
	// crawl sets it, a backend that keeps items in memory keeps it, one
	// that stores them keeps URL alone and parses it again once when it
	// reads the item back (DecodeItem). The zero URL: not parsed.
	Canon canonical.URL `json:"-"`
}

// ErrExhausted is returned by Frontier.Next when nothing is queued, nothing
// is leased and the seeding is sealed: the crawl is done.
var ErrExhausted = errors.New("frontier: exhausted")

// ErrClosed is returned by a frontier's methods after Close, always
// wrapped: "bolt frontier: next: frontier closed".
var ErrClosed = errors.New("frontier closed")

// Stats are a frontier's counters.
type Stats struct {
	Queued int64 `json:"queued"` // waiting to be taken
	Leased int64 `json:"leased"` // taken by Next, not yet Done
	Done   int64 `json:"done"`   // finished: a record was written
	Seen   int64 `json:"seen"`   // ever pushed (queued + leased + done)
}

// Frontier is the crawl's to-do list: what is queued, what is in flight,
// what was ever seen. The scheduler consumes it. Implementations: memory
// (the default), bolt (on disk, for resume) and redis (shared by many
// processes).
//
// An item is delivered at least once: Next leases it; Done ends the lease.
// A lease that is never ended (the process died) comes back to the queue:
// at once for a frontier that restarts from its state, after a visibility
// timeout for a shared one.
type Frontier interface {
	// Push queues the items whose URL was never seen before and returns
	// how many were new. Seen URLs are ignored, whatever their state.
	Push(ctx context.Context, items ...Item) (int, error)
	// Next leases the next item, waiting for one. It returns ErrExhausted
	// when nothing is queued or leased and the seeding is sealed, or the
	// context's error.
	Next(ctx context.Context) (Item, error)
	// Done marks an item finished: its record is written. It may name a
	// URL that is queued or was never seen (a resumed crawl marks what its
	// output already holds); such a URL is done and never delivered.
	Done(ctx context.Context, it Item) error
	// Seal says this process pushes no more seeds. Until every process
	// sealed (a shared frontier counts the processes that joined), Next
	// waits rather than report ErrExhausted.
	Seal(ctx context.Context) error
	// Queued returns up to limit queued items, for the summary of a crawl
	// that stopped early.
	Queued(ctx context.Context, limit int) ([]Item, error)
	// Stats returns the counters.
	Stats(ctx context.Context) (Stats, error)
	// Close releases the frontier's resources; leases still held are
	// given back (a shared frontier requeues them at once).
	Close() error
}

// Lasting is a frontier that outlives the process (bolt in a state
// directory, redis): a crawl run again resumes from it, so a page left
// unfinished can be left to that run rather than end with a record.
type Lasting interface {
	Lasting() bool
}

// Lasts reports whether f outlives the process.
func Lasts(f Frontier) bool {
	l, ok := f.(Lasting)
	return ok && l.Lasting()
}
