package fetch

import (
	"context"
	"net/url"
	"slices"
	"testing"

	"github.com/rendercrawl/render/fetch/extract"

	"github.com/rendercrawl/render/internal/testkit/testsite"
)

// TestFetchSubresources: a page fetched with Config.Subresources lists
// the sub-resources its markup names (which ones: extract's
// TestSubresourcesOfTheMarkup), and not among its links; without it,
// none.
func TestFetchSubresources(t *testing.T) {
	_, base := testsite.Serve(t)
	cfg := DefaultConfig()
	cfg.Subresources = true
	c := newTestClient(t, cfg)
	resp, err := c.Fetch(context.Background(), base+"/requests/markup.html")
	if err != nil {
		t.Fatal(err)
	}
	u, _ := url.Parse(resp.FinalURL)
	want := extract.HTML(resp.Body, u, true).Subresources
	if len(want) == 0 || !slices.Equal(resp.Subresources, want) {
		t.Errorf("Subresources = %+v\nwant extract's %+v", resp.Subresources, want)
	}
	// The link, and the page's canonical URL (a <link> of a page's rel).
	if len(resp.Links) != 2 {
		t.Errorf("links = %q: the sub-resources leaked into them", resp.Links)
	}

	cfg.Subresources = false
	off, err := newTestClient(t, cfg).Fetch(context.Background(), base+"/requests/markup.html")
	if err != nil {
		t.Fatal(err)
	}
	if off.Subresources != nil {
		t.Errorf("without Config.Subresources: %d listed", len(off.Subresources))
	}
}
