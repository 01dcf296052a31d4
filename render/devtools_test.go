package render

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

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

func TestStartChromeRefusesABrowserURL(t *testing.T) {
	cfg := testConfig()
	cfg.BrowserURL = "ws://127.0.0.1:1/devtools/browser/x"
	if _, _, err := StartChrome(context.Background(), cfg); err == nil {
		t.Error("StartChrome with a BrowserURL did not fail")
	}
}
