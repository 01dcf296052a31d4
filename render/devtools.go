package render

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/remote"
)

// devToolsFileTimeout bounds the wait for Chrome's DevToolsActivePort file.
const devToolsFileTimeout = 10 * time.Second

// StartChrome starts a Chrome the way a Pool starts its own: the same
// binary (cfg.Chrome, see FindChrome), the same flags (cfg.ChromeFlags,
// NoSandbox and JSHeapMB included), in its own process group, killed with
// this program (Pdeathsig and a guard process on Linux, a guard on other
// Unix systems; see the package doc), with a temporary profile. Unlike a
// Pool's, it listens for DevTools on a loopback port, so that other pools
// and programs can share it through Config.BrowserURL (the CLI's
// --browser-url): tests start one Chrome per test binary this way.
//
// It returns the browser's DevTools websocket URL
// (ws://127.0.0.1:PORT/devtools/browser/ID) and stop, which kills Chrome,
// removes its profile and returns the first error; each step is bounded,
// and a second call returns what the first did.
// Chrome also stops when ctx ends.
func StartChrome(ctx context.Context, cfg Config) (wsURL string, stop func() error, err error) {
	if cfg.BrowserURL != "" {
		return "", nil, errors.New("render: StartChrome starts a browser: Config.BrowserURL must be empty")
	}
	if err := cfg.Validate(); err != nil {
		return "", nil, err
	}
	chrome, err := FindChrome(cfg.Chrome)
	if err != nil {
		return "", nil, err
	}
	log := cfg.Logger
	if log == nil {
		log = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	b, err := startBrowser(ctx, cfg, chrome, log,
		remote.WebSocket,
		chromedp.Flag("remote-debugging-address", "127.0.0.1"),
		chromedp.Flag("remote-debugging-port", "0"))
	if err != nil {
		return "", nil, err
	}
	wsURL, err = devToolsURL(ctx, b.dataDir)
	if err != nil {
		return "", nil, errors.Join(err, b.close())
	}
	return wsURL, sync.OnceValue(b.close), nil
}

// devToolsURL reads the websocket URL of the browser whose profile is dir
// from the file DevToolsActivePort that Chrome writes there once it
// listens: its port on the first line, the browser's path on the second.
func devToolsURL(ctx context.Context, dir string) (string, error) {
	name := filepath.Join(dir, "DevToolsActivePort")
	t := time.NewTicker(20 * time.Millisecond)
	defer t.Stop()
	deadline := time.NewTimer(devToolsFileTimeout)
	defer deadline.Stop()
	for {
		b, err := os.ReadFile(name)
		if err == nil {
			if lines := bytes.Fields(b); len(lines) == 2 {
				if port, err := strconv.Atoi(string(lines[0])); err == nil && port > 0 {
					return fmt.Sprintf("ws://127.0.0.1:%d%s", port, lines[1]), nil
				}
			}
		}
		select {
		case <-ctx.Done():
			return "", fmt.Errorf("render: read %s: %w", name, ctx.Err())
		case <-deadline.C:
			return "", fmt.Errorf("render: chrome wrote no DevTools address to %s within %v", name, devToolsFileTimeout)
		case <-t.C:
		}
	}
}
