package render

import (
	"context"
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/rendercrawl/render/internal/testkit/testsite"
)

// A Chrome of StartChrome serves pools that come and go through its
// websocket, and stop leaves no process and no profile dir.
func TestStartChromeIsSharedThenGone(t *testing.T) {
	needChrome(t)
	_, base := testsite.Serve(t)
	before, _ := filepath.Glob(filepath.Join(os.TempDir(), "render-chrome-*"))
	wsURL, stop, err := StartChrome(context.Background(), testConfig())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { stop() })
	if !strings.HasPrefix(wsURL, "ws://127.0.0.1:") || !strings.Contains(wsURL, "/devtools/browser/") {
		t.Errorf("DevTools URL %q, want ws://127.0.0.1:PORT/devtools/browser/ID", wsURL)
	}
	after, _ := filepath.Glob(filepath.Join(os.TempDir(), "render-chrome-*"))
	var dir string
	for _, d := range after {
		if !slices.Contains(before, d) {
			dir = d
		}
	}
	procs := chromeProcesses(dir)
	if dir == "" || len(procs) == 0 {
		t.Fatalf("no profile dir (%q) or no Chrome process using it (%v)", dir, procs)
	}

	cfg := testConfig()
	cfg.BrowserURL = wsURL
	for i := range 2 {
		p := newTestPool(t, cfg)
		pg, err := p.Render(context.Background(), Request{URL: base + "/spa/3"})
		if err != nil {
			t.Fatalf("pool %d: %v", i, err)
		}
		if !strings.Contains(pg.Text, "SPA-MARKER-3") {
			t.Errorf("pool %d: text lacks the marker: %q", i, pg.Text)
		}
		if err := p.Close(); err != nil {
			t.Fatalf("pool %d: close: %v", i, err)
		}
	}
	if err := stop(); err != nil {
		t.Fatalf("stop: %v", err)
	}
	assertGone(t, procs[0], dir)
}

// A pool in a browser it did not start leaves no tab of its own there
// when it closes, not even the tab of a page that did not settle, which
// is handed back to be closed in the background while its page still
// waits on a request.
func TestPoolLeavesNoTabInARemoteBrowser(t *testing.T) {
	needChrome(t)
	_, base := testsite.Serve(t)
	wsURL, stop, err := StartChrome(context.Background(), testConfig())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { stop() })
	cfg := testConfig()
	cfg.BrowserURL = wsURL
	p := newTestPool(t, cfg)
	// The unsettled page comes last: its tab is still closing when Close
	// comes.
	if _, err := p.Render(context.Background(), Request{URL: base + "/spa/3"}); err != nil {
		t.Fatal(err)
	}
	pg, err := p.Render(context.Background(), Request{URL: base + "/never-quiet.html", Timeout: 2 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	if pg.Settled != SettledTimeout {
		t.Fatalf("never-quiet.html settled %q; want %q", pg.Settled, SettledTimeout)
	}
	if err := p.Close(); err != nil {
		t.Fatal(err)
	}
	// Chrome answers a close before the tab is gone from its list.
	list := "http://" + strings.TrimPrefix(wsURL[:strings.Index(wsURL, "/devtools/")], "ws://") + "/json/list"
	var left []string
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		left = openPages(t, list, base)
		if len(left) == 0 || time.Now().After(deadline) {
			break
		}
	}
	if len(left) > 0 {
		t.Errorf("tabs left open in the browser after the pool closed: %v", left)
	}
}

// openPages lists the URLs under base of the pages a browser has open,
// read from its DevTools target list at list.
func openPages(t *testing.T, list, base string) []string {
	t.Helper()
	resp, err := http.Get(list)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var targets []struct{ Type, URL string }
	if err := json.NewDecoder(resp.Body).Decode(&targets); err != nil {
		t.Fatal(err)
	}
	var urls []string
	for _, tg := range targets {
		if tg.Type == "page" && strings.HasPrefix(tg.URL, base) {
			urls = append(urls, tg.URL)
		}
	}
	return urls
}

func TestStartChromeRefusesABrowserURL(t *testing.T) {
	cfg := testConfig()
	cfg.BrowserURL = "ws://127.0.0.1:1/devtools/browser/x"
	if _, _, err := StartChrome(context.Background(), cfg); err == nil {
		t.Error("StartChrome with a BrowserURL did not fail")
	}
}
