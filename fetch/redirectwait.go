package fetch

import "context"

// RedirectWait waits until the request of a redirect to rawURL may leave.
// An error (the end of ctx) stops the fetch with it.
type RedirectWait func(ctx context.Context, rawURL string) error

type redirectWaitKey struct{}

// WithRedirectWait returns a context with which a fetch waits on w before
// each redirect it follows, so that a pacer the fetch's first request
// waited on counts every request of the chain, each against its own
// host. The waits are part of the fetch's Timeout.
func WithRedirectWait(ctx context.Context, w RedirectWait) context.Context {
	return context.WithValue(ctx, redirectWaitKey{}, w)
}

// redirectWait is the wait WithRedirectWait put in ctx, or nil.
func redirectWait(ctx context.Context) RedirectWait {
	w, _ := ctx.Value(redirectWaitKey{}).(RedirectWait)
	return w
}
