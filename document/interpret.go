package document

import (
	"math"

	"github.com/ledongthuc/pdf"
)

// matrix is a PDF transformation [a b c d e f]: a point (x, y) goes to
// (a·x + c·y + e, b·x + d·y + f).
type matrix [6]float64

var identity = matrix{1, 0, 0, 1, 0, 0}

// mul is m then n (m × n in the specification's row-vector terms).
func (m matrix) mul(n matrix) matrix {
	return matrix{
		m[0]*n[0] + m[1]*n[2], m[0]*n[1] + m[1]*n[3],
		m[2]*n[0] + m[3]*n[2], m[2]*n[1] + m[3]*n[3],
		m[4]*n[0] + m[5]*n[2] + n[4], m[4]*n[1] + m[5]*n[3] + n[5],
	}
}

func (m matrix) apply(x, y float64) (float64, float64) {
	return m[0]*x + m[2]*y + m[4], m[1]*x + m[3]*y + m[5]
}

func translate(x, y float64) matrix { return matrix{1, 0, 0, 1, x, y} }

// gstate is the part of the graphics state that places text.
type gstate struct {
	ctm, tm, tlm              matrix
	tc, tw, th, tl, tfs, rise float64
	font                      *font
}

// interpreter follows a page's text operators (PDF 32000-1 §9.4) to
// where each string is shown; the rest of the page is ignored.
type interpreter struct {
	g      gstate
	stack  []gstate
	fonts  map[string]*font
	shared map[string]*font // the document's fonts, by fontKey
	res    pdf.Value
	w      *writer
	// op is what the content's interpretation calls for each operator;
	// depth how deep in forms it is.
	op    func(stk *pdf.Stack, op string)
	depth int
}

// do carries out one operator with its operands.
func (in *interpreter) do(stk *pdf.Stack, op string) {
	args := make([]pdf.Value, stk.Len())
	for i := len(args) - 1; i >= 0; i-- {
		args[i] = stk.Pop()
	}
	g := &in.g
	switch op {
	case "q":
		in.stack = append(in.stack, *g)
	case "Q":
		if n := len(in.stack); n > 0 {
			*g, in.stack = in.stack[n-1], in.stack[:n-1]
		}
	case "cm":
		if m, ok := matrixOf(args); ok {
			g.ctm = m.mul(g.ctm)
		}
	case "BT":
		g.tm, g.tlm = identity, identity
	case "Tc", "Tw", "Tz", "TL", "Ts":
		in.textParam(op, args)
	case "Tf":
		if len(args) == 2 {
			g.font, g.tfs = in.font(args[0].Name()), args[1].Float64()
		}
	case "Td", "TD":
		if len(args) == 2 {
			if op == "TD" {
				g.tl = -args[1].Float64()
			}
			in.moveLine(args[0].Float64(), args[1].Float64())
		}
	case "Tm":
		if m, ok := matrixOf(args); ok {
			g.tm, g.tlm = m, m
		}
	case "T*":
		in.moveLine(0, -g.tl)
	case "Tj", "'", "\"":
		in.showOp(op, args)
	case "TJ":
		if len(args) == 1 {
			in.showArray(args[0])
		}
	case "Do":
		if len(args) == 1 {
			in.form(args[0].Name())
		}
	}
}

// maxFormDepth is how deep forms placed in forms are read.
const maxFormDepth = 4

// form shows a form XObject the content places (a page drawn into
// another, a header repeated on each page): its content is read where it
// stands, with its own resources, in the state of the page at that
// point, which it leaves as it found it.
func (in *interpreter) form(name string) {
	xo := in.res.Key("XObject").Key(name)
	if xo.Key("Subtype").Name() != "Form" || in.depth >= maxFormDepth {
		return
	}
	saved, res, fonts := in.g, in.res, in.fonts
	if m, ok := matrixOf(arrayValues(xo.Key("Matrix"))); ok {
		in.g.ctm = m.mul(in.g.ctm)
	}
	if r := xo.Key("Resources"); !r.IsNull() {
		in.res, in.fonts = r, map[string]*font{}
	}
	in.depth++
	pdf.Interpret(xo, in.op)
	in.depth--
	in.g, in.res, in.fonts = saved, res, fonts
}

// arrayValues are the elements of an array value.
func arrayValues(a pdf.Value) []pdf.Value {
	out := make([]pdf.Value, a.Len())
	for i := range out {
		out[i] = a.Index(i)
	}
	return out
}

// textParam sets one of the text state's parameters.
func (in *interpreter) textParam(op string, args []pdf.Value) {
	if len(args) != 1 {
		return
	}
	v, g := args[0].Float64(), &in.g
	switch op {
	case "Tc":
		g.tc = v
	case "Tw":
		g.tw = v
	case "Tz":
		g.th = v / 100
	case "TL":
		g.tl = v
	case "Ts":
		g.rise = v
	}
}

// showOp is Tj, ' (next line, show) and " (set spacing, next line, show).
func (in *interpreter) showOp(op string, args []pdf.Value) {
	g := &in.g
	if op == "\"" && len(args) == 3 {
		g.tw, g.tc, args = args[0].Float64(), args[1].Float64(), args[2:]
	}
	if len(args) != 1 {
		return
	}
	if op != "Tj" {
		in.moveLine(0, -g.tl)
	}
	in.show(args[0].RawString())
}

// showArray is TJ: strings, and numbers that move the next one back by
// thousandths of the font's size (a wide move is a word's space).
func (in *interpreter) showArray(a pdf.Value) {
	g := &in.g
	for i := 0; i < a.Len(); i++ {
		v := a.Index(i)
		if v.Kind() == pdf.String {
			in.show(v.RawString())
			continue
		}
		g.tm = translate(-v.Float64()/1000*g.tfs*g.th, 0).mul(g.tm)
	}
}

func (in *interpreter) moveLine(tx, ty float64) {
	g := &in.g
	g.tlm = translate(tx, ty).mul(g.tlm)
	g.tm = g.tlm
}

// show shows a string in the current font: its text goes to the writer
// with where it starts and ends, and the text position moves past it.
func (in *interpreter) show(raw string) {
	g := &in.g
	f := g.font
	if f == nil {
		f = noFont
	}
	trm := g.tm.mul(g.ctm)
	x0, y0 := trm.apply(0, g.rise)
	size := math.Abs(g.tfs) * math.Hypot(trm[2], trm[3])
	adv := 0.0
	f.codes(raw, func(code int, space bool) {
		tx := f.width(code)/1000*g.tfs + g.tc
		if space {
			tx += g.tw
		}
		adv += tx * g.th
	})
	g.tm = translate(adv, 0).mul(g.tm)
	x1, _ := g.tm.mul(g.ctm).apply(0, g.rise)
	in.w.add(run{x0: x0, y0: y0, x1: x1, size: size, text: f.decode(raw)})
}

// font is a page's font resource, read once per page, and once per
// document when it has a name of its own (fontKey).
func (in *interpreter) font(name string) *font {
	if f, ok := in.fonts[name]; ok {
		return f
	}
	v := in.res.Key("Font").Key(name)
	key, ok := fontKey(name, v)
	f, cached := in.shared[key]
	if !ok || !cached {
		f = newFont(v)
		if ok {
			in.shared[key] = f
		}
	}
	in.fonts[name] = f
	return f
}

// matrixOf is the matrix of an operator's six operands.
func matrixOf(args []pdf.Value) (matrix, bool) {
	var m matrix
	if len(args) != 6 {
		return m, false
	}
	for i := range m {
		m[i] = args[i].Float64()
	}
	return m, true
}
