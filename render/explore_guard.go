package render

import (
	"context"
	"fmt"

	cdpfetch "github.com/chromedp/cdproto/fetch"
	"github.com/chromedp/cdproto/network"
)

// The exploration guard. Clicking whatever has a handler must not change
// anything on the site: while a page is explored (Explore.Unsafe unset),
// the tab pauses every request, and refuses at the network layer those
// whose method is not GET, HEAD or OPTIONS (a click's fetch DELETE, an
// XHR POST, a beacon, a form posted into a frame). A form's submission in
// the page itself is stopped before it leaves the page (hooks.js). Pages
// that are not explored, and a page before its exploration starts, pause
// only what the tab's interception needs (DESIGN: interception pauses
// only what it must act on): the guard costs two Fetch.enable round trips
// per explored page, and one round trip per request its clicks make.

// BlockedUnsafeMethod is NetworkRequest.BlockedBy of a request refused
// during exploration for its method, or of a form post a click started.
const BlockedUnsafeMethod = "explore-unsafe-method"

// safeMethod reports the methods a click may send: those that change
// nothing on a server that keeps to HTTP's semantics.
func safeMethod(m string) bool {
	switch m {
	case "GET", "HEAD", "OPTIONS":
		return true
	}
	return false
}

// refusedUnsafe is a paused request the guard refused, as the page's
// state is told of it.
type refusedUnsafe struct {
	*cdpfetch.EventRequestPaused
}

// guard makes the tab pause every request and refuse the unsafe ones,
// until the returned function is called; that one's error means the tab
// may still pause every request, and is not to be reused. An error of
// guard's leaves the tab as it was; the caller then does not explore.
func (t *tab) guard(ctx context.Context) (func() error, error) {
	t.mu.Lock()
	t.guarding = true
	block, docs := t.block, t.docs
	t.mu.Unlock()
	if err := t.intercept(ctx, block, docs); err != nil {
		t.mu.Lock()
		t.guarding = false
		t.mu.Unlock()
		return nil, fmt.Errorf("render: guard the exploration: %w", t.classify(err))
	}
	return func() error {
		// With a context of its own: the page's may have ended, and a tab
		// left pausing every request would cost every later page.
		ctx, cancel := context.WithTimeout(t.ctx, callTimeout)
		defer cancel()
		err := t.intercept(ctx, block, docs)
		t.mu.Lock()
		t.guarding = false
		t.mu.Unlock()
		return err
	}, nil
}

// refusesUnsafe reports whether the guard refuses a paused request.
func (t *tab) refusesUnsafe(ev *cdpfetch.EventRequestPaused) bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.guarding && ev.Request != nil && !safeMethod(ev.Request.Method)
}

// tell folds an event of the tab's own making into the state of the page
// being rendered, as onEvent does Chrome's.
func (t *tab) tell(ev any) {
	t.mu.Lock()
	st, dead, main := t.cur, t.dead, t.mainFrame()
	t.mu.Unlock()
	if st != nil {
		st.onEvent(ev, dead, main)
	}
}

// guardPattern is the pattern that pauses every request.
func guardPattern() *cdpfetch.RequestPattern {
	return &cdpfetch.RequestPattern{URLPattern: "*", RequestStage: cdpfetch.RequestStageRequest}
}

// refuse fails a request the guard refused; it runs on its own goroutine.
func (t *tab) refuse(ev *cdpfetch.EventRequestPaused) {
	call(t, cdpfetch.FailRequest, cdpfetch.FailRequestParams{RequestID: ev.RequestID, ErrorReason: network.ErrorReasonBlockedByClient})
}
