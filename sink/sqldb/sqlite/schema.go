package sqlite

import "github.com/rendercrawl/render/sink/sqldb"

// timeFormat is how times are stored: UTC, fixed width, so that text
// order is time order.
const timeFormat = "2006-01-02T15:04:05.000000Z"

// pageColumns are the columns of pages and fetches beyond the key, as
// sqldb.Columns lists them.
const pageColumns = `
	final_url   TEXT    NOT NULL,
	status      INTEGER NOT NULL,
	mode        TEXT    NOT NULL,
	reason      TEXT    NOT NULL,
	title       TEXT    NOT NULL,
	text        TEXT    NOT NULL,
	html        TEXT    NOT NULL,
	error       TEXT    NOT NULL,
	error_kind  TEXT    NOT NULL,
	fetched_at  TEXT    NOT NULL,
	elapsed_ms  INTEGER NOT NULL,
	depth       INTEGER NOT NULL,
	links       TEXT,
	requests    TEXT,
	record      TEXT    NOT NULL`

// migrations are the versions of the schema; a new one goes at the end
// and is never changed once released.
var migrations = []sqldb.Migration{
	{Version: 1, SQL: []string{
		`CREATE TABLE pages (
	crawl_id    TEXT    NOT NULL,
	url         TEXT    NOT NULL,` + pageColumns + `,
	first_seen  TEXT    NOT NULL,
	fetch_count INTEGER NOT NULL DEFAULT 1,
	PRIMARY KEY (crawl_id, url)
)`,
		`CREATE INDEX pages_fetched_at ON pages (crawl_id, fetched_at)`,
		`CREATE TABLE fetches (
	id          INTEGER PRIMARY KEY,
	crawl_id    TEXT    NOT NULL,
	url         TEXT    NOT NULL,` + pageColumns + `
)`,
		`CREATE INDEX fetches_url ON fetches (crawl_id, url, fetched_at)`,
	}},
}
