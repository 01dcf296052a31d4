package render

import (
	"net/http"
	"slices"
	"strings"
	"time"

	"github.com/chromedp/cdproto/cdp"
	cdpfetch "github.com/chromedp/cdproto/fetch"
	"github.com/chromedp/cdproto/network"
)

// What started a request: NetworkRequest.Initiator.
const (
	// InitiatorParser: the HTML parser (an <img>, <script>, <link> in the
	// markup); InitiatorScript: a script (fetch, XHR, an element it
	// added); InitiatorPreload: a preload or prefetch hint;
	// InitiatorOther: anything else (the main document, a redirect's
	// target, a navigation).
	InitiatorParser  = "parser"
	InitiatorScript  = "script"
	InitiatorPreload = "preload"
	InitiatorOther   = "other"
	// InitiatorClick: a request started while the page was being acted
	// on (see tab.setActor): a click's fetch, form post or navigation.
	InitiatorClick = "click"
)

// DefaultMaxRequests is how many requests a page lists at most
// (Request.MaxRequests): the rest are counted in Page.RequestsOmitted.
const DefaultMaxRequests = 1000

// maxExchanges bounds the requests a page keeps for archiving, whatever
// its list's cap: the archive's size caps bound their bodies.
const maxExchanges = 10000

// NetworkRequest is one request a page made, as the browser's network
// events told it. A redirect is a request of its own, with the 3xx
// status; the request to its target follows it.
type NetworkRequest struct {
	URL    string
	Method string
	// Type is the resource type, as Chrome's DevTools name it: Document,
	// Stylesheet, Image, Media, Font, Script, XHR, Fetch, WebSocket,
	// Manifest, Other, ...
	Type string
	// Status is the response's status; 0 when none came (blocked,
	// failed before a response).
	Status   int
	MIMEType string
	// Size is the number of bytes received for the response on the wire
	// (headers and encoded body); 0 when unknown.
	Size int64
	// Blocked: interception refused it (an image, a font); it never left
	// the browser. BlockedBy says why when it was no blocked type:
	// BlockedUnsafeMethod for a request a click of exploration started
	// with a method that may change something.
	Blocked   bool
	BlockedBy string
	// Unrequested: the page's markup names it and the page never
	// requested it (markup.go); Element says where the markup names it.
	Unrequested bool
	Element     string
	// Failed: it failed in the network or got no answer (Error says
	// why), or got a status of 400 or more.
	Failed bool
	Error  string
	// FromCache: a cache or a service worker answered it.
	FromCache bool
	// Initiator says what started it: one of the Initiator* values.
	Initiator string
}

// Exchange is a request and its response as an archive keeps them: what
// a NetworkRequest tells, with headers, timings and the body.
type Exchange struct {
	NetworkRequest
	RequestHeader  http.Header
	RequestBody    []byte
	Proto          string
	ResponseHeader http.Header
	// Body is the response body as Chrome decoded it (no content
	// encoding); nil when not kept. Truncated reports a body that is not
	// whole (not kept, or past a cap), Lost one not kept at all (Chrome
	// no longer had it, or never read it); BodySize the whole body's
	// length when known; EncodedBodySize the body's size on the wire (0:
	// unknown).
	Body            []byte
	Truncated       bool
	Lost            bool
	BodySize        int64
	EncodedBodySize int64
	Start           time.Time
	// Timings are how long each phase took, as HAR names them (-1: did
	// not happen or unknown); nil when Chrome gave none.
	Timings *Timings
}

// Timings are the phases of one exchange.
type Timings struct {
	Blocked, DNS, Connect, SSL, Send, Wait, Receive time.Duration
}

// netLog is the requests of one page, as its Network events told them.
// It is part of pageState and guarded by its lock.
type netLog struct {
	// keep bounds the entries; omitted counts those past it.
	keep    int
	omitted int
	// headers: keep what an archive needs (headers, timings).
	headers bool
	entries []*netEntry
	// cur is the latest entry of each request ID: a redirect starts a
	// new entry under the same ID.
	cur map[network.RequestID]*netEntry
	// actor, when set, is the initiator of every request that starts.
	actor string
	// repeats are the blocked requests left out of the list (dropRepeat).
	repeats map[network.RequestID]bool
}

// netEntry is one request of the log.
type netEntry struct {
	NetworkRequest
	id       network.RequestID
	finished bool // loadingFinished came: its body may be asked for
	redirect bool
	bodyLen  int64 // the body's size on the wire, when known
	dataLen  int64 // the body's size decoded, as received so far
	// emptyDeclared: the response declared a Content-Length of 0 (known only
	// with headers).
	emptyDeclared bool

	reqHeader, respHeader http.Header
	postData              []byte
	proto                 string
	wall                  time.Time
	timing                *network.ResourceTiming
	end                   cdp.MonotonicTime
}

func newNetLog(keep int, headers bool) *netLog {
	return &netLog{keep: keep, headers: headers, cur: make(map[network.RequestID]*netEntry)}
}

// onRequest starts an entry; a redirect closes the entry of the request
// it redirected first.
func (l *netLog) onRequest(ev *network.EventRequestWillBeSent) {
	if ev.Request == nil || !reachesNetwork(ev.Request.URL) || l.repeats[ev.RequestID] {
		return
	}
	prev := l.cur[ev.RequestID]
	if ev.RedirectResponse != nil && prev != nil {
		l.respond(prev, ev.RedirectResponse)
		prev.redirect, prev.finished = true, true
		prev.end = ev.Timestamp
	} else if prev != nil && prev.Status == 0 && !prev.finished {
		// Interception told of it first (a blocked request).
		l.request(prev, ev)
		return
	}
	e := &netEntry{id: ev.RequestID}
	l.request(e, ev)
	if prev != nil && prev.redirect {
		e.Initiator = prev.Initiator
	}
	l.add(e)
}

// request sets what a request told on e.
func (l *netLog) request(e *netEntry, ev *network.EventRequestWillBeSent) {
	e.URL, e.Method, e.Type = ev.Request.URL, ev.Request.Method, string(ev.Type)
	e.Initiator = initiatorOf(ev.Initiator)
	if l.actor != "" {
		e.Initiator = l.actor
	}
	if !l.headers {
		return
	}
	e.reqHeader = toHeader(ev.Request.Headers)
	for _, p := range ev.Request.PostDataEntries {
		if p != nil {
			e.postData = append(e.postData, p.Bytes...)
		}
	}
	if ev.WallTime > 0 {
		sec := float64(ev.WallTime)
		e.wall = time.Unix(0, int64(sec*float64(time.Second)))
	}
}

// add keeps e, or counts it past the cap.
func (l *netLog) add(e *netEntry) {
	if len(l.entries) >= l.keep {
		l.omitted++
		delete(l.cur, e.id)
		return
	}
	l.entries = append(l.entries, e)
	l.cur[e.id] = e
}

// onWebSocket starts an entry for a WebSocket the page opened: Chrome
// tells of its handshake apart from other requests.
func (l *netLog) onWebSocket(ev *network.EventWebSocketCreated) {
	if l.cur[ev.RequestID] != nil {
		return
	}
	e := &netEntry{id: ev.RequestID, NetworkRequest: NetworkRequest{URL: ev.URL, Method: "GET",
		Type: string(network.ResourceTypeWebSocket), Initiator: initiatorOf(ev.Initiator)}}
	if l.actor != "" {
		e.Initiator = l.actor
	}
	l.add(e)
}

// respond sets what a response told on e.
func (l *netLog) respond(e *netEntry, r *network.Response) {
	e.Status, e.MIMEType = int(r.Status), r.MimeType
	e.Size = max(e.Size, int64(r.EncodedDataLength))
	e.FromCache = e.FromCache || r.FromDiskCache || r.FromServiceWorker || r.FromPrefetchCache
	if e.Status >= 400 {
		e.Failed = true
	}
	if !l.headers {
		return
	}
	e.respHeader = toHeader(r.Headers)
	e.emptyDeclared = contentLength(r.Headers) == 0
	e.proto = strings.ToUpper(r.Protocol)
	e.timing = r.Timing
}

func (l *netLog) onResponse(ev *network.EventResponseReceived) {
	if e := l.cur[ev.RequestID]; e != nil && ev.Response != nil {
		l.respond(e, ev.Response)
	}
}

func (l *netLog) onFinished(ev *network.EventLoadingFinished) {
	if e := l.cur[ev.RequestID]; e != nil {
		e.finished = true
		e.Size = max(e.Size, int64(ev.EncodedDataLength))
		e.bodyLen = int64(ev.EncodedBodyLength)
		e.end = ev.Timestamp
	}
}

// onFailed marks a request that failed, unless interception blocked it
// on purpose or it was cancelled (a navigation away, a download).
func (l *netLog) onFailed(ev *network.EventLoadingFailed) {
	e := l.cur[ev.RequestID]
	if e == nil || e.Blocked {
		return
	}
	if ev.Canceled {
		e.Error = "cancelled"
		return
	}
	e.Failed = true
	e.Error = ev.ErrorText
	if ev.BlockedReason != "" {
		e.Error += " (blocked: " + string(ev.BlockedReason) + ")"
	}
}

func (l *netLog) onCached(id network.RequestID) {
	if e := l.cur[id]; e != nil {
		e.FromCache = true
	}
}

// onBlocked marks a request that interception refused; it may come
// before the request's own event.
func (l *netLog) onBlocked(ev *cdpfetch.EventRequestPaused) *netEntry {
	if ev.NetworkID == "" {
		return nil
	}
	e := l.cur[ev.NetworkID]
	if e == nil {
		if ev.Request == nil {
			return nil
		}
		e = &netEntry{id: ev.NetworkID, NetworkRequest: NetworkRequest{URL: ev.Request.URL, Method: ev.Request.Method,
			Type: string(ev.ResourceType), Initiator: InitiatorOther}}
		if l.actor != "" {
			e.Initiator = l.actor
		}
		l.add(e)
	}
	e.Blocked, e.Failed, e.Error = true, false, ""
	return e
}

// onBlockedByName marks a request refused by its file name (see
// pageState's blockedByName) as blocked.
func (l *netLog) onBlockedByName(ev blockedByName) {
	if e := l.cur[ev.RequestID]; e != nil && !e.Blocked {
		e.Blocked, e.Failed, e.Error = true, false, ""
		l.dropRepeat(e)
	}
}

// dropRepeat takes a blocked entry out of the list when its URL was
// blocked before on the page: listed once, as it is counted.
func (l *netLog) dropRepeat(e *netEntry) {
	for _, o := range l.entries {
		if o != e && o.Blocked && o.URL == e.URL {
			l.entries = slices.DeleteFunc(l.entries, func(x *netEntry) bool { return x == e })
			delete(l.cur, e.id)
			if l.repeats == nil {
				l.repeats = make(map[network.RequestID]bool)
			}
			l.repeats[e.id] = true // its own event may come after
			return
		}
	}
}

// list is the requests for the record: at most max, and how many more
// there were.
func (l *netLog) list(max int) ([]NetworkRequest, int) {
	n := min(len(l.entries), max)
	out := make([]NetworkRequest, n)
	for i, e := range l.entries[:n] {
		out[i] = e.NetworkRequest
	}
	return out, l.omitted + len(l.entries) - n
}

// initiatorOf names what started a request.
func initiatorOf(in *network.Initiator) string {
	if in == nil {
		return InitiatorOther
	}
	switch in.Type {
	case network.InitiatorTypeParser:
		return InitiatorParser
	case network.InitiatorTypeScript:
		return InitiatorScript
	case network.InitiatorTypePreload:
		return InitiatorPreload
	}
	return InitiatorOther
}

// timings turns Chrome's resource timing of e into HAR phases.
func (e *netEntry) timings() *Timings {
	rt := e.timing
	if rt == nil {
		return nil
	}
	ms := func(a, b float64) time.Duration {
		if a < 0 || b < 0 || b < a {
			return -1
		}
		return time.Duration((b - a) * float64(time.Millisecond))
	}
	t := &Timings{
		DNS:     ms(rt.DNSStart, rt.DNSEnd),
		Connect: ms(rt.ConnectStart, rt.ConnectEnd),
		SSL:     ms(rt.SslStart, rt.SslEnd),
		Send:    ms(rt.SendStart, rt.SendEnd),
		Wait:    ms(rt.SendEnd, rt.ReceiveHeadersEnd),
		Receive: -1,
	}
	first := rt.SendStart
	for _, v := range []float64{rt.DNSStart, rt.ConnectStart} {
		if v >= 0 && v < first {
			first = v
		}
	}
	t.Blocked = ms(0, first)
	if e.end > 0 {
		headersAt := rt.RequestTime*1000 + rt.ReceiveHeadersEnd
		endAt := float64(e.end) * 1000
		t.Receive = ms(headersAt, endAt)
	}
	return t
}

// exchange is e as an archive keeps it, without its body.
func (e *netEntry) exchange() *Exchange {
	return &Exchange{NetworkRequest: e.NetworkRequest, RequestHeader: e.reqHeader, RequestBody: e.postData,
		Proto: e.proto, ResponseHeader: e.respHeader, EncodedBodySize: e.bodyLen, Start: e.wall, Timings: e.timings()}
}

// onEvent folds one event of the page's into the log.
func (l *netLog) onEvent(ev any) {
	switch ev := ev.(type) {
	case *network.EventRequestWillBeSent:
		l.onRequest(ev)
	case *network.EventResponseReceived:
		l.onResponse(ev)
	case *network.EventDataReceived:
		if e := l.cur[ev.RequestID]; e != nil {
			e.dataLen += ev.DataLength
		}
	case *network.EventLoadingFinished:
		l.onFinished(ev)
	case *network.EventLoadingFailed:
		l.onFailed(ev)
	case blockedByName:
		l.onBlockedByName(ev)
	case *network.EventRequestServedFromCache:
		l.onCached(ev.RequestID)
	case *network.EventWebSocketCreated:
		l.onWebSocket(ev)
	case *cdpfetch.EventRequestPaused:
		if e := l.onBlocked(ev); e != nil {
			l.dropRepeat(e)
		}
	case refusedUnsafe:
		if e := l.onBlocked(ev.EventRequestPaused); e != nil {
			e.BlockedBy = BlockedUnsafeMethod
		}
	}
}
