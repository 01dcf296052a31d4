package document

import (
	"context"
	"errors"
	"github.com/rendercrawl/render/internal/testkit/pdfwrite"
	"strings"
	"testing"
)

// pdfOf writes a PDF of the given objects (numbered from 1, the first
// the catalog).
func pdfOf(objects ...string) []byte { return pdfwrite.Objects(0, objects...) }

// stream is a stream object of content.
func stream(content string) string { return pdfwrite.Stream(content) }

// TestPageCountAsTheTreeHas: a page tree that counts more pages than it
// has (a billion) ends where its pages end; one that has none is broken.
func TestPageCountAsTheTreeHas(t *testing.T) {
	page := "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>"
	for kids, want := range map[string]int{"[3 0 R 3 0 R]": 2, "[]": -1} {
		body := pdfOf(
			"<< /Type /Catalog /Pages 2 0 R >>",
			"<< /Type /Pages /Kids "+kids+" /Count 1000000000 >>",
			page,
			stream("BT /F1 12 Tf 72 720 Td (PAGE) Tj ET"),
			"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
		)
		d, err := ReadPDF(context.Background(), body)
		switch {
		case want < 0 && !errors.Is(err, ErrBroken):
			t.Errorf("kids %s: err %v, want ErrBroken", kids, err)
		case want >= 0 && (err != nil || d.Pages != want):
			t.Errorf("kids %s: %v, want %d pages", kids, err, want)
		}
	}
}

// TestFormText: the text of a form XObject a page places (a page drawn
// into another) is read where the form stands, with the form's fonts; a
// form that places itself is read a few levels deep, not forever.
func TestFormText(t *testing.T) {
	page := "BT /F1 12 Tf 72 720 Td (PAGE-ABOVE) Tj ET q 1 0 0 1 72 600 cm /X1 Do Q BT /F1 12 Tf 72 500 Td (PAGE-BELOW) Tj ET"
	form := "BT /F2 12 Tf 0 0 Td (FORM-TEXT) Tj ET /X1 Do"
	body := pdfOf(
		"<< /Type /Catalog /Pages 2 0 R >>",
		"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
		"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> /XObject << /X1 6 0 R >> >> >>",
		stream(page),
		"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
		strings.Replace(stream(form), "<< /Length", "<< /Type /XObject /Subtype /Form /BBox [0 0 612 100] /Resources << /Font << /F2 5 0 R >> /XObject << /X1 6 0 R >> >> /Length", 1),
	)
	d, err := ReadPDF(context.Background(), body)
	if err != nil {
		t.Fatal(err)
	}
	want := "PAGE-ABOVE\n\n" + strings.Repeat("FORM-TEXT ", maxFormDepth) + "\n\nPAGE-BELOW"
	if got := strings.ReplaceAll(d.Text, "FORM-TEXT\n", "FORM-TEXT "); strings.Join(strings.Fields(got), " ") != strings.Join(strings.Fields(want), " ") {
		t.Errorf("text %q, want the form's text between the page's, %d times", d.Text, maxFormDepth)
	}
}
