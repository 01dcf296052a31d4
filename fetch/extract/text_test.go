package extract

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// writeByByte is write as it reads byte by byte, without plainRun.
func (t *textBuilder) writeByByte(s []byte) {
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

// TestTextWriteReadsWordsAsBytes checks write, which passes over plain
// runs eight bytes at a time, against the same collapsing byte by byte,
// on text made of words, every kind of white space, control characters
// and non-ASCII letters, at every alignment.
func TestTextWriteReadsWordsAsBytes(t *testing.T) {
	pieces := []string{"word", "a", " ", "  ", "\t", "\n", "\r\n", "\f", "\x00", "\x1f", "\x7f", "é", "語", "\xa0", "!", "  \t "}
	rng := rand.New(rand.NewPCG(5, 6))
	for range 5000 {
		var sb strings.Builder
		for range rng.IntN(30) {
			sb.WriteString(pieces[rng.IntN(len(pieces))])
		}
		s := []byte(sb.String())
		got, want := newTextBuilder(0), newTextBuilder(0)
		got.write(s)
		got.write(s)
		want.writeByByte(s)
		want.writeByByte(s)
		if string(got.buf) != string(want.buf) || got.space != want.space || got.lineStart != want.lineStart {
			t.Fatalf("%q:\n got %q (space %v, line start %v)\nwant %q (space %v, line start %v)", s, got.buf, got.space, got.lineStart, want.buf, want.space, want.lineStart)
		}
	}
}
