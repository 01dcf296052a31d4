package sink

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/nlnwa/gowarc/v3"
)

// warcDigest is the digest algorithm of the WARC's block and payload
// digests. SHA-1 in base32 is what Heritrix, wget, warcprox and pywb
// write, and what CDX indexes and deduplication compare.
const warcDigest = "sha1"

// WARC archives each page as a WARC 1.1 file (ISO 28500), the format web
// archives replay (pywb, OpenWayback, ReplayWeb.page): the HTTP exchange
// as a request and a response record and, for a page the browser
// rendered, the rendered DOM as a conversion record that refers to the
// response, so the archive holds both what the server sent and what a
// person saw. A page without an exchange but with HTML is stored as a
// resource record; failed pages are not archived.
//
// Every record is its own gzip member (.warc.gz), so tools can seek to a
// record from a CDX index. The records of one page are built and
// compressed outside the lock and written with one write under it, so
// pages never interleave and a crawl killed between two writes leaves
// only whole records.
type WARC struct {
	infoID    string
	opts      []gowarc.WarcRecordOption
	marshaler gowarc.Marshaler
	gzips     sync.Pool // *gzip.Writer: a deflate state is large, pages are many

	st state // guards f
	f  *os.File
}

// Needs asks for each page's exchange.
func (w *WARC) Needs() Needs { return Needs{Exchange: true} }

// NewWARC opens path for appending, so that a resumed crawl extends its
// archive rather than losing it, and writes a warcinfo record naming
// software. Each run starts with its own warcinfo record, which the
// records it writes point to.
func NewWARC(path string, software string) (*WARC, error) {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o644)
	if err != nil {
		return nil, fmt.Errorf("sink: warc: %w", err)
	}
	w := &WARC{
		f:         f,
		marshaler: gowarc.NewMarshaler(),
		opts: []gowarc.WarcRecordOption{
			gowarc.WithVersion(gowarc.V1_1),
			gowarc.WithAddMissingDigest(true),
			gowarc.WithDefaultDigestAlgorithm(warcDigest),
		},
	}
	id := newRecordID()
	info, err := w.warcinfo(id, filepath.Base(path), software, time.Now())
	if err == nil {
		w.infoID = id
		var data []byte
		if data, err = w.encode([]gowarc.WarcRecord{info}); err == nil {
			_, err = f.Write(data)
		}
	}
	if err != nil {
		_ = f.Close()
		return nil, fmt.Errorf("sink: warc: warcinfo: %w", err)
	}
	return w, nil
}

// Write archives r: nothing for a failed page, request, response and (for
// a rendered page) conversion records for a page with an exchange, a
// resource record for a page with HTML only.
func (w *WARC) Write(r *Record) error {
	if err := w.st.check(); err != nil {
		return err
	}
	if !r.OK() {
		return nil
	}
	recs, err := w.pageRecords(r)
	if err != nil {
		return w.st.fail(fmt.Errorf("sink: warc %s: %w", r.URL, err))
	}
	if len(recs) == 0 {
		return nil
	}
	data, err := w.encode(recs)
	if err != nil {
		return w.st.fail(fmt.Errorf("sink: warc %s: %w", r.URL, err))
	}

	return w.st.do(func() error {
		if _, err := w.f.Write(data); err != nil {
			return fmt.Errorf("sink: warc: write: %w", err)
		}
		return nil
	})
}

// encode compresses each record into its own gzip member and closes it,
// releasing any temporary file the record builder spilled to.
func (w *WARC) encode(recs []gowarc.WarcRecord) ([]byte, error) {
	var buf bytes.Buffer
	gz, _ := w.gzips.Get().(*gzip.Writer)
	if gz == nil {
		gz = gzip.NewWriter(&buf)
	}
	defer w.gzips.Put(gz)
	var err error
	for _, rec := range recs {
		if err == nil {
			gz.Reset(&buf)
			if _, _, err = w.marshaler.Marshal(gz, rec, 0); err == nil {
				err = gz.Close()
			}
		}
		if cerr := rec.Close(); err == nil {
			err = cerr
		}
	}
	if err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// Close syncs the archive to disk, closes it and returns the first error.
func (w *WARC) Close() error {
	return w.st.close(func() error { return closeFile(w.f, "sink: warc") })
}
