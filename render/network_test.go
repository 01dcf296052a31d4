package render

import (
	"context"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/network"

	"github.com/rendercrawl/render/internal/testkit/testsite"
)

// findRequest is the first request of reqs for url, or a test failure.
func findRequest(t *testing.T, reqs []NetworkRequest, url string) NetworkRequest {
	t.Helper()
	for _, r := range reqs {
		if r.URL == url {
			return r
		}
	}
	t.Fatalf("no request for %s among %+v", url, reqs)
	return NetworkRequest{}
}

// TestNetworkLogListsEveryRequest: the requests fixture's document, its
// stylesheet, its script reached through a redirect (two entries), its
// blocked image, its fetch and XHR calls, a call answered 404 and one
// that cannot connect are listed, with what started each.
func TestNetworkLogListsEveryRequest(t *testing.T) {
	p := needChrome(t)
	_, base := testsite.Serve(t)
	// The quiet wait waits for the script's calls to end.
	pg, err := p.Render(context.Background(), Request{URL: base + "/requests/", Requests: true})
	if err != nil {
		t.Fatal(err)
	}
	reqs := pg.Requests
	cases := []struct {
		name, url string
		want      NetworkRequest
	}{
		{"document", base + "/requests/", NetworkRequest{Method: "GET", Type: "Document", Status: 200, MIMEType: "text/html", Initiator: InitiatorOther}},
		{"stylesheet", base + "/archive/app.css", NetworkRequest{Method: "GET", Type: "Stylesheet", Status: 200, MIMEType: "text/css", Initiator: InitiatorParser}},
		{"redirect", base + "/redirect?to=/requests/app.js", NetworkRequest{Method: "GET", Type: "Script", Status: 302, Initiator: InitiatorParser}},
		{"script", base + "/requests/app.js", NetworkRequest{Method: "GET", Type: "Script", Status: 200, MIMEType: "text/javascript", Initiator: InitiatorParser}},
		{"blocked image", base + "/asset/img/requests.png", NetworkRequest{Method: "GET", Type: "Image", Blocked: true}},
		{"fetch", base + "/api/item/1", NetworkRequest{Method: "GET", Type: "Fetch", Status: 200, MIMEType: "application/json", Initiator: InitiatorScript}},
		{"xhr", base + "/api/item/2", NetworkRequest{Method: "GET", Type: "XHR", Status: 200, MIMEType: "application/json", Initiator: InitiatorScript}},
		{"404", base + "/requests/missing.json", NetworkRequest{Method: "GET", Type: "Fetch", Status: 404, Failed: true, Initiator: InitiatorScript}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := findRequest(t, reqs, c.url)
			c.want.URL = c.url
			// The MIME type's parameters and the sizes vary: compared apart.
			if c.want.MIMEType != "" && !strings.HasPrefix(got.MIMEType, c.want.MIMEType) {
				t.Errorf("MIME type %q, want %q", got.MIMEType, c.want.MIMEType)
			}
			if !c.want.Blocked && !got.FromCache && got.Size <= 0 {
				t.Errorf("size %d, want the bytes received", got.Size)
			}
			if c.want.Blocked {
				c.want.Initiator = got.Initiator // interception may tell of it before the parser's event
			}
			got.MIMEType, c.want.MIMEType, got.Size, got.FromCache, got.Error = "", "", 0, false, ""
			if got != c.want {
				t.Errorf("got %+v\nwant %+v", got, c.want)
			}
		})
	}
	refused := findRequest(t, reqs, "http://127.0.0.1:9/refused")
	if !refused.Failed || refused.Error == "" || refused.Status != 0 {
		t.Errorf("a call that cannot connect: %+v", refused)
	}
	if pg.RequestsOmitted != 0 {
		t.Errorf("%d omitted under the cap", pg.RequestsOmitted)
	}

	capped, err := p.Render(context.Background(), Request{URL: base + "/requests/", Requests: true, MaxRequests: 3})
	if err != nil {
		t.Fatal(err)
	}
	// Chrome asks for a favicon now and then: the counts may differ by it.
	if len(capped.Requests) != 3 || capped.RequestsOmitted < len(reqs)-4 || capped.Requests[0].URL != base+"/requests/" {
		t.Errorf("capped at 3: %d listed, %d omitted, want 3 and %d", len(capped.Requests), capped.RequestsOmitted, len(reqs)-3)
	}
	plain, err := p.Render(context.Background(), Request{URL: base + "/requests/"})
	if err != nil {
		t.Fatal(err)
	}
	if plain.Requests != nil || plain.Exchanges != nil {
		t.Errorf("not asked for: %d requests, %d exchanges", len(plain.Requests), len(plain.Exchanges))
	}
}

// TestExchangesWithBodies: with Exchange and Bodies, the page's
// exchanges are its document first, then every response with its body;
// a redirect is an exchange of its own, without a body; a body over the
// per-response limit is not read, and says so.
func TestExchangesWithBodies(t *testing.T) {
	p := needChrome(t)
	_, base := testsite.Serve(t)
	pg, err := p.Render(context.Background(), Request{URL: base + "/requests/", Exchange: true, Bodies: true})
	if err != nil {
		t.Fatal(err)
	}
	byURL := map[string]*Exchange{}
	for _, ex := range pg.Exchanges {
		byURL[ex.URL] = ex
	}
	if len(pg.Exchanges) == 0 || pg.Exchanges[0].URL != base+"/requests/" || !strings.Contains(string(pg.Exchanges[0].Body), "REQUESTS-PAGE") {
		t.Fatalf("the document is not the first exchange, with its body: %+v", pg.Exchanges)
	}
	if ex := byURL[base+"/requests/app.js"]; ex == nil || !strings.Contains(string(ex.Body), "requests fixture") || ex.Truncated ||
		ex.RequestHeader.Get("User-Agent") == "" || ex.ResponseHeader.Get("Content-Type") == "" || ex.Start.IsZero() {
		t.Errorf("the script's exchange: %+v", ex)
	}
	if ex := byURL[base+"/redirect?to=/requests/app.js"]; ex == nil || ex.Status != 302 || ex.Body != nil ||
		ex.ResponseHeader.Get("Location") != "/requests/app.js" {
		t.Errorf("the redirect's exchange: %+v", ex)
	}
	if ex := byURL[base+"/api/item/1"]; ex == nil || !strings.HasPrefix(string(ex.Body), "{") || ex.Timings == nil {
		t.Errorf("the fetch call's exchange: %+v", ex)
	}
	if ex := byURL[base+"/asset/img/requests.png"]; ex != nil {
		t.Errorf("a blocked request has an exchange: %+v", ex)
	}

	noBodies, err := p.Render(context.Background(), Request{URL: base + "/requests/", Exchange: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, ex := range noBodies.Exchanges {
		if ex.URL == base+"/requests/app.js" && (ex.Body != nil || ex.Truncated || ex.BodySize == 0) {
			t.Errorf("without Bodies, the script: %d bytes, truncated %v, size %d", len(ex.Body), ex.Truncated, ex.BodySize)
		}
	}
	if len(noBodies.Exchanges) < 5 || len(noBodies.Exchanges[0].Body) == 0 {
		t.Errorf("without Bodies: %d exchanges, the document's body %d bytes", len(noBodies.Exchanges), len(noBodies.Exchanges[0].Body))
	}

	small, err := p.Render(context.Background(), Request{URL: base + "/requests/", Exchange: true, Bodies: true, BodyLimits: BodyLimits{MaxResponse: 10}})
	if err != nil {
		t.Fatal(err)
	}
	for _, ex := range small.Exchanges {
		if ex.URL == base+"/requests/app.js" && (ex.Body != nil || !ex.Truncated) {
			t.Errorf("over the limit: %d bytes read, truncated %v", len(ex.Body), ex.Truncated)
		}
		if ex.URL == base+"/requests/" && len(ex.Body) == 0 {
			t.Error("the document's body is read whatever the limit")
		}
	}
}

// TestExchangesWithoutBodies: a response with no body (a Content-Length
// of 0, a 204, a 304), whether the page read it or Chrome dropped it, is
// archived whole and empty; a call's 404 with a body keeps its body; a
// failed script's or stylesheet's body, which Chrome drops unread at the
// headers, is not kept and says so.
func TestExchangesWithoutBodies(t *testing.T) {
	p := needChrome(t)
	_, base := testsite.Serve(t)
	pg, err := p.Render(context.Background(), Request{URL: base + "/requests/missing.html", Exchange: true, Bodies: true})
	if err != nil {
		t.Fatal(err)
	}
	byURL := map[string]*Exchange{}
	for _, ex := range pg.Exchanges {
		byURL[ex.URL] = ex
	}
	cases := []struct {
		name, url string
		status    int
		truncated bool
		body      string // what the body holds; "" for an empty one
	}{
		{"stylesheet 404", "/requests/missing.css", 404, true, ""},
		{"script 500", "/error500.js", 500, true, ""},
		{"script 404, empty", "/status/404?empty=1", 404, false, ""},
		{"call 404", "/requests/missing.json", 404, false, "NOT-FOUND-PAGE"},
		{"call 404, empty", "/status/404?empty=1&call=1", 404, false, ""},
		{"call 204", "/status/204", 204, false, ""},
		{"call 304", "/status/304", 304, false, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ex := byURL[base+c.url]
			if ex == nil {
				t.Fatalf("no exchange among %d", len(pg.Exchanges))
			}
			if ex.Status != c.status || ex.Truncated != c.truncated {
				t.Errorf("status %d, truncated %v; want %d, %v", ex.Status, ex.Truncated, c.status, c.truncated)
			}
			if c.body == "" && len(ex.Body) != 0 || !strings.Contains(string(ex.Body), c.body) {
				t.Errorf("body %q, want %q", ex.Body, c.body)
			}
		})
	}
}

// TestBodyFate: what an archive holds of a response's body, from what
// the events told of it.
func TestBodyFate(t *testing.T) {
	entry := func(typ network.ResourceType, method string, status int, finished, emptyDeclared bool, data int64) *netEntry {
		return &netEntry{NetworkRequest: NetworkRequest{Type: string(typ), Method: method, Status: status},
			finished: finished, emptyDeclared: emptyDeclared, dataLen: data}
	}
	script, fetch := network.ResourceTypeScript, network.ResourceTypeFetch
	cases := []struct {
		name string
		e    *netEntry
		want bodyFate
	}{
		{"finished", entry(script, "GET", 200, true, false, 10), bodyAsk},
		{"finished 404", entry(fetch, "GET", 404, true, false, 10), bodyAsk},
		{"stopped at its headers", entry(script, "GET", 404, false, false, 0), bodyLost},
		{"stopped, length 0", entry(script, "GET", 404, false, true, 0), bodyNone},
		{"length 0, yet data came", entry(fetch, "GET", 200, false, true, 5), bodyLost},
		{"aborted midway", entry(fetch, "GET", 200, false, false, 4), bodyLost},
		{"204", entry(fetch, "GET", 204, false, false, 0), bodyNone},
		{"304", entry(fetch, "GET", 304, false, false, 0), bodyNone},
		{"HEAD", entry(fetch, "HEAD", 200, true, false, 0), bodyNone},
		{"WebSocket", entry(network.ResourceTypeWebSocket, "GET", 101, false, false, 0), bodyNone},
		{"event stream", entry(network.ResourceTypeEventSource, "GET", 200, true, false, 100), bodyLost},
	}
	for _, c := range cases {
		if got := c.e.body(); got != c.want {
			t.Errorf("%s: %d, want %d", c.name, got, c.want)
		}
	}
}

// TestNetworkLogActor: requests that start while the tab's actor is set
// are the actor's; a redirect's target stays its request's.
func TestNetworkLogActor(t *testing.T) {
	l := newNetLog(10, false)
	send := func(id, url string, redirect bool) {
		ev := &network.EventRequestWillBeSent{RequestID: network.RequestID(id), Request: &network.Request{URL: url, Method: "GET"},
			Type: network.ResourceTypeFetch, Initiator: &network.Initiator{Type: network.InitiatorTypeScript}}
		if redirect {
			ev.RedirectResponse = &network.Response{URL: url, Status: 302}
		}
		l.onEvent(ev)
	}
	send("1", "http://a.test/before", false)
	l.actor = InitiatorClick
	send("2", "http://a.test/clicked", false)
	l.actor = ""
	send("2", "http://a.test/target", true)
	send("3", "http://a.test/after", false)
	send("4", "data:text/plain,x", false)
	got, omitted := l.list(10)
	want := []string{"script", "click", "click", "script"}
	if len(got) != len(want) || omitted != 0 {
		t.Fatalf("%+v", got)
	}
	for i, r := range got {
		if r.Initiator != want[i] {
			t.Errorf("%s: initiator %q, want %q", r.URL, r.Initiator, want[i])
		}
	}
	if got[1].Status != 302 {
		t.Errorf("the redirect: %+v", got[1])
	}
}

// BenchmarkNetLog folds the events of a page of 20 requests into a log
// and lists them: the cost of --requests per page, beside the events the
// tab receives anyway.
func BenchmarkNetLog(b *testing.B) {
	var evs []any
	for i := range 20 {
		id := network.RequestID("r" + string(rune('a'+i)))
		url := "http://a.test/asset/" + string(rune('a'+i))
		evs = append(evs,
			&network.EventRequestWillBeSent{RequestID: id, Request: &network.Request{URL: url, Method: "GET"},
				Type: network.ResourceTypeScript, Initiator: &network.Initiator{Type: network.InitiatorTypeParser}},
			&network.EventResponseReceived{RequestID: id, Response: &network.Response{URL: url, Status: 200, MimeType: "text/javascript", EncodedDataLength: 300}},
			&network.EventDataReceived{RequestID: id, DataLength: 1000},
			&network.EventLoadingFinished{RequestID: id, EncodedDataLength: 1300})
	}
	for _, headers := range []bool{false, true} {
		name := "requests"
		if headers {
			name = "exchanges"
		}
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				l := newNetLog(DefaultMaxRequests, headers)
				for _, ev := range evs {
					l.onEvent(ev)
				}
				if got, _ := l.list(DefaultMaxRequests); len(got) != 20 {
					b.Fatal(len(got))
				}
			}
		})
	}
}
