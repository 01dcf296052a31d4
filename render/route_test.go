package render

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/rendercrawl/render/internal/testkit/testsite"
)

// oneTab returns a pool of one tab, so that its pages follow one another
// in the same tab, and a func that tells how many of them the tab showed
// by a navigation within its document.
func oneTab(t *testing.T, timeout time.Duration) (*Pool, func() int) {
	t.Helper()
	needChrome(t)
	cfg := testConfig()
	cfg.Tabs = 1
	cfg.Timeout = timeout
	cfg.RecycleAfter = 1 << 20 // one tab for the whole test
	p := newTestPool(t, cfg)
	return p, func() int {
		p.mu.Lock()
		defer p.mu.Unlock()
		n := 0
		for _, tb := range p.idle {
			n += tb.withinDoc
		}
		return n
	}
}

// TestHashRoutesInOneTab renders the routes of a hash-routed app in one
// tab: each record has its own route's content, not the one before.
func TestHashRoutesInOneTab(t *testing.T) {
	_, base := testsite.Serve(t)
	routes := map[string]string{"#/a": "ROUTE-A", "#/b": "ROUTE-B", "#/c": "ROUTE-C", "": "HOME-PAGE"}
	seq := []string{"#/a", "#/b", "#/c", "#/a", "", "#/b"}
	tests := []struct {
		name, page string
		wait       *Wait
		// within is how many pages of seq the tab must show within its
		// document: the app follows hashchange, and so can take a route
		// without a load.
		within int
	}{
		{"router", "/wait/hash-app.html", nil, 4},
		{"no router: loaded afresh", "/wait/hash-app.html?static=1", nil, 0},
		{"a popstate listener but no router: loaded afresh", "/wait/hash-app.html?static=1&decoy=1", nil, 0},
		{"a popstate listener that changes nothing on screen: loaded afresh", "/wait/hash-app.html?static=1&decoy=mark", nil, 0},
		{"selector wait: loaded afresh", "/wait/hash-app.html", &Wait{Kind: WaitSelector, Value: "#marker"}, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, within := oneTab(t, 10*time.Second)
			ty := &tally{name: tc.name}
			defer func() { t.Log(ty) }()
			for n := range runs(t) {
				// Start each run from another document.
				if _, err := p.Render(context.Background(), Request{URL: base + "/static.html"}); err != nil {
					t.Fatal(err)
				}
				before := within()
				for i, frag := range seq {
					u := base + tc.page + frag
					pg, err := p.Render(context.Background(), Request{URL: u, Wait: tc.wait})
					if err != nil {
						ty.add(nil, false)
						t.Fatalf("run %d, page %d: %s: %v", n, i, u, err)
					}
					final := true
					for f, m := range routes {
						if has := strings.Contains(pg.Text, m); has != (f == frag) {
							t.Errorf("run %d, page %d: %s: text %q; want %s and no other route's marker", n, i, u, pg.Text, routes[frag])
							final = false
							break
						}
					}
					ty.add(pg, final)
					wantEqual(t, "final url", pg.FinalURL, u)
					wantEqual(t, "status", pg.Status, 200)
					if tc.wait == nil && pg.Settled != SettledQuiet {
						t.Errorf("run %d, page %d: %s: settled %q (%s), want quiet", n, i, u, pg.Settled, pg.Note)
					}
				}
				if got := within() - before; got != tc.within {
					t.Errorf("run %d: %d pages shown within the document, want %d", n, got, tc.within)
				}
			}
		})
	}
}
