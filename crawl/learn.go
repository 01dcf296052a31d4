package crawl

import (
	"strings"
	"sync"
)

// learner remembers, per host and path pattern, whether pages rendered
// both ways needed the browser, so that auto mode can send a pattern
// straight to the browser (no HTTP pre-fetch) or keep it on HTTP (no
// browser), and still re-check a sample of it both ways.
type learner struct {
	// warmup is how many pages of a pattern are rendered both ways before
	// HTTP alone is trusted for it.
	warmup int
	// every is the gap, in pages of a learned pattern, before its first
	// re-check both ways. Each re-check that confirms what was learned
	// doubles the gap, up to maxGapFactor times every; one that does not
	// brings it back to every. A site of 100,000 pages of one template
	// gets about 70 re-checks rather than 1,000.
	every int

	mu       sync.Mutex
	patterns map[string]*patternStats
}

type patternStats struct {
	pages   int // pages routed under this pattern
	sampled int // pages sent to be rendered both ways while warming up
	same    int // rendered both ways, the browser added nothing
	needs   int // rendered both ways (or a shell), the browser was needed
	due     int // the page count at which the next re-check is due
	gap     int // pages between re-checks
	pending int // re-checks sent and not answered yet
}

// maxGapFactor bounds how far re-checks of a learned pattern back off.
const maxGapFactor = 16

func newLearner(warmup, every int) *learner {
	return &learner{warmup: warmup, every: every, patterns: make(map[string]*patternStats)}
}

// route is what the learner advises for a URL.
type route int

const (
	// routeUnknown: fetch over HTTP and let the page's signals decide; the
	// first pages of a pattern are rendered both ways to learn it, the
	// others wait for what those teach.
	routeUnknown route = iota
	// routeWarmup: like routeUnknown, and render both ways when the
	// signals say HTTP is enough, to learn the pattern.
	routeWarmup
	// routeHTTP: the pattern is known not to need the browser.
	routeHTTP
	// routeBrowser: the pattern is known to need the browser; skip HTTP.
	routeBrowser
	// routeSample: a learned pattern, due for a re-check both ways.
	routeSample
)

// ticket is what the learner handed out for one page: it comes back with
// the page's verdict (tell).
type ticket struct {
	key   string
	route route
}

// verdict is what a page taught about its pattern.
type verdict int

const (
	verdictNone      verdict = iota // nothing: an error, not HTML, not compared
	verdictNeeded                   // the browser was needed
	verdictNotNeeded                // the HTML was the page
)

// advise returns the route for a page of pattern key and counts the page
// against the pattern.
func (l *learner) advise(key string) ticket {
	rt := l.route(key)
	return ticket{key: key, route: rt}
}

// tell gives the learner the verdict of a page it advised on: the one
// call a page makes to it after its advice.
func (l *learner) tell(t ticket, v verdict) {
	if t.key == "" {
		return // a forced mode: nothing was advised
	}
	switch v {
	case verdictNone:
		l.unanswered(t.key, t.route)
	default:
		l.observe(t.key, v == verdictNeeded)
	}
}

// route advises on a page of pattern key and counts it.
func (l *learner) route(key string) route {
	l.mu.Lock()
	defer l.mu.Unlock()
	s := l.stats(key)
	s.pages++
	switch {
	case s.needs > 0 && s.needs >= s.same:
		if l.recheck(s) {
			return routeSample
		}
		return routeBrowser
	case s.needs == 0 && s.same >= l.warmup:
		if l.recheck(s) {
			return routeSample
		}
		return routeHTTP
	case s.sampled < l.warmup:
		// Only warmup pages of an unlearned pattern are rendered both
		// ways, however many of them are in flight at once.
		s.sampled++
		return routeWarmup
	}
	return routeUnknown
}

// recheck reports whether the page just counted against the learned
// pattern s is due for a re-check, and if so schedules the next one. The
// caller holds l.mu.
func (l *learner) recheck(s *patternStats) bool {
	if s.gap == 0 {
		s.gap, s.due = l.every, l.every
	}
	if s.pages < s.due {
		return false
	}
	s.due = s.pages + s.gap
	s.pending++
	return true
}

// unanswered gives back what route handed out for a page that taught
// nothing (an error, an error status, not HTML, a failed render): its
// warm-up slot goes to the next page of the pattern, and a re-check that
// got no answer is not waited on.
func (l *learner) unanswered(key string, rt route) {
	l.mu.Lock()
	defer l.mu.Unlock()
	s := l.stats(key)
	switch {
	case rt == routeWarmup && s.sampled > 0:
		s.sampled--
	case rt == routeSample && s.pending > 0:
		s.pending--
	}
}

// observe records whether the browser was needed for a page of pattern key.
// An answer that goes against what the pattern had taught brings its
// re-checks back to their first pace.
func (l *learner) observe(key string, needed bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	s := l.stats(key)
	wasBrowser := s.needs > 0 && s.needs >= s.same
	wasHTTP := s.needs == 0 && s.same >= l.warmup
	if needed {
		s.needs++
	} else {
		s.same++
	}
	switch {
	case (needed && wasHTTP) || (!needed && wasBrowser):
		s.gap = l.every
		s.due = s.pages + l.every
		s.pending = 0
	case s.pending > 0:
		// A re-check that confirms the pattern: the next one can wait
		// twice as long. One that gave no answer (the page failed, or was
		// not HTML) does not count.
		s.pending--
		s.gap = min(2*s.gap, maxGapFactor*l.every)
	}
}

// stats returns the counters of a pattern; the caller holds l.mu.
func (l *learner) stats(key string) *patternStats {
	s := l.patterns[key]
	if s == nil {
		s = &patternStats{}
		l.patterns[key] = s
	}
	return s
}

// patternKey groups URLs that share a template: the host and the path with
// every run of digits replaced by {n}, and a last segment that looks like
// a slug (long, or words joined by - or _) replaced by {slug}. So
// /product/123 and /product/456 share /product/{n}, and
// /blog/how-we-crawl and /blog/why-we-render share /blog/{slug}.
func patternKey(u canonURL) string {
	segs := strings.Split(u.path, "/")
	for i, s := range segs {
		if s == "" {
			continue
		}
		last := i == len(segs)-1
		if last && isSlug(s) {
			segs[i] = "{slug}"
			continue
		}
		segs[i] = replaceDigits(s)
	}
	return u.host + strings.Join(segs, "/")
}

func isSlug(s string) bool {
	base := s
	if i := strings.LastIndexByte(base, '.'); i > 0 {
		base = base[:i]
	}
	return len(base) >= 24 || strings.Count(base, "-")+strings.Count(base, "_") >= 2
}

func replaceDigits(s string) string {
	var b strings.Builder
	inDigits := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= '0' && c <= '9' {
			if !inDigits {
				b.WriteString("{n}")
				inDigits = true
			}
			continue
		}
		inDigits = false
		b.WriteByte(c)
	}
	return b.String()
}
