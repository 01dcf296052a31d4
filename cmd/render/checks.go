package main

import (
	"fmt"
	"io"
	"log/slog"
	"strings"
	"unicode"

	"github.com/rendercrawl/render/crawl"
	"github.com/rendercrawl/render/crawl/checks"
)

// Limits of what the end of a run lists of the pages that failed checks:
// a CI log says which pages and why; the records say the rest.
const (
	failedPagesShown = 10
	failuresShown    = 5   // per page
	failureReasonCut = 300 // characters of a reason
)

// warnChecksOverHTTP warns of the checks that cannot fail in --mode http:
// no script runs (console-error, page-error) and no sub-resource is
// fetched (failed-request).
func warnChecksOverHTTP(o *options, log *slog.Logger) {
	if o.crawl.Mode != crawl.ModeHTTP {
		return
	}
	var blind []string
	for _, c := range []struct {
		on   bool
		name string
	}{
		{o.checks.ConsoleError, checks.CheckConsoleError},
		{o.checks.PageError, checks.CheckPageError},
		{o.checks.FailedRequest, checks.CheckFailedRequest},
	} {
		if c.on {
			blind = append(blind, c.name)
		}
	}
	if len(blind) > 0 {
		log.Warn("these checks never fail in --mode http: no script runs and no sub-resource is fetched",
			"checks", strings.Join(blind, ","), "mode", "http")
	}
}

// unmatchedIn says what an --expect pattern that matched no page does to
// the run (checks.UnmatchedIn): a crawl resumed from --state, or shared
// through --frontier, judged only some of its pages.
func unmatchedIn(o *options, sum *crawl.Summary) checks.Unmatched {
	cut := 0
	for _, n := range sum.Cut {
		cut += n
	}
	return checks.UnmatchedIn(checks.Run{Interrupted: sum.Interrupted, Partial: o.stateDir != "" || o.frontierURL != "", Cut: cut})
}

// failUnmatchedInJUnit adds to --junit's report a failed test case per
// --expect pattern that matched no page, when they fail the run (a run
// that ended well, its stdout open: see exitStatus), and returns the
// run's error: the CI front end that shows the report then shows why the
// job failed.
func failUnmatchedInJUnit(a *app, o *options, out *pipeWriter, sum *crawl.Summary, runErr error) error {
	if runErr != nil || out.closed() || a.junit == nil || a.checks == nil || unmatchedIn(o, sum) != checks.UnmatchedFails {
		return runErr
	}
	for _, p := range a.checks.Unmatched() {
		if err := a.junit.Fail("--expect "+p, "expect", "the pattern matched no page: its checks never ran"); err != nil {
			return err
		}
	}
	return nil
}

// printChecks writes the pages that failed checks and, as u says, the
// --expect patterns that matched no page; each line goes through mask
// (the session's secrets). It reports whether the run fails on them.
func printChecks(w io.Writer, rep *checks.Report, u checks.Unmatched, mask func(string) string) bool {
	if rep == nil {
		return false
	}
	first, more := rep.Failed()
	if n := len(first) + more; n > 0 {
		fmt.Fprintf(w, "render: %d pages failed checks:\n", n)
		for _, p := range first {
			fmt.Fprintf(w, "  %s\n", printable(mask(p.URL)))
			for i, f := range p.Failed {
				if i == failuresShown {
					fmt.Fprintf(w, "    and %d more\n", len(p.Failed)-i)
					break
				}
				fmt.Fprintf(w, "    %s: %s\n", f.Check, printable(mask(cut(f.Reason, failureReasonCut))))
			}
		}
		if more > 0 {
			fmt.Fprintf(w, "  and %d more pages\n", more)
		}
	}
	var patterns []string
	if u != checks.UnmatchedIgnored {
		patterns = rep.Unmatched()
	}
	if len(patterns) > 0 {
		prefix := "render: "
		if u == checks.UnmatchedWarns {
			prefix += "warning: "
		}
		fmt.Fprintf(w, "%s--expect patterns that matched no page (their checks never ran):\n", prefix)
		for _, p := range patterns {
			fmt.Fprintf(w, "  %s\n", mask(p))
		}
	}
	return len(first)+more > 0 || len(patterns) > 0 && u == checks.UnmatchedFails
}

// cut shortens s to at most n runes, marking the cut.
func cut(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n]) + "…"
}

// printable is s, the text of a page (a console message, a URL), with its
// control characters escaped: a page's text on a terminal or in a CI log
// cannot colour, erase or forge the lines around it.
func printable(s string) string {
	if !strings.ContainsFunc(s, unicode.IsControl) {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		if unicode.IsControl(r) {
			fmt.Fprintf(&b, "\\x%02x", r)
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}
