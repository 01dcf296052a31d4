//go:build linux

package testsite

import (
	"bufio"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"

	"github.com/rendercrawl/render/internal/testkit/testenv"
)

// smallDiskSource names the small disks' mounts (with the pid of the
// process that made them), so that those a killed test left are found.
const smallDiskSource = "render-smalldisk-"

var sweepSmallDisks sync.Once

// SmallDisk returns an empty directory on a file system of its own that
// holds about size bytes (a tmpfs), unmounted when the test ends: a
// write past it fails with ENOSPC, as on a full disk. Mounting needs
// root (CAP_SYS_ADMIN): a process refused it (EPERM: not root, or a
// container without the capability) skips the test, as no package can
// give it, except in CI (testenv.CI), where it fails; any other failure
// fails the test. The small disks that a test binary killed before its
// cleanup left mounted are unmounted first.
func SmallDisk(t testing.TB, size int64) string {
	t.Helper()
	sweepSmallDisks.Do(unmountLeftDisks)
	dir := t.TempDir()
	source := smallDiskSource + strconv.Itoa(os.Getpid())
	err := syscall.Mount(source, dir, "tmpfs", 0, "size="+strconv.FormatInt(size, 10))
	switch {
	case errors.Is(err, syscall.EPERM) && !testenv.CI():
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

// unmountLeftDisks unmounts the small disks whose process is gone, and
// removes their directories and the parents the testing package made
// for them. Errors are left: a disk left mounted costs
// memory, not a test.
func unmountLeftDisks() {
	f, err := os.Open("/proc/self/mounts")
	if err != nil {
		return
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) < 2 || !strings.HasPrefix(fields[0], smallDiskSource) {
			continue
		}
		pid, err := strconv.Atoi(strings.TrimPrefix(fields[0], smallDiskSource))
		if err != nil || pid == os.Getpid() {
			continue
		}
		if err := syscall.Kill(pid, 0); err == nil || errors.Is(err, syscall.EPERM) {
			continue // its process still runs
		}
		// /proc/mounts escapes a space in a path as \040.
		dir := strings.ReplaceAll(fields[1], `\040`, " ")
		if syscall.Unmount(dir, syscall.MNT_DETACH) == nil {
			_ = os.RemoveAll(dir)
			// The directory was its test's t.TempDir: the parent the
			// testing package made for it goes too, once empty.
			_ = os.Remove(filepath.Dir(dir))
		}
	}
}
