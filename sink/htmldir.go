package sink

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"

	"github.com/rendercrawl/render/sink/internal/output"
)

// IndexFile is the name of the index HTMLDir keeps in its directory.
const IndexFile = "index.jsonl"

// HTMLDir writes a snapshot of each rendered page to a directory tree and
// lists every record in IndexFile, so that pages without a file (errors,
// pages without HTML) can still be found and a tool can map URLs to files
// without knowing the naming scheme.
//
// A snapshot is the rendered DOM made to show the same state when opened,
// as prerendering services serve it: scripts removed (JSON-LD data
// blocks stay), on* handlers removed, a <base href> to the final URL first
// in <head> so relative links and styles resolve against the site, UTF-8
// declared, and a Content-Security-Policy that lets no script run.
//
// Files are named host[_port]/path, with index.html for a path ending in
// "/" and .html added to a name without .htm or .html: https://example.com/docs/
// is example.com/docs/index.html, http://localhost:8080/about is
// localhost_8080/about.html. A URL that would not come back from its name
// exactly (a query, upper case, characters replaced to make a safe name,
// http without a port, a name ending in .html, ...) gets a hash of the
// whole URL in its file name, so two URLs never share a file, even on a
// case-insensitive filesystem.
//
// A snapshot is written whole, by rename, before its index line, so the
// index never names a file that is not there.
type HTMLDir struct {
	dir   string
	index *dirIndex
}

// dirIndex is the IndexFile of a directory of files named after pages
// (HTMLDir, Screenshots): a line per record, written after the record's
// file, so that the index never names a file that is not there.
type dirIndex struct {
	st output.State // guards f
	f  *os.File
}

// openDirIndex opens the index of dir: a Resumed crawl extends the index
// of the run it continues; a Fresh run removes the files the old index
// lists and starts it empty.
func openDirIndex(dir string, start Start) (*dirIndex, error) {
	f, err := output.OpenIndex(dir, IndexFile, start == Resumed)
	if err != nil {
		return nil, err
	}
	return &dirIndex{f: f}, nil
}

// add writes e's line, once its file (if any) is in place.
func (x *dirIndex) add(e indexEntry) error {
	line, err := json.Marshal(e)
	if err != nil {
		return x.st.Fail(fmt.Errorf("sink: index %s: %w", e.URL, err))
	}
	line = append(line, '\n')
	return x.st.Do(func() error {
		if _, err := output.WriteRecord(x.f, line); err != nil {
			return fmt.Errorf("sink: index: %w", err)
		}
		return nil
	})
}

// close syncs and closes the index and reports the first error.
func (x *dirIndex) close() error {
	return x.st.Close(func() error { return output.CloseFile(x.f, "sink: index") })
}

// indexEntry is one line of IndexFile. File is relative to the directory,
// with forward slashes, and empty when the record has no snapshot.
type indexEntry struct {
	URL      string `json:"url"`
	FinalURL string `json:"final_url"`
	Status   int    `json:"status"`
	Title    string `json:"title"`
	File     string `json:"file"`
}

// NewHTMLDir creates dir if needed and opens its index: a Resumed crawl
// extends the index of the run it continues; a Fresh run removes the
// snapshots the old index lists and starts it empty.
func NewHTMLDir(dir string, start Start) (*HTMLDir, error) {
	x, err := openDirIndex(dir, start)
	if err != nil {
		return nil, fmt.Errorf("sink: html dir: %w", err)
	}
	return &HTMLDir{dir: dir, index: x}, nil
}

// Write stores the snapshot of a successful page and adds r to the index.
// The snapshot is made and written outside the lock, so pages from
// several tabs are written in parallel; only the index line is
// serialised.
func (h *HTMLDir) Write(r *Record) error {
	if err := h.index.st.Check(); err != nil {
		return err
	}
	e := indexEntry{URL: r.URL, FinalURL: r.FinalURL, Status: r.Status, Title: r.Title}
	if r.OK() && r.HTML != "" {
		e.File = PagePath(r.URL, ".html")
		if err := h.writeSnapshot(r, e.File); err != nil {
			return h.index.st.Fail(err)
		}
	}
	return h.index.add(e)
}

func (h *HTMLDir) writeSnapshot(r *Record, rel string) error {
	base := r.FinalURL
	if base == "" {
		base = r.URL
	}
	page, err := snapshot(r.HTML, base)
	if err != nil {
		return fmt.Errorf("sink: snapshot %s: %w", r.URL, err)
	}
	if err := output.WriteFileAtomic(filepath.Join(h.dir, filepath.FromSlash(rel)), page); err != nil {
		return fmt.Errorf("sink: snapshot %s: %w", r.URL, err)
	}
	return nil
}

// Close syncs and closes the index and reports the first error.
func (h *HTMLDir) Close() error { return h.index.close() }
