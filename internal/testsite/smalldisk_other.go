//go:build !linux

package testsite

import (
	"os"
	"testing"
)

// SmallDisk needs a tmpfs mount, which only Linux gives here: the test is
// skipped, unless CI=true, where it fails.
func SmallDisk(t testing.TB, size int64) string {
	t.Helper()
	if os.Getenv("CI") == "true" {
		t.Fatal("a small disk needs Linux (a tmpfs mount)")
	}
	t.Skip("a small disk needs Linux (a tmpfs mount)")
	return ""
}
