//go:build linux

package testsite

import (
	"os"
	"strconv"
	"syscall"
	"testing"
)

// SmallDisk returns an empty directory on a file system of its own that
// holds about size bytes (a tmpfs), unmounted when the test ends: a
// write past it fails with ENOSPC, as on a full disk. Mounting needs
// root; without it the test is skipped, unless CI=true, where it fails.
func SmallDisk(t testing.TB, size int64) string {
	t.Helper()
	dir := t.TempDir()
	if err := syscall.Mount("tmpfs", dir, "tmpfs", 0, "size="+strconv.FormatInt(size, 10)); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("mount a small tmpfs (CI runs as root): %v", err)
		}
		t.Skipf("mount a small tmpfs: %v (needs root)", err)
	}
	t.Cleanup(func() {
		if err := syscall.Unmount(dir, syscall.MNT_DETACH); err != nil {
			t.Errorf("unmount %s: %v", dir, err)
		}
	})
	return dir
}
