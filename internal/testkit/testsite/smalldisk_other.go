//go:build !linux

package testsite

import (
	"testing"

	"github.com/rendercrawl/render/internal/testkit/testenv"
)

// SmallDisk needs a tmpfs mount, which only Linux gives here: the test is
// skipped, unless in CI (testenv.CI), where it fails.
func SmallDisk(t testing.TB, size int64) string {
	t.Helper()
	if testenv.CI() {
		t.Fatal("a small disk needs Linux (a tmpfs mount)")
	}
	t.Skip("a small disk needs Linux (a tmpfs mount)")
	return ""
}
