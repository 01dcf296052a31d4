package render

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/rendercrawl/render/internal/testkit/testsite"
)

// TestWorkerFetchingAsItStartsIsSeen renders a page whose dedicated
// worker fetches its data the moment it runs, before any message: Chrome
// holds the worker until the tab follows its network, so the request is
// the page's (listed, and its data named with its body, as data the
// page's own thread fetched would be), and the page still gets the data.
func TestWorkerFetchingAsItStartsIsSeen(t *testing.T) {
	renderWorkerData(t, "/wait/worker-starts.html", "WORKER-NOTICE the ford is closed", "/wait/notice.json", "the ford is closed")
}

// renderWorkerData renders page, whose worker fetches file: the page
// settles quiet showing want, and file is among its requests with a body
// holding body.
func renderWorkerData(t *testing.T, page, want, file, body string) {
	t.Helper()
	p := needChrome(t)
	_, base := testsite.Serve(t)
	for i := range runs(t) {
		pg, err := p.Render(context.Background(), Request{URL: base + page, Timeout: 10 * time.Second, Fetches: true, Requests: true})
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(pg.Text, want) || pg.Settled != SettledQuiet {
			t.Fatalf("run %d: settled %q, text %q; want %q, settled quiet", i, pg.Settled, pg.Text, want)
		}
		listed := slices.ContainsFunc(pg.Requests, func(r NetworkRequest) bool { return strings.HasSuffix(r.URL, file) })
		var got string
		for _, f := range pg.Fetched {
			if strings.HasSuffix(f.URL, file) {
				got = string(f.Body)
			}
		}
		if !listed || !strings.Contains(got, body) {
			t.Errorf("run %d: %s listed %v, fetched body %q; want the worker's request listed and its body kept", i, file, listed, got)
		}
	}
}

// TestFrameOfAnotherSite renders, with each kind of Chrome, a page with a
// frame of another site (localhost beside 127.0.0.1) whose worker fetches
// as it starts: the page settles quiet, long before its timeout, with the
// frame's and its worker's requests among the page's. Full Chromium, which
// isolates sites, told the frame's document's end to a session of the
// frame's own, and the page waited for it until its timeout; a Chrome
// told to isolate sites still does, and the frame's document leaves the
// page's flight when its process is made.
func TestFrameOfAnotherSite(t *testing.T) {
	needChrome(t)
	mux := http.NewServeMux()
	var other string
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		fmt.Fprintf(w, `<!doctype html><p>FRAMED-PAGE</p><iframe src="%s/frame.html"></iframe>`, other)
	})
	mux.HandleFunc("/frame.html", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		fmt.Fprint(w, `<!doctype html><p>FRAME</p><script>new Worker('/frame-worker.js')</script>`)
	})
	mux.HandleFunc("/frame-worker.js", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/javascript")
		fmt.Fprint(w, `fetch('/frame-data.json')`)
	})
	mux.HandleFunc("/frame-data.json", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		fmt.Fprint(w, `{"frame":1}`)
	})
	srv := httptest.NewServer(mux)
	defer srv.Close()
	other = strings.Replace(srv.URL, "127.0.0.1", "localhost", 1)
	bins := bothChromes(t)
	for _, c := range []struct {
		name, bin string
		flags     []string
		// inProcess: the frame is in its page's renderer, and its
		// worker's requests are the page's.
		inProcess bool
	}{
		{"headless-shell", bins["headless-shell"], nil, true},
		{"chromium", bins["chromium"], nil, true},
		// A Chrome that isolates sites all the same (as one we attach
		// to may): the frame's document leaves flight with its process.
		{"chromium/site-per-process", bins["chromium"], []string{"site-per-process"}, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			cfg := testConfig()
			cfg.Chrome, cfg.ChromeFlags = c.bin, c.flags
			p := newTestPool(t, cfg)
			pg, err := p.Render(context.Background(), Request{URL: srv.URL + "/", Timeout: 20 * time.Second, Requests: true})
			if err != nil {
				t.Fatal(err)
			}
			var urls []string
			for _, r := range pg.Requests {
				urls = append(urls, r.URL)
			}
			if pg.Settled != SettledQuiet || !slices.Contains(urls, other+"/frame.html") || c.inProcess && !slices.Contains(urls, other+"/frame-data.json") {
				t.Errorf("settled %q, note %q, requests %q; want quiet, with the frame (and, in process, its worker's data) among them", pg.Settled, pg.Note, urls)
			}
			if err := p.Close(); err != nil {
				t.Error(err)
			}
		})
	}
}

// TestWorkerOfAWorkerIsFollowed renders a page whose worker starts a
// worker of its own, which fetches as it starts and then parses in
// slices: the inner worker is held and followed like the page's own, so
// its request is the page's and the page is not quiet before its
// timetable is shown.
func TestWorkerOfAWorkerIsFollowed(t *testing.T) {
	renderWorkerData(t, "/wait/nested-worker.html", "INNER-WORKER the 07:40 to Keld", "/wait/timetable.json", "07:40")
}

// TestHeldWorkerWhoseSessionFailsStillRuns fails the tab's session with
// a worker Chrome holds before its script, a page's own and a worker's
// own: the worker is let go and does its work, unfollowed; the page waits
// for what the worker shows (a selector), so the test does not race the
// quiet wait. Held for good, the worker never ran, and the page was done
// without it, quiet, saying nothing (or, waited for, timed out).
func TestHeldWorkerWhoseSessionFailsStillRuns(t *testing.T) {
	p := needChrome(t)
	_, base := testsite.Serve(t)
	for _, c := range []struct{ page, script, want string }{
		{"/wait/worker-starts.html", "/wait/starting-worker.js", "WORKER-NOTICE the ford is closed"},
		{"/wait/nested-worker.html", "/wait/inner-worker.js", "INNER-WORKER the 07:40 to Keld"},
	} {
		fail := func(u string) bool { return strings.HasSuffix(u, c.script) }
		failAttach.Store(&fail)
		w, err := ParseWait("selector=#board:not(:empty)")
		if err != nil {
			t.Fatal(err)
		}
		pg, err := p.Render(context.Background(), Request{URL: base + c.page, Wait: &w, Timeout: 10 * time.Second})
		failAttach.Store(nil)
		switch {
		case err != nil:
			t.Errorf("%s: %v; want the worker's %q", c.page, err, c.want)
		case !strings.Contains(pg.Text, c.want):
			t.Errorf("%s: text %q; want the worker's %q", c.page, pg.Text, c.want)
		}
	}
}
