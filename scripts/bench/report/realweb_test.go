package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rendercrawl/render/internal/testkit/realweb"
)

// writeOutput writes render records as a run's output and returns its path.
func writeOutput(t *testing.T, dir, name string, recs ...record) string {
	t.Helper()
	p := filepath.Join(dir, name)
	var b strings.Builder
	for _, r := range recs {
		line, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		b.Write(line)
		b.WriteByte('\n')
	}
	if err := os.WriteFile(p, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func appMarker(t *testing.T, name string) realweb.App {
	t.Helper()
	for _, a := range realweb.Apps("", "") {
		if a.Name == name {
			return a
		}
	}
	t.Fatalf("no app %s in the catalogue", name)
	return realweb.App{}
}

func TestRealwebTables(t *testing.T) {
	dir := t.TempDir()
	plain := record{Mode: "http", Reason: "forced"}
	scalar, swagger := appMarker(t, "scalar"), appMarker(t, "swagger")
	var runs []harnessRun
	for i, walls := range [][2]float64{{1, 3}, {2, 8}} {
		n := string(rune('a' + i))
		runs = append(runs,
			harnessRun{Tag: staticTag("postgresql", "http"), WallS: walls[0],
				Output: writeOutput(t, dir, "h"+n, plain, plain, plain, plain)},
			harnessRun{Tag: staticTag("postgresql", "auto"), WallS: walls[1], Output: writeOutput(t, dir, "a"+n,
				record{Mode: "http", Reason: "static"}, record{Mode: "http", Reason: "verify"},
				record{Mode: "browser", Reason: "shell"}, record{Mode: "http", Error: "boom"})},
			harnessRun{Tag: appTag("scalar", "browser"), WallS: 1.5, Output: writeOutput(t, dir, "s"+n,
				record{Mode: "browser", Reason: "forced", ElapsedMS: int64(100 * (i + 1)),
					Text: map[bool]string{true: "x " + scalar.Marker + " y", false: "loading"}[i == 0]})},
			harnessRun{Tag: routeTag("swagger", 0), WallS: 1, Output: writeOutput(t, dir, "r"+n,
				record{Mode: "browser", Reason: "forced", ElapsedMS: 50, Text: swagger.Routes[0].Marker})},
		)
	}
	var out, errs strings.Builder
	if err := run([]string{"realweb", "-record", writeRuns(t, runs), "-new", "abc123"}, &out, &errs); err != nil {
		t.Fatal(err, errs.String())
	}
	table := out.String()
	check := func(name string, row []string, want ...string) {
		t.Helper()
		if strings.Join(row, "|") != strings.Join(want, "|") {
			t.Errorf("%s row = %q\nwant %q", name, row, want)
		}
	}
	auto := rowAfter(t, table, "| postgresql | auto |")
	check("auto", auto, "postgresql", "auto", "abc123", "2", "4 (4–4)", "5.50 (3.00–8.00)", "0.917 (0.500–1.333)",
		"0.0 (0.0–0.0)", "0 (0–0)", "1 (1–1)", "2 (2–2)", "1 (1–1)", "0")
	check("ratio", rowAfter(t, table, "| postgresql | abc123 |"),
		"postgresql", "abc123", "**3.5 (3.0–4.0)**", "1.50 (1.00–2.00)", "5.50 (3.00–8.00)")
	check("app", rowAfter(t, table, "| scalar | browser |"),
		"scalar", "browser", "abc123", "2", "**1/2**", "150 (100–200)", "1.50 (1.50–1.50)", "browser/forced", "–")
	check("route", rowAfter(t, table, "| swagger #/pet/addPet |"),
		"swagger #/pet/addPet", "browser, --keep-fragment", "abc123", "2", "2/2", "50 (50–50)", "1.00 (1.00–1.00)", "browser/forced", "–")
	if strings.Contains(table, "cmake") || strings.Contains(table, "new/base") {
		t.Errorf("rows or a paired table for cells that did not run:\n%s", table)
	}
}

// rowAfter returns the cells of the first line that starts with prefix.
func rowAfter(t *testing.T, table, prefix string) []string {
	t.Helper()
	for _, line := range strings.Split(table, "\n") {
		if strings.HasPrefix(line, prefix) {
			var out []string
			for _, c := range strings.Split(line, "|")[1:] {
				out = append(out, strings.TrimSpace(c))
			}
			return out[:len(out)-1]
		}
	}
	t.Fatalf("no line %q in\n%s", prefix, table)
	return nil
}

func TestRealwebTablesPairBuilds(t *testing.T) {
	dir := t.TempDir()
	rec := record{Mode: "http", Reason: "forced"}
	var runs []harnessRun
	for i := range 3 {
		n := string(rune('a' + i))
		runs = append(runs,
			harnessRun{Tag: staticTag("boost", "http"), URLCount: 1, WallS: 1, Output: writeOutput(t, dir, "n"+n, rec, rec)},
			harnessRun{Tag: staticTag("boost", "http") + baseSuffix, URLCount: 1, WallS: 1, Output: writeOutput(t, dir, "b"+n, rec)})
	}
	var out, errs strings.Builder
	if err := run([]string{"realweb", "-record", writeRuns(t, runs), "-base", "old"}, &out, &errs); err != nil {
		t.Fatal(err, errs.String())
	}
	// The pages are counted from the records, not from the one seed each
	// run was given: the new build found twice the pages in the same time.
	row := rowAfter(t, out.String(), "| RW/boost/http |")
	if row[4] != "**2.000 (2.000–2.000)**" {
		t.Errorf("paired pages/s ratio = %q, want 2.000; table:\n%s", row[4], out.String())
	}
	if rowAfter(t, out.String(), "| boost | http | old |")[4] != "1 (1–1)" {
		t.Errorf("base build's row wrong:\n%s", out.String())
	}
}

func TestRealwebCells(t *testing.T) {
	var out, errs strings.Builder
	if err := run([]string{"realweb-cells", "-base-url", "http://127.0.0.1:9", "-max-pages", "77"}, &out, &errs); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	seen := map[string]bool{}
	browser := 0
	for _, l := range lines {
		f := strings.Split(l, "\t")
		if len(f) != 3 {
			t.Fatalf("line %q: %d fields, want tag, URL, flags", l, len(f))
		}
		if seen[f[0]] {
			t.Errorf("tag %s twice", f[0])
		}
		seen[f[0]] = true
		if !strings.HasPrefix(f[1], "http://127.0.0.1:9/") {
			t.Errorf("%s: URL %q is not on the corpus server", f[0], f[1])
		}
		if strings.HasPrefix(f[0], "RW/") && strings.HasSuffix(f[0], "/browser") && strings.Contains(f[2], "--crawl") {
			browser++
			if !strings.Contains(f[2], "--max-pages 77") {
				t.Errorf("%s: browser crawl without the cap: %q", f[0], f[2])
			}
		}
	}
	sites, apps := realweb.StaticSites("", ""), realweb.Apps("", "")
	routes := 0
	for _, a := range apps {
		routes += len(a.Routes)
	}
	if want := 3*len(sites) + 2*len(apps) + routes; len(lines) != want {
		t.Errorf("%d cells, want %d", len(lines), want)
	}
	if browser != len(sites) {
		t.Errorf("%d browser crawls, want one per site (%d)", browser, len(sites))
	}
}
