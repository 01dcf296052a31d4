package crawl

import (
	"context"
	"slices"
	"strings"
	"time"

	"github.com/rendercrawl/render/sink"
)

// Summary is what a crawl did.
type Summary struct {
	Pages   int            `json:"pages"`
	OK      int            `json:"ok"`
	Failed  int            `json:"failed"`
	ByMode  map[string]int `json:"by_mode"`
	Retries int            `json:"retries"`
	Blocked int            `json:"blocked"`
	// Queued counts the URLs this process queued (seeds and links).
	Queued int `json:"queued"`
	// Cut counts the links not followed, by reason (depth, max-pages,
	// url-length, path-depth, repeated-segment, pattern-cap).
	Cut map[string]int `json:"cut,omitempty"`
	// Unstarted lists the URLs that were queued but never started because
	// the crawl was stopped.
	Unstarted []string `json:"unstarted,omitempty"`
	// FailedBy counts failed pages by kind of error (timeout, dns,
	// refused, tls, too-large, not-html, robots, crashed, hung, ...).
	FailedBy map[string]int `json:"failed_by,omitempty"`
	// CheckFailures counts the pages that failed a --fail-on or --expect
	// check.
	CheckFailures int `json:"check_failures"`
	// Bytes is the body bytes of all pages.
	Bytes int64 `json:"bytes"`
	// P50MS and P95MS are page times, in milliseconds.
	P50MS int64 `json:"p50_ms"`
	P95MS int64 `json:"p95_ms"`
	// PagesPerSecond is Pages over Elapsed.
	PagesPerSecond float64 `json:"pages_per_second"`
	times          []int64
	// InputIncomplete is set when the crawl stopped before its seed input
	// ended (a stream still open), so Unstarted lacks what was never read.
	InputIncomplete bool          `json:"input_incomplete,omitempty"`
	Interrupted     bool          `json:"interrupted"`
	Elapsed         time.Duration `json:"elapsed_ns"`
}

func newSummary() *Summary {
	return &Summary{ByMode: map[string]int{}, Cut: map[string]int{}, FailedBy: map[string]int{}}
}

func (c *Crawler) count(rec *sink.Record) {
	c.smu.Lock()
	defer c.smu.Unlock()
	s := c.stats
	s.Pages++
	if rec.OK() {
		s.OK++
		s.times = append(s.times, rec.ElapsedMS)
	} else {
		s.Failed++
		s.FailedBy[ErrorKind(rec.Error)]++
	}
	if len(rec.FailedChecks) > 0 {
		s.CheckFailures++
	}
	s.ByMode[rec.Mode]++
	s.Blocked += rec.Blocked
	s.Bytes += rec.Size
}

func (c *Crawler) addRetry() {
	c.smu.Lock()
	c.stats.Retries++
	c.smu.Unlock()
}

func (c *Crawler) cut(reason string) {
	c.smu.Lock()
	c.stats.Cut[reason]++
	c.smu.Unlock()
}

// finish computes the derived figures once the crawl is over.
func (s *Summary) finish(elapsed time.Duration) {
	s.Elapsed = elapsed
	if secs := elapsed.Seconds(); secs > 0 {
		s.PagesPerSecond = float64(s.Pages) / secs
	}
	if len(s.times) > 0 {
		slices.Sort(s.times)
		s.P50MS = s.times[len(s.times)/2]
		s.P95MS = s.times[min(len(s.times)-1, len(s.times)*95/100)]
	}
	s.times = nil
}

// errorKinds map words of an error to its kind, first match wins.
var errorKinds = []struct{ word, kind string }{
	{"robots", "robots"},
	{"invalid url", "invalid-url"},
	{"unsupported scheme", "invalid-url"},
	{"needs a browser", "no-browser"},
	{"interrupted", "interrupted"},
	{"too large", "too-large"},
	{"not html", "not-html"},
	{"crashed", "crashed"},
	{"hung", "hung"},
	{"redirect", "redirects"},
	{"name_not_resolved", "dns"},
	{"no such host", "dns"},
	{"dns", "dns"},
	{"refused", "refused"},
	{"tls", "tls"},
	{"certificate", "tls"},
	{"cert_", "tls"},
	{"ssl", "tls"},
	{"https client", "tls"},
	{"timeout", "timeout"},
	{"timed_out", "timeout"},
	{"deadline", "timeout"},
	{"truncated", "network"},
	{"reset", "network"},
	{"network", "network"},
	{"net::", "network"},
}

// ErrorKind sorts a record's error into a kind, for the summary.
func ErrorKind(msg string) string {
	m := strings.ToLower(msg)
	for _, k := range errorKinds {
		if strings.Contains(m, k.word) {
			return k.kind
		}
	}
	return "other"
}

// Progress is a snapshot of a running crawl.
type Progress struct {
	Pages, OK, Failed int
	// Queued and Leased come from the frontier (the whole crawl's, when it
	// is shared).
	Queued, Leased int64
	Elapsed        time.Duration
}

// Progress returns a snapshot of the crawl, for progress displays and
// metrics. It is safe to call while Run runs.
func (c *Crawler) Progress(ctx context.Context) Progress {
	var p Progress
	c.smu.Lock()
	if s := c.stats; s != nil {
		p.Pages, p.OK, p.Failed = s.Pages, s.OK, s.Failed
		p.Elapsed = time.Since(c.started)
	}
	c.smu.Unlock()
	if st, err := c.frontier.Stats(ctx); err == nil {
		p.Queued, p.Leased = st.Queued, st.Leased
	}
	return p
}
