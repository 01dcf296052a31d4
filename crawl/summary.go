package crawl

import (
	"context"
	"maps"
	"slices"
	"strconv"
	"sync"
	"time"

	"github.com/rendercrawl/render/crawl/learn"
	"github.com/rendercrawl/render/sink"
)

// KindReport is what a crawl learned of one kind of page
// (learn.KindReport).
type KindReport = learn.KindReport

// Summary is what a crawl did.
type Summary struct {
	Pages  int            `json:"pages"`
	OK     int            `json:"ok"`
	Failed int            `json:"failed"`
	ByMode map[string]int `json:"by_mode"`
	// OKByMode counts the successes of each mode (ByMode less failures).
	OKByMode map[string]int `json:"ok_by_mode"`
	// Retries counts the attempts after the first, over all pages.
	Retries int `json:"retries"`
	Blocked int `json:"blocked"`
	// Queued counts the URLs this process queued (seeds and links).
	Queued int `json:"queued"`
	// Cut counts the links not followed, by reason (depth, max-pages,
	// url-length, path-depth, repeated-segment, pattern-cap).
	Cut map[string]int `json:"cut"`
	// Unstarted lists the URLs that were queued but never started because
	// the crawl was stopped.
	Unstarted []string `json:"unstarted"`
	// Unfinished lists the pages the stop cut short in a crawl whose
	// frontier outlives the run (--state, --frontier): they have no record
	// and are visited again by the run that resumes the crawl.
	Unfinished []string `json:"unfinished"`
	// FailedBy counts failed pages by kind of error (ErrorKind).
	FailedBy map[string]int `json:"failed_by"`
	// ByStatus counts the pages that got an HTTP answer by the class of
	// its status (2xx, 3xx, 4xx, 5xx): a 404 is a page that succeeded
	// (OK) and is counted under 4xx here.
	ByStatus map[string]int `json:"by_status"`
	// CheckFailures counts the pages that failed a --fail-on or --expect
	// check.
	CheckFailures int `json:"check_failures"`
	// Kinds is what auto mode learned of each kind of page with scripts
	// (the pages of a host that run one set of scripts): how many, the
	// verdict, and the render that decided it.
	Kinds []KindReport `json:"kinds"`
	// Bytes is the body bytes of all pages.
	Bytes int64 `json:"bytes"`
	// P50MS and P95MS are the times of successful pages, in milliseconds.
	P50MS int64 `json:"p50_ms"`
	P95MS int64 `json:"p95_ms"`
	// PageSeconds is the distribution of page times, per mode.
	PageSeconds map[string]Histogram `json:"-"`
	// PagesPerSecond is Pages over Elapsed.
	PagesPerSecond float64 `json:"pages_per_second"`
	// InputIncomplete is set when the crawl stopped before its seed input
	// ended (a stream still open), so Unstarted lacks what was never read.
	InputIncomplete bool          `json:"input_incomplete"`
	Interrupted     bool          `json:"interrupted"`
	Elapsed         time.Duration `json:"-"`
	// ElapsedMS is Elapsed in milliseconds, as records give times.
	ElapsedMS int64 `json:"elapsed_ms"`
}

// Histogram counts page times in buckets of an upper bound each, as
// Prometheus does (Counts[i] are the times <= Bounds[i], cumulative).
type Histogram struct {
	Bounds []float64 // seconds
	Counts []uint64
	Sum    float64
	Count  uint64
}

// pageBounds are the upper bounds, in seconds, of the page-time buckets.
var pageBounds = []float64{.01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10, 30}

func (h *Histogram) add(secs float64) {
	if h.Counts == nil {
		h.Bounds, h.Counts = pageBounds, make([]uint64, len(pageBounds))
	}
	for i, b := range h.Bounds {
		if secs <= b {
			h.Counts[i]++
		}
	}
	h.Sum += secs
	h.Count++
}

// tally is the one observer of the record stream: the summary, the
// progress display and the metrics all read it.
type tally struct {
	mu sync.Mutex
	s  Summary
	// times counts the successful pages by their time in milliseconds:
	// bounded by the distinct times, not by the pages (a million-page
	// crawl kept 8 MB of times, and sorted a copy of them for every
	// progress line and metrics scrape).
	times   map[int64]int
	nTimes  int
	started time.Time
}

func newTally() *tally {
	t := &tally{}
	t.reset(time.Now())
	return t
}

func (t *tally) reset(start time.Time) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.s = Summary{ByMode: map[string]int{}, OKByMode: map[string]int{}, Cut: map[string]int{},
		FailedBy: map[string]int{}, ByStatus: map[string]int{}, PageSeconds: map[string]Histogram{}, Unstarted: []string{}, Unfinished: []string{}}
	t.times, t.nTimes = map[int64]int{}, 0
	t.started = start
}

// observe counts one record.
func (t *tally) observe(rec *sink.Record) {
	t.mu.Lock()
	defer t.mu.Unlock()
	s := &t.s
	s.Pages++
	s.ByMode[rec.Mode]++
	if rec.OK() {
		s.OK++
		s.OKByMode[rec.Mode]++
		t.times[rec.ElapsedMS]++
		t.nTimes++
	} else {
		s.Failed++
		s.FailedBy[rec.ErrorKind]++
	}
	if len(rec.FailedChecks) > 0 {
		s.CheckFailures++
	}
	if rec.Status >= 100 && rec.Status < 1000 {
		s.ByStatus[strconv.Itoa(rec.Status/100)+"xx"]++
	}
	s.Retries += max(rec.Attempts-1, 0)
	s.Blocked += rec.Blocked
	s.Bytes += rec.Size
	h := s.PageSeconds[rec.Mode]
	h.add(float64(rec.ElapsedMS) / 1000)
	s.PageSeconds[rec.Mode] = h
}

func (t *tally) cut(reason string) {
	t.mu.Lock()
	t.s.Cut[reason]++
	t.mu.Unlock()
}

func (t *tally) queued(n int) {
	t.mu.Lock()
	t.s.Queued += n
	t.mu.Unlock()
}

// summary is a copy of the counts so far, with the derived figures.
func (t *tally) summary(elapsed time.Duration) *Summary {
	t.mu.Lock()
	defer t.mu.Unlock()
	s := t.s
	s.ByMode, s.OKByMode = maps.Clone(s.ByMode), maps.Clone(s.OKByMode)
	s.Cut, s.FailedBy = maps.Clone(s.Cut), maps.Clone(s.FailedBy)
	s.ByStatus = maps.Clone(s.ByStatus)
	s.PageSeconds = make(map[string]Histogram, len(t.s.PageSeconds))
	for k, h := range t.s.PageSeconds {
		h.Counts = slices.Clone(h.Counts)
		s.PageSeconds[k] = h
	}
	s.Unstarted = slices.Clone(s.Unstarted)
	s.Unfinished = slices.Clone(s.Unfinished)
	s.Elapsed, s.ElapsedMS = elapsed, elapsed.Milliseconds()
	if secs := elapsed.Seconds(); secs > 0 {
		s.PagesPerSecond = float64(s.Pages) / secs
	}
	if t.nTimes > 0 {
		s.P50MS = t.timeAt(t.nTimes / 2)
		s.P95MS = t.timeAt(min(t.nTimes-1, t.nTimes*95/100))
	}
	return &s
}

// timeAt is the time of the successful page of rank i (from 0) when
// they are sorted by time. The caller holds t.mu.
func (t *tally) timeAt(i int) int64 {
	ms := slices.Sorted(maps.Keys(t.times))
	for _, m := range ms {
		if i -= t.times[m]; i < 0 {
			return m
		}
	}
	return ms[len(ms)-1]
}

// Snapshot is the summary of the crawl so far, for metrics; it is safe
// to call while Run runs.
func (c *Crawler) Snapshot() *Summary {
	c.tally.mu.Lock()
	start := c.tally.started
	c.tally.mu.Unlock()
	return c.tally.summary(time.Since(start))
}

// Progress is a snapshot of a running crawl.
type Progress struct {
	Pages, OK, Failed int
	// Queued and Leased come from the frontier (the whole crawl's, when it
	// is shared).
	Queued, Leased int64
	Elapsed        time.Duration
}

// Progress returns a snapshot of the crawl, for progress displays. It is
// safe to call while Run runs.
func (c *Crawler) Progress(ctx context.Context) Progress {
	c.tally.mu.Lock()
	p := Progress{Pages: c.tally.s.Pages, OK: c.tally.s.OK, Failed: c.tally.s.Failed, Elapsed: time.Since(c.tally.started)}
	c.tally.mu.Unlock()
	if st, err := c.frontier.Stats(ctx); err == nil {
		p.Queued, p.Leased = st.Queued, st.Leased
	}
	return p
}
