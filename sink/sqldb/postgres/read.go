package postgres

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/rendercrawl/render/sink/sqldb"
)

// Pages calls fn for each row of pages that f selects, oldest fetch first.
func (s *Store) Pages(ctx context.Context, f sqldb.Filter, fn func(*sqldb.Row) error) error {
	where, args := f.Where(func(n int) string { return fmt.Sprintf("$%d", n) }, func(t time.Time) any { return t })
	rows, err := s.pool.Query(ctx, `SELECT crawl_id, url, final_url, status, mode, reason, title, text, html,
	error, error_kind, fetched_at, elapsed_ms, depth, links, requests, record, first_seen, fetch_count
FROM pages WHERE `+where+` ORDER BY fetched_at, url`, args...)
	if err != nil {
		return fmt.Errorf("postgres: export: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var r sqldb.Row
		if err := rows.Scan(&r.CrawlID, &r.URL, &r.FinalURL, &r.Status, &r.Mode, &r.Reason, &r.Title, &r.Text, &r.HTML,
			&r.Error, &r.ErrorKind, &r.FetchedAt, &r.ElapsedMS, &r.Depth, &r.Links, &r.Requests, &r.Record,
			&r.FirstSeen, &r.FetchCount); err != nil {
			return fmt.Errorf("postgres: export: %w", err)
		}
		r.FetchedAt, r.FirstSeen = r.FetchedAt.UTC(), r.FirstSeen.UTC()
		if err := fn(&r); err != nil {
			return err
		}
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("postgres: export: %w", err)
	}
	return nil
}

// Known returns those of urls that crawlID has rows of.
func (s *Store) Known(ctx context.Context, crawlID string, urls []string) ([]string, error) {
	rows, err := s.pool.Query(ctx, `SELECT url FROM pages WHERE crawl_id = $1 AND url = ANY($2)`, crawlID, urls)
	if err != nil {
		return nil, fmt.Errorf("postgres: known: %w", err)
	}
	known, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return nil, fmt.Errorf("postgres: known: %w", err)
	}
	return known, nil
}
