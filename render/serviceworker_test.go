package render

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/rendercrawl/render/internal/testkit/testsite"
)

// A service worker a page registers serves none of the pages after it:
// each page and its scripts come from the network, as on a first visit,
// and the page that registers the worker still works.
func TestServiceWorkerServesNoLaterPage(t *testing.T) {
	needChrome(t)
	cfg := testConfig()
	cfg.Tabs = 1
	p := newTestPool(t, cfg)
	site, base := testsite.Serve(t)
	pg, err := p.Render(context.Background(), Request{
		URL:     base + "/sw/register",
		Wait:    &Wait{Kind: WaitJS, Value: "document.getElementById('out').textContent !== 'waiting'"},
		Timeout: 20 * time.Second,
	})
	if err != nil {
		t.Fatal(err)
	}
	// Registration works: the worker became active before the page settled.
	wantContains(t, "register text", pg.Text, "SW-READY")
	pg, err = p.Render(context.Background(), Request{URL: base + "/sw/page"})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(pg.Text, "SW-HIJACKED") {
		t.Fatalf("the worker served the page: %q", pg.Text)
	}
	wantContains(t, "text", pg.Text, "NETWORK-PAGE")
	wantContains(t, "text of the page's script", pg.Text, "NETWORK-SUB")
	if pg.Status != 200 || site.Count("sw-page") != 1 || site.Count("sw-sub") != 1 {
		t.Errorf("status %d, page fetched %d times, script %d times; want 200, 1, 1",
			pg.Status, site.Count("sw-page"), site.Count("sw-sub"))
	}
}
