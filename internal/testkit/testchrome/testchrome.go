package testchrome

import (
	"context"
	"fmt"
	"os"
	"testing"

	"github.com/rendercrawl/render/internal/testkit/testenv"
	"github.com/rendercrawl/render/render"
)

// Run starts Chrome with cfg, sets *url to its DevTools address, runs the
// tests, stops Chrome and returns the exit code for os.Exit. Without a
// Chrome installed the tests run with *url empty (and skip what needs a
// browser), except in CI (testenv.CI), where that fails the run. A Chrome
// that does not stop cleanly fails the run too.
func Run(m *testing.M, cfg render.Config, url *string) int {
	if _, err := render.FindChrome(cfg.Chrome); err != nil {
		if testenv.CI() {
			fmt.Fprintln(os.Stderr, "FAIL: Chromium is required in CI:", err)
			return 1
		}
		fmt.Fprintln(os.Stderr, "SKIP browser tests:", err)
		return m.Run()
	}
	u, stop, err := render.StartChrome(context.Background(), cfg)
	if err != nil {
		fmt.Fprintln(os.Stderr, "FAIL:", err)
		return 1
	}
	*url = u
	code := m.Run()
	if err := stop(); err != nil {
		fmt.Fprintln(os.Stderr, "FAIL: stop chrome:", err)
		code = 1
	}
	return code
}
