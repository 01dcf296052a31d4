package crawl

import (
	"archive/zip"
	"bytes"
	"encoding/xml"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"
)

// sheetTables is fetched with each spreadsheet (an Office Open XML
// workbook, .xlsx) as the table its largest sheet holds (sheetTable):
// a page's scripts read a workbook for its rows (a cask register kept
// in Excel), and a table is what the crawler reads entries and names
// of. fetched itself when it holds none.
func sheetTables(fetched []Fetch) []Fetch {
	var out []Fetch
	for i, f := range fetched {
		if !bytes.HasPrefix(f.Body, zipMagic) {
			continue
		}
		table, ok := sheetTable(f.Body)
		if !ok {
			continue
		}
		if out == nil {
			out = slices.Clone(fetched)
		}
		out[i].Body = table
	}
	if out == nil {
		return fetched
	}
	return out
}

// sheetTable is the largest sheet (of most cells) of the workbook body
// as tab-separated text, its first row first, each row as wide as the
// widest, a cell's text as a
// person reads it in the sheet (a shared string, an inline one, a
// number or a formula's value as stored, a date's serial as its day:
// dateStyles), its tabs and line breaks
// spaces; and whether body is a workbook with a sheet of cells. It is
// read within bounds (maxWorkbookRead, maxCellText, maxSheetText), at
// most maxSheets sheets, each up to maxSheetRows rows of maxSheetCols
// columns: a small archive may inflate to gigabytes.
func sheetTable(body []byte) ([]byte, bool) {
	z, err := zip.NewReader(bytes.NewReader(body), int64(len(body)))
	if err != nil {
		return nil, false
	}
	budget := int64(maxWorkbookRead)
	var strs []string
	var dates []bool
	var sheets []*zip.File
	seen, styled := false, false
	for _, f := range z.File {
		switch {
		case f.Name == "xl/sharedStrings.xml" && !seen:
			// Once: an archive may name one part many times.
			seen = true
			strs = sharedStrings(f, &budget)
		case f.Name == "xl/styles.xml" && !styled:
			styled = true
			dates = dateStyles(f, &budget)
		case strings.HasPrefix(f.Name, "xl/worksheets/") && strings.HasSuffix(f.Name, ".xml") && !strings.Contains(f.Name[len("xl/worksheets/"):], "/") && len(sheets) < maxSheets:
			sheets = append(sheets, f)
		}
	}
	var best [][]string
	bestCells := 0
	for _, f := range sheets {
		rows, cells := sheetRows(f, strs, dates, &budget)
		if cells > bestCells {
			best, bestCells = rows, cells
		}
	}
	if bestCells == 0 {
		return nil, false
	}
	// Every row as wide as the widest: a table's rows have the fields
	// of its head, though a sheet keeps no empty cell at their end.
	width := 0
	for _, row := range best {
		width = max(width, len(row))
	}
	var b bytes.Buffer
	for _, row := range best {
		b.WriteString(strings.Join(row, "\t"))
		b.WriteString(strings.Repeat("\t", width-len(row)))
		b.WriteByte('\n')
	}
	return b.Bytes(), true
}

// Bounds of a workbook read (sheetTable): maxWorkbookRead the bytes of
// its parts read, all together, once inflated; maxCellText a cell's
// text, and maxSheetText a sheet's, all its cells' together (a shared
// string is read once, and may fill every cell).
const (
	maxWorkbookRead = 16 << 20
	maxCellText     = 1 << 10
	maxSheetText    = 1 << 20
)

// maxSheets bounds the sheets of a workbook read (sheetTable), the
// first in its archive.
const maxSheets = 16

// maxSheetRows and maxSheetCols bound a sheet read (sheetTable).
const (
	maxSheetRows = 10000
	maxSheetCols = 64
)

// part is a decoder of the XML of the workbook's part f, of what is
// left of budget, which the bytes it reads take from; or nil.
func part(f *zip.File, budget *int64) (*xml.Decoder, io.Closer) {
	if *budget <= 0 {
		return nil, nil
	}
	r, err := f.Open()
	if err != nil {
		return nil, nil
	}
	return xml.NewDecoder(&budgeted{r: r, left: budget}), r
}

// budgeted reads r until the bytes left run out.
type budgeted struct {
	r    io.Reader
	left *int64
}

func (b *budgeted) Read(p []byte) (int, error) {
	if *b.left <= 0 {
		return 0, io.EOF
	}
	if int64(len(p)) > *b.left {
		p = p[:*b.left]
	}
	n, err := b.r.Read(p)
	*b.left -= int64(n)
	return n, err
}

// sharedStrings is the strings of a workbook's shared string table, in
// order: each item's text, its runs' joined, without its phonetic
// reading.
func sharedStrings(f *zip.File, budget *int64) []string {
	d, c := part(f, budget)
	if d == nil {
		return nil
	}
	defer c.Close()
	var out []string
	var cur strings.Builder
	in, text, phonetic := false, false, 0
	for {
		tok, err := d.Token()
		if err != nil {
			return out
		}
		switch t := tok.(type) {
		case xml.StartElement:
			switch t.Name.Local {
			case "si":
				in = true
				cur.Reset()
			case "t":
				text = in
			case "rPh":
				phonetic++
			}
		case xml.EndElement:
			switch t.Name.Local {
			case "si":
				if in {
					out = append(out, cur.String())
				}
				in = false
			case "t":
				text = false
			case "rPh":
				phonetic--
			}
		case xml.CharData:
			if text && phonetic == 0 {
				cur.Write(t)
			}
		}
	}
}

// sheetRows is the rows of a sheet's cells, as text (sheetTable), in
// the columns their references give them (B2 is the second), without
// empty rows, and the count of cells that hold text.
func sheetRows(f *zip.File, strs []string, dates []bool, budget *int64) ([][]string, int) {
	d, c := part(f, budget)
	if d == nil {
		return nil, 0
	}
	defer c.Close()
	var rows [][]string
	var row []string
	cells, text := 0, 0
	col, typ, date := -1, "", false
	var val strings.Builder
	inVal := false
	for {
		tok, err := d.Token()
		if err != nil {
			break
		}
		switch t := tok.(type) {
		case xml.StartElement:
			switch t.Name.Local {
			case "row":
				row = nil
			case "c":
				typ, col, date = "", len(row), false
				val.Reset()
				for _, a := range t.Attr {
					switch a.Name.Local {
					case "s":
						n, err := strconv.Atoi(a.Value)
						date = err == nil && n >= 0 && n < len(dates) && dates[n]
					case "t":
						typ = a.Value
					case "r":
						if n := cellColumn(a.Value); n >= 0 {
							col = n
						}
					}
				}
			case "v", "t":
				inVal = true
			}
		case xml.EndElement:
			switch t.Name.Local {
			case "v", "t":
				inVal = false
			case "c":
				s := val.String()
				if date && (typ == "" || typ == "n") {
					s = serialDate(s)
				}
				if typ == "s" {
					s = ""
					if n, err := strconv.Atoi(strings.TrimSpace(val.String())); err == nil && n >= 0 && n < len(strs) {
						s = strs[n]
					}
				}
				if s = strings.TrimSpace(s); len(s) > maxCellText {
					s = strings.ToValidUTF8(s[:maxCellText], "")
				}
				s = strings.TrimSpace(strings.Map(func(r rune) rune {
					if r == '\t' || r == '\n' || r == '\r' {
						return ' '
					}
					return r
				}, s))
				if s != "" && col < maxSheetCols {
					for len(row) <= col {
						row = append(row, "")
					}
					row[col] = s
					cells++
					if text += len(s); text > maxSheetText {
						if len(row) > 0 {
							rows = append(rows, row)
						}
						return rows, cells
					}
				}
			case "row":
				if len(row) > 0 {
					rows = append(rows, row)
					if len(rows) >= maxSheetRows {
						return rows, cells
					}
				}
			}
		case xml.CharData:
			if inVal {
				val.Write(t)
			}
		}
	}
	return rows, cells
}

// dateStyles is, by the index of a cell's style (its s), whether the
// workbook's styles show its number as a date: a built-in format of a
// day (14 to 17, 22, and the East Asian 27 to 36 and 50 to 58) or a
// format of its own with a day or a year in it (dd/mm/yyyy), quoted
// text, escapes and [colours] aside.
func dateStyles(f *zip.File, budget *int64) []bool {
	d, c := part(f, budget)
	if d == nil {
		return nil
	}
	defer c.Close()
	own := map[string]bool{}
	var out []bool
	inXfs := false
	for {
		tok, err := d.Token()
		if err != nil {
			return out
		}
		switch t := tok.(type) {
		case xml.StartElement:
			switch t.Name.Local {
			case "numFmt":
				var id, code string
				for _, a := range t.Attr {
					switch a.Name.Local {
					case "numFmtId":
						id = a.Value
					case "formatCode":
						code = a.Value
					}
				}
				own[id] = dateFormat(code)
			case "cellXfs":
				inXfs = true
			case "xf":
				if !inXfs || len(out) >= maxStyles {
					continue
				}
				id := ""
				for _, a := range t.Attr {
					if a.Name.Local == "numFmtId" {
						id = a.Value
					}
				}
				n, err := strconv.Atoi(id)
				out = append(out, own[id] || err == nil && (n >= 14 && n <= 17 || n == 22 || n >= 27 && n <= 36 || n >= 50 && n <= 58))
			}
		case xml.EndElement:
			if t.Name.Local == "cellXfs" {
				inXfs = false
			}
		}
	}
}

// maxStyles bounds the cell styles dateStyles reads.
const maxStyles = 4096

// dateFormat reports whether a number format's code shows a date: a d or
// a y outside quoted text, escapes and brackets.
func dateFormat(code string) bool {
	quoted, bracket := false, false
	for i := 0; i < len(code); i++ {
		c := code[i]
		switch {
		case c == '"':
			quoted = !quoted
		case quoted:
		case c == '\\' || c == '_' || c == '*':
			i++ // the next character is shown as it is
		case c == '[':
			bracket = true
		case c == ']':
			bracket = false
		case bracket:
		case c == 'd' || c == 'D' || c == 'y' || c == 'Y':
			return true
		}
	}
	return false
}

// serialDate is the day (2024-12-18) of a workbook's date serial, a
// count of days from 30 December 1899 (45644), as the sheet shows it;
// the serial as it is when it is none. A workbook of the 1904 date
// system is read as of the 1900 one.
func serialDate(serial string) string {
	v, err := strconv.ParseFloat(strings.TrimSpace(serial), 64)
	if err != nil || v < 1 || v > 2958465 { // 9999-12-31
		return serial
	}
	epoch := time.Date(1899, 12, 30, 0, 0, 0, 0, time.UTC)
	if v < 60 {
		// Before the 29 February 1900 the 1900 date system counts,
		// which never was.
		epoch = epoch.AddDate(0, 0, 1)
	}
	return epoch.AddDate(0, 0, int(v)).Format("2006-01-02")
}

// cellColumn is the column of the cell reference ref, from 0 (A1: 0,
// AB7: 27), or -1 for none.
func cellColumn(ref string) int {
	n := 0
	for i := 0; i < len(ref); i++ {
		c := ref[i] | 0x20
		if c < 'a' || c > 'z' {
			if i == 0 {
				return -1
			}
			break
		}
		if n = n*26 + int(c-'a') + 1; n > 1<<20 {
			return -1
		}
	}
	return n - 1
}
