package archivetest

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"html"
	"net/http"
	"net/http/httptest"
	"net/url"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	cdpfetch "github.com/chromedp/cdproto/fetch"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/remote"

	"github.com/rendercrawl/render/internal/testkit/testenv"
	"github.com/rendercrawl/render/internal/testkit/testsite"
	"github.com/rendercrawl/render/render"
)

// Frame is a document of the replay: its URL and its visible text.
type Frame struct {
	URL  string `json:"url"`
	Text string `json:"text"`
}

// Replayed is what a replay showed.
type Replayed struct {
	// Frame is the replayed page, the frame ReplayWeb.page shows it in.
	Frame Frame
	// Refused are the requests the browser made that were not to the
	// replay server, refused (the live site among them, had the replay
	// reached for it).
	Refused []string
}

// embedPage is the page the replay server serves at /: ReplayWeb.page's
// embed element, showing one URL of the WACZ and nothing else.
const embedPage = `<!doctype html>
<html><head><meta charset="utf-8"><title>replay</title><script src="/ui.js"></script></head>
<body style="margin:0">
<replay-web-page source="/archive.wacz" url="%s" replayBase="/replay/" embed="replayonly" style="display:block;height:700px"></replay-web-page>
</body></html>
`

// Replay serves ReplayWeb.page and the WACZ at wacz on loopback, opens
// pageURL of the archive in a Chrome of its own whose network reaches the
// replay server and nothing else, and waits until the replayed page's
// text holds marker; at timeout it fails the test with what the replay
// showed. The network is cut twice: every request of the page that is not
// to the replay server is failed by interception (and listed in Refused),
// and Chrome sends any other request, its service worker's included, to a
// proxy that refuses connections.
func Replay(tb testing.TB, wacz, pageURL, marker string, timeout time.Duration) Replayed {
	tb.Helper()
	modules := Modules(tb)
	srv := serveReplay(tb, filepath.Join(modules, "replaywebpage"), wacz, pageURL)
	origin := srv.URL
	ctx, cancel := context.WithTimeout(context.Background(), timeout+30*time.Second)
	defer cancel()
	cfg := render.DefaultConfig()
	cfg.ChromeFlags = []string{
		"proxy-server=http://" + testsite.RefusedAddr(tb),
		"proxy-bypass-list=<-loopback>;" + strings.TrimPrefix(origin, "http://"),
	}
	ws, stop, err := render.StartChrome(ctx, cfg)
	if err != nil {
		if !testenv.CI() && errors.Is(err, render.ErrNoChrome) {
			tb.Skip(err)
		}
		tb.Fatal(err)
	}
	defer func() {
		if err := stop(); err != nil {
			tb.Errorf("stop chrome: %v", err)
		}
	}()
	actx, acancel := remote.NewAllocator(ctx, ws)
	defer acancel()
	var mu sync.Mutex
	var refused []string
	var tctx context.Context
	answer := func(e *cdpfetch.EventRequestPaused) {
		if strings.HasPrefix(e.Request.URL, origin+"/") {
			_, _ = chromedp.Call(tctx, cdpfetch.ContinueRequest, cdpfetch.ContinueRequestParams{RequestID: e.RequestID})
			return
		}
		mu.Lock()
		refused = append(refused, e.Request.URL)
		mu.Unlock()
		_, _ = chromedp.Call(tctx, cdpfetch.FailRequest, cdpfetch.FailRequestParams{RequestID: e.RequestID, ErrorReason: network.ErrorReasonBlockedByClient})
	}
	tctx, tcancel := chromedp.NewContext(actx, chromedp.WithListener(func(ev any) {
		if e, ok := ev.(*cdpfetch.EventRequestPaused); ok {
			go answer(e) // a listener must not block
		}
	}))
	defer tcancel()
	_, err = chromedp.Call(tctx, cdpfetch.Enable, cdpfetch.EnableParams{Patterns: []*cdpfetch.RequestPattern{{URLPattern: "*"}}})
	if err == nil {
		err = chromedp.Do(tctx, chromedp.Navigate(origin+"/"))
	}
	if err != nil {
		tb.Fatalf("replay: open %s: %v", origin, err)
	}
	frame, frames, err := waitFrame(tctx, marker, timeout)
	if err != nil {
		tb.Fatalf("replay: %v", err)
	}
	got := Replayed{Frame: frame}
	mu.Lock()
	got.Refused = append([]string(nil), refused...)
	mu.Unlock()
	if got.Frame.URL == "" {
		tb.Fatalf("replay of %s did not show %q within %v; frames:\n%s\nrefused: %q", pageURL, marker, timeout, describe(frames), got.Refused)
	}
	return got
}

// waitFrame waits until a frame of the replay (its URL holds mp_/, the
// replay's own frame) shows marker, and returns it with every frame seen
// last; an empty frame when timeout passed first.
func waitFrame(ctx context.Context, marker string, timeout time.Duration) (Frame, []Frame, error) {
	deadline := time.Now().Add(timeout)
	for {
		var frames []Frame
		if raw, err := chromedp.Run(ctx, chromedp.Evaluate[string](framesJS)); err == nil {
			_ = json.Unmarshal([]byte(raw), &frames)
		}
		for _, f := range frames {
			if strings.Contains(f.URL, "mp_/") && strings.Contains(f.Text, marker) {
				return f, frames, nil
			}
		}
		if time.Now().After(deadline) {
			return Frame{}, frames, nil
		}
		select {
		case <-ctx.Done():
			return Frame{}, frames, ctx.Err()
		case <-time.After(250 * time.Millisecond):
		}
	}
}

// framesJS lists every document of the page, through shadow roots and
// same-origin frames (the replay's are all on the replay server), with
// its visible text, as JSON.
const framesJS = `(() => {
  const out = [];
  const walk = (root) => {
    for (const el of root.querySelectorAll("*")) {
      if (el.shadowRoot) walk(el.shadowRoot);
      if (el.tagName === "IFRAME") {
        let d = null;
        try { d = el.contentDocument; } catch (e) {}
        if (d) {
          out.push({url: d.location.href, text: d.body ? d.body.innerText : ""});
          walk(d);
        }
      }
    }
  };
  walk(document);
  return JSON.stringify(out);
})()`

func describe(frames []Frame) string {
	var b strings.Builder
	for _, f := range frames {
		fmt.Fprintf(&b, "  %s: %.200q\n", f.URL, f.Text)
	}
	return b.String()
}

// serveReplay serves the embed page at /, ReplayWeb.page's files at /
// and /replay/ (its service worker's scope), and the WACZ at
// /archive.wacz, with range requests, as replay tools read it.
func serveReplay(tb testing.TB, rwp, wacz, pageURL string) *httptest.Server {
	tb.Helper()
	files := http.FileServer(http.Dir(rwp))
	mux := http.NewServeMux()
	mux.HandleFunc("/{$}", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprintf(w, embedPage, html.EscapeString(pageURL))
	})
	mux.HandleFunc("/archive.wacz", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/wacz")
		http.ServeFile(w, r, wacz)
	})
	mux.Handle("/replay/", http.StripPrefix("/replay", files))
	mux.Handle("/", files)
	srv := httptest.NewServer(mux)
	tb.Cleanup(srv.Close)
	if u, err := url.Parse(srv.URL); err != nil || u.Hostname() != "127.0.0.1" {
		tb.Fatalf("replay server at %s, want loopback", srv.URL)
	}
	return srv
}
