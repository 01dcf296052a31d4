package render

import (
	"context"
	"fmt"
	"maps"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/chromedp/cdproto/cdp"
	jsonv2 "github.com/chromedp/cdproto/cdp/jsonv2"
	cdpfetch "github.com/chromedp/cdproto/fetch"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/cdproto/target"

	"github.com/rendercrawl/render/internal/jslit"
)

// pageState is what the events of one page told us. Its mutex guards it;
// wake is signalled (without blocking) on every change a waiter may be
// waiting for. The events come from the tab's reader goroutine, the
// questions from the page's render.
type pageState struct {
	maxBody int64
	wake    chan struct{}
	// started is when the page began.
	started time.Time
	// cancel cancels the page's context with the reason it failed, so that
	// a CDP call waiting on a dead page returns too.
	cancel context.CancelCauseFunc

	mu sync.Mutex // guards all below

	// loaders are the loader IDs of main-frame documents committed since
	// the page started; loaded is true once the latest of them fired load.
	loaders     map[cdp.LoaderID]bool
	navigations int
	loaded      bool
	// docRequests counts the main-frame navigations that made a request,
	// committed or not (an HTTP redirect's hops are one).
	docRequests int
	// pace, when set, holds each main-frame document request of the page
	// after its first until it may leave (Config.Pacer); docsPaused
	// counts those the tab paused (navpace.go).
	pace       func(url string) error
	docsPaused int

	// doc is the response of the latest main-frame document request;
	// shown is that of the latest one that committed, the document the
	// page's content comes from (a navigation still under way does not
	// replace it).
	doc   docResponse
	shown docResponse

	// inflight holds the requests not yet finished, long-lived ones
	// (EventSource, WebSocket) and those that never reach the network
	// aside; local holds the requests taken out of flight before they
	// finished, because they were answered without the network (a cache, a
	// service worker). epoch counts every start and end, lastNet is the
	// time of the latest.
	inflight map[network.RequestID]reqInfo
	local    map[network.RequestID]reqInfo
	epoch    uint64
	lastNet  time.Time
	// workers are the target IDs of the workers seen: a worker's script
	// request has its worker's ID, and ends in the worker's session, never
	// in the page's.
	workers map[network.RequestID]bool
	// outFrames are the frames Chrome moved to processes of their own
	// (frameOutOfProcess).
	outFrames map[cdp.FrameID]bool

	// net is the page's network log; nil when nobody asked for it.
	// bodies reads its responses' bodies as they finish, for an archive;
	// nil when none is kept.
	net    *netLog
	bodies *bodyReader

	blocked    int
	byName     int // of blocked, those refused by their file name
	blockedIDs map[network.RequestID]bool
	// blockedURLs are the URLs of the requests blocked, by either way.
	blockedURLs map[string]bool
	// fetched holds the URLs of the data the page's scripts fetched
	// (XHR and fetch GET requests answered 2xx other than 204, or an
	// error status), with the bytes of their bodies and the status of
	// the last answer, when the page is watched for them
	// (Request.Fetches); nil otherwise. fetchIDs are their requests.
	fetched  map[string]*fetchNote
	fetchIDs map[network.RequestID]string
	scripts  int // of fetched, the scripts

	// misnamed are the URLs of requests refused by their file name that
	// are of a type the tab lets through (blocknames.go).
	misnamed []string
	console  consoleLog
	failed   []FailedRequest

	// abort ends the wait at once: a crash, an oversized or non-HTML
	// document, a document that failed to load.
	abort error
}

// docResponse is what a main document's response told: kept by the tab
// for the pages a navigation within the document shows.
type docResponse struct {
	loader    cdp.LoaderID
	mainReq   network.RequestID
	status    int
	header    http.Header
	reqHeader http.Header
	proto     string
	mimeType  string
	// size is the body's length after content decoding: the sum of the
	// lengths Network.dataReceived reported, which holds for a compressed,
	// a chunked and a cached body alike.
	size int64
}

// maxDocuments is how many main-frame documents one page may request
// before its navigations (scripts, meta refresh, reloads) count as a
// redirect loop: as many as Chrome follows HTTP redirects.
const maxDocuments = 20

// reqInfo is a request in flight; loader is the document it is for (""
// for a worker's).
type reqInfo struct {
	url    string
	typ    network.ResourceType
	loader cdp.LoaderID
	method string
	// worker is the worker that made the request, if one did: its
	// request ends with it, unheard of.
	worker target.ID
	// frame is the frame of a document request (Document).
	frame cdp.FrameID
}

// fetchNote is what a page notes of data its scripts fetched from one
// URL (pageState.fetched): the bytes of the bodies, the status of the
// last answer, and the request that brought it.
type fetchNote struct {
	bytes, status int
	last          network.RequestID
	// script: a script the page loaded, which is data only if its body
	// is one literal (jslit.Literal); size is its Content-Length, if any.
	script bool
	size   int
	// media: its last answer was an image, a font, a sound or a video
	// (its MIME type): bytes of that are no data a page shows as text.
	media bool
	// wire: bytes are those Chrome received (headers with the body, as
	// they came), or its Content-Length, not the body's: a body taken as
	// a blob is reported by no dataReceived event (onFinished). declared
	// is the last answer's Content-Length (-1: none), cached whether it
	// came from Chrome's cache (with no bytes received), and mime its
	// MIME type.
	wire     bool
	declared int64
	cached   bool
	mime     string
}

// newPageState returns the state of a page whose context cancel ends
// (cancel may be nil).
func newPageState(maxBody int64, cancel context.CancelCauseFunc) *pageState {
	return &pageState{
		maxBody:    maxBody,
		wake:       make(chan struct{}, 1),
		started:    time.Now(),
		cancel:     cancel,
		loaders:    make(map[cdp.LoaderID]bool),
		inflight:   make(map[network.RequestID]reqInfo),
		local:      make(map[network.RequestID]reqInfo),
		workers:    make(map[network.RequestID]bool),
		console:    newConsoleLog(),
		blockedIDs: make(map[network.RequestID]bool),
		lastNet:    time.Now(),
	}
}

// fail records the reason the page cannot go on, once, and ends its
// context. The caller holds st.mu.
func (st *pageState) fail(err error) {
	if st.abort != nil {
		return
	}
	st.abort = err
	if st.cancel != nil {
		st.cancel(err)
	}
	st.notify()
}

func (st *pageState) notify() {
	select {
	case st.wake <- struct{}{}:
	default:
	}
}

// onEvent folds one event into the state; dead is the tab's crash, if it
// crashed, and main its main frame.
func (st *pageState) onEvent(ev any, dead error, main cdp.FrameID) {
	st.mu.Lock()
	defer st.mu.Unlock()
	if dead != nil {
		st.fail(dead)
	}
	if st.net != nil {
		st.net.onEvent(ev)
		if fin, ok := ev.(*network.EventLoadingFinished); ok && st.bodies != nil {
			st.bodies.onFinished(st.net.cur[fin.RequestID], fin.RequestID == st.doc.mainReq)
		}
	}
	switch ev := ev.(type) {
	case *page.EventFrameNavigated:
		st.onNavigated(ev)
	case *page.EventLoadEventFired:
		st.loaded = true
		st.notify()
	case *network.EventRequestWillBeSent:
		st.onRequest(ev, main)
	case *network.EventResponseReceived:
		st.onResponse(ev)
	case *network.EventDataReceived:
		st.onData(ev)
	case *network.EventLoadingFinished:
		st.onFinished(ev)
	case *network.EventLoadingFailed:
		st.onFailed(ev)
	case blockedByName:
		if !st.blockedIDs[ev.RequestID] {
			// Not one interception refused (its failure says the same).
			// A URL blocked again on the page is counted once, whichever
			// way it was refused: whether a second element waits on the
			// first request or asks again depends on when it comes.
			st.blockedIDs[ev.RequestID] = true
			if st.firstBlocked(st.inflight[ev.RequestID].url) {
				st.blocked++
				st.byName++
			}
		}
		st.onFailed(ev.EventLoadingFailed)
	case *network.EventRequestServedFromCache:
		st.answeredLocally(ev.RequestID)
	case *target.EventTargetCreated:
		if ev.TargetInfo != nil && ev.TargetInfo.Type == "shared_worker" {
			st.onWorker(ev.TargetInfo.TargetID)
		}
		if ev.TargetInfo != nil && ev.TargetInfo.Type == "iframe" {
			st.frameOutOfProcess(cdp.FrameID(ev.TargetInfo.TargetID))
		}
	case *target.EventAttachedToTarget:
		// A dedicated worker is the page's once the page's session
		// attaches to it: its script stays in flight until then, so that
		// the page does not settle before the tab follows the worker.
		if ev.TargetInfo != nil && ev.TargetInfo.Type == "worker" {
			st.onWorker(ev.TargetInfo.TargetID)
		}
	case *cdpfetch.EventRequestPaused:
		st.onBlocked(ev)
	case refusedUnsafe:
		st.onBlocked(ev.EventRequestPaused)
	case *runtime.EventExecutionContextCreated:
		if ev.Context != nil {
			st.console.contextCreated(ev.Context.ID)
		}
	case *runtime.EventConsoleAPICalled:
		if st.console.ownsContext(ev.ExecutionContextID) {
			st.onConsole(ev, consoleSource{})
		}
	case *runtime.EventExceptionThrown:
		if d := ev.ExceptionDetails; d != nil && st.console.ownsContext(d.ExecutionContextID) {
			st.onException(ev, consoleSource{})
		}
	case *runtime.EventExceptionRevoked:
		st.console.revoke(exceptionKey{id: ev.ExceptionID})
	}
}

// The on* methods fold one kind of event; the caller holds st.mu.

// blockedByName is the failure of a request of a type the tab blocks
// that Chrome refused: by its file name (blocknames.go), or, as Chrome
// says the same of both, one interception refused (counted already).
type blockedByName struct{ *network.EventLoadingFailed }

// onBlocked counts a request the tab's interception refused.
func (st *pageState) onBlocked(ev *cdpfetch.EventRequestPaused) {
	if ev.Request != nil && !st.firstBlocked(ev.Request.URL) {
		// Asked for again: counted once (see blockedByName).
		if ev.NetworkID != "" {
			st.blockedIDs[ev.NetworkID] = true
		}
		return
	}
	st.blocked++
	if ev.NetworkID != "" {
		st.blockedIDs[ev.NetworkID] = true
	}
}

// firstBlocked notes url as blocked on the page and reports whether it
// was not before.
func (st *pageState) firstBlocked(url string) bool {
	if st.blockedURLs[url] {
		return false
	}
	if st.blockedURLs == nil {
		st.blockedURLs = make(map[string]bool)
	}
	st.blockedURLs[url] = true
	return true
}

// onNavigated counts a main-frame document that committed. The requests
// the documents before it had in flight leave the flight: Chrome drops
// them with their document (a page that sent itself elsewhere), and tells
// of no end.
func (st *pageState) onNavigated(ev *page.EventFrameNavigated) {
	if ev.Frame == nil || ev.Frame.ParentID != "" {
		return
	}
	st.loaders[ev.Frame.LoaderID] = true
	st.navigations++
	if st.doc.loader == ev.Frame.LoaderID {
		st.shown = st.doc
	}
	st.loaded = false
	for id, r := range st.inflight {
		// The old document's workers went with it.
		if r.loader != "" && r.loader != ev.Frame.LoaderID || r.worker != "" {
			delete(st.inflight, id)
		}
	}
	st.netEvent()
}

// workerRequest notes that the request id in flight is worker's.
func (st *pageState) workerRequest(id network.RequestID, worker target.ID) {
	st.mu.Lock()
	defer st.mu.Unlock()
	if r, ok := st.inflight[id]; ok {
		r.worker = worker
		st.inflight[id] = r
	}
}

// workerGone takes the requests of a worker that ended out of flight:
// their ends are not told.
func (st *pageState) workerGone(worker target.ID) {
	st.mu.Lock()
	defer st.mu.Unlock()
	st.dropInflight(func(r reqInfo) bool { return r.worker == worker })
}

// onRequest puts a request in flight, unless it is long-lived, a worker's
// script or never reaches the network; a document of the main frame
// becomes the page's main request.
func (st *pageState) onRequest(ev *network.EventRequestWillBeSent, main cdp.FrameID) {
	if ev.Type == network.ResourceTypeEventSource || ev.Type == network.ResourceTypeWebSocket || st.workers[ev.RequestID] {
		return
	}
	url := ""
	if ev.Request != nil {
		url = ev.Request.URL
	}
	if ev.Type == network.ResourceTypeDocument && ev.FrameID == main && url != "about:blank" {
		st.doc = docResponse{loader: ev.LoaderID, mainReq: ev.RequestID}
		if ev.Request != nil {
			st.doc.reqHeader = toHeader(ev.Request.Headers)
		}
		if ev.RedirectResponse == nil { // an HTTP redirect's hop is the same navigation
			st.docRequests++
		}
		if st.docRequests > maxDocuments {
			st.fail(fmt.Errorf("%w: the page sent itself to another document %d times", ErrRedirectLoop, st.docRequests-1))
		}
	}
	if !reachesNetwork(url) {
		return
	}
	method := ""
	if ev.Request != nil {
		method = ev.Request.Method
	}
	if ev.Type == network.ResourceTypeDocument && st.outFrames[ev.FrameID] {
		return
	}
	st.inflight[ev.RequestID] = reqInfo{url: url, typ: ev.Type, loader: ev.LoaderID, method: method, frame: ev.FrameID}
	st.netEvent()
}

// frameOutOfProcess notes a frame that Chrome moved to a process of its
// own (a frame of another site in a Chrome that isolates sites, one we
// attach to): its document's end, its requests and its workers are told
// to a session of the frame's, not the page's, so its document leaves
// flight. Chrome tells every tab of every such frame; a frame that is
// not the page's holds no request of it.
func (st *pageState) frameOutOfProcess(frame cdp.FrameID) {
	if len(st.outFrames) >= maxOutFrames {
		return
	}
	if st.outFrames == nil {
		st.outFrames = make(map[cdp.FrameID]bool)
	}
	st.outFrames[frame] = true
	st.dropInflight(func(r reqInfo) bool { return r.typ == network.ResourceTypeDocument && r.frame == frame })
}

// dropInflight takes the requests in flight that gone reports out of
// flight, as their ends will not be told.
func (st *pageState) dropInflight(gone func(reqInfo) bool) {
	n := len(st.inflight)
	maps.DeleteFunc(st.inflight, func(_ network.RequestID, r reqInfo) bool { return gone(r) })
	if len(st.inflight) < n {
		st.netEvent()
	}
}

// maxOutFrames bounds the frames of other processes a page notes.
const maxOutFrames = 4096

// onResponse records the main document's response, and refuses it if it
// is not HTML or declares a body over the cap; a sub-request's error
// status is a failed request.
func (st *pageState) onResponse(ev *network.EventResponseReceived) {
	if ev.Response == nil {
		return
	}
	if r := ev.Response; r.FromServiceWorker || r.FromDiskCache || r.FromPrefetchCache {
		// The body comes from this machine: Chrome may report its end only
		// in another target's session, or not at all.
		st.answeredLocally(ev.RequestID)
	}
	doc := st.docOf(ev.RequestID)
	if doc == nil {
		st.noteFetched(ev)
		if ev.Response.Status >= 400 {
			st.failed = append(st.failed, FailedRequest{URL: ev.Response.URL, Type: string(ev.Type), Status: int(ev.Response.Status)})
		}
		return
	}
	doc.status = int(ev.Response.Status)
	doc.mimeType = ev.Response.MimeType
	doc.header = toHeader(ev.Response.Headers)
	doc.proto = strings.ToUpper(ev.Response.Protocol)
	switch {
	case !isHTML(doc.mimeType):
		st.fail(&NotHTMLError{Status: doc.status, Header: doc.header, MimeType: doc.mimeType})
	case contentLength(ev.Response.Headers) > st.maxBody:
		// Chrome reports the body only as fast as its parser eats it; a
		// declared length lets us refuse at once.
		st.fail(fmt.Errorf("%w: Content-Length %d is over %d bytes", ErrTooLarge, contentLength(ev.Response.Headers), st.maxBody))
	}
}

// onData counts the main document's body, as it is after content
// decoding, against the cap, as the HTTP path does. Chrome reports what its
// renderer took, and decodes only as fast as the renderer takes it: a
// compressed body that unfolds past the cap is stopped within a chunk of
// it. The bytes on the wire are not counted: Chrome reports them only at
// the end, with the response's headers (and not at all for a body from its
// cache).
func (st *pageState) onData(ev *network.EventDataReceived) {
	if u, ok := st.fetchIDs[ev.RequestID]; ok {
		st.fetched[u].bytes += int(ev.DataLength)
		return
	}
	doc := st.docOf(ev.RequestID)
	if doc == nil {
		return
	}
	doc.size += ev.DataLength
	if doc.size > st.maxBody {
		st.fail(fmt.Errorf("%w: over %d bytes", ErrTooLarge, st.maxBody))
	}
}

// docOf is the response of the main document whose request id is: the
// one shown (once committed), or the latest requested; nil for other
// requests.
func (st *pageState) docOf(id network.RequestID) *docResponse {
	switch {
	case id == "":
		return nil
	case id == st.shown.mainReq:
		// The body of a document arrives after it committed.
		return &st.shown
	case id == st.doc.mainReq:
		return &st.doc
	}
	return nil
}

// onFinished takes a request out of flight. Data a script took whole,
// as a blob, came without a report of its body's bytes: its bytes are
// its Content-Length, or those Chrome received for it, or from its
// cache (fetchNote.wire); not for an answer that said it had none.
func (st *pageState) onFinished(ev *network.EventLoadingFinished) {
	if u, ok := st.fetchIDs[ev.RequestID]; ok {
		if n := st.fetched[u]; n.bytes == 0 && n.declared != 0 && (ev.EncodedDataLength > 0 || n.cached) {
			n.bytes, n.wire = max(int(n.declared), int(ev.EncodedDataLength), 1), true
		}
	}
	if _, ok := st.inflight[ev.RequestID]; ok {
		delete(st.inflight, ev.RequestID)
		st.netEvent()
	}
	delete(st.local, ev.RequestID)
}

// onFailed takes a request out of flight. The main document's failure
// fails the page; a sub-request's is a failed request, unless it was
// cancelled or blocked on purpose.
func (st *pageState) onFailed(ev *network.EventLoadingFailed) {
	info, ok := st.inflight[ev.RequestID]
	if ok {
		delete(st.inflight, ev.RequestID)
		st.netEvent()
	} else if info, ok = st.local[ev.RequestID]; ok {
		delete(st.local, ev.RequestID)
	} else if ev.RequestID != st.doc.mainReq {
		return
	}
	// The main document's failure counts even when its request is no
	// longer in flight: Chrome may commit an error page for it (a new
	// loader) before it reports the failure.
	if ev.RequestID == st.doc.mainReq {
		if !ev.Canceled {
			// The document failed before or after it committed (a reset
			// mid-body, a script's navigation to a dead host): what the
			// tab shows is not the page. A cancelled one (a download, a
			// navigation that replaced it) leaves the page as it is.
			reason := ev.ErrorText
			if reason == "" {
				reason = "net::ERR_FAILED"
			}
			st.fail(&NavigationError{Reason: reason})
		}
		return
	}
	if ev.Canceled || st.blockedIDs[ev.RequestID] {
		return
	}
	if ev.BlockedReason == network.BlockedReasonInspector {
		// Refused by its file name, but of a type the tab lets through
		// (blocknames.go): the page is not what it would have been.
		st.misnamed = append(st.misnamed, info.url)
	}
	msg := ev.ErrorText
	switch {
	case ev.BlockedReason != "" && msg == "":
		msg = "blocked: " + string(ev.BlockedReason) // Chrome gives a request its CSP refused no error text
	case ev.BlockedReason != "":
		msg += " (blocked: " + string(ev.BlockedReason) + ")"
	}
	st.failed = append(st.failed, FailedRequest{URL: info.url, Type: string(info.typ), Error: msg})
}

// maxFetched bounds the data URLs a page notes (Page.Fetched), and
// maxFetchedScripts the scripts among them, which are data only when
// their bodies say so.
const (
	maxFetched        = 32
	maxFetchedScripts = 16
)

// noteFetched notes, on a page watched for them, the URL of a response
// to a script's GET request for data (XHR, fetch, a JSON module
// imported) that carried some (a 2xx other than 204) or was refused (an
// error status). The caller holds st.mu.
func (st *pageState) noteFetched(ev *network.EventResponseReceived) {
	if st.fetched == nil {
		return
	}
	s := int(ev.Response.Status)
	module := ev.Type == network.ResourceTypeScript
	// A JSON module (import(url, {with: {type: 'json'}})) is fetched as
	// a script is, and is data as a fetch's answer is.
	script := module && !jslit.JSONType(ev.Response.MimeType)
	if ev.Type != network.ResourceTypeXHR && ev.Type != network.ResourceTypeFetch && !module || s < 200 || s > 299 && s < 400 || s == 204 {
		return
	}
	if script && (s > 299 || st.scripts >= maxFetchedScripts) {
		// A script refused says nothing of the data it would have held.
		return
	}
	if r, ok := st.inflight[ev.RequestID]; ok && r.method != "" && r.method != "GET" {
		return // a form sent, a beacon: not data for the page
	}
	u := ev.Response.URL
	if i := strings.IndexByte(u, '#'); i >= 0 {
		u = u[:i]
	}
	n := st.fetched[u]
	if n == nil {
		if len(st.fetched) >= maxFetched {
			return
		}
		n = &fetchNote{script: script}
		st.fetched[u] = n
		if script {
			st.scripts++
		}
	}
	n.status, n.last = s, ev.RequestID
	n.media = mediaType(ev.Response.MimeType)
	n.mime, n.declared = ev.Response.MimeType, contentLength(ev.Response.Headers)
	n.cached = ev.Response.FromDiskCache || ev.Response.FromPrefetchCache
	if script {
		n.size = int(n.declared)
	}
	st.fetchIDs[ev.RequestID] = u
}

// fetchedData returns the data noted (noteFetched), by URL, with the
// request of the last answer of each; nil on a page not watched for it.
func (st *pageState) fetchedData() ([]Fetch, []network.RequestID) {
	st.mu.Lock()
	defer st.mu.Unlock()
	if st.fetched == nil {
		return nil, nil
	}
	out := make([]Fetch, 0, len(st.fetched))
	for u, n := range st.fetched {
		out = append(out, Fetch{URL: u, Bytes: n.bytes, Status: n.status, script: n.script, size: n.size, media: n.media, wire: n.wire, mime: n.mime})
	}
	slices.SortFunc(out, func(a, b Fetch) int { return strings.Compare(a.URL, b.URL) })
	ids := make([]network.RequestID, len(out))
	for i, f := range out {
		ids[i] = st.fetched[f.URL].last
	}
	return out, ids
}

// mediaType reports whether a MIME type is an image's, a font's, a
// sound's or a video's.
func mediaType(mime string) bool {
	for _, p := range []string{"image/", "font/", "audio/", "video/"} {
		if strings.HasPrefix(mime, p) {
			return true
		}
	}
	return false
}

// answeredLocally takes a request out of flight that a cache or a service
// worker answered; it stays known, so that its failure is still reported.
func (st *pageState) answeredLocally(id network.RequestID) {
	info, ok := st.inflight[id]
	if !ok {
		return
	}
	delete(st.inflight, id)
	st.local[id] = info
	st.netEvent()
}

// onWorker notes a worker, whose script request then leaves (or never
// enters) the flight: the worker's own session reports its end.
func (st *pageState) onWorker(worker target.ID) {
	id := network.RequestID(worker)
	st.workers[id] = true
	if _, ok := st.inflight[id]; ok {
		delete(st.inflight, id)
		st.netEvent()
	}
}

// workerFound notes a worker found after its script request came (a
// shared worker that was there before the page).
func (st *pageState) workerFound(worker target.ID) {
	st.mu.Lock()
	defer st.mu.Unlock()
	st.onWorker(worker)
}

// reachesNetwork reports whether a request for url goes to the network:
// blob:, data: and about: URLs are answered inside the browser, and Chrome
// does not always report their end.
func reachesNetwork(url string) bool {
	scheme, _, ok := strings.Cut(url, ":")
	if !ok {
		return true
	}
	switch strings.ToLower(scheme) {
	case "blob", "data", "about", "javascript", "filesystem":
		return false
	}
	return true
}

func (st *pageState) netEvent() {
	st.epoch++
	st.lastNet = time.Now()
	st.notify()
}

func unmarshal(v jsonv2.Value, out any) error {
	return jsonv2.Unmarshal(v, out)
}

// err is the reason the page failed, or nil.
func (st *pageState) err() error {
	st.mu.Lock()
	defer st.mu.Unlock()
	return st.abort
}

// snapshot is the part of a page's state a waiter looks at.
type snapshot struct {
	abort       error
	committed   bool // the navigation we started has committed
	loaded      bool // the latest main-frame document fired load
	navigations int
	inflight    int
	epoch       uint64
	lastNet     time.Time
}

// snap returns the state as a waiter for the document of loader sees it
// ("" for whichever document is there).
func (st *pageState) snap(loader cdp.LoaderID) snapshot {
	st.mu.Lock()
	defer st.mu.Unlock()
	return snapshot{
		abort:       st.abort,
		committed:   loader == "" || st.loaders[loader],
		loaded:      loader == "" || st.loaded,
		navigations: st.navigations,
		inflight:    len(st.inflight),
		epoch:       st.epoch,
		lastNet:     st.lastNet,
	}
}

// mainRequest is the request of the latest main-frame document.
func (st *pageState) mainRequest() network.RequestID {
	st.mu.Lock()
	defer st.mu.Unlock()
	return st.doc.mainReq
}

// response is the response of the document the page shows: the latest
// main document that committed, else the latest requested (one that
// failed before it committed, or the one the page was seeded with).
func (st *pageState) response() docResponse {
	st.mu.Lock()
	defer st.mu.Unlock()
	return st.current()
}

// navigating reports whether a main-frame navigation is under way after
// the document the page shows committed: Chrome answers no evaluation in
// the page until it commits or ends.
func (st *pageState) navigating() bool {
	st.mu.Lock()
	defer st.mu.Unlock()
	_, inflight := st.inflight[st.doc.mainReq]
	return inflight && st.shown.mainReq != "" && st.doc.mainReq != st.shown.mainReq
}

// current is response with st.mu held.
func (st *pageState) current() docResponse {
	if st.shown.mainReq != "" || st.shown.loader != "" {
		return st.shown
	}
	return st.doc
}

// seed starts the page with the response of the document it is shown in:
// a navigation within a document makes no request.
func (st *pageState) seed(doc docResponse) {
	st.mu.Lock()
	defer st.mu.Unlock()
	st.doc = doc
	st.shown = doc
}

// fill sets what the events told of the page on p.
func (st *pageState) fill(p *Page) {
	st.mu.Lock()
	defer st.mu.Unlock()
	doc := st.current()
	p.Status = doc.status
	p.Header = doc.header
	p.RequestHeader = doc.reqHeader
	p.Proto = doc.proto
	p.ContentType = doc.mimeType
	p.Size = doc.size
	p.Console, p.ConsoleOmitted = st.console.messages()
	p.FailedRequests = st.failed
	p.Blocked, p.byName = st.blocked, st.byName
}

// inflightSummary describes what kept a page from settling.
func (st *pageState) inflightSummary() string {
	st.mu.Lock()
	defer st.mu.Unlock()
	if len(st.inflight) == 0 {
		return ""
	}
	var b strings.Builder
	b.WriteString(strconv.Itoa(len(st.inflight)))
	b.WriteString(" requests in flight")
	n := 0
	for _, r := range st.inflight {
		if n == 3 {
			b.WriteString(", ...")
			break
		}
		if n == 0 {
			b.WriteString(": ")
		} else {
			b.WriteString(", ")
		}
		b.WriteString(r.url)
		n++
	}
	return b.String()
}

// takeMisnamed returns the URLs of the requests refused by their file
// name that are of a type the tab lets through.
func (st *pageState) takeMisnamed() []string {
	st.mu.Lock()
	defer st.mu.Unlock()
	m := st.misnamed
	st.misnamed = nil
	return m
}
