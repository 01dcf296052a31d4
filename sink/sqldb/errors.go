package sqldb

import "errors"

// Errors a caller branches on; the backends wrap them with what happened.
var (
	// ErrBadURL: the database URL is not one this backend reads.
	ErrBadURL = errors.New("sqldb: bad database URL")
	// ErrUnreachable: the database could not be reached at start.
	ErrUnreachable = errors.New("sqldb: database unreachable")
	// ErrAuth: the database refused the credentials.
	ErrAuth = errors.New("sqldb: authentication failed")
	// ErrReadOnly: the database cannot be written.
	ErrReadOnly = errors.New("sqldb: database is read-only")
	// ErrLocked: another process writes this database (SQLite takes one
	// writer per file).
	ErrLocked = errors.New("sqldb: database in use by another writer")
	// ErrSchemaNewer: the database's schema is of a later version than
	// this build knows; it is left alone.
	ErrSchemaNewer = errors.New("sqldb: database schema is newer than this build")
	// ErrNoSchema: the database holds no crawl (export of an empty
	// database).
	ErrNoSchema = errors.New("sqldb: no crawl tables in the database")
	// ErrUnavailable: the database stayed away longer than the retry
	// window while the crawl wrote to it.
	ErrUnavailable = errors.New("sqldb: database unavailable")
	// ErrClosed: a write after Close.
	ErrClosed = errors.New("sqldb: sink closed")
)
