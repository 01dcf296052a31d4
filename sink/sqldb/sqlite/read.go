package sqlite

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"time"

	"github.com/rendercrawl/render/sink/sqldb"
)

// Pages calls fn for each row of pages that f selects, oldest fetch first.
func (s *Store) Pages(ctx context.Context, f sqldb.Filter, fn func(*sqldb.Row) error) error {
	where, args := f.Where(func(int) string { return "?" }, storedTime)
	rows, err := s.db.QueryContext(ctx, `SELECT crawl_id, url, final_url, status, mode, reason, title, text, html,
	error, error_kind, fetched_at, elapsed_ms, depth, links, requests, record, first_seen, fetch_count
FROM pages WHERE `+where+` ORDER BY fetched_at, url`, args...)
	if err != nil {
		return fmt.Errorf("sqlite: export: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var r sqldb.Row
		var fetched, first string
		var links, requests sql.NullString
		var record string
		if err := rows.Scan(&r.CrawlID, &r.URL, &r.FinalURL, &r.Status, &r.Mode, &r.Reason, &r.Title, &r.Text, &r.HTML,
			&r.Error, &r.ErrorKind, &fetched, &r.ElapsedMS, &r.Depth, &links, &requests, &record, &first, &r.FetchCount); err != nil {
			return fmt.Errorf("sqlite: export: %w", err)
		}
		r.FetchedAt, _ = time.Parse(timeFormat, fetched)
		r.FirstSeen, _ = time.Parse(timeFormat, first)
		if links.Valid {
			r.Links = []byte(links.String)
		}
		if requests.Valid {
			r.Requests = []byte(requests.String)
		}
		r.Record = []byte(record)
		if err := fn(&r); err != nil {
			return err
		}
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("sqlite: export: %w", err)
	}
	return nil
}

// knownChunk bounds the URLs of one query (SQLite bounds its parameters).
const knownChunk = 500

// Known returns those of urls that crawlID has rows of.
func (s *Store) Known(ctx context.Context, crawlID string, urls []string) ([]string, error) {
	var known []string
	for len(urls) > 0 {
		chunk := urls[:min(len(urls), knownChunk)]
		urls = urls[len(chunk):]
		args := []any{crawlID}
		for _, u := range chunk {
			args = append(args, u)
		}
		marks := strings.TrimSuffix(strings.Repeat("?, ", len(chunk)), ", ")
		rows, err := s.db.QueryContext(ctx, `SELECT url FROM pages WHERE crawl_id = ? AND url IN (`+marks+`)`, args...)
		if err != nil {
			return nil, fmt.Errorf("sqlite: known: %w", err)
		}
		for rows.Next() {
			var u string
			if err := rows.Scan(&u); err != nil {
				rows.Close()
				return nil, fmt.Errorf("sqlite: known: %w", err)
			}
			known = append(known, u)
		}
		err = rows.Err()
		rows.Close()
		if err != nil {
			return nil, fmt.Errorf("sqlite: known: %w", err)
		}
	}
	return known, nil
}
