package render

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/chromedp/cdproto/cdp"
)

const (
	// settleDivisor: the quiet wait may end early, after QuietWindow /
	// settleDivisor without change, when nothing is scheduled that could
	// change the page (see js/quiet.js).
	settleDivisor = 20
	// quietMargin: the page's tracker gives up this long before the page's
	// timeout, so that it can still tell what it was waiting for; when it
	// could not, it is asked once more within askBound.
	quietMargin = 250 * time.Millisecond
	askBound    = time.Second
	// indicatorStall: a page that shows a loading indicator and has not
	// changed for this long, with nothing in flight or scheduled and no
	// worker at work, is taken as it is rather than at its timeout (an
	// app whose data request failed shows "Loading..." for ever).
	indicatorStall = 5 * time.Second
)

// waitEnd is how a wait ended: settled is one of the Settled* values,
// note what was still pending when it is SettledTimeout. From the quiet
// wait, an empty settled means that a new document replaced the page, and
// the wait starts again with its load. unrouted says that a page shown by
// a navigation within its document did not change at all: its app does
// not route by the fragment, and the page is to be loaded afresh.
// withinDoc tells a page shown by a navigation within its document.
type waitEnd struct {
	settled, note       string
	unrouted, withinDoc bool
}

// sleep waits for d, a change of the page, or the end of ctx.
func sleep(ctx context.Context, st *pageState, d time.Duration) {
	if d <= 0 {
		return
	}
	tm := time.NewTimer(d)
	defer tm.Stop()
	select {
	case <-ctx.Done():
	case <-st.wake:
	case <-tm.C:
	}
}

// wait returns when the page is rendered as opts.wait says. A quiet or load
// wait that hits the timeout is not an error: it ends with SettledTimeout
// and a note, and the page is read as it is. A selector or js wait that
// times out is an error. A page shown by a navigation within its document
// has no load to wait for.
func (t *tab) wait(ctx context.Context, st *pageState, nav navigation, opts pageOptions) (waitEnd, error) {
	switch opts.wait.Kind {
	case WaitSelector:
		return waitEnd{settled: SettledSelector}, t.waitCondition(ctx, st, nav.loader, opts)
	case WaitJS:
		return waitEnd{settled: SettledJS}, t.waitCondition(ctx, st, nav.loader, opts)
	}
	since := -1
	if nav.sameDoc {
		since = nav.since
	}
	for {
		if since < 0 {
			note, err := t.waitLoad(ctx, st, nav.loader, opts)
			switch {
			case err != nil:
				return waitEnd{}, err
			case note != "":
				return waitEnd{settled: SettledTimeout, note: note}, nil
			case opts.wait.Kind == WaitLoad:
				return waitEnd{settled: SettledLoad}, nil
			}
		}
		end, err := t.waitQuiet(ctx, st, opts, since)
		if end.settled != "" || end.unrouted || err != nil {
			return end, err
		}
		since = -1
	}
}

// waitLoad waits for the load event of the latest main-frame document.
func (t *tab) waitLoad(ctx context.Context, st *pageState, loader cdp.LoaderID, opts pageOptions) (string, error) {
	for {
		s := st.snap(loader)
		switch {
		case s.abort != nil:
			return "", s.abort
		case s.committed && s.loaded:
			return "", nil
		}
		select {
		case <-ctx.Done():
			return fmt.Sprintf("not settled within %v: the load event did not fire", opts.timeout), nil
		case <-st.wake:
		}
	}
}

// quietResult is what js/quiet.js resolves with: ok unless it gave up,
// early when it did not wait the whole window, moved when the page
// changed after a navigation within its document; and when it gave up,
// the loading indicator on screen.
type quietResult struct {
	OK      bool   `json:"ok"`
	Early   bool   `json:"early"`
	Moved   bool   `json:"moved"`
	Stalled bool   `json:"stalled"` // gave up early: see indicatorStall
	Loading string `json:"loading"`
}

// waitQuiet waits until no request is in flight, the page's own tracker
// (js/quiet.js) reports it quiet and shows no loading indicator, no
// network activity happened meanwhile, and the page's workers are idle.
// With since >= 0 (a navigation within the document just happened, and the
// page had changed since times before it), the page must stay quiet for a
// whole window from now, and a page that did not change at all meanwhile
// ends the wait unrouted. An empty settled means that a new document
// replaced the page.
func (t *tab) waitQuiet(ctx context.Context, st *pageState, opts pageOptions, since int) (waitEnd, error) {
	win := t.cfg.QuietWindow
	var (
		gaveUp *quietResult // the tracker's answer when it gave up
		busy   []string     // the workers found at work
	)
	timeout := func() (waitEnd, error) { return t.notSettled(ctx, st, opts, gaveUp, busy), nil }
	first := st.snap("")
	for {
		busy = nil
		s := st.snap("")
		switch {
		case s.abort != nil:
			return waitEnd{}, s.abort
		case s.navigations != first.navigations:
			return waitEnd{}, nil
		case s.inflight > 0:
			select {
			case <-ctx.Done():
				return timeout()
			case <-st.wake:
			}
			continue
		}
		res, err := t.pageQuiet(ctx, win, since)
		switch {
		case ctx.Err() != nil:
			return timeout()
		case err != nil && isContextGone(err):
			continue
		case err != nil:
			return waitEnd{}, t.classify(err)
		}
		after := st.snap("")
		switch {
		case after.abort != nil:
			return waitEnd{}, after.abort
		case after.navigations != first.navigations:
			return waitEnd{}, nil
		case res != nil && res.Stalled && !t.stillWithout(s, after):
			// The page's own thread stood still, but not its network, or
			// it has workers: wait on.
			continue
		case res != nil && !res.OK:
			gaveUp = res
			return timeout()
		case after.epoch != s.epoch || after.inflight > 0:
			continue // the network moved while the page looked quiet
		case since >= 0 && res != nil && !res.Moved && after.epoch == first.epoch:
			return waitEnd{unrouted: true}, nil
		}
		since = -1
		need := win
		if res != nil && res.Early {
			need = win / settleDivisor
		}
		if idle := time.Since(after.lastNet); idle < need {
			// Quiet in the page, but a request ended only just now.
			sleep(ctx, st, need-idle)
			continue
		}
		busy = t.workersQuiet(ctx, st, win)
		switch {
		case ctx.Err() != nil:
			return timeout()
		case len(busy) > 0:
			continue // a worker worked: its answer may change the page
		}
		return waitEnd{settled: SettledQuiet}, nil
	}
}

// notSettled is how a quiet wait that did not settle ended: the page's
// tracker gave up (gaveUp, with the loading indicator it saw; stalled
// early behind it), or the time ran out; busy are the workers found at
// work.
func (t *tab) notSettled(ctx context.Context, st *pageState, opts pageOptions, gaveUp *quietResult, busy []string) waitEnd {
	var loading string
	switch {
	case gaveUp != nil && gaveUp.Stalled:
		return waitEnd{settled: SettledTimeout, note: fmt.Sprintf("not settled: unchanged for %v with nothing in flight, and a loading indicator on screen: %s",
			indicatorStall, gaveUp.Loading)}
	case gaveUp != nil:
		loading = gaveUp.Loading
	default:
		loading = t.loadingIndicator(ctx)
	}
	return waitEnd{settled: SettledTimeout, note: pending(st, opts, loading, busy)}
}

// stillWithout reports whether a page the tracker found standing still
// behind a loading indicator was still outside its own thread too: no
// request in flight or ended within indicatorStall, and no worker. A page
// with a worker waits for its indicator as long as its timeout allows: a
// worker's request sent before its session attached is seen by no one
// (a worker fetching the data the indicator waits for).
func (t *tab) stillWithout(before, after snapshot) bool {
	t.workers.mu.Lock()
	workers := len(t.workers.byID)
	t.workers.mu.Unlock()
	return after.inflight == 0 && after.epoch == before.epoch && time.Since(after.lastNet) >= indicatorStall && workers == 0
}

// pageQuiet runs the page's tracker until the page is quiet or the
// tracker gives up, a little before ctx ends. A nil result means that the
// document has no tracker (it is not the page's own document).
func (t *tab) pageQuiet(ctx context.Context, win time.Duration, since int) (*quietResult, error) {
	deadline, _ := ctx.Deadline()
	maxMS := max((time.Until(deadline) - quietMargin).Milliseconds(), 1)
	ms := func(d time.Duration) string { return strconv.FormatInt(d.Milliseconds(), 10) }
	expr := "window.__renderQuiet ? window.__renderQuiet(" + ms(win) + "," + ms(win/settleDivisor) + "," +
		strconv.FormatInt(maxMS, 10) + "," + strconv.Itoa(since) + ",false," + ms(indicatorStall) + ") : null"
	var res *quietResult
	err := t.evaluate(ctx, expr, &res)
	return res, err
}

// loadingIndicator is the loading indicator the page shows, asked after
// the page's context ended (the tracker did not answer in time), within a
// short bound of its own.
func (t *tab) loadingIndicator(ctx context.Context) string {
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), askBound)
	defer cancel()
	var s string
	if err := t.evaluate(ctx, "window.__renderQuiet ? window.__renderQuiet.loading() : ''", &s); err != nil {
		return ""
	}
	return s
}

// pending says what kept a page from settling: the requests in flight,
// the workers at work, the loading indicator on screen.
func pending(st *pageState, opts pageOptions, loading string, busy []string) string {
	var parts []string
	if s := st.inflightSummary(); s != "" {
		parts = append(parts, s)
	}
	if len(busy) > 0 {
		parts = append(parts, strconv.Itoa(len(busy))+" busy workers: "+strings.Join(busy, ", "))
	}
	if loading != "" {
		parts = append(parts, "a loading indicator on screen: "+loading)
	}
	if len(parts) == 0 {
		parts = append(parts, "the page kept changing")
	}
	return fmt.Sprintf("not settled within %v: %s", opts.timeout, strings.Join(parts, "; "))
}

// waitCondition waits for a selector to match or an expression to be
// truthy, from the moment the document commits (not its load event).
func (t *tab) waitCondition(ctx context.Context, st *pageState, loader cdp.LoaderID, opts pageOptions) error {
	arg := strconv.Quote(opts.wait.Value)
	var expr string
	if opts.wait.Kind == WaitSelector {
		expr = `new Promise((resolve, reject) => {
  const sel = ` + arg + `;
  const found = () => document.querySelector(sel) !== null;
  try { if (found()) return resolve(true); } catch (e) { return reject(e); }
  const mo = new MutationObserver(() => { if (found()) { mo.disconnect(); resolve(true); } });
  mo.observe(document, { subtree: true, childList: true, attributes: true });
})`
	} else {
		expr = `new Promise((resolve, reject) => {
  const test = () => { try { return !!(0, eval)(` + arg + `); } catch (e) { return false; } };
  const tick = () => test() ? resolve(true) : setTimeout(tick, 50);
  tick();
})`
	}
	for {
		s := st.snap(loader)
		if s.abort != nil {
			return s.abort
		}
		if !s.committed {
			select {
			case <-ctx.Done():
				return fmt.Errorf("%w: the page did not commit within %v", ErrTimeout, opts.timeout)
			case <-st.wake:
			}
			continue
		}
		err := t.evaluate(ctx, expr, nil)
		switch {
		case err == nil:
			return nil
		case ctx.Err() != nil:
			return fmt.Errorf("%w: wait %s: not met within %v", ErrTimeout, opts.wait, opts.timeout)
		case isContextGone(err):
			continue
		}
		var se *scriptError
		if errors.As(err, &se) {
			return fmt.Errorf("wait %s: %w", opts.wait, err)
		}
		return t.classify(err)
	}
}
