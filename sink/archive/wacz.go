package archive

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/rendercrawl/render/sink"
	"github.com/rendercrawl/render/sink/internal/output"
)

// WACZ writes the archive as a WACZ 1.1.1 package
// (https://specs.webrecorder.net/wacz/1.1.1/), the one file ReplayWeb.page
// opens: a zip of the WARC (archive/), its CDXJ index sorted by SURT
// (indexes/index.cdx), the list of pages (pages/pages.jsonl),
// datapackage.json with the SHA-256 of every file, and
// datapackage-digest.json with the SHA-256 of that.
//
// Memory stays bounded however long the crawl: while it runs, the WARC
// and a journal of its index lines and pages grow on disk in a work
// directory next to the package (path + ".work"); Close sorts the index
// in bounded memory (sorted runs merged from disk) and streams the files
// into the zip, stored as they are (a WARC is already compressed, and
// replay tools read its records at their offsets inside the zip).
//
// A Fresh run replaces the package. A Resumed crawl extends it: its
// package holds the WARCs of the runs before it and one of its own, and
// one index and page list of them all. A run killed before its Close
// leaves its work directory, which the crawl that resumes it continues,
// so that no page it archived is lost.
type WACZ struct {
	cfg     Config
	path    string
	work    string
	extends bool // the package at path holds earlier runs, to keep
	warc    *hashedFile
	journal *os.File
	w       *warcWriter
}

// workSuffix names the work directory of a package: path + workSuffix.
const workSuffix = ".work"

// extendsMarker, in a work directory, says that its run extends the
// package at path rather than replacing it.
const extendsMarker = "extends"

// journalName is the work directory's journal of index lines and pages.
const journalName = "journal"

// Needs asks for every exchange of each page, with its body.
func (z *WACZ) Needs() sink.Needs { return sink.Needs{Exchange: true, Bodies: true} }

// NewWACZ opens the package path will be (see Config.Start).
func NewWACZ(path string, cfg Config) (*WACZ, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	z := &WACZ{cfg: cfg, path: path, work: path + workSuffix}
	if err := z.open(); err != nil {
		if z.warc != nil {
			z.warc.f.Close()
		}
		if z.journal != nil {
			z.journal.Close()
		}
		return nil, fmt.Errorf("archive: wacz %s: %w", path, err)
	}
	return z, nil
}

// open prepares the work directory: a new one, or the one a killed run
// of the crawl left; then opens its WARC and journal.
func (z *WACZ) open() error {
	if z.cfg.Start == sink.Fresh {
		if err := os.RemoveAll(z.work); err != nil {
			return err
		}
	}
	name, offset, err := z.resumeWork()
	if err != nil {
		return err
	}
	if name == "" {
		if name, err = z.newWork(); err != nil {
			return err
		}
	}
	if z.warc, err = extendHashed(filepath.Join(z.work, name), offset); err != nil {
		return err
	}
	if z.journal, err = output.OpenLines(filepath.Join(z.work, journalName)); err != nil {
		return err
	}
	z.w, err = newWARCWriter(z.cfg, "archive: wacz", z.warc, offset, name, z.noteWritten)
	return err
}

// newWork makes a new work directory and returns its WARC's name: data.warc.gz,
// or data-N.warc.gz next to the N-1 WARCs of the package it extends.
func (z *WACZ) newWork() (string, error) {
	if err := os.MkdirAll(z.work, 0o755); err != nil {
		return "", err
	}
	name := "data.warc.gz"
	if z.cfg.Start == sink.Resumed {
		old, err := warcsIn(z.path)
		if err != nil {
			return "", err
		}
		if old != nil {
			z.extends = true
			name = fmt.Sprintf("data-%d.warc.gz", len(old)+1)
			for n := len(old) + 2; old[name]; n++ {
				name = fmt.Sprintf("data-%d.warc.gz", n)
			}
			if err := os.WriteFile(filepath.Join(z.work, extendsMarker), nil, 0o644); err != nil {
				return "", err
			}
		}
	}
	return name, nil
}

// resumeWork picks up the work directory of a killed run: the name of its
// WARC and the length of its whole pages (what the journal says was
// written), or "" when there is none to continue. A work directory whose
// WARC the package already holds was packaged before its run was killed:
// it is removed.
func (z *WACZ) resumeWork() (string, int64, error) {
	warcs, err := filepath.Glob(filepath.Join(z.work, "*.warc.gz"))
	if err != nil || len(warcs) != 1 {
		return "", 0, os.RemoveAll(z.work)
	}
	name := filepath.Base(warcs[0])
	packaged, err := warcsIn(z.path)
	if err != nil {
		return "", 0, err
	}
	if packaged[name] {
		return "", 0, os.RemoveAll(z.work)
	}
	offset, err := recoverJournal(filepath.Join(z.work, journalName))
	if err != nil {
		return "", 0, err
	}
	_, err = os.Stat(filepath.Join(z.work, extendsMarker))
	z.extends = err == nil
	if !z.extends && !errors.Is(err, fs.ErrNotExist) {
		return "", 0, err
	}
	return name, offset, nil
}

// Write archives r.
func (z *WACZ) Write(r *sink.Record) error { return z.w.write(r) }

// Close packages what was archived into the WACZ at path, replacing it
// atomically, and removes the work directory. A failed run (a Write
// error) is not packaged: its work directory stays for a resumed crawl.
func (z *WACZ) Close() error {
	return z.w.st.Close(func() error {
		err := output.CloseFile(z.journal, "archive: wacz: journal")
		if werr := output.CloseFile(z.warc.f, "archive: wacz: warc"); err == nil {
			err = werr
		}
		if err != nil || z.w.st.ErrLocked() != nil {
			return err
		}
		if err := z.pack(); err != nil {
			return fmt.Errorf("archive: wacz %s: %w", z.path, err)
		}
		return os.RemoveAll(z.work)
	})
}
