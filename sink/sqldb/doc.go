// Package sqldb keeps a crawl's records in a SQL database, so that a crawl
// can be queried, updated by the next crawl and shared: one row per
// canonical URL and crawl in a pages table (upserted: a second crawl
// updates its rows in place), the record's main fields as columns and the
// whole record as JSON, and every fetch in a fetches table on request.
//
// Sink is the sink.Sink and sink.Acker: it writes in batches, one
// transaction per Config.BatchSize records or Config.BatchDelay, through a
// queue bounded in bytes (a slow database slows the crawl down, it never
// fills memory), retries a database that went away for Config.Retry, and
// acknowledges a record only once its transaction committed. A crawl that
// resumes from its JSON Lines output first lets the database catch up on
// the records it lacks (CatchUp), so that every URL marked done has its
// row.
//
// The backends are packages of their own, so that a program links only the
// driver it uses: sqlite (embedded, pure Go: modernc.org/sqlite) and
// postgres (pgx). Each gives a Store for Sink, reads a crawl back for
// export (Reader), and applies the versioned migrations of its schema
// when it opens a database to write.
//
// sqldb imports sink only (and internal/cfgerr, its ConfigError); the
// backends import sqldb and their driver.
package sqldb
