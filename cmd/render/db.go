package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	neturl "net/url"
	"strconv"
	"strings"
	"time"

	"github.com/rendercrawl/render/crawl"
	"github.com/rendercrawl/render/sink/sqldb"
	"github.com/rendercrawl/render/sink/sqldb/postgres"
	"github.com/rendercrawl/render/sink/sqldb/sqlite"
)

// dbOptions are the flags of the database sink.
type dbOptions struct {
	url     string
	history bool
	retry   time.Duration
}

func dbFlags(fs *flag.FlagSet, o *dbOptions) {
	fs.StringVar(&o.url, "db", "", "also keep the records in the database at `URL`: sqlite:PATH (a file, no server) or postgres://user:password@host:port/db; one row per --crawl-id and URL, updated by a later crawl (read back with render export)")
	fs.BoolVar(&o.history, "db-history", false, "with --db, also keep every fetch of a page in the fetches table")
	fs.DurationVar(&o.retry, "db-retry", sqldb.DefaultConfig().Retry, "with --db, retry a database that went away for `DURATION`, then stop the run (the frontier keeps the pages not written)")
}

// check says whether the --db URL is of a kind render writes.
func (o *dbOptions) check() error {
	if o.url == "" {
		if o.history {
			return errors.New("--db-history needs --db")
		}
		return nil
	}
	if o.retry < 0 {
		return errors.New("--db-retry must not be negative")
	}
	return checkDBURL("--db", o.url)
}

func checkDBURL(flag, url string) error {
	if strings.HasPrefix(url, sqlite.Scheme+":") || postgres.IsURL(url) {
		return nil
	}
	return fmt.Errorf("%s: %s is not sqlite:PATH or postgres://...", flag, maskedURL(url))
}

// maskedURL is a URL given on the command line as an error may show it:
// its password masked, and a URL that does not parse not shown at all
// (it may hold a password in a form that cannot be found).
func maskedURL(s string) string {
	u, err := neturl.Parse(s)
	if err != nil {
		return "the URL given"
	}
	return strconv.Quote(u.Redacted())
}

// maskURL is err's text with the credentials of a URL given as a flag
// masked, and any URL's user:password@.
func maskURL(err error, raw string) string {
	s := &crawl.Secrets{}
	s.Add(urlSecrets(raw)...)
	return s.String(err.Error())
}

// openStore opens the database of url to write.
func openStore(ctx context.Context, url string) (sqldb.Store, error) {
	if postgres.IsURL(url) {
		return postgres.Open(ctx, url)
	}
	return sqlite.Open(ctx, url)
}

// openReader opens the database of url to read crawls back.
func openReader(ctx context.Context, url string) (sqldb.Reader, error) {
	if postgres.IsURL(url) {
		return postgres.OpenReader(ctx, url)
	}
	return sqlite.OpenReader(ctx, url)
}

// openDB opens the database sink of --db, or returns nil without one. A
// database that cannot be written at start (unreachable, wrong password,
// read-only, in use by another writer, of a newer schema) is an error
// here, before any page is fetched.
func openDB(ctx context.Context, o *options, log *slog.Logger) (*sqldb.Sink, error) {
	if o.db.url == "" {
		return nil, nil
	}
	store, err := openStore(ctx, o.db.url)
	if err != nil {
		return nil, fmt.Errorf("--db: %w", err)
	}
	cfg := sqldb.DefaultConfig()
	cfg.CrawlID = o.crawlID
	cfg.History = o.db.history
	cfg.Retry = o.db.retry
	cfg.Logger = log.With("component", "db")
	cfg.Fields = o.fields
	s, err := sqldb.New(store, cfg)
	if err != nil {
		store.Close()
		return nil, fmt.Errorf("--db: %w", err)
	}
	return s, nil
}
