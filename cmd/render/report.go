package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"time"

	"golang.org/x/term"

	"github.com/rendercrawl/render/crawl"
	"github.com/rendercrawl/render/render"
)

// poolStats are the browser's counters in --stats, in the summary's
// snake_case.
type poolStats struct {
	Pages      int64 `json:"pages"`
	Errors     int64 `json:"errors"`
	TabsOpened int64 `json:"tabs_opened"`
	Restarts   int64 `json:"restarts"`
	Recycles   int64 `json:"recycles"`
	Busy       int64 `json:"busy"`
}

// writeStats writes the summary as JSON.
func writeStats(name string, s *crawl.Summary, pool *render.Pool) error {
	type browserStats struct {
		Binary string    `json:"binary"`
		Stats  poolStats `json:"stats"`
	}
	out := struct {
		*crawl.Summary
		Browser *browserStats `json:"browser,omitempty"`
	}{Summary: s}
	if pool != nil {
		st := pool.Stats()
		out.Browser = &browserStats{Binary: pool.Chrome().Exec, Stats: poolStats{Pages: st.Pages, Errors: st.Errors,
			TabsOpened: st.TabsOpened, Restarts: st.Restarts, Recycles: st.Recycles, Busy: st.Busy}}
	}
	b, err := json.MarshalIndent(out, "", "  ")
	if err != nil {
		return err
	}
	if err := os.WriteFile(name, append(b, '\n'), 0o644); err != nil {
		return fmt.Errorf("--stats: %w", err)
	}
	return nil
}

// numbered is n and the noun, in the plural unless n is 1.
func numbered[N int | int64](n N, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// isTerminal reports whether w is a terminal.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}

func printSummary(w io.Writer, s *crawl.Summary, pool *render.Pool) {
	if s == nil {
		return
	}
	fmt.Fprintf(w, "render: %s (%d ok, %d failed, %s) in %v, %.1f pages/s",
		numbered(s.Pages, "page", "pages"), s.OK, s.Failed, numbered(s.Retries, "retry", "retries"), s.Elapsed.Round(time.Millisecond), s.PagesPerSecond)
	if s.OK > 0 {
		fmt.Fprintf(w, ", page time p50 %dms p95 %dms", s.P50MS, s.P95MS)
	}
	fmt.Fprintln(w)
	fmt.Fprintf(w, "render: %d http, %d browser; %s received", s.ByMode["http"], s.ByMode["browser"], bytesOf(s.Bytes))
	if s.Blocked > 0 {
		fmt.Fprintf(w, ", %s blocked", numbered(s.Blocked, "request", "requests"))
	}
	fmt.Fprintln(w)
	if len(s.ByStatus) > 0 {
		fmt.Fprintf(w, "render: status: %s\n", counts(s.ByStatus))
	}
	if len(s.FailedBy) > 0 {
		fmt.Fprintf(w, "render: failed: %s\n", counts(s.FailedBy))
	}
	if pool != nil && pool.Stats().TabsOpened > 0 {
		c := pool.Chrome()
		st := pool.Stats()
		via := ""
		if c.Exec != c.Name {
			via = " (via " + c.Name + ")"
		}
		fmt.Fprintf(w, "render: browser %s%s, %s opened, %s\n", c.Exec, via, numbered(st.TabsOpened, "tab", "tabs"), numbered(st.Restarts, "restart", "restarts"))
	}
	if len(s.Cut) > 0 {
		fmt.Fprintf(w, "render: links not followed: %s\n", counts(s.Cut))
	}
	printKinds(w, s.Kinds, maxKindsListed)
	if len(s.Unfinished) > 0 {
		fmt.Fprintf(w, "render: %s stopped in flight, left without a record for the run that resumes the crawl:\n", numbered(len(s.Unfinished), "page", "pages"))
		for _, u := range s.Unfinished {
			fmt.Fprintf(w, "  %s\n", u)
		}
	}
	if len(s.Unstarted) > 0 {
		fmt.Fprintf(w, "render: %s never started:\n", numbered(len(s.Unstarted), "URL", "URLs"))
		for _, u := range s.Unstarted {
			fmt.Fprintf(w, "  %s\n", u)
		}
	}
}

// maxKindsListed bounds the kinds the summary lists one by one.
const maxKindsListed = 20

// printKinds lists what auto mode learned of each kind of page with
// scripts: its pages, its verdict, and the render that decided it; the
// first max kinds one by one (--stats has them all).
func printKinds(w io.Writer, kinds []crawl.KindReport, max int) {
	if len(kinds) == 0 {
		return
	}
	fmt.Fprintf(w, "render: %d %s of page with scripts (the scripts they run):\n", len(kinds), plural(len(kinds), "kind", "kinds"))
	for i, k := range kinds {
		if i == max {
			fmt.Fprintf(w, "  ... and %d more\n", len(kinds)-i)
			break
		}
		fmt.Fprintf(w, "  %s: %d %s, e.g. %s", k.Verdict, k.Pages, plural(k.Pages, "page", "pages"), k.Example)
		switch {
		case k.Open != "":
			fmt.Fprintf(w, " (left empty: %s; its scripts looked up %s and left it so: re-checked every few pages)", k.Slots, k.Open)
		case k.Slots != "":
			fmt.Fprintf(w, " (left empty: %s)", k.Slots)
		}
		if k.Data {
			fmt.Fprint(w, " (with data its text does not show)")
		}
		if k.Query != "" {
			fmt.Fprintf(w, " (with a query of %s)", k.Query)
		}
		switch {
		case strings.Contains(k.Found, "="):
			fmt.Fprintf(w, " (with %s, which the scripts of pages like them looked for in vain, read with another value, or wrote again from text of another shape)", k.Found)
		case k.Found != "":
			fmt.Fprintf(w, " (with %s, which the scripts of pages like them looked for in vain)", k.Found)
		}
		switch {
		case k.DecidedBy != "":
			fmt.Fprintf(w, "; decided by %s (%+d words, %d new, %+d links)", k.DecidedBy, k.Words, k.NewWords, k.Links)
			if k.Fills != "" {
				fmt.Fprintf(w, ", whose scripts show words of its own its HTML never uses, as another page's do (%s)", k.Fills)
			}
			switch {
			case k.Bare:
				fmt.Fprintf(w, ", whose scripts fetch a few bytes of data of each page's own (%s) and show the same words: another page's data may say more", k.Fetched)
			case k.Fetched != "" && k.Verdict != "browser":
				fmt.Fprintf(w, "; its renders showed the same words beyond the HTML while their scripts fetched data of their own (%s): re-checked every few pages", k.Fetched)
			case k.Unshown != "" && k.Verdict != "browser":
				fmt.Fprintf(w, "; its scripts fetched data that its renders showed nothing of and that names none of their pages (%s): re-checked every few pages", k.Unshown)
			}
		case k.Checked != "":
			fmt.Fprintf(w, "; %s rendered (%+d words, %d new, %+d links), too little to decide the kind on one page", k.Checked, k.Words, k.NewWords, k.Links)
		}
		if k.Unplaced > 0 {
			fmt.Fprintf(w, "; its scripts fetched text for a reader that no render showed and that names none of its pages: %d %s rendered, as each may be the page it is for (%d showed more than the HTML)", k.Unplaced, plural(k.Unplaced, "page", "pages"), k.UnplacedShown)
		}
		if k.Named > 0 {
			fmt.Fprintf(w, "; %d %s named by the data its scripts fetched, rendered (%d showed more than the HTML)", k.Named, plural(k.Named, "page", "pages"), k.NamedShown)
		}
		if k.Resolves != "" {
			fmt.Fprintf(w, "; its scripts gave links without a target theirs (%s): %d %s holding enough such links to be material rendered", k.Resolves, k.Resolved, plural(k.Resolved, "page", "pages"))
		}
		fmt.Fprintf(w, "; %d %s", k.Renders, plural(k.Renders, "render", "renders"))
		if k.Failed > 0 {
			fmt.Fprintf(w, " (%d failed)", k.Failed)
		}
		if k.Flips > 0 {
			fmt.Fprintf(w, ", %d %s", k.Flips, plural(k.Flips, "flip", "flips"))
		}
		if k.Stale > 0 {
			fmt.Fprintf(w, ", %d written from HTML before a re-check found the browser needed", k.Stale)
		}
		fmt.Fprintln(w)
	}
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// counts renders a map of counts as "a=1 b=2", keys sorted.
func counts(m map[string]int) string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = fmt.Sprintf("%s=%d", k, m[k])
	}
	return strings.Join(parts, " ")
}

func bytesOf(n int64) string {
	switch {
	case n >= 1<<30:
		return fmt.Sprintf("%.1f GiB", float64(n)/(1<<30))
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%.1f KiB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%d B", n)
}
