package archive

import (
	"fmt"
	"os"
	"path/filepath"

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
// warcinfo record of its own.
type WARC struct {
	w *warcWriter
	f *os.File
}

// Needs asks for every exchange of each page, with its body.
func (w *WARC) Needs() sink.Needs { return sink.Needs{Exchange: true, Bodies: true} }

// NewWARC opens path (see Config.Start) and writes a warcinfo record.
func NewWARC(path string, cfg Config) (*WARC, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	f, err := output.OpenFile(path, cfg.Start == sink.Resumed)
	if err != nil {
		return nil, fmt.Errorf("archive: warc: %w", err)
	}
	size, err := f.Seek(0, 2)
	if err == nil {
		var w *warcWriter
		if w, err = newWARCWriter(cfg, "archive: warc", f, size, filepath.Base(path), nil); err == nil {
			return &WARC{w: w, f: f}, nil
		}
	}
	_ = f.Close()
	return nil, fmt.Errorf("archive: warc %s: %w", path, err)
}

// Write archives r.
func (w *WARC) Write(r *sink.Record) error { return w.w.write(r) }

// Close syncs the archive to disk, closes it and returns the first error.
func (w *WARC) Close() error {
	return w.w.st.Close(func() error { return output.CloseFile(w.f, "archive: warc") })
}
