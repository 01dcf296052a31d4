package render

import (
	"context"
	"time"

	"github.com/chromedp/cdproto/network"
)

// bodiesTimeout bounds the wait, once a page has settled, for the
// response bodies still being read.
const bodiesTimeout = 10 * time.Second

// setActor makes actor (such as InitiatorClick) the initiator of every
// request the page starts from now on, until it is set to "" again. An
// exploration that clicks sets it before each action and clears it once
// the requests the action started have started (a quiet window later).
func (t *tab) setActor(actor string) {
	t.mu.Lock()
	st := t.cur
	t.mu.Unlock()
	if st == nil {
		return
	}
	st.mu.Lock()
	defer st.mu.Unlock()
	if st.net != nil {
		st.net.actor = actor
	}
}

// bodyJob is one response body to read.
type bodyJob struct {
	id   network.RequestID
	ex   *Exchange
	size int64 // the body's size, the larger of decoded and on the wire
}

// readNetwork sets the page's requests (with the form posts its clicks
// started: addClickForms) and, with opts.exchange, its exchanges: the
// main document's (its redirects first), then every other response, with
// its body when opts.bodies. The bodies were read as their requests
// finished (bodyReader); those still being read are waited for, and
// those not read yet are read now, for up to bodiesTimeout even when the
// page failed meanwhile (a click that led to a document too large). doc
// is the page's document as it was read, before any click could replace
// it. A page without a network log has neither.
func (t *tab) readNetwork(ctx context.Context, st *pageState, p *Page, opts pageOptions, doc docResponse) {
	if st.net == nil {
		return
	}
	st.mu.Lock()
	if opts.requests {
		p.Requests, p.RequestsOmitted = st.net.list(opts.maxRequests)
		addClickForms(p, opts)
		addUnrequested(p, opts)
	}
	if !opts.exchange {
		st.mu.Unlock()
		return
	}
	main, rest, jobs := st.exchanges(doc, p.FinalURL, opts.bodies)
	mainReq := doc.mainReq
	st.mu.Unlock()

	r := st.bodies
	if r == nil {
		r = newBodyReader(t, ctx, opts.limits, false)
	}
	wctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), bodiesTimeout)
	defer cancel()
	r.wait(wctx)
	for _, j := range jobs {
		body, ok, known := r.result(j.id)
		if !known && wctx.Err() == nil {
			body, ok = r.read(wctx, j.id, j.size, j.id == mainReq)
		}
		if !ok {
			j.ex.Truncated, j.ex.Lost, j.ex.BodySize = true, true, j.size
			continue
		}
		j.ex.Body = body
	}
	p.Exchanges = append(main, rest...)
	if len(main) > 0 {
		p.Body = main[len(main)-1].Body
	}
}

// exchanges are the log's entries as exchanges: the main document's
// (doc's request, its redirects first), then the others; and the bodies
// to read: the main document's, and with bodies every other one's.
// Blocked requests and those without a response have none. The caller
// holds st.mu.
func (st *pageState) exchanges(doc docResponse, finalURL string, bodies bool) (main, rest []*Exchange, jobs []bodyJob) {
	mainReq := doc.mainReq
	for _, e := range st.net.entries {
		if e.Blocked || e.Status == 0 {
			continue // nothing came back to archive
		}
		ex := e.exchange()
		isMain := e.id == mainReq
		if isMain {
			main = append(main, ex)
		} else {
			rest = append(rest, ex)
		}
		body := e.body()
		if e.redirect || body == bodyNone {
			continue // whole as it is: there was no body
		}
		if !isMain && !bodies {
			// Listed without its body (a HAR without bodies): its size
			// still says what it was.
			ex.BodySize = e.bodySize()
			continue
		}
		if body == bodyLost {
			ex.Truncated, ex.Lost = true, true
			continue
		}
		jobs = append(jobs, bodyJob{id: e.id, ex: ex, size: e.bodySize()})
	}
	if len(main) == 0 && mainReq != "" {
		// A page shown within the document the tab showed made no request
		// for it: the document's response is the one the tab kept.
		ex := &Exchange{NetworkRequest: NetworkRequest{URL: finalURL, Method: "GET", Type: string(network.ResourceTypeDocument),
			Status: doc.status, MIMEType: doc.mimeType}, RequestHeader: doc.reqHeader, Proto: doc.proto, ResponseHeader: doc.header}
		main = append(main, ex)
		jobs = append([]bodyJob{{id: mainReq, ex: ex}}, jobs...)
	}
	return main, rest, jobs
}

// bodyFate is what an archive can hold of a response's body.
type bodyFate int

const (
	// bodyAsk: Chrome may keep it; ask for it (it may be gone by then).
	bodyAsk bodyFate = iota
	// bodyNone: the response has no body, and nothing is lost: a
	// WebSocket's handshake, a HEAD, a 1xx, 204 or 304 (RFC 9110, 6.4.1),
	// or a declared Content-Length of 0 with nothing received.
	bodyNone
	// bodyLost: it had a body, or may have had one, that Chrome never
	// kept whole: a load that stopped before its end (still arriving
	// when the page was taken, a call the page aborted, or a script or
	// stylesheet answered 400 or more, whose body Chrome drops unread at
	// its headers), or an event stream.
	bodyLost
)

// body says what the archive can hold of e's response body.
func (e *netEntry) body() bodyFate {
	switch {
	case network.ResourceType(e.Type) == network.ResourceTypeWebSocket, e.Method == "HEAD",
		e.Status < 200, e.Status == 204, e.Status == 304, e.emptyDeclared && e.dataLen == 0:
		return bodyNone
	case network.ResourceType(e.Type) == network.ResourceTypeEventSource, !e.finished:
		return bodyLost
	}
	return bodyAsk
}

// bodySize is the size of e's body as far as the events told: the larger
// of what was decoded and what came on the wire.
func (e *netEntry) bodySize() int64 {
	return max(e.dataLen, e.bodyLen)
}
