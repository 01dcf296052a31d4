package main

import (
	"os"
	"runtime/debug"

	"github.com/rendercrawl/render/crawl"
)

// fetchGCPercent is the collector's target (GOGC) in runs that fetch
// pages over HTTP. Such a run keeps a few MB alive and allocates each
// page's body, text and record, so at Go's default of 100 it collected
// about every hundred pages and spent a sixth of its CPU doing so; at
// 400 its heap stays within five times what is alive (about 20 MB on
// 2,000 static pages). A run that renders every page (--mode browser)
// spends its time in Chrome and keeps the default, as does any run
// given GOGC.
const fetchGCPercent = 400

// tuneGC sets the collector's target for the run o asks for.
func tuneGC(o *options) {
	if _, set := os.LookupEnv("GOGC"); set || o.crawl.Mode == crawl.ModeBrowser {
		return
	}
	debug.SetGCPercent(fetchGCPercent)
}
