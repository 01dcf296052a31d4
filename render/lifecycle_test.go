package render

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/rendercrawl/render/internal/testkit/testsite"
)

// These tests start Chromes of their own: they close or kill them.

func TestCloseLeavesNoChrome(t *testing.T) {
	needChrome(t)
	_, base := testsite.Serve(t)
	p := newTestPool(t, testConfig())
	if _, err := p.Render(context.Background(), Request{URL: base + "/static.html"}); err != nil {
		t.Fatal(err)
	}
	pid, dir := chromeOf(t, p)
	if err := p.Close(); err != nil {
		t.Fatalf("Close: %v", err)
	}
	assertGone(t, pid, dir)
	if _, err := p.Render(context.Background(), Request{URL: base + "/static.html"}); err == nil {
		t.Error("Render after Close succeeded")
	}
}

func TestRestartsAfterChromeIsKilled(t *testing.T) {
	needChrome(t)
	_, base := testsite.Serve(t)
	p := newTestPool(t, testConfig())
	if _, err := p.Render(context.Background(), Request{URL: base + "/static.html"}); err != nil {
		t.Fatal(err)
	}
	pid, dir := chromeOf(t, p)
	killProcess(pid)

	// The page in flight when Chrome died may fail, with a retryable
	// error; the next one gets a new Chrome.
	var pg *Page
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		pg, err = p.Render(context.Background(), Request{URL: base + "/static.html"})
		if err == nil {
			break
		}
		if !Retryable(err) {
			t.Fatalf("err = %v, want a retryable error", err)
		}
	}
	if err != nil {
		t.Fatalf("no page after the restart: %v", err)
	}
	wantContains(t, "text", pg.Text, "STATIC-OK")
	if got := p.Stats().Restarts; got != 1 {
		t.Errorf("restarts = %d, want 1", got)
	}
	assertGone(t, pid, dir)
}

func TestCancelledRenderLeavesPoolUsableAndCloseClean(t *testing.T) {
	needChrome(t)
	site, base := testsite.Serve(t)
	p := newTestPool(t, testConfig())
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() {
		_, err := p.Render(ctx, Request{URL: base + "/slow?ms=10000"})
		done <- err
	}()
	pid, dir := chromeOf(t, p)
	// Cancel once the page is being loaded: its request reached the server.
	for deadline := time.Now().Add(30 * time.Second); site.InFlight() == 0; time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the page's request never reached the server")
		}
	}
	cancel()
	if err := <-done; err == nil {
		t.Fatal("a cancelled render succeeded")
	}
	pg, err := p.Render(context.Background(), Request{URL: base + "/static.html"})
	if err != nil {
		t.Fatalf("the pool is unusable after a cancelled render: %v", err)
	}
	wantContains(t, "text", pg.Text, "STATIC-OK")
	if err := p.Close(); err != nil {
		t.Fatal(err)
	}
	assertGone(t, pid, dir)
}

const helperEnv = "RENDER_TEST_HELPER_URL"

// runHelper is the child process of TestKilledProcessLeavesNoChrome: it
// renders a page, says which Chrome it runs, and waits to be killed.
func runHelper() {
	p, err := New(testConfig())
	if err != nil {
		fmt.Println("ERR", err)
		os.Exit(1)
	}
	if _, err := p.Render(context.Background(), Request{URL: os.Getenv(helperEnv)}); err != nil {
		fmt.Println("ERR", err)
		os.Exit(1)
	}
	fmt.Printf("CHROME %d %s\n", p.b.pid, p.b.dataDir) //nolint: single goroutine here
	time.Sleep(time.Minute)
	os.Exit(3)
}

func TestKilledProcessLeavesNoChrome(t *testing.T) {
	needChrome(t)
	_, base := testsite.Serve(t)
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), helperEnv+"="+base+"/static.html")
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	// Whatever happens below, the helper does not outlive the test (its
	// guard then takes its Chrome down).
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil || !strings.HasPrefix(line, "CHROME ") {
		t.Fatalf("helper said %q, %v", line, err)
	}
	var pid int
	var dir string
	fmt.Sscanf(line, "CHROME %d %s", &pid, &dir)
	if len(chromeProcesses(dir)) == 0 {
		t.Fatal("no Chrome process found for the helper; the test would prove nothing")
	}
	cmd.Process.Signal(syscall.SIGKILL)
	cmd.Wait()
	assertGone(t, pid, dir)
}

// assertGone waits a little for Chrome's processes and profile dir to
// disappear, and fails if they do not.
func assertGone(t *testing.T, pid int, dir string) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		procs := chromeProcesses(dir)
		alive := isChrome(pid)
		_, statErr := os.Stat(dir)
		if len(procs) == 0 && !alive && os.IsNotExist(statErr) {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("after 10s: chrome pid %d alive=%v, processes using %s: %v, dir exists=%v", pid, alive, dir, procs, statErr == nil)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// isChrome reports whether pid is still a Chrome process (and not a zombie
// or a recycled pid).
func isChrome(pid int) bool {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return false
	}
	s := string(b)
	if i := strings.LastIndexByte(s, ')'); i > 0 && len(s) > i+2 && s[i+2] == 'Z' {
		return false
	}
	return strings.Contains(s, "chrom") || strings.Contains(s, "headless")
}

// chromeOf waits for the pool's Chrome to be up and returns its pid and
// profile dir.
func chromeOf(t *testing.T, p *Pool) (int, string) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		p.mu.Lock()
		b := p.b
		p.mu.Unlock()
		if b != nil {
			return b.pid, b.dataDir
		}
		if time.Now().After(deadline) {
			t.Fatal("chrome did not start")
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func TestTabsAreRecycledAfterRecycleAfterPages(t *testing.T) {
	needChrome(t)
	_, base := testsite.Serve(t)
	cfg := testConfig()
	cfg.RecycleAfter = 3
	p := newTestPool(t, cfg)
	var wg sync.WaitGroup
	for i := range 12 {
		wg.Go(func() {
			if _, err := p.Render(context.Background(), Request{URL: base + "/static/" + strconv.Itoa(i)}); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	// Each tab serves 3 pages and is closed; at most Tabs (2) tabs are left
	// with fewer at the end: 12 pages take 4 to 6 tabs, never the 2 that
	// reuse alone would open.
	if opened := p.Stats().TabsOpened; opened < 4 || opened > 6 {
		t.Errorf("opened %d tabs for 12 pages at RecycleAfter 3, want 4 to 6", opened)
	}
}
