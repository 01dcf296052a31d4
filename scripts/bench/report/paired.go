package main

import (
	"fmt"
	"io"
	"strings"
)

// rate gives a run's pages per second.
type rate func(harnessRun) float64

// urlRate is the harness's own figure: the listed URLs over the wall time.
func urlRate(r harnessRun) float64 {
	if r.WallS <= 0 {
		return 0
	}
	return float64(r.URLCount) / r.WallS
}

// othersLoad is how many cores the rest of the machine kept busy, on
// average, during a run.
func othersLoad(r harnessRun) float64 {
	if r.WallS <= 0 {
		return 0
	}
	return r.OtherCPUS / r.WallS
}

// pairedTable writes, for each cell with a twin on the base build, each
// build's median pages/s and the ratios new/base taken round by round (the
// k-th run of a cell and the k-th run of its twin ran one after the other)
// and summarised as median (min–max). A pages/s ratio above 1 means the
// new build is faster; CPU and memory ratios below 1 mean it uses less.
func pairedTable(w io.Writer, c *cells, pagesPerS rate) {
	fmt.Fprintln(w, "| cell | rounds | base pages/s | new pages/s | pages/s new/base, paired | CPU s new/base | peak PSS new/base | others' load, cores | failed runs new, base |")
	fmt.Fprintln(w, "|---|---|---|---|---|---|---|---|---|")
	rows := 0
	for _, tag := range c.order {
		if strings.HasSuffix(tag, baseSuffix) {
			continue
		}
		base, ok := c.runs[tag+baseSuffix]
		if !ok {
			continue
		}
		cur := c.runs[tag]
		n := min(len(cur), len(base))
		cur, base = cur[:n], base[:n]
		cpu := func(r harnessRun) float64 { return r.CPUS }
		pss := func(r harnessRun) float64 { return r.PeakPSSMB }
		load := append(values(cur, othersLoad), values(base, othersLoad)...)
		fmt.Fprintf(w, "| %s | %d | %s | %s | **%s** | %s | %s | %s | %d, %d |\n", tag, n,
			summarize(values(base, pagesPerS)).formatRate(), summarize(values(cur, pagesPerS)).formatRate(),
			summarize(ratios(values(cur, pagesPerS), values(base, pagesPerS))).format(3),
			summarize(ratios(values(cur, cpu), values(base, cpu))).format(3),
			summarize(ratios(values(cur, pss), values(base, pss))).format(3),
			summarize(load).format(2), failures(cur), failures(base))
		rows++
	}
	if rows == 0 {
		fmt.Fprintln(w, "| (no cell has a twin on the base build) | | | | | | | | |")
	}
}

func failures(runs []harnessRun) int {
	n := 0
	for _, r := range runs {
		if r.failed() {
			n++
		}
	}
	return n
}
