package render

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/rendercrawl/render/internal/testkit/testsite"
)

// A page that reloads itself after it loaded, the reload never answering, is read as the document it shows, with that document's
// status, type and size: not those of the navigation under way.
func TestNavigationUnderWayKeepsShownResponse(t *testing.T) {
	p := needChrome(t)
	_, base := testsite.Serve(t)
	pg, err := p.Render(context.Background(), Request{URL: base + "/nav/reload", Timeout: 3 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	wantContains(t, "text", pg.Text, "RELOAD-PAGE")
	if pg.Status != 200 || pg.ContentType != "text/html" || pg.Size == 0 {
		t.Errorf("status %d, content type %q, size %d; want 200, text/html and the page's size", pg.Status, pg.ContentType, pg.Size)
	}
}

// Pages that send each other back and forth, by script or by meta
// refresh, end as a redirect loop, well before their timeout.
func TestScriptAndMetaLoopsAreRedirectLoops(t *testing.T) {
	p := needChrome(t)
	site, base := testsite.Serve(t)
	for _, path := range []string{"/nav/loop/a", "/nav/meta/a"} {
		start := time.Now()
		pg, err := p.Render(context.Background(), Request{URL: base + path, Timeout: 60 * time.Second})
		if !errors.Is(err, ErrRedirectLoop) || Retryable(err) {
			t.Errorf("%s: err = %v, page = %+v; want a permanent ErrRedirectLoop", path, err, pg)
		}
		if el := time.Since(start); el > 50*time.Second {
			t.Errorf("%s: the loop took %v to end", path, el)
		}
	}
	// Each loop is cut after maxDocuments requests, and the tab may make
	// a few more before its navigation is stopped (77 in all on a loaded
	// 2-core machine under -race); without the cap, thousands.
	if n := site.Count("nav-loop") + site.Count("nav-meta"); n > 2*10*maxDocuments {
		t.Errorf("the loops fetched %d documents, want well under %d", n, 2*10*maxDocuments)
	}
}
