package archivetest

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/rendercrawl/render/internal/testkit/testenv"
)

// Dir is testdata/replay of this module's source tree: the package.json,
// its lock file and the scripts the tools run.
func Dir() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..", "..", "testdata", "replay")
}

// CacheDir is where scripts/replay-tools.sh installs the tools.
func CacheDir() string {
	if d := os.Getenv("RENDER_REPLAY_TOOLS"); d != "" {
		return d
	}
	if home, err := os.UserHomeDir(); err == nil && home != "" {
		return filepath.Join(home, ".cache", "render-replay-tools")
	}
	return filepath.Join(os.TempDir(), "render-replay-tools")
}

// Modules returns the node_modules directory of the installed tools.
// Tools that are missing, or were installed from another lock file than
// the one of this tree, skip the test, or fail it in CI.
func Modules(tb testing.TB) string {
	tb.Helper()
	dir := CacheDir()
	want, err := os.ReadFile(filepath.Join(Dir(), "package-lock.json"))
	if err != nil {
		tb.Fatal(err)
	}
	have, err := os.ReadFile(filepath.Join(dir, "package-lock.json"))
	_, nodeErr := exec.LookPath("node")
	switch {
	case err == nil && bytes.Equal(stamp(want), stamp(have)) && nodeErr == nil:
		if _, err := os.Stat(filepath.Join(dir, "node_modules", ".package-lock.json")); err == nil {
			return filepath.Join(dir, "node_modules")
		}
	}
	msg := "the archive tools (npm) are not installed in " + dir + " at the versions of testdata/replay: run scripts/replay-tools.sh"
	if nodeErr != nil {
		msg = "no node on PATH: " + nodeErr.Error()
	}
	if testenv.CI() {
		tb.Fatal("FAIL: " + msg)
	}
	tb.Skip(msg)
	return ""
}

func stamp(b []byte) []byte {
	s := sha256.Sum256(b)
	return []byte(hex.EncodeToString(s[:]))
}

// Node runs the script name of testdata/replay with args and the tools'
// modules, and returns what it printed; a failure of the script fails
// the test, with what it printed.
func Node(tb testing.TB, name string, args ...string) []byte {
	tb.Helper()
	modules := Modules(tb)
	cmd := exec.Command("node", append([]string{filepath.Join(Dir(), name)}, args...)...)
	cmd.Env = append(os.Environ(), "NODE_PATH="+modules)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		tb.Fatalf("node %s: %v\n%s%s", name, err, stdout.Bytes(), stderr.Bytes())
	}
	return stdout.Bytes()
}
