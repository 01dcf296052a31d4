package archive

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/rendercrawl/render/sink"
	"github.com/rendercrawl/render/sink/internal/output"
)

// WARC archives each page as WARC 1.1 records (ISO 28500) in one
// .warc.gz file, the format web archives replay (pywb, OpenWayback,
// ReplayWeb.page): every exchange of the page as a request and a response
// record (a redirect is a response of its own; a payload archived before
// in the run is a revisit record) and, for a page the browser rendered,
// the rendered DOM as a conversion record that refers to the main
// document's response, so the archive holds both what the server sent
// and what a person saw. A page without an exchange but with HTML is a
// resource record; failed pages are not archived.
//
// A Fresh run replaces the file; a Resumed crawl appends to it, after a
// warcinfo record of its own. With Config.Rollover the archive is a
// series of files (see Config.Rollover): a Fresh run removes the earlier
// run's, a Resumed crawl appends to the last.
type WARC struct {
	cfg  Config
	base string // the path given: the first file of a series
	// mu lets pages be written at once (the writer orders them) and
	// keeps them out while the file changes.
	mu   sync.RWMutex
	part int // the file's number in the series, 0 for base
	w    *warcWriter
	f    *os.File
}

// Needs asks for every exchange of each page, with its body.
func (w *WARC) Needs() sink.Needs { return sink.Needs{Exchange: true, Bodies: true} }

// NewWARC opens path (see Config.Start) and writes a warcinfo record.
func NewWARC(path string, cfg Config) (*WARC, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	w := &WARC{cfg: cfg, base: path}
	if cfg.Rollover > 0 {
		if cfg.Start == sink.Fresh {
			if err := removeParts(path); err != nil {
				return nil, fmt.Errorf("archive: warc %s: %w", path, err)
			}
		} else {
			w.part = lastPart(path)
		}
	}
	if err := w.open(cfg.Start == sink.Resumed); err != nil {
		return nil, err
	}
	return w, nil
}

// open opens the current file of the series and starts its writer.
func (w *WARC) open(appending bool) error {
	path := PartName(w.base, w.part)
	f, err := output.OpenFile(path, appending)
	if err != nil {
		return fmt.Errorf("archive: warc: %w", err)
	}
	size, err := f.Seek(0, 2)
	if err == nil {
		var ww *warcWriter
		if ww, err = newWARCWriter(w.cfg, "archive: warc", f, size, filepath.Base(path), nil); err == nil {
			w.w, w.f = ww, f
			return nil
		}
	}
	_ = f.Close()
	return fmt.Errorf("archive: warc %s: %w", path, err)
}

// Write archives r, and starts the next file of a series once the
// current one holds Config.Rollover bytes.
func (w *WARC) Write(r *sink.Record) error {
	w.mu.RLock()
	err := w.w.write(r)
	full := err == nil && w.cfg.Rollover > 0 && w.size() >= w.cfg.Rollover
	w.mu.RUnlock()
	if !full {
		return err
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.size() < w.cfg.Rollover {
		return nil // another page rolled it over
	}
	if err := w.closeFile(); err != nil {
		return err
	}
	w.part++
	return w.open(false)
}

// size is what the current file holds.
func (w *WARC) size() int64 {
	var n int64
	w.w.st.Do(func() error { n = w.w.size; return nil })
	return n
}

// Close syncs the archive to disk, closes it and returns the first error.
func (w *WARC) Close() error {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.closeFile()
}

func (w *WARC) closeFile() error {
	return w.w.st.Close(func() error { return output.CloseFile(w.f, "archive: warc") })
}

// PartName is the name of file n of the WARC series that starts at base
// (Config.Rollover): site.warc.gz, site-00001.warc.gz, ...
func PartName(base string, n int) string {
	if n == 0 {
		return base
	}
	stem, ext := base, ""
	for _, e := range []string{".warc.gz", ".warc"} {
		if s, ok := strings.CutSuffix(base, e); ok {
			stem, ext = s, e
			break
		}
	}
	if ext == "" {
		ext = filepath.Ext(base)
		stem = strings.TrimSuffix(base, ext)
	}
	return fmt.Sprintf("%s-%05d%s", stem, n, ext)
}

// lastPart is the number of the last file of the series at base that
// exists (0: base alone).
func lastPart(base string) int {
	n := 0
	for {
		if _, err := os.Stat(PartName(base, n+1)); err != nil {
			return n
		}
		n++
	}
}

// removeParts removes the files after the first of an earlier series at
// base, which a fresh run replaces.
func removeParts(base string) error {
	for n := 1; ; n++ {
		err := os.Remove(PartName(base, n))
		if errors.Is(err, fs.ErrNotExist) {
			return nil
		}
		if err != nil {
			return err
		}
	}
}
