package render

import (
	"errors"
	"fmt"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	cdpfetch "github.com/chromedp/cdproto/fetch"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/cdproto/target"
)

// These tests feed the events Chrome sends into a page's state, without a
// browser.

const mainFrame = cdp.FrameID("MAIN")

func feed(st *pageState, events ...any) {
	for _, ev := range events {
		st.onEvent(ev, nil, mainFrame)
	}
}

func docRequest(id string) *network.EventRequestWillBeSent {
	return &network.EventRequestWillBeSent{RequestID: network.RequestID(id), FrameID: mainFrame, Type: network.ResourceTypeDocument, Request: &network.Request{URL: "http://x/"}}
}

func TestPageStateBodyCapWithoutContentLength(t *testing.T) {
	st := newPageState(1000, nil)
	feed(st,
		docRequest("doc"),
		&network.EventResponseReceived{RequestID: "doc", Response: &network.Response{Status: 200, MimeType: "text/html"}},
		&network.EventDataReceived{RequestID: "doc", DataLength: 600},
	)
	if st.abort != nil {
		t.Fatalf("aborted at 600 of 1000 bytes: %v", st.abort)
	}
	feed(st, &network.EventDataReceived{RequestID: "doc", DataLength: 600})
	if !errors.Is(st.abort, ErrTooLarge) {
		t.Fatalf("abort = %v, want ErrTooLarge", st.abort)
	}
}

// The document's size, and what the cap counts, is its body after content
// decoding: neither the bytes on the wire (a compressed body) nor the
// response's headers, which Chrome counts in the encoded lengths.
func TestPageStateSizeIsTheDecodedBody(t *testing.T) {
	st := newPageState(1000, nil)
	feed(st,
		docRequest("doc"),
		&network.EventResponseReceived{RequestID: "doc", Response: &network.Response{Status: 200, MimeType: "text/html", EncodedDataLength: 300}},
		&network.EventDataReceived{RequestID: "doc", DataLength: 500, EncodedDataLength: 700},
		&network.EventDataReceived{RequestID: "doc", DataLength: 400, EncodedDataLength: 0},
		&network.EventLoadingFinished{RequestID: "doc", EncodedDataLength: 1200},
	)
	if st.abort != nil {
		t.Fatalf("aborted with 900 of 1000 bytes decoded: %v", st.abort)
	}
	var p Page
	st.fill(&p)
	if p.Size != 900 {
		t.Errorf("size %d, want the 900 bytes decoded", p.Size)
	}
}

func TestPageStateDeclaredLengthOverCap(t *testing.T) {
	st := newPageState(1000, nil)
	feed(st, docRequest("doc"), &network.EventResponseReceived{RequestID: "doc", Response: &network.Response{
		Status: 200, MimeType: "text/html", Headers: network.Headers{"content-length": "5000"},
	}})
	if !errors.Is(st.abort, ErrTooLarge) {
		t.Fatalf("abort = %v, want ErrTooLarge", st.abort)
	}
}

func TestPageStateInflightIgnoresLongLivedAndBlocked(t *testing.T) {
	st := newPageState(1<<20, nil)
	feed(st,
		docRequest("doc"),
		&network.EventRequestWillBeSent{RequestID: "es", Type: network.ResourceTypeEventSource, Request: &network.Request{URL: "http://x/events"}},
		&network.EventRequestWillBeSent{RequestID: "img", Type: network.ResourceTypeImage, Request: &network.Request{URL: "http://x/a.png"}},
		&cdpfetch.EventRequestPaused{RequestID: "f1", NetworkID: "img", ResourceType: network.ResourceTypeImage},
		&network.EventLoadingFailed{RequestID: "img", ErrorText: "net::ERR_BLOCKED_BY_CLIENT"},
		&network.EventLoadingFinished{RequestID: "doc"},
	)
	if len(st.inflight) != 0 {
		t.Errorf("in flight: %v, want none (EventSource is long-lived, the image was blocked)", st.inflight)
	}
	if st.blocked != 1 || len(st.failed) != 0 {
		t.Errorf("blocked = %d, failed = %v; want 1 blocked and no failure", st.blocked, st.failed)
	}
}

func TestPageStateNavigationResetsLoad(t *testing.T) {
	st := newPageState(1<<20, nil)
	feed(st,
		&page.EventFrameNavigated{Frame: &cdp.Frame{ID: mainFrame, LoaderID: "L1"}},
		&page.EventLoadEventFired{},
	)
	if !st.loaded || !st.loaders["L1"] {
		t.Fatal("load of L1 not recorded")
	}
	// A script redirect commits a new document: its load is awaited anew.
	feed(st, &page.EventFrameNavigated{Frame: &cdp.Frame{ID: mainFrame, LoaderID: "L2"}})
	if st.loaded {
		t.Error("still loaded after a new document committed")
	}
	// A child frame's navigation does not count.
	feed(st, &page.EventLoadEventFired{}, &page.EventFrameNavigated{Frame: &cdp.Frame{ID: "child", ParentID: mainFrame, LoaderID: "C"}})
	if !st.loaded || st.navigations != 2 {
		t.Errorf("loaded=%v navigations=%d after a child frame navigated", st.loaded, st.navigations)
	}
}

func TestPageStateFailedMainDocument(t *testing.T) {
	tests := []struct {
		name string
		ev   *network.EventLoadingFailed
		want error // nil: the page goes on
	}{
		{"reset mid-body", &network.EventLoadingFailed{RequestID: "doc", ErrorText: "net::ERR_CONNECTION_RESET"}, ErrReset},
		{"dead host", &network.EventLoadingFailed{RequestID: "doc", ErrorText: "net::ERR_NAME_NOT_RESOLVED"}, ErrDNS},
		{"no reason", &network.EventLoadingFailed{RequestID: "doc"}, ErrNetwork},
		{"cancelled (a download)", &network.EventLoadingFailed{RequestID: "doc", ErrorText: "net::ERR_ABORTED", Canceled: true}, nil},
		{"a sub-request", &network.EventLoadingFailed{RequestID: "xhr", ErrorText: "net::ERR_CONNECTION_REFUSED"}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := newPageState(1<<20, nil)
			feed(st, docRequest("doc"),
				&network.EventRequestWillBeSent{RequestID: "xhr", Type: network.ResourceTypeXHR, Request: &network.Request{URL: "http://x/api"}},
				tt.ev)
			err := st.err()
			if tt.want == nil {
				if err != nil {
					t.Fatalf("the page failed: %v", err)
				}
				return
			}
			var nav *NavigationError
			if !errors.Is(err, tt.want) || !errors.As(err, &nav) {
				t.Fatalf("err = %v, want a NavigationError that is %v", err, tt.want)
			}
			if tt.ev.ErrorText != "" && nav.Reason != tt.ev.ErrorText {
				t.Errorf("reason %q, want Chrome's %q", nav.Reason, tt.ev.ErrorText)
			}
		})
	}
}

// The page's state is read by its render while the tab's reader goroutine
// feeds it (run with -race).
func TestPageStateConcurrentUse(t *testing.T) {
	st := newPageState(1<<40, nil)
	feed(st, &runtime.EventExecutionContextCreated{Context: &runtime.ExecutionContextDescription{ID: 1}})
	done := make(chan struct{})
	go func() {
		defer close(done)
		for i := range 500 {
			id := network.RequestID(fmt.Sprint("r", i))
			feed(st,
				&network.EventRequestWillBeSent{RequestID: id, Type: network.ResourceTypeScript, Request: &network.Request{URL: "http://x/s.js"}},
				&network.EventLoadingFinished{RequestID: id},
				&runtime.EventExceptionThrown{ExceptionDetails: &runtime.ExceptionDetails{ExceptionID: int64(i + 1), ExecutionContextID: 1, Text: "boom"}},
			)
		}
	}()
	for {
		select {
		case <-done:
			var p Page
			st.fill(&p)
			if len(p.Console)+p.ConsoleOmitted != 500 || st.snap("").inflight != 0 {
				t.Fatalf("%d console messages (%d omitted), %d in flight; want 500 and none", len(p.Console), p.ConsoleOmitted, st.snap("").inflight)
			}
			return
		default:
			_ = st.snap("")
			_ = st.inflightSummary()
			_ = st.err()
			var p Page
			st.fill(&p)
		}
	}
}

func TestPageStateRequestsThatNeverReachTheNetwork(t *testing.T) {
	req := func(id, url string) *network.EventRequestWillBeSent {
		return &network.EventRequestWillBeSent{RequestID: network.RequestID(id), Type: network.ResourceTypeScript, Request: &network.Request{URL: url}}
	}
	tests := []struct {
		name   string
		events []any
	}{
		{"blob, data and about URLs", []any{
			req("b", "blob:http://x/81d081e2-4c00-47f3-a98c-c8c7968063d1"),
			req("d", "data:text/javascript,1"),
			req("a", "about:blank"),
			req("B", "BLOB:http://x/1"),
		}},
		{"served from the memory cache, never finished", []any{
			req("m", "http://x/app.js"),
			&network.EventRequestServedFromCache{RequestID: "m"},
		}},
		{"answered by a service worker or the disk cache", []any{
			req("sw", "http://x/api"),
			&network.EventResponseReceived{RequestID: "sw", Response: &network.Response{Status: 200, FromServiceWorker: true}},
			req("disk", "http://x/lib.js"),
			&network.EventResponseReceived{RequestID: "disk", Response: &network.Response{Status: 200, FromDiskCache: true}},
		}},
		{"a dedicated worker's script, once the page's session attached to it", []any{
			req("W1", "http://x/worker.js"),
			&target.EventAttachedToTarget{SessionID: "s1", TargetInfo: &target.Info{TargetID: "W1", Type: "worker"}},
		}},
		{"a dedicated worker's script requested after the attach", []any{
			&target.EventAttachedToTarget{SessionID: "s1", TargetInfo: &target.Info{TargetID: "W2", Type: "worker"}},
			req("W2", "http://x/worker.js"),
		}},
		{"a shared worker's script", []any{
			&target.EventTargetCreated{TargetInfo: &target.Info{TargetID: "SW", Type: "shared_worker"}},
			req("SW", "http://x/shared.js"),
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			st := newPageState(1<<20, nil)
			feed(st, tc.events...)
			if len(st.inflight) != 0 {
				t.Errorf("in flight: %v, want none", st.inflight)
			}
		})
	}
}

func TestPageStateDedicatedWorkerScriptWaitsForTheAttach(t *testing.T) {
	st := newPageState(1<<20, nil)
	feed(st,
		// Chrome announces the worker to every tab; the page's own session
		// attaches to it only a little later.
		&target.EventTargetCreated{TargetInfo: &target.Info{TargetID: "W", Type: "worker"}},
		&network.EventRequestWillBeSent{RequestID: "W", Type: network.ResourceTypeScript, Request: &network.Request{URL: "http://x/worker.js"}},
	)
	if len(st.inflight) != 1 {
		t.Fatalf("in flight: %v, want the worker's script until the page's session attaches", st.inflight)
	}
	feed(st, &target.EventAttachedToTarget{SessionID: "s", TargetInfo: &target.Info{TargetID: "W", Type: "worker"}})
	if len(st.inflight) != 0 {
		t.Errorf("in flight: %v, want none once attached", st.inflight)
	}
}

func TestPageStateLocalRequestStillReportsItsFailure(t *testing.T) {
	st := newPageState(1<<20, nil)
	feed(st,
		&network.EventRequestWillBeSent{RequestID: "r", Type: network.ResourceTypeFetch, Request: &network.Request{URL: "http://x/api"}},
		&network.EventResponseReceived{RequestID: "r", Response: &network.Response{Status: 200, FromServiceWorker: true}},
		&network.EventLoadingFailed{RequestID: "r", ErrorText: "net::ERR_FAILED"},
	)
	if len(st.inflight) != 0 || len(st.failed) != 1 || st.failed[0].URL != "http://x/api" {
		t.Errorf("in flight %v, failed %+v; want none in flight and the failure of http://x/api", st.inflight, st.failed)
	}
}

func TestPageStateSeedKeepsTheDocumentsResponse(t *testing.T) {
	first := newPageState(1<<20, nil)
	feed(first,
		&network.EventRequestWillBeSent{RequestID: "doc", LoaderID: "L", FrameID: mainFrame, Type: network.ResourceTypeDocument, Request: &network.Request{URL: "http://x/app"}},
		&network.EventResponseReceived{RequestID: "doc", Response: &network.Response{Status: 203, MimeType: "text/html", Protocol: "http/1.1"}},
		&network.EventDataReceived{RequestID: "doc", DataLength: 321},
		&network.EventLoadingFinished{RequestID: "doc", EncodedDataLength: 480},
	)
	resp := first.response()
	if resp.loader != "L" {
		t.Fatalf("response loader = %q, want L", resp.loader)
	}
	// A page shown within the same document makes no request.
	next := newPageState(1<<20, nil)
	next.seed(resp)
	var p Page
	next.fill(&p)
	if p.Status != 203 || p.ContentType != "text/html" || p.Proto != "HTTP/1.1" || p.Size != 321 {
		t.Errorf("seeded page: status %d, type %q, proto %q, size %d; want the document's", p.Status, p.ContentType, p.Proto, p.Size)
	}
}

func TestPageStateDataDocumentIsThePageNotInFlight(t *testing.T) {
	st := newPageState(1<<20, nil)
	feed(st,
		&network.EventRequestWillBeSent{RequestID: "d", LoaderID: "L", FrameID: mainFrame, Type: network.ResourceTypeDocument, Request: &network.Request{URL: "data:text/html,<p>x</p>"}},
		&network.EventResponseReceived{RequestID: "d", Response: &network.Response{Status: 200, MimeType: "text/html"}},
	)
	if len(st.inflight) != 0 || st.doc.mainReq != "d" || st.doc.status != 200 {
		t.Errorf("in flight %v, main request %q, status %d; want none in flight and the data: document as the page's", st.inflight, st.doc.mainReq, st.doc.status)
	}
}

// A request the document before had in flight leaves the flight when the
// next document of the main frame commits: Chrome tells of no end.
func TestPageStateNavigationEndsTheOldDocumentsRequests(t *testing.T) {
	st := newPageState(1<<20, nil)
	req := func(id, loader, url string) *network.EventRequestWillBeSent {
		return &network.EventRequestWillBeSent{RequestID: network.RequestID(id), LoaderID: cdp.LoaderID(loader), Type: network.ResourceTypeFetch, Request: &network.Request{URL: url}}
	}
	feed(st,
		&page.EventFrameNavigated{Frame: &cdp.Frame{ID: mainFrame, LoaderID: "L1"}},
		req("slow", "L1", "http://x/slow.json"),
		&network.EventRequestWillBeSent{RequestID: "L2", LoaderID: "L2", FrameID: mainFrame, Type: network.ResourceTypeDocument, Request: &network.Request{URL: "http://x/next"}},
		req("worker", "", "http://x/from-a-worker"),
	)
	if n := len(st.inflight); n != 3 {
		t.Fatalf("%d requests in flight, want 3", n)
	}
	feed(st, &page.EventFrameNavigated{Frame: &cdp.Frame{ID: mainFrame, LoaderID: "L2"}})
	if _, ok := st.inflight["slow"]; ok {
		t.Error("the old document's request is still in flight")
	}
	if _, ok := st.inflight["L2"]; !ok {
		t.Error("the new document's own request left the flight")
	}
	// A child frame's document ends nothing of the main frame's.
	feed(st, req("sub", "L2", "http://x/sub.json"), &page.EventFrameNavigated{Frame: &cdp.Frame{ID: "child", ParentID: mainFrame, LoaderID: "C"}})
	if _, ok := st.inflight["sub"]; !ok {
		t.Error("a child frame's navigation ended a request of the main document's")
	}
}

// A request the page's policy refused has no error text from Chrome, only
// a reason: the failure says it in words, without a stray space.
func TestPageStateBlockedRequestSaysWhy(t *testing.T) {
	st := newPageState(1<<20, nil)
	feed(st,
		&network.EventRequestWillBeSent{RequestID: "csp", Type: network.ResourceTypeImage, Request: &network.Request{URL: "https://cdn.test/a.png"}},
		&network.EventLoadingFailed{RequestID: "csp", BlockedReason: network.BlockedReasonCsp},
		&network.EventRequestWillBeSent{RequestID: "mixed", Type: network.ResourceTypeScript, Request: &network.Request{URL: "http://cdn.test/a.js"}},
		&network.EventLoadingFailed{RequestID: "mixed", ErrorText: "net::ERR_BLOCKED_BY_CLIENT", BlockedReason: network.BlockedReasonMixedContent},
	)
	want := []string{"blocked: csp", "net::ERR_BLOCKED_BY_CLIENT (blocked: mixed-content)"}
	if len(st.failed) != 2 || st.failed[0].Error != want[0] || st.failed[1].Error != want[1] {
		t.Errorf("failed %+v; want errors %q", st.failed, want)
	}
}
