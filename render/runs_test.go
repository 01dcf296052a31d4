package render

import (
	"fmt"
	"os"
	"slices"
	"strconv"
	"testing"
	"time"
)

// runs is how many times the wait tests render each page: once by default,
// more with RENDER_WAIT_RUNS (the figure of record is 20).
func runs(t *testing.T) int {
	t.Helper()
	s := os.Getenv("RENDER_WAIT_RUNS")
	if s == "" {
		return 1
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 {
		t.Fatalf("RENDER_WAIT_RUNS=%q: want a positive number", s)
	}
	return n
}

// tally counts the runs of one page: those that ended with the page's
// final content, those that ended by the timeout, and their times.
type tally struct {
	name           string
	runs, ok, outs int
	elapsed        []time.Duration
}

func (ty *tally) add(pg *Page, final bool) {
	ty.runs++
	if final {
		ty.ok++
	}
	if pg != nil {
		if pg.Settled == SettledTimeout {
			ty.outs++
		}
		ty.elapsed = append(ty.elapsed, pg.Elapsed)
	}
}

func (ty *tally) String() string {
	if len(ty.elapsed) == 0 {
		return fmt.Sprintf("%s: %d/%d renders with the final content, no page", ty.name, ty.ok, ty.runs)
	}
	e := slices.Clone(ty.elapsed)
	slices.Sort(e)
	return fmt.Sprintf("%s: %d/%d renders with the final content, %d ended by timeout; elapsed median %v, max %v",
		ty.name, ty.ok, ty.runs, ty.outs, e[len(e)/2].Round(time.Millisecond), e[len(e)-1].Round(time.Millisecond))
}
