package browser

import (
	"context"
	"errors"
	"time"

	"github.com/rendercrawl/render/crawl"
	"github.com/rendercrawl/render/render"
	"github.com/rendercrawl/render/sink"
)

// Renderer renders the crawler's pages with a render.Pool.
type Renderer struct {
	pool *render.Pool
}

var _ crawl.Renderer = (*Renderer)(nil)

// New returns the pool as a crawl.Renderer.
func New(pool *render.Pool) *Renderer { return &Renderer{pool: pool} }

// Capacity is how many pages the pool renders at once.
func (r *Renderer) Capacity() int { return r.pool.Tabs() }

// Render renders req.URL. Its errors are *crawl.Error values with their
// kind.
func (r *Renderer) Render(ctx context.Context, req crawl.RenderRequest) (*crawl.Page, error) {
	rreq := render.Request{URL: req.URL, Screenshot: req.Screenshot, FullPage: req.FullPage, Exchange: req.Exchange,
		Bodies: req.Bodies, BodyLimits: render.BodyLimits{MaxResponse: req.Limits.MaxResponse, MaxPage: req.Limits.MaxPage},
		Requests: req.Requests, MaxRequests: req.MaxRequests, HostKey: req.HostKey, Lookups: req.Lookups, Fetches: req.Fetches, Check: req.Check}
	if req.ExploreActions != nil {
		rreq.ExploreActions = func(p *render.Page) int { return req.ExploreActions(page(p)) }
	}
	p, err := r.pool.Render(ctx, rreq)
	if err != nil {
		if ctx.Err() != nil {
			return nil, err // the crawl's own context: it says why
		}
		if pe := (*render.PaceError)(nil); errors.As(err, &pe) {
			return nil, pe.Err // the crawl's own pacing: not a page's failure
		}
		return nil, &crawl.Error{Kind: Kind(err), Retry: render.Retryable(err), Err: err}
	}
	return page(p), nil
}

// Login runs a login's steps in the pool's browser (crawl.Loginer).
func (r *Renderer) Login(ctx context.Context, steps []crawl.LoginStep, stepTimeout time.Duration) error {
	rs := make([]render.Step, 0, len(steps))
	for _, s := range steps {
		switch {
		case s.Goto != "":
			rs = append(rs, render.Step{Action: render.StepGoto, Target: s.Goto})
		case s.Fill != "":
			rs = append(rs, render.Step{Action: render.StepFill, Target: s.Fill, Value: s.Value})
		case s.Click != "":
			rs = append(rs, render.Step{Action: render.StepClick, Target: s.Click})
		case s.Wait != nil && s.Wait.Selector != "":
			rs = append(rs, render.Step{Action: render.StepWaitSelector, Target: s.Wait.Selector})
		case s.Wait != nil && s.Wait.URL != "":
			rs = append(rs, render.Step{Action: render.StepWaitURL, Target: s.Wait.URL})
		case s.Wait != nil:
			rs = append(rs, render.Step{Action: render.StepWaitJS, Target: s.Wait.JS})
		}
	}
	return r.pool.RunSteps(ctx, rs, stepTimeout)
}

var _ crawl.Loginer = (*Renderer)(nil)

// kinds maps the sentinels only render has to the crawler's kinds; the
// network ones render shares with fetch (render.ErrDNS is fetch.ErrDNS)
// are crawl.KindOf's.
var kinds = crawl.KindTable{
	{render.ErrTabCrashed, crawl.KindTabCrashed},
	{render.ErrHung, crawl.KindPageHung},
	{render.ErrBrowserDied, crawl.KindBrowserDied},
	{render.ErrClosed, crawl.KindBrowserDied},
	{render.ErrNoChrome, crawl.KindBrowserMissing},
	{render.ErrNotHTML, crawl.KindNotHTML},
	{render.ErrStepTimeout, crawl.KindTimeout},
	{render.ErrAborted, crawl.KindAborted},
	{render.ErrBlocked, crawl.KindBlocked},
	{context.DeadlineExceeded, crawl.KindTimeout},
}

// Kind is the crawler's kind of a render error.
func Kind(err error) crawl.ErrorKind {
	if k, ok := kinds.Of(err); ok {
		return k
	}
	return crawl.KindOf(err)
}

// page is the crawler's page of a rendered one: its content as render
// gave it, and what the crawler keeps besides.
func page(p *render.Page) *crawl.Page {
	cp := &crawl.Page{
		Mode:         sink.ModeBrowser,
		Content:      p.Content,
		Header:       p.Header,
		IsHTML:       true,
		LinkElements: p.LinkElements,
		Submitted:    p.Submitted,
		Unfilled:     p.Unfilled,
		Removed:      p.Removed,
		Missed:       p.Missed,
		Read:         p.Read,
		Rewrote:      p.Rewrote,
		Clock:        p.Clock,
		Frames:       p.Frames,
		MetaRefresh:  p.MetaRefresh,
		Elapsed:      p.Elapsed,
	}
	for _, f := range p.Fetched {
		cp.Fetched = append(cp.Fetched, crawl.Fetch{URL: f.URL, Bytes: f.Bytes, Status: f.Status, Body: f.Body})
	}
	if cp.Console == nil {
		// A browser saw the page: a quiet console, also when an HTTP
		// page that stands takes it (Crawler.compare).
		cp.Console = []sink.ConsoleEntry{}
	}
	if p.Requests != nil {
		cp.Requests, cp.RequestsOmitted = requests(p.Requests), p.RequestsOmitted
	}
	switch {
	case len(p.Exchanges) > 0:
		cp.Exchanges = exchanges(p.Exchanges)
	case p.Body != nil:
		cp.Exchanges = []*sink.Exchange{{URL: p.FinalURL, Type: sink.TypeDocument, Method: "GET", RequestHeader: p.RequestHeader,
			Proto: p.Proto, Status: p.Status, ResponseHeader: p.Header, Body: p.Body}}
	}
	return cp
}

// requests are the crawler's requests of a page's.
func requests(in []render.NetworkRequest) []sink.Request {
	out := make([]sink.Request, len(in))
	for i, r := range in {
		out[i] = sink.Request{URL: r.URL, Method: r.Method, Type: r.Type, Status: r.Status, MIMEType: r.MIMEType,
			Size: r.Size, Requested: !r.Blocked && !r.Unrequested, Blocked: r.Blocked, BlockedReason: r.BlockedBy, Failed: r.Failed, Error: r.Error,
			FromCache: r.FromCache, Initiator: r.Initiator, Element: r.Element}
	}
	return out
}

// exchanges are the archive's exchanges of a page's.
func exchanges(in []*render.Exchange) []*sink.Exchange {
	out := make([]*sink.Exchange, len(in))
	for i, e := range in {
		ex := &sink.Exchange{URL: e.URL, Type: e.Type, Method: e.Method, RequestHeader: e.RequestHeader,
			RequestBody: e.RequestBody, Proto: e.Proto, Status: e.Status, ResponseHeader: e.ResponseHeader,
			Body: e.Body, Truncated: e.Truncated, Lost: e.Lost, Size: e.BodySize, EncodedSize: e.EncodedBodySize,
			FromCache: e.FromCache, Start: e.Start}
		if t := e.Timings; t != nil {
			ex.Timings = &sink.Timings{Blocked: t.Blocked, DNS: t.DNS, Connect: t.Connect, SSL: t.SSL,
				Send: t.Send, Wait: t.Wait, Receive: t.Receive}
		}
		out[i] = ex
	}
	return out
}
