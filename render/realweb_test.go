package render

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/rendercrawl/render/internal/testkit/realweb"
	"github.com/rendercrawl/render/internal/testkit/testenv"
)

// TestRealWebApps renders the corpus' single-page apps, written by others:
// every app's page, then every route of a hash-routed app, all in one tab
// one after the other, as a crawl of the app's routes does. Each record
// must have its page's marker, settled quiet.
func TestRealWebApps(t *testing.T) {
	testenv.SkipShort(t, "renders every app of the corpus")
	c := realweb.Open(t)
	// The apps load megabytes of script: the default page timeout, not
	// the tests' shorter one.
	p, within := oneTab(t, DefaultConfig().Timeout)
	n := runs(t)
	type page struct{ app, url, marker string }
	var pages []page
	for _, a := range c.Apps {
		pages = append(pages, page{a.Name, a.URL, a.Marker})
		for _, r := range a.Routes {
			pages = append(pages, page{a.Name, r.URL, r.Marker})
		}
	}
	tallies := make(map[string]*tally)
	for _, pg := range pages {
		tallies[pg.url] = &tally{name: strings.TrimPrefix(pg.url, c.URL)}
	}
	defer func() {
		for _, pg := range pages {
			t.Log(tallies[pg.url])
		}
		t.Logf("%d pages shown within their document", within())
	}()
	for i := range n {
		for _, pg := range pages {
			ty := tallies[pg.url]
			got, err := p.Render(context.Background(), Request{URL: pg.url})
			if err != nil {
				ty.add(nil, false)
				t.Errorf("run %d: %s: %v", i, pg.url, err)
				continue
			}
			final := strings.Contains(got.Text, pg.marker) && got.Settled == SettledQuiet
			ty.add(got, final)
			if !final {
				t.Errorf("run %d: %s: settled %q (%s) after %v, marker %q in text: %v",
					i, pg.url, got.Settled, got.Note, got.Elapsed.Round(time.Millisecond), pg.marker, strings.Contains(got.Text, pg.marker))
			}
		}
	}
}
