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

// What an --expect pattern that matched no page does to a run.
type unmatched int

const (
	unmatchedIgnored unmatched = iota // the run stopped short: not every page was judged
	unmatchedWarns                    // said on stderr
	unmatchedFails                    // said on stderr, and the run exits 1
)

// unmatchedIn says what an --expect pattern that matched no page does to
// a run. It fails a run that judged the whole crawl: one that went to its
// end with a frontier of its own, and followed every link it was to
// follow. A crawl resumed from --state, or shared through --frontier,
// judged only some of its pages here, and one that limits cut (the pages
// a pattern names may be among those --max-pages or --depth left out)
// may not have met them: they warn.
func unmatchedIn(o *options, sum *crawl.Summary) unmatched {
	cut := 0
	for _, n := range sum.Cut {
		cut += n
	}
	switch {
	case sum.Interrupted:
		return unmatchedIgnored
	case o.stateDir != "" || o.frontierURL != "" || cut > 0:
		return unmatchedWarns
	}
	return unmatchedFails
}

// failUnmatchedInJUnit adds to --junit's report a failed test case per
// --expect pattern that matched no page, when they fail the run (a run
// that ended well, its stdout open: see exitStatus), and returns the
// run's error: the CI front end that shows the report then shows why the
// job failed.
func failUnmatchedInJUnit(a *app, o *options, out *pipeWriter, sum *crawl.Summary, runErr error) error {
	if runErr != nil || out.closed() || a.junit == nil || a.checks == nil || unmatchedIn(o, sum) != unmatchedFails {
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
func printChecks(w io.Writer, rep *checks.Report, u unmatched, mask func(string) string) bool {
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
	if u != unmatchedIgnored {
		patterns = rep.Unmatched()
	}
	if len(patterns) > 0 {
		prefix := "render: "
		if u == unmatchedWarns {
			prefix += "warning: "
		}
		fmt.Fprintf(w, "%s--expect patterns that matched no page (their checks never ran):\n", prefix)
		for _, p := range patterns {
			fmt.Fprintf(w, "  %s\n", mask(p))
		}
	}
	return len(first)+more > 0 || len(patterns) > 0 && u == unmatchedFails
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
