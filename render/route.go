package render

import (
	"context"
	"fmt"
	"strings"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/domdebugger"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
)

// Hash routes. A tab reused for the pages of a hash-routed app is asked
// for URL#/b while it shows URL#/a: Chrome then navigates within the
// document (no request, no load event) and the app renders the new route
// itself. Such a page is waited for with the quiet wait alone, and only
// after a whole quiet window from the navigation, so that the record has
// the new route's content and not the old one's. A document that does not
// listen for route changes (no hashchange, popstate or navigate listener
// on window), or whose text did not change after the navigation (its
// listener is no router), would show the old route under the new URL: it
// is loaded afresh, through about:blank, as it is for a wait other than
// quiet (their conditions are about a load) and for the URL it shows.

// docState is the document a tab shows, as its events tell.
type docState struct {
	url    string // with its fragment
	loader cdp.LoaderID
	// resp is the document's response, kept from the page that loaded it
	// (for the loader it names) for the pages shown within it.
	resp *docResponse
}

// followDocument follows the tab's main-frame document and its URL. The
// caller holds t.mu.
func (t *tab) followDocument(ev any) {
	switch ev := ev.(type) {
	case *page.EventFrameNavigated:
		if f := ev.Frame; f != nil && f.ParentID == "" {
			t.doc = docState{url: f.URL + f.URLFragment, loader: f.LoaderID}
		}
	case *page.EventNavigatedWithinDocument:
		if ev.FrameID == t.mainFrame() {
			t.doc.url = ev.URL
		}
	}
}

// keepResponse keeps the response of the page just rendered, if it is
// that of the document the tab shows.
func (t *tab) keepResponse(st *pageState) {
	resp := st.response()
	t.mu.Lock()
	defer t.mu.Unlock()
	if resp.loader != "" && resp.loader == t.doc.loader {
		t.doc.resp = &resp
	}
}

// navKind is how a page is navigated to.
type navKind int

const (
	navLoad  navKind = iota // a navigation that loads a document
	navRoute                // a navigation within the document shown
	navFresh                // to a fragment of the document shown, loaded afresh
)

// plan tells how to navigate to url from the document the tab shows.
// Chrome navigates within the document when url differs from its URL at
// most in a fragment that url has.
func (t *tab) plan(url string, w Wait) (navKind, *docResponse) {
	t.mu.Lock()
	doc := t.doc
	t.mu.Unlock()
	base, frag, hasFrag := strings.Cut(url, "#")
	docBase, docFrag, _ := strings.Cut(doc.url, "#")
	switch {
	case !hasFrag || doc.url == "" || base != docBase:
		return navLoad, nil
	case w.Kind != WaitQuiet || frag == docFrag || doc.resp == nil:
		return navFresh, nil
	}
	return navRoute, doc.resp
}

// navigation is a started navigation: the loader of the document that
// loads, or none for a navigation within the document (sameDoc), with the
// number of changes the page had made before it (see js/quiet.js).
type navigation struct {
	loader  cdp.LoaderID
	sameDoc bool
	since   int
}

// load navigates to url and waits for the page as opts say. A page shown
// by a navigation within its document that did not change at all is
// loaded afresh: its app does not route by the fragment.
func (t *tab) load(ctx context.Context, st *pageState, url string, opts pageOptions) (waitEnd, error) {
	end, err := t.visit(ctx, st, url, opts, false)
	if err == nil && end.unrouted {
		end, err = t.visit(ctx, st, url, opts, true)
	}
	return end, err
}

// visit navigates to url (afresh: with a load of a new document) and waits.
func (t *tab) visit(ctx context.Context, st *pageState, url string, opts pageOptions, afresh bool) (waitEnd, error) {
	nav, err := t.open(ctx, st, url, opts, afresh)
	if err != nil || st.err() != nil {
		return waitEnd{}, err
	}
	end, err := t.wait(ctx, st, nav, opts)
	end.withinDoc = nav.sameDoc
	if afresh && end.unrouted {
		// Chrome kept the document all the same: it is what there is.
		end.settled, end.unrouted = SettledQuiet, false
	}
	return end, err
}

// open starts the navigation to url as plan says, or with a load of a new
// document if afresh.
func (t *tab) open(ctx context.Context, st *pageState, url string, opts pageOptions, afresh bool) (navigation, error) {
	kind, resp := t.plan(url, opts.wait)
	since := 0
	if kind == navRoute {
		if since = t.changes(ctx); since < 0 || !t.listensForRoutes(ctx) {
			kind = navFresh
		}
	}
	if afresh && kind != navLoad {
		kind = navFresh
	}
	switch kind {
	case navFresh:
		if err := t.leave(ctx, st, opts); err != nil {
			return navigation{}, err
		}
	case navRoute:
		st.seed(*resp)
		st.inheritDocument()
	}
	loader, err := t.navigate(ctx, url, opts.timeout)
	if err != nil {
		return navigation{}, err
	}
	if loader == "" {
		// The page is shown within the document there: what its scripts
		// report from now on is the page's.
		st.inheritDocument()
	}
	if loader == "" && kind != navRoute {
		// Chrome saw the same document where plan did not (a URL it
		// spells otherwise): what the document has told still stands.
		if resp := t.lastResponse(); resp != nil {
			st.seed(*resp)
		}
	}
	return navigation{loader: loader, sameDoc: loader == "", since: since}, nil
}

// changes returns how many times the tab's document has changed (see
// js/quiet.js), or -1 if it has no tracker; the tracker notes the text
// the document shows, which a route must change.
func (t *tab) changes(ctx context.Context) int {
	ctx, cancel := context.WithTimeout(ctx, callTimeout)
	defer cancel()
	n := -1
	if err := t.evaluate(ctx, "window.__renderQuiet ? window.__renderQuiet.route() : -1", &n); err != nil {
		return -1
	}
	return n
}

// lastResponse is the response kept for the document the tab shows.
func (t *tab) lastResponse() *docResponse {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.doc.resp
}

// listensForRoutes reports whether the tab's document listens for route
// changes: a hashchange or popstate listener on window, or a navigate
// listener of the Navigation API. An error counts as no.
func (t *tab) listensForRoutes(ctx context.Context) bool {
	ctx, cancel := context.WithTimeout(ctx, callTimeout)
	defer cancel()
	const group = "render-routes"
	defer cdp.Call(ctx, t.t, runtime.ReleaseObjectGroup, runtime.ReleaseObjectGroupParams{ObjectGroup: group})
	for _, expr := range []string{"window", "window.navigation"} {
		obj, err := cdp.Call(ctx, t.t, runtime.Evaluate, runtime.EvaluateParams{Expression: expr, ObjectGroup: group, Silent: new(true)})
		if err != nil || obj.Result == nil || obj.Result.ObjectID == "" {
			continue
		}
		ls, err := cdp.Call(ctx, t.t, domdebugger.GetEventListeners, domdebugger.GetEventListenersParams{ObjectID: obj.Result.ObjectID})
		if err != nil {
			continue
		}
		for _, l := range ls.Listeners {
			switch l.Type {
			case "hashchange", "popstate", "navigate":
				return true
			}
		}
	}
	return false
}

// leave navigates the tab to about:blank and waits for it to commit, so
// that the next navigation loads its document.
func (t *tab) leave(ctx context.Context, st *pageState, opts pageOptions) error {
	nav, err := cdp.Call(ctx, t.t, page.Navigate, page.NavigateParams{URL: "about:blank"})
	switch {
	case err != nil && ctx.Err() != nil:
		return fmt.Errorf("%w: leave the document shown within %v", ErrTimeout, opts.timeout)
	case err != nil:
		return t.classify(err)
	case nav.ErrorText != "":
		return &NavigationError{Reason: nav.ErrorText}
	}
	for {
		s := st.snap(nav.LoaderID)
		switch {
		case s.abort != nil:
			return s.abort
		case s.committed:
			return nil
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("%w: leave the document shown within %v", ErrTimeout, opts.timeout)
		case <-st.wake:
		}
	}
}
