package crawl

import (
	"strings"
	"sync"

	"github.com/rendercrawl/render/crawl/learn"
)

// Traps bounds what a crawl takes from sites that generate URLs without
// end: calendars, endless pagination, session ids in paths, relative links
// that pile up path segments. A URL over a limit is cut: not queued, and
// counted in the summary by reason.
type Traps struct {
	// MaxURLLength is the longest URL taken, in bytes.
	MaxURLLength int
	// MaxPathDepth is the most path segments taken.
	MaxPathDepth int
	// MaxRepeat is how often one path segment may occur in a path
	// (/a/b/a/b/a/... is a loop of relative links).
	MaxRepeat int
	// MaxPerPattern is the most pages taken per host and path pattern
	// (see learn.PatternKey): a calendar's pages share one.
	MaxPerPattern int
}

// DefaultTraps returns the limits the CLI starts from.
func DefaultTraps() Traps {
	return Traps{MaxURLLength: 2048, MaxPathDepth: 16, MaxRepeat: 3, MaxPerPattern: 5000}
}

// Reasons a URL is cut.
const (
	CutURLLength = "url-length"
	CutPathDepth = "path-depth"
	CutRepeat    = "repeated-segment"
	CutPattern   = "pattern-cap"
	CutMaxPages  = "max-pages"
	CutDepth     = "depth"
)

// trapGuard applies Traps; it counts pages per pattern.
type trapGuard struct {
	t  Traps
	mu sync.Mutex
	n  map[string]int
}

func newTrapGuard(t Traps) *trapGuard {
	return &trapGuard{t: t, n: make(map[string]int)}
}

// check returns why a canonical URL is cut, or "". A URL it lets through
// counts against its pattern.
func (g *trapGuard) check(u canonURL) string {
	if len(u.s) > g.t.MaxURLLength {
		return CutURLLength
	}
	segs := strings.Split(strings.Trim(u.path, "/"), "/")
	if len(segs) > g.t.MaxPathDepth {
		return CutPathDepth
	}
	seen := make(map[string]int, len(segs))
	for _, s := range segs {
		if s == "" {
			continue
		}
		seen[s]++
		if seen[s] > g.t.MaxRepeat {
			return CutRepeat
		}
	}
	key := learn.PatternKey(u.parsed)
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.n[key] >= g.t.MaxPerPattern {
		return CutPattern
	}
	g.n[key]++
	return ""
}
