package sqldb

import (
	"log/slog"
	"time"

	"github.com/rendercrawl/render/internal/cfgerr"
	"github.com/rendercrawl/render/sink"
)

// Config is how Sink writes.
type Config struct {
	// CrawlID names the crawl: rows are keyed by crawl and URL, so that
	// several crawls share a database.
	CrawlID string
	// History: every fetch is also appended to the fetches table.
	History bool
	// BatchSize is the most records one transaction writes.
	BatchSize int
	// BatchDelay is the longest a record waits for its transaction: a
	// batch commits when full or this long after its first record.
	BatchDelay time.Duration
	// QueueBytes bounds the records waiting for a transaction, in bytes:
	// when the database is slower than the crawl, Write blocks.
	QueueBytes int64
	// Retry is how long a database that went away is retried, with
	// backoff, before the sink fails (and the crawl with it).
	Retry time.Duration
	// CommitTimeout bounds one attempt at a transaction.
	CommitTimeout time.Duration
	// Logger gets a warning when the database goes away and a note when
	// it is back; nil discards.
	Logger *slog.Logger
	// Fields are the keys of each record stored (--fields, --omit): a
	// key left out is not in the stored record, and its column, if it
	// has one, is empty. The zero value keeps every key.
	Fields sink.Fields
}

// DefaultConfig is a crawl named "render", 200 records or 200ms a
// transaction, 64 MiB of queue and a minute of retries.
func DefaultConfig() Config {
	return Config{
		CrawlID:       "render",
		BatchSize:     200,
		BatchDelay:    200 * time.Millisecond,
		QueueBytes:    64 << 20,
		Retry:         time.Minute,
		CommitTimeout: 30 * time.Second,
	}
}

// ConfigError names the field of a Config that is wrong.
type ConfigError = cfgerr.Error

// Validate reports the first field that is wrong.
func (c Config) Validate() error {
	switch {
	case c.CrawlID == "":
		return &ConfigError{Pkg: "sqldb", Field: "CrawlID", Problem: "must not be empty"}
	case c.BatchSize < 1:
		return &ConfigError{Pkg: "sqldb", Field: "BatchSize", Problem: "must be at least 1"}
	case c.BatchDelay <= 0:
		return &ConfigError{Pkg: "sqldb", Field: "BatchDelay", Problem: "must be positive"}
	case c.QueueBytes < 1<<20:
		return &ConfigError{Pkg: "sqldb", Field: "QueueBytes", Problem: "must be at least 1 MiB"}
	case c.Retry < 0:
		return &ConfigError{Pkg: "sqldb", Field: "Retry", Problem: "must not be negative"}
	case c.CommitTimeout <= 0:
		return &ConfigError{Pkg: "sqldb", Field: "CommitTimeout", Problem: "must be positive"}
	}
	return nil
}

func (c Config) logger() *slog.Logger {
	if c.Logger == nil {
		return slog.New(slog.DiscardHandler)
	}
	return c.Logger
}
