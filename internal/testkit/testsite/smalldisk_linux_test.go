//go:build linux

package testsite

import (
	"bufio"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestSmallDiskLeftByAKilledTestIsUnmounted: a test binary killed before
// its cleanup leaves its small disk mounted; the next one to make a small
// disk unmounts it.
func TestSmallDiskLeftByAKilledTestIsUnmounted(t *testing.T) {
	if os.Getenv("SMALLDISK_HOLD") == "1" {
		dir := SmallDisk(t, 1<<20)
		os.Stdout.WriteString(dir + "\n")
		time.Sleep(time.Minute) // killed before this ends
		return
	}
	SmallDisk(t, 1<<20) // skips where no tmpfs can be mounted
	cmd := exec.Command(os.Args[0], "-test.run=^TestSmallDiskLeftByAKilledTestIsUnmounted$")
	cmd.Env = append(os.Environ(), "SMALLDISK_HOLD=1")
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil {
		_ = cmd.Process.Kill()
		t.Fatalf("the holding process said %q: %v", line, err)
	}
	dir := strings.TrimSpace(line)
	_ = cmd.Process.Kill()
	_ = cmd.Wait()
	if !mounted(t, dir) {
		t.Fatalf("%s is not mounted once its process was killed", dir)
	}
	unmountLeftDisks()
	if mounted(t, dir) {
		t.Errorf("%s is still mounted", dir)
	}
	for _, d := range []string{dir, filepath.Dir(dir)} {
		if _, err := os.Stat(d); !os.IsNotExist(err) {
			t.Errorf("%s is still there (%v)", d, err)
		}
	}
}

func mounted(t *testing.T, dir string) bool {
	t.Helper()
	b, err := os.ReadFile("/proc/self/mounts")
	if err != nil {
		t.Fatal(err)
	}
	for line := range strings.Lines(string(b)) {
		if f := strings.Fields(line); len(f) > 1 && f[1] == dir {
			return true
		}
	}
	return false
}
