package sqldb

import "context"

// Store is what a backend gives Sink: a transaction of rows, and which of
// its errors may pass.
type Store interface {
	// Write commits rows in one transaction: each upserted into pages
	// (first_seen kept, the other columns and fetched_at replaced unless
	// the stored fetch is newer), and, when history is set, each
	// appended to fetches. Rows of one URL may repeat.
	Write(ctx context.Context, rows []Row, history bool) error
	// Retryable says that an error of Write may pass if tried again: the
	// database went away or restarts, a connection broke, a lock or a
	// conflict with another writer.
	Retryable(err error) bool
	// Close releases the store.
	Close() error
}

// Reader reads a crawl back.
type Reader interface {
	// Pages calls fn for each row of pages that f selects, oldest fetch
	// first, until fn returns an error.
	Pages(ctx context.Context, f Filter, fn func(*Row) error) error
	Close() error
}

// Knower says which URLs of a crawl the database holds rows of: a resumed
// crawl marks done only the pages whose records every sink holds.
type Knower interface {
	Known(ctx context.Context, crawlID string, urls []string) ([]string, error)
}
