package realweb

import (
	"context"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/rendercrawl/render/internal/testkit/testenv"
)

// assembleTimeout bounds a cold assembly; it takes well under a minute
// where the registries answer.
const assembleTimeout = 5 * time.Minute

// Corpus is an assembled corpus served on loopback for one test.
type Corpus struct {
	Dir string // the cache directory it is served from
	URL string // the server's base URL, no trailing slash

	// The tuning part: auto mode's thresholds and its notion of a kind
	// (crawl/plan.go, crawl/learn) were set on these sites, so a test
	// on them guards against a regression and cannot show that the
	// thresholds hold on pages they were not set on.
	Static []StaticSite
	// Built are static trees whose scripts build part of every page (a
	// contents tree): auto mode must render them (BuiltSites).
	Built []StaticSite
	Apps  []App

	// The held-out part: no figure of auto mode was set on the library
	// zoo (ZooPages); its test decides whether auto mode is right.
	// ZooRenamed is the same pages with every file renamed.
	Zoo, ZooRenamed Zoo

	// Routers are apps whose routes only click handlers reach (Routers).
	Routers []Router
}

// Open assembles the corpus in DefaultDir if it is incomplete (the script
// returns at once when it is complete and current), serves it on
// 127.0.0.1 for the test's lifetime and returns it. When the corpus cannot
// be assembled the test fails with the reason in CI (testenv.CI), and is skipped
// with the reason otherwise.
func Open(tb testing.TB) *Corpus {
	tb.Helper()
	dir := DefaultDir()
	ctx, cancel := context.WithTimeout(context.Background(), assembleTimeout)
	defer cancel()
	var log strings.Builder
	if err := Assemble(ctx, dir, &log); err != nil {
		if testenv.CI() {
			tb.Fatalf("realweb corpus is required in CI: %v", err)
		}
		tb.Skipf("realweb corpus unavailable: %v", err)
	}
	if log.Len() > 0 {
		tb.Log(strings.TrimSpace(log.String()))
	}
	h, err := NewHandler(dir)
	if err != nil {
		tb.Fatal(err)
	}
	srv := httptest.NewServer(h)
	tb.Cleanup(func() {
		// A browser may keep connections open; do not wait for them.
		srv.CloseClientConnections()
		srv.Close()
		h.Close()
	})
	return &Corpus{
		Dir:    dir,
		URL:    srv.URL,
		Static: StaticSites(srv.URL, dir),
		Built:  BuiltSites(srv.URL, dir),
		Apps:   Apps(srv.URL, dir),

		Zoo:        ZooPages(srv.URL, ZooTree),
		ZooRenamed: ZooPages(srv.URL, ZooRenamedTree),
		// Routers: the vueshop app, in both its modes.
		Routers: Routers(srv.URL),
	}
}

// App returns the app of that name, and false if there is none.
func (c *Corpus) App(name string) (App, bool) {
	for _, a := range c.Apps {
		if a.Name == name {
			return a, true
		}
	}
	return App{}, false
}

// Site returns the static site of that name, and false if there is none.
func (c *Corpus) Site(name string) (StaticSite, bool) {
	for _, s := range c.Static {
		if s.Name == name {
			return s, true
		}
	}
	return StaticSite{}, false
}
