package realweb

import (
	"context"
	"os/exec"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/rendercrawl/render/internal/testkit/testenv"
)

// Charsets assembles (if needed) the charset corpus of
// scripts/realweb/charsets.sh under DefaultDir and returns its directory:
// DIR/ENCODING/*.txt, real texts in legacy encodings. Without it the test
// fails in CI (testenv.CI) and is skipped otherwise.
func Charsets(tb testing.TB) string {
	tb.Helper()
	_, file, _, _ := runtime.Caller(0)
	script := filepath.Join(filepath.Dir(file), "..", "..", "..", "scripts", "realweb", "charsets.sh")
	dir := DefaultDir()
	ctx, cancel := context.WithTimeout(context.Background(), assembleTimeout)
	defer cancel()
	out, err := exec.CommandContext(ctx, "bash", script, dir).CombinedOutput()
	if err != nil {
		if testenv.CI() {
			tb.Fatalf("the charset corpus is required in CI: %v: %s", err, out)
		}
		tb.Skipf("charset corpus unavailable: %v: %s", err, out)
	}
	return filepath.Join(dir, "charsets")
}
