package crawl

import (
	"fmt"
	"io"
	"log/slog"
	"regexp"
	"time"
)

// Mode chooses the path pages take.
type Mode string

const (
	// ModeBrowser renders every page in Chrome.
	ModeBrowser Mode = "browser"
	// ModeHTTP fetches every page over HTTP and never starts Chrome.
	ModeHTTP Mode = "http"
	// ModeAuto fetches over HTTP first and renders only the pages that need
	// a browser.
	ModeAuto Mode = "auto"
)

// ParseMode parses "browser", "http" or "auto".
func ParseMode(s string) (Mode, error) {
	switch m := Mode(s); m {
	case ModeBrowser, ModeHTTP, ModeAuto:
		return m, nil
	}
	return "", fmt.Errorf("unknown mode %q (want auto, http or browser)", s)
}

// Config configures a Crawler.
type Config struct {
	Mode Mode
	// Workers bounds the URLs in progress at once. The renderer and the
	// fetcher bound their own share (tabs, HTTP requests in flight).
	Workers int
	// Retries is how many more attempts a URL gets after a failure worth
	// retrying (a crash, a timeout, a network error, a 429 or 5xx).
	Retries int
	// RetryBase is the first backoff; each retry doubles it, with full
	// jitter, up to RetryMax.
	RetryBase time.Duration
	RetryMax  time.Duration
	// Grace is how long pages in flight may take to finish once the crawl
	// is asked to stop.
	Grace time.Duration
	// LearnWarmup is how many pages of a URL pattern auto mode renders
	// both ways before it trusts HTTP alone for the pattern; SampleEvery is
	// the gap, in pages of a learned pattern, before it is re-checked both
	// ways. The gap doubles after each re-check that confirms the pattern,
	// up to 16 times SampleEvery.
	LearnWarmup int
	SampleEvery int

	// Rate is the requests per second allowed per host, Burst the bucket's
	// size; Rate 0 means no limit. PerHost bounds the requests in flight
	// per host (0: no bound). Both paths share them.
	Rate    float64
	Burst   int
	PerHost int

	// Crawl follows the links of each page, within the seed's Scope, up to
	// MaxDepth links from a seed (-1: no limit) and MaxPages pages in all
	// (0: no limit). Include and Exclude, when set, filter the followed
	// URLs (seeds are always visited).
	Crawl    bool
	Scope    ScopeKind
	MaxDepth int
	MaxPages int
	Include  *regexp.Regexp
	Exclude  *regexp.Regexp
	// Sitemaps adds, for each seed, the pages its site's sitemaps list
	// (robots.txt Sitemap: lines and /sitemap.xml) as seeds.
	Sitemaps bool
	// Canon says how URLs are made canonical for dedupe.
	Canon CanonOptions
	// Traps bounds URL generators (calendars, endless pagination).
	Traps Traps

	// Checks, when enabled, are applied to every record (CI smoke mode).
	Checks *Checks
	// Screenshot takes a PNG of every HTML page (rendering it, even in
	// auto mode); FullPage captures the whole page rather than the
	// viewport. KeepExchange keeps each page's HTTP exchange on its record
	// for archival sinks.
	Screenshot, FullPage bool
	KeepExchange         bool

	// Logger receives the crawl's logs. Nil discards them.
	Logger *slog.Logger
}

// DefaultConfig returns the configuration the CLI starts from.
func DefaultConfig() Config {
	return Config{
		Mode:        ModeAuto,
		Workers:     20,
		Retries:     2,
		RetryBase:   500 * time.Millisecond,
		RetryMax:    30 * time.Second,
		Grace:       10 * time.Second,
		LearnWarmup: 1,
		SampleEvery: 100,
		Burst:       1,
		PerHost:     8,
		Scope:       ScopeHost,
		MaxDepth:    -1,
		Traps:       DefaultTraps(),
	}
}

// Validate reports the first invalid field.
func (c Config) Validate() error {
	if _, err := ParseMode(string(c.Mode)); err != nil {
		return fmt.Errorf("crawl: Mode: %w", err)
	}
	if _, err := ParseScopeKind(string(c.Scope)); err != nil {
		return fmt.Errorf("crawl: Scope: %w", err)
	}
	switch {
	case c.Workers < 1:
		return fmt.Errorf("crawl: Workers must be at least 1, got %d", c.Workers)
	case c.Retries < 0:
		return fmt.Errorf("crawl: Retries must not be negative, got %d", c.Retries)
	case c.RetryBase <= 0 || c.RetryMax < c.RetryBase:
		return fmt.Errorf("crawl: RetryBase (%v) must be positive and at most RetryMax (%v)", c.RetryBase, c.RetryMax)
	case c.Grace < 0:
		return fmt.Errorf("crawl: Grace must not be negative, got %v", c.Grace)
	case c.Rate < 0 || c.Burst < 1 || c.PerHost < 0:
		return fmt.Errorf("crawl: Rate (%v) and PerHost (%d) must not be negative, Burst (%d) must be at least 1", c.Rate, c.PerHost, c.Burst)
	case c.MaxPages < 0:
		return fmt.Errorf("crawl: MaxPages must not be negative, got %d", c.MaxPages)
	case c.Traps.MaxURLLength < 1 || c.Traps.MaxPathDepth < 1 || c.Traps.MaxRepeat < 1 || c.Traps.MaxPerPattern < 1:
		return fmt.Errorf("crawl: Traps limits must be at least 1, got %+v", c.Traps)
	case c.LearnWarmup < 1 || c.SampleEvery < 1:
		return fmt.Errorf("crawl: LearnWarmup (%d) and SampleEvery (%d) must be at least 1", c.LearnWarmup, c.SampleEvery)
	}
	return nil
}

func (c Config) logger() *slog.Logger {
	if c.Logger != nil {
		return c.Logger
	}
	return slog.New(slog.NewTextHandler(io.Discard, nil))
}
