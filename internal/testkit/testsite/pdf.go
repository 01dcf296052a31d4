package testsite

import (
	"fmt"
	"github.com/rendercrawl/render/internal/testkit/pdfwrite"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// fixturePDF is a valid one-page PDF whose page shows "PDF-MARKER" in
// Helvetica and whose title is "Fixture PDF".
var fixturePDF = onePagePDF("Fixture PDF", "PDF-MARKER")

// onePagePDF writes a PDF of one page showing text, whose link
// annotations point to links.
func onePagePDF(title, text string, links ...string) []byte {
	content := fmt.Sprintf("BT /F1 24 Tf 72 720 Td (%s) Tj ET", text)
	var annots strings.Builder
	for i, l := range links {
		if i == 0 {
			annots.WriteString(" /Annots [")
		}
		fmt.Fprintf(&annots, "<< /Type /Annot /Subtype /Link /Rect [72 700 300 730] /A << /S /URI /URI (%s) >> >> ", l)
		if i == len(links)-1 {
			annots.WriteString("]")
		}
	}
	objects := []string{
		"<< /Type /Catalog /Pages 2 0 R >>",
		"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
		"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >>" + annots.String() + " >>",
		pdfwrite.Stream(content),
		"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
		fmt.Sprintf("<< /Title (%s) >>", title),
	}
	return pdfwrite.Objects(len(objects), objects...)
}

// ServePDFs starts, for the duration of a test, a site of PDFs from
// Debian's documentation (testdata/pdf) and returns its base URL:
//
//	/manual.pdf   camlidl.pdf, as application/pdf (26 pages, no title)
//	/download     reportlab-guide.pdf, as application/octet-stream
//	              (4 pages, "ReportLab PDF Generation User Guide")
//	/locked.pdf   encrypted.pdf (AES-256, a user password)
//	/cut.pdf      truncated.pdf (its first 60%)
//	/links.pdf    a PDF whose link points to /from-pdf.html (relative)
//	              and to a mailto: address
//	/index.html   links to each of them, then to /after.html
//	/after.html /from-pdf.html   pages
func ServePDFs(tb testing.TB) string {
	tb.Helper()
	mux := http.NewServeMux()
	serve := func(path, file, contentType string) {
		body, err := os.ReadFile(filepath.Join(Dir(), "pdf", file))
		if err != nil {
			tb.Fatal(err)
		}
		mux.HandleFunc(path, asset(contentType, body))
	}
	serve("/manual.pdf", "camlidl.pdf", "application/pdf")
	serve("/download", "reportlab-guide.pdf", "application/octet-stream")
	serve("/locked.pdf", "encrypted.pdf", "application/pdf")
	serve("/cut.pdf", "truncated.pdf", "application/pdf")
	mux.HandleFunc("/links.pdf", asset("application/pdf", onePagePDF("Links", "LINKS-PDF", "from-pdf.html", "mailto:docs@example.org")))
	mux.HandleFunc("/index.html", asset("text/html", []byte(`<title>docs</title><a href="/cut.pdf">cut</a>
<a href="/locked.pdf">locked</a> <a href="/manual.pdf">manual</a> <a href="/download">guide</a> <a href="/links.pdf">links</a>
<a href="/after.html">after</a>`)))
	mux.HandleFunc("/after.html", asset("text/html", []byte(`<title>after</title><p>after the PDFs`)))
	mux.HandleFunc("/from-pdf.html", asset("text/html", []byte(`<title>from a PDF</title><p>linked from a PDF`)))
	srv := httptest.NewServer(mux)
	tb.Cleanup(srv.Close)
	return srv.URL
}
