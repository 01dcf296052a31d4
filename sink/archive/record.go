package archive

import (
	"bytes"
	"crypto/rand"
	"crypto/sha1"
	"encoding/base32"
	"fmt"
	"hash"
	"io"
	"strconv"
	"strings"
	"time"
)

// WARC record types and the fields this package writes.
const (
	typeWarcinfo   = "warcinfo"
	typeRequest    = "request"
	typeResponse   = "response"
	typeRevisit    = "revisit"
	typeResource   = "resource"
	typeConversion = "conversion"

	ctRequest  = "application/http;msgtype=request"
	ctResponse = "application/http;msgtype=response"
	ctFields   = "application/warc-fields"
	ctHTML     = "text/html; charset=utf-8"

	// profileIdentical is the revisit profile of a payload identical to
	// one archived before (WARC 1.1, section 6.7.2).
	profileIdentical = "http://netpreserve.org/warc/1.1/revisit/identical-payload-digest"

	// truncLength and truncUnspecified are the WARC-Truncated reasons of
	// a body cut at a size cap and of one not kept.
	truncLength      = "length"
	truncUnspecified = "unspecified"
)

// field is one named field of a record's header.
type field struct{ name, value string }

// warcRecord is one WARC record, built before it is written. Its block
// is head followed by payload; the digests and Content-Length are
// computed when it is written.
type warcRecord struct {
	typ, id, target, contentType string
	date                         string // formatted: see warcDate
	fields                       []field
	head, payload                []byte
	// hasPayload: the block carries a payload (an HTTP message's body,
	// a resource), whose digest is written. payloadDigest, when set, is
	// written instead of one computed (a revisit's, whose payload is
	// elsewhere).
	hasPayload    bool
	payloadDigest string
	// index is what the CDXJ index says of the record; nil when it is
	// not indexed.
	index *cdxEntry
}

// warcDate formats t as a WARC-Date: UTC, to the second, the form every
// reader parses and CDX timestamps (14 digits) keep.
func warcDate(t time.Time) string {
	return t.UTC().Format("2006-01-02T15:04:05Z")
}

// digest is a WARC digest of b: SHA-1 in base32, what Heritrix, wget,
// warcprox and pywb write and what CDX indexes and deduplication compare.
func digest(parts ...[]byte) string {
	h := sha1.New()
	for _, p := range parts {
		h.Write(p)
	}
	return digestOf(h)
}

func digestOf(h hash.Hash) string {
	return "sha1:" + base32.StdEncoding.EncodeToString(h.Sum(nil))
}

// fieldValue keeps a value on its line: a CR or LF (which no URL or
// header of ours should hold) would end the field early.
var fieldValue = strings.NewReplacer("\r", "%0D", "\n", "%0A")

// writeTo writes the record with the warcinfo record's ID infoID (empty
// for none), and returns its payload digest ("" without a payload).
func (r *warcRecord) writeTo(w io.Writer, infoID string) (string, error) {
	var b bytes.Buffer
	b.WriteString("WARC/1.1\r\n")
	put := func(name, value string) {
		b.WriteString(name)
		b.WriteString(": ")
		b.WriteString(fieldValue.Replace(value))
		b.WriteString("\r\n")
	}
	put("WARC-Type", r.typ)
	put("WARC-Record-ID", "<"+r.id+">")
	put("WARC-Date", r.date)
	if r.target != "" {
		put("WARC-Target-URI", r.target)
	}
	if infoID != "" && r.typ != typeWarcinfo {
		put("WARC-Warcinfo-ID", "<"+infoID+">")
	}
	for _, f := range r.fields {
		put(f.name, f.value)
	}
	if r.contentType != "" {
		put("Content-Type", r.contentType)
	}
	put("WARC-Block-Digest", digest(r.head, r.payload))
	payloadDigest := r.payloadDigest
	if payloadDigest == "" && r.hasPayload {
		payloadDigest = digest(r.payload)
	}
	if payloadDigest != "" {
		put("WARC-Payload-Digest", payloadDigest)
	}
	put("Content-Length", strconv.Itoa(len(r.head)+len(r.payload)))
	b.WriteString("\r\n")
	for _, part := range [][]byte{b.Bytes(), r.head, r.payload, []byte("\r\n\r\n")} {
		if _, err := w.Write(part); err != nil {
			return "", err
		}
	}
	return payloadDigest, nil
}

// newRecordID makes a WARC-Record-ID: a random (version 4) UUID URN.
func newRecordID() string {
	var u [16]byte
	_, _ = rand.Read(u[:]) // crypto/rand.Read never fails
	u[6] = u[6]&0x0f | 0x40
	u[8] = u[8]&0x3f | 0x80
	return fmt.Sprintf("urn:uuid:%x-%x-%x-%x-%x", u[0:4], u[4:6], u[6:8], u[8:10], u[10:16])
}

// warcinfo is the record that describes a file and the software that
// wrote it; its date is the file's creation.
func warcinfo(filename, software string, now time.Time) *warcRecord {
	block := fmt.Sprintf("software: %s\r\nformat: WARC File Format 1.1\r\nconformsTo: http://iipc.github.io/warc-specifications/specifications/warc-format/warc-1.1/\r\n",
		fieldValue.Replace(software))
	return &warcRecord{
		typ: typeWarcinfo, id: newRecordID(), date: warcDate(now), contentType: ctFields,
		fields: []field{{"WARC-Filename", filename}},
		head:   []byte(block),
	}
}
