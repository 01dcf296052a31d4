package main

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/rendercrawl/render/internal/testkit/realweb"
)

// appTable writes one row per app, mode and build, then one per route and
// build: whether the record's text held the marker, render's own time for
// the page (the record's elapsed_ms), the whole process' wall time (Chrome's
// start and stop included), the path the page took and the last run's note.
func appTable(w io.Writer, c *cells, outs outcomes, builds []build, apps []realweb.App) {
	fmt.Fprintln(w, "| page | mode | build | runs | marker in text | render ms (elapsed_ms) | process wall s | path (mode/reason) | note, error (last run) |")
	fmt.Fprintln(w, "|---|---|---|---|---|---|---|---|---|")
	for _, a := range apps {
		for _, mode := range []string{"browser", "auto"} {
			for _, b := range builds {
				appRow(w, a.Name, mode, b.name, a.Marker, c.runs[appTag(a.Name, mode)+b.suffix], outs)
			}
		}
	}
	for _, a := range apps {
		for i, r := range a.Routes {
			for _, b := range builds {
				page := a.Name + " " + r.URL[strings.Index(r.URL, "#"):]
				appRow(w, page, "browser, --keep-fragment", b.name, r.Marker, c.runs[routeTag(a.Name, i)+b.suffix], outs)
			}
		}
	}
}

func appRow(w io.Writer, page, mode, build, marker string, runs []harnessRun, outs outcomes) {
	if len(runs) == 0 {
		return
	}
	found := 0
	var elapsed []float64
	var paths []string
	last := "no record"
	for _, r := range runs {
		rec := outs[r.Output].only
		if rec == nil {
			continue
		}
		if strings.Contains(rec.Text, marker) {
			found++
		}
		elapsed = append(elapsed, float64(rec.ElapsedMS))
		if p := rec.Mode + "/" + rec.Reason; !slices.Contains(paths, p) {
			paths = append(paths, p)
		}
		last = noteOf(*rec)
	}
	marked := fmt.Sprintf("%d/%d", found, len(runs))
	if found < len(runs) {
		marked = "**" + marked + "**"
	}
	fmt.Fprintf(w, "| %s | %s | %s | %d | %s | %s | %s | %s | %s |\n", page, mode, build, len(runs), marked,
		summarize(elapsed).format(0), summarize(values(runs, wallOf)).format(2), strings.Join(paths, ", "), last)
}

// noteOf is a record's note and error in one table cell.
func noteOf(r record) string {
	s := r.Note
	if r.Error != "" {
		s = strings.TrimSpace(s + " error: " + r.Error)
	}
	if s == "" {
		return "–"
	}
	const most = 140
	if r := []rune(s); len(r) > most {
		s = string(r[:most]) + "…"
	}
	return strings.ReplaceAll(strings.ReplaceAll(s, "|", `\|`), "\n", " ")
}
