package extract

import (
	"bytes"
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"
)

// collapsed is text as write lays it out from a fresh line: the runs of
// characters that are not HTML white space, one space between each two.
func collapsed(s []byte) string {
	words := bytes.FieldsFunc(s, func(r rune) bool { return r < 0x80 && htmlSpace[byte(r)] })
	return string(bytes.Join(words, []byte(" ")))
}

// TestTextWriteCollapsesWhiteSpace checks write, which passes over plain
// runs eight bytes at a time, on text made of words, every kind of white
// space, control characters and non-ASCII letters, written in two parts
// cut anywhere: the text is the words, one space apart, and a space is
// pending when the text ends with white space.
func TestTextWriteCollapsesWhiteSpace(t *testing.T) {
	pieces := []string{"word", "a", " ", "  ", "\t", "\n", "\r\n", "\f", "\x00", "\x1f", "\x7f", "é", "語", "\xa0", "!", "  \t ", "abcdefghijk"}
	rng := rand.New(rand.NewPCG(5, 6))
	for range 5000 {
		var sb strings.Builder
		for range rng.IntN(30) {
			sb.WriteString(pieces[rng.IntN(len(pieces))])
		}
		s := []byte(sb.String())
		cut := rng.IntN(len(s) + 1)
		b := newTextBuilder(0)
		b.write(s[:cut])
		b.write(s[cut:])
		want := collapsed(s)
		trailing := len(s) > 0 && htmlSpace[s[len(s)-1]] && want != ""
		if string(b.buf) != want || b.space != trailing || b.lineStart != (want == "") {
			t.Fatalf("%q cut at %d:\n got %q (space %v, line start %v)\nwant %q (space %v)", s, cut, b.buf, b.space, b.lineStart, want, trailing)
		}
	}
}

// TestRuneCountIsUTF8s: runeCount counts as utf8.RuneCountInString does,
// on texts of ASCII, multi-byte runes and invalid bytes, cut anywhere.
func TestRuneCountIsUTF8s(t *testing.T) {
	pieces := []string{"a", "plain words ", "é", "€", "😀", "\xff", "\xe2\x82", "\x80", "\t\n", "0123456789abcdef"}
	r := rand.New(rand.NewPCG(3, 4))
	for range 5000 {
		var b strings.Builder
		for range r.IntN(40) {
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		s := b.String()
		for _, cut := range []string{s, s[r.IntN(len(s)+1):]} {
			if got, want := runeCount(cut), utf8.RuneCountInString(cut); got != want {
				t.Fatalf("runeCount(%q) = %d, want %d", cut, got, want)
			}
		}
	}
}
