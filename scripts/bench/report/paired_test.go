package main

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// writeRuns writes harness records to a runs.jsonl in a fresh directory
// and returns its path.
func writeRuns(t *testing.T, runs []harnessRun) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "runs.jsonl")
	f, err := os.Create(p)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	enc := json.NewEncoder(f)
	for _, r := range runs {
		if err := enc.Encode(r); err != nil {
			t.Fatal(err)
		}
	}
	return p
}

// rowOf returns the table row whose first cell is name, or fails.
func rowOf(t *testing.T, table, name string) []string {
	t.Helper()
	for _, line := range strings.Split(table, "\n") {
		cells := strings.Split(line, "|")
		if len(cells) > 2 && strings.TrimSpace(cells[1]) == name {
			out := make([]string, 0, len(cells)-2)
			for _, c := range cells[1 : len(cells)-1] {
				out = append(out, strings.TrimSpace(c))
			}
			return out
		}
	}
	t.Fatalf("no row %q in\n%s", name, table)
	return nil
}

func TestPairedRatiosAreTakenRoundByRound(t *testing.T) {
	// Round 2 is slow for both builds (a busy machine): its pair still
	// gives the same ratio, which a ratio of medians would not.
	var runs []harnessRun
	for _, walls := range [][2]float64{{1, 2}, {4, 8}, {1, 2.5}} {
		runs = append(runs,
			harnessRun{Tag: "W1/chromedp", URLCount: 200, WallS: 3},
			harnessRun{Tag: "W1/render", URLCount: 200, WallS: walls[0], CPUS: 1, PeakPSSMB: 100, OtherCPUS: walls[0]},
			harnessRun{Tag: "W1/render@base", URLCount: 200, WallS: walls[1], CPUS: 2, PeakPSSMB: 100, ExitCode: 3})
	}
	var out, errs strings.Builder
	if err := run([]string{"paired", "-record", writeRuns(t, runs)}, &out, &errs); err != nil {
		t.Fatal(err, errs.String())
	}
	row := rowOf(t, out.String(), "W1/render")
	want := []string{"W1/render", "3", "80.0 (25.0–100.0)", "200.0 (50.0–200.0)", "**2.000 (2.000–2.500)**",
		"0.500 (0.500–0.500)", "1.000 (1.000–1.000)", "0.50 (0.00–1.00)", "0, 3"}
	if strings.Join(row, "|") != strings.Join(want, "|") {
		t.Errorf("row = %q\nwant  %q", row, want)
	}
	if strings.Contains(out.String(), "W1/chromedp") {
		t.Errorf("a cell without a twin is in the table:\n%s", out.String())
	}
}

func TestPairedSaysWhenThereIsNoTwin(t *testing.T) {
	p := writeRuns(t, []harnessRun{{Tag: "W1/render", URLCount: 200, WallS: 1}})
	var out, errs strings.Builder
	if err := run([]string{"paired", "-record", p}, &out, &errs); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "no cell has a twin") {
		t.Errorf("table without a twin:\n%s", out.String())
	}
}

func TestUsageErrors(t *testing.T) {
	for _, args := range [][]string{nil, {"nope"}, {"realweb-cells"}, {"paired", "-bogus"}} {
		var out, errs strings.Builder
		err := run(args, &out, &errs)
		var u usageError
		if !errors.As(err, &u) {
			t.Errorf("run(%q) = %v, want a usage error", args, err)
		}
	}
}

// TestPeersRatiosAreTakenRoundByRound checks the table of render against
// its peers: ratios of each round's pair, medians of each cell, and a
// pair one of whose cells did not run left out.
func TestPeersRatiosAreTakenRoundByRound(t *testing.T) {
	var runs []harnessRun
	for _, walls := range [][2]float64{{1, 2}, {4, 6}, {2, 2}} {
		runs = append(runs,
			harnessRun{Tag: "W3/colly-c4", URLCount: 2000, WallS: walls[1], CPUS: 2, PeakPSSMB: 40},
			harnessRun{Tag: "W3/render-c4", URLCount: 2000, WallS: walls[0], CPUS: 1, PeakPSSMB: 20})
	}
	var out, errs strings.Builder
	args := []string{"peers", "-record", writeRuns(t, runs), "-pair", "W3/render-c4=W3/colly-c4", "-pair", "W1/render=W1/chromedp-shell"}
	if err := run(args, &out, &errs); err != nil {
		t.Fatal(err, errs.String())
	}
	row := rowOf(t, out.String(), "W3/render-c4")
	want := []string{"W3/render-c4", "W3/colly-c4", "3", "1000.0 (500.0–2000.0)", "1000.0 (333.3–1000.0)", "**1.50 (1.00–2.00)**",
		"0.50 (0.50–0.50)", "0.50 (0.50–0.50)"}
	if strings.Join(row, "|") != strings.Join(want, "|") {
		t.Errorf("row = %q\nwant  %q", row, want)
	}
	if strings.Contains(out.String(), "W1/render") {
		t.Errorf("a pair whose cells did not run is in the table:\n%s", out.String())
	}
	if err := run([]string{"peers", "-record", writeRuns(t, runs)}, &out, &errs); !errors.As(err, new(usageError)) {
		t.Errorf("peers without -pair: %v, want a usage error", err)
	}
	if err := run([]string{"peers", "-pair", "W3/render-c4"}, &out, &errs); !errors.As(err, new(usageError)) {
		t.Errorf("a -pair without its peer: %v, want a usage error", err)
	}
}
