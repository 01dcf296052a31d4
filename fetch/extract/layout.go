package extract

import "bytes"

// The layout of visible text, element by element, as innerText has it:
// blocks and paragraphs ask for line breaks, a <br> is one, a table row
// ends with a line break and a cell with a tab unless it is the last of
// its table or row. The tokenizer does not say where the parser closes a
// <p>, a cell or a row on its own (<p>a<div>, <td>a<td>b); these rules
// close them where the parser would.

// tableState is what the text of one open table needs to know: whether a
// row and a cell are open, and whether a tab (after a cell) or a line
// break (after a row) is owed if another cell or row follows.
type tableState struct {
	row, cell    bool
	tab, rowDone bool
}

// layoutStart lays out the start of a visible element.
func (e *extractor) layoutStart(tag string) {
	switch tag {
	case "br":
		e.text.literal('\n')
	case "p":
		e.closeP()
		e.text.require(pBreak)
		e.pOpen = true
	case "td", "th":
		e.cellStart()
	case "tr":
		e.rowStart()
	case "thead", "tbody", "tfoot":
		e.rowEnd()
	case "table":
		e.closeP()
		e.text.require(1)
		e.tables = append(e.tables, tableState{})
	default:
		if blockBreak(tag) {
			e.closeP()
			e.text.require(1)
		}
	}
}

// layoutEnd lays out the end of a visible element.
func (e *extractor) layoutEnd(tag string) {
	switch tag {
	case "br": // </br> is a <br> to the parser
		e.text.literal('\n')
	case "p":
		e.pOpen = false
		e.text.require(pBreak)
	case "td", "th":
		e.cellEnd()
	case "tr":
		e.rowEnd()
	case "table":
		e.rowEnd()
		e.closeP()
		if n := len(e.tables); n > 0 {
			e.tables = e.tables[:n-1]
		}
		e.text.require(1)
	default:
		if blockBreak(tag) {
			e.closeP()
			e.text.require(1)
		}
	}
}

// closeP ends an open <p> where the parser would close it.
func (e *extractor) closeP() {
	if e.pOpen {
		e.pOpen = false
		e.text.require(pBreak)
	}
}

func (e *extractor) table() *tableState {
	if n := len(e.tables); n > 0 {
		return &e.tables[n-1]
	}
	return nil
}

func (e *extractor) cellStart() {
	t := e.table()
	if t == nil {
		return
	}
	e.cellEnd()
	if !t.row {
		e.rowStart()
	}
	if t.tab {
		e.text.literal('\t')
	}
	t.tab, t.cell = false, true
}

func (e *extractor) cellEnd() {
	t := e.table()
	if t == nil || !t.cell {
		return
	}
	e.closeP()
	t.cell, t.tab = false, true
}

func (e *extractor) rowStart() {
	t := e.table()
	if t == nil {
		return
	}
	e.rowEnd()
	if t.rowDone {
		e.text.literal('\n')
	}
	t.row, t.rowDone, t.tab = true, false, false
}

func (e *extractor) rowEnd() {
	t := e.table()
	if t == nil {
		return
	}
	e.cellEnd()
	if t.row {
		t.row, t.rowDone = false, true
	}
	t.tab = false
}

// styleHides reports an inline style that sets display: none.
func styleHides(style []byte) bool {
	for {
		i := indexFold(style, "display")
		if i < 0 {
			return false
		}
		style = style[i+len("display"):]
		v := bytes.TrimLeft(style, " \t\n\r\f")
		if len(v) == 0 || v[0] != ':' {
			continue
		}
		v = bytes.TrimLeft(v[1:], " \t\n\r\f")
		if hasFoldAt(v, 0, "none") {
			return true
		}
	}
}

// containsFold reports whether b holds s (lowercase ASCII), ignoring
// ASCII case.
func containsFold(b []byte, s string) bool { return indexFold(b, s) >= 0 }

// indexFold is the index of s (lowercase ASCII) in b, ignoring ASCII
// case, or -1.
func indexFold(b []byte, s string) int {
	for i := 0; i+len(s) <= len(b); i++ {
		if hasFoldAt(b, i, s) {
			return i
		}
	}
	return -1
}

// hasFoldAt reports whether b holds s (lowercase ASCII) at i, ignoring
// ASCII case.
func hasFoldAt(b []byte, i int, s string) bool {
	if i+len(s) > len(b) {
		return false
	}
	for j := 0; j < len(s); j++ {
		if b[i+j]|0x20 != s[j] {
			return false
		}
	}
	return true
}
