package archive

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"

	"github.com/rendercrawl/render/sink"
	"github.com/rendercrawl/render/sink/internal/output"
)

// HARIndex is the name of the index HAR keeps in its directory.
const HARIndex = "index.jsonl"

// HAR writes one HAR 1.2 file per page (http://www.softwareishard.com/blog/har-12-spec/)
// to a directory tree, named as sink.HTMLDir names snapshots but ending
// in .har (sink.PagePath), and lists every page archived in HARIndex. A
// page's HAR holds one page and an entry per exchange, in the order they
// happened: request and response headers (credentials masked), sizes,
// timings, the redirect each 3xx names and, with Config.HARBodies, the
// response bodies (text as is, anything else in base64). Failed pages
// and pages without an exchange have no HAR.
//
// A Fresh run removes the files the old index lists and starts it empty;
// a Resumed crawl appends to it.
type HAR struct {
	cfg   Config
	dir   string
	st    output.State // guards index
	index *os.File
}

// harIndexEntry is one line of HARIndex; File is relative to the
// directory, with forward slashes.
type harIndexEntry struct {
	URL      string `json:"url"`
	FinalURL string `json:"final_url"`
	Status   int    `json:"status"`
	File     string `json:"file"`
}

// Needs asks for every exchange of each page, and their bodies when the
// HAR holds them.
func (h *HAR) Needs() sink.Needs { return sink.Needs{Exchange: true, Bodies: h.cfg.HARBodies} }

// NewHAR creates dir if needed and opens its index (see Config.Start).
func NewHAR(dir string, cfg Config) (*HAR, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	f, err := output.OpenIndex(dir, HARIndex, cfg.Start == sink.Resumed)
	if err != nil {
		return nil, fmt.Errorf("archive: har: %w", err)
	}
	return &HAR{cfg: cfg, dir: dir, index: f}, nil
}

// Write writes the HAR of a page that has exchanges, then its index line.
// The file is made and written outside the lock.
func (h *HAR) Write(r *sink.Record) error {
	if err := h.st.Check(); err != nil {
		return err
	}
	if !r.OK() || len(r.Exchanges) == 0 {
		return nil
	}
	h.cfg.Limits.Apply(r)
	doc, err := json.Marshal(harOf(r, h.cfg))
	if err != nil {
		return h.st.Fail(fmt.Errorf("archive: har %s: %w", r.URL, err))
	}
	rel := sink.PagePath(r.URL, ".har")
	if err := output.WriteFileAtomic(filepath.Join(h.dir, filepath.FromSlash(rel)), doc); err != nil {
		return h.st.Fail(fmt.Errorf("archive: har %s: %w", r.URL, err))
	}
	line, err := json.Marshal(harIndexEntry{URL: r.URL, FinalURL: r.FinalURL, Status: r.Status, File: rel})
	if err != nil {
		return h.st.Fail(fmt.Errorf("archive: har index %s: %w", r.URL, err))
	}
	return h.st.Do(func() error {
		if _, err := output.WriteRecord(h.index, append(line, '\n')); err != nil {
			return fmt.Errorf("archive: har index: %w", err)
		}
		return nil
	})
}

// Close syncs and closes the index and reports the first error.
func (h *HAR) Close() error {
	return h.st.Close(func() error { return output.CloseFile(h.index, "archive: har index") })
}
