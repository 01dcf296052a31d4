package realweb

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/rendercrawl/render/internal/testkit/testenv"
	"github.com/rendercrawl/render/render"
)

// deepText is the visible text of a page with that of its open shadow
// roots, where web components keep theirs.
const deepText = `(() => {
  const skip = new Set(['STYLE', 'SCRIPT', 'TEMPLATE', 'LINK', 'META', 'NOSCRIPT']);
  const out = [document.body ? document.body.innerText : ''];
  const walk = (root) => {
    const it = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT);
    for (let el = it.nextNode(); el; el = it.nextNode()) {
      if (!el.shadowRoot) continue;
      for (const n of el.shadowRoot.childNodes) {
        if (n.nodeType === Node.ELEMENT_NODE && !skip.has(n.tagName)) out.push(n.innerText || '');
      }
      walk(el.shadowRoot);
    }
  };
  walk(document.documentElement);
  return out.join('\n');
})()`

// markerWait bounds how long an app may take to show its marker: a few
// seconds at most on an idle machine, 21s beside a busy test suite.
const markerWait = 150 * time.Second

// browser starts a headless Chrome for the test, with every host name but
// loopback's unresolvable, and returns its context.
func browser(t *testing.T) context.Context {
	t.Helper()
	chrome, err := render.FindChrome("")
	if err != nil {
		if testenv.CI() {
			t.Fatalf("Chromium is required in CI: %v", err)
		}
		t.Skip(err)
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chrome.Exec),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.NoSandbox,
		chromedp.Flag("disable-gpu", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.Flag("host-resolver-rules", "MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"),
	)
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(actx)
	t.Cleanup(func() {
		cancel()
		cancelAlloc()
	})
	if _, err := chromedp.Run(ctx, chromedp.Navigate("about:blank")); err != nil {
		t.Fatalf("start Chrome: %v", err)
	}
	return ctx
}

// rendered opens u in a new tab and waits until its text holds marker. It
// returns the text and how long the marker took, or fails the test.
func rendered(t *testing.T, bctx context.Context, u, marker string) string {
	t.Helper()
	ctx, cancel := chromedp.NewContext(bctx)
	defer cancel()
	ctx, cancelWait := context.WithTimeout(ctx, markerWait)
	defer cancelWait()
	start := time.Now()
	if _, err := chromedp.Run(ctx, chromedp.Navigate(u)); err != nil {
		t.Fatalf("%s: navigate: %v", u, err)
	}
	tick := time.NewTicker(100 * time.Millisecond)
	defer tick.Stop()
	var text string
	for {
		var err error
		text, err = chromedp.Run(ctx, chromedp.Evaluate[string](deepText))
		if err == nil && strings.Contains(text, marker) {
			t.Logf("%s: marker after %v", u, time.Since(start).Round(time.Millisecond))
			return text
		}
		select {
		case <-ctx.Done():
			t.Fatalf("%s: no %q after %v (last error %v); text begins %.300q", u, marker, markerWait, err, text)
		case <-tick.C:
		}
	}
}

// TestAppMarkers checks the catalogue against the apps: each renders its
// marker in a browser that reaches nothing but loopback, each route shows
// its own marker, and no route's marker is on the app's first page.
func TestAppMarkers(t *testing.T) {
	testenv.SkipShort(t, "renders every app in Chromium")
	c := Open(t)
	bctx := browser(t)
	for _, a := range c.Apps {
		t.Run(a.Name, func(t *testing.T) {
			first := rendered(t, bctx, a.URL, a.Marker)
			for _, r := range a.Routes {
				if strings.Contains(first, r.Marker) {
					t.Errorf("%s: the first page already shows route %s's marker %q", a.URL, r.URL, r.Marker)
				}
				rendered(t, bctx, r.URL, r.Marker)
			}
		})
	}
}
