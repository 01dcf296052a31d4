package archive

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"sync"
	"time"

	"github.com/rendercrawl/render/sink"
	"github.com/rendercrawl/render/sink/internal/output"
)

// member is one record's gzip member in an encoded page: its bytes are
// data[start:end].
type member struct {
	start, end int
	index      *cdxEntry
}

// encodedPage is a page's records, each compressed into its own gzip
// member, ready to be written with one write.
type encodedPage struct {
	data    []byte
	members []member
}

// afterWrite is told of each page written, under the writer's lock, with
// the offset its bytes start at in the file: the WACZ indexes them.
type afterWrite func(r *sink.Record, p *encodedPage, offset int64) error

// warcWriter writes pages as records of one .warc.gz file. Every record
// is its own gzip member, so that tools can seek to a record from a CDX
// index. The records of a page are built and compressed outside the lock
// and written with one write under it, so pages never interleave.
type warcWriter struct {
	cfg      Config
	what     string // what errors start with: "archive: warc"
	filename string // the file's name, in warcinfo and the index
	infoID   string
	build    builder
	gzips    sync.Pool // *gzip.Writer: a deflate state is large, pages are many
	after    afterWrite

	st   output.State // guards out and size
	out  io.Writer
	size int64
}

// newWARCWriter writes to out, whose size is size (what an earlier run
// wrote, when extending), and starts with a warcinfo record naming
// filename; a record written later points to it.
func newWARCWriter(cfg Config, what string, out io.Writer, size int64, filename string, after afterWrite) (*warcWriter, error) {
	w := &warcWriter{cfg: cfg, what: what, filename: filename, build: builder{seen: newPayloads()}, after: after, out: out, size: size}
	info := warcinfo(filename, cfg.software(), time.Now())
	w.infoID = info.id
	enc, err := w.encode([]*warcRecord{info})
	if err == nil {
		_, err = out.Write(enc.data)
		w.size += int64(len(enc.data))
	}
	if err != nil {
		return nil, fmt.Errorf("warcinfo: %w", err)
	}
	return w, nil
}

// write archives r; nothing for a failed page.
func (w *warcWriter) write(r *sink.Record) error {
	if err := w.st.Check(); err != nil {
		return err
	}
	if !r.OK() {
		return nil
	}
	w.cfg.Limits.Apply(r)
	recs := w.build.page(r)
	if len(recs) == 0 {
		return nil
	}
	enc, err := w.encode(recs)
	if err != nil {
		return w.st.Fail(fmt.Errorf("%s %s: %w", w.what, r.URL, err))
	}
	return w.st.Do(func() error {
		offset := w.size
		n, err := output.WriteRecord(w.out, enc.data)
		w.size += int64(n)
		if err != nil {
			return fmt.Errorf("%s: write: %w", w.what, err)
		}
		if w.after != nil {
			if err := w.after(r, enc, offset); err != nil {
				return fmt.Errorf("%s: %w", w.what, err)
			}
		}
		return nil
	})
}

// encode compresses each record into a gzip member of its own.
func (w *warcWriter) encode(recs []*warcRecord) (*encodedPage, error) {
	var buf bytes.Buffer
	gz, _ := w.gzips.Get().(*gzip.Writer)
	if gz == nil {
		gz = gzip.NewWriter(&buf)
	}
	defer w.gzips.Put(gz)
	enc := &encodedPage{members: make([]member, 0, len(recs))}
	for _, rec := range recs {
		start := buf.Len()
		gz.Reset(&buf)
		if _, err := rec.writeTo(gz, w.infoID); err != nil {
			return nil, err
		}
		if err := gz.Close(); err != nil {
			return nil, err
		}
		m := member{start: start, end: buf.Len()}
		if rec.index != nil {
			m.index = rec.index
			m.index.filename = w.filename
		}
		enc.members = append(enc.members, m)
	}
	enc.data = buf.Bytes()
	return enc, nil
}
