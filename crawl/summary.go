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
	return &Summary{ByMode: map[string]int{}}
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
