package charset

import (
	"sync"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/encoding"
)

// Single-byte encodings. Each maps the bytes 0x80-0xFF to one alphabet, so
// the same bytes decoded with the wrong one give letters of the wrong
// alphabet or the right alphabet in the wrong order. Decoded bytes are
// scored per language the encoding serves, and the best language counts:
// a letter earns by how frequent it is in that language, a letter the
// language does not use costs; and, whatever the language, what real text
// does not do costs: an invalid or control character, an odd symbol (a
// box-drawing piece, a superscript) inside a word, a capital after a small
// letter in a word, letters of two alphabets in one word, a combining mark
// on nothing.

// sbCandidate is a single-byte encoding with the languages it is scored
// for.
type sbCandidate struct {
	name  string
	langs []*sbLang
}

// sbLang is a language: its letters (small letters, combining marks too),
// most frequent first. For a Latin language only the letters beyond ASCII
// are listed: ASCII reads the same in every candidate.
type sbLang struct {
	name    string
	letters string
}

// Scores of one decoded byte.
const (
	sbInvalid   = -10 // U+FFFD, a C0 or C1 control
	sbOddSymbol = -3  // a symbol text seldom holds (box drawing, ¹, ¤, ...)
	sbForeign   = -4  // a letter the language does not use
	sbCaseFlip  = -4  // a capital right after a small letter
	sbMixed     = -5  // letters of two alphabets side by side
	sbLoneMark  = -5  // a combining mark after no letter
)

// byte classes of a decoded high byte.
const (
	bcOther  uint8 = iota // punctuation or a space: neutral
	bcBad                 // invalid or control
	bcSymbol              // odd symbol
	bcLower               // letter, small (or caseless)
	bcUpper               // letter, capital
	bcMark                // combining mark
)

// sbTable is what scoring needs of a candidate, built once: per high
// byte its class, alphabet and, per language, the score of its letter.
type sbTable struct {
	enc    encoding.Encoding
	class  [128]uint8
	script [128]uint8
	weight [][128]int8 // per language of the candidate
}

var (
	sbOnce   sync.Once
	sbTables []*sbTable
)

func sbTablesFor() []*sbTable {
	sbOnce.Do(func() {
		sbTables = make([]*sbTable, len(sbCandidates))
		for i, c := range sbCandidates {
			sbTables[i] = buildSBTable(c)
		}
	})
	return sbTables
}

func buildSBTable(c sbCandidate) *sbTable {
	enc, _ := lookup(c.name)
	t := &sbTable{enc: enc, weight: make([][128]int8, len(c.langs))}
	rank := make([]map[rune]int8, len(c.langs))
	for li, l := range c.langs {
		rank[li] = letterWeights(l.letters)
	}
	for b := 0x80; b <= 0xff; b++ {
		out, err := enc.NewDecoder().Bytes([]byte{byte(b)})
		r, n := utf8.DecodeRune(out)
		if err != nil || n != len(out) {
			r = utf8.RuneError
		}
		i := b - 0x80
		t.class[i] = runeByteClass(r)
		t.script[i] = scriptOf(r)
		if t.class[i] < bcLower {
			continue
		}
		lower := unicode.ToLower(r)
		for li := range c.langs {
			if w, ok := rank[li][lower]; ok {
				t.weight[li][i] = w
			} else {
				t.weight[li][i] = sbForeign
			}
		}
	}
	return t
}

// letterWeights gives the letters of a frequency-ordered list 3, 2 or 1 by
// the third of the list they stand in.
func letterWeights(letters string) map[rune]int8 {
	rs := []rune(letters)
	m := make(map[rune]int8, len(rs))
	for i, r := range rs {
		if r == ' ' {
			continue
		}
		w := int8(3 - 3*i/len(rs))
		if _, dup := m[r]; !dup {
			m[r] = w
		}
	}
	return m
}

// Alphabets, as far as telling encodings apart needs.
const (
	scriptNone uint8 = iota
	scriptLatin
	scriptGreek
	scriptCyrillic
	scriptHebrew
	scriptArabic
	scriptThai
)

func scriptOf(r rune) uint8 {
	switch {
	case r < 0x80:
		if r|0x20 >= 'a' && r|0x20 <= 'z' {
			return scriptLatin
		}
	case unicode.Is(unicode.Latin, r):
		return scriptLatin
	case unicode.Is(unicode.Greek, r):
		return scriptGreek
	case unicode.Is(unicode.Cyrillic, r):
		return scriptCyrillic
	case unicode.Is(unicode.Hebrew, r):
		return scriptHebrew
	case unicode.Is(unicode.Arabic, r):
		return scriptArabic
	case unicode.Is(unicode.Thai, r):
		return scriptThai
	}
	return scriptNone
}

// runeByteClass classifies a rune a high byte decodes to.
func runeByteClass(r rune) uint8 {
	switch {
	case r == utf8.RuneError, r < 0x20, r >= 0x7f && r < 0xa0:
		return bcBad
	case unicode.Is(unicode.Mn, r):
		return bcMark
	case unicode.IsUpper(r) || unicode.IsTitle(r):
		return bcUpper
	case unicode.IsLetter(r):
		return bcLower
	}
	switch r {
	case '\u00a0', '«', '»', '¡', '¿', '°', '·', '§', '©', '®', '€', '£', '\u00ad', '№', '₪', '×', '÷':
		return bcOther
	}
	switch {
	case r >= 0x2010 && r <= 0x2044, unicode.In(r, unicode.Po, unicode.Pd, unicode.Pi, unicode.Pf, unicode.Ps, unicode.Pe):
		return bcOther // dashes, quotes, ellipsis, and the punctuation of other alphabets
	}
	return bcSymbol
}

// sbScore scores b, decoded with the table's encoding, for the best of
// the languages: the sum of the scores of its high bytes.
func sbScore(t *sbTable, b []byte) int {
	var counts [128]int32
	ctx := 0
	prevLetter, prevLower := false, false
	prevScript := scriptNone
	for _, c := range b {
		if c < 0x80 {
			if c < ' ' && c != '\t' && c != '\n' && c != '\r' && c != '\f' {
				ctx += sbInvalid
			}
			letter := c|0x20 >= 'a' && c|0x20 <= 'z'
			if letter {
				if prevLetter && prevScript != scriptLatin {
					ctx += sbMixed
				}
				prevScript = scriptLatin
			}
			prevLetter, prevLower = letter, c >= 'a' && c <= 'z'
			continue
		}
		i := c - 0x80
		counts[i]++
		switch t.class[i] {
		case bcBad:
			ctx += sbInvalid
			prevLetter = false
		case bcSymbol:
			ctx += sbOddSymbol
			prevLetter = false
		case bcOther:
			prevLetter = false
		case bcMark:
			if !prevLetter {
				ctx += sbLoneMark
			}
		case bcLower, bcUpper:
			s := t.script[i]
			if prevLetter && s != prevScript {
				ctx += sbMixed
			}
			if t.class[i] == bcUpper && prevLetter && prevLower {
				ctx += sbCaseFlip
			}
			prevLetter, prevLower, prevScript = true, t.class[i] == bcLower, s
		}
	}
	best := 0
	for li := range t.weight {
		s := 0
		w := &t.weight[li]
		for i, n := range counts {
			s += int(n) * int(w[i])
		}
		if li == 0 || s > best {
			best = s
		}
	}
	return best + ctx
}
