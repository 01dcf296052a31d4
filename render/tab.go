package render

import (
	"context"
	_ "embed"
	"errors"
	"fmt"
	"log/slog"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/chromedp/cdproto"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/css"
	"github.com/chromedp/cdproto/dom"
	cdpfetch "github.com/chromedp/cdproto/fetch"
	"github.com/chromedp/cdproto/inspector"
	cdplog "github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/cdproto/target"
	"github.com/chromedp/chromedp"
)

// Bounds on CDP calls made outside a page's own deadline.
const (
	tabSetupTimeout = 15 * time.Second
	callTimeout     = 5 * time.Second
)

//go:embed js/quiet.js
var quietJS string

// tab is one browser tab, reused for many pages in turn. Events arrive on
// chromedp's reader goroutine (onEvent) and are folded into the state of the
// page being rendered, which has a lock of its own: mu guards the tab's
// fields only, and is never held while the page's lock is taken.
type tab struct {
	cfg    *Config
	log    *slog.Logger
	b      *browser
	ctx    context.Context // the tab's chromedp context: it lives as long as the tab
	cancel context.CancelFunc
	t      *chromedp.Target
	pages  int
	// block is the resource types the tab's interception refuses now; it
	// changes between pages only (setBlock), under mu.
	block []network.ResourceType
	// docs: main-frame document requests pause too, so that a page's
	// later navigations wait for Config.Pacer (navpace.go).
	docs bool
	// headerVersion is the version of the host patterns the tab's
	// interception was set with (see headers.go).
	headerVersion uint64
	// names is what the tab's URL patterns were made for: the blocked
	// types, the page's host, the patterns' version (blocknames.go);
	// namesSet says Chrome has some.
	names    nameKey
	namesSet bool
	// misnamed lists the requests of the tab's last page that blocking by
	// name refused though their type is not blocked (blocknames.go); set
	// and read by the page's goroutine.
	misnamed []string

	// withinDoc counts the pages shown by a navigation within the
	// document the tab showed (hash routes).
	withinDoc int

	// workers are the sessions with the workers of the tab's document.
	workers workerSet
	// lateStreams counts the streams of blob loads that answered after
	// blobBody stopped waiting, closed when they came.
	lateStreams atomic.Int64

	mu   sync.Mutex
	cur  *pageState // nil between pages
	dead error      // set when the tab crashed or was detached
	doc  docState   // the document the tab shows
	// guarding: an exploration is under way, and the tab refuses unsafe
	// requests (explore_guard.go).
	guarding bool
}

// newTab opens a tab in b and prepares it: the domains it needs enabled,
// the ones chromedp enables that only cost (DOM, CSS, Log) disabled, the
// quiet tracker installed for every new document, the viewport set, and
// interception for the resource types of block only.
func newTab(b *browser, cfg *Config, block []network.ResourceType) (*tab, error) {
	t := &tab{cfg: cfg, b: b, log: b.log, block: block}
	opts := []chromedp.ContextOption{chromedp.WithListener(t.onEvent)}
	if cfg.Isolate {
		// Disposed of when t.ctx ends, with its cookies, storage and cache.
		opts = append(opts, chromedp.WithNewBrowserContext())
	} else if id := b.takeInitial(); id != "" {
		opts = append(opts, chromedp.WithTargetID(id))
	}
	t.ctx, t.cancel = chromedp.NewContext(b.ctx, opts...)
	// The first Run binds the target to t.ctx, so it cannot carry a
	// deadline; a setup that hangs is cut off by cancelling the tab.
	timer := time.AfterFunc(tabSetupTimeout, t.cancel)
	err := chromedp.Do(t.ctx, chromedp.Func(func(ctx context.Context, tgt *chromedp.Target) error {
		// onEvent runs on chromedp's reader goroutine and may already see
		// events (other tabs' targets being created): publish t.t under
		// the lock it reads it under.
		t.mu.Lock()
		t.t = tgt
		t.mu.Unlock()
		return t.setup(ctx)
	}))
	timedOut := !timer.Stop()
	if err != nil {
		t.cancel()
		if timedOut {
			err = fmt.Errorf("%w: tab setup took over %v", ErrTimeout, tabSetupTimeout)
		}
		if !b.alive() {
			err = fmt.Errorf("%w: %w", ErrBrowserDied, err)
		}
		return nil, fmt.Errorf("render: open tab: %w", err)
	}
	return t, nil
}

// setup sends the tab's commands all at once: none depends on another or
// on another's answer, so the tab is ready after about one round trip
// rather than one per command.
func (t *tab) setup(ctx context.Context) error {
	type step struct {
		name string
		call func() error
	}
	steps := []step{
		{"DOM.disable", func() error { _, err := cdp.Call(ctx, t.t, dom.Disable, cdp.Empty{}); return err }},
		{"CSS.disable", func() error { _, err := cdp.Call(ctx, t.t, css.Disable, cdp.Empty{}); return err }},
		{"Log.disable", func() error { _, err := cdp.Call(ctx, t.t, cdplog.Disable, cdp.Empty{}); return err }},
		{"Page.setLifecycleEventsEnabled", func() error {
			_, err := cdp.Call(ctx, t.t, page.SetLifecycleEventsEnabled, page.SetLifecycleEventsEnabledParams{Enabled: false})
			return err
		}},
		{"Target.setAutoAttach", func() error { return t.pauseWorkers(ctx) }},
		// Every page comes from the network as on a first visit: a
		// service worker one page registers (all tabs share one browser
		// context) must not answer for the pages and resources after it.
		{"Network.setBypassServiceWorker", func() error {
			_, err := cdp.Call(ctx, t.t, network.SetBypassServiceWorker, network.SetBypassServiceWorkerParams{Bypass: true})
			return err
		}},
		{"Page.addScriptToEvaluateOnNewDocument", func() error {
			_, err := cdp.Call(ctx, t.t, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: newDocumentJS})
			return err
		}},
	}
	// The viewport, user agent, device, locale and headers.
	steps = append(steps, step{"session", func() error { return t.setupSession(ctx) }})
	if c := chromedp.FromContext(ctx); t.cfg.Isolate && c != nil && c.BrowserContextID != "" {
		steps = append(steps, step{"Browser.setDownloadBehavior", func() error { return denyDownloads(ctx, c.Browser, c.BrowserContextID) }})
	}
	if len(t.block) > 0 || t.cfg.Session.intercepts() {
		steps = append(steps, step{"Fetch.enable", func() error { return t.intercept(ctx, t.block, t.docs) }})
	}
	errs := make([]error, len(steps))
	var wg sync.WaitGroup
	for i, s := range steps {
		wg.Go(func() {
			if err := s.call(); err != nil {
				errs[i] = fmt.Errorf("%s: %w", s.name, err)
			}
		})
	}
	wg.Wait()
	return errors.Join(errs...)
}

// intercept makes the tab refuse the resource types of block: only
// requests of those types pause, those the session needs to see (see
// headers.go), and with docs the documents (see navpace.go); all others go
// straight through without a round trip to us. Fetch.enable replaces the
// patterns of an earlier one.
func (t *tab) intercept(ctx context.Context, block []network.ResourceType, docs bool) error {
	patterns, version := t.patterns(block, docs)
	if len(patterns) == 0 {
		_, err := cdp.Call(ctx, t.t, cdpfetch.Disable, cdp.Empty{})
		return err
	}
	params := cdpfetch.EnableParams{Patterns: patterns}
	if t.cfg.Session.proxyAuth() != nil {
		params.HandleAuthRequests = new(true)
	}
	_, err := cdp.Call(ctx, t.t, cdpfetch.Enable, params)
	if err == nil {
		t.headerVersion = version
	}
	return err
}

// nameKey is what a tab's URL patterns were made for.
type nameKey struct {
	block   []network.ResourceType
	host    string
	version uint64
}

// setNames gives the tab the URL patterns of the file names of its
// blocked types on host, a page's (blocknames.go); none for host "". A
// page of the host the tab's patterns were made for costs nothing; other
// hosts a round trip.
func (t *tab) setNames(ctx context.Context, host string) error {
	key := nameKey{t.block, host, t.cfg.names.current()}
	if slices.Equal(key.block, t.names.block) && key.host == t.names.host && key.version == t.names.version {
		return nil
	}
	patterns, version := t.cfg.names.patterns(t.block, host)
	key.version = version
	if len(patterns) == 0 && !t.namesSet {
		t.names = key
		return nil
	}
	ctx, cancel := context.WithTimeout(ctx, callTimeout)
	defer cancel()
	_, err := cdp.Call(ctx, t.t, network.SetBlockedURLs, network.SetBlockedURLsParams{URLPatterns: patterns})
	var cerr *cdproto.Error
	if errors.As(err, &cerr) && (cerr.Code == -32602 || cerr.Code == -32601) {
		// A Chrome without URL patterns (a remote one, older), or one
		// that refuses a pattern: the pool blocks by type only, and the
		// tab's patterns, if it had any, go.
		t.log.Debug("chrome takes no URL patterns; blocking by type only", "err", err)
		t.cfg.names.stop()
		if t.namesSet {
			if _, err := cdp.Call(ctx, t.t, network.SetBlockedURLs, network.SetBlockedURLsParams{}); err != nil {
				return fmt.Errorf("render: clear the blocked names: %w", t.classify(err))
			}
		}
		t.names, t.namesSet = nameKey{}, false
		return nil
	}
	if err != nil {
		return fmt.Errorf("render: set the blocked names: %w", t.classify(err))
	}
	t.names, t.namesSet = key, len(patterns) > 0
	return nil
}

// setBlock makes the tab refuse the resource types of block from its next
// page on: a page with a screenshot loads what a person sees, the others
// only what their content needs; with docs, its main-frame documents
// pause (a paced page's, Config.Pacer). It costs a round trip only
// when the tab intercepted otherwise.
func (t *tab) setBlock(ctx context.Context, block []network.ResourceType, docs bool) error {
	if slices.Equal(t.block, block) && t.docs == docs {
		return nil
	}
	ctx, cancel := context.WithTimeout(ctx, callTimeout)
	defer cancel()
	if err := t.intercept(ctx, block, docs); err != nil {
		return fmt.Errorf("render: set the blocked types: %w", t.classify(err))
	}
	t.mu.Lock()
	t.block, t.docs = block, docs
	t.mu.Unlock()
	return nil
}

// close closes the tab; chromedp bounds the close of the target and of
// the worker sessions.
func (t *tab) close() {
	t.closeWorkers(true)
	t.cancel()
}

// usable reports whether the tab can render another page.
func (t *tab) usable() bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.dead == nil && t.ctx.Err() == nil && t.b.alive()
}

func (t *tab) setState(st *pageState) {
	t.mu.Lock()
	t.cur = st
	t.mu.Unlock()
}

// onEvent runs on chromedp's reader goroutine: it must not block and must
// not call CDP. Calls it needs (answering a paused request or a dialog) go
// to their own goroutines.
func (t *tab) onEvent(ev any) {
	switch ev := ev.(type) {
	case *cdpfetch.EventRequestPaused:
		// Every paused request is answered, whether or not a page is
		// being rendered. One the session paused goes on, and is no
		// blocked request of the page's.
		if t.refusesUnsafe(ev) {
			go t.refuse(ev)
			t.tell(refusedUnsafe{ev})
			return
		}
		if !t.blocks(ev) {
			if st := t.pacedDocument(ev); st != nil {
				go t.onPacedDocument(ev, st)
				return
			}
			go t.onPaused(ev)
			return
		}
		go call(t, cdpfetch.FailRequest, cdpfetch.FailRequestParams{RequestID: ev.RequestID, ErrorReason: network.ErrorReasonBlockedByClient})
	case *cdpfetch.EventAuthRequired:
		go t.onAuth(ev)
		return
	case *page.EventJavascriptDialogOpening:
		// Accepting beforeunload lets the next navigation proceed;
		// alert, confirm and prompt are dismissed.
		accept := ev.Type == page.DialogTypeBeforeunload
		go call(t, page.HandleJavaScriptDialog, page.HandleJavaScriptDialogParams{Accept: accept})
	}

	t.mu.Lock()
	switch ev := ev.(type) {
	case *target.EventTargetCreated:
		// window.open and target=_blank open tabs nobody asked for.
		if info := ev.TargetInfo; info != nil && info.Type == "page" && t.t != nil && info.OpenerID == t.t.TargetID {
			go t.closeTarget(info.TargetID)
		}
	case *inspector.EventTargetCrashed:
		t.dead = ErrTabCrashed
	case *inspector.EventDetached:
		t.dead = fmt.Errorf("%w: detached: %s", ErrTabCrashed, ev.Reason)
	case *page.EventFrameNavigated, *page.EventNavigatedWithinDocument:
		t.followDocument(ev)
	}
	st, dead, main := t.cur, t.dead, t.mainFrame()
	if f, ok := ev.(*network.EventLoadingFailed); ok && f.BlockedReason == network.BlockedReasonInspector && slices.Contains(t.block, f.Type) {
		// Of a type the tab blocks, refused by its file name
		// (blocknames.go) or by interception: Chrome says the same of
		// both.
		ev = blockedByName{f}
	}
	t.mu.Unlock()
	t.onWorkerTarget(ev)
	// The page's state takes its own lock, with the tab's released.
	if st != nil {
		st.onEvent(ev, dead, main)
	}
}

// mainFrame is the tab's main frame; the caller holds t.mu.
func (t *tab) mainFrame() cdp.FrameID {
	if t.t == nil {
		return ""
	}
	return cdp.FrameID(t.t.TargetID)
}

// call runs a command on the tab with a bounded context of its own, for
// work that is not part of a page (answering a paused request or a dialog).
func call[P, R any](t *tab, cmd cdp.Command[P, R], params P) (R, error) {
	ctx, cancel := context.WithTimeout(t.ctx, callTimeout)
	defer cancel()
	t.mu.Lock()
	tgt := t.t
	t.mu.Unlock()
	return cdp.Call(ctx, tgt, cmd, params)
}

func (t *tab) closeTarget(id target.ID) {
	ctx, cancel := context.WithTimeout(t.b.ctx, callTimeout)
	defer cancel()
	_, _ = chromedp.CallBrowser(ctx, target.CloseTarget, target.CloseTargetParams{TargetID: id})
}

// classify turns an error of a CDP call into one a caller can branch on.
func (t *tab) classify(err error) error {
	t.mu.Lock()
	dead := t.dead
	t.mu.Unlock()
	switch {
	case dead != nil:
		return dead
	case !t.b.alive():
		return fmt.Errorf("%w: %w", ErrBrowserDied, err)
	case errors.Is(err, chromedp.ErrTargetDetached):
		return fmt.Errorf("%w: %w", ErrTabCrashed, err)
	case errors.Is(err, context.Canceled):
		// Callers check their own context first; a cancellation that is
		// not theirs comes from chromedp tearing the tab or browser down.
		return fmt.Errorf("%w: %w", ErrBrowserDied, err)
	}
	return err
}

// evaluate runs expr in the page and decodes its JSON value into out. A
// promise is awaited.
func (t *tab) evaluate(ctx context.Context, expr string, out any) error {
	res, err := cdp.Call(ctx, t.t, runtime.Evaluate, runtime.EvaluateParams{
		Expression:    expr,
		ReturnByValue: new(true),
		AwaitPromise:  new(true),
		Silent:        new(true),
	})
	if err != nil {
		return err
	}
	if res.ExceptionDetails != nil {
		return &scriptError{details: res.ExceptionDetails}
	}
	if out == nil || res.Result == nil || len(res.Result.Value) == 0 {
		return nil
	}
	return unmarshal(res.Result.Value, out)
}

// scriptError is an exception thrown by a script we evaluated.
type scriptError struct{ details *runtime.ExceptionDetails }

func (e *scriptError) Error() string { return "script: " + exceptionText(e.details) }

func exceptionText(d *runtime.ExceptionDetails) string {
	text := d.Text
	if d.Exception != nil {
		desc := d.Exception.Description
		if desc == "" && len(d.Exception.Value) > 0 {
			desc = string(d.Exception.Value)
		}
		desc, _, _ = strings.Cut(desc, "\n")
		if desc != "" && !strings.Contains(text, desc) {
			text = strings.TrimSpace(text + " " + desc)
		}
	}
	return text
}

// isContextGone reports an evaluation that failed because the document it
// ran in went away (a navigation), which calls for another try.
func isContextGone(err error) bool {
	var cerr *cdproto.Error
	if errors.As(err, &cerr) {
		m := cerr.Message
		return strings.Contains(m, "Execution context was destroyed") ||
			strings.Contains(m, "Cannot find context") ||
			strings.Contains(m, "Inspected target navigated")
	}
	return false
}
