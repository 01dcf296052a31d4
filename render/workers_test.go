package render

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/rendercrawl/render/internal/testkit/testsite"
)

// TestWorkerFetchingAsItStartsIsSeen renders a page whose dedicated
// worker fetches its data the moment it runs, before any message: Chrome
// holds the worker until the tab follows its network, so the request is
// the page's (listed, and its data named with its body, as data the
// page's own thread fetched would be), and the page still gets the data.
func TestWorkerFetchingAsItStartsIsSeen(t *testing.T) {
	p := needChrome(t)
	_, base := testsite.Serve(t)
	for i := range runs(t) {
		pg, err := p.Render(context.Background(), Request{URL: base + "/wait/worker-starts.html", Timeout: 10 * time.Second, Fetches: true, Requests: true})
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(pg.Text, "WORKER-NOTICE the ford is closed") || pg.Settled != SettledQuiet {
			t.Fatalf("run %d: settled %q, text %q; want the worker's notice, settled quiet", i, pg.Settled, pg.Text)
		}
		listed := false
		for _, r := range pg.Requests {
			listed = listed || strings.HasSuffix(r.URL, "/wait/notice.json")
		}
		var body string
		for _, f := range pg.Fetched {
			if strings.HasSuffix(f.URL, "/wait/notice.json") {
				body = string(f.Body)
			}
		}
		if !listed || !strings.Contains(body, "the ford is closed") {
			t.Errorf("run %d: notice.json listed %v, fetched body %q; want the worker's request listed and its body kept", i, listed, body)
		}
	}
}
