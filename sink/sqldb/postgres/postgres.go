package postgres

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"strings"
	"syscall"
	"time"

	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/rendercrawl/render/sink/sqldb"
)

// connectTimeout bounds the connection at start, and each one after.
const connectTimeout = 10 * time.Second

// Store is a PostgreSQL database holding crawls.
type Store struct {
	pool *pgxpool.Pool
}

var (
	_ sqldb.Store  = (*Store)(nil)
	_ sqldb.Reader = (*Store)(nil)
)

// IsURL says whether url names a PostgreSQL database
// (postgres://... or postgresql://...).
func IsURL(url string) bool {
	return strings.HasPrefix(url, "postgres://") || strings.HasPrefix(url, "postgresql://")
}

// Open connects to the database of url (postgres://user:password@host:port/db)
// to write, and brings its schema to this build's version.
func Open(ctx context.Context, url string) (*Store, error) {
	s, err := connect(ctx, url)
	if err != nil {
		return nil, err
	}
	if err := s.migrate(ctx); err != nil {
		s.Close()
		return nil, err
	}
	return s, nil
}

// OpenReader connects to the database of url to read crawls back; it
// must hold a schema this build knows.
func OpenReader(ctx context.Context, url string) (*Store, error) {
	s, err := connect(ctx, url)
	if err != nil {
		return nil, err
	}
	have, err := s.version(ctx, s.pool)
	if err == nil && have == 0 {
		err = sqldb.ErrNoSchema
	}
	if err == nil && have > sqldb.Latest(migrations) {
		_, err = sqldb.Pending(have, migrations)
	}
	if err != nil {
		s.Close()
		return nil, err
	}
	return s, nil
}

func connect(ctx context.Context, url string) (*Store, error) {
	if !IsURL(url) {
		return nil, fmt.Errorf("%w: %q is not postgres://...", sqldb.ErrBadURL, url)
	}
	cfg, err := pgxpool.ParseConfig(url)
	if err != nil {
		// The parse error may quote the password: it is not repeated.
		return nil, fmt.Errorf("%w: cannot parse the postgres URL", sqldb.ErrBadURL)
	}
	cfg.MaxConns = 4
	cfg.ConnConfig.ConnectTimeout = connectTimeout
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", sqldb.ErrBadURL, err)
	}
	ctx, cancel := context.WithTimeout(ctx, connectTimeout+5*time.Second)
	defer cancel()
	if err := pool.Ping(ctx); err != nil {
		pool.Close()
		return nil, classify(cfg.ConnConfig.Host, err)
	}
	return &Store{pool: pool}, nil
}

// classify gives an error of connecting to host its sentinel.
func classify(host string, err error) error {
	var pe *pgconn.PgError
	if errors.As(err, &pe) {
		switch {
		case pe.Code == "28P01" || pe.Code == "28000": // invalid_password, invalid_authorization_specification
			return fmt.Errorf("%w: %s: %w", sqldb.ErrAuth, host, err)
		case pe.Code == "25006": // read_only_sql_transaction
			return fmt.Errorf("%w: %s: %w", sqldb.ErrReadOnly, host, err)
		case pe.Code == "3D000": // invalid_catalog_name: no such database
			return fmt.Errorf("%w: %s: %w", sqldb.ErrUnreachable, host, err)
		}
		return fmt.Errorf("postgres: %s: %w", host, err)
	}
	return fmt.Errorf("%w: %s: %w", sqldb.ErrUnreachable, host, err)
}

// Retryable: the connection broke or could not be made, the server shuts
// down, restarts or has too many clients, a deadlock or a serialization
// conflict with another writer.
func (s *Store) Retryable(err error) bool {
	var pe *pgconn.PgError
	if errors.As(err, &pe) {
		switch pe.Code[:2] {
		case "08", "53", "57", "40": // connection, resources, operator intervention, rollback
			return true
		}
		return false
	}
	var ne net.Error
	var ce *pgconn.ConnectError
	return errors.As(err, &ne) || errors.As(err, &ce) || pgconn.Timeout(err) || pgconn.SafeToRetry(err) ||
		errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, net.ErrClosed) ||
		errors.Is(err, syscall.ECONNRESET) || errors.Is(err, syscall.ECONNREFUSED) || errors.Is(err, syscall.EPIPE)
}

// Close closes the connections.
func (s *Store) Close() error {
	s.pool.Close()
	return nil
}
