package sink

import (
	"fmt"
	"path/filepath"

	"github.com/rendercrawl/render/sink/internal/output"
)

// Screenshots writes the PNG screenshot of each record that has one to a
// directory tree, named as HTMLDir names snapshots but ending in .png
// (PagePath), so a page's snapshot and screenshot can be paired by name,
// and keeps an IndexFile as HTMLDir does: a line per record with its URL,
// final URL, status, title and PNG (file, "" for a record without a
// screenshot: not HTML, an error, a screenshot that failed), so that a
// program finds a page's picture without working out its name.
type Screenshots struct {
	dir   string
	index *dirIndex
}

// Needs asks for each page's screenshot.
func (s *Screenshots) Needs() Needs { return Needs{Screenshot: true} }

// NewScreenshots creates dir if needed and opens its index: a Resumed
// crawl extends the index of the run it continues; a Fresh run removes
// the pictures the old index lists and starts it empty.
func NewScreenshots(dir string, start Start) (*Screenshots, error) {
	x, err := openDirIndex(dir, start)
	if err != nil {
		return nil, fmt.Errorf("sink: screenshots: %w", err)
	}
	return &Screenshots{dir: dir, index: x}, nil
}

// Write writes r.Screenshot, if any, atomically, then its index line.
// Files are written outside the lock, so screenshots from several tabs go
// to disk in parallel.
func (s *Screenshots) Write(r *Record) error {
	if err := s.index.st.Check(); err != nil {
		return err
	}
	e := indexEntry{URL: r.URL, FinalURL: r.FinalURL, Status: r.Status, Title: r.Title}
	if len(r.Screenshot) > 0 {
		e.File = PagePath(r.URL, ".png")
		path := filepath.Join(s.dir, filepath.FromSlash(e.File))
		if err := output.WriteFileAtomic(path, r.Screenshot); err != nil {
			return s.index.st.Fail(fmt.Errorf("sink: screenshot %s: %w", r.URL, err))
		}
	}
	return s.index.add(e)
}

// Close syncs and closes the index and reports the first error.
func (s *Screenshots) Close() error { return s.index.close() }
