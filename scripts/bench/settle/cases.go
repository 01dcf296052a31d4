package main

import (
	"strconv"

	"github.com/rendercrawl/render/internal/testkit/realweb"
)

// page is one page the harness renders in every round.
type page struct {
	group, name string
	// path is the page's URL (relative to the test site for the fixture
	// pages); vary, when set, gives the round's URL instead.
	url    string
	vary   func(round int) string
	marker string
	// never marks a page built never to settle: it should end by the
	// timeout, its marker (if any) still in its text.
	never bool
	// stable marks a page that must show the same text in every run
	// (the corpus' apps render fixed documents).
	stable bool
}

// urlFor is the page's URL in a round.
func (p page) urlFor(round int) string {
	if p.vary != nil {
		return p.vary(round)
	}
	return p.url
}

// fixturePages are the test site's pages whose work the page's own thread
// does not show, as the render package's wait tests render them.
func fixturePages(base string) []page {
	fx := func(name, path, marker string) page {
		return page{group: "fixture", name: name, url: base + path, marker: marker}
	}
	worker := fx("worker parses 1-3 s", "", "WORKER-DONE")
	worker.vary = func(round int) string {
		return base + "/wait/worker.html?ms=" + strconv.Itoa(1000+1000*(round%3))
	}
	return []page{
		worker,
		fx("blob: worker", "/wait/worker.html?blob=1&ms=1500", "WORKER-DONE"),
		fx("worker works in slices", "/wait/worker.html?chunked=1&ms=1500", "WORKER-DONE"),
		fx("worker fetches, then parses", "/wait/worker.html?fetch=/api/item/1&ms=1500", "WORKER-DONE"),
		fx("shared worker", "/wait/shared-worker.html?ms=1500", "SHARED-WORKER-DONE"),
		fx("idle worker that never answers", "/wait/worker-log.html", "WORKER-LOG-PAGE"),
		fx("worker whose script is missing", "/wait/worker-missing.html", "WORKER-MISSING-PAGE"),
		fx("placeholder for 2 s", "/wait/spinner.html", "SPINNER-DONE"),
		fx("spinner for 2 s", "/wait/spinner.html?kind=spinner", "SPINNER-DONE"),
		fx("aria-busy for 2 s", "/wait/spinner.html?kind=busy", "SPINNER-DONE"),
		fx("progress bar for 2 s", "/wait/spinner.html?kind=progressbar", "SPINNER-DONE"),
		fx("websocket only", "/wait/websocket.html", "WS-ECHO hello"),
		fx("websocket answers in 2 s", "/wait/websocket.html?delay=2000", "WS-ECHO hello"),
		fx("decorations are no indicators", "/wait/decor.html", "DECOR-PAGE"),
		fx("long task after the network", "/longtask.html", "LONGTASK-DONE"),
	}
}

// neverPages are the test site's pages built never to settle.
func neverPages(base string) []page {
	nv := func(name, path, marker string) page {
		return page{group: "never", name: name, url: base + path, marker: marker, never: true}
	}
	return []page{
		nv("placeholder for ever", "/wait/spinner.html?ms=0", "Loading"),
		nv("spinner for ever", "/wait/spinner.html?ms=0&kind=spinner", ""),
		nv("aria-busy for ever", "/wait/spinner.html?ms=0&kind=busy", "Results"),
		nv("worker at work for ever", "/wait/worker.html?ms=600000", "Reference"),
		nv("request for ever", "/never-quiet.html", "NEVER-QUIET"),
	}
}

// corpusPages are the realweb corpus' apps and their hash routes.
func corpusPages(base, dir string) []page {
	var out []page
	for _, a := range realweb.Apps(base, dir) {
		out = append(out, page{group: "corpus", name: a.Name, url: a.URL, marker: a.Marker, stable: true})
		for _, r := range a.Routes {
			out = append(out, page{group: "corpus", name: a.Name + " " + r.URL[len(a.URL):], url: r.URL, marker: r.Marker, stable: true})
		}
	}
	return out
}
