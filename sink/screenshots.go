package sink

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/rendercrawl/render/sink/internal/output"
)

// Screenshots writes the PNG screenshot of each record that has one to a
// directory tree, named as HTMLDir names snapshots but ending in .png
// (PagePath), so a page's snapshot and screenshot can be paired by name.
// Records without a screenshot are ignored: most pages of a crawl have
// none unless screenshots were asked for.
type Screenshots struct {
	dir string
	st  output.State
}

// Needs asks for each page's screenshot.
func (s *Screenshots) Needs() Needs { return Needs{Screenshot: true} }

// NewScreenshots creates dir if needed.
func NewScreenshots(dir string) (*Screenshots, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("sink: screenshots: %w", err)
	}
	return &Screenshots{dir: dir}, nil
}

// Write writes r.Screenshot, if any, atomically. Files are written
// outside the lock, so screenshots from several tabs go to disk in
// parallel.
func (s *Screenshots) Write(r *Record) error {
	if err := s.st.Check(); err != nil {
		return err
	}
	if len(r.Screenshot) == 0 {
		return nil
	}
	path := filepath.Join(s.dir, filepath.FromSlash(PagePath(r.URL, ".png")))
	if err := output.WriteFileAtomic(path, r.Screenshot); err != nil {
		return s.st.Fail(fmt.Errorf("sink: screenshot %s: %w", r.URL, err))
	}
	return nil
}

// Close reports the first write error. Each file was complete when it was
// renamed into place, so there is nothing left to flush.
func (s *Screenshots) Close() error { return s.st.Close(nil) }
