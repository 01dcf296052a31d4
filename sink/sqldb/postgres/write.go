package postgres

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/rendercrawl/render/sink/sqldb"
)

type querier interface {
	QueryRow(ctx context.Context, sql string, args ...any) pgx.Row
}

// version is the schema's version: 0 for a database without one.
func (s *Store) version(ctx context.Context, q querier) (int, error) {
	var exists bool
	if err := q.QueryRow(ctx, `SELECT to_regclass('schema_version') IS NOT NULL`).Scan(&exists); err != nil {
		return 0, fmt.Errorf("postgres: schema version: %w", err)
	}
	if !exists {
		return 0, nil
	}
	var v int
	if err := q.QueryRow(ctx, `SELECT coalesce(max(version), 0) FROM schema_version`).Scan(&v); err != nil {
		return 0, fmt.Errorf("postgres: schema version: %w", err)
	}
	return v, nil
}

// migrate brings the schema to this build's version in one transaction,
// under an advisory lock: workers that start together migrate once.
func (s *Store) migrate(ctx context.Context) error {
	tx, err := s.pool.Begin(ctx)
	if err != nil {
		return classify("migrate", err)
	}
	defer tx.Rollback(context.WithoutCancel(ctx))
	if _, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock($1)`, int64(migrateLock)); err != nil {
		return classify("migrate", err)
	}
	if _, err := tx.Exec(ctx, `CREATE TABLE IF NOT EXISTS schema_version (
	version    integer     PRIMARY KEY,
	applied_at timestamptz NOT NULL
)`); err != nil {
		return classify("schema_version", err)
	}
	have, err := s.version(ctx, tx)
	if err != nil {
		return err
	}
	todo, err := sqldb.Pending(have, migrations)
	if err != nil {
		return err
	}
	for _, m := range todo {
		for _, q := range m.SQL {
			if _, err := tx.Exec(ctx, q); err != nil {
				return fmt.Errorf("postgres: migrate to version %d: %w", m.Version, err)
			}
		}
		if _, err := tx.Exec(ctx, `INSERT INTO schema_version (version, applied_at) VALUES ($1, now())`, m.Version); err != nil {
			return fmt.Errorf("postgres: migrate to version %d: %w", m.Version, err)
		}
	}
	if err := tx.Commit(ctx); err != nil {
		return classify("migrate", err)
	}
	return nil
}

// The statements of a batch.
var upsertSQL, insertSQL = statements()

func statements() (upsert, insert string) {
	cols := strings.Join(sqldb.Columns, ", ")
	var marks, set []string
	for i, c := range sqldb.Columns {
		marks = append(marks, fmt.Sprintf("$%d", i+1))
		if i >= 2 {
			set = append(set, c+" = excluded."+c)
		}
	}
	values := strings.Join(marks, ", ")
	upsert = `INSERT INTO pages (` + cols + `, first_seen) VALUES (` + values + `, $` + fmt.Sprint(len(marks)+1) + `)
ON CONFLICT (crawl_id, url) DO UPDATE SET ` + strings.Join(set, ", ") + `, fetch_count = pages.fetch_count + 1
WHERE excluded.fetched_at >= pages.fetched_at`
	insert = `INSERT INTO fetches (` + cols + `) VALUES (` + values + `)`
	return upsert, insert
}

func storedTime(t time.Time) any { return t }

func storedJSON(b []byte) any {
	if b == nil {
		return nil
	}
	return string(sanitizeJSON(b))
}

// Write upserts rows into pages, in URL order, and appends them to
// fetches when history is set, in one transaction sent as one pipeline.
func (s *Store) Write(ctx context.Context, rows []sqldb.Row, history bool) error {
	order := make([]int, len(rows))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return strings.Compare(rows[a].URL, rows[b].URL) })
	b := &pgx.Batch{}
	for _, i := range order {
		r := sanitizeRow(rows[i])
		args := r.Args(storedTime, storedJSON)
		b.Queue(upsertSQL, append(args, r.FetchedAt)...)
		if history {
			b.Queue(insertSQL, args...)
		}
	}
	tx, err := s.pool.Begin(ctx)
	if err != nil {
		return err
	}
	defer tx.Rollback(context.WithoutCancel(ctx))
	if err := tx.SendBatch(ctx, b).Close(); err != nil {
		return err
	}
	return tx.Commit(ctx)
}
