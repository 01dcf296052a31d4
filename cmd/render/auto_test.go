package main

import (
	"bytes"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/rendercrawl/render/crawl"
	"github.com/rendercrawl/render/internal/testkit/realweb"
	"github.com/rendercrawl/render/internal/testkit/testsite"
	"github.com/rendercrawl/render/sink"
)

// The auto-mode tests of this file run on the tuning part of the realweb
// corpus (realweb.Corpus): the documentation sites and apps auto mode's
// thresholds were set on. They guard against regressions there; that the
// thresholds hold on pages they were not set on is for the held-out part,
// the library zoo, to show (TestAutoModeLibraryZoo).

// Every app of the real-content corpus, in the default auto mode, is
// rendered, with the content only the browser builds.
func TestAutoModeRendersEveryRealApp(t *testing.T) {
	needChrome(t)
	c := realweb.Open(t)
	for _, app := range c.Apps {
		t.Run(app.Name, func(t *testing.T) {
			code, out, stderr := runCLI(t, "", "--browser-url", browserURL, "--quiet", app.URL)
			if code != exitOK {
				t.Fatalf("exit %d\n%s", code, stderr)
			}
			recs := records(t, out)
			if len(recs) != 1 {
				t.Fatalf("%d records", len(recs))
			}
			if r := recs[0]; r.Mode != "browser" || !strings.Contains(r.Text, app.Marker) {
				t.Errorf("mode %s, reason %s, marker %q in the text: %v", r.Mode, r.Reason, app.Marker, strings.Contains(r.Text, app.Marker))
			}
		})
	}
}

// Auto mode on real documentation sites costs no browser: pages without
// scripts, and pages whose scripts have nothing to build, keep their
// HTML on its signals alone, and so do the few others of such a site.
// Only a page rendered to verify or re-check its kind may be returned
// rendered, when its render showed words the HTML never uses (CMake's
// "Quick search", over the search box its script shows).
func TestAutoModeOnRealStaticSites(t *testing.T) {
	needChrome(t)
	c := realweb.Open(t)
	const pages = 400
	for _, site := range c.Static {
		t.Run(site.Name, func(t *testing.T) {
			code, out, stderr := runCLI(t, "", "--browser-url", browserURL, "--quiet", "--crawl", "--scope", "prefix",
				"--max-pages", fmt.Sprint(pages), site.Seed)
			if code != exitOK {
				t.Fatalf("exit %d\n%s", code, stderr)
			}
			recs := records(t, out)
			if len(recs) < pages/2 {
				t.Fatalf("%d records, want about %d", len(recs), pages)
			}
			reasons := map[string]int{}
			for _, r := range recs {
				reasons[r.Mode+"/"+r.Reason]++
				if r.Mode == "browser" && r.Reason != crawl.ReasonVerify && r.Reason != crawl.ReasonRecheck {
					// A documentation page is the page its HTML shows.
					t.Errorf("%s: rendered (reason %s)", r.URL, r.Reason)
				}
			}
			t.Logf("%s: %v", site.Name, reasons)
			// A page with scripts is verified by a render of its kind, not
			// guessed: the renders that verify and re-check the site's few
			// kinds stay within 2% of its pages plus 5.
			renders := 0
			for _, mode := range []string{"http/", "browser/"} {
				renders += reasons[mode+crawl.ReasonVerify] + reasons[mode+crawl.ReasonRecheck]
			}
			if budget := len(recs)*2/100 + 5; renders > budget {
				t.Errorf("%d pages rendered to verify or re-check, want at most %d", renders, budget)
			}
			if n := reasons["http/"+crawl.ReasonUnverified]; n > 0 {
				t.Errorf("%d pages with scripts kept unverified", n)
			}
		})
	}
}

// SQLite's syntax pages are railroad diagrams drawn in inline SVG, their
// words in <text> elements, on the pages of a kind whose scripts change
// nothing a person reads. The HTTP path reads an SVG's text as the
// browser does, so a render of such a page adds nothing and the kind
// stays on HTTP: read without it, each render added 30 to 80 words and
// sent the site's largest kind to the browser.
func TestAutoModeReadsSVGTextAsTheBrowserDoes(t *testing.T) {
	needChrome(t)
	c := realweb.Open(t)
	i := slices.IndexFunc(c.Static, func(s realweb.StaticSite) bool { return s.Name == "sqlite" })
	if i < 0 {
		t.Fatal("no SQLite site in the corpus")
	}
	site := c.Static[i]
	names, err := filepath.Glob(filepath.Join(site.Dir, "syntax", "*.html"))
	if err != nil || len(names) < 20 {
		t.Fatalf("%d syntax pages under %s (%v), want 20", len(names), site.Dir, err)
	}
	// The 20 with the most words in their diagrams, one of which is
	// the first its kind renders.
	labels := map[string]int{}
	for _, n := range names {
		b, err := os.ReadFile(n)
		if err != nil {
			t.Fatal(err)
		}
		labels[n] = bytes.Count(b, []byte("<text "))
	}
	slices.SortStableFunc(names, func(a, b string) int { return labels[b] - labels[a] })
	var urls strings.Builder
	for _, n := range names[:20] {
		urls.WriteString(site.Scope + "syntax/" + filepath.Base(n) + "\n")
	}
	code, out, stderr := runCLI(t, urls.String(), "--browser-url", browserURL, "--quiet", "--urls", "-")
	if code != exitOK {
		t.Fatalf("exit %d\n%s", code, stderr)
	}
	recs := records(t, out)
	if len(recs) != 20 {
		t.Fatalf("%d records, want 20", len(recs))
	}
	verified := 0
	for _, r := range recs {
		switch {
		case r.Mode != "http":
			t.Errorf("%s: rendered (reason %s)", r.URL, r.Reason)
		case r.Reason == crawl.ReasonVerify:
			verified++
		}
	}
	if verified == 0 {
		t.Errorf("no page verified its kind by a render: %s", stderr)
	}
}

// Doxygen's manual is static HTML whose scripts build the contents tree
// beside every chapter: their signals (an empty #nav-tree container) leave
// the chapters open, and auto mode renders them as a person sees them,
// rather than keep their HTML for its text.
func TestAutoModeRendersScriptBuiltContents(t *testing.T) {
	needChrome(t)
	c := realweb.Open(t)
	if len(c.Built) == 0 {
		t.Fatal("the corpus has no site whose scripts build its pages")
	}
	for _, site := range c.Built {
		t.Run(site.Name, func(t *testing.T) {
			code, out, stderr := runCLI(t, "", "--browser-url", browserURL, "--quiet", "--crawl", "--scope", "prefix",
				"--max-pages", "60", site.Seed)
			if code != exitOK {
				t.Fatalf("exit %d\n%s", code, stderr)
			}
			chapters, rendered := 0, 0
			for _, r := range records(t, out) {
				rest := strings.TrimPrefix(r.URL, site.Scope)
				if r.URL == site.Seed || strings.Contains(rest, "/") || !strings.HasSuffix(rest, ".html") {
					continue // the contents page itself, the examples' trees
				}
				chapters++
				if r.Mode == "browser" {
					rendered++
				} else {
					t.Errorf("%s: %s/%s, want it rendered", r.URL, r.Mode, r.Reason)
				}
			}
			t.Logf("%s: %d of %d chapters rendered", site.Name, rendered, chapters)
			if chapters < 20 {
				t.Errorf("%d chapters crawled, want at least 20", chapters)
			}
		})
	}
}

// A server-rendered site whose script fails: the CI checks that only a
// browser can judge make every page go through it, in the default mode,
// and the broken site fails the gate.
func TestChecksOnlyABrowserJudgesRenderEveryPage(t *testing.T) {
	needChrome(t)
	text := strings.Repeat("Plenty of server-rendered text on this page. ", 40)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/robots.txt" {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprintf(w, `<!doctype html><title>%s</title><p>%s</p>
<a href="/a">a</a> <a href="/b">b</a> <a href="/">home</a>
<script>console.error("broken-widget"); throw new Error("widget-crash");</script>`, r.URL.Path, text)
	}))
	t.Cleanup(srv.Close)
	code, out, stderr := runCLI(t, "", "--browser-url", browserURL, "--quiet", "--crawl",
		"--fail-on", "console-error,page-error", srv.URL+"/")
	if code != exitFailure {
		t.Errorf("exit %d, want %d: the broken site passed the gate\n%s", code, exitFailure, stderr)
	}
	recs := records(t, out)
	if len(recs) != 3 {
		t.Fatalf("%d records, want 3", len(recs))
	}
	for _, r := range recs {
		checks := map[string]bool{}
		for _, f := range r.FailedChecks {
			checks[f.Check] = true
		}
		if r.Mode != "browser" || r.Reason != crawl.ReasonChecks || !checks["console-error"] || !checks["page-error"] {
			t.Errorf("%s: %s/%s, failed checks %v: want the browser's verdict on it", r.URL, r.Mode, r.Reason, r.FailedChecks)
		}
	}

	// Without such checks, the same site stays on HTTP (it has text): one
	// page is rendered both ways to verify its kind, its HTML kept yet
	// with the console the browser saw; the other two follow its verdict
	// from their HTML alone.
	code, out, stderr = runCLI(t, "", "--browser-url", browserURL, "--quiet", "--crawl", srv.URL+"/")
	if code != exitOK {
		t.Fatalf("exit %d\n%s", code, stderr)
	}
	recs = records(t, out)
	if len(recs) != 3 {
		t.Fatalf("%d records, want 3", len(recs))
	}
	compared := 0
	for _, r := range recs {
		if r.Mode != "http" {
			t.Errorf("%s: %s/%s, want its HTML kept (it has its text)", r.URL, r.Mode, r.Reason)
		}
		switch r.Reason {
		case crawl.ReasonVerify, crawl.ReasonRecheck:
			compared++
			if !consoleHas(r.Console, "broken-widget") || !consoleHas(r.Console, "widget-crash") {
				t.Errorf("%s: rendered both ways, but the record lost the browser's console: %+v", r.URL, r.Console)
			}
		case crawl.ReasonKindStatic:
		default:
			t.Errorf("%s: reason %s, want its kind verified by a render (%s) or kept on its verdict (%s)", r.URL, r.Reason, crawl.ReasonVerify, crawl.ReasonKindStatic)
		}
	}
	if compared != 1 {
		t.Errorf("%d pages rendered both ways, want the one that verifies the site's kind", compared)
	}
}

// consoleHas reports whether an entry of the console says s.
func consoleHas(console []sink.ConsoleEntry, s string) bool {
	for _, e := range console {
		if strings.Contains(e.Text, s) {
			return true
		}
	}
	return false
}

// A page whose script fills the client-side template its HTML holds
// shows its words only in the browser, though it has no more of them:
// the render that verifies its kind keeps the rendered page. A page
// whose script draws a diagram from its source keeps its HTML, which
// holds the diagram's words: the render adds nothing material.
func TestAutoModeSamplesOfRewrittenPages(t *testing.T) {
	needChrome(t)
	_, base := testsite.Serve(t)
	cases := []struct {
		path, mode, reason, marker string
	}{
		{"/rewrite/template.html", "browser", crawl.ReasonVerify, "Version 4.2 TEMPLATEFILLED released on 2026-11-30"},
		{"/rewrite/diagram.html", "http", crawl.ReasonVerify, "D[API Server DIAGRAMDRAWN]"},
	}
	for _, c := range cases {
		t.Run(c.path, func(t *testing.T) {
			code, out, stderr := runCLI(t, "", "--browser-url", browserURL, "--quiet", base+c.path)
			if code != exitOK {
				t.Fatalf("exit %d\n%s", code, stderr)
			}
			recs := records(t, out)
			if len(recs) != 1 {
				t.Fatalf("%d records", len(recs))
			}
			if r := recs[0]; r.Mode != c.mode || r.Reason != c.reason || !strings.Contains(r.Text, c.marker) {
				t.Errorf("%s/%s, want %s/%s; %q in the text: %v", r.Mode, r.Reason, c.mode, c.reason, c.marker, strings.Contains(r.Text, c.marker))
			}
		})
	}
}

// A page auto mode sends to the browser whose render fails (here Chrome
// never gets its document: the server shuts the browser's connection)
// is an error record, and the crawl goes on from the links its HTML
// names, which were fetched with it: a seed that fails in the browser
// does not end the crawl.
func TestAutoModeFollowsTheHTMLOfAPageItsRenderFailed(t *testing.T) {
	needChrome(t)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		switch r.URL.Path {
		case "/":
			if r.Header.Get("Sec-Fetch-Mode") != "" {
				// Chrome's request: no answer at all.
				if hj, ok := w.(http.Hijacker); ok {
					if conn, _, err := hj.Hijack(); err == nil {
						conn.Close()
						return
					}
				}
				t.Error("the test server cannot hijack a connection")
				return
			}
			fmt.Fprint(w, `<!doctype html><html><head><title>Ferry timetable</title></head><body>
<nav><a href="/routes/north.html">North route</a> <a href="/routes/south.html">South route</a></nav>
<div id="app"></div><script src="/app.js"></script></body></html>`)
		case "/app.js":
			w.Header().Set("Content-Type", "text/javascript")
			fmt.Fprint(w, `document.getElementById('app').textContent = 'Sailings today: 09:10, 12:40 and 17:25.';`)
		case "/routes/north.html", "/routes/south.html":
			fmt.Fprintf(w, `<!doctype html><html><head><title>Route</title></head><body><h1>The %s</h1><p>The ferry calls at every harbour on the way and carries bicycles free of charge.</p></body></html>`,
				strings.TrimSuffix(strings.TrimPrefix(r.URL.Path, "/routes/"), ".html")+" route")
		default:
			http.NotFound(w, r)
		}
	}))
	defer srv.Close()
	_, out, stderr := runCLI(t, "", "--browser-url", browserURL, "--retries", "0", "--crawl", srv.URL+"/")
	recs := byPath(t, srv.URL, out)
	if len(recs) != 3 {
		t.Fatalf("%d records, want 3 (the seed and the two routes its HTML links)\n%s", len(recs), stderr)
	}
	if r := recs["/"]; r.Mode != "browser" || r.Error == "" {
		t.Errorf("seed: mode %q, error %q: want the browser's failure", r.Mode, r.Error)
	}
	for _, p := range []string{"/routes/north.html", "/routes/south.html"} {
		if r := recs[p]; r.Error != "" || !strings.Contains(r.Text, "carries bicycles") {
			t.Errorf("%s: error %q, text %q", p, r.Error, r.Text)
		}
	}
}
