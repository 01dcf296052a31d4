package charset

import (
	"bytes"
	"sync"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/encoding/korean"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"
)

// The detector guesses the encoding of a document that declares none and
// is not valid UTF-8, as a browser does, instead of defaulting to
// windows-1252 and showing mojibake for CJK pages. It decodes a sample with
// each candidate and scores how plausible the resulting text is for the
// candidate's language: invalid sequences and control or private-use
// characters cost a lot; frequent characters of the language (and kana for
// Japanese, Hangul for Korean) earn most; characters of the encoding's
// common level earn a little; rare ones cost. The wrong CJK decoding of a
// text mostly yields valid but rare or implausible characters, so the
// scores separate well on a few dozen characters of real text.

// language is the language a CJK candidate encoding is scored for.
type language uint8

const (
	langHans language = iota
	langHant
	langJa
	langKo
)

type candidate struct {
	name string
	enc  encoding.Encoding
	lang language
}

// cjkCandidates in tie-break order, before the single-byte ones
// (detect_langs.go); windows-1252, the WHATWG fallback, is chosen when
// nothing scores above zero.
var cjkCandidates = []candidate{
	{"gbk", simplifiedchinese.GB18030, langHans}, // WHATWG's gbk decoder is gb18030's
	{"shift_jis", japanese.ShiftJIS, langJa},
	{"euc-jp", japanese.EUCJP, langJa},
	{"big5", traditionalchinese.Big5, langHant},
	{"euc-kr", korean.EUCKR, langKo},
}

// minEvidence is the score a single-byte candidate other than
// windows-1252 needs to be chosen: about three frequent letters. Below
// it, the bytes say too little, and WHATWG's default stands.
const minEvidence = 8

// detectSample is how many bytes of the document are scored.
const detectSample = 64 << 10

// detect returns the most plausible encoding of b: the candidate whose
// decoding of b scores best, windows-1252 when none scores above zero.
func detect(b []byte) (encoding.Encoding, string) {
	if len(b) > detectSample {
		b = b[:detectSample]
	}
	b = nonASCIIContext(b)
	var enc encoding.Encoding = charmap.Windows1252
	name, best := "windows-1252", 0
	for _, c := range cjkCandidates {
		out, err := c.enc.NewDecoder().Bytes(b)
		if err != nil {
			continue
		}
		// A CJK character is two bytes, scored as one rune; a single-byte
		// candidate scores each byte.
		if s := 2 * score(out, c.lang); s > best {
			enc, name, best = c.enc, c.name, s
		}
	}
	for i, t := range sbTablesFor() {
		s := sbScore(t, b)
		if i > 0 && s < minEvidence {
			continue // a byte or two is no reason to leave the default
		}
		if s > best {
			enc, name, best = t.enc, sbCandidates[i].name, s
		}
	}
	return enc, name
}

// nonASCIIContext drops the leading ASCII of b (markup, mostly) up to a
// line before the first non-ASCII byte, so that scoring and decoding work
// on the text that matters.
func nonASCIIContext(b []byte) []byte {
	i := 0
	for i < len(b) && b[i] < utf8.RuneSelf {
		i++
	}
	if j := bytes.LastIndexByte(b[:i], '\n'); j >= 0 {
		return b[j+1:]
	}
	return b
}

// Rune classes, as bits of runeClass.
const (
	cGBL1     uint16 = 1 << iota // GB2312 level 1 hanzi
	cGBL2                        // GB2312 level 2 hanzi
	cBig5L1                      // Big5 frequently used hanzi
	cBig5L2                      // Big5 less frequently used hanzi
	cJISL1                       // JIS X 0208 level 1 kanji
	cJISL2                       // JIS X 0208 level 2 kanji
	cKSHangul                    // KS X 1001 Hangul (the 2,350 common syllables)
	cKSHanja                     // KS X 1001 Hanja
	cTopHans                     // in commonHans
	cTopHant                     // in commonHant
	cTopJa                       // in commonJa
	cTopKo                       // in commonKo
)

var (
	classOnce sync.Once
	classes   *[0x10000]uint16
)

// runeClass returns the class bits of a BMP rune.
func runeClass(r rune) uint16 {
	classOnce.Do(buildClasses)
	if r < 0 || r >= 0x10000 {
		return 0
	}
	return classes[r]
}

// buildClasses fills the class table by decoding the level ranges of each
// legacy character set, and the frequency lists.
func buildClasses() {
	t := new([0x10000]uint16)
	euc := func(lo, hi byte) [][2]byte {
		var p [][2]byte
		for l := lo; l <= hi; l++ {
			for tr := byte(0xa1); tr <= 0xfe; tr++ {
				p = append(p, [2]byte{l, tr})
			}
		}
		return p
	}
	big5 := func(lo, hi byte) [][2]byte {
		var p [][2]byte
		for l := lo; l <= hi; l++ {
			for tr := 0x40; tr <= 0xfe; tr++ {
				if tr <= 0x7e || tr >= 0xa1 {
					p = append(p, [2]byte{l, byte(tr)})
				}
			}
		}
		return p
	}
	mark := func(enc encoding.Encoding, pairs [][2]byte, bit uint16) {
		buf := make([]byte, 0, len(pairs)*3)
		for _, p := range pairs {
			buf = append(buf, p[0], p[1], '\n')
		}
		out, err := enc.NewDecoder().Bytes(buf)
		if err != nil {
			return
		}
		for _, line := range bytes.Split(out, []byte("\n")) {
			r, n := utf8.DecodeRune(line)
			if n == len(line) && r != utf8.RuneError && r < 0x10000 {
				t[r] |= bit
			}
		}
	}
	mark(simplifiedchinese.GBK, euc(0xb0, 0xd7), cGBL1)
	mark(simplifiedchinese.GBK, euc(0xd8, 0xf7), cGBL2)
	mark(traditionalchinese.Big5, big5(0xa4, 0xc6), cBig5L1)
	mark(traditionalchinese.Big5, big5(0xc9, 0xf9), cBig5L2)
	mark(japanese.EUCJP, euc(0xb0, 0xcf), cJISL1)
	mark(japanese.EUCJP, euc(0xd0, 0xf4), cJISL2)
	mark(korean.EUCKR, euc(0xb0, 0xc8), cKSHangul)
	mark(korean.EUCKR, euc(0xca, 0xfd), cKSHanja)
	for _, l := range []struct {
		s   string
		bit uint16
	}{{commonHans, cTopHans}, {commonHant, cTopHant}, {commonJa, cTopJa}, {commonKo, cTopKo}} {
		for _, r := range l.s {
			if r < 0x10000 {
				t[r] |= l.bit
			}
		}
	}
	classes = t
}

// score rates how plausible text is as running text of lang.
func score(text []byte, lang language) int {
	s := 0
	for _, r := range string(text) {
		if r < utf8.RuneSelf {
			if r < ' ' && r != '\t' && r != '\n' && r != '\r' && r != '\f' {
				s -= 5
			}
			continue
		}
		s += cjkScore(r, lang)
	}
	return s
}

// cjkScore rates a non-ASCII rune in text of a CJK language.
func cjkScore(r rune, lang language) int {
	switch {
	case r == utf8.RuneError, r < 0xa0:
		return -10
	case r >= 0xe000 && r <= 0xf8ff: // private use: unmapped codes
		return -5
	case r >= 0x3041 && r <= 0x30ff: // kana
		if lang == langJa {
			return 3
		}
		return 0
	case r >= 0xff61 && r <= 0xff9f: // half-width katakana
		return -1
	case r >= 0x3000 && r <= 0x303f, r >= 0xff01 && r <= 0xff60, r >= 0xffe0 && r <= 0xffe6:
		return 1 // CJK and full-width punctuation
	case r >= 0xac00 && r <= 0xd7a3: // Hangul syllables
		c := runeClass(r)
		switch {
		case lang != langKo:
			return -1
		case c&cTopKo != 0:
			return 3
		case c&cKSHangul != 0:
			return 1
		}
		return -1
	case r >= 0x3130 && r <= 0x318f: // Hangul compatibility jamo
		return -1
	case r >= 0x4e00 && r <= 0x9fff: // CJK unified ideographs
		return hanScore(runeClass(r), lang)
	case r >= 0x0370 && r <= 0x04ff: // Greek, Cyrillic
		return -1
	case r >= 0x3400 && r <= 0x4dbf, r >= 0xf900 && r <= 0xfaff: // rare ideographs
		return -2
	case r >= 0x2000 && r <= 0x2bff, r <= 0xff: // punctuation, symbols, Latin-1
		return 0
	}
	return -1
}

// hanScore rates an ideograph with class bits c for lang.
func hanScore(c uint16, lang language) int {
	var top, l1, l2 uint16
	switch lang {
	case langHans:
		top, l1, l2 = cTopHans, cGBL1, cGBL2
	case langHant:
		top, l1, l2 = cTopHant, cBig5L1, cBig5L2
	case langJa:
		top, l1, l2 = cTopJa, cJISL1, cJISL2
	case langKo:
		top, l1, l2 = 0, 0, cKSHanja
	}
	switch {
	case c&top != 0:
		return 3
	case c&l1 != 0:
		return 1
	case c&l2 != 0:
		return 0
	}
	return -2
}

// isISO2022JP reports seven-bit bytes with the escape sequences that
// switch ISO-2022-JP to JIS X 0208 (ESC $ @, ESC $ B) and back.
func isISO2022JP(b []byte) bool {
	if len(b) > detectSample {
		b = b[:detectSample]
	}
	seen := false
	for i, c := range b {
		switch {
		case c >= 0x80:
			return false
		case c == 0x1b && i+2 < len(b) && b[i+1] == '$' && (b[i+2] == '@' || b[i+2] == 'B'):
			seen = true
		}
	}
	return seen
}
