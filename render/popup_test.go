package render

import (
	"context"
	"testing"
	"time"

	"github.com/rendercrawl/render/internal/testkit/testsite"
)

// Windows a page opens (window.open, a click on a target=_blank link)
// load nothing: no request of theirs reaches the site, and the page
// itself renders as usual.
func TestPopupsMakeNoRequests(t *testing.T) {
	p := needChrome(t)
	site, base := testsite.Serve(t)
	pg, err := p.Render(context.Background(), Request{
		URL:     base + "/popup/open",
		Wait:    &Wait{Kind: WaitJS, Value: "document.title === 'done'"},
		Timeout: 20 * time.Second,
	})
	if err != nil {
		t.Fatal(err)
	}
	wantContains(t, "text", pg.Text, "POPUP-OPENER")
	// A window that escaped would have loaded within the page's second
	// of waiting; give it one more.
	time.Sleep(time.Second)
	if n := site.Count("popup-target"); n != 0 {
		t.Errorf("the page's windows loaded %d times, want 0", n)
	}
}
