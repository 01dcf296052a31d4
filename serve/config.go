package serve

import (
	"log/slog"
	"strings"
	"time"

	"github.com/rendercrawl/render/crawl/pace"
	"github.com/rendercrawl/render/internal/cfgerr"
	"github.com/rendercrawl/render/render"
)

// Config configures a Service. Start from DefaultConfig.
type Config struct {
	// Render is the pool's configuration: Chrome, tabs, waits, blocking.
	// The service sets its Timeout (from Timeout, per request) and its
	// Session's proxy (its own, which enforces the address policy); a
	// remote browser (BrowserURL) is refused, for its connections would
	// escape that policy.
	Render render.Config
	// Pace paces the pages per host, as a crawl does.
	Pace pace.Config

	// Timeout bounds a request: its wait for a tab and its render. A page
	// that has not settled by then is answered as it is, and not cached.
	Timeout time.Duration
	// Queue is how many renders may wait for a tab; a request past it is
	// answered 503 with Retry-After.
	Queue int
	// Cache keeps results; a zero TTL keeps nothing.
	Cache CacheConfig
	// AnswerBytes bounds the bytes held for answers being sent at once:
	// a render's result from its end until every client that shares it
	// has been sent it, and a file of the disk cache read into memory
	// (a larger file is sent as it is read). A render's result past it is
	// answered 503 with Retry-After (and cached, if it may be); one larger
	// than AnswerBytes is sent alone. Results the memory cache holds count
	// in Cache.Size instead.
	AnswerBytes int64

	// AllowHosts limits the pages rendered to these hosts (patterns, see
	// ParseHostPattern); none: any host.
	AllowHosts []string
	// AllowPrivate lifts the refusal of internal addresses for what it
	// names (see ParsePolicy).
	AllowPrivate []string
	// Resolver resolves page hosts, for the service's checks and its
	// proxy; nil is net.DefaultResolver.
	Resolver Resolver
	// Token, when set, is required of every request but /healthz, as
	// "Authorization: Bearer TOKEN" or "X-Prerender-Token: TOKEN" (which
	// the prerender middlewares send).
	Token string

	// FullPage makes png the whole page rather than the viewport; PDF is
	// how pages are printed, at most PDF.MaxPages pages (0:
	// DefaultPDFPages) and PDF.MaxBytes bytes (0: Render.MaxBody).
	FullPage bool
	PDF      render.PDFOptions

	// Logger receives the service's logs and its access log. Nil discards
	// them.
	Logger *slog.Logger
}

// CacheConfig is where and for how long rendered results are kept.
type CacheConfig struct {
	// TTL is how long a result is served from the cache.
	TTL time.Duration
	// Size bounds the bytes kept in memory (least recently used first).
	Size int64
	// Dir, when set, keeps results on disk too, across restarts.
	Dir string
	// DirSize bounds the bytes the files in Dir take (the oldest out
	// first): at least 1 MiB when Dir is set (DefaultConfig: 1 GiB).
	DirSize int64
}

// DefaultPDFPages is how many pages a PDF answer holds at most when
// Config.PDF.MaxPages is 0: a page that lays out as thousands of sheets
// is answered with its first ones.
const DefaultPDFPages = 100

// DefaultConfig returns the configuration the CLI starts from.
func DefaultConfig() Config {
	rc := render.DefaultConfig()
	return Config{
		Render:  rc,
		Pace:    pace.DefaultConfig(),
		Timeout: 30 * time.Second,
		Queue:   32,
		Cache:   CacheConfig{TTL: 10 * time.Minute, Size: 256 << 20, DirSize: 1 << 30},
		// As much as the memory cache: a dozen records of pages at the
		// default size cap, thousands of common pages.
		AnswerBytes: 256 << 20,
	}
}

// ConfigError is an invalid field of a Config, named as in Go, so that a
// CLI can name its own flag instead.
type ConfigError = cfgerr.Error

// escapesProxy are the Chrome flags that change how Chrome reaches hosts:
// with one of them, a page's connections could bypass the service's proxy
// and its address checks.
var escapesProxy = map[string]bool{
	"proxy-server": true, "no-proxy-server": true, "proxy-bypass-list": true, "proxy-pac-url": true,
	"proxy-auto-detect": true, "host-resolver-rules": true, "host-rules": true,
	"force-webrtc-ip-handling-policy": true, "webrtc-ip-handling-policy": true, "remote-debugging-address": true,
}

// minTimeout is the least a request may be given: a page takes longer.
const minTimeout = time.Second

// Validate reports the first invalid field as a *ConfigError.
func (c Config) Validate() error {
	bad := cfgerr.For("serve")
	switch {
	case c.Timeout < minTimeout:
		return bad("Timeout", "must be at least %v, got %v", minTimeout, c.Timeout)
	case c.Queue < 0:
		return bad("Queue", "must not be negative, got %d", c.Queue)
	case c.AnswerBytes < 1<<20:
		return bad("AnswerBytes", "must be at least 1 MiB, got %d", c.AnswerBytes)
	case c.Cache.TTL < 0:
		return bad("Cache.TTL", "must not be negative, got %v", c.Cache.TTL)
	case c.Cache.TTL > 0 && c.Cache.Size < 1<<20:
		return bad("Cache.Size", "must be at least 1 MiB, got %d", c.Cache.Size)
	case c.Cache.TTL > 0 && c.Cache.Dir != "" && c.Cache.DirSize < 1<<20:
		return bad("Cache.DirSize", "must be at least 1 MiB, got %d", c.Cache.DirSize)
	case c.Render.BrowserURL != "":
		return bad("Render.BrowserURL", "cannot be used: a remote Chrome's connections escape the address policy")
	case c.Render.Session.Proxy != nil:
		return bad("Render.Session.Proxy", "cannot be used: the service's own proxy carries Chrome's connections")
	case c.Pace.Rate < 0 || c.Pace.Burst < 1 || c.Pace.PerHost < 0:
		return bad("Pace", "needs Rate >= 0, Burst >= 1, PerHost >= 0, got %+v", c.Pace)
	}
	for _, f := range c.Render.ChromeFlags {
		name, _, _ := strings.Cut(f, "=")
		if escapesProxy[strings.ToLower(name)] {
			return bad("Render.ChromeFlags", "cannot hold %q: it would let Chrome's connections escape the address policy", name)
		}
	}
	if _, err := ParsePolicy(c.AllowPrivate); err != nil {
		return bad("AllowPrivate", "%v", err)
	}
	for _, h := range c.AllowHosts {
		if _, err := ParseHostPattern(h); err != nil {
			return bad("AllowHosts", "%v", err)
		}
	}
	rc := c.Render
	rc.Timeout = c.Timeout
	if rc.QuietWindow >= rc.Timeout {
		rc.QuietWindow = rc.Timeout / 2
	}
	return rc.Validate()
}
