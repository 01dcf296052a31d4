package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strings"
	"syscall"
	"time"

	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"

	"github.com/rendercrawl/render/sink/sqldb"
)

// Scheme is the URL scheme of a SQLite database: sqlite:PATH.
const Scheme = "sqlite"

// busyTimeout is how long a statement waits for a lock another connection
// holds (a reader checkpointing) before SQLITE_BUSY.
const busyTimeout = 10 * time.Second

// Store is a SQLite database holding crawls.
type Store struct {
	path   string
	db     *sql.DB
	lock   *os.File // the writer's lock; nil for a reader
	upsert *sql.Stmt
	insert *sql.Stmt
}

var (
	_ sqldb.Store  = (*Store)(nil)
	_ sqldb.Reader = (*Store)(nil)
)

// Path returns the file of a sqlite:PATH URL (sqlite:///abs/path and
// sqlite://rel/path are read as the path after the slashes' pair).
func Path(url string) (string, error) {
	rest, ok := strings.CutPrefix(url, Scheme+":")
	rest = strings.TrimPrefix(rest, "//")
	if !ok || rest == "" {
		return "", fmt.Errorf("%w: %q is not sqlite:PATH", sqldb.ErrBadURL, url)
	}
	return rest, nil
}

// Open opens the database of url (sqlite:PATH) to write: it creates the
// file if need be, takes the writer's lock and brings the schema to this
// build's version.
func Open(ctx context.Context, url string) (*Store, error) {
	path, err := Path(url)
	if err != nil {
		return nil, err
	}
	if err := checkWritable(path); err != nil {
		return nil, err
	}
	lock, err := lockFile(path + "-lock")
	if err != nil {
		return nil, err
	}
	db, err := open(ctx, path, false)
	if err != nil {
		lock.Close()
		return nil, err
	}
	s := &Store{path: path, db: db, lock: lock}
	if err := s.migrate(ctx); err != nil {
		s.Close()
		return nil, err
	}
	if err := s.prepare(ctx); err != nil {
		s.Close()
		return nil, err
	}
	return s, nil
}

// OpenReader opens the database of url to read crawls back; it must exist
// and hold a schema this build knows.
func OpenReader(ctx context.Context, url string) (*Store, error) {
	path, err := Path(url)
	if err != nil {
		return nil, err
	}
	if _, err := os.Stat(path); err != nil {
		return nil, fmt.Errorf("%w: %s: %w", sqldb.ErrNoSchema, path, err)
	}
	db, err := open(ctx, path, true)
	if err != nil {
		return nil, err
	}
	s := &Store{path: path, db: db}
	have, err := s.version(ctx, db)
	if err == nil && have == 0 {
		err = fmt.Errorf("%w: %s", sqldb.ErrNoSchema, path)
	}
	if err == nil && have > sqldb.Latest(migrations) {
		_, err = sqldb.Pending(have, migrations)
	}
	if err != nil {
		db.Close()
		return nil, err
	}
	return s, nil
}

// checkWritable fails with ErrReadOnly when path exists and cannot be
// written, before SQLite opens it read-only and fails at the first write.
// A file without its owner's write bit is read-only even to root: someone
// marked it so.
func checkWritable(path string) error {
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	switch {
	case err == nil:
		fi, err := f.Stat()
		f.Close()
		if err == nil && fi.Mode().Perm()&0o200 == 0 {
			return fmt.Errorf("%w: %s: mode %v", sqldb.ErrReadOnly, path, fi.Mode().Perm())
		}
		return err
	case errors.Is(err, fs.ErrNotExist):
		return nil
	case errors.Is(err, fs.ErrPermission), errors.Is(err, syscall.EROFS):
		return fmt.Errorf("%w: %s: %w", sqldb.ErrReadOnly, path, err)
	}
	return fmt.Errorf("sqlite: open %s: %w", path, err)
}

// open opens path in WAL mode, every commit synced; one connection for a
// writer, so that its transactions never wait on each other.
func open(ctx context.Context, path string, readOnly bool) (*sql.DB, error) {
	dsn := "file:" + strings.NewReplacer("%", "%25", "?", "%3f", "#", "%23").Replace(path) +
		fmt.Sprintf("?_pragma=busy_timeout(%d)&_pragma=synchronous(FULL)&_txlock=immediate", busyTimeout.Milliseconds())
	if readOnly {
		dsn += "&mode=ro"
	} else {
		dsn += "&_pragma=journal_mode(WAL)"
	}
	db, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, fmt.Errorf("sqlite: open %s: %w", path, err)
	}
	if !readOnly {
		db.SetMaxOpenConns(1)
	}
	if err := db.PingContext(ctx); err != nil {
		db.Close()
		return nil, classify(path, err)
	}
	return db, nil
}

// classify gives an error of opening or writing path its sentinel.
func classify(path string, err error) error {
	var se *sqlite.Error
	if errors.As(err, &se) {
		switch se.Code() & 0xff {
		case sqlite3.SQLITE_READONLY, sqlite3.SQLITE_CANTOPEN, sqlite3.SQLITE_PERM:
			return fmt.Errorf("%w: %s: %w", sqldb.ErrReadOnly, path, err)
		case sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED:
			return fmt.Errorf("%w: %s: %w", sqldb.ErrLocked, path, err)
		}
	}
	return fmt.Errorf("sqlite: %s: %w", path, err)
}

// Retryable: a lock held too long, a full disk or an I/O error may pass.
func (s *Store) Retryable(err error) bool {
	var se *sqlite.Error
	if !errors.As(err, &se) {
		return false
	}
	switch se.Code() & 0xff {
	case sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED, sqlite3.SQLITE_FULL, sqlite3.SQLITE_IOERR:
		return true
	}
	return false
}

// Close closes the database, then gives up the writer's lock.
func (s *Store) Close() error {
	err := s.db.Close()
	if s.lock != nil {
		if cerr := s.lock.Close(); err == nil {
			err = cerr
		}
	}
	return err
}
