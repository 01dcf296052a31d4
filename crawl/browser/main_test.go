package browser

import (
	"os"
	"testing"

	"github.com/rendercrawl/render/internal/testkit/testchrome"
	"github.com/rendercrawl/render/render"
)

// browserURL is the DevTools address of the one Chrome this test binary
// starts; each test's pool connects to it.
var browserURL string

// jsHeapMB caps the pages' JavaScript heap in the shared Chrome (a flag
// Chrome takes when it starts), so that a page that allocates without
// bound crashes its tab in a moment.
const jsHeapMB = 64

func TestMain(m *testing.M) {
	cfg := render.DefaultConfig()
	cfg.JSHeapMB = jsHeapMB
	// Names under .invalid fail in Chrome itself: no DNS query leaves the
	// machine.
	cfg.ChromeFlags = []string{"host-resolver-rules=MAP *.invalid ~NOTFOUND"}
	os.Exit(testchrome.Run(m, cfg, &browserURL))
}

// newPool returns a pool of the shared Chrome, closed when the test ends.
func newPool(t *testing.T, cfg render.Config) *render.Pool {
	t.Helper()
	if browserURL == "" {
		t.Skip("no Chrome installed")
	}
	cfg.BrowserURL = browserURL
	p, err := render.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := p.Close(); err != nil {
			t.Errorf("close pool: %v", err)
		}
	})
	return p
}
