package sink

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"github.com/rendercrawl/render/webpage"
)

// pngMagic starts every PNG; enough of one for a sink that only copies it.
var pngMagic = []byte("\x89PNG\r\n\x1a\n")

func TestScreenshots(t *testing.T) {
	shot := append(append([]byte{}, pngMagic...), "page"...)
	tests := []struct {
		name     string
		recs     []Record
		wantFile map[string][]byte
	}{
		{
			name:     "named like the snapshot",
			recs:     []Record{{URL: "http://127.0.0.1:8080/shop/", Content: webpage.Content{Screenshot: shot}}},
			wantFile: map[string][]byte{"127.0.0.1_8080/shop/index.png": shot},
		},
		{
			name: "query pages kept apart",
			recs: []Record{
				{URL: "https://example.com/p?id=1", Content: webpage.Content{Screenshot: []byte("one")}},
				{URL: "https://example.com/p?id=2", Content: webpage.Content{Screenshot: []byte("two")}},
			},
			wantFile: map[string][]byte{
				PagePath("https://example.com/p?id=1", ".png"): []byte("one"),
				PagePath("https://example.com/p?id=2", ".png"): []byte("two"),
			},
		},
		{
			name:     "records without a screenshot are ignored",
			recs:     []Record{{URL: "https://example.com/", Content: webpage.Content{HTML: "<p>x</p>"}}, {URL: "https://example.com/x", Error: "fetch: refused"}},
			wantFile: map[string][]byte{},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "shots")
			s, err := NewScreenshots(dir, Fresh)
			if err != nil {
				t.Fatal(err)
			}
			for i := range tt.recs {
				if err := s.Write(&tt.recs[i]); err != nil {
					t.Fatal(err)
				}
			}
			if err := s.Close(); err != nil {
				t.Fatal(err)
			}
			files := filesUnder(t, dir)
			if len(files) != len(tt.wantFile)+1 { // and the index
				t.Errorf("files %v, want %d and %s", files, len(tt.wantFile), IndexFile)
			}
			idx := readIndex(t, dir)
			if len(idx) != len(tt.recs) {
				t.Fatalf("index = %+v, want a line per record", idx)
			}
			for i, e := range idx {
				_, shot := tt.wantFile[e.File]
				if e.URL != tt.recs[i].URL || shot != (len(tt.recs[i].Screenshot) > 0) {
					t.Errorf("index line %d = %+v, want %s and its PNG's name", i, e, tt.recs[i].URL)
				}
			}
			for name, want := range tt.wantFile {
				got, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(name)))
				if err != nil {
					t.Fatal(err)
				}
				if !bytes.Equal(got, want) {
					t.Errorf("%s = %q, want %q", name, got, want)
				}
			}
		})
	}
}

func TestScreenshotsErrorIsFinal(t *testing.T) {
	dir := t.TempDir()
	s, err := NewScreenshots(dir, Fresh)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "example.com"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	first := s.Write(&Record{URL: "https://example.com/", Content: webpage.Content{Screenshot: pngMagic}})
	var pe *fs.PathError
	if !errors.As(first, &pe) || pe.Path != filepath.Join(dir, "example.com") {
		t.Fatalf("Write = %v, want the failure to make the host's directory", first)
	}
	if err := s.Write(&Record{URL: "https://other.example/", Content: webpage.Content{Screenshot: pngMagic}}); err != first {
		t.Errorf("later Write = %v, want the first error", err)
	}
	if err := s.Close(); err != first {
		t.Errorf("Close = %v, want the first error", err)
	}
}

func TestScreenshotsWriteAfterClose(t *testing.T) {
	s, err := NewScreenshots(t.TempDir(), Fresh)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if err := s.Write(&Record{URL: "https://example.com/", Content: webpage.Content{Screenshot: pngMagic}}); !errors.Is(err, ErrClosed) {
		t.Errorf("Write after Close = %v, want %v", err, ErrClosed)
	}
}

// A fresh run's pictures replace the last run's; a resumed crawl's are
// added to them, as HTMLDir's snapshots are.
func TestScreenshotsStart(t *testing.T) {
	dir := t.TempDir()
	run := func(start Start, u string) {
		t.Helper()
		s, err := NewScreenshots(dir, start)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Write(&Record{URL: u, Content: webpage.Content{Screenshot: pngMagic}}); err != nil {
			t.Fatal(err)
		}
		if err := s.Close(); err != nil {
			t.Fatal(err)
		}
	}
	run(Fresh, "https://example.com/a")
	run(Resumed, "https://example.com/b")
	if idx := readIndex(t, dir); len(idx) != 2 || idx[0].File != "example.com/a.png" || idx[1].File != "example.com/b.png" {
		t.Fatalf("index = %+v, want the lines of both runs", idx)
	}
	run(Fresh, "https://example.com/c")
	if idx := readIndex(t, dir); len(idx) != 1 || idx[0].File != "example.com/c.png" {
		t.Errorf("index = %+v, want the fresh run's line only", idx)
	}
	for name, want := range map[string]bool{"a.png": false, "b.png": false, "c.png": true} {
		_, err := os.Stat(filepath.Join(dir, "example.com", name))
		if got := err == nil; got != want {
			t.Errorf("%s there: %v, want %v", name, got, want)
		}
	}
}
