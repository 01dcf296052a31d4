package sink

import (
	"crypto/rand"
	"fmt"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/nlnwa/gowarc/v3"
)

// warcFormat and warcConformsTo describe the file in its warcinfo record,
// as the WARC 1.1 specification suggests.
const (
	warcFormat     = "WARC File Format 1.1"
	warcConformsTo = "http://iipc.github.io/warc-specifications/specifications/warc-format/warc-1.1/"
	htmlUTF8       = "text/html; charset=utf-8"
)

// builderMu serialises gowarc.NewRecordBuilder, which sets a package
// variable of github.com/google/uuid (EnableRandPool) on every call,
// without synchronisation: two builders made at once, by two pages or two
// WARC sinks, are a data race. It is this package's only global state and
// exists only to contain that one. Record IDs are made by newRecordID,
// so nothing reads the variable while another builder is being made.
var builderMu sync.Mutex

// recordFields holds the WARC fields that differ between the records of a page.
type recordFields struct {
	id, target, contentType string
	date                    time.Time
	concurrentTo, refersTo  string // record IDs, or empty
}

// warcinfo builds the record that describes the file and the software
// that wrote it; its WARC-Date is the file's creation date.
func (w *WARC) warcinfo(id, filename, software string, now time.Time) (gowarc.WarcRecord, error) {
	// Written by hand: the library's WarcFields would recase the field
	// names ("Conformsto"), and readers look for the spec's spelling.
	block := fmt.Sprintf("software: %s\r\nformat: %s\r\nconformsTo: %s\r\n",
		strings.NewReplacer("\r", " ", "\n", " ").Replace(software), warcFormat, warcConformsTo)
	return w.record(gowarc.Warcinfo, recordFields{id: id, date: now, contentType: gowarc.ApplicationWarcFields}, []byte(block),
		gowarc.WarcFilename, filename)
}

// pageRecords builds the records that archive one page, in the order they
// are written.
func (w *WARC) pageRecords(r *Record) (recs []gowarc.WarcRecord, err error) {
	defer func() {
		if err != nil {
			for _, rec := range recs {
				_ = rec.Close()
			}
			recs = nil
		}
	}()
	h := recordFields{target: r.FinalURL, date: r.FetchedAt}
	if h.target == "" {
		h.target = r.URL
	}
	if h.date.IsZero() {
		h.date = time.Now()
	}
	if r.Exchange == nil {
		if r.HTML == "" {
			return nil, nil
		}
		h.id, h.contentType = newRecordID(), htmlUTF8
		res, err := w.record(gowarc.Resource, h, []byte(r.HTML))
		if err != nil {
			return nil, fmt.Errorf("resource: %w", err)
		}
		return []gowarc.WarcRecord{res}, nil
	}

	u, err := url.Parse(h.target)
	if err != nil {
		return nil, fmt.Errorf("target: %w", err)
	}
	reqID, respID := newRecordID(), newRecordID()
	req := h
	req.id, req.concurrentTo, req.contentType = reqID, respID, "application/http;msgtype=request"
	rec, err := w.record(gowarc.Request, req, requestBlock(r.Exchange, u))
	if err != nil {
		return nil, fmt.Errorf("request: %w", err)
	}
	recs = append(recs, rec)
	resp := h
	resp.id, resp.concurrentTo, resp.contentType = respID, reqID, "application/http;msgtype=response"
	if rec, err = w.record(gowarc.Response, resp, responseBlock(r.Exchange, r.Status)); err != nil {
		return recs, fmt.Errorf("response: %w", err)
	}
	recs = append(recs, rec)

	if r.HTML != "" && r.Mode == ModeBrowser {
		conv := h
		conv.id, conv.refersTo, conv.contentType = newRecordID(), respID, htmlUTF8
		if rec, err = w.record(gowarc.Conversion, conv, []byte(r.HTML)); err != nil {
			return recs, fmt.Errorf("conversion: %w", err)
		}
		recs = append(recs, rec)
	}
	return recs, nil
}

// record builds one record; extra holds more field names and values. The
// library computes Content-Length and the digests. Its validation
// findings are not errors: they can only be about values copied from the
// page (such as an unusual target URI), which are still worth keeping.
func (w *WARC) record(typ gowarc.RecordType, h recordFields, block []byte, extra ...string) (gowarc.WarcRecord, error) {
	builderMu.Lock()
	b := gowarc.NewRecordBuilder(typ, w.opts...)
	builderMu.Unlock()
	b.AddWarcHeader(gowarc.WarcRecordID, "<"+h.id+">")
	b.AddWarcHeaderTime(gowarc.WarcDate, h.date)
	if h.target != "" {
		b.AddWarcHeader(gowarc.WarcTargetURI, h.target)
	}
	if w.infoID != "" {
		b.AddWarcHeader(gowarc.WarcWarcinfoID, "<"+w.infoID+">")
	}
	if h.concurrentTo != "" {
		b.AddWarcHeader(gowarc.WarcConcurrentTo, "<"+h.concurrentTo+">")
	}
	if h.refersTo != "" {
		b.AddWarcHeader(gowarc.WarcRefersTo, "<"+h.refersTo+">")
	}
	for i := 0; i+1 < len(extra); i += 2 {
		b.AddWarcHeader(extra[i], extra[i+1])
	}
	b.AddWarcHeader(gowarc.ContentType, h.contentType)
	if _, err := b.Write(block); err != nil {
		_ = b.Close()
		return nil, err
	}
	rec, _, err := b.Build() // a nil record comes only with an error
	if err != nil {
		return nil, err
	}
	return rec, nil
}

// newRecordID makes a WARC-Record-ID: a random (version 4) UUID URN, as
// the library would, but without the library's generator (see builderMu).
func newRecordID() string {
	var u [16]byte
	_, _ = rand.Read(u[:]) // crypto/rand.Read never fails
	u[6] = u[6]&0x0f | 0x40
	u[8] = u[8]&0x3f | 0x80
	return fmt.Sprintf("urn:uuid:%x-%x-%x-%x-%x", u[0:4], u[4:6], u[6:8], u[8:10], u[10:16])
}
