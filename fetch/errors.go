package fetch

import (
	"context"
	"errors"
	"net"

	"github.com/rendercrawl/render/internal/neterr"
)

// Sentinels for the conditions a caller branches on. Errors returned by
// Client.Fetch wrap them (test with errors.Is) along with the underlying
// cause. The network ones are render's too (internal/neterr): one error
// whichever path met it.
var (
	// ErrInvalidURL: the URL does not parse, has no scheme or no host, or a
	// bad port.
	ErrInvalidURL = neterr.ErrInvalidURL
	// ErrUnsupportedScheme: the URL (or a redirect target) is not http or
	// https.
	ErrUnsupportedScheme = errors.New("unsupported scheme")
	// ErrTooLarge: the body is larger than Config.MaxBody, on the wire or
	// after content decoding.
	ErrTooLarge = neterr.ErrTooLarge
	// ErrTooManyRedirects: the redirect chain is longer than
	// Config.MaxRedirects.
	ErrTooManyRedirects = errors.New("too many redirects")
	// ErrRedirectLoop: a redirect leads back to a URL already in the chain.
	ErrRedirectLoop = neterr.ErrRedirectLoop
	// ErrTimeout: the request exceeded Config.Timeout, a transport timeout,
	// or the body stalled for Config.IdleTimeout.
	ErrTimeout = neterr.ErrTimeout
	// ErrTruncated: the body ended early: the connection closed before
	// the Content-Length (or the last chunk) was met.
	ErrTruncated = errors.New("truncated body")
	// ErrDNS: the host name did not resolve.
	ErrDNS = neterr.ErrDNS
	// ErrRefused: the server refused the connection.
	ErrRefused = neterr.ErrRefused
	// ErrReset: the connection was reset (ECONNRESET, EPIPE), before the
	// response or in the middle of its body, or closed before the response
	// arrived. A body that ends early on a clean close is ErrTruncated.
	ErrReset = neterr.ErrReset
	// ErrTLS: the TLS handshake failed (untrusted or invalid certificate,
	// protocol error).
	ErrTLS = neterr.ErrTLS
	// ErrNetwork: another network failure before the response arrived.
	ErrNetwork = neterr.ErrNetwork
	// ErrContentEncoding: the body's Content-Encoding is unsupported or the
	// compressed stream is corrupt.
	ErrContentEncoding = errors.New("bad content encoding")
)

// Retryable reports whether err, returned by Client.Fetch or Robots.Check,
// may go away on a retry: network failures (a refused or reset connection
// included), timeouts, truncated bodies and a robots.txt that answered with
// a server error are retryable; an invalid URL, an unsupported scheme, an
// oversized body, a redirect loop or too many redirects, a TLS failure, a
// corrupt encoding, a host name that does not exist, a URL robots.txt
// disallows and a cancelled context are not.
func Retryable(err error) bool {
	if err == nil {
		return false
	}
	switch {
	case errors.Is(err, ErrInvalidURL),
		errors.Is(err, ErrUnsupportedScheme),
		errors.Is(err, ErrTooLarge),
		errors.Is(err, ErrTooManyRedirects),
		errors.Is(err, ErrRedirectLoop),
		errors.Is(err, ErrTLS),
		errors.Is(err, ErrContentEncoding),
		errors.Is(err, context.Canceled):
		return false
	case errors.Is(err, ErrDNS):
		var de *net.DNSError
		if errors.As(err, &de) {
			return !de.IsNotFound
		}
		return true
	case errors.Is(err, ErrDisallowed):
		return false
	case errors.Is(err, ErrTimeout),
		errors.Is(err, ErrRobotsUnavailable),
		errors.Is(err, context.DeadlineExceeded),
		errors.Is(err, ErrTruncated),
		errors.Is(err, ErrRefused),
		errors.Is(err, ErrReset),
		errors.Is(err, ErrNetwork):
		return true
	}
	var ne net.Error
	return errors.As(err, &ne)
}

// RetryableStatus reports whether an HTTP status is worth retrying: 408
// Request Timeout, 429 Too Many Requests and every 5xx except 501 Not
// Implemented and 505 HTTP Version Not Supported, which will not change.
func RetryableStatus(code int) bool {
	switch code {
	case 408, 429:
		return true
	case 501, 505:
		return false
	}
	return code >= 500 && code <= 599
}
