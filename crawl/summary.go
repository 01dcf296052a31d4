package crawl

import (
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
	// InputIncomplete is set when the crawl stopped before its seed input
	// ended (a stream still open), so Unstarted lacks what was never read.
	InputIncomplete bool          `json:"input_incomplete,omitempty"`
	Interrupted     bool          `json:"interrupted"`
	Elapsed         time.Duration `json:"elapsed_ns"`
}

func newSummary() *Summary {
	return &Summary{ByMode: map[string]int{}, Cut: map[string]int{}}
}

func (c *Crawler) count(rec *sink.Record) {
	c.smu.Lock()
	defer c.smu.Unlock()
	s := c.stats
	s.Pages++
	if rec.OK() {
		s.OK++
	} else {
		s.Failed++
	}
	s.ByMode[rec.Mode]++
	s.Blocked += rec.Blocked
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
