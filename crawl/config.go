package crawl

import (
	"fmt"
	"log/slog"
	"regexp"
	"time"

	"github.com/rendercrawl/render/crawl/learn"
	"github.com/rendercrawl/render/crawl/pace"
	"github.com/rendercrawl/render/internal/cfgerr"
	"github.com/rendercrawl/render/sink"
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

// Config configures a Crawler. Start from DefaultConfig.
type Config struct {
	Mode Mode
	// Workers bounds the URLs in progress at once; 0 derives it from what
	// the renderer and the fetcher can take at once (enough to keep every
	// tab and HTTP slot busy while others wait on retries).
	Workers int
	// Grace is how long pages in flight may take to finish once the crawl
	// is asked to stop.
	Grace time.Duration
	// Pace is the pace of the Pacer New makes when Deps has none.
	Pace    pace.Config
	Retry   Retry
	Follow  Follow
	Learn   Learn
	Capture Capture

	// Logger receives the crawl's logs. Nil discards them.
	Logger *slog.Logger
}

// Retry is how failures worth retrying (a crash, a timeout, a network
// error, a 429 or 5xx) are retried.
type Retry struct {
	// Max is how many more attempts a URL gets after the first.
	Max int
	// Base is the first backoff; each retry doubles it, with full jitter,
	// up to Cap.
	Base, Cap time.Duration
}

// Follow is which links a crawl follows.
type Follow struct {
	// Links follows the links of each page, within the seed's Scope, up to
	// MaxDepth links from a seed (-1: no limit) and MaxPages pages in all
	// (0: no limit). A followed URL must match one of Include (when any)
	// and none of Exclude; seeds are always visited.
	Links    bool
	Scope    ScopeKind
	MaxDepth int
	MaxPages int
	Include  []*regexp.Regexp
	Exclude  []*regexp.Regexp
	// Sitemaps adds, for each seed, the pages its site's sitemaps list
	// (robots.txt Sitemap: lines and /sitemap.xml) as seeds.
	Sitemaps bool
	// Handlers renders, in auto mode, a page whose markup has event
	// handlers or whose inline scripts add listeners, whatever its
	// content decided, so that the renderer's exploration acts on them
	// (handlers.go). Set it when the renderer explores.
	Handlers bool
	// Canon says how URLs are made canonical for dedupe.
	Canon CanonOptions
	// Traps bounds URL generators (calendars, endless pagination).
	Traps Traps
	// IgnoreRobotsMeta follows the links of a page whose meta robots or
	// X-Robots-Tag says nofollow, and links marked rel=nofollow (ugc,
	// sponsored), and leaves noindex unmarked.
	IgnoreRobotsMeta bool
}

// Learn is how auto mode learns which pages need the browser (see
// crawl/learn).
type Learn = learn.Config

// Capture is what is kept of a page beyond its record's fields. The
// sinks' needs (sink.Needs) are added to it.
type Capture struct {
	// Screenshot takes a PNG of every HTML page (rendering it, even in
	// auto mode); FullPage captures the whole page rather than the
	// viewport.
	Screenshot, FullPage bool
	// Exchange keeps each page's HTTP exchanges for archival sinks (in
	// the browser, every response the page received); Bodies, their
	// bodies, read within Limits (zero: sink.DefaultLimits).
	Exchange, Bodies bool
	Limits           sink.Limits
	// Requests lists every request of a page in its record: over HTTP,
	// the sub-resources its markup and Link headers name (not fetched);
	// in the browser, every request the page made. At most MaxRequests
	// a page (0: 1000), the rest counted.
	Requests    bool
	MaxRequests int
	// Data renders every HTML page (even in auto mode), so that the
	// renderer's script (--eval) gives each its data.
	Data bool
	// Markdown adds each HTML page's main content to its record, as
	// Markdown and as plain text (package content): from the document
	// over HTTP, from the rendered DOM in the browser.
	Markdown bool
}

// DefaultConfig returns the configuration the CLI starts from.
func DefaultConfig() Config {
	return Config{
		Mode:  ModeAuto,
		Grace: 10 * time.Second,
		Pace:  pace.DefaultConfig(),
		Retry: Retry{Max: 2, Base: 500 * time.Millisecond, Cap: 30 * time.Second},
		Follow: Follow{
			Scope:    ScopeHost,
			MaxDepth: -1,
			Traps:    DefaultTraps(),
		},
		Learn: Learn{Warmup: 1, SampleEvery: 100, SampleFloor: 5, SampleShare: 0.02},
	}
}

// ConfigError is an invalid field of a Config; Field names it as a Go
// path ("Pace.Burst"), so that a CLI can name its own flag instead.
type ConfigError = cfgerr.Error

// Validate reports the first invalid field as a *ConfigError.
func (c Config) Validate() error {
	bad := cfgerr.For("crawl")
	if _, err := ParseMode(string(c.Mode)); err != nil {
		return bad("Mode", "%v", err)
	}
	if _, err := ParseScopeKind(string(c.Follow.Scope)); err != nil {
		return bad("Follow.Scope", "%v", err)
	}
	t := c.Follow.Traps
	switch {
	case c.Workers < 0:
		return bad("Workers", "must not be negative, got %d", c.Workers)
	case c.Grace < 0:
		return bad("Grace", "must not be negative, got %v", c.Grace)
	case c.Pace.Rate < 0:
		return bad("Pace.Rate", "must not be negative, got %v", c.Pace.Rate)
	case c.Pace.Burst < 1:
		return bad("Pace.Burst", "must be at least 1, got %d", c.Pace.Burst)
	case c.Pace.PerHost < 0:
		return bad("Pace.PerHost", "must not be negative, got %d", c.Pace.PerHost)
	case c.Pace.MaxPause < 0:
		return bad("Pace.MaxPause", "must not be negative, got %v", c.Pace.MaxPause)
	case c.Retry.Max < 0:
		return bad("Retry.Max", "must not be negative, got %d", c.Retry.Max)
	case c.Retry.Base <= 0:
		return bad("Retry.Base", "must be positive, got %v", c.Retry.Base)
	case c.Retry.Cap < c.Retry.Base:
		return bad("Retry.Cap", "must be at least Retry.Base (%v), got %v", c.Retry.Base, c.Retry.Cap)
	case c.Follow.MaxPages < 0:
		return bad("Follow.MaxPages", "must not be negative, got %d", c.Follow.MaxPages)
	case t.MaxURLLength < 1 || t.MaxPathDepth < 1 || t.MaxRepeat < 1:
		return bad("Follow.Traps", "limits must be at least 1, got %+v", t)
	case t.MaxPerPattern < 1:
		return bad("Follow.Traps.MaxPerPattern", "must be at least 1, got %d", t.MaxPerPattern)
	case c.Learn.Warmup < 1:
		return bad("Learn.Warmup", "must be at least 1, got %d", c.Learn.Warmup)
	case c.Learn.SampleEvery < 1:
		return bad("Learn.SampleEvery", "must be at least 1, got %d", c.Learn.SampleEvery)
	case c.Learn.SampleFloor < 0:
		return bad("Learn.SampleFloor", "must not be negative, got %d", c.Learn.SampleFloor)
	case c.Learn.SampleShare < 0 || c.Learn.SampleShare > 1:
		return bad("Learn.SampleShare", "must be between 0 and 1, got %v", c.Learn.SampleShare)
	}
	return nil
}

func (c Config) logger() *slog.Logger {
	if c.Logger != nil {
		return c.Logger
	}
	return slog.New(slog.DiscardHandler)
}
