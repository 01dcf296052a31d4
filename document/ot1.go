package document

import (
	"strings"

	"github.com/ledongthuc/pdf"
)

// ot1 reads the codes of a TeX font in its built-in encoding, OT1, which
// a PDF names nowhere: pdfTeX before ToUnicode maps (old papers and
// manuals) embedded Computer Modern without an /Encoding, and the
// library reads its codes as PDFDocEncoding, losing the ligatures
// ("dened" for "defined") and the quotes.
type ot1 struct{}

var _ pdf.TextEncoding = ot1{}

// ot1Codes are the OT1 codes that are not ASCII's characters.
var ot1Codes = map[byte]string{
	0x00: "Γ", 0x01: "Δ", 0x02: "Θ", 0x03: "Λ", 0x04: "Ξ", 0x05: "Π", 0x06: "Σ", 0x07: "Υ", 0x08: "Φ", 0x09: "Ψ", 0x0a: "Ω",
	0x0b: "ff", 0x0c: "fi", 0x0d: "fl", 0x0e: "ffi", 0x0f: "ffl", 0x10: "ı", 0x11: "ȷ", 0x12: "`", 0x13: "´", 0x14: "ˇ",
	0x15: "˘", 0x16: "¯", 0x17: "˚", 0x18: "¸", 0x19: "ß", 0x1a: "æ", 0x1b: "œ", 0x1c: "ø", 0x1d: "Æ", 0x1e: "Œ", 0x1f: "Ø",
	0x20: "", 0x22: "”", 0x27: "’", 0x3c: "¡", 0x3e: "¿", 0x5c: "“", 0x5f: "˙", 0x60: "‘", 0x7b: "–", 0x7c: "—", 0x7d: "˝",
	0x7e: "˜", 0x7f: "¨",
}

func (ot1) Decode(raw string) string {
	var b strings.Builder
	for i := 0; i < len(raw); i++ {
		if s, ok := ot1Codes[raw[i]]; ok {
			b.WriteString(s)
		} else if raw[i] < 0x80 {
			b.WriteByte(raw[i])
		}
	}
	return b.String()
}

// isOT1 reports whether a font is a Computer Modern text font (not its
// typewriter, math or symbol fonts, whose encodings differ) that names
// neither an encoding nor a character map.
func isOT1(v pdf.Value) bool {
	if v.Key("Subtype").Name() != "Type1" || !v.Key("Encoding").IsNull() || !v.Key("ToUnicode").IsNull() {
		return false
	}
	base := v.Key("BaseFont").Name()
	if i := strings.IndexByte(base, '+'); i >= 0 {
		base = base[i+1:]
	}
	for _, other := range []string{"CMTT", "CMSLTT", "CMITT", "CMTEX", "CMMI", "CMSY", "CMEX", "CMBSY", "CMMIB"} {
		if strings.HasPrefix(base, other) {
			return false
		}
	}
	return strings.HasPrefix(base, "CM")
}
