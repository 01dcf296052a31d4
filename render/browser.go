package render

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"os/exec"
	"slices"
	"strings"
	"sync"
	"time"

	cdpbrowser "github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/target"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/remote"

	"github.com/rendercrawl/render/internal/procguard"
)

// Bounds on each step of starting and stopping a browser, so that a stuck
// Chrome can never hang the program.
const (
	startTimeout     = 30 * time.Second
	cancelWaitBound  = 5 * time.Second
	removeDirTimeout = 5 * time.Second
	probeTimeout     = 2 * time.Second
)

// browser is one Chrome: the process we started (or a remote one we
// attached to), its chromedp context, and what must be cleaned up after it.
type browser struct {
	log     *slog.Logger
	ctx     context.Context // the chromedp browser context; tabs derive from it
	cancel  context.CancelFunc
	alloc   context.CancelFunc
	pid     int    // 0 for a remote browser
	dataDir string // the profile dir we made; "" for a remote browser
	guard   *procguard.Guard
	cmd     *exec.Cmd // the Chrome process we start, once chromedp made it
	// userAgent is Chrome's own, which a locale's Accept-Language goes
	// with when no user agent is given.
	userAgent string
	// cookies is the browser's share of the cookie jar (see cookies.go).
	cookies cookieSync

	// mu guards the fields below. The pool may hold its own mutex when it
	// takes this one, never the other way round.
	mu sync.Mutex
	// initial is Chrome's own first tab, which the first newTab adopts
	// rather than open another one.
	initial target.ID
	// The pool's accounting of the browser (see pool.go).
	active   int  // tabs rendering a page
	pages    int  // pages rendered
	draining bool // being replaced: closes when its last page is done
	closing  bool // its close has begun
}

// startBrowser starts Chrome (or attaches to cfg.BrowserURL) under parent,
// the pool's long-lived context. extra options follow the flags of
// execOptions (StartChrome's websocket).
func startBrowser(parent context.Context, cfg Config, chrome Chrome, log *slog.Logger, extra ...chromedp.ExecAllocatorOption) (*browser, error) {
	b := &browser{log: log}
	logf := func(format string, args ...any) { log.Debug("chrome: " + fmt.Sprintf(format, args...)) }
	bopts := chromedp.WithBrowserOption(
		chromedp.WithBrowserLogf(logf),
		chromedp.WithBrowserErrorf(logf),
	)
	var allocCtx context.Context
	if cfg.BrowserURL != "" {
		allocCtx, b.alloc = remote.NewAllocator(parent, cfg.BrowserURL)
	} else {
		dir, err := os.MkdirTemp("", "render-chrome-")
		if err != nil {
			return nil, fmt.Errorf("render: profile dir: %w", err)
		}
		b.dataDir = dir
		if err := writePreferences(dir, cfg.WebRTCPolicy); err != nil {
			removeAll(dir, removeDirTimeout)
			return nil, err
		}
		opts := append(execOptions(cfg, chrome, dir), extra...)
		opts = append(opts, chromedp.ModifyCmdFunc(func(c *exec.Cmd) {
			procguard.Own(c)
			b.cmd = c
		}))
		allocCtx, b.alloc = chromedp.NewExecAllocator(parent, opts...)
	}
	b.ctx, b.cancel = chromedp.NewContext(allocCtx, bopts)

	// The first call starts Chrome and binds it to b.ctx. A start that hangs
	// is cut off by cancelling that context, never by a deadline on it. A
	// browser-level call leaves Chrome's initial tab alone: attaching to it
	// (about a dozen round trips) would cost the start 40 ms for a tab the
	// pool never uses.
	timer := time.AfterFunc(startTimeout, b.cancel)
	version, err := chromedp.CallBrowser(b.ctx, cdpbrowser.GetVersion, cdp.Empty{})
	stopped := timer.Stop()
	if err != nil {
		if !stopped {
			err = fmt.Errorf("chrome did not start within %v: %w", startTimeout, err)
		}
		if b.cmd != nil && b.cmd.Process != nil {
			// Chrome ran: its children go with its process group, not only
			// the main process chromedp kills.
			b.pid = b.cmd.Process.Pid
		}
		b.close()
		return nil, fmt.Errorf("render: start %s: %w", chrome.Name, err)
	}
	b.userAgent = version.UserAgent
	if p := chromedp.FromContext(b.ctx).Browser.Process(); p != nil {
		b.pid = p.Pid
		// If we die without closing the pool, the guard takes Chrome's
		// process group and profile dir with us.
		if b.guard, err = procguard.Start(b.pid, b.dataDir); err != nil {
			log.Warn("chrome guard not started", "err", err)
		}
		// Chrome we started opens one blank tab, whose renderer is up by
		// now: the first tab of the pool takes it over (a renderer start
		// fewer on the way to the first page). A remote browser's tabs are
		// not ours to take.
		ctx, cancel := context.WithTimeout(b.ctx, probeTimeout) // Chrome is bound to b.ctx by now
		res, err := chromedp.CallBrowser(ctx, target.GetTargets, target.GetTargetsParams{})
		if derr := denyDownloads(ctx, chromedp.FromContext(b.ctx).Browser, ""); derr != nil {
			log.Warn("chrome: downloads not denied", "err", derr)
		}
		cancel()
		if err == nil {
			for _, ti := range res.TargetInfos {
				if ti.Type == "page" && !ti.Attached {
					b.initial = ti.TargetID
					break
				}
			}
		}
	}
	return b, nil
}

// execOptions are the Chrome flags: chromedp's defaults, the ones this
// machine needs (no background networking that would stall on hosts it
// can't reach), and the user's.
func execOptions(cfg Config, chrome Chrome, dataDir string) []chromedp.ExecAllocatorOption {
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chrome.Exec),
		chromedp.UserDataDir(dataDir),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.Flag("disable-gpu", true),
		chromedp.Flag("no-first-run", true),
		chromedp.Flag("disable-features", featureList(offFeatures, "disable-features", "enable-features", cfg.ChromeFlags)),
		chromedp.Flag("enable-features", featureList(onFeatures, "enable-features", "disable-features", cfg.ChromeFlags)),
		chromedp.Flag("in-process-gpu", !cfg.GPUProcess),
		chromedp.Flag("disable-domain-reliability", true),
		chromedp.Flag("disable-notifications", true),
		// Windows a page opens (window.open, target=_blank) are refused
		// before they load anything: nobody reads them, and their requests
		// would go out unpaced.
		chromedp.Flag("block-new-web-contents", true),
		// Frames of other sites load in their page's renderer, as the
		// headless shell loads them: in a process of their own (full
		// Chromium isolates sites) a frame's requests, its workers'
		// and its document's end are told to a session of the frame's,
		// not the page's, and its page waited for its document to end
		// until the page's timeout.
		chromedp.Flag("disable-site-isolation-trials", true),
	)
	if cfg.NoSandbox {
		opts = append(opts, chromedp.NoSandbox)
	}
	if cfg.WebRTCPolicy != "" {
		opts = append(opts, chromedp.Flag("force-webrtc-ip-handling-policy", cfg.WebRTCPolicy))
	}
	for name, value := range cfg.Session.chromeFlags() {
		opts = append(opts, chromedp.Flag(name, value))
	}
	if cfg.JSHeapMB > 0 {
		// A page that allocates without bound runs out of heap and its
		// renderer dies (a crash the pool handles) instead of eating the
		// machine.
		opts = append(opts, chromedp.Flag("js-flags", fmt.Sprintf("--max-old-space-size=%d", cfg.JSHeapMB)))
	}
	for _, f := range cfg.ChromeFlags {
		name, value, hasValue := strings.Cut(f, "=")
		switch {
		case name == "disable-features" || name == "enable-features":
			// Added to ours above.
		case hasValue:
			opts = append(opts, chromedp.Flag(name, value))
		default:
			opts = append(opts, chromedp.Flag(name, true))
		}
	}
	return opts
}

// The features of Chrome we switch off and on.
var (
	offFeatures = []string{
		"Translate", "BlinkGenPropertyTrees", "OptimizationHints", "MediaRouter",
		"DialMediaRouteProvider", "InterestFeedContentSuggestions", "CalculateNativeWinOcclusion",
		// A new document of the site a tab shows is loaded into the
		// tab's frame, as Chrome did before it gave every document a
		// frame of its own (RenderDocument: a new RenderFrameHost, and a
		// new frame in the renderer, for each navigation). A crawl takes
		// its tabs from page to page of one site, and that swap cost
		// about a quarter of Chrome's CPU per page (docs/how-it-works.md,
		// "One frame a tab").
		"RenderDocument",
	}
	// The network service and the GPU (software compositing) run inside
	// the browser process: two processes fewer, less memory and less IPC
	// per request (about 5% less CPU per page here); the GPU unless
	// Config.GPUProcess (the in-process-gpu flag).
	onFeatures = []string{"NetworkService", "NetworkServiceInProcess2"}
)

// featureList is the value of Chrome's switch name (disable-features or
// enable-features, other the opposite one): ours, less those the user's
// flags name in other, then those the user's flags name in it. Chrome
// reads one value of a switch, the last, so a user's flag would otherwise
// take ours back; and a feature the user turns on is not kept off by us.
func featureList(ours []string, name, other string, flags []string) string {
	named := func(switchName string) []string {
		var out []string
		for _, f := range flags {
			n, v, ok := strings.Cut(f, "=")
			if !ok || n != switchName {
				continue
			}
			for feature := range strings.SplitSeq(v, ",") {
				if feature = strings.TrimSpace(feature); feature != "" {
					out = append(out, feature)
				}
			}
		}
		return out
	}
	theirs := named(other)
	var list []string
	for _, f := range append(slices.Clone(ours), named(name)...) {
		if !slices.Contains(theirs, f) && !slices.Contains(list, f) {
			list = append(list, f)
		}
	}
	return strings.Join(list, ",")
}

// takeInitial returns Chrome's first tab once, then "".
func (b *browser) takeInitial() target.ID {
	b.mu.Lock()
	defer b.mu.Unlock()
	id := b.initial
	b.initial = ""
	return id
}

// alive reports whether the browser still answers: its context ends when
// the connection to Chrome is lost.
func (b *browser) alive() bool {
	if b.ctx.Err() != nil {
		return false
	}
	if c := chromedp.FromContext(b.ctx); c != nil && c.Browser != nil {
		select {
		case <-c.Browser.LostConnection:
			return false
		default:
		}
	}
	return true
}

// responsive reports whether the browser answers a trivial command within
// a short deadline: a page that hung or timed out may have taken the whole
// browser with it.
func (b *browser) responsive() bool {
	ctx, cancel := context.WithTimeout(b.ctx, probeTimeout)
	defer cancel()
	_, err := chromedp.CallBrowser(ctx, cdpbrowser.GetVersion, cdp.Empty{})
	return err == nil
}

// memory is the proportional set size of Chrome's process tree when it is
// over limit, a figure at most limit otherwise (see groupMemory), and 0 for
// a remote browser.
func (b *browser) memory(limit int64) int64 {
	if b.pid == 0 {
		return 0
	}
	return groupMemory(b.pid, limit)
}

// close stops the browser, every step bounded. Chrome we started is killed
// with its whole process group at once: its profile is a temp dir we remove
// next, so a graceful close would only cost time (about 60 ms, plus 20 ms to
// close the tabs one by one). A remote browser is only disconnected.
func (b *browser) close() error {
	var errs []error
	if b.pid != 0 {
		_ = procguard.KillGroup(b.pid)
	}
	boundedWait(b.cancel, cancelWaitBound)
	boundedWait(b.alloc, cancelWaitBound)
	if b.pid != 0 {
		_ = procguard.KillGroup(b.pid) // children that started while we were closing
	}
	if b.dataDir != "" {
		if err := removeAll(b.dataDir, removeDirTimeout); err != nil {
			errs = append(errs, fmt.Errorf("render: remove profile dir: %w", err))
		}
	}
	if err := b.guard.Stop(); err != nil {
		errs = append(errs, fmt.Errorf("render: %w", err))
	}
	return errors.Join(errs...)
}

// boundedWait runs f, which may block, and gives up waiting after d; f keeps
// running in the background then. It reports whether f returned in time.
func boundedWait(f func(), d time.Duration) bool {
	if f == nil {
		return true
	}
	done := make(chan struct{})
	go func() {
		f()
		close(done)
	}()
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-done:
		return true
	case <-t.C:
		return false
	}
}

// removeAll removes dir, retrying while Chrome's last children may still be
// writing into it.
func removeAll(dir string, limit time.Duration) error {
	deadline := time.Now().Add(limit)
	for {
		err := os.RemoveAll(dir)
		if err == nil || time.Now().After(deadline) {
			return err
		}
		time.Sleep(20 * time.Millisecond)
	}
}
