package render

import (
	"context"
	"strings"
	"testing"

	"github.com/rendercrawl/render/fetch"
	"github.com/rendercrawl/render/internal/testkit/realweb"
)

// The browser counts a page's link elements as the HTTP path does
// (fetch.Signals.LinkElements), so that auto mode can tell navigation a
// page's scripts built from navigation its HTML had: on the corpus' real
// pages without scripts the counts are equal, and on those whose scripts
// build no navigation they differ by a few at most.
func TestLinkElementsCountAlikeOnBothPaths(t *testing.T) {
	c := realweb.Open(t)
	client, err := fetch.New(fetch.DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	defer client.Close()
	p, _ := oneTab(t, DefaultConfig().Timeout)
	pages := map[string][]string{ // site: pages under its seed's directory
		"postgresql": {"index.html", "sql-select.html", "functions-string.html"},
		"boost":      {"index.html", "libraries.html"},
		"cmake":      {"index.html", "manual/cmake.1.html", "command/add_library.html"},
		"javadoc":    {"index.html", "org/jsoup/Jsoup.html"},
		"sqlite":     {"index.html", "lang_select.html"},
	}
	for _, s := range c.Static {
		dir := s.Seed[:strings.LastIndexByte(s.Seed, '/')+1]
		for _, name := range pages[s.Name] {
			u := dir + name
			hp, err := client.Fetch(context.Background(), u)
			if err != nil || hp.Status != 200 {
				t.Errorf("%s over HTTP: %v", u, err)
				continue
			}
			bp, err := p.Render(context.Background(), Request{URL: u})
			if err != nil {
				t.Errorf("%s in the browser: %v", u, err)
				continue
			}
			h, b := hp.Signals.LinkElements, bp.LinkElements
			t.Logf("%s: %d link elements over HTTP, %d in the browser (%d scripts)", strings.TrimPrefix(u, c.URL), h, b, hp.Signals.Scripts)
			switch {
			case h == 0:
				t.Errorf("%s: no link elements counted over HTTP", u)
			case hp.Signals.Scripts == 0 && b != h:
				t.Errorf("%s, a page without scripts: %d link elements in the browser, %d over HTTP", u, b, h)
			case b-h > 10 || h-b > 10:
				t.Errorf("%s: %d link elements in the browser, %d over HTTP; its scripts build no navigation", u, b, h)
			}
		}
	}
}
