package crawl

import (
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/rendercrawl/render/sink"
)

// The summary's page times are the successful pages' p50 and p95, as a
// sort of every time gives them, with memory bounded by the distinct
// times, not by the pages.
func TestSummaryPageTimes(t *testing.T) {
	for _, n := range []int{1, 2, 3, 19, 20, 21, 1000} {
		tl := newTally()
		rng := rand.New(rand.NewPCG(uint64(n), 7))
		var all []int64
		for range n {
			ms := int64(rng.IntN(40)) * int64(rng.IntN(40))
			all = append(all, ms)
			tl.observe(&sink.Record{URL: "https://a.test/", Mode: sink.ModeHTTP, ElapsedMS: ms})
		}
		tl.observe(&sink.Record{URL: "https://a.test/x", Mode: sink.ModeHTTP, Error: "failed", ElapsedMS: 99999})
		slices.Sort(all)
		s := tl.summary(time.Second)
		if want50, want95 := all[len(all)/2], all[min(len(all)-1, len(all)*95/100)]; s.P50MS != want50 || s.P95MS != want95 {
			t.Errorf("%d pages: p50 %d p95 %d, want %d and %d", n, s.P50MS, s.P95MS, want50, want95)
		}
		if len(tl.times) > 40*40 {
			t.Errorf("%d pages: %d times kept", n, len(tl.times))
		}
	}
}
