package checks

import (
	"slices"
	"sync"

	"github.com/rendercrawl/render/sink"
)

// Report judges the records of one run as its Checks do, and keeps what
// the end of a CI log says: the first pages that failed a check, with
// what they failed, and the expectations no page matched (a pattern with
// a typo checks nothing). Decorate is safe for concurrent use.
type Report struct {
	checks *Checks
	keep   int

	mu      sync.Mutex
	failed  []PageFailure
	more    int    // pages that failed past the first keep
	matched []bool // by index in checks.Expect
}

// PageFailure is a page that failed checks.
type PageFailure struct {
	URL    string
	Failed []sink.CheckFailure
}

// NewReport returns a Report of c that keeps the first keep pages that
// failed.
func NewReport(c *Checks, keep int) *Report {
	return &Report{checks: c, keep: keep, matched: make([]bool, len(c.Expect))}
}

// Decorate judges a record as Checks.Decorate does and remembers the
// outcome.
func (r *Report) Decorate(rec *sink.Record) {
	matched := r.checks.decorate(rec)
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, i := range matched {
		r.matched[i] = true
	}
	r.remember(rec)
}

// Earlier remembers a page that failed checks in the earlier part of a
// resumed crawl (its record is kept in the output the crawl resumes):
// the run that resumes it fails on it as the first part did, instead of
// passing a gate the first part failed because it has no page left to
// judge.
func (r *Report) Earlier(rec *sink.Record) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.remember(rec)
}

// remember keeps a page that failed checks. The caller holds r.mu.
func (r *Report) remember(rec *sink.Record) {
	switch {
	case len(rec.FailedChecks) == 0:
	case len(r.failed) < r.keep:
		r.failed = append(r.failed, PageFailure{URL: rec.URL, Failed: slices.Clone(rec.FailedChecks)})
	default:
		r.more++
	}
}

// NeedsBrowser is Checks.NeedsBrowser.
func (r *Report) NeedsBrowser() bool { return r.checks.NeedsBrowser() }

// Failed returns the first pages that failed checks, in the order they
// were judged, and how many more failed.
func (r *Report) Failed() (first []PageFailure, more int) {
	r.mu.Lock()
	defer r.mu.Unlock()
	return slices.Clone(r.failed), r.more
}

// Unmatched returns the patterns, as written, of the expectations whose
// pattern matched no page judged so far.
func (r *Report) Unmatched() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	var out []string
	for i, ok := range r.matched {
		if !ok {
			out = append(out, r.checks.Expect[i].Pattern.String())
		}
	}
	return out
}
