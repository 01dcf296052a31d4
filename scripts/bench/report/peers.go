package main

import (
	"fmt"
	"io"
	"strings"
)

// peerPair is a cell of render's and the peer's cell it is measured
// against: "W3/render-c4=W3/colly-c4".
type peerPair struct{ render, peer string }

// parsePeerPair reads RENDER_CELL=PEER_CELL.
func parsePeerPair(s string) (peerPair, error) {
	r, p, ok := strings.Cut(s, "=")
	if !ok || r == "" || p == "" {
		return peerPair{}, fmt.Errorf("-pair %q: want RENDER_CELL=PEER_CELL", s)
	}
	return peerPair{r, p}, nil
}

// peersTable writes, for each pair whose two cells both ran, each one's
// median pages/s and the ratios render/peer taken round by round (the
// k-th runs of the two cells ran in the same round), summarised as
// median (min–max): the figures the speed aims are stated in. A pages/s
// ratio above 1 means render is faster; CPU and memory ratios below 1
// mean it uses less.
func peersTable(w io.Writer, c *cells, pairs []peerPair, pagesPerS rate) {
	fmt.Fprintln(w, "| render cell | peer cell | rounds | render pages/s | peer pages/s | pages/s render/peer, paired | CPU s render/peer | peak PSS render/peer |")
	fmt.Fprintln(w, "|---|---|---|---|---|---|---|---|")
	rows := 0
	for _, p := range pairs {
		rr, pr := c.runs[p.render], c.runs[p.peer]
		n := min(len(rr), len(pr))
		if n == 0 {
			continue
		}
		rr, pr = rr[:n], pr[:n]
		cpu := func(r harnessRun) float64 { return r.CPUS }
		pss := func(r harnessRun) float64 { return r.PeakPSSMB }
		fmt.Fprintf(w, "| %s | %s | %d | %s | %s | **%s** | %s | %s |\n", p.render, p.peer, n,
			summarize(values(rr, pagesPerS)).formatRate(), summarize(values(pr, pagesPerS)).formatRate(),
			summarize(ratios(values(rr, pagesPerS), values(pr, pagesPerS))).format(2),
			summarize(ratios(values(rr, cpu), values(pr, cpu))).format(2),
			summarize(ratios(values(rr, pss), values(pr, pss))).format(2))
		rows++
	}
	if rows == 0 {
		fmt.Fprintln(w, "| (no pair of cells ran) | | | | | | | |")
	}
}
