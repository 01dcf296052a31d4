package fetch

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"strings"
	"time"

	"golang.org/x/net/http/httpproxy"
)

// ErrProxy marks a proxy that cannot be used: a URL of a scheme no client
// speaks, or a proxy that does not accept connections.
var ErrProxy = errors.New("proxy unusable")

// DirectProxy is a Config.Proxy that never uses a proxy.
func DirectProxy(*http.Request) (*url.URL, error) { return nil, nil }

// ParseProxy parses a proxy URL: http://, https:// or socks5:// (socks5h://
// too), with credentials as user:password@ if the proxy wants them. A
// bare host:port is an HTTP proxy.
func ParseProxy(s string) (*url.URL, error) {
	if !strings.Contains(s, "://") {
		s = "http://" + s
	}
	u, err := url.Parse(s)
	if err != nil {
		// url.Parse's error quotes the URL, password and all: only what
		// is wrong with it is told.
		var ue *url.Error
		if errors.As(err, &ue) {
			err = ue.Err
		}
		return nil, fmt.Errorf("%w: %w", ErrProxy, err)
	}
	switch u.Scheme {
	case "http", "https", "socks5", "socks5h":
	default:
		return nil, fmt.Errorf("%w: scheme %q (want http, https or socks5)", ErrProxy, u.Scheme)
	}
	if u.Hostname() == "" {
		return nil, fmt.Errorf("%w: %s has no host", ErrProxy, Redact(u))
	}
	if u.Path != "" && u.Path != "/" || u.RawQuery != "" {
		return nil, fmt.Errorf("%w: %s has a path or query", ErrProxy, Redact(u))
	}
	u.Path = ""
	return u, nil
}

// ProxyPort is the port of a proxy URL, its scheme's default if it names
// none.
func ProxyPort(u *url.URL) string {
	if p := u.Port(); p != "" {
		return p
	}
	switch u.Scheme {
	case "https":
		return "443"
	case "socks5", "socks5h":
		return "1080"
	}
	return "80"
}

// ProbeProxy reports whether the proxy at u accepts a connection within
// timeout, as an error wrapping ErrProxy when it does not: a crawl through
// a proxy that is down would fail every page, one by one.
func ProbeProxy(ctx context.Context, u *url.URL, timeout time.Duration) error {
	d := net.Dialer{Timeout: timeout}
	conn, err := d.DialContext(ctx, "tcp", net.JoinHostPort(u.Hostname(), ProxyPort(u)))
	if err != nil {
		return fmt.Errorf("%w: %s: %w", ErrProxy, Redact(u), err)
	}
	return conn.Close()
}

// EnvProxy is the proxy function of the environment (HTTPS_PROXY,
// HTTP_PROXY, NO_PROXY and their lowercase forms), read now. Like
// net/http's, it never proxies loopback addresses and localhost.
func EnvProxy() func(*http.Request) (*url.URL, error) {
	f := httpproxy.FromEnvironment().ProxyFunc()
	return func(r *http.Request) (*url.URL, error) { return f(r.URL) }
}

// Redact is u as a string with its password, if any, masked as ***: fit
// for a log line or an error.
func Redact(u *url.URL) string { return u.Redacted() }

// hostHeaders is the transport of a Client with Config.HostHeader: it adds
// a request's headers by its host, for each request the client sends
// (redirects included), on a copy of the request.
type hostHeaders struct {
	next http.RoundTripper
	of   func(u *url.URL) http.Header
}

func (t *hostHeaders) RoundTrip(req *http.Request) (*http.Response, error) {
	extra := t.of(req.URL)
	if len(extra) == 0 {
		return t.next.RoundTrip(req)
	}
	r := req.Clone(req.Context())
	for k, v := range extra {
		r.Header[http.CanonicalHeaderKey(k)] = v
	}
	return t.next.RoundTrip(r)
}

// sentHeader is the header a request to u went out with: the client's
// own, the cookies the client added, and the host's extra headers.
func (c *Client) sentHeader(req *http.Request) http.Header {
	h := req.Header.Clone()
	if c.cfg.HostHeader != nil {
		for k, v := range c.cfg.HostHeader(req.URL) {
			h[http.CanonicalHeaderKey(k)] = append([]string(nil), v...)
		}
	}
	return h
}
