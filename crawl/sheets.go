package crawl

import (
	"archive/zip"
	"bytes"
	"encoding/xml"
	"io"
	"slices"
	"strconv"
	"strings"
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
// number or a formula's value as stored), its tabs and line breaks
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
	var sheets []*zip.File
	seen := false
	for _, f := range z.File {
		switch {
		case f.Name == "xl/sharedStrings.xml" && !seen:
			// Once: an archive may name one part many times.
			seen = true
			strs = sharedStrings(f, &budget)
		case strings.HasPrefix(f.Name, "xl/worksheets/") && strings.HasSuffix(f.Name, ".xml") && !strings.Contains(f.Name[len("xl/worksheets/"):], "/") && len(sheets) < maxSheets:
			sheets = append(sheets, f)
		}
	}
	var best [][]string
	bestCells := 0
	for _, f := range sheets {
		rows, cells := sheetRows(f, strs, &budget)
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
func sheetRows(f *zip.File, strs []string, budget *int64) ([][]string, int) {
	d, c := part(f, budget)
	if d == nil {
		return nil, 0
	}
	defer c.Close()
	var rows [][]string
	var row []string
	cells, text := 0, 0
	col, typ := -1, ""
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
				typ, col = "", len(row)
				val.Reset()
				for _, a := range t.Attr {
					switch a.Name.Local {
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
