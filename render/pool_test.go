package render

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chromedp/cdproto/target"
	"github.com/chromedp/chromedp"
	"github.com/rendercrawl/render/internal/testkit/testsite"
)

func TestRenderFixtures(t *testing.T) {
	p := needChrome(t)
	site, base := testsite.Serve(t)

	tests := []struct {
		name  string
		path  string
		check func(t *testing.T, pg *Page)
	}{
		{"spa renders content from its JSON call", "/spa/7", func(t *testing.T, pg *Page) {
			wantContains(t, "text", pg.Text, "SPA-MARKER-7")
			wantEqual(t, "title", pg.Title, "SPA page 7")
			wantContains(t, "html", pg.HTML, `<p id="marker">SPA-MARKER-7</p>`)
			wantLink(t, pg, base+"/spa/8")
			if pg.Blocked < 3 {
				t.Errorf("blocked = %d, want the 3 images", pg.Blocked)
			}
		}},
		{"static page", "/static.html", func(t *testing.T, pg *Page) {
			wantContains(t, "text", pg.Text, "STATIC-OK")
			wantEqual(t, "status", pg.Status, 200)
			wantEqual(t, "final url", pg.FinalURL, base+"/static.html")
			for _, l := range pg.Links {
				if strings.HasPrefix(l, "mailto:") || strings.HasPrefix(l, "javascript:") {
					t.Errorf("link %q should be left out", l)
				}
			}
		}},
		{"images, font and media are blocked", "/images.html", func(t *testing.T, pg *Page) {
			wantContains(t, "text", pg.Text, "IMAGES-OK")
			if pg.Blocked < 5 {
				t.Errorf("blocked = %d, want 3 images + font + media", pg.Blocked)
			}
			if len(pg.FailedRequests) != 0 {
				t.Errorf("blocked requests reported as failed: %+v", pg.FailedRequests)
			}
		}},
		{"shadow roots and same-origin iframes", "/shadow.html", func(t *testing.T, pg *Page) {
			for _, s := range []string{"LIGHT-TEXT", "SHADOW-TEXT", "FRAME-TEXT"} {
				wantContains(t, "text", pg.Text, s)
			}
			if strings.Contains(pg.Text, "color: red") {
				t.Errorf("text holds the shadow root's style sheet: %q", pg.Text)
			}
			want := []string{base + "/static.html?from=light", base + "/static.html?from=shadow", base + "/static.html?from=frame"}
			if !slices.Equal(pg.Links, want) {
				t.Errorf("links = %q, want %q in document order", pg.Links, want)
			}
		}},
		{"console errors and uncaught exceptions", "/errors.html", func(t *testing.T, pg *Page) {
			var texts []string
			for _, m := range pg.Console {
				texts = append(texts, m.Type+": "+m.Text)
			}
			all := strings.Join(texts, "\n")
			wantContains(t, "console", all, "error: boom-console 42")
			wantContains(t, "console", all, "exception: Uncaught Error: boom-exception")
			wantContains(t, "console", all, "boom-rejection")
			if strings.Contains(all, "not an error") || strings.Contains(all, "warning") {
				t.Errorf("console holds logs that are not errors: %s", all)
			}
		}},
		{"failed sub-requests", "/failing.html", func(t *testing.T, pg *Page) {
			got := map[string]FailedRequest{}
			for _, f := range pg.FailedRequests {
				got[strings.TrimPrefix(f.URL, base)] = f
			}
			if f := got["/error500.js"]; f.Status != 500 {
				t.Errorf("script with status 500: got %+v", f)
			}
			if f := got["/missing.json"]; f.Status != 404 {
				t.Errorf("fetch with status 404: got %+v", f)
			}
			if f, ok := got["http://127.0.0.1:9/refused"]; !ok || f.Error == "" {
				t.Errorf("network failure: got %+v in %+v", f, pg.FailedRequests)
			}
		}},
		{"dialogs are dismissed", "/alert.html", func(t *testing.T, pg *Page) {
			wantContains(t, "text", pg.Text, "AFTER-DIALOGS confirm=false prompt=null")
		}},
		{"work after the network went quiet", "/longtask.html", func(t *testing.T, pg *Page) {
			wantContains(t, "text", pg.Text, "LONGTASK-DONE")
		}},
		{"redirect", "/redirect", func(t *testing.T, pg *Page) {
			wantEqual(t, "final url", pg.FinalURL, base+"/static.html")
			wantEqual(t, "status", pg.Status, 200)
		}},
		{"404 is a page, with its status", "/no-such-page", func(t *testing.T, pg *Page) {
			wantEqual(t, "status", pg.Status, 404)
			wantContains(t, "text", pg.Text, "NOT-FOUND-PAGE")
		}},
		{"500 is a page, with its status", "/error500", func(t *testing.T, pg *Page) {
			wantEqual(t, "status", pg.Status, 500)
		}},
		{"slow page", "/slow?ms=700", func(t *testing.T, pg *Page) {
			wantContains(t, "text", pg.Text, "STATIC-OK")
			if pg.Elapsed < 700*time.Millisecond {
				t.Errorf("elapsed %v, the page takes 700ms", pg.Elapsed)
			}
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			pg, err := p.Render(context.Background(), Request{URL: base + tc.path})
			if err != nil {
				t.Fatalf("Render: %v", err)
			}
			if pg.Note != "" || pg.Settled != SettledQuiet {
				t.Errorf("settled %q, note %q; want quiet, no note", pg.Settled, pg.Note)
			}
			tc.check(t, pg)
		})
	}
	if n := site.Count("image") + site.Count("font") + site.Count("media"); n != 0 {
		t.Errorf("the server saw %d image/font/media requests; blocking should have stopped them", n)
	}
}

func TestNeverQuietPageReturnsAtTheCapWithANote(t *testing.T) {
	p := needChrome(t)
	site, base := testsite.Serve(t)
	start := time.Now()
	pg, err := p.Render(context.Background(), Request{URL: base + "/never-quiet.html", Timeout: 1500 * time.Millisecond})
	if err != nil {
		t.Fatalf("Render: %v", err)
	}
	// About the cap (1.8s on a busy machine), far from the pool's 30s.
	if el := time.Since(start); el < 1500*time.Millisecond || el > 10*time.Second {
		t.Errorf("took %v, want about the 1.5s cap", el)
	}
	wantEqual(t, "settled", pg.Settled, SettledTimeout)
	wantContains(t, "note", pg.Note, "not settled within 1.5s")
	wantContains(t, "note", pg.Note, "/longpoll")
	wantContains(t, "text", pg.Text, "NEVER-QUIET")
	if site.Count("longpoll") == 0 {
		t.Error("the long poll never reached the server")
	}
}

func TestWaitModes(t *testing.T) {
	p := needChrome(t)
	_, base := testsite.Serve(t)
	sel := Wait{Kind: WaitSelector, Value: "#marker"}
	js := Wait{Kind: WaitJS, Value: "document.title.startsWith('SPA page')"}
	missing := Wait{Kind: WaitSelector, Value: "#does-not-exist"}
	for _, w := range []Wait{sel, js} {
		t.Run(w.String(), func(t *testing.T) {
			pg, err := p.Render(context.Background(), Request{URL: base + "/spa/3", Wait: &w})
			if err != nil {
				t.Fatal(err)
			}
			wantContains(t, "text", pg.Text, "SPA-MARKER-3")
			wantEqual(t, "settled", pg.Settled, map[WaitKind]string{WaitSelector: SettledSelector, WaitJS: SettledJS}[w.Kind])
		})
	}
	t.Run("load", func(t *testing.T) {
		w := Wait{Kind: WaitLoad}
		pg, err := p.Render(context.Background(), Request{URL: base + "/static.html", Wait: &w})
		if err != nil {
			t.Fatal(err)
		}
		wantContains(t, "text", pg.Text, "STATIC-OK")
		wantEqual(t, "settled", pg.Settled, SettledLoad)
	})
	t.Run("selector that never appears", func(t *testing.T) {
		_, err := p.Render(context.Background(), Request{URL: base + "/static.html", Wait: &missing, Timeout: time.Second})
		if !errors.Is(err, ErrTimeout) {
			t.Fatalf("err = %v, want ErrTimeout", err)
		}
	})
}

func TestPopupsDoNotLeakTabs(t *testing.T) {
	p := needChrome(t)
	_, base := testsite.Serve(t)
	pg, err := p.Render(context.Background(), Request{URL: base + "/popup.html"})
	if err != nil {
		t.Fatal(err)
	}
	wantContains(t, "text", pg.Text, "POPUP-PAGE")
	b, err := p.browser(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	// The popups open asynchronously; give them a moment to appear and be
	// closed, then count the tabs that are not ours.
	deadline := time.Now().Add(10 * time.Second)
	for {
		popups := 0
		infos, err := chromedp.CallBrowser(b.ctx, target.GetTargets, target.GetTargetsParams{})
		if err != nil {
			t.Fatal(err)
		}
		for _, ti := range infos.TargetInfos {
			if ti.Type == "page" && strings.Contains(ti.URL, "popup=") {
				popups++
			}
		}
		if popups == 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d popup tabs still open", popups)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

func TestHealthyTabsAreReused(t *testing.T) {
	p := needChrome(t)
	_, base := testsite.Serve(t)
	before := p.Stats()
	var wg sync.WaitGroup
	errs := make(chan error, 12)
	for i := range 12 {
		wg.Go(func() {
			_, err := p.Render(context.Background(), Request{URL: base + "/static/" + strconv.Itoa(i)})
			errs <- err
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	after := p.Stats()
	if opened := after.TabsOpened - before.TabsOpened; opened > int64(p.cfg.Tabs) {
		t.Errorf("opened %d tabs for 12 healthy pages at --tabs %d; tabs should be reused", opened, p.cfg.Tabs)
	}
	p.mu.Lock()
	idle := len(p.idle)
	p.mu.Unlock()
	if idle > p.cfg.Tabs {
		t.Errorf("%d idle tabs, more than the %d allowed", idle, p.cfg.Tabs)
	}
}

func TestCancelledContext(t *testing.T) {
	p := needChrome(t)
	_, base := testsite.Serve(t)
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(300*time.Millisecond, cancel)
	start := time.Now()
	_, err := p.Render(ctx, Request{URL: base + "/slow?ms=60000"})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v, want context.Canceled", err)
	}
	// 0.6s on a busy machine; a render that ignored the cancellation
	// would take the page's minute.
	if el := time.Since(start); el > 5*time.Second {
		t.Errorf("a cancelled render took %v to return", el)
	}
	pg, err := p.Render(context.Background(), Request{URL: base + "/static.html"})
	if err != nil {
		t.Fatalf("the pool is unusable after a cancelled render: %v", err)
	}
	wantContains(t, "text", pg.Text, "STATIC-OK")
}

func wantContains(t *testing.T, what, got, want string) {
	t.Helper()
	if !strings.Contains(got, want) {
		t.Errorf("%s = %q, want it to contain %q", what, got, want)
	}
}

func wantEqual[T comparable](t *testing.T, what string, got, want T) {
	t.Helper()
	if got != want {
		t.Errorf("%s = %v, want %v", what, got, want)
	}
}

func wantLink(t *testing.T, pg *Page, link string) {
	t.Helper()
	if !slices.Contains(pg.Links, link) {
		t.Errorf("links = %q, want %q among them", pg.Links, link)
	}
}

func TestScreenshotAndExchange(t *testing.T) {
	p := needChrome(t)
	_, base := testsite.Serve(t)
	for _, full := range []bool{false, true} {
		pg, err := p.Render(context.Background(), Request{URL: base + "/spa/9", Screenshot: true, FullPage: full, Exchange: true})
		if err != nil {
			t.Fatal(err)
		}
		if len(pg.Screenshot) < 100 || string(pg.Screenshot[1:4]) != "PNG" {
			t.Errorf("full=%v: screenshot is not a PNG (%d bytes)", full, len(pg.Screenshot))
		}
		if !strings.Contains(string(pg.Body), `<div id="root"></div>`) {
			t.Errorf("body is not the document as served: %.80q", pg.Body)
		}
		if pg.Proto != "HTTP/1.1" || pg.RequestHeader.Get("User-Agent") == "" || pg.Header.Get("Content-Type") == "" {
			t.Errorf("exchange: proto %q, request headers %v, response headers %v", pg.Proto, pg.RequestHeader, pg.Header)
		}
	}
}

// A render whose context ends while Chrome is still starting returns at
// once; the start goes on, and Close ends it.
func TestCancelledRenderDoesNotWaitForChromeStart(t *testing.T) {
	real := needChrome(t).chrome.Exec
	slow := filepath.Join(t.TempDir(), "slow-chrome")
	// No path to Chrome in the script, so that it is not taken for a
	// wrapper and bypassed.
	if err := os.WriteFile(slow, []byte("#!/bin/sh\nsleep 30\nexec \"$RENDER_TEST_CHROME\" \"$@\"\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("RENDER_TEST_CHROME", real)
	cfg := testConfig()
	cfg.Chrome = slow
	p := newTestPool(t, cfg)
	_, base := testsite.Serve(t)
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err := p.Render(ctx, Request{URL: base + "/static/1"})
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("render during a slow start: %v, want a deadline error", err)
	}
	// Both take a second at most on a busy machine; waiting for the start
	// would take its 30s.
	if d := time.Since(start); d > 5*time.Second {
		t.Fatalf("render took %v to give up while Chrome started", d)
	}
	start = time.Now()
	if err := p.Close(); err != nil {
		t.Fatal(err)
	}
	if d := time.Since(start); d > 10*time.Second {
		t.Fatalf("Close took %v with a start in progress", d)
	}
}

// With TabWait, a render that checks a page (Request.Check) and finds the
// one open tab busy waits for it instead of opening another, and opens
// one when the wait runs out or twice as many other pages as tabs want
// one. A page rendered for good opens one at once.
func TestTabWaitSharesABusyTab(t *testing.T) {
	needChrome(t)
	// A page of ms=0 is held until the test lets it go (held); the
	// others answer after ms milliseconds.
	var held chan struct{}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ms, _ := strconv.Atoi(r.URL.Query().Get("ms"))
		if ms == 0 {
			select {
			case <-held:
			case <-r.Context().Done():
			}
		}
		time.Sleep(time.Duration(ms) * time.Millisecond)
		fmt.Fprintf(w, "<!doctype html><title>t</title><p>PAGE-%d</p>", ms)
	}))
	defer srv.Close()
	// pages renders a slow page and then, once it is rendering, the
	// others, one after another, each once the one before it waits or
	// renders; it reports the tabs opened and the order the pages ended.
	// A held slow page (0) is let go once the others ended, or after a
	// minute if they wait for it: the order then says they did, and no
	// bound on how long the others take can fail on a slow machine.
	check := true
	pages := func(p *Pool, slow int, others ...int) (opened int64, order []int) {
		held = make(chan struct{})
		var mu sync.Mutex
		var wg sync.WaitGroup
		var ended atomic.Int32
		for i, ms := range append([]int{slow}, others...) {
			if i > 0 { // the slow page renders, the others before this one want a tab
				waitFor(t, func() bool { return p.Stats().Busy == 1 && p.waitingPages() == i-1 })
			}
			wg.Add(1)
			go func() {
				defer wg.Done()
				defer ended.Add(1)
				pg, err := p.Render(context.Background(), Request{URL: fmt.Sprintf("%s/?ms=%d", srv.URL, ms), Check: check})
				if err != nil {
					t.Error(err)
					return
				}
				wantContains(t, "text", pg.Text, fmt.Sprintf("PAGE-%d", ms))
				mu.Lock()
				order = append(order, ms)
				mu.Unlock()
			}()
		}
		for deadline := time.Now().Add(time.Minute); int(ended.Load()) < len(others) && time.Now().Before(deadline); {
			time.Sleep(5 * time.Millisecond)
		}
		close(held)
		wg.Wait()
		return p.Stats().TabsOpened, order
	}

	cfg := testConfig()
	cfg.TabWait = 20 * time.Second // far longer than the slow page
	if opened, order := pages(newTestPool(t, cfg), 500, 10); opened != 1 || !slices.Equal(order, []int{500, 10}) {
		t.Errorf("waiting for the busy tab: %d tabs opened, pages ended %v; want 1 tab, the slow page first", opened, order)
	}
	check = false
	if opened, order := pages(newTestPool(t, cfg), 0, 10); opened != 2 || !slices.Equal(order, []int{10, 0}) {
		t.Errorf("pages rendered for good: %d tabs opened, pages ended %v; want 2 tabs, the quick page first", opened, order)
	}
	check = true
	// A queue of pages that want a tab, waiting for one in the pool (4
	// tabs) or at the semaphore (2): a tab is opened for them.
	cfg.TabWait = 10 * time.Minute
	for _, tabs := range []int{4, 2} {
		cfg.Tabs = tabs
		if opened, order := pages(newTestPool(t, cfg), 0, 10, 11, 12); opened != 2 || len(order) != 4 || order[3] != 0 {
			t.Errorf("%d tabs, three pages queued: %d tabs opened, pages ended %v; want 2 tabs, the slow page last", tabs, opened, order)
		}
	}
	cfg.Tabs = 2
	cfg.TabWait = 200 * time.Millisecond // the slow page is held far longer
	if opened, order := pages(newTestPool(t, cfg), 0, 10); opened != 2 || !slices.Equal(order, []int{10, 0}) {
		t.Errorf("a wait that ran out: %d tabs opened, pages ended %v; want 2 tabs, the quick page first", opened, order)
	}
}

// waitingPages is how many pages want a tab and have none.
func (p *Pool) waitingPages() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.wanting
}

// waitFor polls cond until it holds, failing the test after 30 s.
func waitFor(t *testing.T, cond func() bool) {
	t.Helper()
	for deadline := time.Now().Add(30 * time.Second); !cond(); time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the condition never held")
		}
	}
}

// A page whose document is not HTML, or whose request got no answer, ends
// in an error but leaves its tab as good as any: the next page renders in
// it, and no renderer is started for it.
func TestTabsServeOnAfterPagesWithoutADocument(t *testing.T) {
	needChrome(t)
	_, base := testsite.Serve(t)
	cfg := testConfig()
	cfg.Tabs = 1
	p := newTestPool(t, cfg)
	for _, tc := range []struct {
		url  string
		want error
	}{
		{base + "/file.pdf", ErrNotHTML},
		{"http://" + testsite.RefusedAddr(t) + "/", ErrRefused},
		// A document reset mid-body, after a page that failed: Chrome
		// may take its request off before it says it failed.
		{base + "/reset", ErrReset},
		{base + "/reset", ErrReset},
		{"http://no-such-host.invalid/", ErrDNS},
	} {
		if _, err := p.Render(context.Background(), Request{URL: tc.url}); !errors.Is(err, tc.want) {
			t.Fatalf("%s: err = %v, want %v", tc.url, err, tc.want)
		}
	}
	pg, err := p.Render(context.Background(), Request{URL: base + "/static.html"})
	if err != nil {
		t.Fatal(err)
	}
	wantContains(t, "text", pg.Text, "STATIC-OK")
	if n := p.Stats().TabsOpened; n != 1 {
		t.Errorf("%d tabs opened for six pages on one tab; want 1", n)
	}
}

// A Chrome that exits as it starts (on a busy machine its zygote's pipe
// now and then breaks, right after the Chrome before it was killed) is
// started once more before the pages waiting for it fail.
func TestChromeThatExitsAsItStartsIsStartedOnceMore(t *testing.T) {
	p := needChrome(t)
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "real"), []byte(p.Chrome().Exec), 0o644); err != nil {
		t.Fatal(err)
	}
	// The first start exits at once; the next runs the real binary.
	wrapper := filepath.Join(dir, "flaky-browser")
	script := "#!/bin/sh\nif [ ! -e \"$0.ran\" ]; then : > \"$0.ran\"; exit 1; fi\nexec \"$(cat \"$(dirname \"$0\")/real\")\" \"$@\"\n"
	if err := os.WriteFile(wrapper, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, `<!doctype html><title>Once more</title><p>ONCE-MORE-PAGE</p>`)
	}))
	defer srv.Close()
	cfg := testConfig()
	cfg.Chrome = wrapper
	q := newTestPool(t, cfg)
	page, err := q.Render(context.Background(), Request{URL: srv.URL})
	if err != nil || !strings.Contains(page.Text, "ONCE-MORE-PAGE") {
		t.Fatalf("render: %v (page %+v)", err, page)
	}
	if _, err := os.Stat(wrapper + ".ran"); err != nil {
		t.Errorf("the first start did not fail: %v", err)
	}
	if n := q.Stats().Restarts; n != 0 {
		t.Errorf("restarts %d, want 0: a start tried again is one start", n)
	}
}
