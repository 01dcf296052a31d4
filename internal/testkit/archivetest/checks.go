package archivetest

import (
	"encoding/json"
	"testing"
)

// WARCSummary is what warcio read in WARC files.
type WARCSummary struct {
	Records        int            `json:"records"`
	Types          map[string]int `json:"types"`
	BlockDigests   int            `json:"blockDigests"`
	PayloadDigests int            `json:"payloadDigests"`
	Problems       []string       `json:"problems"`
}

// CheckWARC reads files with warcio and checks every record's block
// digest and every payload digest; any problem fails the test.
func CheckWARC(tb testing.TB, files ...string) WARCSummary {
	tb.Helper()
	var s WARCSummary
	out := Node(tb, "warc-check.cjs", files...)
	if err := json.Unmarshal(out, &s); err != nil {
		tb.Fatalf("warc-check: %v: %s", err, out)
	}
	if s.BlockDigests != s.Records {
		tb.Errorf("warcio checked %d block digests of %d records", s.BlockDigests, s.Records)
	}
	return s
}

// CheckHAR validates files against the HAR 1.2 schema with
// har-validator, and returns how many entries they hold; an invalid file
// fails the test.
func CheckHAR(tb testing.TB, files ...string) int {
	tb.Helper()
	var s struct {
		Files   int `json:"files"`
		Entries int `json:"entries"`
	}
	out := Node(tb, "har-check.cjs", files...)
	if err := json.Unmarshal(out, &s); err != nil || s.Files != len(files) {
		tb.Fatalf("har-check: %v: %s", err, out)
	}
	return s.Entries
}

// CDXIndex is warcio's CDXJ index of a WARC file: its lines, as warcio
// writes them.
func CDXIndex(tb testing.TB, file string) []byte {
	tb.Helper()
	return Node(tb, "cdx-index.cjs", file)
}
