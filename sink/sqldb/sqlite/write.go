package sqlite

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"time"

	"github.com/rendercrawl/render/sink/sqldb"
)

// migrate brings the schema to this build's version, in one transaction
// (BEGIN IMMEDIATE: the file is the writer's alone meanwhile).
func (s *Store) migrate(ctx context.Context) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return classify(s.path, err)
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_version (
	version    INTEGER PRIMARY KEY,
	applied_at TEXT NOT NULL
)`); err != nil {
		return classify(s.path, err)
	}
	have, err := s.version(ctx, tx)
	if err != nil {
		return err
	}
	todo, err := sqldb.Pending(have, migrations)
	if err != nil || len(todo) == 0 {
		return err
	}
	for _, m := range todo {
		for _, q := range m.SQL {
			if _, err := tx.ExecContext(ctx, q); err != nil {
				return fmt.Errorf("sqlite: migrate to version %d: %w", m.Version, err)
			}
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO schema_version (version, applied_at) VALUES (?, ?)`,
			m.Version, time.Now().UTC().Format(timeFormat)); err != nil {
			return fmt.Errorf("sqlite: migrate to version %d: %w", m.Version, err)
		}
	}
	if err := tx.Commit(); err != nil {
		return classify(s.path, err)
	}
	return nil
}

type querier interface {
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

// version is the schema's version: 0 for a database without one.
func (s *Store) version(ctx context.Context, q querier) (int, error) {
	var n int
	err := q.QueryRowContext(ctx, `SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'schema_version'`).Scan(&n)
	if err != nil || n == 0 {
		return 0, err
	}
	var v int
	if err := q.QueryRowContext(ctx, `SELECT coalesce(max(version), 0) FROM schema_version`).Scan(&v); err != nil {
		return 0, fmt.Errorf("sqlite: schema version: %w", err)
	}
	return v, nil
}

// prepare makes the statements every batch runs.
func (s *Store) prepare(ctx context.Context) error {
	cols := strings.Join(sqldb.Columns, ", ")
	marks := strings.TrimSuffix(strings.Repeat("?, ", len(sqldb.Columns)), ", ")
	var set []string
	for _, c := range sqldb.Columns[2:] {
		set = append(set, c+" = excluded."+c)
	}
	var err error
	s.upsert, err = s.db.PrepareContext(ctx, `INSERT INTO pages (`+cols+`, first_seen) VALUES (`+marks+`, ?)
ON CONFLICT (crawl_id, url) DO UPDATE SET `+strings.Join(set, ", ")+`, fetch_count = pages.fetch_count + 1
WHERE excluded.fetched_at >= pages.fetched_at`)
	if err == nil {
		s.insert, err = s.db.PrepareContext(ctx, `INSERT INTO fetches (`+cols+`) VALUES (`+marks+`)`)
	}
	if err != nil {
		return fmt.Errorf("sqlite: prepare: %w", err)
	}
	return nil
}

func storedTime(t time.Time) any { return t.UTC().Format(timeFormat) }

func storedJSON(b []byte) any {
	if b == nil {
		return nil
	}
	return string(b)
}

// Write upserts rows into pages, and appends them to fetches when
// history is set, in one transaction.
func (s *Store) Write(ctx context.Context, rows []sqldb.Row, history bool) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	upsert, insert := tx.StmtContext(ctx, s.upsert), tx.StmtContext(ctx, s.insert)
	for i := range rows {
		args := rows[i].Args(storedTime, storedJSON)
		if _, err := upsert.ExecContext(ctx, append(args, storedTime(rows[i].FetchedAt))...); err != nil {
			return err
		}
		if history {
			if _, err := insert.ExecContext(ctx, args...); err != nil {
				return err
			}
		}
	}
	return tx.Commit()
}
