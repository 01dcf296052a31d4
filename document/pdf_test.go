package document

import (
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"unicode"
)

// dir holds PDFs from Debian's documentation packages, what poppler's
// pdftotext makes of them, and an encrypted and a cut-short PDF made
// from them with qpdf (testdata/pdf/README.md).
var dir = filepath.Join("..", "testdata", "pdf")

func readFile(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(dir, name))
	if err != nil {
		t.Fatal(err)
	}
	if strings.HasSuffix(name, ".gz") {
		zr, err := gzip.NewReader(bytes.NewReader(b))
		if err != nil {
			t.Fatal(err)
		}
		if b, err = io.ReadAll(zr); err != nil {
			t.Fatal(err)
		}
	}
	return b
}

// TestReadPDF: real PDFs of several producers give their page count,
// title and text; an encrypted one and a cut-short one are errors of
// their kind. The text has the words pdftotext finds, in about the same
// number: a word F1 of at least 0.97 (measured: 0.985 on camlidl, 0.998
// on freefem; docs/pdf.md); words run together or split apart lower it.
func TestReadPDF(t *testing.T) {
	tests := []struct {
		file, title string
		pages       int
		phrase      string // a line of the text, as pdftotext reads it
		link        string // one of its links
		err         error
	}{
		{file: "camlidl.pdf", pages: 26, phrase: "Camlidl user’s manual"},
		{file: "freefem.pdf", title: "FreeFEM User Manual", pages: 50, phrase: "Chapter 1", link: "http://kfem.sourceforge.net"},
		{file: "reportlab-guide.pdf", title: "ReportLab PDF Generation User Guide", pages: 4, phrase: "Table of contents"},
		// Encrypted with an empty user password: any viewer opens it.
		{file: "owner-password.pdf", title: "ReportLab PDF Generation User Guide", pages: 1, phrase: "4.6 Encryption"},
		{file: "encrypted.pdf", err: ErrEncrypted},
		{file: "truncated.pdf", err: ErrBroken},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			d, err := ReadPDF(context.Background(), readFile(t, tt.file))
			if tt.err != nil {
				if !errors.Is(err, tt.err) {
					t.Fatalf("err %v, want %v", err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if d.Pages != tt.pages || d.Title != tt.title || !strings.Contains(d.Text, tt.phrase) {
				t.Errorf("pages %d, title %q, phrase %q in text: %v; want %d, %q", d.Pages, d.Title, tt.phrase,
					strings.Contains(d.Text, tt.phrase), tt.pages, tt.title)
			}
			if tt.link != "" && !slices.Contains(d.Links, tt.link) {
				t.Errorf("links %q, want %q among them", d.Links, tt.link)
			}
			want := string(readFile(t, strings.TrimSuffix(tt.file, ".pdf")+".pdftotext.txt.gz"))
			if f := wordF1(d.Text, want); f < 0.97 {
				t.Errorf("word F1 %.3f against pdftotext, want >= 0.97", f)
			} else {
				t.Logf("word F1 %.3f against pdftotext", f)
			}
		})
	}
}

// TestReadPDFInfo: what the document information says of the PDF.
func TestReadPDFInfo(t *testing.T) {
	d, err := ReadPDF(context.Background(), readFile(t, "reportlab-guide.pdf"))
	if err != nil {
		t.Fatal(err)
	}
	want := PDF{Title: "ReportLab PDF Generation User Guide", Author: "the ReportLab Team",
		Subject: "How to Generate PDF files using the ReportLab modules", Created: "2024-10-12T17:14:35Z", Modified: "2024-10-12T17:14:35Z"}
	got := *d
	got.Text, got.Pages, got.Links = "", 0, nil
	if !reflect.DeepEqual(got, want) {
		t.Errorf("info %+v, want %+v", got, want)
	}
	for in, want := range map[string]string{
		"D:20020501184600+02'00'": "2002-05-01T18:46:00+02:00", "D:2002": "2002-01-01T00:00:00Z",
		"D:19991231235959-05'30": "1999-12-31T23:59:59-05:30", "D:20020231": "", "May 1": "",
	} {
		if got := infoDate(in); got != want {
			t.Errorf("infoDate(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestReadPDFNotPDF: what is not a PDF, or only starts as one, is broken.
func TestReadPDFNotPDF(t *testing.T) {
	for _, body := range []string{"", "<html>not a PDF", "%PDF-1.4\n", "%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n"} {
		if _, err := ReadPDF(context.Background(), []byte(body)); !errors.Is(err, ErrBroken) {
			t.Errorf("%q: err %v, want ErrBroken", body, err)
		}
	}
}

// wordF1 is the F1 of the words (letters and digits, lowercased) of got
// against those of want, counted with their repeats.
func wordF1(got, want string) float64 {
	count := func(s string) map[string]int {
		m := map[string]int{}
		for _, w := range strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
			m[w]++
		}
		return m
	}
	g, w := count(got), count(want)
	var both, ng, nw int
	for k, n := range g {
		ng += n
		both += min(n, w[k])
	}
	for _, n := range w {
		nw += n
	}
	if both == 0 {
		return 0
	}
	p, r := float64(both)/float64(ng), float64(both)/float64(nw)
	return 2 * p * r / (p + r)
}

// TestReadPDFCancelled: a cancelled context stops the reading.
func TestReadPDFCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := ReadPDF(ctx, readFile(t, "freefem.pdf")); !errors.Is(err, context.Canceled) {
		t.Fatalf("err %v, want context.Canceled", err)
	}
}

// TestReadPDFLenient: a PDF 2.0 header, and junk before the header or
// after the last %%EOF, which the parser refuses and viewers accept,
// are read.
func TestReadPDFLenient(t *testing.T) {
	body := readFile(t, "reportlab-guide.pdf")
	v2 := bytes.Clone(body)
	copy(v2, "%PDF-2.0")
	junk := append(bytes.Clone(body), bytes.Repeat([]byte("<html>junk</html>\n"), 20)...)
	before := append([]byte("\xef\xbb\xbf\r\n"), body...)
	for name, b := range map[string][]byte{"2.0": v2, "junk": junk, "before": before} {
		d, err := ReadPDF(context.Background(), b)
		if err != nil || d.Pages != 4 {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// FuzzReadPDF: no input panics or hangs the reader; what it cannot read
// is one of its two errors.
func FuzzReadPDF(f *testing.F) {
	body, err := os.ReadFile(filepath.Join(dir, "reportlab-guide.pdf"))
	if err != nil {
		f.Fatal(err)
	}
	f.Add(body[:len(body)/2])
	f.Add(append([]byte("%PDF-1.4\n"), body[len(body)-2000:]...))
	f.Add([]byte("%PDF-1.4\ntrailer\n<</Root 1 0 R>>\nstartxref\n9\n%%EOF\n"))
	f.Fuzz(func(t *testing.T, b []byte) {
		_, err := ReadPDF(context.Background(), b)
		if err != nil && !errors.Is(err, ErrBroken) && !errors.Is(err, ErrEncrypted) {
			t.Fatalf("err %v is neither ErrBroken nor ErrEncrypted", err)
		}
	})
}

// TestIsPDF: by type, or by magic bytes when the type says nothing.
func TestIsPDF(t *testing.T) {
	tests := []struct {
		typ, body string
		want      bool
	}{
		{"application/pdf", "", true},
		{"application/x-pdf", "x", true},
		{"application/octet-stream", "%PDF-1.5\n", true},
		{"text/plain", "%PDF-1.5\n", true},
		{"text/html", "%PDF-1.5\n", false},
		{"application/octet-stream", "PK\x03\x04", false},
	}
	for _, tt := range tests {
		if got := IsPDF(tt.typ, []byte(tt.body)); got != tt.want {
			t.Errorf("IsPDF(%q, %q) = %v", tt.typ, tt.body, got)
		}
	}
}
