package postgres

import (
	"context"
	"errors"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/rendercrawl/render/internal/testkit/testsite"
	"github.com/rendercrawl/render/sink/sqldb"
	"github.com/rendercrawl/render/sink/sqldb/postgres/pgtest"
	"github.com/rendercrawl/render/sink/sqldb/sqldbtest"
)

func backend() sqldbtest.Backend {
	return sqldbtest.Backend{
		NewURL: func(t *testing.T) string { return pgtest.Database(t) },
		Open: func(ctx context.Context, url string) (sqldb.Store, error) {
			s, err := Open(ctx, url)
			if err != nil {
				return nil, err
			}
			return s, nil
		},
		OpenReader: func(ctx context.Context, url string) (sqldb.Reader, error) {
			s, err := OpenReader(ctx, url)
			if err != nil {
				return nil, err
			}
			return s, nil
		},
		Exec:  func(t *testing.T, url, q string) { pgtest.Exec(t, url, q) },
		Count: func(t *testing.T, url, table string) int { return pgtest.Count(t, url, table) },
	}
}

func TestContract(t *testing.T) { sqldbtest.Run(t, backend()) }

// Text PostgreSQL refuses (NUL, invalid UTF-8) is stored replaced, not
// refused: one odd page must not stop a crawl.
func TestTextPostgresRefusesIsReplaced(t *testing.T) {
	u := pgtest.Database(t)
	s, err := Open(t.Context(), u)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	r := sqldbtest.Record(1, time.Now())
	r.Title, r.Text, r.HTML = "a\x00b", "bad \xff utf-8", `<p>\u0000 stays text</p>`
	r.Note = "nul \x00 in json"
	row, _ := sqldb.NewRow("c", r)
	if err := s.Write(t.Context(), []sqldb.Row{row}, true); err != nil {
		t.Fatal(err)
	}
	rows := sqldbtest.Export(t, backend(), u, sqldb.Filter{CrawlID: "c"})
	if len(rows) != 1 || rows[0].Title != "a\uFFFDb" || !strings.Contains(rows[0].Text, "\uFFFD") || rows[0].HTML != r.HTML {
		t.Fatalf("rows: %+v", rows)
	}
	if !strings.Contains(string(rows[0].Record), `nul \ufffd in json`) && !strings.Contains(string(rows[0].Record), "nul \uFFFD in json") {
		t.Errorf("record: %s", rows[0].Record)
	}
}

func TestSanitizeJSON(t *testing.T) {
	for in, want := range map[string]string{
		`{"a":"x\u0000y"}`:  `{"a":"x\ufffdy"}`,
		`{"a":"x\\u0000y"}`: `{"a":"x\\u0000y"}`,
		`{"a":"\\\u0000"}`:  `{"a":"\\\ufffd"}`,
		`{"a":1}`:           `{"a":1}`,
	} {
		if got := string(sanitizeJSON([]byte(in))); got != want {
			t.Errorf("sanitizeJSON(%s) = %s, want %s", in, got, want)
		}
	}
}

func TestBadServersAreClearErrors(t *testing.T) {
	good := pgtest.Database(t)
	wrongPassword, _ := url.Parse(good)
	wrongPassword.User = url.UserPassword(wrongPassword.User.Username(), "not-the-password")
	noDB, _ := url.Parse(good)
	noDB.Path = "/no_such_database"
	for _, tc := range []struct {
		name string
		url  string
		want error
	}{
		{"unreachable", "postgres://render:x@" + testsite.RefusedAddr(t) + "/db?sslmode=disable", sqldb.ErrUnreachable},
		{"wrong password", wrongPassword.String(), sqldb.ErrAuth},
		{"no such database", noDB.String(), sqldb.ErrUnreachable},
		{"not a postgres URL", "mysql://x", sqldb.ErrBadURL},
		{"malformed", "postgres://x:y@host:notaport/db", sqldb.ErrBadURL},
	} {
		t.Run(tc.name, func(t *testing.T) {
			start := time.Now()
			s, err := Open(t.Context(), tc.url)
			if err == nil {
				s.Close()
				t.Fatal("opened")
			}
			if !errors.Is(err, tc.want) {
				t.Errorf("Open = %v, want %v", err, tc.want)
			}
			if strings.Contains(err.Error(), "not-the-password") {
				t.Errorf("the error shows the password: %v", err)
			}
			if el := time.Since(start); el > 15*time.Second {
				t.Errorf("took %v to fail", el)
			}
		})
	}
}

// Workers starting together migrate once; all then write one crawl.
func TestWritersShareADatabase(t *testing.T) {
	u := pgtest.Database(t)
	const workers = 4
	errs := make(chan error, workers)
	for w := range workers {
		go func() {
			s, err := Open(context.Background(), u)
			if err != nil {
				errs <- err
				return
			}
			defer s.Close()
			var rows []sqldb.Row
			for i := range 100 {
				// Every worker writes every URL: overlapping upserts.
				row, _ := sqldb.NewRow("c", sqldbtest.Record(i, time.Now().Add(time.Duration(w)*time.Millisecond)))
				rows = append(rows, row)
			}
			errs <- s.Write(context.Background(), rows, false)
		}()
	}
	for range workers {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
	}
	if n := pgtest.Count(t, u, "pages"); n != 100 {
		t.Errorf("%d pages, want 100", n)
	}
	if n := pgtest.Count(t, u, "schema_version"); n != 1 {
		t.Errorf("%d schema versions, want 1", n)
	}
}
