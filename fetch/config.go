package fetch

import (
	"log/slog"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/rendercrawl/render/internal/cfgerr"
)

// DefaultUserAgent identifies the crawler unless Config.UserAgent says
// otherwise.
const DefaultUserAgent = "render/0.1 (+https://github.com/rendercrawl/render)"

// Config configures a Client. Start from DefaultConfig; the zero value is
// not valid.
type Config struct {
	// UserAgent is sent with every request.
	UserAgent string
	// Concurrency bounds the HTTP requests in flight across the Client.
	Concurrency int

	// Timeout bounds a whole request: connecting, redirects, headers and
	// body. A body that trickles forever ends here at the latest.
	Timeout time.Duration
	// DialTimeout bounds establishing a TCP connection.
	DialTimeout time.Duration
	// TLSHandshakeTimeout bounds the TLS handshake.
	TLSHandshakeTimeout time.Duration
	// ResponseHeaderTimeout bounds the wait for response headers after the
	// request was written.
	ResponseHeaderTimeout time.Duration
	// IdleTimeout is the longest a body read may go without receiving a
	// byte; a stalled body fails then rather than at Timeout. Zero leaves
	// stalls to Timeout alone.
	IdleTimeout time.Duration
	// IdleConnTimeout is how long an idle keep-alive connection stays in the
	// pool.
	IdleConnTimeout time.Duration

	// Subresources lists on each response the sub-resources its markup
	// and Link headers name (Response.Subresources), none fetched.
	Subresources bool
	// DataWords counts on each HTML response's Signals the prose of its
	// data blocks and inline scripts that its text never uses
	// (Signals.DataWords, ScriptWords): auto mode's kinds of page need
	// them, --mode http and --mode browser do not. On by default.
	DataWords bool
	// Exchanges keeps on each response what an archive of its exchanges
	// needs: the headers each request went out with and when each
	// request and its phases began (Response.RequestHeader, Start and
	// Timings; Hop.RequestHeader and Start). Without it those are empty,
	// and a fetch costs no trace of its phases.
	Exchanges bool

	// MaxBody caps the body in bytes, on the wire and after content
	// decoding; more is an error wrapping ErrTooLarge.
	MaxBody int64
	// MaxRedirects caps the redirects followed for one fetch; more is an
	// error wrapping ErrTooManyRedirects. Zero follows none.
	MaxRedirects int
	// Pacer, when not nil, holds each redirect's request and each
	// robots.txt fetch until its host's turn (see Pacer). The first
	// request of a fetch is its caller's to pace, with the host's key
	// it has at hand.
	Pacer Pacer

	// MaxIdleConns caps idle keep-alive connections across all hosts.
	MaxIdleConns int
	// MaxIdleConnsPerHost caps idle keep-alive connections per host. Go's
	// default of 2 makes a parallel crawl of one host reconnect constantly,
	// so the default follows Concurrency.
	MaxIdleConnsPerHost int

	// Header holds extra request headers; they override the default
	// Accept and Accept-Language, but not User-Agent (set UserAgent) nor
	// Accept-Encoding (the client decodes what it asks for).
	Header http.Header
	// HostHeader, when set, gives the extra headers of a request to its
	// URL (by its host, and its scheme: credentials for an https site
	// need not go over http), on top of Header; nil adds none. It is
	// asked for every request, each redirect included, so that what it
	// gives one host never follows a redirect to another, nor one to
	// plain http.
	HostHeader func(u *url.URL) http.Header
	// InsecureSkipVerify disables TLS certificate verification.
	InsecureSkipVerify bool
	// Jar, when set, keeps the cookies the client receives and sends them
	// back; whoever else holds it (a browser) shares them.
	Jar http.CookieJar
	// Proxy picks the proxy of a request (nil: none). Nil means the
	// environment's: HTTPS_PROXY, HTTP_PROXY and NO_PROXY, read when the
	// Client is made; DirectProxy goes direct whatever they say.
	Proxy func(*http.Request) (*url.URL, error)

	// Logger receives debug logs of each fetch; nil discards them.
	Logger *slog.Logger
}

// DefaultConfig returns a Config with sane values for a polite crawler.
func DefaultConfig() Config {
	const concurrency = 16
	return Config{
		UserAgent:             DefaultUserAgent,
		Concurrency:           concurrency,
		Timeout:               30 * time.Second,
		DialTimeout:           5 * time.Second,
		TLSHandshakeTimeout:   10 * time.Second,
		ResponseHeaderTimeout: 15 * time.Second,
		IdleTimeout:           10 * time.Second,
		IdleConnTimeout:       90 * time.Second,
		MaxBody:               10 << 20,
		MaxRedirects:          10,
		DataWords:             true,
		MaxIdleConns:          4 * concurrency,
		MaxIdleConnsPerHost:   concurrency,
	}
}

// ConfigError is an invalid field of a Config, named as in Go, so that a
// CLI can name its own flag instead.
type ConfigError = cfgerr.Error

// Validate reports the first invalid field of c as a *ConfigError.
func (c Config) Validate() error {
	bad := cfgerr.For("fetch")
	switch {
	case strings.TrimSpace(c.UserAgent) == "":
		return bad("UserAgent", "is empty")
	case strings.ContainsAny(c.UserAgent, "\r\n"):
		return bad("UserAgent", "contains a line break")
	case c.Concurrency < 1:
		return bad("Concurrency", "must be at least 1, got %d", c.Concurrency)
	case c.Timeout <= 0:
		return bad("Timeout", "must be positive, got %v", c.Timeout)
	case c.DialTimeout <= 0:
		return bad("DialTimeout", "must be positive, got %v", c.DialTimeout)
	case c.TLSHandshakeTimeout <= 0:
		return bad("TLSHandshakeTimeout", "must be positive, got %v", c.TLSHandshakeTimeout)
	case c.ResponseHeaderTimeout <= 0:
		return bad("ResponseHeaderTimeout", "must be positive, got %v", c.ResponseHeaderTimeout)
	case c.IdleTimeout < 0:
		return bad("IdleTimeout", "must be 0 (off) or more, got %v", c.IdleTimeout)
	case c.IdleConnTimeout < 0:
		return bad("IdleConnTimeout", "must be 0 (no limit) or more, got %v", c.IdleConnTimeout)
	case c.MaxBody < 1:
		return bad("MaxBody", "must be at least 1, got %d", c.MaxBody)
	case c.MaxRedirects < 0:
		return bad("MaxRedirects", "must be 0 or more, got %d", c.MaxRedirects)
	case c.MaxIdleConns < 0:
		return bad("MaxIdleConns", "must be 0 (no limit) or more, got %d", c.MaxIdleConns)
	case c.MaxIdleConnsPerHost < 1:
		return bad("MaxIdleConnsPerHost", "must be at least 1, got %d", c.MaxIdleConnsPerHost)
	}
	for k := range c.Header {
		if !validHeaderName(k) {
			return bad("Header", "has an invalid name %q", k)
		}
	}
	return nil
}

// validHeaderName reports whether s is an RFC 9110 token.
func validHeaderName(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9':
		case strings.IndexByte("!#$%&'*+-.^_`|~", c) >= 0:
		default:
			return false
		}
	}
	return true
}
