package render

import (
	"context"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rendercrawl/render/internal/testkit/testsite"
)

// TestWaitFixtures renders pages whose last change comes from something
// the page's own thread, DOM and network do not show: a worker at work, a
// loading indicator kept up by a timer or a socket, a timer the page set
// as it loaded, an interval that checks until it may show the list. Each
// must come back with its final content, settled quiet; and a page whose
// timers are a polling loop or due long after it loaded is not held by
// them, nor for long by a clock or an interval that changes nothing, nor
// by an endless animation.
func TestWaitFixtures(t *testing.T) {
	p := needChrome(t)
	_, base := testsite.Serve(t)
	n := runs(t)
	tests := []struct {
		name, path, marker string
		// minimum is how long the page takes to show its content at the
		// least; maximum bounds a page that must not be held.
		minimum, maximum time.Duration
	}{
		{"worker parses 1-3 s", "/wait/worker.html?ms=", "WORKER-DONE", time.Second, 0},
		{"blob: worker", "/wait/worker.html?blob=1&ms=1500", "WORKER-DONE", 1500 * time.Millisecond, 0},
		{"worker works in slices", "/wait/worker.html?chunked=1&ms=1500", "WORKER-DONE", 1500 * time.Millisecond, 0},
		{"shared worker", "/wait/shared-worker.html?ms=1500", "SHARED-WORKER-DONE", 1500 * time.Millisecond, 0},
		{"idle worker that never answers", "/wait/worker-log.html", "WORKER-LOG-PAGE", 0, 5 * time.Second},
		{"worker whose script is missing", "/wait/worker-missing.html", "WORKER-MISSING-PAGE", 0, 5 * time.Second},
		{"placeholder for 2 s", "/wait/spinner.html", "SPINNER-DONE", 2 * time.Second, 0},
		{"spinner for 2 s", "/wait/spinner.html?kind=spinner", "SPINNER-DONE", 2 * time.Second, 0},
		{"aria-busy for 2 s", "/wait/spinner.html?kind=busy", "SPINNER-DONE", 2 * time.Second, 0},
		{"progress bar for 2 s", "/wait/spinner.html?kind=progressbar", "SPINNER-DONE", 2 * time.Second, 0},
		{"a part loading for 2 s", "/wait/spinner.html?kind=part", "SPINNER-DONE", 2 * time.Second, 0},
		{"websocket only", "/wait/websocket.html", "WS-ECHO hello", 0, 5 * time.Second},
		{"websocket answers in 2 s", "/wait/websocket.html?delay=2000", "WS-ECHO hello", 2 * time.Second, 0},
		{"decorations are no indicators", "/wait/decor.html", "DECOR-PAGE", 0, 5 * time.Second},
		{"long task after the network", "/longtask.html", "LONGTASK-DONE", time.Second, 0},
		{"a timer set on load", "/wait/delayed.html?how=timer&ms=1500", "DELAYED-DONE", 1500 * time.Millisecond, 0},
		{"a pause after the load event", "/wait/delayed.html?how=load&ms=800", "DELAYED-DONE", 800 * time.Millisecond, 0},
		{"a pause between two requests", "/wait/delayed.html?how=pause&ms=600", "DELAYED-DONE", 600 * time.Millisecond, 0},
		{"an interval cleared on its first run", "/wait/delayed.html?how=once&ms=900", "DELAYED-DONE", 900 * time.Millisecond, 0},
		{"an idle callback after a busy second", "/wait/delayed.html?how=idle&ms=1000", "DELAYED-DONE", time.Second, 0},
		{"data kept in IndexedDB before it shows", "/wait/delayed.html?how=store&ms=1000", "DELAYED-DONE", time.Second, 0},
		{"a polling loop holds nothing", "/wait/delayed.html?how=poll", "DELAYED-PAGE", 0, 2500 * time.Millisecond},
		{"a timer due late holds nothing", "/wait/delayed.html?how=late", "DELAYED-PAGE", 0, 4 * time.Second},
		{"an interval that checks until it shows the list", "/wait/delayed.html?how=interval", "DELAYED-DONE", 1500 * time.Millisecond, 0},
		{"a clock's interval holds to its first tick", "/wait/delayed.html?how=clock", "DELAYED-PAGE", 500 * time.Millisecond, 8 * time.Second},
		{"an interval that changes nothing holds nothing for long", "/wait/delayed.html?how=ticker", "DELAYED-PAGE", 0, 8 * time.Second},
		{"an endless animation holds nothing", "/wait/delayed.html?how=sway&ms=0", "DELAYED-PAGE", 0, 5 * time.Second},
		{"forty endless animations hold nothing", "/wait/delayed.html?how=swarm&ms=0", "DELAYED-PAGE", 0, 5 * time.Second},
		{"a list shown while an endless animation runs", "/wait/delayed.html?how=sway&ms=1200", "DELAYED-DONE", 1200 * time.Millisecond, 0},
		{"a list shown once a WebAssembly module compiled", "/wait/delayed.html?how=wasm", "DELAYED-DONE", 0, 0},
		{"a list shown once a Blob was read", "/wait/delayed.html?how=blob", "DELAYED-DONE", 0, 0},
		{"a list shown once a FileReader read a Blob", "/wait/delayed.html?how=blob&reader=1", "DELAYED-DONE", 0, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ty := &tally{name: tc.name}
			defer func() { t.Log(ty) }()
			for i := range n {
				path := tc.path
				if strings.HasSuffix(path, "ms=") {
					path += strconv.Itoa(1000 + 1000*(i%3))
				}
				pg, err := p.Render(context.Background(), Request{URL: base + path})
				if err != nil {
					ty.add(nil, false)
					t.Errorf("run %d: %s: %v", i, path, err)
					continue
				}
				final := strings.Contains(pg.Text, tc.marker) && pg.Settled == SettledQuiet && pg.Note == ""
				ty.add(pg, final)
				if !final {
					t.Errorf("run %d: %s: settled %q, note %q, text %q; want %q, settled quiet", i, path, pg.Settled, pg.Note, pg.Text, tc.marker)
				}
				if pg.Elapsed < tc.minimum || tc.maximum > 0 && pg.Elapsed > tc.maximum {
					t.Errorf("run %d: %s took %v, want %v to %v", i, path, pg.Elapsed, tc.minimum, tc.maximum)
				}
			}
		})
	}
}

// TestNeverSettledPagesSayWhy renders pages built never to settle: each
// ends by its timeout, and the note says what was pending.
func TestNeverSettledPagesSayWhy(t *testing.T) {
	p := needChrome(t)
	_, base := testsite.Serve(t)
	tests := []struct {
		name, path, marker, pending string
	}{
		{"placeholder for ever", "/wait/spinner.html?ms=0", "Loading", `a loading indicator on screen: placeholder "Loading…" in main#app`},
		{"spinner for ever", "/wait/spinner.html?ms=0&kind=spinner", "", "a loading indicator on screen: spinner div.spin in main#app"},
		{"aria-busy for ever", "/wait/spinner.html?ms=0&kind=busy", "Results", "a loading indicator on screen: aria-busy section"},
		{"worker at work for ever", "/wait/worker.html?ms=600000", "Reference", "1 busy workers: " + base + "/wait/parse-worker.js"},
		{"request for ever", "/never-quiet.html", "NEVER-QUIET", "1 requests in flight: " + base + "/longpoll"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			const timeout = 2 * time.Second
			pg, err := p.Render(context.Background(), Request{URL: base + tc.path, Timeout: timeout})
			if err != nil {
				t.Fatal(err)
			}
			wantEqual(t, "settled", pg.Settled, SettledTimeout)
			wantContains(t, "note", pg.Note, "not settled within 2s: ")
			wantContains(t, "note", pg.Note, tc.pending)
			wantContains(t, "text", pg.Text, tc.marker)
			if pg.Elapsed > 5*timeout {
				t.Errorf("took %v with a %v timeout", pg.Elapsed, timeout)
			}
		})
	}
}

// TestStalledIndicatorEndsEarly: a page that shows a loading indicator
// and stands still, with nothing in flight or scheduled, is taken after
// indicatorStall rather than at its timeout, and its note says so; a
// page whose indicator a timer takes down later is waited for (see
// TestWaitFixtures).
func TestStalledIndicatorEndsEarly(t *testing.T) {
	p := needChrome(t)
	_, base := testsite.Serve(t)
	for _, tc := range []struct{ path, pending string }{
		{"/wait/spinner.html?ms=0", `placeholder "Loading…" in main#app`},
		{"/wait/spinner.html?ms=0&kind=spinner", "spinner div.spin in main#app"},
		{"/wait/spinner.html?ms=0&kind=part", `placeholder "Loading…" in section#operations`},
	} {
		t.Run(tc.path, func(t *testing.T) {
			const timeout = time.Minute
			pg, err := p.Render(context.Background(), Request{URL: base + tc.path, Timeout: timeout})
			if err != nil {
				t.Fatal(err)
			}
			wantEqual(t, "settled", pg.Settled, SettledTimeout)
			wantContains(t, "note", pg.Note, "not settled: unchanged for 5s with nothing in flight, and a loading indicator on screen: "+tc.pending)
			if pg.Elapsed < indicatorStall || pg.Elapsed > 5*indicatorStall {
				t.Errorf("took %v; want about %v, far from the %v timeout", pg.Elapsed, indicatorStall, timeout)
			}
		})
	}
	// An indicator up while a worker fetches the data it waits for, past
	// indicatorStall, is waited for: the network is not still.
	pg, err := p.Render(context.Background(), Request{URL: base + "/wait/worker-fetch.html", Timeout: time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	if pg.Settled != SettledQuiet || !strings.Contains(pg.Text, "WORKER-FETCH-DONE") {
		t.Errorf("settled %q, note %q, text %q; want the worker's data, settled quiet", pg.Settled, pg.Note, pg.Text)
	}
}

// TestSharedWorkerPagesInOneTab renders a page served by a shared worker
// again and again in one tab: each page connects to a shared worker of its
// own, or to one an earlier page started, and must get its answer.
func TestSharedWorkerPagesInOneTab(t *testing.T) {
	_, base := testsite.Serve(t)
	p, _ := oneTab(t, 10*time.Second)
	ty := &tally{name: "shared worker, page after page"}
	defer func() { t.Log(ty) }()
	for i := range 4 * runs(t) {
		pg, err := p.Render(context.Background(), Request{URL: base + "/wait/shared-worker.html?ms=500"})
		if err != nil {
			ty.add(nil, false)
			t.Fatalf("page %d: %v", i, err)
		}
		final := strings.Contains(pg.Text, "SHARED-WORKER-DONE") && pg.Settled == SettledQuiet
		ty.add(pg, final)
		if !final {
			t.Errorf("page %d: settled %q, note %q, text %q", i, pg.Settled, pg.Note, pg.Text)
		}
	}
}

// TestSharedWorkerOfAnotherTab renders, in one tab, a page that starts a
// shared worker and then a page that leaves it, while the other tab renders
// a page of the same origin that never connects to that worker: the
// worker is no work of that page's, and must not hold it.
func TestSharedWorkerOfAnotherTab(t *testing.T) {
	needChrome(t)
	_, base := testsite.Serve(t)
	cfg := testConfig()
	cfg.Tabs = 2
	cfg.Timeout = 10 * time.Second
	p := newTestPool(t, cfg)
	for i := range 2 * runs(t) {
		var wg sync.WaitGroup
		var shared []*Page
		wg.Go(func() {
			for _, path := range []string{"/wait/shared-worker.html?ms=500", "/wait/decor.html"} {
				pg, err := p.Render(context.Background(), Request{URL: base + path})
				if err != nil {
					t.Errorf("round %d: %s: %v", i, path, err)
					return
				}
				shared = append(shared, pg)
			}
		})
		pg, err := p.Render(context.Background(), Request{URL: base + "/wait/spinner.html"})
		wg.Wait()
		if err != nil {
			t.Fatalf("round %d: %v", i, err)
		}
		for _, pg := range append(shared, pg) {
			if pg.Settled != SettledQuiet || pg.Note != "" {
				t.Errorf("round %d: %s: settled %q after %v, note %q", i, pg.URL, pg.Settled, pg.Elapsed, pg.Note)
			}
		}
		wantContains(t, "text", pg.Text, "SPINNER-DONE")
	}
}

// TestPageThatLeavesWithARequestInFlightSettles renders a page that
// fetches what never ends and sends itself elsewhere at once: the request
// went with the document, and the page it went to settles.
func TestPageThatLeavesWithARequestInFlightSettles(t *testing.T) {
	p := needChrome(t)
	_, base := testsite.Serve(t)
	pg, err := p.Render(context.Background(), Request{URL: base + "/wait/leaves.html", Timeout: 10 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	if pg.Settled != SettledQuiet || pg.FinalURL != base+"/static.html" {
		t.Errorf("settled %q at %s, note %q; want quiet at /static.html", pg.Settled, pg.FinalURL, pg.Note)
	}
}

// TestPageThatLeavesItsWorkerFetchingSettles renders a page that goes
// elsewhere while its worker fetches what never ends: the worker went
// with the document, and the page it went to settles.
func TestPageThatLeavesItsWorkerFetchingSettles(t *testing.T) {
	p := needChrome(t)
	site, base := testsite.Serve(t)
	pg, err := p.Render(context.Background(), Request{URL: base + "/wait/worker-leaves.html", Timeout: 10 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	if site.Count("longpoll") == 0 {
		t.Fatal("the worker never fetched: the test tests nothing")
	}
	if pg.Settled != SettledQuiet || pg.FinalURL != base+"/static.html" {
		t.Errorf("settled %q at %s, note %q; want quiet at /static.html", pg.Settled, pg.FinalURL, pg.Note)
	}
}
