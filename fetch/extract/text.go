package extract

import (
	"sync"
	"unicode/utf8"

	"github.com/rendercrawl/render/internal/word8"
)

// textBuilder lays out visible text as a browser's innerText does (the
// HTML standard's "rendered text collection steps"): white space collapsed
// within a line and trimmed at its ends; a block asks for a line break
// before and after it (a <p> for two: a blank line), consecutive requests
// give as many line breaks as the largest of them, and requests at the
// start or end of the text give none; a <br>, a table row and a table cell
// add a line break, a line break and a tab of their own.
type textBuilder struct {
	buf       []byte
	space     bool // a collapsed space is pending
	lineStart bool // nothing written on the current line yet
	breaks    int  // line breaks required before what comes next
}

func newTextBuilder(capacity int) textBuilder {
	return textBuilder{buf: make([]byte, 0, capacity), lineStart: true}
}

// textBufs holds the buffers of finished text builders: a page's text is
// copied out of its builder (String), so the buffer can serve the next
// page rather than grow anew from nothing on each.
var textBufs = sync.Pool{New: func() any { return new([]byte) }}

// maxPooledText: a buffer grown larger than this (a huge page's) is left
// to the garbage collector.
const maxPooledText = 1 << 20

// takeTextBuf returns an empty buffer for a text builder.
func takeTextBuf() []byte {
	return (*textBufs.Get().(*[]byte))[:0]
}

// giveTextBuf hands back the buffer of a builder whose text was copied
// out.
func giveTextBuf(b []byte) {
	if cap(b) <= maxPooledText {
		textBufs.Put(&b)
	}
}

// htmlSpace marks the bytes HTML treats as whitespace.
var htmlSpace = [256]bool{' ': true, '\t': true, '\n': true, '\r': true, '\f': true}

// flushBreaks writes the required line breaks before content, unless the
// text has not started.
func (t *textBuilder) flushBreaks() {
	if t.breaks > 0 && len(t.buf) > 0 {
		for range t.breaks {
			t.buf = append(t.buf, '\n')
		}
	}
	t.breaks = 0
}

// write appends text, collapsing runs of HTML whitespace to one space.
// Words that single plain spaces part are already as collapsed as they
// get: each such run is appended at once.
func (t *textBuilder) write(s []byte) {
	for len(s) > 0 {
		i := 0
		for i < len(s) && htmlSpace[s[i]] {
			i++
		}
		if i > 0 {
			if !t.lineStart {
				t.space = true
			}
			s = s[i:]
		}
		j := plainRun(s)
		for j < len(s) {
			if c := s[j]; htmlSpace[c] && (c != ' ' || j+1 == len(s) || htmlSpace[s[j+1]]) {
				break
			}
			j++
		}
		if j == 0 {
			return
		}
		t.flushBreaks()
		if t.space {
			t.buf = append(t.buf, ' ')
			t.space = false
		}
		t.buf = append(t.buf, s[:j]...)
		t.lineStart = false
		s = s[j:]
	}
}

// plainRun returns how many leading bytes of s, in steps of eight, write
// does not need to look at one by one: no control character (HTML's
// white space but the space is among them) and no space followed by
// white space or a control character.
func plainRun(s []byte) int {
	j := 0
	for j+9 <= len(s) {
		x, next := word8.At(s, j), word8.At(s, j+1)
		if word8.Below(x, 0x20) != 0 || word8.Below(x, 0x21)&word8.Below(next, 0x21) != 0 {
			break
		}
		j += 8
	}
	return j
}

// writePre appends preformatted text: spaces kept, newlines line breaks.
func (t *textBuilder) writePre(s []byte) {
	if len(s) == 0 {
		return
	}
	t.flushBreaks()
	if t.space {
		t.buf = append(t.buf, ' ')
		t.space = false
	}
	for _, c := range s {
		switch c {
		case '\r':
			continue
		case '\n':
			t.lineStart = true
		default:
			t.lineStart = false
		}
		t.buf = append(t.buf, c)
	}
}

// require asks for n line breaks (1 around a block, 2 around a <p>) before
// the next content.
func (t *textBuilder) require(n int) {
	t.space = false
	t.lineStart = true
	t.breaks = max(t.breaks, n)
}

// literal appends a line break or tab of its own (a <br>, the end of a
// table row, the end of a table cell): unlike a required break it is not
// merged with others, nor dropped at the start.
func (t *textBuilder) literal(c byte) {
	t.flushBreaks()
	t.space = false
	t.lineStart = true
	t.buf = append(t.buf, c)
}

// String returns the text, without the white space a browser's layout
// leaves off its end.
func (t *textBuilder) String() string {
	b := t.buf
	for len(b) > 0 && htmlSpace[b[len(b)-1]] {
		b = b[:len(b)-1]
	}
	return string(b)
}

// runeCount returns the number of runes of s, as
// utf8.RuneCountInString counts them (an invalid byte is a rune): runs of
// ASCII eight bytes at a time, the rest one rune at a time.
func runeCount(s string) int {
	n, i := 0, 0
	for i < len(s) {
		if i+8 <= len(s) && word8.High(word8.At(s, i)) == 0 {
			n, i = n+8, i+8
			continue
		}
		if s[i] < utf8.RuneSelf {
			n, i = n+1, i+1
			continue
		}
		_, size := utf8.DecodeRuneInString(s[i:])
		n, i = n+1, i+size
	}
	return n
}
