package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/rendercrawl/render/internal/testkit/realweb"
)

type realwebOptions struct {
	record            string
	maxPages          int
	newName, baseName string
}

// build is one build's cells: their tag suffix and what to call the build.
type build struct {
	suffix, name string
}

// realwebTables writes the realweb suite's tables: the static sites, the
// auto/http ratio per site, the apps and routes, and, when a base build
// ran too, the paired ratios new/base of every cell.
func realwebTables(w io.Writer, o realwebOptions) error {
	c, err := readCells(o.record)
	if err != nil {
		return err
	}
	isRW := func(tag string) bool { return strings.HasPrefix(tag, "RW/") }
	outs := loadOutcomes(c, isRW, func(err error) { fmt.Fprintf(w, "<!-- unreadable output: %v -->\n", err) })
	builds := []build{{"", o.newName}}
	if c.hasBase() {
		builds = append(builds, build{baseSuffix, o.baseName})
	}
	dir := realweb.DefaultDir()
	staticTable(w, c, outs, builds, realweb.StaticSites("", dir), o.maxPages)
	fmt.Fprintln(w)
	autoHTTPTable(w, c, builds, realweb.StaticSites("", dir))
	fmt.Fprintln(w)
	appTable(w, c, outs, builds, realweb.Apps("", dir))
	if c.hasBase() {
		fmt.Fprintln(w)
		rw := &cells{runs: c.runs}
		for _, t := range c.order {
			if isRW(t) {
				rw.order = append(rw.order, t)
			}
		}
		pairedTable(w, rw, outs.rate)
	}
	return nil
}

// staticTable writes one row per site, mode and build: medians (min–max)
// over the rounds.
func staticTable(w io.Writer, c *cells, outs outcomes, builds []build, sites []realweb.StaticSite, maxPages int) {
	fmt.Fprintf(w, "`render --crawl --scope prefix` from each site's seed; browser: the first %d pages (`--max-pages %d`). "+
		"To browser: records with reason `verify` or `recheck` (rendered both ways to verify a kind) and all records rendered (mode browser, or rendered both ways).\n\n", maxPages, maxPages)
	fmt.Fprintln(w, "| site | mode | build | runs | pages | wall s | pages/s | CPU s | peak PSS MB | to browser: verify+recheck | to browser: all | error records | failed runs |")
	fmt.Fprintln(w, "|---|---|---|---|---|---|---|---|---|---|---|---|---|")
	for _, s := range sites {
		for _, mode := range staticModes {
			for _, b := range builds {
				runs := c.runs[staticTag(s.Name, mode)+b.suffix]
				if len(runs) == 0 {
					continue
				}
				count := func(f func(outcome) int) spread {
					return summarize(values(runs, func(r harnessRun) float64 { return float64(f(outs[r.Output])) }))
				}
				fmt.Fprintf(w, "| %s | %s | %s | %d | %s | %s | %s | %s | %s | %s | %s | %s | %d |\n",
					s.Name, mode, b.name, len(runs),
					count(func(o outcome) int { return o.pages }).format(0),
					summarize(values(runs, wallOf)).format(2),
					summarize(values(runs, outs.rate)).formatRate(),
					summarize(values(runs, func(r harnessRun) float64 { return r.CPUS })).format(1),
					summarize(values(runs, func(r harnessRun) float64 { return r.PeakPSSMB })).format(0),
					count(func(o outcome) int { return o.sample }).format(0),
					count(func(o outcome) int { return o.rendered }).format(0),
					count(func(o outcome) int { return o.errors }).format(0),
					failures(runs))
			}
		}
	}
}

func wallOf(r harnessRun) float64 { return r.WallS }

// autoHTTPTable writes, per site and build, auto mode's wall time over
// --mode http's, taken round by round (the two cells ran one after the
// other) and summarised as median (min–max).
func autoHTTPTable(w io.Writer, c *cells, builds []build, sites []realweb.StaticSite) {
	fmt.Fprintln(w, "| site | build | auto/http wall, paired per round | http wall s | auto wall s |")
	fmt.Fprintln(w, "|---|---|---|---|---|")
	for _, s := range sites {
		for _, b := range builds {
			auto, http := c.runs[staticTag(s.Name, "auto")+b.suffix], c.runs[staticTag(s.Name, "http")+b.suffix]
			if len(auto) == 0 || len(http) == 0 {
				continue
			}
			fmt.Fprintf(w, "| %s | %s | **%s** | %s | %s |\n", s.Name, b.name,
				summarize(ratios(values(auto, wallOf), values(http, wallOf))).format(1),
				summarize(values(http, wallOf)).format(2), summarize(values(auto, wallOf)).format(2))
		}
	}
}
