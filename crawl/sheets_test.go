package crawl

import (
	"archive/zip"
	"bytes"
	"os"
	"slices"
	"strings"
	"testing"
)

// workbook is an .xlsx of the parts given, by name.
func workbook(t *testing.T, parts map[string]string) []byte {
	t.Helper()
	var b bytes.Buffer
	z := zip.NewWriter(&b)
	names := make([]string, 0, len(parts))
	for n := range parts {
		names = append(names, n)
	}
	slices.Sort(names)
	for _, n := range names {
		w, err := z.Create(n)
		if err != nil {
			t.Fatal(err)
		}
		w.Write([]byte(parts[n]))
	}
	if err := z.Close(); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

const sheetNS = `xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"`

// A workbook a page's scripts fetched is read as the table of its
// largest sheet: shared strings (their runs joined, without a phonetic
// reading), inline strings and numbers, each in the column its
// reference gives it; a number of a date's style as its day.
func TestSheetTable(t *testing.T) {
	book := workbook(t, map[string]string{
		"[Content_Types].xml": `<?xml version="1.0"?><Types/>`,
		"xl/workbook.xml":     `<workbook ` + sheetNS + `><sheets><sheet name="Notes" sheetId="1"/><sheet name="Register" sheetId="2"/></sheets></workbook>`,
		"xl/sharedStrings.xml": `<sst ` + sheetNS + `><si><t>Cask</t></si><si><t>Beer</t></si><si><t>Status</t></si>
<si><r><t>Hird </t></r><r><t>Wood</t></r><rPh><t>x</t></rPh></si><si><t>On</t></si><si><t xml:space="preserve">Back
</t></si><si><t>Checked</t></si></sst>`,
		"xl/styles.xml": `<styleSheet ` + sheetNS + `><numFmts count="1"><numFmt numFmtId="164" formatCode="dd/mm/yyyy"/></numFmts>
<cellStyleXfs count="1"><xf numFmtId="0"/></cellStyleXfs><cellXfs count="3"><xf numFmtId="0"/><xf numFmtId="164" applyNumberFormat="1"/><xf numFmtId="14"/></cellXfs></styleSheet>`,
		"xl/worksheets/sheet1.xml": `<worksheet ` + sheetNS + `><sheetData><row r="1"><c r="A1" t="s"><v>6</v></c><c r="B1"><v>45644</v></c></row></sheetData></worksheet>`,
		"xl/worksheets/sheet2.xml": `<worksheet ` + sheetNS + `><sheetData>
<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c><c r="D1" t="inlineStr"><is><t>Notes</t></is></c></row>
<row r="2"><c r="A2" t="inlineStr"><is><t>SH014</t></is></c><c r="B2" t="s"><v>3</v></c><c r="C2" t="s"><v>4</v></c></row>
<row r="3"/>
<row r="4"><c r="A4"><v>7</v></c><c r="C4" t="s"><v>5</v></c><c r="D4" t="str"><f>A4*2</f><v>14</v></c><c r="E4" t="s"><v>99</v></c></row>
<row r="5"><c r="A5" s="1"><v>45644</v></c><c r="B5" s="2"><v>45646.5</v></c><c r="C5" s="0"><v>45644</v></c><c r="D5" s="1" t="s"><v>4</v></c></row>
</sheetData></worksheet>`,
	})
	got, ok := sheetTable(book)
	want := "Cask\tBeer\tStatus\tNotes\nSH014\tHird Wood\tOn\t\n7\t\tBack\t14\n2024-12-18\t2024-12-20\t45644\tOn\n"
	if !ok || string(got) != want {
		t.Errorf("sheetTable = %q, %v; want %q", got, ok, want)
	}
	fetched := []Fetch{{URL: "a.json", Body: []byte(`{"a": 1}`)}, {URL: "casks.xlsx", Body: book}}
	tables := sheetTables(fetched)
	if string(tables[1].Body) != want || !bytes.Equal(fetched[1].Body, book) || string(tables[0].Body) != `{"a": 1}` {
		t.Errorf("sheetTables = %q; the fetched body %d bytes", tables[1].Body, len(fetched[1].Body))
	}
	names, _ := dataNames(tables)
	if !slices.Contains(names, "sh014") && !slices.Contains(names, "SH014") || !slices.Contains(names, "hird-wood") {
		t.Errorf("the names of the sheet's table: %q", names)
	}
	for _, body := range [][]byte{[]byte("PK\x03\x04 not a zip"), workbook(t, map[string]string{"data/a.json": `{}`}),
		workbook(t, map[string]string{"xl/worksheets/sheet1.xml": `<worksheet><sheetData><row/></sheetData></worksheet>`})} {
		if table, ok := sheetTable(body); ok {
			t.Errorf("sheetTable of no sheet of cells = %q", table)
		}
	}
	if tables := sheetTables(fetched[:1]); &tables[0] != &fetched[0] {
		t.Error("fetched without a workbook was copied")
	}
}

// The cask register of a held-out site, saved by a spreadsheet program.
func TestSheetTableOfAWorkbook(t *testing.T) {
	book, err := os.ReadFile("../testdata/heldout/bf/troutbeck/data/casks.xlsx")
	if err != nil {
		t.Fatal(err)
	}
	table, ok := sheetTable(book)
	lines := strings.Split(strings.TrimSpace(string(table)), "\n")
	if !ok || len(lines) < 10 || !strings.HasPrefix(lines[0], "Cask\tSize\tBeer\t") || !strings.Contains(string(table), "\tHWI\t") || !strings.Contains(string(table), "\t2024-12-18\t") {
		t.Errorf("sheetTable = %q, %v", table, ok)
	}
}

func TestDateFormat(t *testing.T) {
	for code, want := range map[string]bool{"dd/mm/yyyy": true, "d mmm": true, "[$-809]dd mmmm yyyy": true, "0.00": false,
		"#,##0": false, `"day "0`: false, "h:mm": false, `0\d`: false, "[Red]0": false, "mmm-yy": true} {
		if got := dateFormat(code); got != want {
			t.Errorf("dateFormat(%q) = %v, want %v", code, got, want)
		}
	}
	for serial, want := range map[string]string{"45644": "2024-12-18", "1": "1900-01-01", "59": "1900-02-28", "61": "1900-03-01", "x": "x", "0": "0", "-3": "-3"} {
		if got := serialDate(serial); got != want {
			t.Errorf("serialDate(%q) = %q, want %q", serial, got, want)
		}
	}
}

func TestCellColumn(t *testing.T) {
	for ref, want := range map[string]int{"A1": 0, "B2": 1, "Z9": 25, "AA3": 26, "AB7": 27, "1": -1, "": -1} {
		if got := cellColumn(ref); got != want {
			t.Errorf("cellColumn(%q) = %d, want %d", ref, got, want)
		}
	}
}

// A small workbook that inflates to much more (one long shared string
// in every cell, a part named again and again) is read within bounds:
// its table is at most a sheet's text bound, and its parts are read
// within the workbook's.
func TestSheetTableOfABomb(t *testing.T) {
	long := strings.Repeat("a", 1<<20)
	var sheet strings.Builder
	sheet.WriteString(`<worksheet ` + sheetNS + `><sheetData>`)
	for r := 1; r <= 30; r++ {
		sheet.WriteString(`<row>`)
		for c := 0; c < 64; c++ {
			sheet.WriteString(`<c t="s"><v>0</v></c>`)
		}
		sheet.WriteString(`</row>`)
	}
	sheet.WriteString(`</sheetData></worksheet>`)
	book := workbook(t, map[string]string{
		"xl/sharedStrings.xml":     `<sst ` + sheetNS + `><si><t>` + long + `</t></si></sst>`,
		"xl/worksheets/sheet1.xml": sheet.String(),
	})
	if len(book) > 64<<10 {
		t.Fatalf("the workbook is %d bytes", len(book))
	}
	table, ok := sheetTable(book)
	if !ok || len(table) > maxSheetText+64*maxCellText+30*64 {
		t.Errorf("sheetTable of a bomb: %d bytes, %v", len(table), ok)
	}
	// One part named many times: read once, within the workbook's bound.
	var b bytes.Buffer
	z := zip.NewWriter(&b)
	for i := 0; i < 8; i++ {
		w, _ := z.Create("xl/sharedStrings.xml")
		w.Write([]byte(`<sst ` + sheetNS + `><si><t>` + strings.Repeat("b", 1<<20) + `</t></si></sst>`))
	}
	w, _ := z.Create("xl/worksheets/sheet1.xml")
	w.Write([]byte(`<worksheet ` + sheetNS + `><sheetData><row><c t="s"><v>0</v></c><c t="inlineStr"><is><t>x</t></is></c></row></sheetData></worksheet>`))
	z.Close()
	table, ok = sheetTable(b.Bytes())
	if !ok || len(table) != maxCellText+len("\tx\n") {
		t.Errorf("sheetTable of a repeated part: %d bytes, %v", len(table), ok)
	}
}
