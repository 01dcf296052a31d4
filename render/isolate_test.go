package render

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/rendercrawl/render/internal/testkit/testsite"
)

// TestIsolatedPagesShareNothing renders, in a pool with Isolate, a page
// that leaves a cookie and a localStorage item, then the same page
// again: the second sees neither, and no tab rendered two pages.
func TestIsolatedPagesShareNothing(t *testing.T) {
	needChrome(t)
	_, base := testsite.Serve(t)
	cfg := testConfig()
	cfg.Isolate = true
	p := newTestPool(t, cfg)
	for i := range 3 {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		pg, err := p.Render(ctx, Request{URL: base + "/serve/state.html"})
		cancel()
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(pg.Text, "STATE cookie=none storage=none") || strings.Contains(pg.Text, "planted") {
			t.Errorf("page %d saw what an earlier page left: %q", i, pg.Text)
		}
	}
	if st := p.Stats(); st.TabsOpened < 3 {
		t.Errorf("%d tabs opened for 3 pages: a tab was reused", st.TabsOpened)
	}
	if err := p.Close(); err != nil {
		t.Error(err)
	}
}
