package content

import (
	"math/rand/v2"
	"regexp"
	"slices"
	"testing"
)

// wordRE is the benchmark tokenizer's word (Python's \w+), which tokens
// spells out by hand.
var wordRE = regexp.MustCompile(`[\p{L}\p{N}_]+`)

// tokens splits as the regular expression does: on text of every kind
// of character, invalid UTF-8 included.
func TestTokensAreTheRegexps(t *testing.T) {
	pieces := []string{"a", "Z", "0", "9", "_", " ", "-", ".", "é", "ß", "日本", "٣", "Ⅻ", "½", "\u00ad", "\u200b", "\ufffd",
		"\xff", "\xe6\x97", "\t", "\n", "—", "'", "x1_y", "😀", "\u0301", "İ"}
	rng := rand.New(rand.NewPCG(1, 2))
	for i := range 20000 {
		var s string
		for range rng.IntN(12) {
			s += pieces[rng.IntN(len(pieces))]
		}
		if got, want := tokens(s), wordRE.FindAllString(s, -1); !slices.Equal(got, want) {
			t.Fatalf("case %d: tokens(%q) = %q, want %q", i, s, got, want)
		}
	}
}

func BenchmarkTokens(b *testing.B) {
	s := "The committee met on Tuesday — to discuss the new café's library (2024), which opens in spring. "
	for range 6 {
		s += s
	}
	b.SetBytes(int64(len(s)))
	for b.Loop() {
		tokens(s)
	}
}
