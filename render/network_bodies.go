package render

import (
	"context"
	"sync"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/network"
)

// bodiesParallel bounds the response bodies a page reads at once.
const bodiesParallel = 4

// BodyLimits bound the response bodies a page reads for archiving
// (Request.Bodies): a response whose body is over MaxResponse (decoded
// or on the wire) is not read, and once the bodies read reach MaxPage
// together, the rest are not. Zero means no limit. The main document's
// body is read whatever its size (Config.MaxBody bounds it).
type BodyLimits struct {
	MaxResponse int64
	MaxPage     int64
}

// bodyReader reads a page's response bodies from Chrome as their
// requests finish, a few at a time, while the page is still settling:
// by the time it has, most are read, and archiving adds little to the
// page's time. Its calls end with the page's context.
type bodyReader struct {
	t   *tab
	ctx context.Context
	lim BodyLimits
	// all: every response's body; otherwise the main document's only.
	all bool
	sem chan struct{}
	wg  sync.WaitGroup

	mu      sync.Mutex // guards the fields below
	left    int64      // of lim.MaxPage
	results map[network.RequestID]bodyResult
	// closed: the page's exchanges are being made; requests that finish
	// from then on are not read (and wg gets no Add while it is waited on).
	closed bool
}

type bodyResult struct {
	body []byte
	ok   bool
}

func newBodyReader(t *tab, ctx context.Context, lim BodyLimits, all bool) *bodyReader {
	return &bodyReader{t: t, ctx: ctx, lim: lim, all: all, left: lim.MaxPage,
		sem: make(chan struct{}, bodiesParallel), results: make(map[network.RequestID]bodyResult)}
}

// onFinished starts reading the body of a request that finished, if it
// is one to keep. It runs on the tab's event goroutine, under the page's
// lock: the read runs on a goroutine of its own.
func (r *bodyReader) onFinished(e *netEntry, main bool) {
	if e == nil || e.Blocked || e.Status == 0 || e.body() != bodyAsk || (!main && !r.all) {
		return
	}
	r.mu.Lock()
	_, seen := r.results[e.id]
	if seen || r.closed {
		r.mu.Unlock()
		return
	}
	r.results[e.id] = bodyResult{} // being read
	// Added under mu, so that no Add runs concurrently with wait's Wait.
	r.wg.Add(1)
	r.mu.Unlock()
	id, size := e.id, e.bodySize()
	go func() {
		defer r.wg.Done()
		select {
		case r.sem <- struct{}{}:
		case <-r.ctx.Done():
			r.store(id, bodyResult{})
			return
		}
		defer func() { <-r.sem }()
		body, ok := r.read(r.ctx, id, size, main)
		r.store(id, bodyResult{body: body, ok: ok})
	}()
}

func (r *bodyReader) store(id network.RequestID, res bodyResult) {
	r.mu.Lock()
	r.results[id] = res
	r.mu.Unlock()
}

// wait stops reading the bodies of requests that finish from now on, and
// waits for the reads under way, until ctx ends.
func (r *bodyReader) wait(ctx context.Context) {
	r.mu.Lock()
	r.closed = true
	r.mu.Unlock()
	done := make(chan struct{})
	go func() {
		r.wg.Wait()
		close(done)
	}()
	select {
	case <-done:
	case <-ctx.Done():
	}
}

// result is the body read of request id: known is false when no read
// started for it.
func (r *bodyReader) result(id network.RequestID) (body []byte, ok, known bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	res, known := r.results[id]
	return res.body, res.ok, known
}

// read reads one body within the limits; ok is false when it was not
// read (over a limit, or not kept by Chrome: evicted from its buffer, a
// preflight, a body it streamed away).
func (r *bodyReader) read(ctx context.Context, id network.RequestID, size int64, main bool) ([]byte, bool) {
	if !main && !r.reserve(size) {
		return nil, false
	}
	cctx, cancel := context.WithTimeout(ctx, callTimeout)
	defer cancel()
	res, err := cdp.Call(cctx, r.t.t, network.GetResponseBody, network.GetResponseBodyParams{RequestID: id})
	if err != nil {
		return nil, false
	}
	if !main {
		r.adjust(int64(len(res.Body)) - size) // the estimate made right
	}
	return res.Body, true
}

func (r *bodyReader) adjust(delta int64) {
	r.mu.Lock()
	r.left -= delta
	r.mu.Unlock()
}

// reserve takes size bytes of the page's budget, and reports whether the
// body may be read: not over MaxResponse, and some budget was left.
func (r *bodyReader) reserve(size int64) bool {
	if r.lim.MaxResponse > 0 && size > r.lim.MaxResponse {
		return false
	}
	if r.lim.MaxPage <= 0 {
		return true
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.left <= 0 {
		return false
	}
	r.left -= size
	return true
}
