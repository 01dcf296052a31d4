package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/rendercrawl/render/sink/sqldb"
	"github.com/rendercrawl/render/sink/sqldb/sqldbtest"
)

func backend() sqldbtest.Backend {
	raw := func(t *testing.T, url string) *sql.DB {
		t.Helper()
		path, _ := Path(url)
		db, err := sql.Open("sqlite", "file:"+path+"?_pragma=busy_timeout(10000)")
		if err != nil {
			t.Fatal(err)
		}
		return db
	}
	return sqldbtest.Backend{
		NewURL: func(t *testing.T) string { return "sqlite:" + filepath.Join(t.TempDir(), "crawl.db") },
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
		Exec: func(t *testing.T, url, q string) {
			db := raw(t, url)
			defer db.Close()
			if _, err := db.Exec(q); err != nil {
				t.Fatal(err)
			}
		},
		Count: func(t *testing.T, url, table string) int {
			db := raw(t, url)
			defer db.Close()
			var n int
			if err := db.QueryRow("SELECT count(*) FROM " + table).Scan(&n); err != nil {
				t.Fatal(err)
			}
			return n
		},
	}
}

func TestContract(t *testing.T) { sqldbtest.Run(t, backend()) }

func TestOneWriterPerFile(t *testing.T) {
	url := "sqlite:" + filepath.Join(t.TempDir(), "crawl.db")
	s, err := Open(t.Context(), url)
	if err != nil {
		t.Fatal(err)
	}
	if s2, err := Open(t.Context(), url); !errors.Is(err, sqldb.ErrLocked) {
		if err == nil {
			s2.Close()
		}
		t.Fatalf("a second writer: %v, want ErrLocked", err)
	}
	// A reader needs no lock.
	r, err := OpenReader(t.Context(), url)
	if err != nil {
		t.Fatalf("a reader beside the writer: %v", err)
	}
	r.Close()
	s.Close()
	s, err = Open(t.Context(), url)
	if err != nil {
		t.Fatalf("a writer after the first closed: %v", err)
	}
	s.Close()
}

func TestBadFilesAreClearErrors(t *testing.T) {
	dir := t.TempDir()
	readOnly := filepath.Join(dir, "ro.db")
	s, err := Open(t.Context(), "sqlite:"+readOnly)
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	if err := os.Chmod(readOnly, 0o444); err != nil {
		t.Fatal(err)
	}
	notDB := filepath.Join(dir, "not.db")
	os.WriteFile(notDB, []byte("this is not a database, it is a text file of some length.........."), 0o644)
	for _, tc := range []struct {
		name string
		url  string
		want error
	}{
		{"read-only file", "sqlite:" + readOnly, sqldb.ErrReadOnly},
		{"no path", "sqlite:", sqldb.ErrBadURL},
		{"another scheme", "postgres://x", sqldb.ErrBadURL},
		{"missing directory", "sqlite:" + filepath.Join(dir, "no", "such", "dir", "x.db"), nil},
		{"not a database", "sqlite:" + notDB, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			start := time.Now()
			s, err := Open(t.Context(), tc.url)
			if err == nil {
				s.Close()
				t.Fatal("opened")
			}
			if tc.want != nil && !errors.Is(err, tc.want) {
				t.Errorf("Open = %v, want %v", err, tc.want)
			}
			if el := time.Since(start); el > 5*time.Second {
				t.Errorf("took %v to fail", el)
			}
		})
	}
	if _, err := OpenReader(t.Context(), "sqlite:"+filepath.Join(dir, "missing.db")); !errors.Is(err, sqldb.ErrNoSchema) {
		t.Errorf("OpenReader of a missing file = %v, want ErrNoSchema", err)
	}
}
