package pace

import (
	"context"
	"log/slog"
	"time"

	"github.com/rendercrawl/render/internal/cfgerr"
)

// Config is how hard a host is pushed, by every path together.
type Config struct {
	// Rate is the requests per second allowed per host, Burst the bucket's
	// size; Rate 0 means no limit. Each request counts: a redirect's hop
	// over HTTP, and a document a page in the browser asks for after its
	// first.
	Rate  float64
	Burst int
	// PerHost bounds the requests in flight per host (0: no bound).
	PerHost int
	// MaxPause bounds the pause a server's Retry-After or robots.txt's
	// Crawl-delay sets; 0 means DefaultMaxPause.
	MaxPause time.Duration
	// Logger hears of the pauses servers ask for. Nil discards them.
	Logger *slog.Logger
}

// DefaultConfig returns the pace a crawl starts from: one request at a
// time in bursts, at most 8 in flight per host, no rate limit.
func DefaultConfig() Config { return Config{Burst: 1, PerHost: 8} }

// ConfigError is an invalid field of a Config.
type ConfigError = cfgerr.Error

// Validate reports the first invalid field as a *ConfigError.
func (c Config) Validate() error {
	bad := cfgerr.For("pace")
	switch {
	case c.Rate < 0:
		return bad("Rate", "must not be negative, got %v", c.Rate)
	case c.Burst < 1:
		return bad("Burst", "must be at least 1, got %d", c.Burst)
	case c.PerHost < 0:
		return bad("PerHost", "must not be negative, got %d", c.PerHost)
	case c.MaxPause < 0:
		return bad("MaxPause", "must not be negative, got %v", c.MaxPause)
	}
	return nil
}

// SharedBucket is a per-host token bucket shared by several processes;
// the Redis frontier's bucket satisfies it.
type SharedBucket interface {
	Reserve(ctx context.Context, host string, r float64, b int) (time.Duration, error)
	PauseUntil(ctx context.Context, host string, t time.Time) error
}
