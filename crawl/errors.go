package crawl

import (
	"context"
	"errors"
	"github.com/rendercrawl/render/crawl/canonical"

	"github.com/rendercrawl/render/fetch"
)

// ErrorKind names what went wrong with a URL, in a word a program can
// branch on; a failed record carries it in error_kind. It is decided once,
// from the error's type, where the record is made: nothing downstream
// reads the error's text.
type ErrorKind string

// The kinds of failure.
const (
	KindInvalidURL        ErrorKind = "invalid-url"        // not an http(s) URL with a host
	KindDNS               ErrorKind = "dns"                // the host name did not resolve
	KindRefused           ErrorKind = "refused"            // the server refused the connection
	KindReset             ErrorKind = "reset"              // the connection was reset or closed early
	KindTLS               ErrorKind = "tls"                // the TLS handshake or certificate failed
	KindTimeout           ErrorKind = "timeout"            // no answer, or not settled, in time
	KindTooLarge          ErrorKind = "too-large"          // the document is over the size cap
	KindNotHTML           ErrorKind = "not-html"           // a browser was asked to render what is not HTML
	KindRedirectLoop      ErrorKind = "redirect-loop"      // redirects that loop or do not end
	KindRobots            ErrorKind = "robots"             // robots.txt disallows the URL
	KindRobotsUnavailable ErrorKind = "robots-unavailable" // robots.txt answered with a server error
	KindBadEncoding       ErrorKind = "bad-encoding"       // a corrupt or unknown Content-Encoding
	KindTruncated         ErrorKind = "truncated"          // the body ended before its length
	KindNetwork           ErrorKind = "network"            // another network failure
	KindBlocked           ErrorKind = "blocked"            // the browser blocked the document
	KindAborted           ErrorKind = "aborted"            // the browser aborted the navigation (a download, a 204)
	KindTabCrashed        ErrorKind = "tab-crashed"        // the page's renderer process died
	KindPageHung          ErrorKind = "page-hung"          // the page's main thread never came back
	KindBrowserDied       ErrorKind = "browser-died"       // Chrome itself died or was killed
	KindBrowserMissing    ErrorKind = "browser-missing"    // the page needs a browser and there is none
	KindInterrupted       ErrorKind = "interrupted"        // the crawl was stopped while the page was in flight
	KindLoggedOut         ErrorKind = "logged-out"         // the page showed the session was lost
	KindEncrypted         ErrorKind = "encrypted"          // the document (a PDF) cannot be read without a password
	KindBadDocument       ErrorKind = "bad-document"       // the document (a PDF) is cut short or malformed
	KindOther             ErrorKind = "other"              // none of the above
)

// Error is the failure of a page with its kind, as the path that failed
// classified it, and whether another attempt may succeed.
type Error struct {
	Kind  ErrorKind
	Retry bool
	Err   error
}

func (e *Error) Error() string { return e.Err.Error() }
func (e *Error) Unwrap() error { return e.Err }

// ErrInvalidURL marks a URL that cannot be visited: not http(s), or
// without a host. It is canonical.ErrInvalidURL.
var ErrInvalidURL = canonical.ErrInvalidURL

// ErrNoBrowser is the error of a page that needs a browser when none is
// available.
var ErrNoBrowser = errors.New("needs a browser, but none is available")

// KindTable maps the sentinels of a path to kinds, in order: the first
// sentinel of the table that an error is decides its kind. The HTTP
// path's is here; crawl/browser has the browser's.
type KindTable []struct {
	Err  error
	Kind ErrorKind
}

// Of returns the kind of err by the table, and whether a sentinel of the
// table matched.
func (t KindTable) Of(err error) (ErrorKind, bool) {
	for _, k := range t {
		if errors.Is(err, k.Err) {
			return k.Kind, true
		}
	}
	return "", false
}

// fetchKinds maps the sentinels of the HTTP path to kinds. The network
// ones come first: a robots.txt that could not be fetched because the
// host is down is a host that is down.
var fetchKinds = KindTable{
	{fetch.ErrInvalidURL, KindInvalidURL},
	{fetch.ErrUnsupportedScheme, KindInvalidURL},
	{fetch.ErrDNS, KindDNS},
	{fetch.ErrRefused, KindRefused},
	{fetch.ErrReset, KindReset},
	{fetch.ErrTLS, KindTLS},
	{fetch.ErrTimeout, KindTimeout},
	{fetch.ErrTooLarge, KindTooLarge},
	{fetch.ErrRedirectLoop, KindRedirectLoop},
	{fetch.ErrTooManyRedirects, KindRedirectLoop},
	{fetch.ErrContentEncoding, KindBadEncoding},
	{fetch.ErrTruncated, KindTruncated},
	{fetch.ErrNetwork, KindNetwork},
	{fetch.ErrDisallowed, KindRobots},
	{fetch.ErrRobotsUnavailable, KindRobotsUnavailable},
}

// KindOf classifies err: the kind an *Error carries, else the kind of the
// sentinel of this package, of fetch, or of context in its chain.
func KindOf(err error) ErrorKind {
	var e *Error
	switch {
	case err == nil:
		return ""
	case errors.As(err, &e):
		return e.Kind
	case errors.Is(err, ErrInvalidURL):
		return KindInvalidURL
	case errors.Is(err, ErrNoBrowser):
		return KindBrowserMissing
	case errors.Is(err, ErrLoggedOut):
		return KindLoggedOut
	}
	if k, ok := fetchKinds.Of(err); ok {
		return k
	}
	switch {
	case errors.Is(err, context.Canceled):
		return KindInterrupted
	case errors.Is(err, context.DeadlineExceeded):
		return KindTimeout
	}
	return KindOther
}

// retryable reports whether another attempt at a URL that failed with err
// may succeed.
func retryable(err error) bool {
	var e *Error
	if errors.As(err, &e) {
		return e.Retry
	}
	return fetch.Retryable(err)
}
