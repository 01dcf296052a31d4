package fetch

import (
	"context"
	"net/http"
	"net/http/httptest"
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
	want := extract.HTML(resp.Body, u, extract.Options{Subresources: true}).Subresources
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

// Config.DataWords counts the prose of a page's data blocks and inline
// scripts that its text never uses; without it, nothing is counted.
func TestFetchDataWords(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		_, _ = w.Write([]byte(`<!doctype html><title>Branch 3</title><h1>Branch 3</h1>
<script type="application/json">[{"title":"Poetry evening","host":"Amara Osei"}]</script>
<script>var rows = ["Copper rain", "Grammar of tides", "Lanterns over Quimper"];</script>`))
	}))
	defer srv.Close()
	for _, on := range []bool{true, false} {
		cfg := DefaultConfig()
		cfg.DataWords = on
		resp, err := newTestClient(t, cfg).Fetch(context.Background(), srv.URL)
		if err != nil {
			t.Fatal(err)
		}
		got := [2]int{resp.Signals.DataWords, resp.Signals.ScriptWords}
		if want := [2]int{4, 7}; on && got != want || !on && got != [2]int{} {
			t.Errorf("DataWords %v: data and script words %v", on, got)
		}
	}
}
