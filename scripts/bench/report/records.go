package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
)

// record is the part of a render record the realweb tables use. Crawl
// outputs may have been stripped of their html and text to save space;
// the counts below do not need them.
type record struct {
	URL       string `json:"url"`
	Mode      string `json:"mode"`
	Reason    string `json:"reason"`
	Text      string `json:"text"`
	ElapsedMS int64  `json:"elapsed_ms"`
	Note      string `json:"note"`
	Error     string `json:"error"`
}

// outcome is what one run's output holds: how many records, how many of
// them a browser rendered, and, for a run of a single URL, its record.
type outcome struct {
	pages    int
	sample   int // taken both ways, to verify or re-check a kind
	rendered int // rendered in the browser: mode browser, or a sample
	errors   int
	only     *record // the record when there is exactly one
}

func readOutcome(path string) (outcome, error) {
	var o outcome
	f, err := os.Open(path)
	if err != nil {
		return o, err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 64<<20)
	var first record
	for sc.Scan() {
		var r record
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			return o, fmt.Errorf("%s: record %d: %w", path, o.pages+1, err)
		}
		o.pages++
		compared := r.Reason == "verify" || r.Reason == "recheck" || r.Reason == "named" || r.Reason == "unplaced"
		if compared {
			o.sample++
		}
		if r.Mode == "browser" || compared {
			o.rendered++
		}
		if r.Error != "" {
			o.errors++
		}
		if o.pages == 1 {
			first = r
		}
	}
	if o.pages == 1 {
		o.only = &first
	}
	return o, sc.Err()
}

// outcomes are the outcomes of runs, by output path.
type outcomes map[string]outcome

// loadOutcomes reads the output of every run of the tags keep selects. A
// missing or unreadable output counts as no records (the run failed), and
// is reported on warn.
func loadOutcomes(c *cells, keep func(tag string) bool, warn func(error)) outcomes {
	outs := outcomes{}
	for _, tag := range c.order {
		if !keep(tag) {
			continue
		}
		for _, r := range c.runs[tag] {
			o, err := readOutcome(r.Output)
			if err != nil {
				warn(err)
			}
			outs[r.Output] = o
		}
	}
	return outs
}

// rate is pages per second counted from the records: a crawl's pages are
// those it found, not the seeds it was given.
func (outs outcomes) rate(r harnessRun) float64 {
	if r.WallS <= 0 {
		return 0
	}
	return float64(outs[r.Output].pages) / r.WallS
}
