package postgres

import "github.com/rendercrawl/render/sink/sqldb"

// migrateLock is the advisory lock key under which a process migrates,
// so that workers starting together do not race.
const migrateLock = 0x72656e646572 // "render"

// pageColumns are the columns of pages and fetches beyond the key, as
// sqldb.Columns lists them.
const pageColumns = `
	final_url   text        NOT NULL,
	status      integer     NOT NULL,
	mode        text        NOT NULL,
	reason      text        NOT NULL,
	title       text        NOT NULL,
	text        text        NOT NULL,
	html        text        NOT NULL,
	error       text        NOT NULL,
	error_kind  text        NOT NULL,
	fetched_at  timestamptz NOT NULL,
	elapsed_ms  bigint      NOT NULL,
	depth       integer     NOT NULL,
	links       jsonb,
	requests    jsonb,
	record      jsonb       NOT NULL`

// migrations are the versions of the schema; a new one goes at the end
// and is never changed once released.
var migrations = []sqldb.Migration{
	{Version: 1, SQL: []string{
		`CREATE TABLE pages (
	crawl_id    text        NOT NULL,
	url         text        NOT NULL,` + pageColumns + `,
	first_seen  timestamptz NOT NULL,
	fetch_count integer     NOT NULL DEFAULT 1,
	PRIMARY KEY (crawl_id, url)
)`,
		`CREATE INDEX pages_fetched_at ON pages (crawl_id, fetched_at)`,
		`CREATE TABLE fetches (
	id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	crawl_id    text        NOT NULL,
	url         text        NOT NULL,` + pageColumns + `
)`,
		`CREATE INDEX fetches_url ON fetches (crawl_id, url, fetched_at)`,
	}},
}
