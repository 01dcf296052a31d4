package fetch

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"syscall"
	"time"
)

// errStalled is the cancellation cause when a body stops making progress
// for Config.IdleTimeout.
var errStalled = errors.New("body stalled")

// get performs the request and reads the body under the caps and timeouts.
// Failures are errors wrapping this package's sentinels.
func (c *Client) get(ctx context.Context, u *url.URL, rawURL string, maxBody int64) (*rawResponse, error) {
	tctx, cancelTimeout := context.WithTimeout(ctx, c.cfg.Timeout)
	defer cancelTimeout()
	sctx, cancelStall := context.WithCancelCause(tctx)
	defer cancelStall(nil)

	var trace *phaseTrace
	rctx := sctx
	if c.cfg.Exchanges {
		trace = &phaseTrace{}
		rctx = trace.with(sctx)
	}
	req, err := http.NewRequestWithContext(rctx, http.MethodGet, u.String(), nil)
	if err != nil {
		return nil, fmt.Errorf("fetch: get %s: %w: %w", rawURL, ErrInvalidURL, err)
	}
	// A copy: the client adds the jar's cookies to it in place.
	req.Header = c.header.Clone()

	start := time.Now()
	hr, err := c.http.Do(req)
	if err != nil {
		return nil, fmt.Errorf("fetch: get %s: %w", rawURL, c.requestError(err, ctx, tctx, sctx))
	}
	defer hr.Body.Close()

	if hr.ContentLength > maxBody {
		return nil, fmt.Errorf("fetch: get %s: %w: Content-Length %d exceeds %d bytes",
			rawURL, ErrTooLarge, hr.ContentLength, maxBody)
	}
	wire := &wireReader{r: hr.Body, max: maxBody}
	if c.cfg.IdleTimeout > 0 {
		wire.idle = c.cfg.IdleTimeout
		wire.stall = time.AfterFunc(wire.idle, func() { cancelStall(errStalled) })
		defer wire.stall.Stop()
	}
	hint := hr.ContentLength
	dec, err := newContentDecoder(wire, hr.Header)
	if err != nil {
		return nil, fmt.Errorf("fetch: read body %s: %w", rawURL, c.bodyError(err, wire, ctx, tctx, sctx))
	}
	defer dec.Close()
	if dec.r != io.Reader(wire) {
		hint = 0 // the decoded size is unknown
	}
	body, err := readCapped(dec, maxBody, hint)
	if err != nil {
		return nil, fmt.Errorf("fetch: read body %s: %w", rawURL, c.bodyError(err, wire, ctx, tctx, sctx))
	}
	end := time.Now()
	return &rawResponse{
		url:     rawURL,
		final:   hr,
		body:    body,
		trace:   trace,
		end:     end,
		elapsed: end.Sub(start),
	}, nil
}

// deadlineError explains a failure caused by a context ending: the
// caller's context (returned as is), the request timeout or the stall
// watchdog. It returns nil if no context ended.
func (c *Client) deadlineError(ctx, tctx, sctx context.Context) error {
	switch {
	case ctx.Err() != nil:
		if cause := context.Cause(ctx); cause != ctx.Err() {
			return fmt.Errorf("%w: %w", ctx.Err(), cause)
		}
		return ctx.Err()
	case tctx.Err() != nil:
		return fmt.Errorf("%w after %v: %w", ErrTimeout, c.cfg.Timeout, context.DeadlineExceeded)
	case errors.Is(context.Cause(sctx), errStalled):
		return fmt.Errorf("%w: no data for %v: %w", ErrTimeout, c.cfg.IdleTimeout, errStalled)
	}
	return nil
}

// requestError classifies a failure of http.Client.Do.
func (c *Client) requestError(err error, ctx, tctx, sctx context.Context) error {
	var ue *url.Error
	if errors.As(err, &ue) {
		err = ue.Err // it repeats the method and URL
	}
	if errors.Is(err, ErrRedirectLoop) || errors.Is(err, ErrTooManyRedirects) ||
		errors.Is(err, ErrUnsupportedScheme) {
		return err
	}
	if de := c.deadlineError(ctx, tctx, sctx); de != nil {
		return de
	}
	return classifyNet(err)
}

// classifyNet wraps a network error with the sentinel that names it.
func classifyNet(err error) error {
	var (
		dnsErr  *net.DNSError
		netErr  net.Error
		certErr *tls.CertificateVerificationError
		recErr  tls.RecordHeaderError
		alert   tls.AlertError
		unknown x509.UnknownAuthorityError
		invalid x509.CertificateInvalidError
		host    x509.HostnameError
	)
	switch {
	case errors.As(err, &dnsErr):
		return fmt.Errorf("%w: %w", ErrDNS, err)
	case errors.As(err, &certErr), errors.As(err, &recErr), errors.As(err, &alert),
		errors.As(err, &unknown), errors.As(err, &invalid), errors.As(err, &host):
		return fmt.Errorf("%w: %w", ErrTLS, err)
	case errors.Is(err, http.ErrSchemeMismatch):
		// An https URL answered in plain HTTP: no TLS on the other side.
		return fmt.Errorf("%w: %w", ErrTLS, err)
	case errors.Is(err, syscall.ECONNREFUSED):
		return fmt.Errorf("%w: %w", ErrRefused, err)
	case errors.Is(err, syscall.ECONNRESET), errors.Is(err, syscall.EPIPE):
		return fmt.Errorf("%w: %w", ErrReset, err)
	case errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF):
		return fmt.Errorf("%w: closed before the response: %w", ErrReset, err)
	case errors.As(err, &netErr) && netErr.Timeout():
		return fmt.Errorf("%w: %w", ErrTimeout, err)
	}
	return fmt.Errorf("%w: %w", ErrNetwork, err)
}

// bodyError classifies a failure while reading (and decoding) the body.
func (c *Client) bodyError(err error, wire *wireReader, ctx, tctx, sctx context.Context) error {
	if errors.Is(err, errBodyTooLarge) {
		return fmt.Errorf("%w: more than %d bytes", ErrTooLarge, wire.max)
	}
	if errors.Is(err, ErrContentEncoding) {
		return err
	}
	if de := c.deadlineError(ctx, tctx, sctx); de != nil {
		return fmt.Errorf("%w (%d bytes received)", de, wire.n)
	}
	if wire.err != nil && wire.err != io.EOF {
		var netErr net.Error
		if errors.As(wire.err, &netErr) && netErr.Timeout() {
			return fmt.Errorf("%w: %w (%d bytes received)", ErrTimeout, wire.err, wire.n)
		}
		if errors.Is(wire.err, syscall.ECONNRESET) {
			return fmt.Errorf("%w after %d bytes: %w", ErrReset, wire.n, wire.err)
		}
		return fmt.Errorf("%w after %d bytes: %w", ErrTruncated, wire.n, wire.err)
	}
	return fmt.Errorf("%w: %w", ErrContentEncoding, err)
}
