package main

import (
	"strings"
	"testing"

	"github.com/rendercrawl/render/internal/testkit/realweb"
)

// TestCrawlFindsEveryRouteOfAClickRoutedApp crawls, with the defaults, a
// Vue 3 app on vue-router 4 whose routes only click handlers reach: a
// list of five products with one handler, each leading to a route of its
// own, and a menu of three. Each item of the list is clicked, not the
// first alone, so every route has its record, with the route's own text,
// in history mode and in hash mode.
func TestCrawlFindsEveryRouteOfAClickRoutedApp(t *testing.T) {
	needChrome(t)
	c := realweb.Open(t)
	if len(c.Routers) == 0 {
		t.Fatal("the corpus has no click-routed app")
	}
	for _, app := range c.Routers {
		t.Run(app.Name, func(t *testing.T) {
			code, out, stderr := runCLI(t, "", "--browser-url", browserURL, "--quiet", "--crawl", "--max-pages", "40", app.URL)
			if code != exitOK {
				t.Fatalf("exit %d\n%s", code, stderr)
			}
			byURL := map[string]string{}
			for _, r := range records(t, out) {
				byURL[r.URL] = r.Text
			}
			for i, route := range app.Routes {
				text, ok := byURL[route]
				switch {
				case !ok:
					t.Errorf("route %s not crawled", route)
				case !strings.Contains(text, app.Markers[i]):
					t.Errorf("route %s: %q not in its text %q", route, app.Markers[i], text)
				}
			}
			if len(byURL) > len(app.Routes)+2 {
				t.Errorf("%d records for %d routes: %q", len(byURL), len(app.Routes), keys(byURL))
			}
		})
	}
}

func keys(m map[string]string) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	return out
}
