package render

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/rendercrawl/render/internal/testkit/testsite"
)

// TestTextOfShadowDOM renders a page built of custom elements with open
// shadow roots (slots, a closed dialog, hidden panels, collapsed details,
// nested roots, a table, preformatted text, a frame among them) and the
// same page written out without them: both must give the text a person
// sees, in the order it stands, laid out alike.
func TestTextOfShadowDOM(t *testing.T) {
	p := needChrome(t)
	_, base := testsite.Serve(t)
	render := func(path string) *Page {
		t.Helper()
		pg, err := p.Render(context.Background(), Request{URL: base + path})
		if err != nil {
			t.Fatalf("Render %s: %v", path, err)
		}
		return pg
	}
	shadow, flat := render("/components/"), render("/components/flat.html")

	// The page without shadow DOM reads as body.innerText reads it.
	const want = "COMP-HEAD\n\nCOMP-INTRO light text.\n\nCOMP-CARD-ONE\n\nCOMP-SLOT-ONE slotted text\n\nmore\n" +
		"COMP-CARD-TWO\n\nCOMP-SLOT-TWO slotted text\n\nmore\nCOMP-TAB-A COMP-TAB-B\nCOMP-PANEL-A-VISIBLE\n" +
		"COMP-SUMMARY\n\nCOMP-CELL-A\n\n\t\n\nCOMP-CELL-B\n\n\nCOMP-CELL-C\tCOMP-CELL-D\n  COMP-PRE\n    indented\n" +
		"COMP-OUTER\nCOMP-WORD-A\n\nCOMP-WORD-B\n\nCOMP-FORWARDED slotted twice\n\nFRAME-TEXT\n\nframe link\n\nCOMP-FOOTER"
	if flat.Text != want {
		t.Errorf("text of the page without shadow DOM = %q, want %q", flat.Text, want)
	}
	if shadow.Text != flat.Text {
		t.Errorf("text of the page of components = %q\nwant the text of the same page without them, %q", shadow.Text, flat.Text)
	}
	inOrder := []string{"COMP-HEAD", "COMP-INTRO", "COMP-CARD-ONE", "COMP-SLOT-ONE", "COMP-CARD-TWO", "COMP-SLOT-TWO",
		"COMP-TAB-A", "COMP-TAB-B", "COMP-PANEL-A-VISIBLE", "COMP-SUMMARY", "COMP-CELL-A", "COMP-CELL-B", "COMP-CELL-C",
		"COMP-CELL-D", "COMP-PRE", "COMP-OUTER", "COMP-WORD-A", "COMP-WORD-B",
		"COMP-FORWARDED", "FRAME-TEXT", "COMP-FOOTER"}
	words := strings.Fields(shadow.Text)
	at := 0
	for _, w := range inOrder {
		i := at
		for i < len(words) && words[i] != w {
			i++
		}
		if i == len(words) {
			t.Errorf("text has no word %q after the words before it in the page: %q", w, words[min(at, len(words)):])
			break
		}
		at = i + 1
	}
	for _, hidden := range []string{"COMP-LIGHT-HIDDEN", "COMP-UNSLOTTED", "COMP-DIALOG-HIDDEN", "COMP-DIALOG-BODY", "closed",
		"COMP-PANEL-B-HIDDEN", "COMP-PANEL-C-HIDDEN", "COMP-INVISIBLE", "COMP-DETAILS-BODY", "navy"} {
		if strings.Contains(shadow.Text, hidden) {
			t.Errorf("text holds %q, which is not shown: %q", hidden, shadow.Text)
		}
	}

	// The HTML holds the shadow roots as declarative ones, nested too.
	for _, s := range []string{`<x-panel heading="COMP-CARD-ONE"><template shadowrootmode="open"><style>`,
		`<h2>COMP-CARD-ONE</h2><slot></slot>`, `<x-inner><template shadowrootmode="open"><div><h3>COMP-WORD-A</h3>`,
		`<p>COMP-SLOT-ONE slotted text</p></x-panel>`} {
		wantContains(t, "html", shadow.HTML, s)
	}
	if !strings.HasPrefix(shadow.HTML, `<html lang="en"><head>`) || !strings.HasSuffix(shadow.HTML, "</body></html>") {
		t.Errorf("html is not the whole document: %.80q ... %.40q", shadow.HTML, shadow.HTML[max(0, len(shadow.HTML)-40):])
	}
	if strings.Contains(flat.HTML, "shadowrootmode") {
		t.Errorf("html of a page without shadow roots holds a template of one")
	}
}

// TestTextOfManyComponents reads a page of 5,000 components within the
// read's bounds: each row's text whole and in its place, none of the
// hidden parts.
func TestTextOfManyComponents(t *testing.T) {
	p := needChrome(t)
	_, base := testsite.Serve(t)
	const n = 5000
	pg, err := p.Render(context.Background(), Request{URL: fmt.Sprintf("%s/components/many.html?n=%d", base, n)})
	if err != nil {
		t.Fatalf("Render: %v", err)
	}
	lines := strings.Split(pg.Text, "\n")
	if len(lines) != n+1 || lines[0] != "MANY-HEAD" {
		t.Fatalf("text has %d lines, want the heading and %d rows; it begins %.200q", len(lines), n, pg.Text)
	}
	for i, l := range lines[1:] {
		if want := fmt.Sprintf("ROW-%d light %d link", i, i); l != want {
			t.Fatalf("line %d = %q, want %q", i+1, l, want)
		}
	}
}

// A page of more components than one read takes has its text cut at the
// read's bounds, and says so in its note.
func TestTextCutShortSaysSo(t *testing.T) {
	p := needChrome(t)
	_, base := testsite.Serve(t)
	// 60,000 rows hold more nodes than a read takes, however fast the
	// machine; building them takes seconds, hence the long timeout.
	pg, err := p.Render(context.Background(), Request{URL: base + "/components/many.html?n=60000", Timeout: 2 * time.Minute})
	if err != nil {
		t.Fatalf("Render: %v", err)
	}
	if !strings.Contains(pg.Note, textCutNote) || !strings.HasPrefix(pg.Text, "MANY-HEAD\nROW-0 ") {
		t.Errorf("note %q, text begins %.40q; want the cut said, and the text read so far", pg.Note, pg.Text)
	}
}

// TestTextOfContentVisibilityAuto: sections that content-visibility:auto
// keeps from being rendered while off screen are read all the same, as a
// person who scrolls reads them, from a style sheet or a style
// attribute; content-visibility:hidden still hides; and the page's HTML
// keeps its own styles.
func TestTextOfContentVisibilityAuto(t *testing.T) {
	p := needChrome(t)
	_, base := testsite.Serve(t)
	pg, err := p.Render(context.Background(), Request{URL: base + "/content-visibility.html"})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"CV-PAGE", "CV-SECTION-1-END", "CV-SECTION-40-END", "CV-INLINE-END"} {
		if !strings.Contains(pg.Text, want) {
			t.Errorf("text (%d chars) lacks %s", len(pg.Text), want)
		}
	}
	if strings.Contains(pg.Text, "CV-HIDDEN-TAB") {
		t.Errorf("text has what content-visibility:hidden hides")
	}
	if strings.Contains(pg.HTML, "content-visibility: visible") || !strings.Contains(pg.HTML, `<section class="api">`) ||
		!strings.Contains(pg.HTML, `<div style="content-visibility: auto;`) {
		t.Errorf("the HTML does not keep the page's own styles")
	}
}
