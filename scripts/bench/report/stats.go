package main

import (
	"fmt"
	"sort"
	"strconv"
)

// spread is a median with the smallest and largest value of a sample.
type spread struct {
	med, min, max float64
	n             int
}

func summarize(v []float64) spread {
	if len(v) == 0 {
		return spread{}
	}
	s := append([]float64(nil), v...)
	sort.Float64s(s)
	med := s[len(s)/2]
	if len(s)%2 == 0 {
		med = (s[len(s)/2-1] + s[len(s)/2]) / 2
	}
	return spread{med: med, min: s[0], max: s[len(s)-1], n: len(s)}
}

// format writes "median (min–max)" with prec decimals, the median alone
// for one value, and "–" for none.
func (s spread) format(prec int) string {
	f := func(x float64) string { return strconv.FormatFloat(x, 'f', prec, 64) }
	switch s.n {
	case 0:
		return "–"
	case 1:
		return f(s.med)
	}
	return fmt.Sprintf("%s (%s–%s)", f(s.med), f(s.min), f(s.max))
}

// formatRate formats a rate with the decimals its size needs: 1 from 10
// up, 2 from 1, 3 below (an app's pages/s is a fraction of one).
func (s spread) formatRate() string {
	switch {
	case s.med >= 10:
		return s.format(1)
	case s.med >= 1:
		return s.format(2)
	}
	return s.format(3)
}

// ratios returns num[i]/den[i] for each round both have, skipping rounds
// whose denominator is zero.
func ratios(num, den []float64) []float64 {
	n := min(len(num), len(den))
	out := make([]float64, 0, n)
	for i := range n {
		if den[i] != 0 {
			out = append(out, num[i]/den[i])
		}
	}
	return out
}

// values applies f to each run.
func values(runs []harnessRun, f func(harnessRun) float64) []float64 {
	out := make([]float64, len(runs))
	for i, r := range runs {
		out[i] = f(r)
	}
	return out
}
