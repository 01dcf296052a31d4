package crawl

import (
	"strings"
	"sync"
)

// learner pools what auto mode saw of a host's pages, so that it spends
// little on learning and still finds the pages that need a browser:
//
//   - A page whose HTML clearly is the page (no app mount point, no
//     framework that hydrates it, enough text) is kept over HTTP on its
//     own signals, and costs no browser at all.
//   - A page whose HTML clearly is not (an empty app root, a <noscript>
//     plea, scripts and no text) is rendered. Once a few pages of a
//     section (the host and directory pattern) or a pattern were all
//     like that, the section goes to the browser straight away, without
//     the HTTP fetch first, and is re-checked over HTTP now and then.
//   - The pages in between (a framework's server-rendered page that may
//     add content when it hydrates) are sampled: rendered both ways and
//     compared. What the samples teach is pooled: a pattern's samples
//     decide for the pattern, a section's for the patterns it holds, a
//     host's for its new sections, so a host whose samples all agree
//     stops sampling each new pattern. Samples come out of a budget, a
//     small share of the host's pages with a floor, so that learning
//     stays a bounded cost however untidy the URLs are; a new section
//     still gets its first sample while the budget allows.
type learner struct {
	cfg Learn

	mu    sync.Mutex
	hosts map[string]*hostLearn
}

// evidence counts the verdicts of pages: the browser was needed, or the
// HTML was the page.
type evidence struct{ needs, static int }

func (e *evidence) add(needed bool) {
	if needed {
		e.needs++
	} else {
		e.static++
	}
}

// says is what the evidence teaches once it holds at least n verdicts
// that all agree: verdictNeeded, verdictNotNeeded, or verdictNone.
func (e evidence) says(n int) verdict {
	switch {
	case e.needs >= n && e.static == 0:
		return verdictNeeded
	case e.static >= n && e.needs == 0:
		return verdictNotNeeded
	}
	return verdictNone
}

type hostLearn struct {
	all      groupLearn // the host as a whole
	samples  int        // pages rendered both ways to learn (or being)
	sections map[string]*groupLearn
	patterns map[string]*groupLearn
}

// groupLearn is what was seen of a section or a pattern.
type groupLearn struct {
	pages   int
	seen    evidence // verdicts of every page: signals and samples
	sampled evidence // verdicts of samples only
	pending bool     // a sample is in flight
	// due is the page count at which the next re-check is due, gap the
	// pages between re-checks; each re-check that confirms doubles it.
	due, gap int
}

// maxGapFactor bounds how far re-checks back off.
const maxGapFactor = 16

// sectionWarmup: a section needs this many times a pattern's warm-up of
// agreeing pages before it is trusted, as it holds pages of many kinds.
const sectionWarmup = 3

func newLearner(cfg Learn) *learner {
	return &learner{cfg: cfg, hosts: make(map[string]*hostLearn)}
}

// route is what the learner advises for a page before it is fetched.
type route int

const (
	// routeHTTP: fetch over HTTP and let the page's signals and what was
	// learned decide.
	routeHTTP route = iota
	// routeBrowser: the page's section or pattern is known to need the
	// browser; skip HTTP.
	routeBrowser
	// routeRecheck: a section learned to need the browser, due for a
	// re-check over HTTP.
	routeRecheck
)

// ticket is what the learner handed out for one page: it comes back with
// the page's verdict (tell).
type ticket struct {
	host, section, pattern string
	route                  route
	sample                 bool // the page is being rendered both ways to learn
}

// verdict is what a page taught.
type verdict int

const (
	verdictNone      verdict = iota // nothing: an error, not HTML, a forced mode
	verdictNeeded                   // the browser was needed
	verdictNotNeeded                // the HTML was the page
)

// advise returns the route of a page and counts it.
func (l *learner) advise(host, section, pattern string) ticket {
	l.mu.Lock()
	defer l.mu.Unlock()
	h := l.host(host)
	s, p := h.group(h.sections, section), h.group(h.patterns, pattern)
	h.all.pages++
	s.pages++
	p.pages++
	t := ticket{host: host, section: section, pattern: pattern}
	g, v := p, p.seen.says(l.cfg.Warmup)
	if v == verdictNone {
		g, v = s, s.seen.says(sectionWarmup*l.cfg.Warmup)
	}
	if v == verdictNeeded {
		t.route = routeBrowser
		if l.recheck(g) {
			t.route = routeRecheck
		}
	}
	return t
}

// sampled decides, for a page whose signals leave it open, whether to
// render it both ways, and if not what the samples so far say of it
// (pattern, then section, then host, each once it holds enough agreeing
// samples). It returns the verdict to follow (verdictNone: the samples
// say nothing yet) and whether to sample.
func (l *learner) sampled(t *ticket) (verdict, bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	h := l.host(t.host)
	s, p := h.group(h.sections, t.section), h.group(h.patterns, t.pattern)
	budget := h.samples < l.cfg.SampleFloor+int(l.cfg.SampleShare*float64(h.all.pages)) && !p.pending
	v, g := p.sampled.says(1), p
	if v == verdictNone {
		v, g = s.sampled.says(2), s
	}
	if newSection := s.sampled == (evidence{}) && !s.pending; v == verdictNone && !(newSection && budget) {
		v, g = h.all.sampled.says(3), &h.all
	}
	if !budget || (v != verdictNone && !l.recheck(g)) {
		return v, false // learned (and not due for a re-check), or no budget left
	}
	h.samples++
	p.pending, s.pending = true, true
	t.sample = true
	return v, true
}

// recheck reports whether the page just counted against a learned group
// is due for a re-check, and if so schedules the next one. The caller
// holds l.mu.
func (l *learner) recheck(g *groupLearn) bool {
	if g.gap == 0 {
		g.gap, g.due = l.cfg.SampleEvery, g.pages+l.cfg.SampleEvery
	}
	if g.pages < g.due {
		return false
	}
	g.due = g.pages + g.gap
	g.gap = min(2*g.gap, maxGapFactor*l.cfg.SampleEvery)
	return true
}

// tell gives the learner the verdict of a page it advised on: the one
// call a page makes to it after its advice.
func (l *learner) tell(t ticket, v verdict) {
	if t.host == "" {
		return // a forced mode: nothing was advised
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	h := l.host(t.host)
	s, p := h.group(h.sections, t.section), h.group(h.patterns, t.pattern)
	if t.sample {
		p.pending, s.pending = false, false
	}
	if v == verdictNone {
		if t.sample {
			h.samples-- // the sample taught nothing: its budget goes back
		}
		return
	}
	needed := v == verdictNeeded
	for _, g := range []*groupLearn{s, p, &h.all} {
		before := g.seen.says(l.cfg.Warmup) // a change of mind, at any level
		g.seen.add(needed)
		if t.sample {
			g.sampled.add(needed)
		}
		if before != verdictNone && before != v {
			// A contradiction: re-checks come back to their first pace.
			g.gap, g.due = l.cfg.SampleEvery, g.pages+l.cfg.SampleEvery
		}
	}
}

func (l *learner) host(name string) *hostLearn {
	h := l.hosts[name]
	if h == nil {
		h = &hostLearn{sections: make(map[string]*groupLearn), patterns: make(map[string]*groupLearn)}
		l.hosts[name] = h
	}
	return h
}

func (h *hostLearn) group(m map[string]*groupLearn, key string) *groupLearn {
	g := m[key]
	if g == nil {
		g = &groupLearn{}
		m[key] = g
	}
	return g
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

// sectionKey is the part of a site a URL is in: the host and the
// directory of its path, digits replaced by {n}. /app/users/5 and
// /app/users/7 are in /app/users/; /docs/a.html and /docs/b.html in
// /docs/.
func sectionKey(u canonURL) string {
	dir := u.path[:strings.LastIndexByte(u.path, '/')+1]
	return u.host + replaceDigits(dir)
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
