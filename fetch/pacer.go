package fetch

import (
	"context"
	"time"
)

// Pacer spaces the requests to each host; crawl/pace's Pacer satisfies
// it. Host is the key by which it knows a URL's host. A Client with a
// Pacer (Config.Pacer) waits on it before each redirect it follows, so
// that the pacer its caller waited on for the first request counts every
// request of the chain, each against its own host; Robots waits on it
// for each robots.txt it fetches.
type Pacer interface {
	Host(rawURL string) string
	// Acquire waits for the host's turn and holds a place among its
	// requests in flight until release.
	Acquire(ctx context.Context, host string) (release func(), err error)
	// Wait waits for the host's turn, holding no place: the request
	// follows one that holds it.
	Wait(ctx context.Context, host string) error
}

// waitHop waits for the turn of a redirect's request to rawURL. The wait
// counts in the fetch's Timeout and holds one of the Client's slots, so
// it lasts at most half of what is left of ctx: a long Crawl-delay or
// pause must not turn every redirected page into a timeout, and a hop
// that waited that long goes unpaced. It fails only when ctx ends.
func (c *Client) waitHop(ctx context.Context, rawURL string) error {
	p := c.cfg.Pacer
	if p == nil {
		return nil
	}
	wctx := ctx
	if deadline, ok := ctx.Deadline(); ok {
		var cancel context.CancelFunc
		wctx, cancel = context.WithTimeout(ctx, time.Until(deadline)/2)
		defer cancel()
	}
	if err := p.Wait(wctx, p.Host(rawURL)); err != nil && ctx.Err() != nil {
		return err
	}
	return nil
}
