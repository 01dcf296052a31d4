package document

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/ledongthuc/pdf"
)

// The conditions a caller branches on when a PDF cannot be read.
var (
	// ErrEncrypted: the PDF is encrypted and cannot be read without a
	// password (or with a cipher not read here, AES-256).
	ErrEncrypted = errors.New("encrypted PDF")
	// ErrBroken: the document is not a readable PDF (cut short,
	// malformed, or not a PDF at all).
	ErrBroken = errors.New("broken PDF")
)

// PDF is what a record keeps of a PDF.
type PDF struct {
	// Title is the document information's title, white space collapsed;
	// "" when the PDF names none.
	Title string
	// Text is the text of the pages in order, a line per line of text,
	// a blank line between paragraphs and between pages.
	Text string
	// Pages is the number of pages.
	Pages int
	// Author, Subject and Lang are what the document information (and,
	// for Lang, the catalog) says, white space collapsed; Created and
	// Modified its dates in RFC 3339. "" when it says nothing.
	Author, Subject, Lang string
	Created, Modified     string
	// Links are the URIs its pages' links point to, in page order,
	// deduped, as written (relative ones too).
	Links []string
}

// magic starts every PDF.
const magic = "%PDF-"

// IsPDF reports whether a document served with media type contentType
// (lowercased, without parameters) is a PDF: by its type, or by its
// first bytes when its type says nothing of it (application/octet-stream,
// a missing type, or a text type a server guessed).
func IsPDF(contentType string, body []byte) bool {
	switch contentType {
	case "application/pdf", "application/x-pdf":
		return true
	case "text/html", "application/xhtml+xml":
		return false
	}
	return bytes.HasPrefix(body, []byte(magic))
}

// ReadPDF reads a PDF's title, page count and text. The work is bounded
// by the body's size (the text at maxTextFactor times it, the content
// operators read at maxOpsFactor times it) and by ctx, checked between
// the operators of every page.
func ReadPDF(ctx context.Context, body []byte) (doc *PDF, err error) {
	r, err := open(body)
	if err != nil {
		return nil, err
	}
	defer func() {
		// The library panics on malformed objects it meets on the way.
		if x := recover(); x != nil {
			doc, err = nil, fmt.Errorf("%w: %v", ErrBroken, x)
		}
	}()
	root := r.Trailer().Key("Root")
	if root.Key("Pages").IsNull() {
		return nil, fmt.Errorf("%w: no page tree", ErrBroken)
	}
	doc = &PDF{Pages: max(0, r.NumPage())}
	doc.info(r)
	if err := doc.read(ctx, r, newBudget(len(body))); err != nil {
		return nil, err
	}
	return doc, nil
}

// open parses a PDF's cross-reference table and trailer, and decrypts
// one encrypted with an empty user password (which a viewer opens
// without asking).
func open(body []byte) (r *pdf.Reader, err error) {
	// Readers look for the header in the first 1024 bytes: a server or
	// a mail gateway may have put something before it.
	start := bytes.Index(body[:min(len(body), 1024)], []byte(magic))
	if start < 0 {
		return nil, fmt.Errorf("%w: no %s header", ErrBroken, magic)
	}
	body = body[start:]
	defer func() {
		if x := recover(); x != nil {
			r, err = nil, fmt.Errorf("%w: %v", ErrBroken, x)
		}
	}()
	data := lenient(body)
	r, err = pdf.NewReader(bytes.NewReader(data), int64(len(data)))
	switch {
	case err == nil:
		return r, nil
	case errors.Is(err, pdf.ErrInvalidPassword) || encrypted(data):
		return nil, fmt.Errorf("%w: %v", ErrEncrypted, err)
	}
	return nil, fmt.Errorf("%w: %v", ErrBroken, err)
}

// lenient mends what the library refuses and readers accept: a version
// other than 1.0-1.7 in the header (2.0), and bytes after the last
// %%EOF (a server's or an editor's trailing junk). (Bytes before the
// header are cut by open.)
func lenient(body []byte) []byte {
	data := body
	if i := bytes.LastIndex(data, []byte("%%EOF")); i > 0 && len(data)-i > 64 {
		data = data[:i+len("%%EOF")]
	}
	if len(data) > 9 && !validHeader(data) {
		fixed := make([]byte, len(data))
		copy(fixed, data)
		copy(fixed[5:], "1.7")
		if fixed[8] != '\r' && fixed[8] != '\n' {
			fixed[8] = '\n' // a comment's text or a space after the version
		}
		data = fixed
	}
	return data
}

// validHeader is the header the library accepts: %PDF-1.x and a line end.
func validHeader(b []byte) bool {
	return b[5] == '1' && b[6] == '.' && b[7] >= '0' && b[7] <= '7' && (b[8] == '\r' || b[8] == '\n')
}

// encryptRef is an /Encrypt entry of a trailer (or of a cross-reference
// stream's dictionary): a reference or a dictionary.
var encryptRef = regexp.MustCompile(`/Encrypt\s*(?:\d+\s+\d+\s+R|<<)`)

// encrypted reports whether a PDF the library could not open declares
// encryption: one with a cipher it lacks (AES-256) fails otherwise than
// with a wrong password.
func encrypted(data []byte) bool {
	const window = 64 << 10 // a linearized PDF has a trailer near its start too
	return encryptRef.Match(data[:min(len(data), window)]) || encryptRef.Match(data[max(0, len(data)-window):])
}

// infoText is a document information string (PDFDocEncoding or UTF-16),
// white space collapsed.
func infoText(v pdf.Value) string {
	s := v.Text()
	if !utf8.ValidString(s) {
		s = strings.ToValidUTF8(s, "")
	}
	return strings.Join(strings.Fields(s), " ")
}
