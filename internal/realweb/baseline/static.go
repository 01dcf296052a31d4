package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"time"

	"github.com/rendercrawl/render/internal/realweb"
)

// crawlResult is one crawl of a static site.
type crawlResult struct {
	wall     time.Duration
	pages    int
	perSec   float64
	browser  int // records rendered in the browser, or rendered as samples
	exitCode int
}

// stats is the part of render's --stats file the tables use.
type stats struct {
	Pages          int     `json:"pages"`
	PagesPerSecond float64 `json:"pages_per_second"`
}

func (b *bench) staticTable(ctx context.Context, w io.Writer, sites []realweb.StaticSite) error {
	fmt.Fprintln(w, "| site | pages on disk | mode | wall | pages | pages/s | rendered in browser |")
	fmt.Fprintln(w, "| --- | ---: | --- | ---: | ---: | ---: | ---: |")
	for _, s := range sites {
		for _, mode := range []string{"http", "auto"} {
			r, err := b.crawl(ctx, s, mode)
			if err != nil {
				return err
			}
			fmt.Fprintf(w, "| %s | ≥%d | %s | %.1fs | %d | %.0f | %d |\n",
				s.Name, s.MinPages, mode, r.wall.Seconds(), r.pages, r.perSec, r.browser)
		}
	}
	fmt.Fprintln(w)
	return nil
}

// crawl runs render --crawl --scope prefix on a site's seed, in --mode http
// or in the default auto mode.
func (b *bench) crawl(ctx context.Context, s realweb.StaticSite, mode string) (crawlResult, error) {
	out, st := b.out(s.Name+"-"+mode+".jsonl"), b.out(s.Name+"-"+mode+".json")
	args := []string{"--crawl", "--scope", "prefix", "--quiet", "--out", out, "--stats", st}
	if mode != "auto" {
		args = append(args, "--mode", mode)
	}
	args = append(args, s.Seed)
	fmt.Fprintf(b.log, "baseline: %s %s\n", s.Name, mode)
	cmd := exec.CommandContext(ctx, b.render, args...)
	cmd.Stderr = b.log
	start := time.Now()
	err := cmd.Run()
	r := crawlResult{wall: time.Since(start), exitCode: cmd.ProcessState.ExitCode()}
	if err != nil && r.exitCode < 0 {
		return r, fmt.Errorf("%s %s: %w", s.Name, mode, err)
	}
	if r.exitCode != 0 {
		fmt.Fprintf(b.log, "baseline: %s %s: render exited %d\n", s.Name, mode, r.exitCode)
	}
	var sum stats
	if err := readJSON(st, &sum); err != nil {
		return r, err
	}
	r.pages, r.perSec = sum.Pages, sum.PagesPerSecond
	recs, err := readRecords(out)
	if err != nil {
		return r, err
	}
	for _, rec := range recs {
		if rec.Mode == "browser" || rec.Reason == "sample" {
			r.browser++
		}
	}
	return r, nil
}

func readJSON(path string, v any) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	if err := json.Unmarshal(b, v); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return nil
}
