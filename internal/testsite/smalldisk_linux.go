//go:build linux

package testsite

import (
	"errors"
	"strconv"
	"syscall"
	"testing"
)

// SmallDisk returns an empty directory on a file system of its own that
// holds about size bytes (a tmpfs), unmounted when the test ends: a
// write past it fails with ENOSPC, as on a full disk. Mounting needs
// root (CAP_SYS_ADMIN): a process refused it (EPERM: not root, or a
// container without the capability) skips the test, as no package can
// give it; any other failure fails the test.
func SmallDisk(t testing.TB, size int64) string {
	t.Helper()
	dir := t.TempDir()
	err := syscall.Mount("tmpfs", dir, "tmpfs", 0, "size="+strconv.FormatInt(size, 10))
	switch {
	case errors.Is(err, syscall.EPERM):
		t.Skipf("mount a small tmpfs: %v (needs root with CAP_SYS_ADMIN)", err)
	case err != nil:
		t.Fatalf("mount a small tmpfs: %v", err)
	}
	t.Cleanup(func() {
		if err := syscall.Unmount(dir, syscall.MNT_DETACH); err != nil {
			t.Errorf("unmount %s: %v", dir, err)
		}
	})
	return dir
}
