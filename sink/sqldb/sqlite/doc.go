// Package sqlite is the SQLite backend of sqldb: a crawl kept in one file,
// queryable on the machine that crawled, with no server. It uses
// modernc.org/sqlite, a pure-Go SQLite, so that render builds and installs
// without cgo.
//
// One process writes a file at a time: Open takes an exclusive lock on
// PATH-lock beside it, and a second writer gets ErrLocked at once rather
// than a file written by two crawls. Readers (an export) need no lock: the
// database is in WAL mode. Every transaction is synced to disk (synchronous
// FULL) before its records count as written.
//
// sqlite imports sqldb and modernc.org/sqlite only.
package sqlite
