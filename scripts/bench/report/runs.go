package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"strings"
)

// baseSuffix marks the twin of a cell run on the base build.
const baseSuffix = "@base"

// harnessRun is the part of one harness record (a measured whole-process
// run) that the tables use.
type harnessRun struct {
	Tag       string  `json:"tag"`
	URLCount  int     `json:"url_count"`
	Output    string  `json:"output"`
	ExitCode  int     `json:"exit_code"`
	TimedOut  bool    `json:"timed_out"`
	WallS     float64 `json:"wall_s"`
	CPUS      float64 `json:"cpu_s"`
	PeakPSSMB float64 `json:"peak_pss_mb"`
	OtherCPUS float64 `json:"other_cpu_s"` // CPU the rest of the machine used meanwhile
}

// failed reports whether the run did not end normally.
func (r harnessRun) failed() bool { return r.ExitCode != 0 || r.TimedOut }

// cells are the runs of a record file by tag, in the order the tags first
// appear; each tag's runs are in the order they ran, so the k-th runs of
// two tags are from the same round.
type cells struct {
	order []string
	runs  map[string][]harnessRun
}

func readCells(path string) (*cells, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	c := &cells{runs: map[string][]harnessRun{}}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 16<<20)
	for line := 1; sc.Scan(); line++ {
		if strings.TrimSpace(sc.Text()) == "" {
			continue
		}
		var r harnessRun
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			return nil, fmt.Errorf("%s:%d: %w", path, line, err)
		}
		if _, ok := c.runs[r.Tag]; !ok {
			c.order = append(c.order, r.Tag)
		}
		c.runs[r.Tag] = append(c.runs[r.Tag], r)
	}
	return c, sc.Err()
}

// hasBase reports whether any cell has a twin on the base build.
func (c *cells) hasBase() bool {
	for _, t := range c.order {
		if strings.HasSuffix(t, baseSuffix) {
			return true
		}
	}
	return false
}
