package main

import (
	"os"
	"runtime/debug"
	"testing"

	"github.com/rendercrawl/render/crawl"
)

// TestGCTargetFollowsTheMode checks the collector's target: 400 in runs
// that fetch over HTTP, Go's own in a run that renders every page and in
// any run given GOGC.
func TestGCTargetFollowsTheMode(t *testing.T) {
	t.Setenv("GOGC", "") // restored after the test
	os.Unsetenv("GOGC")
	for _, c := range []struct {
		mode crawl.Mode
		gogc string
		want int
	}{
		{crawl.ModeHTTP, "", fetchGCPercent},
		{crawl.ModeAuto, "", fetchGCPercent},
		{crawl.ModeBrowser, "", 100},
		{crawl.ModeHTTP, "150", 100},
	} {
		if c.gogc != "" {
			t.Setenv("GOGC", c.gogc)
		}
		prev := debug.SetGCPercent(100)
		tuneGC(&options{crawl: crawl.Config{Mode: c.mode}})
		if got := debug.SetGCPercent(prev); got != c.want {
			t.Errorf("mode %s, GOGC %q: target %d, want %d", c.mode, c.gogc, got, c.want)
		}
	}
}
