package sqldbtest

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/rendercrawl/render/sink"
	"github.com/rendercrawl/render/sink/sqldb"
	"github.com/rendercrawl/render/webpage"
)

// Backend is what the contract needs of a backend.
type Backend struct {
	// NewURL returns the URL of a new, empty database.
	NewURL func(t *testing.T) string
	// Open opens a database to write; OpenReader to read crawls back.
	Open       func(ctx context.Context, url string) (sqldb.Store, error)
	OpenReader func(ctx context.Context, url string) (sqldb.Reader, error)
	// Exec runs a statement on the database of url, outside the store.
	Exec func(t *testing.T, url, query string)
	// Count returns the rows of a table (pages or fetches).
	Count func(t *testing.T, url, table string) int
}

// Run runs the contract.
func Run(t *testing.T, b Backend) {
	t.Run("a re-crawl updates rows in place", func(t *testing.T) { testRecrawl(t, b) })
	t.Run("an older fetch does not replace a newer", func(t *testing.T) { testOlder(t, b) })
	t.Run("history keeps every fetch", func(t *testing.T) { testHistory(t, b) })
	t.Run("export filters", func(t *testing.T) { testFilters(t, b) })
	t.Run("a newer schema is left alone", func(t *testing.T) { testNewerSchema(t, b) })
	t.Run("known URLs", func(t *testing.T) { testKnown(t, b) })
}

func testKnown(t *testing.T, b Backend) {
	s := open(t, b, b.NewURL(t))
	var recs []*sink.Record
	for i := range 1200 {
		recs = append(recs, Record(i, time.Now()))
	}
	write(t, s, "c", false, recs...)
	write(t, s, "other", false, Record(5000, time.Now()))
	var ask []string
	for i := 1000; i < 6000; i += 2 {
		ask = append(ask, Record(i, time.Time{}).URL)
	}
	k, ok := s.(sqldb.Knower)
	if !ok {
		t.Fatal("the store is no sqldb.Knower")
	}
	known, err := k.Known(t.Context(), "c", ask)
	if err != nil {
		t.Fatal(err)
	}
	if len(known) != 100 {
		t.Errorf("%d known of the 2500 asked, want the 100 of c between 1000 and 1199", len(known))
	}
}

// Record is a page record of the fixture's kind, fetched at.
func Record(i int, at time.Time) *sink.Record {
	return &sink.Record{
		URL: fmt.Sprintf("http://127.0.0.1/static/%d", i), Content: webpage.Content{FinalURL: fmt.Sprintf("http://127.0.0.1/static/%d", i), Status: 200, ContentType: "text/html; charset=utf-8", Size: 2048, Title: fmt.Sprintf("Static page %d", i), Text: strings.Repeat("Ünïcode text, ", 40), HTML: "<html><body>" + strings.Repeat("<p>a &amp; b</p>", 60) + "</body></html>", Links: []string{fmt.Sprintf("http://127.0.0.1/static/%d", i+1)}, FailedRequests: []sink.FailedRequest{}}, Mode: sink.ModeHTTP, Reason: "forced",
		FailedChecks: []sink.CheckFailure{}, ElapsedMS: 3, FetchedAt: at, Attempts: 1, Depth: i % 5,
	}
}

func open(t *testing.T, b Backend, url string) sqldb.Store {
	t.Helper()
	s, err := b.Open(t.Context(), url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func write(t *testing.T, s sqldb.Store, crawl string, history bool, recs ...*sink.Record) {
	t.Helper()
	var rows []sqldb.Row
	for _, r := range recs {
		row, err := sqldb.NewRow(crawl, r)
		if err != nil {
			t.Fatal(err)
		}
		rows = append(rows, row)
	}
	if err := s.Write(t.Context(), rows, history); err != nil {
		t.Fatal(err)
	}
}

// Export returns the rows of a crawl that f selects.
func Export(t *testing.T, b Backend, url string, f sqldb.Filter) []sqldb.Row {
	t.Helper()
	rd, err := b.OpenReader(t.Context(), url)
	if err != nil {
		t.Fatal(err)
	}
	defer rd.Close()
	var rows []sqldb.Row
	if err := rd.Pages(t.Context(), f, func(r *sqldb.Row) error { rows = append(rows, *r); return nil }); err != nil {
		t.Fatal(err)
	}
	return rows
}

func testRecrawl(t *testing.T, b Backend) {
	url := b.NewURL(t)
	s := open(t, b, url)
	t1 := time.Date(2025, 3, 1, 10, 0, 0, 123456000, time.UTC)
	var first []*sink.Record
	for i := range 300 {
		first = append(first, Record(i, t1))
	}
	write(t, s, "c1", false, first...)
	write(t, s, "other", false, first[:10]...)
	t2 := t1.Add(time.Hour)
	var second []*sink.Record
	for i := range 300 {
		r := Record(i, t2)
		r.Title = "changed"
		second = append(second, r)
	}
	write(t, s, "c1", false, second...)
	s.Close()
	// A second Open finds the schema in place.
	open(t, b, url)

	if n := b.Count(t, url, "pages"); n != 310 {
		t.Errorf("%d rows in pages, want 300 + 10 of another crawl", n)
	}
	rows := Export(t, b, url, sqldb.Filter{CrawlID: "c1"})
	if len(rows) != 300 {
		t.Fatalf("export of c1: %d rows, want 300", len(rows))
	}
	for i, r := range rows {
		if r.Title != "changed" || r.FetchCount != 2 || !r.FirstSeen.Equal(t1) || !r.FetchedAt.Equal(t2) {
			t.Fatalf("row %s: title %q, fetch_count %d, first_seen %v, fetched_at %v; want the second fetch's, 2, %v, %v",
				r.URL, r.Title, r.FetchCount, r.FirstSeen, r.FetchedAt, t1, t2)
		}
		if i == 0 {
			var want bytes.Buffer
			sink.NewJSONL(&want).Write(second[0])
			if got, err := r.JSON(); err != nil || string(got)+"\n" != want.String() {
				t.Errorf("exported record:\n%s (%v)\nwant the JSON Lines sink's:\n%s", got, err, want.String())
			}
		}
	}
}

func testOlder(t *testing.T, b Backend) {
	url := b.NewURL(t)
	s := open(t, b, url)
	now := time.Now().UTC()
	newer := Record(1, now)
	newer.Title = "newer"
	older := Record(1, now.Add(-time.Minute))
	older.Title = "older"
	write(t, s, "c", false, newer)
	write(t, s, "c", false, older)
	if rows := Export(t, b, url, sqldb.Filter{CrawlID: "c"}); len(rows) != 1 || rows[0].Title != "newer" {
		t.Errorf("rows after an older fetch: %+v", rows)
	}
}

func testHistory(t *testing.T, b Backend) {
	url := b.NewURL(t)
	s := open(t, b, url)
	now := time.Now().UTC()
	write(t, s, "c", true, Record(1, now), Record(2, now))
	write(t, s, "c", true, Record(1, now.Add(time.Second)), Record(1, now.Add(2*time.Second)))
	write(t, s, "c", false, Record(1, now.Add(3*time.Second)))
	if p, f := b.Count(t, url, "pages"), b.Count(t, url, "fetches"); p != 2 || f != 4 {
		t.Errorf("%d pages, %d fetches; want 2, 4", p, f)
	}
}

func testFilters(t *testing.T, b Backend) {
	url := b.NewURL(t)
	s := open(t, b, url)
	t0 := time.Date(2025, 5, 1, 0, 0, 0, 0, time.UTC)
	ok, missing, failed := Record(1, t0), Record(2, t0.Add(time.Hour)), Record(3, t0.Add(2*time.Hour))
	missing.Status = 404
	failed.Status, failed.Mode, failed.Error, failed.ErrorKind = 0, sink.ModeBrowser, "refused", "connection-refused"
	write(t, s, "c", false, ok, missing, failed)
	for _, tc := range []struct {
		name string
		f    sqldb.Filter
		want []string
	}{
		{"all", sqldb.Filter{}, []string{ok.URL, missing.URL, failed.URL}},
		{"status 404", sqldb.Filter{StatusMin: 404, StatusMax: 404}, []string{missing.URL}},
		{"status 2xx", sqldb.Filter{StatusMin: 200, StatusMax: 299}, []string{ok.URL}},
		{"mode", sqldb.Filter{Mode: sink.ModeBrowser}, []string{failed.URL}},
		{"error kind", sqldb.Filter{ErrorKind: "connection-refused"}, []string{failed.URL}},
		{"since", sqldb.Filter{Since: t0.Add(30 * time.Minute)}, []string{missing.URL, failed.URL}},
		{"another crawl", sqldb.Filter{CrawlID: "x"}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.f.CrawlID == "" {
				tc.f.CrawlID = "c"
			}
			var got []string
			for _, r := range Export(t, b, url, tc.f) {
				got = append(got, r.URL)
			}
			if strings.Join(got, " ") != strings.Join(tc.want, " ") {
				t.Errorf("got %v, want %v", got, tc.want)
			}
		})
	}
}

func testNewerSchema(t *testing.T, b Backend) {
	url := b.NewURL(t)
	s := open(t, b, url)
	write(t, s, "c", false, Record(1, time.Now()))
	s.Close()
	b.Exec(t, url, `INSERT INTO schema_version (version, applied_at) VALUES (99, '2099-01-01T00:00:00.000000Z')`)
	if s, err := b.Open(t.Context(), url); !errors.Is(err, sqldb.ErrSchemaNewer) {
		if err == nil {
			s.Close()
		}
		t.Errorf("Open of a newer schema = %v, want ErrSchemaNewer", err)
	}
	if r, err := b.OpenReader(t.Context(), url); !errors.Is(err, sqldb.ErrSchemaNewer) {
		if err == nil {
			r.Close()
		}
		t.Errorf("OpenReader of a newer schema = %v, want ErrSchemaNewer", err)
	}
	if n := b.Count(t, url, "pages"); n != 1 {
		t.Errorf("%d pages after a refused open, want the 1 there was", n)
	}
}
