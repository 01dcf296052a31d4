package document

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/ledongthuc/pdf"
)

// The bounds of one PDF's reading, in proportion to its size: text past
// maxTextFactor times the body's bytes is left out, and reading stops
// after maxOpsFactor content operators per byte (a compressed stream
// may inflate a thousandfold; a text page's inflates about fivefold,
// one operator per ten bytes or so).
const (
	maxTextFactor = 4
	maxOpsFactor  = 4
)

// budget is what is left of a PDF's bounds.
type budget struct{ ops, text int }

func newBudget(size int) *budget {
	return &budget{ops: maxOpsFactor*size + 1<<20, text: maxTextFactor*size + 1<<16}
}

// errSpent stops a page's interpretation when the budget is spent.
var errSpent = errors.New("document: budget spent")

// read lays out the text of a PDF's pages in order, and lists their
// links. A page that fails to read is left out; when every page fails
// the PDF is broken. The page tree's count (d.Pages) is believed only as
// far as the tree has pages: a count past them ends where they end.
func (d *PDF) read(ctx context.Context, r *pdf.Reader, b *budget) error {
	w := &writer{}
	l := &links{seen: map[string]bool{}}
	failed, lastErr := 0, error(nil)
	shared := map[string]*font{}
	for i := 1; i <= d.Pages && b.ops > 0 && w.b.Len() < b.text; i++ {
		if err := ctx.Err(); err != nil {
			return err
		}
		p := r.Page(i)
		if p.V.IsNull() {
			if i == 1 {
				return fmt.Errorf("%w: the page tree counts %d pages and has none", ErrBroken, d.Pages)
			}
			d.Pages = i - 1
			break
		}
		err := pageText(ctx, p, w, b, shared)
		l.page(p)
		switch {
		case errors.Is(err, errSpent):
		case ctx.Err() != nil:
			return ctx.Err()
		case err != nil:
			failed, lastErr = failed+1, err
		}
		w.page()
	}
	if d.Pages > 0 && failed == d.Pages {
		return fmt.Errorf("%w: no page could be read: %v", ErrBroken, lastErr)
	}
	d.Text, d.Links = w.text(b.text), l.out
	return nil
}

// pageText interprets one page's content streams, adding its text to w.
func pageText(ctx context.Context, p pdf.Page, w *writer, b *budget, shared map[string]*font) (err error) {
	contents := p.V.Key("Contents")
	if contents.IsNull() {
		return nil
	}
	defer func() {
		if x := recover(); x != nil {
			if e, ok := x.(error); ok && (errors.Is(e, errSpent) || errors.Is(e, ctx.Err())) {
				err = e
				return
			}
			err = fmt.Errorf("%w: page content: %v", ErrBroken, x)
		}
	}()
	in := &interpreter{fonts: map[string]*font{}, shared: shared, res: p.Resources(), w: w, g: gstate{ctm: identity, th: 1}}
	in.g.tm, in.g.tlm = identity, identity
	ops := 0
	in.op = func(stk *pdf.Stack, op string) {
		if ops++; ops&0xff == 0 {
			if err := ctx.Err(); err != nil {
				panic(err)
			}
		}
		if b.ops--; b.ops <= 0 || w.b.Len() >= b.text {
			panic(errSpent)
		}
		in.do(stk, op)
	}
	pdf.Interpret(contents, in.op)
	return nil
}

// writer joins the runs of text a page shows into lines and paragraphs,
// by where they stand: a run below the last starts a line (a paragraph
// when the gap is wider than a line's), one to the right of the last
// one's end, past a narrow space, is another word.
type writer struct {
	b    bytes.Buffer
	last run
	has  bool
}

// run is a piece of text shown at once: where it starts and ends on the
// page, and the size of its font there.
type run struct {
	x0, y0, x1, size float64
	text             string
}

// The gaps, in proportion to the font's size, that part words, lines and
// paragraphs.
const (
	wordGap      = 0.15
	lineGap      = 0.5
	paragraphGap = 1.7
)

func (w *writer) add(r run) {
	t := clean(r.text)
	if strings.TrimSpace(t) == "" {
		if w.has && t != "" && !endsSpace(w.b.Bytes()) && math.Abs(r.y0-w.last.y0) < lineGap*r.size {
			w.b.WriteByte(' ')
		}
		return
	}
	if w.has {
		size := math.Max(math.Max(r.size, w.last.size), 1)
		dy, gap := math.Abs(r.y0-w.last.y0), r.x0-w.last.x1
		switch {
		case dy > paragraphGap*size:
			w.b.WriteString("\n\n")
		case dy > lineGap*size && w.hyphenated(t):
			w.b.Truncate(w.b.Len() - 1)
		case dy > lineGap*size:
			w.b.WriteByte('\n')
		case (gap > wordGap*size || gap < -size) && !endsSpace(w.b.Bytes()) && !startsSpace(t):
			w.b.WriteByte(' ')
		}
	}
	w.b.WriteString(t)
	w.last, w.has = r, true
}

// hyphenated reports whether the text so far ends with a word broken
// by a hyphen that the next line, starting with t, completes: a letter,
// a hyphen, and a lower-case letter at the start of t. The word is
// joined again, as pdftotext joins it.
func (w *writer) hyphenated(t string) bool {
	b := w.b.Bytes()
	if len(b) < 2 || b[len(b)-1] != '-' {
		return false
	}
	before, _ := utf8.DecodeLastRune(b[:len(b)-1])
	next, _ := utf8.DecodeRuneInString(t)
	return unicode.IsLetter(before) && unicode.IsLower(next)
}

// page ends a page: the next one's text starts a paragraph.
func (w *writer) page() {
	if w.has {
		w.b.WriteString("\n\n")
		w.has = false
	}
}

// text is what w holds, at most limit bytes, each line's trailing white
// space removed and no more than one blank line in a row.
func (w *writer) text(limit int) string {
	s := w.b.String()
	if len(s) > limit {
		s = strings.ToValidUTF8(s[:limit], "")
	}
	lines := strings.Split(s, "\n")
	out := lines[:0]
	for _, l := range lines {
		l = strings.TrimRightFunc(l, unicode.IsSpace)
		if l == "" && (len(out) == 0 || out[len(out)-1] == "") {
			continue
		}
		out = append(out, l)
	}
	return strings.TrimSpace(strings.Join(out, "\n"))
}

func endsSpace(b []byte) bool {
	r, _ := utf8.DecodeLastRune(b)
	return unicode.IsSpace(r)
}

func startsSpace(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsSpace(r)
}

// ligatures are the letters a ligature glyph stands for, so that the
// text reads and searches as typed.
var ligatures = strings.NewReplacer("\ufb00", "ff", "\ufb01", "fi", "\ufb02", "fl", "\ufb03", "ffi", "\ufb04", "ffl", "\ufb05", "st", "\ufb06", "st")

// clean is a run's text as UTF-8 without control characters (a font
// without an encoding gives its codes as bytes), ligatures spelled out;
// a soft hyphen shows only at the end of a run, where a line may break.
func clean(s string) string {
	s = strings.ToValidUTF8(s, "")
	if strings.HasSuffix(s, "\u00ad") {
		s = strings.TrimSuffix(s, "\u00ad") + "-"
	}
	s = strings.Map(func(r rune) rune {
		switch {
		case r == '\t' || r == '\n' || r == '\r':
			return ' '
		case unicode.IsControl(r) || r == utf8.RuneError || r == '\u00ad':
			return -1
		}
		return r
	}, s)
	return ligatures.Replace(s)
}
