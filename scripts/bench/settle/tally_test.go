package main

import (
	"strings"
	"testing"
)

func TestTally(t *testing.T) {
	tests := []struct {
		name   string
		never  bool
		stable bool
		recs   []record // Settled "-" stands for no record
		missed bool
		row    string
	}{
		{"all final", false, false, []record{
			{Text: "a MARK b", Settled: "quiet", ElapsedMS: 300},
			{Text: "MARK", Settled: "quiet", ElapsedMS: 100},
			{Text: "MARK", Settled: "quiet", ElapsedMS: 200},
		}, false, "| fixture | p | 3 | 3 | 0 | quiet 3 | 200 | 300 |"},
		{"final but by timeout", false, false, []record{
			{Text: "MARK", Settled: "quiet", ElapsedMS: 100},
			{Text: "MARK", Settled: "timeout", ElapsedMS: 30000},
		}, true, "| fixture | p | 2 | 2 | 1 | quiet 1, timeout 1 | 30000 | 30000 |"},
		{"no marker", false, false, []record{{Text: "Loading", Settled: "quiet", ElapsedMS: 100}}, true,
			"| fixture | p | 1 | 0 | 0 | quiet 1 | 100 | 100 |"},
		{"an error", false, false, []record{{Text: "MARK", Error: "page hung", ElapsedMS: 100}}, true,
			`| fixture | p | 1 | 0 | 0 | "" 1 | 100 | 100 |`},
		{"no record", false, false, []record{{Settled: "-"}}, true, "| fixture | p | 1 | 0 | 0 | (no record) 1 | - | - |"},
		{"never settles, by timeout", true, false, []record{{Text: "MARK", Settled: "timeout", ElapsedMS: 5000}}, false,
			"| fixture | p | 1 | 1 | 1 | timeout 1 | 5000 | 5000 |"},
		{"never settles, but did", true, false, []record{{Text: "MARK", Settled: "quiet", ElapsedMS: 100}}, true,
			"| fixture | p | 1 | 1 | 0 | quiet 1 | 100 | 100 |"},
		{"a fixed document, the same in every run", false, true, []record{
			{Text: "Search MARK list", Settled: "quiet", ElapsedMS: 100},
			{Text: "Search MARK list", Settled: "quiet", ElapsedMS: 100},
		}, false, "| fixture | p | 2 | 2 | 0 | quiet 2 | 100 | 100 |"},
		{"a fixed document cut short in one run", false, true, []record{
			{Text: "Search MARK list", Settled: "quiet", ElapsedMS: 100},
			{Text: "Loading... MARK list", Settled: "quiet", ElapsedMS: 90},
			{Text: "Search MARK list", Settled: "quiet", ElapsedMS: 100},
		}, true, "| fixture | p | 3 | 3 | 0 | quiet 3 | 100 | 100 |"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ty := &tally{page: page{group: "fixture", name: "p", marker: "MARK", never: tc.never, stable: tc.stable}}
			for i, rec := range tc.recs {
				ty.add(i, "http://127.0.0.1/p", rec, rec.Settled != "-")
			}
			if got := ty.missed(); got != tc.missed {
				t.Errorf("missed = %v, want %v", got, tc.missed)
			}
			var b strings.Builder
			ty.row(&b)
			if got := strings.TrimSpace(b.String()); got != tc.row {
				t.Errorf("row\n got %s\nwant %s", got, tc.row)
			}
			if tc.missed != (len(ty.misses)+len(ty.unstable()) > 0) {
				t.Errorf("misses %q %q, want some: %v", ty.misses, ty.unstable(), tc.missed)
			}
		})
	}
}
