package render

import (
	"context"

	cdpfetch "github.com/chromedp/cdproto/fetch"
	"github.com/chromedp/cdproto/network"
)

// A page may request documents of its own after the one it was asked
// for: an HTTP redirect's hops, a meta refresh, a script that sets
// location or reloads, a form it submits. Each reaches the server as a
// page request, so a pacer that spaces the crawl's requests to a host
// (Request.Navigate) must see them too, not only the first: a page that
// sends itself on every 50 ms would otherwise make twenty requests
// inside one token interval. With Request.Navigate the tab pauses its
// main-frame document requests (tab.docs), lets the page's first one go
// at once (Request.Gate paced it), and holds each later one until
// Navigate lets it leave.

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
