package document

import (
	"strconv"

	"github.com/ledongthuc/pdf"
)

// font is what text layout needs of a font: how its codes read as text,
// and how wide each is (thousandths of the font's size).
type font struct {
	enc     pdf.TextEncoding
	twoByte bool // a composite (Type0) font: two bytes a code
	first   int
	widths  []float64
	cid     map[int]float64 // a composite font's widths, by code
	missing float64         // the width of a code without one
}

// noFont stands for a font that was never set or cannot be found: its
// bytes are taken as they are.
var noFont = &font{missing: 500}

// defaultWidth is a glyph's width when a font lists none (the standard
// fonts, which need not): about an average letter's.
const defaultWidth = 500

func newFont(v pdf.Value) *font {
	if v.IsNull() {
		return noFont
	}
	pf := pdf.Font{V: v}
	f := &font{enc: pf.Encoder(), missing: defaultWidth}
	if v.Key("Subtype").Name() == "Type0" {
		f.twoByte = true
		f.cidWidths(v.Key("DescendantFonts").Index(0))
		return f
	}
	if isOT1(v) {
		f.enc = ot1{}
	}
	f.first, f.widths = pf.FirstChar(), pf.Widths()
	if len(f.widths) > 0 {
		f.missing = v.Key("FontDescriptor").Key("MissingWidth").Float64()
	}
	return f
}

// cidWidths reads a composite font's W array: "c [w1 w2 ...]" gives
// consecutive codes from c their widths, "c1 c2 w" gives codes c1..c2
// one width; DW is the width of the rest (1000 when absent).
func (f *font) cidWidths(d pdf.Value) {
	f.missing = 1000
	if dw := d.Key("DW"); dw.Kind() == pdf.Integer || dw.Kind() == pdf.Real {
		f.missing = dw.Float64()
	}
	w := d.Key("W")
	f.cid = map[int]float64{}
	for i := 0; i+1 < w.Len(); {
		c := int(w.Index(i).Int64())
		if next := w.Index(i + 1); next.Kind() == pdf.Array {
			for j := 0; j < next.Len() && len(f.cid) < 1<<16; j++ {
				f.cid[c+j] = next.Index(j).Float64()
			}
			i += 2
			continue
		}
		if i+2 >= w.Len() {
			break
		}
		last, width := int(w.Index(i+1).Int64()), w.Index(i+2).Float64()
		for k := c; k <= last && k-c < 1<<16; k++ {
			f.cid[k] = width
		}
		i += 3
	}
}

// codes calls fn for each code of a string, saying whether it is the
// single-byte space that word spacing widens.
func (f *font) codes(raw string, fn func(code int, space bool)) {
	if f.twoByte {
		for i := 0; i+1 < len(raw); i += 2 {
			fn(int(raw[i])<<8|int(raw[i+1]), false)
		}
		return
	}
	for i := 0; i < len(raw); i++ {
		fn(int(raw[i]), raw[i] == ' ')
	}
}

func (f *font) width(code int) float64 {
	if f.cid != nil {
		if w, ok := f.cid[code]; ok {
			return w
		}
		return f.missing
	}
	if i := code - f.first; i >= 0 && i < len(f.widths) {
		return f.widths[i]
	}
	return f.missing
}

func (f *font) decode(raw string) string {
	if f.enc == nil {
		return raw
	}
	return f.enc.Decode(raw)
}

// fontKey names a font across a document's pages: the pages of one PDF
// name a font the same way (/F15) and the font names itself (a subset's
// name carries a tag of its own, ABCDEF+CMR10), so that reading it again
// for each page, its widths and character map inflated from an object
// stream each time, is spared. A font without a name of its own (Type3)
// has no key.
func fontKey(resource string, v pdf.Value) (string, bool) {
	base := v.Key("BaseFont").Name()
	if base == "" {
		return "", false
	}
	return resource + "\x00" + base + "\x00" + v.Key("Subtype").Name() + "\x00" +
		strconv.FormatInt(v.Key("FirstChar").Int64(), 10) + "-" + strconv.FormatInt(v.Key("LastChar").Int64(), 10), true
}
