package render

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/rendercrawl/render/internal/testkit/testenv"
)

// testPool is the one browser this test binary runs; tests that need a
// pool of their own (other settings, or to kill its Chrome) make one.
var testPool *Pool

func TestMain(m *testing.M) {
	if os.Getenv(helperEnv) != "" {
		runHelper() // a child process of TestKilledProcessLeavesNoChrome
		return
	}
	// Profile dirs go to a temp dir of this binary's own, so that the
	// check below sees only ours.
	tmp, err := os.MkdirTemp("", "render-test-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	os.Setenv("TMPDIR", tmp)
	if _, err := FindChrome(""); err != nil {
		if testenv.CI() {
			fmt.Fprintln(os.Stderr, "FAIL: Chromium is required in CI:", err)
			os.Exit(1)
		}
		fmt.Fprintln(os.Stderr, "SKIP browser tests:", err)
	} else {
		cfg := testConfig()
		p, err := New(cfg)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		if err := warmUp(p); err != nil {
			fmt.Fprintln(os.Stderr, "FAIL: start chrome:", err)
			p.Close()
			os.Exit(1)
		}
		testPool = p
	}
	code := m.Run()
	if testPool != nil {
		if err := testPool.Close(); err != nil {
			fmt.Fprintln(os.Stderr, "FAIL: close pool:", err)
			code = 1
		}
	}
	// Every Chrome of this binary ran with a profile under tmp.
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		left := chromeProcesses(tmp + "/")
		if len(left) == 0 {
			break
		}
		if time.Now().After(deadline) {
			fmt.Fprintln(os.Stderr, "FAIL: Chrome processes left behind:", left)
			code = 1
			break
		}
	}
	if left, _ := filepath.Glob(filepath.Join(tmp, "render-chrome-*")); len(left) > 0 {
		fmt.Fprintln(os.Stderr, "FAIL: profile dirs left behind:", left)
		code = 1
	}
	os.RemoveAll(tmp)
	os.Exit(code)
}

// warmUp starts the pool's Chrome before the tests, so that no test's
// first page pays for the start or fails with it: on a very busy machine
// a Chrome now and then dies as it starts (its zygote's pipe breaks), and
// is started again, as the pool does for the next page.
func warmUp(p *Pool) error {
	var err error
	for range 2 {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		_, err = p.browser(ctx)
		cancel()
		if err == nil {
			return nil
		}
		fmt.Fprintln(os.Stderr, "chrome did not start, once more:", err)
	}
	return err
}

func testConfig() Config {
	cfg := DefaultConfig()
	cfg.Tabs = 2
	// A fixture page renders in 4.5s at most on a busy machine; a test
	// that is about a timeout sets its own, shorter.
	cfg.Timeout = 30 * time.Second
	// Names under .invalid fail in Chrome itself: no DNS query leaves the
	// machine.
	cfg.ChromeFlags = []string{"host-resolver-rules=MAP *.invalid ~NOTFOUND"}
	return cfg
}

// newTestPool makes a pool of the test's own, closed when the test ends,
// whether it passes or not (a Close the test makes itself comes first).
func newTestPool(t *testing.T, cfg Config) *Pool {
	t.Helper()
	p, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { p.Close() })
	return p
}

// needChrome skips a test when no Chrome is installed outside CI (in CI,
// TestMain already failed the run).
func needChrome(t *testing.T) *Pool {
	t.Helper()
	if testPool == nil {
		t.Skip("no Chrome installed")
	}
	return testPool
}

// chromeProcesses returns the pids of processes whose command line names
// dir as the user data dir.
func chromeProcesses(dir string) []int {
	entries, _ := os.ReadDir("/proc")
	var pids []int
	for _, e := range entries {
		b, err := os.ReadFile(filepath.Join("/proc", e.Name(), "cmdline"))
		if err != nil {
			continue
		}
		if strings.Contains(string(b), "--user-data-dir="+dir) {
			var pid int
			fmt.Sscan(e.Name(), &pid)
			pids = append(pids, pid)
		}
	}
	return pids
}

// killProcess kills the process pid alone, not its group: a crash of
// Chrome's browser process.
func killProcess(pid int) {
	if p, err := os.FindProcess(pid); err == nil {
		p.Kill()
	}
}
