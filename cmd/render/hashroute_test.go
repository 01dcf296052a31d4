package main

import (
	"strings"
	"testing"

	"github.com/rendercrawl/render/internal/testkit/realweb"
)

// A crawl of a real hash-routed documentation app makes one record per
// route: the anchors of a route's headings (#/guide#install) and the root
// route (#/, #/#install) are not pages of their own.
func TestCrawlOfAHashRoutedAppHasARecordPerRoute(t *testing.T) {
	needChrome(t)
	c := realweb.Open(t)
	var seed string
	for _, app := range c.Apps {
		if app.Name == "docute" {
			seed = app.URL
		}
	}
	if seed == "" {
		t.Fatal("the corpus has no docute app")
	}
	// About 40 routes; every heading anchor crawled as a page made 800
	// records, which the cap cuts short of.
	code, out, stderr := runCLI(t, "", "--browser-url", browserURL, "--quiet", "--crawl", "--max-pages", "200", seed)
	if code != exitOK {
		t.Fatalf("exit %d\n%s", code, stderr)
	}
	recs := records(t, out)
	seen := map[string]bool{}
	for _, r := range recs {
		if seen[r.URL] {
			t.Errorf("%s: two records", r.URL)
		}
		seen[r.URL] = true
		if _, frag, ok := strings.Cut(r.URL, "#"); ok && (strings.Contains(frag, "#") || frag == "/") {
			t.Errorf("%s: an anchor within a route, or the root route, crawled as a page", r.URL)
		}
	}
	if len(recs) < 20 || len(recs) > 60 {
		t.Errorf("%d records, want about 40, one per route", len(recs))
	}
}
