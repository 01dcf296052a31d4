package render

import (
	"context"

	cdpfetch "github.com/chromedp/cdproto/fetch"
	"github.com/chromedp/cdproto/network"
)

// Pacer spaces the requests to each host; crawl/pace's Pacer satisfies
// it. Host is the key by which it knows a URL's host. A Pool with a Pacer
// (Config.Pacer) waits on it for each page once the page's tab is ready,
// right before the tab navigates, so that the pacer sees the moment of
// the request rather than the moment a tab was asked for (Chrome may
// take a second to start); the page holds its place until it is done.
// It waits on it again before each later document request of the page.
type Pacer interface {
	Host(rawURL string) string
	// Acquire waits for the host's turn and holds a place among its
	// requests in flight until release.
	Acquire(ctx context.Context, host string) (release func(), err error)
	// Wait waits for the host's turn, holding no place: the request
	// follows one that holds it.
	Wait(ctx context.Context, host string) error
}

// PaceError is the error of a page the Pacer did not let go (its context
// ended, or a pacer shared across processes failed): not the page's
// failure, and no request was made. Render returns it wrapped.
type PaceError struct{ Err error }

func (e *PaceError) Error() string { return "pace: " + e.Err.Error() }
func (e *PaceError) Unwrap() error { return e.Err }

// gate waits for the page's turn with Config.Pacer and returns what ends
// it.
func (p *Pool) gate(ctx context.Context, req Request) (release func(), err error) {
	pc := p.cfg.Pacer
	if pc == nil {
		return func() {}, nil
	}
	host := req.HostKey
	if host == "" {
		host = pc.Host(req.URL)
	}
	if release, err = pc.Acquire(ctx, host); err != nil {
		return nil, &PaceError{Err: err}
	}
	return release, nil
}

// navigate is the pace of a page's later document requests, nil without
// a Pacer.
func (p *Pool) navigate() func(ctx context.Context, url string) error {
	pc := p.cfg.Pacer
	if pc == nil {
		return nil
	}
	return func(ctx context.Context, url string) error {
		if err := pc.Wait(ctx, pc.Host(url)); err != nil {
			return &PaceError{Err: err}
		}
		return nil
	}
}

// A page may request documents of its own after the one it was asked
// for: an HTTP redirect's hops, a meta refresh, a script that sets
// location or reloads, a form it submits. Each reaches the server as a
// page request, so the Pacer that spaces the requests to a host must see
// them too, not only the first: a page that sends itself on every 50 ms
// would otherwise make twenty requests inside one token interval. With a
// Pacer the tab pauses its main-frame document requests (tab.docs), lets
// the page's first one go at once (gate paced it), and holds each later
// one until the Pacer lets it leave.

// pacedDocument returns the page state of the page whose later document
// request ev is, when that page paces them; nil for any other paused
// request (which goes on as before). It runs on the tab's event
// goroutine: it does not block.
func (t *tab) pacedDocument(ev *cdpfetch.EventRequestPaused) *pageState {
	if ev.ResourceType != network.ResourceTypeDocument || ev.Request == nil {
		return nil
	}
	t.mu.Lock()
	st, main := t.cur, t.mainFrame()
	t.mu.Unlock()
	if st == nil || ev.FrameID != main {
		return nil
	}
	return st.laterDocument()
}

// paceWith makes navigate, called with ctx, the pace of the page's later
// document requests (nil: they go at once). Call it before the page
// starts.
func (st *pageState) paceWith(ctx context.Context, navigate func(ctx context.Context, url string) error) {
	if navigate != nil {
		st.pace = func(url string) error { return navigate(ctx, url) }
	}
}

// laterDocument counts a main-frame document request of the page, and
// returns st when the page paces it: one after its first.
func (st *pageState) laterDocument() *pageState {
	st.mu.Lock()
	defer st.mu.Unlock()
	st.docsPaused++
	if st.pace == nil || st.docsPaused == 1 {
		return nil
	}
	return st
}

// onPacedDocument holds a page's later document request until its pace
// lets it leave, then sends it on; a request the pace refuses (the page's
// time ran out meanwhile) is aborted. It runs on its own goroutine.
func (t *tab) onPacedDocument(ev *cdpfetch.EventRequestPaused, st *pageState) {
	if err := st.pace(ev.Request.URL); err != nil {
		t.log.Debug("a document the page asked for was not sent", "url", ev.Request.URL, "err", err)
		call(t, cdpfetch.FailRequest, cdpfetch.FailRequestParams{RequestID: ev.RequestID, ErrorReason: network.ErrorReasonAborted})
		return
	}
	t.onPaused(ev)
}
