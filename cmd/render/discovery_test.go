package main

import (
	"testing"

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
