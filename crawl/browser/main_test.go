package browser

import (
	"context"
	"fmt"
	"os"
	"testing"

	"github.com/rendercrawl/render/render"
)

// browserURL is the DevTools address of the one Chrome this test binary
// starts; each test's pool connects to it.
var browserURL string

// jsHeapMB caps the pages' JavaScript heap in the shared Chrome (a flag
// Chrome takes when it starts), so that a page that allocates without
// bound crashes its tab in a moment.
const jsHeapMB = 64

func TestMain(m *testing.M) { os.Exit(runWithChrome(m)) }

// runWithChrome runs the tests with one Chrome, started by render itself
// and shared through Config.BrowserURL. Without Chromium the browser
// tests are skipped, except in CI, where that fails the run.
func runWithChrome(m *testing.M) int {
	if _, err := render.FindChrome(""); err != nil {
		if os.Getenv("CI") == "true" {
			fmt.Fprintln(os.Stderr, "FAIL: Chromium is required in CI:", err)
			return 1
		}
		fmt.Fprintln(os.Stderr, "SKIP browser tests:", err)
		return m.Run()
	}
	cfg := render.DefaultConfig()
	cfg.JSHeapMB = jsHeapMB
	// Names under .invalid fail in Chrome itself: no DNS query leaves the
	// machine.
	cfg.ChromeFlags = []string{"host-resolver-rules=MAP *.invalid ~NOTFOUND"}
	url, stop, err := render.StartChrome(context.Background(), cfg)
	if err != nil {
		fmt.Fprintln(os.Stderr, "FAIL:", err)
		return 1
	}
	browserURL = url
	code := m.Run()
	if err := stop(); err != nil {
		fmt.Fprintln(os.Stderr, "FAIL: stop chrome:", err)
		code = 1
	}
	return code
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
