package main

import (
	"strings"
	"testing"

	"github.com/rendercrawl/render/internal/testkit/testsite"
	"github.com/rendercrawl/render/render"
)

// TestDiscoveryFlags checks what --explore and --scroll set: no
// exploration in a list of URLs unless asked, some in a crawl, and a skip
// pattern that ignores case.
func TestDiscoveryFlags(t *testing.T) {
	tests := []struct {
		name    string
		args    []string
		actions int
		steps   int
	}{
		{"a list: none", []string{"http://127.0.0.1/"}, 0, 0},
		{"a crawl: the crawl's default", []string{"--crawl", "http://127.0.0.1/"}, crawlExplore, 0},
		{"asked for", []string{"--explore", "3", "http://127.0.0.1/"}, 3, 0},
		{"turned off in a crawl", []string{"--crawl", "--explore", "0", "http://127.0.0.1/"}, 0, 0},
		{"scroll", []string{"--scroll", "http://127.0.0.1/"}, 0, render.DefaultScrollSteps},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			o, err := parseArgs(tc.args)
			if err != nil {
				t.Fatal(err)
			}
			if o.render.Explore.Actions != tc.actions || o.render.Scroll.Steps != tc.steps {
				t.Errorf("explore %d, scroll %d; want %d, %d", o.render.Explore.Actions, o.render.Scroll.Steps, tc.actions, tc.steps)
			}
		})
	}
	o, err := parseArgs([]string{"--explore-skip", "archive|star", "--explore", "5", "http://127.0.0.1/"})
	if err != nil {
		t.Fatal(err)
	}
	if re := o.render.Explore.Skip; re == nil || !re.MatchString("Archive it") || re.MatchString("Log out") {
		t.Errorf("--explore-skip: %v; want it to replace the default list and ignore case", re)
	}
	if o, err := parseArgs([]string{"http://127.0.0.1/"}); err != nil || !o.render.Explore.Skip.MatchString("Sign Out") {
		t.Errorf("the default skip list does not match Sign Out (err %v)", err)
	}
	for _, bad := range [][]string{{"--explore", "-1", "http://127.0.0.1/"}, {"--explore-skip", "(", "http://127.0.0.1/"}, {"--explore", "2", "--explore-depth", "0", "http://127.0.0.1/"}} {
		if _, err := parseArgs(bad); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
}

// TestCrawlFollowsRoutesBehindClicks crawls an app whose routes are only
// buttons that call history.pushState, behind a menu: a crawl explores
// its pages by default and visits each route once (the app's home route,
// which it takes at load, is the first page's final URL).
func TestCrawlFollowsRoutesBehindClicks(t *testing.T) {
	needChrome(t)
	_, base := testsite.Serve(t)
	code, stdout, stderr := runCLI(t, "", "--browser-url", browserURL, "--mode", "browser", "--crawl", base+"/discover/routes.html")
	if code != exitOK {
		t.Fatalf("exit %d\n%s", code, stderr)
	}
	count := map[string]int{}
	for _, r := range records(t, stdout) {
		if r.Error != "" {
			t.Errorf("%s: %s", r.URL, r.Error)
		}
		count[strings.TrimPrefix(r.URL, base)]++
		if r.URL == base+"/discover/routes.html" && r.FinalURL != base+"/discover/app/home" {
			t.Errorf("the app's first page ends at %s; want its home route", r.FinalURL)
		}
	}
	want := []string{"/discover/routes.html", "/discover/app/products", "/discover/app/about", "/discover/app/team"}
	for _, p := range want {
		if count[p] != 1 {
			t.Errorf("%s: %d records, want 1 (all: %v)", p, count[p], count)
		}
	}
	if len(count) != len(want) {
		t.Errorf("%d pages, want %d: %v", len(count), len(want), count)
	}
}

// TestHTTPPathFollowsLinksWithoutHref crawls, in the default mode, pages
// with no script whose links are router attributes and inline
// navigation: they are kept over HTTP, and the crawl still goes where a
// browser would.
func TestHTTPPathFollowsLinksWithoutHref(t *testing.T) {
	_, base := testsite.Serve(t)
	// Exploring off: what the HTTP path reads of the markup alone (an
	// explored page's click on "Six" goes where its variable says).
	code, stdout, stderr := runCLI(t, "", "--crawl", "--explore", "0", "--depth", "1", base+"/discover/onclick.html", base+"/discover/router.html")
	if code != exitOK {
		t.Fatalf("exit %d\n%s", code, stderr)
	}
	count := map[string]int{}
	for _, r := range records(t, stdout) {
		count[strings.TrimPrefix(r.URL, base)]++
		if r.Mode != "http" {
			t.Errorf("%s: mode %s (%s); want http, as no page has a script", r.URL, r.Mode, r.Reason)
		}
	}
	for _, p := range []string{"one", "two", "three", "four", "five", "router-one", "router-two", "router-three", "router-four", "router-five"} {
		if count["/discover/target/"+p] != 1 {
			t.Errorf("/discover/target/%s: %d records, want 1 (all: %v)", p, count["/discover/target/"+p], count)
		}
	}
	for _, p := range []string{"/discover/target/6", "/discover/not-a-link", "/discover/not-a-router-link", "/discover/not-a-page-container"} {
		if count[p] != 0 {
			t.Errorf("%s was crawled; the pages do not lead there", p)
		}
	}
}
