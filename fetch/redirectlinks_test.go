package fetch

import (
	"context"
	"testing"

	"github.com/rendercrawl/render/internal/testkit/testsite"
)

// TestFetchLinksAfterRedirect checks that links resolve against the final
// URL, not the requested one.
func TestFetchLinksAfterRedirect(t *testing.T) {
	_, base := testsite.Serve(t)
	c := newTestClient(t, testConfig())
	resp, err := c.Fetch(context.Background(), base+"/redirect?to=/fetch/pages/static.html")
	if err != nil {
		t.Fatal(err)
	}
	if resp.FinalURL != base+"/fetch/pages/static.html" {
		t.Fatalf("FinalURL = %q", resp.FinalURL)
	}
	want := map[string]bool{
		base + "/archive/":                    true,
		base + "/fetch/pages/static.html#top": true,
	}
	for _, l := range resp.Links {
		delete(want, l)
	}
	if len(want) > 0 {
		t.Errorf("links %v missing from %q", want, resp.Links)
	}
}
