package sqldb

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/rendercrawl/render/sink"
	"github.com/rendercrawl/render/webpage"
)

// knowingStore is a fakeStore that tells which URLs it holds.
type knowingStore struct{ fakeStore }

func (k *knowingStore) Known(_ context.Context, _ string, urls []string) ([]string, error) {
	k.mu.Lock()
	defer k.mu.Unlock()
	var out []string
	for _, r := range k.committed {
		if slices.Contains(urls, r.URL) {
			out = append(out, r.URL)
		}
	}
	return out, nil
}

// CatchUp writes, and commits, exactly the records of the output that the
// database lacks: a crawl killed between a record's line and its
// transaction loses no row.
func TestCatchUpWritesWhatTheDatabaseLacks(t *testing.T) {
	store := &knowingStore{}
	s, err := New(store, testConfig())
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if err := s.Write(&sink.Record{URL: "https://a.test/1", Content: webpage.Content{Status: 200, Links: []string{}}}); err != nil {
		t.Fatal(err)
	}
	if err := s.Flush(t.Context()); err != nil {
		t.Fatal(err)
	}
	name := filepath.Join(t.TempDir(), "out.jsonl")
	lines := `{"url":"https://a.test/1","status":200}` + "\n" +
		`{"url":"https://a.test/2","status":404}` + "\n" +
		`{"url":"https://a.test/3","status":200}` + "\n" +
		`{"url":"https://a.test/torn","sta`
	if err := os.WriteFile(name, []byte(lines), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := sink.ResumeJSONL(name)
	if err != nil {
		t.Fatal(err)
	}
	defer out.File().Close()
	if err := s.CatchUp(t.Context(), out); err != nil {
		t.Fatal(err)
	}
	store.mu.Lock()
	var got []string
	status := map[string]int{}
	for _, r := range store.committed {
		got = append(got, r.URL)
		status[r.URL] = r.Status
	}
	store.mu.Unlock()
	if want := []string{"https://a.test/1", "https://a.test/2", "https://a.test/3"}; !slices.Equal(got, want) {
		t.Errorf("rows after CatchUp = %q, want %q: each record once, the torn one not", got, want)
	}
	if status["https://a.test/2"] != 404 {
		t.Errorf("the caught-up row of /2 has status %d, want the record's 404", status["https://a.test/2"])
	}

	// Nothing missing: nothing written.
	before := store.count()
	if err := s.CatchUp(t.Context(), out); err != nil || store.count() != before {
		t.Errorf("a second CatchUp = %v, rows %d -> %d; want nothing written", err, before, store.count())
	}
}
