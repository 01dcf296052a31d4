package sink

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/rendercrawl/render/webpage"
)

// renderedApp is a page whose content only exists because a script put it
// there: the DOM the browser ended with.
const renderedApp = `<!DOCTYPE html><html><head><title>App</title><link rel="stylesheet" href="style.css"></head>` +
	`<body><div id="root"><p>RENDERED</p></div><script src="/app.js"></script>` +
	`<button onclick="x()">Buy</button></body></html>`

func readIndex(t *testing.T, dir string) []indexEntry {
	t.Helper()
	f, err := os.Open(filepath.Join(dir, IndexFile))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []indexEntry
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var e indexEntry
		if err := json.Unmarshal(sc.Bytes(), &e); err != nil {
			t.Fatalf("index line %q: %v", sc.Text(), err)
		}
		out = append(out, e)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

func TestHTMLDir(t *testing.T) {
	tests := []struct {
		name     string
		rec      Record
		wantFile string
		want     []string
		not      []string
	}{
		{
			name:     "rendered page",
			rec:      Record{URL: "http://127.0.0.1:8080/shop/", Content: webpage.Content{FinalURL: "http://127.0.0.1:8080/shop/", Status: 200, Title: "App", HTML: renderedApp}, Mode: ModeBrowser},
			wantFile: "127.0.0.1_8080/shop/index.html",
			want:     []string{`<div id="root"><p>RENDERED</p></div>`, `<head><base href="http://127.0.0.1:8080/shop/"/>`, `<button>Buy</button>`, `href="style.css"`},
			not:      []string{"<script", "app.js", "onclick"},
		},
		{
			name:     "redirected page resolves against the final URL",
			rec:      Record{URL: "https://example.com/old", Content: webpage.Content{FinalURL: "https://example.com/new/", Status: 200, HTML: `<p>moved</p>`}, Mode: ModeHTTP},
			wantFile: "example.com/old.html",
			want:     []string{`<base href="https://example.com/new/"/>`, `<p>moved</p>`},
		},
		{
			name: "error is listed without a file",
			rec:  Record{URL: "https://example.com/down", Mode: ModeBrowser, Error: "timeout: page never settled"},
		},
		{
			name: "page without HTML is listed without a file",
			rec:  Record{URL: "https://example.com/data.pdf", Content: webpage.Content{FinalURL: "https://example.com/data.pdf", Status: 200}, Mode: ModeHTTP},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			h, err := NewHTMLDir(dir, Fresh)
			if err != nil {
				t.Fatal(err)
			}
			if err := h.Write(&tt.rec); err != nil {
				t.Fatal(err)
			}
			if err := h.Close(); err != nil {
				t.Fatal(err)
			}
			idx := readIndex(t, dir)
			want := indexEntry{URL: tt.rec.URL, FinalURL: tt.rec.FinalURL, Status: tt.rec.Status, Title: tt.rec.Title, File: tt.wantFile}
			if len(idx) != 1 || idx[0] != want {
				t.Fatalf("index = %+v, want [%+v]", idx, want)
			}
			if tt.wantFile == "" {
				if files := filesUnder(t, dir); len(files) != 1 {
					t.Fatalf("files = %v, want only the index", files)
				}
				return
			}
			page, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(tt.wantFile)))
			if err != nil {
				t.Fatal(err)
			}
			for _, w := range tt.want {
				if !strings.Contains(string(page), w) {
					t.Errorf("snapshot lacks %q:\n%s", w, page)
				}
			}
			for _, n := range tt.not {
				if strings.Contains(string(page), n) {
					t.Errorf("snapshot has %q:\n%s", n, page)
				}
			}
		})
	}
}

// TestHTMLDirCrawl writes a crawl's worth of records from many goroutines
// and checks that the index lists each once, that every file it names is
// there, that pages differing only by case or query kept apart, and that
// no temporary file was left.
func TestHTMLDirCrawl(t *testing.T) {
	dir := t.TempDir()
	h, err := NewHTMLDir(dir, Fresh)
	if err != nil {
		t.Fatal(err)
	}
	var recs []*Record
	for i := range 40 {
		u := fmt.Sprintf("http://127.0.0.1:9/p/%d", i)
		switch i % 4 {
		case 1:
			u = fmt.Sprintf("http://127.0.0.1:9/P/%d", i-1) // differs from an earlier URL by case only
		case 2:
			u = fmt.Sprintf("http://127.0.0.1:9/p/%d?x", i-2) // and by query only
		}
		r := &Record{URL: u, Content: webpage.Content{FinalURL: u, Status: 200, HTML: "<p>" + u + "</p>"}, Mode: ModeBrowser}
		if i%4 == 3 {
			r = &Record{URL: u, Mode: ModeBrowser, Error: "fetch: refused"}
		}
		recs = append(recs, r)
	}
	var wg sync.WaitGroup
	for _, r := range recs {
		wg.Go(func() {
			if err := h.Write(r); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	if err := h.Close(); err != nil {
		t.Fatal(err)
	}

	idx := readIndex(t, dir)
	if len(idx) != len(recs) {
		t.Fatalf("index has %d lines, want %d", len(idx), len(recs))
	}
	byURL := map[string]indexEntry{}
	files := map[string]string{}
	for _, e := range idx {
		byURL[e.URL] = e
		if e.File == "" {
			continue
		}
		if prev, ok := files[strings.ToLower(e.File)]; ok {
			t.Errorf("%s and %s share %s", prev, e.URL, e.File)
		}
		files[strings.ToLower(e.File)] = e.URL
		page, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(e.File)))
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(page), "<p>"+e.URL+"</p>") {
			t.Errorf("%s holds another page: %s", e.File, page)
		}
	}
	for _, r := range recs {
		e, ok := byURL[r.URL]
		if !ok {
			t.Errorf("%s is not in the index", r.URL)
		}
		if (e.File == "") != !r.OK() {
			t.Errorf("%s: file %q, error %q", r.URL, e.File, r.Error)
		}
	}
	if got, want := len(filesUnder(t, dir)), len(files)+1; got != want {
		t.Errorf("%d files in the directory, want %d (snapshots and the index): %v", got, want, filesUnder(t, dir))
	}
}

// TestHTMLDirStart: a resumed crawl appends to the index (a torn last
// line of a killed run dropped); a fresh run removes the snapshots the old
// index lists, and nothing else, and starts the index anew.
func TestHTMLDirStart(t *testing.T) {
	dir := t.TempDir()
	run := func(start Start, u string) {
		t.Helper()
		h, err := NewHTMLDir(dir, start)
		if err != nil {
			t.Fatal(err)
		}
		if err := h.Write(&Record{URL: u, Content: webpage.Content{HTML: "<p>x</p>"}}); err != nil {
			t.Fatal(err)
		}
		if err := h.Close(); err != nil {
			t.Fatal(err)
		}
	}
	run(Fresh, "https://example.com/a")
	f, err := os.OpenFile(filepath.Join(dir, IndexFile), os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		t.Fatal(err)
	}
	f.WriteString(`{"url":"https://example.com/torn","fi`)
	f.Close()
	run(Resumed, "https://example.com/b")
	idx := readIndex(t, dir)
	if len(idx) != 2 || idx[0].File != "example.com/a.html" || idx[1].File != "example.com/b.html" {
		t.Fatalf("index = %+v, want the lines of both runs", idx)
	}
	mine := filepath.Join(dir, "example.com", "notes.txt")
	if err := os.WriteFile(mine, []byte("not render's"), 0o644); err != nil {
		t.Fatal(err)
	}

	run(Fresh, "https://example.com/c")
	if idx := readIndex(t, dir); len(idx) != 1 || idx[0].File != "example.com/c.html" {
		t.Errorf("index = %+v, want the fresh run's line only", idx)
	}
	for name, want := range map[string]bool{"a.html": false, "b.html": false, "c.html": true, "notes.txt": true} {
		_, err := os.Stat(filepath.Join(dir, "example.com", name))
		if got := err == nil; got != want {
			t.Errorf("%s there: %v, want %v", name, got, want)
		}
	}
}

func TestHTMLDirErrorIsFinal(t *testing.T) {
	dir := t.TempDir()
	h, err := NewHTMLDir(dir, Fresh)
	if err != nil {
		t.Fatal(err)
	}
	// A file where the host's directory should be makes the snapshot fail.
	if err := os.WriteFile(filepath.Join(dir, "example.com"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	first := h.Write(&Record{URL: "https://example.com/a", Content: webpage.Content{HTML: "<p>a</p>"}})
	var pe *fs.PathError
	if !errors.As(first, &pe) || pe.Path != filepath.Join(dir, "example.com") {
		t.Fatalf("Write = %v, want the failure to make the host's directory", first)
	}
	if err := h.Write(&Record{URL: "https://other.example/", Content: webpage.Content{HTML: "<p>b</p>"}}); err != first {
		t.Errorf("later Write = %v, want the first error", err)
	}
	if err := h.Close(); err != first {
		t.Errorf("Close = %v, want the first error", err)
	}
	if idx := readIndex(t, dir); len(idx) != 0 {
		t.Errorf("index = %+v, want nothing after the failure", idx)
	}
}

func TestHTMLDirWriteAfterClose(t *testing.T) {
	h, err := NewHTMLDir(t.TempDir(), Fresh)
	if err != nil {
		t.Fatal(err)
	}
	if err := h.Close(); err != nil {
		t.Fatal(err)
	}
	if err := h.Write(&Record{URL: "https://example.com/"}); !errors.Is(err, ErrClosed) {
		t.Errorf("Write after Close = %v, want %v", err, ErrClosed)
	}
	if err := h.Close(); err != nil {
		t.Errorf("second Close = %v", err)
	}
}

// filesUnder lists the regular files under dir, relative to it.
func filesUnder(t *testing.T, dir string) []string {
	t.Helper()
	var out []string
	err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() {
			rel, _ := filepath.Rel(dir, p)
			out = append(out, filepath.ToSlash(rel))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}
