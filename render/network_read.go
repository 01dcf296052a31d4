package render

import (
	"context"
	"sync"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/network"
)

// Bounds on reading a page's response bodies from Chrome: all of them
// together, and how many calls are out at once.
const (
	bodiesTimeout  = 10 * time.Second
	bodiesParallel = 4
)

// BodyLimits bound the response bodies a page reads for archiving
// (Request.Bodies): a response whose body is over MaxResponse (decoded
// or on the wire) is not read, and once the bodies read reach MaxPage
// together, the rest are not. Zero means no limit.
type BodyLimits struct {
	MaxResponse int64
	MaxPage     int64
}

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
	size int64 // the response body's size, the larger of decoded and on the wire
}

// readNetwork sets the page's requests and, with opts.exchange, its
// exchanges: the main document's (its redirects first) and, with
// opts.bodies, every other response with its body.
func (t *tab) readNetwork(ctx context.Context, st *pageState, p *Page, opts pageOptions) {
	st.mu.Lock()
	if opts.requests {
		p.Requests, p.RequestsOmitted = st.net.list(opts.maxRequests)
	}
	if !opts.exchange {
		st.mu.Unlock()
		return
	}
	mainReq := st.doc.mainReq
	var main, rest []*Exchange
	var jobs []bodyJob
	for _, e := range st.net.entries {
		if e.Blocked || e.Status == 0 {
			continue // nothing came back to archive
		}
		ex := e.exchange()
		isMain := e.id == mainReq
		if isMain {
			main = append(main, ex)
		} else if opts.bodies {
			rest = append(rest, ex)
		}
		if e.redirect || (!isMain && !opts.bodies) {
			continue
		}
		if !e.finished || !hasBody(e) {
			ex.Truncated = e.Type != string(network.ResourceTypeWebSocket) && e.Type != string(network.ResourceTypeEventSource) && !e.finished
			continue
		}
		jobs = append(jobs, bodyJob{id: e.id, ex: ex, size: max(e.dataLen, e.bodyLen)})
	}
	if len(main) == 0 && mainReq != "" {
		// A page shown within the document the tab showed made no request
		// for it: the document's response is the one the tab kept.
		ex := &Exchange{NetworkRequest: NetworkRequest{URL: p.FinalURL, Method: "GET", Type: string(network.ResourceTypeDocument),
			Status: st.doc.status, MIMEType: st.doc.mimeType}, RequestHeader: st.doc.reqHeader, Proto: st.doc.proto, ResponseHeader: st.doc.header}
		main = append(main, ex)
		jobs = append([]bodyJob{{id: mainReq, ex: ex}}, jobs...)
	}
	st.mu.Unlock()

	t.readBodies(ctx, jobs, mainReq, opts.limits)
	p.Exchanges = append(main, rest...)
	if len(main) > 0 {
		p.Body = main[len(main)-1].Body
	}
}

// hasBody reports whether a response may have a body worth asking for.
func hasBody(e *netEntry) bool {
	switch network.ResourceType(e.Type) {
	case network.ResourceTypeWebSocket, network.ResourceTypeEventSource:
		return false
	}
	return e.Status != 204 && e.Method != "HEAD"
}

// readBodies reads the bodies of jobs from Chrome, a few at a time,
// within the limits; the main document's is read whatever its size (its
// cap is Config.MaxBody). A body not read is marked Truncated.
func (t *tab) readBodies(ctx context.Context, jobs []bodyJob, mainReq network.RequestID, lim BodyLimits) {
	if len(jobs) == 0 {
		return
	}
	ctx, cancel := context.WithTimeout(ctx, bodiesTimeout)
	defer cancel()
	var mu sync.Mutex
	left := lim.MaxPage
	take := func(j bodyJob) bool {
		if j.id == mainReq {
			return true
		}
		if lim.MaxResponse > 0 && j.size > lim.MaxResponse {
			return false
		}
		mu.Lock()
		defer mu.Unlock()
		return lim.MaxPage <= 0 || left > 0
	}
	next := make(chan bodyJob)
	var wg sync.WaitGroup
	for range min(bodiesParallel, len(jobs)) {
		wg.Go(func() {
			for j := range next {
				if !take(j) || ctx.Err() != nil {
					j.ex.Truncated, j.ex.BodySize = true, j.size
					continue
				}
				bctx, cancel := context.WithTimeout(ctx, callTimeout)
				res, err := cdp.Call(bctx, t.t, network.GetResponseBody, network.GetResponseBodyParams{RequestID: j.id})
				cancel()
				if err != nil {
					// Chrome does not keep every body (one evicted from
					// its buffer, a preflight, a body it streamed away).
					j.ex.Truncated = true
					continue
				}
				j.ex.Body = res.Body
				mu.Lock()
				left -= int64(len(res.Body))
				mu.Unlock()
			}
		})
	}
	for _, j := range jobs {
		next <- j
	}
	close(next)
	wg.Wait()
}
