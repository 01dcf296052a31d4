// Package browser adapts the browser path (render.Pool) to the crawler's
// Renderer: render's page becomes the crawler's one page type, and
// render's errors become errors of a kind, classified once here with
// errors.Is against render's sentinels.
//
// It is the only package of crawl that imports render, so that a program
// that crawls over HTTP alone does not link Chrome's driver.
package browser

import (
	"context"
	"errors"

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
	p, err := r.pool.Render(ctx, render.Request{URL: req.URL, Screenshot: req.Screenshot, FullPage: req.FullPage, Exchange: req.Exchange})
	if err != nil {
		if ctx.Err() != nil {
			return nil, err // the crawl's own context: it says why
		}
		return nil, &crawl.Error{Kind: Kind(err), Retry: render.Retryable(err), Err: err}
	}
	return page(p), nil
}

// kinds maps render's sentinels to the crawler's kinds.
var kinds = []struct {
	err  error
	kind crawl.ErrorKind
}{
	{render.ErrTabCrashed, crawl.KindTabCrashed},
	{render.ErrHung, crawl.KindPageHung},
	{render.ErrBrowserDied, crawl.KindBrowserDied},
	{render.ErrClosed, crawl.KindBrowserDied},
	{render.ErrNoChrome, crawl.KindBrowserMissing},
	{render.ErrTooLarge, crawl.KindTooLarge},
	{render.ErrNotHTML, crawl.KindNotHTML},
	{render.ErrDNS, crawl.KindDNS},
	{render.ErrRefused, crawl.KindRefused},
	{render.ErrReset, crawl.KindReset},
	{render.ErrTLS, crawl.KindTLS},
	{render.ErrTimeout, crawl.KindTimeout},
	{render.ErrRedirectLoop, crawl.KindRedirectLoop},
	{render.ErrInvalidURL, crawl.KindInvalidURL},
	{render.ErrAborted, crawl.KindAborted},
	{render.ErrBlocked, crawl.KindBlocked},
	{render.ErrNetwork, crawl.KindNetwork},
	{context.DeadlineExceeded, crawl.KindTimeout},
}

// Kind is the crawler's kind of a render error.
func Kind(err error) crawl.ErrorKind {
	for _, k := range kinds {
		if errors.Is(err, k.err) {
			return k.kind
		}
	}
	return crawl.KindOther
}

// page is the crawler's page of a rendered one.
func page(p *render.Page) *crawl.Page {
	cp := &crawl.Page{
		Mode:        sink.ModeBrowser,
		FinalURL:    p.FinalURL,
		Status:      p.Status,
		Header:      p.Header,
		ContentType: p.ContentType,
		Size:        p.Size,
		IsHTML:      true,
		Title:       p.Title,
		Text:        p.Text,
		HTML:        p.HTML,
		Links:       p.Links,
		Frames:      p.Frames,
		MetaRefresh: p.MetaRefresh,
		Console:     make([]sink.ConsoleEntry, 0, len(p.Console)),
		Blocked:     p.Blocked,
		Settled:     p.Settled,
		Note:        p.Note,
		Screenshot:  p.Screenshot,
		Elapsed:     p.Elapsed,
	}
	for _, m := range p.Console {
		cp.Console = append(cp.Console, sink.ConsoleEntry{Type: m.Type, Text: m.Text, URL: m.URL, Line: m.Line, Column: m.Column})
	}
	for _, f := range p.FailedRequests {
		cp.FailedRequests = append(cp.FailedRequests, sink.FailedRequest{URL: f.URL, Type: f.Type, Status: f.Status, Error: f.Error})
	}
	if p.Body != nil {
		cp.Exchange = &sink.Exchange{Method: "GET", RequestHeader: p.RequestHeader, Proto: p.Proto,
			Status: p.Status, ResponseHeader: p.Header, Body: p.Body}
	}
	return cp
}
