package render

import (
	"context"
	_ "embed"
	"errors"
	"maps"
	"net/url"
	"slices"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/chromedp/cdproto"
	"github.com/chromedp/cdproto/cdp"
	jsonv2 "github.com/chromedp/cdproto/cdp/jsonv2"
	"github.com/chromedp/cdproto/debugger"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/cdproto/target"
	"github.com/chromedp/chromedp"
)

// Work in a page's workers counts as the page's: a page whose worker is
// parsing is not done, even though its own thread, DOM and network are
// quiet. The tab attaches a session of its own to each dedicated worker
// of its document (Chrome reports them through the auto-attach chromedp
// sets up, flat and without pausing them) and to each shared worker the
// document connects to, installs js/worker.js in it, and follows its
// network requests as the page's. Whether a worker is busy is then asked
// of the worker itself: the question waits while the worker's thread runs
// a task, and the answer says whether its recent tasks add up to work.
//
// Attaching rather than tracking, in the page, the messages posted to a
// worker and not yet answered: a page may tell a worker things and expect
// no answer (a logger, a configuration), which message counting takes for
// work that never ends (the page would wait for its whole timeout); a
// worker working in slices or fetching is seen only from its own session.
//
// A shared worker outlives its page: the tab leaves it when the page is
// done (our session would keep it alive, and the next page's connection
// would go to a worker on its way out), and a later page that connects to
// it, or to one another tab started, is found by its script request.
//
// Chrome holds each dedicated worker before its script runs until the
// tab's session with it is attached, follows its network and has
// js/worker.js installed (pauseWorkers): a worker that fetches as it
// starts (a notice board, a search index) fetches for the page, and a
// page compared with its HTTP copy names that data like the data its own
// thread fetched. A worker's own workers are held and followed alike,
// told to the session of the worker that starts them. A held worker whose
// session fails is let go unfollowed, never kept from its work. A shared
// worker is not held: one that a page starts is
// followed once its script is requested, and a request it makes at once
// may go unseen. The messages the page posts wait for the worker's
// script, so a worker counts as at work for a quiet window after its
// script started.

//go:embed js/worker.js
var workerJS string

// slowProbe: a question that a worker takes longer than this to answer
// found it busy.
const slowProbe = 100 * time.Millisecond

// worker is the tab's session with one worker.
type worker struct {
	id  target.ID
	url string
	// ready closes once the session is attached and js/worker.js
	// installed, or failed to be; tgt is set before, nil on failure.
	ready chan struct{}
	tgt   *chromedp.Target
	// started is when the worker's script was seen started: the messages
	// the page posted to it run after, and it counts as at work for a
	// window from then. An existing worker (a shared worker that was there
	// before the page) has started already.
	started  time.Time
	existing bool
	shared   bool
	// held: Chrome holds the worker before its script until the
	// session lets it run (pauseWorkers). Chrome told of it to parent's
	// session (the page's, or the worker's that started it) as session:
	// a worker whose own session fails is let go by leaving that one.
	held    bool
	parent  *chromedp.Target
	session target.SessionID
	// ctx is the worker's own session's; cancel ends it.
	ctx    context.Context
	cancel context.CancelFunc
}

// workerSet holds the tab's worker sessions. The tab's event handler adds
// and drops them; the page's wait asks them.
type workerSet struct {
	mu sync.Mutex
	// byID maps a worker to its session; sessions maps the page's
	// auto-attach session of a dedicated worker to it, for its detach.
	byID     map[target.ID]*worker
	sessions map[target.SessionID]target.ID
	// created holds when each live shared worker of the tab's origin was
	// created, as Chrome told: whether one a page connects to started
	// after the page did.
	created map[target.ID]time.Time
}

// all is the workers the tab follows now.
func (ws *workerSet) all() []*worker {
	ws.mu.Lock()
	defer ws.mu.Unlock()
	return slices.Collect(maps.Values(ws.byID))
}

// sawCreated notes a shared worker Chrome created.
func (ws *workerSet) sawCreated(id target.ID) {
	ws.mu.Lock()
	defer ws.mu.Unlock()
	if ws.created == nil {
		ws.created = make(map[target.ID]time.Time)
	}
	ws.created[id] = time.Now()
}

// forgetCreated forgets a shared worker that ended.
func (ws *workerSet) forgetCreated(id target.ID) {
	ws.mu.Lock()
	defer ws.mu.Unlock()
	delete(ws.created, id)
}

// createdSince reports whether the shared worker id was seen created at or
// after t.
func (ws *workerSet) createdSince(id target.ID, t time.Time) bool {
	ws.mu.Lock()
	defer ws.mu.Unlock()
	at, ok := ws.created[id]
	return ok && !at.Before(t)
}

// onWorkerTarget follows the targets of workers: it runs on the tab's
// event handler, so it must not block.
func (t *tab) onWorkerTarget(ev any) {
	switch ev := ev.(type) {
	case *target.EventAttachedToTarget:
		if info := ev.TargetInfo; info != nil && info.Type == "worker" {
			t.addWorker(info, t.t, ev.SessionID, false, ev.WaitingForDebugger)
		}
	case *target.EventTargetCreated:
		// Chrome tells every tab of every shared worker: one is the page's
		// only once the page asks for its script (onWorkerScript).
		if info := ev.TargetInfo; info != nil && info.Type == "shared_worker" && t.sameOrigin(info.URL) {
			t.workers.sawCreated(info.TargetID)
		}
	case *network.EventRequestWillBeSent:
		t.mu.Lock()
		st := t.cur
		t.mu.Unlock()
		if st != nil {
			t.onWorkerScript(st, ev)
		}
	case *target.EventDetachedFromTarget:
		t.workers.mu.Lock()
		id, ok := t.workers.sessions[ev.SessionID]
		t.workers.mu.Unlock()
		if ok {
			t.dropWorker(id)
		}
	case *target.EventTargetDestroyed:
		t.workers.forgetCreated(ev.TargetID)
		t.dropWorker(ev.TargetID)
	case *page.EventFrameNavigated:
		if ev.Frame != nil && ev.Frame.ParentID == "" {
			// A new document: the workers of the old one are not its
			// (a shared worker we stay attached to may not end).
			t.closeWorkers(false)
		}
	}
}

// onWorkerScript asks Chrome what a page's request for a script outside
// any document is: the script of a shared worker the page connects to
// (Chrome requests it under the worker's ID, for a worker the page starts
// and for one that was there before) is the page's worker's, and the
// worker is followed. A shared worker that another tab's page started and
// this page never connects to is not this page's work. The request stays
// in flight until Chrome answers. A worker created since the page started
// is waited for until its script started; one created before has.
func (t *tab) onWorkerScript(st *pageState, ev *network.EventRequestWillBeSent) {
	if ev.LoaderID != "" || ev.Type != network.ResourceTypeScript {
		return
	}
	id := target.ID(ev.RequestID)
	existing := !t.workers.createdSince(id, st.started)
	go func() {
		ctx, cancel := context.WithTimeout(t.b.ctx, callTimeout)
		defer cancel()
		res, err := chromedp.CallBrowser(ctx, target.GetTargetInfo, target.GetTargetInfoParams{TargetID: id})
		if err != nil || res.TargetInfo == nil || res.TargetInfo.Type != "shared_worker" {
			return
		}
		// The page owns the worker before its session can speak: its
		// first messages are the page's.
		st.workerFound(id)
		t.addWorker(res.TargetInfo, nil, "", existing, false)
	}()
}

// sameOrigin reports whether u has the origin of the tab's document: a
// shared worker of that origin may be working for the page.
func (t *tab) sameOrigin(u string) bool {
	t.mu.Lock()
	doc := t.doc.url
	t.mu.Unlock()
	a, err1 := url.Parse(u)
	b, err2 := url.Parse(doc)
	return err1 == nil && err2 == nil && a.Scheme == b.Scheme && a.Host == b.Host
}

// addWorker attaches a session to a worker, in the background; existing
// tells a worker whose script ran before the page, held one that Chrome
// holds until the session lets it run. Chrome told of a dedicated worker
// to parent's session as session.
func (t *tab) addWorker(info *target.Info, parent *chromedp.Target, session target.SessionID, existing, held bool) {
	ws := &t.workers
	ws.mu.Lock()
	defer ws.mu.Unlock()
	if ws.byID == nil {
		ws.byID = make(map[target.ID]*worker)
		ws.sessions = make(map[target.SessionID]target.ID)
	}
	if session != "" {
		ws.sessions[session] = info.TargetID
	}
	if _, ok := ws.byID[info.TargetID]; ok {
		return
	}
	src := consoleSource{worker: info.TargetID, url: info.URL}
	var ctx context.Context
	ctx, cancel := chromedp.NewContext(t.ctx, chromedp.WithTargetID(info.TargetID),
		chromedp.WithDetachOnCancel(), chromedp.WithListener(func(ev any) { t.onWorkerEvent(ctx, src, ev) }))
	w := &worker{id: info.TargetID, url: info.URL, ready: make(chan struct{}), existing: existing,
		shared: info.Type == "shared_worker", held: held, parent: parent, session: session, ctx: ctx, cancel: cancel}
	ws.byID[info.TargetID] = w
	go func() {
		if !w.attach(ctx) && w.held && w.parent != nil && t.ctx.Err() == nil {
			w.release()
		}
	}()
}

// release lets a held worker whose own session failed run unfollowed,
// by leaving the session Chrome holds it for: held for good, it would
// never do its work, and the page would be done without it.
func (w *worker) release() {
	ctx, cancel := context.WithTimeout(context.WithoutCancel(w.ctx), callTimeout)
	defer cancel()
	_, _ = cdp.Call(ctx, w.parent, target.DetachFromTarget, target.DetachFromTargetParams{SessionID: w.session})
}

// attach attaches the session (chromedp enables its Network as it
// attaches), lets a held worker run, waits until the worker's own script
// has started, and installs js/worker.js: before, the worker's thread is
// idle while its script loads, and messages the page posted wait for it;
// and a worker held before its script has no timers yet to wrap (its
// global's functions come with its script). All steps wait while the
// worker runs a task; the tab's end or the worker's ends them. It
// reports whether the worker ran: let run, if it was held.
func (w *worker) attach(ctx context.Context) (ran bool) {
	defer close(w.ready)
	_ = chromedp.Do(ctx, chromedp.Func(func(ctx context.Context, tgt *chromedp.Target) error {
		// A worker's own workers are held and followed as the page's
		// are: their requests are the page's, and the script request
		// of one, made in this worker's network, ends in the other's.
		// A Chrome that will not leaves them to run unfollowed.
		_ = holdWorkers(ctx, tgt)
		if f := failAttach.Load(); f != nil && (*f)(w.url) {
			return errors.New("render: the worker's session failed (as a test asked)")
		}
		if w.held {
			if _, err := cdp.Call(ctx, tgt, runtime.RunIfWaitingForDebugger, cdp.Empty{}); err != nil {
				return err
			}
		}
		ran = true
		if !w.existing {
			if err := waitScript(ctx, tgt); err != nil {
				return err
			}
		}
		if _, err := cdp.Call(ctx, tgt, runtime.Evaluate, runtime.EvaluateParams{Expression: workerJS, Silent: new(true)}); err != nil {
			return err
		}
		w.tgt, w.started = tgt, time.Now()
		return nil
	}))
	return ran
}

// failAttach, when set, fails the session of each worker whose script
// URL it picks before the worker runs: the tests' way to a session that
// fails (a Chrome that refuses a step), which release must survive.
var failAttach atomic.Pointer[func(url string) bool]

// waitScript waits until the worker's script has started: Chrome tells,
// once its debugger is on, of every script parsed in the worker, those
// before included (an existing worker's session may not hear of them).
func waitScript(ctx context.Context, tgt *chromedp.Target) error {
	parsed, stop := tgt.Subscribe(debugger.ScriptParsed.Method)
	defer stop()
	if _, err := cdp.Call(ctx, tgt, debugger.Enable, debugger.EnableParams{}); err != nil {
		return err
	}
	err := scriptStarted(ctx, parsed)
	if _, derr := cdp.Call(ctx, tgt, debugger.Disable, cdp.Empty{}); err == nil {
		err = derr
	}
	return err
}

// scriptStarted waits for a script with a URL to be parsed in the worker
// (its own, or one it imports): js/worker.js has none.
func scriptStarted(ctx context.Context, parsed <-chan jsonv2.Value) error {
	for {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case v, ok := <-parsed:
			if !ok {
				return chromedp.ErrTargetDetached
			}
			var ev debugger.EventScriptParsed
			if unmarshal(v, &ev) == nil && ev.URL != "" {
				return nil
			}
		}
	}
}

// dropWorker forgets a worker that ended, and detaches its session in the
// background (the detach waits for Chrome).
func (t *tab) dropWorker(id target.ID) {
	ws := &t.workers
	ws.mu.Lock()
	w, ok := ws.byID[id]
	delete(ws.byID, id)
	for s, wid := range ws.sessions {
		if wid == id {
			delete(ws.sessions, s)
		}
	}
	ws.mu.Unlock()
	if ok {
		go w.cancel()
	}
	t.mu.Lock()
	st := t.cur
	t.mu.Unlock()
	if st != nil {
		st.workerGone(id)
	}
}

// closeWorkers detaches every worker session, and waits for the
// detaches if wait (the tab is closing).
func (t *tab) closeWorkers(wait bool) {
	ws := &t.workers
	ws.mu.Lock()
	all := ws.byID
	ws.byID, ws.sessions = nil, nil
	ws.mu.Unlock()
	var wg sync.WaitGroup
	for _, w := range all {
		wg.Go(w.cancel)
	}
	if wait {
		wg.Wait()
	}
}

// leaveSharedWorkers detaches the sessions with shared workers once a
// page is done, and waits for the detaches: a shared worker outlives the
// page, and one that our session keeps alive after its last page left
// would take the next page's connection and never answer it. A later page
// that connects to one attaches again.
func (t *tab) leaveSharedWorkers() {
	ws := &t.workers
	ws.mu.Lock()
	var shared []*worker
	for id, w := range ws.byID {
		if w.shared {
			shared = append(shared, w)
			delete(ws.byID, id)
		}
	}
	ws.mu.Unlock()
	var wg sync.WaitGroup
	for _, w := range shared {
		wg.Go(w.cancel)
	}
	wg.Wait()
}

// onWorkerEvent folds a worker's events into the page's: its requests are
// the page's requests, its console errors and uncaught exceptions the
// page's console's (the session's Runtime is on: chromedp enables it as
// it attaches). Chrome reports a worker's uncaught exception in the
// worker's session alone, not as the page's too.
func (t *tab) onWorkerEvent(ctx context.Context, src consoleSource, ev any) {
	t.mu.Lock()
	st := t.cur
	t.mu.Unlock()
	if a, ok := ev.(*target.EventAttachedToTarget); ok && a.TargetInfo != nil && a.TargetInfo.Type == "worker" {
		// The worker's own workers, told to its session (attach): each
		// is the page's as the page's own are (its script request, made
		// in this worker's network, leaves the page's flight), and one
		// no page is there for is let go.
		var parent *chromedp.Target
		if c := chromedp.FromContext(ctx); c != nil {
			parent = c.Target
		}
		if st == nil {
			if parent != nil {
				w := &worker{parent: parent, session: a.SessionID, ctx: ctx}
				go w.release()
			}
			return
		}
		st.onEvent(ev, nil, "")
		t.addWorker(a.TargetInfo, parent, a.SessionID, false, a.WaitingForDebugger)
		return
	}
	if st == nil {
		return
	}
	switch ev := ev.(type) {
	case *target.EventDetachedFromTarget:
		t.onWorkerTarget(ev)
	case *network.EventRequestWillBeSent:
		st.onEvent(ev, nil, "")
		st.workerRequest(ev.RequestID, src.worker)
	case *network.EventResponseReceived, *network.EventLoadingFinished,
		*network.EventLoadingFailed, *network.EventRequestServedFromCache:
		st.onEvent(ev, nil, "")
	case *runtime.EventConsoleAPICalled, *runtime.EventExceptionThrown, *runtime.EventExceptionRevoked:
		st.onWorkerConsole(ev, src)
	}
}

// workersQuiet asks every worker of the tab whether it is quiet, and waits
// as long as the busiest says it needs. It returns the URLs of the workers
// that were not quiet: empty when all were.
func (t *tab) workersQuiet(ctx context.Context, st *pageState, win time.Duration) []string {
	ws := t.workers.all()
	if len(ws) == 0 {
		return nil
	}
	waits := make([]time.Duration, len(ws))
	var wg sync.WaitGroup
	for i, w := range ws {
		wg.Go(func() { waits[i] = w.probe(ctx, win) })
	}
	wg.Wait()
	var busy []string
	longest := time.Duration(0)
	for i, d := range waits {
		if d > 0 {
			busy = append(busy, ws[i].url)
			longest = max(longest, d)
		}
	}
	sleep(ctx, st, longest)
	return busy
}

// probe returns how much longer the worker must stay idle to count as
// quiet: 0 if it is, slowProbe if it was busy when asked (the answer
// waited for its task to end). A worker that is gone is quiet.
func (w *worker) probe(ctx context.Context, win time.Duration) time.Duration {
	start := time.Now()
	select {
	case <-ctx.Done():
		return slowProbe
	case <-w.ready:
	}
	if w.tgt == nil {
		return 0
	}
	expr := "self.__renderWorker ? self.__renderWorker(" + strconv.FormatInt(win.Milliseconds(), 10) + ") : 0"
	res, err := cdp.Call(ctx, w.tgt, runtime.Evaluate, runtime.EvaluateParams{Expression: expr, ReturnByValue: new(true), Silent: new(true)})
	switch {
	case ctx.Err() != nil:
		return slowProbe
	case err != nil || res.ExceptionDetails != nil || res.Result == nil:
		return 0
	case time.Since(start) > slowProbe:
		return slowProbe
	}
	var ms float64
	if unmarshal(res.Result.Value, &ms) != nil {
		ms = 0
	}
	return max(time.Duration(ms)*time.Millisecond, time.Until(w.started.Add(win)))
}

// holdWorkers has Chrome hold each dedicated worker that x's document or
// worker starts before its script runs, until the worker's own session
// lets it (attach); Chrome tells of each to x's session, attached and
// waiting, flat.
func holdWorkers(ctx context.Context, x *chromedp.Target) error {
	_, err := cdp.Call(ctx, x, target.SetAutoAttach, target.SetAutoAttachParams{
		AutoAttach: true, WaitForDebuggerOnStart: true, Flatten: new(true),
		Filter: target.Filter{{Type: "worker"}, {Exclude: true}},
	})
	return err
}

// pauseWorkers has Chrome hold each dedicated worker of the tab's pages
// before its script runs, until the worker's session lets it (attach).
// Only workers: an out-of-process frame, held alike, would wait for a
// session nobody opens (chromedp's auto-attach, which this replaces,
// attached to frames without using them). A Chrome that takes no filter
// (an older one we attach to) keeps chromedp's auto-attach: its workers
// run unheld, as they did.
func (t *tab) pauseWorkers(ctx context.Context) error {
	err := holdWorkers(ctx, t.t)
	var cerr *cdproto.Error
	if errors.As(err, &cerr) && (cerr.Code == -32602 || cerr.Code == -32601) {
		t.log.Debug("chrome takes no auto-attach filter; workers are not held", "err", err)
		return nil
	}
	return err
}

// workerBody is the body of a request one of the tab's workers made, as
// its session keeps it; an error when none of them has it.
func (t *tab) workerBody(ctx context.Context, id network.RequestID) (network.GetResponseBodyResult, error) {
	ws := t.workers.all()
	err := errors.New("render: no worker has the body")
	for _, w := range ws {
		select {
		case <-w.ready:
		default:
			continue
		}
		if w.tgt == nil {
			continue
		}
		var res network.GetResponseBodyResult
		if res, err = cdp.Call(ctx, w.tgt, network.GetResponseBody, network.GetResponseBodyParams{RequestID: id}); err == nil {
			return res, nil
		}
	}
	return network.GetResponseBodyResult{}, err
}
