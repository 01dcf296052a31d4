package testenv

import (
	"os"
	"strings"
	"testing"
)

// CI reports whether the tests run in continuous integration: the
// environment variable CI is set to anything but "", "0" or "false".
// Runners differ in what they set (CI=true, CI=1, CI=yes); a test that
// skipped silently under one of them would prove nothing there.
func CI() bool {
	v := strings.TrimSpace(os.Getenv("CI"))
	return v != "" && v != "0" && !strings.EqualFold(v, "false")
}

// Missing stops tb for want of something it needs: it fails the test in
// CI and skips it elsewhere.
func Missing(tb testing.TB, format string, args ...any) {
	tb.Helper()
	if CI() {
		tb.Fatalf("required in CI: "+format, args...)
	}
	tb.Skipf(format, args...)
}

// SkipShort skips tb under -short, saying why (it renders in a browser,
// it reads the realweb corpus); in CI, which runs every test, a -short
// run fails it instead.
func SkipShort(tb testing.TB, why string) {
	tb.Helper()
	if !testing.Short() {
		return
	}
	if CI() {
		tb.Fatalf("-short in CI would skip this test (%s)", why)
	}
	tb.Skip(why)
}
