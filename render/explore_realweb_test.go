package render

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/rendercrawl/render/internal/testkit/realweb"
	"github.com/rendercrawl/render/internal/testkit/testenv"
)

// exploreFinds is, per app of the corpus, the routes exploring it must
// find that its plain render does not link to: the links under prefix
// (after the app's URL), at least min of them. Stoplight Elements folds
// its operations into sidebar groups a click opens (20 measured);
// Scalar lists an API's operations under its tags once one is opened (6
// measured, which its scroll finds too).
var exploreFinds = map[string]struct {
	prefix string
	min    int
}{
	"elements": {"#/operations/", 15},
	"scalar":   {"#tag/", 4},
}

// TestExploreRealWebApps renders the corpus' single-page apps, written by
// others, four ways: as they load, explored (20 clicks, and 10) and
// scrolled. An
// explored or scrolled page keeps its record: no error, its marker in its
// text, every link of the plain render (its own URL aside); exploring
// finds the routes of exploreFinds, which the plain render lacks. It logs
// what each way costs and finds, for docs/crawling.md.
func TestExploreRealWebApps(t *testing.T) {
	testenv.SkipShort(t, "renders every app of the corpus three times")
	c := realweb.Open(t)
	p, _ := oneTab(t, DefaultConfig().Timeout)
	x := exploring()
	x10 := exploring()
	x10.Actions = 10
	s := &Scroll{Steps: DefaultScrollSteps, Budget: DefaultScroll().Budget}
	ways := []struct {
		name string
		req  func(url string) Request
	}{
		{"plain", func(u string) Request { return Request{URL: u} }},
		{"explore", func(u string) Request { return Request{URL: u, Explore: x} }},
		{"explore10", func(u string) Request { return Request{URL: u, Explore: x10} }},
		{"scroll", func(u string) Request { return Request{URL: u, Scroll: s} }},
	}
	for name := range exploreFinds {
		if !slices.ContainsFunc(c.Apps, func(a realweb.App) bool { return a.Name == name }) {
			t.Errorf("exploreFinds names %s, which the corpus does not hold", name)
		}
	}
	for _, a := range c.Apps {
		var plain *Page
		for _, w := range ways {
			start := time.Now()
			got, err := p.Render(context.Background(), w.req(a.URL))
			if err != nil && Retryable(err) {
				// A heavy app on a busy machine may hang once, as in a
				// crawl, which retries it.
				t.Logf("%s %s: %v; once more", a.Name, w.name, err)
				start = time.Now()
				got, err = p.Render(context.Background(), w.req(a.URL))
			}
			if err != nil {
				t.Errorf("%s %s: %v", a.Name, w.name, err)
				continue
			}
			took := time.Since(start)
			if !strings.Contains(got.Text, a.Marker) {
				t.Errorf("%s %s: marker %q not in text", a.Name, w.name, a.Marker)
			}
			if plain == nil {
				plain = got
			} else {
				have := newLinkSet(got.Links)
				for _, l := range plain.Links {
					// The page's own URL is a link when the app replaced
					// its state at load, which it may do or not.
					if !(*have)[l] && l != a.URL {
						t.Errorf("%s %s: lost link %s (final %s, plain's %s): %q\nplain: %q", a.Name, w.name, l, got.FinalURL, plain.FinalURL, got.Links, plain.Links)
						break
					}
				}
			}
			if want, ok := exploreFinds[a.Name]; ok && plain != got && w.req(a.URL).Explore != nil {
				if n := newRoutes(plain, got, a.URL+want.prefix); n < want.min {
					t.Errorf("%s %s: %d routes under %s found by exploring, want at least %d: %q", a.Name, w.name, n, want.prefix, want.min, got.Links)
				}
			}
			t.Logf("%-10s %-9s %6dms (explore %4dms, scroll %4dms)  links %4d (+%d)  text %6d  clicks %2d skipped %2d states %2d left %v  scroll steps %2d grew %6dpx  click requests %d",
				a.Name, w.name, took.Milliseconds(), got.Explored.Elapsed.Milliseconds(), got.Scrolled.Elapsed.Milliseconds(), len(got.Links), len(got.Links)-len(plain.Links), len(got.Text),
				got.Explored.Actions, got.Explored.Skipped, got.Explored.States, got.Explored.Left, got.Scrolled.Steps, got.Scrolled.Grew, len(got.ClickRequests))
		}
	}
}

// newRoutes counts the links of got under prefix that plain lacks.
func newRoutes(plain, got *Page, prefix string) int {
	had := newLinkSet(plain.Links)
	n := 0
	for _, l := range got.Links {
		if strings.HasPrefix(l, prefix) && !(*had)[l] {
			n++
		}
	}
	return n
}
