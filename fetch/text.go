package fetch

import "unicode/utf8"

// textBuilder accumulates visible text the way innerText lays it out:
// whitespace collapsed within a line, lines trimmed, one line break between
// blocks and no blank lines.
type textBuilder struct {
	buf       []byte
	space     bool // a collapsed space is pending
	lineStart bool // nothing written on the current line yet
}

func newTextBuilder(capacity int) textBuilder {
	return textBuilder{buf: make([]byte, 0, capacity), lineStart: true}
}

// htmlSpace marks the bytes HTML treats as whitespace.
var htmlSpace = [256]bool{' ': true, '\t': true, '\n': true, '\r': true, '\f': true}

// write appends text, collapsing runs of HTML whitespace to one space.
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
		j := 0
		for j < len(s) && !htmlSpace[s[j]] {
			j++
		}
		if j == 0 {
			return
		}
		if t.space {
			t.buf = append(t.buf, ' ')
			t.space = false
		}
		t.buf = append(t.buf, s[:j]...)
		t.lineStart = false
		s = s[j:]
	}
}

// writePre appends preformatted text: newlines are kept as line breaks.
func (t *textBuilder) writePre(s []byte) {
	for len(s) > 0 {
		i := 0
		for i < len(s) && s[i] != '\n' {
			i++
		}
		t.write(s[:i])
		if i < len(s) {
			t.newline()
			i++
		}
		s = s[i:]
	}
}

// sep ends a word: a table cell or similar boundary.
func (t *textBuilder) sep() {
	if !t.lineStart {
		t.space = true
	}
}

// newline ends the current line, if it has any text.
func (t *textBuilder) newline() {
	t.space = false
	if !t.lineStart {
		t.buf = append(t.buf, '\n')
		t.lineStart = true
	}
}

// String returns the text without a trailing line break.
func (t *textBuilder) String() string {
	b := t.buf
	if n := len(b); n > 0 && b[n-1] == '\n' {
		b = b[:n-1]
	}
	return string(b)
}

// runeCount returns the number of runes of s.
func runeCount(s string) int { return utf8.RuneCountInString(s) }
