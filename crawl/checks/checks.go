package checks

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/andybalholm/cascadia"
	"golang.org/x/net/html"

	"github.com/rendercrawl/render/sink"
)

// Names of the checks a CI run can fail on (--fail-on).
const (
	CheckConsoleError  = "console-error"  // console.error called
	CheckPageError     = "page-error"     // an uncaught exception or rejection
	CheckHTTPError     = "http-error"     // the main document's status is 400 or more
	CheckFailedRequest = "failed-request" // a sub-request failed
	CheckEmpty         = "empty"          // no visible text
	CheckMissing       = "missing"        // a selector matched nothing (missing=CSS)
	CheckText          = "text"           // an expected text is absent (--expect)
	CheckError         = "error"          // the page could not be fetched at all
)

// Checks are the conditions a page must meet in a CI run. A page that
// fails one gets the failure in its record's failed_checks, as
// "NAME: reason".
type Checks struct {
	ConsoleError, PageError, HTTPError, FailedRequest, Empty bool
	// Missing are selectors every page must match.
	Missing []Selector
	// Expect are per-URL-pattern expectations (--expect FILE).
	Expect []Expectation
}

// ParseFailOn adds the checks of one --fail-on value: a comma-separated
// list of console-error, page-error, http-error, failed-request, empty
// and missing=CSS (a comma in a selector's parentheses, brackets or
// quotes is the selector's).
func (c *Checks) ParseFailOn(s string) error {
	for _, item := range splitList(s) {
		name, arg, hasArg := strings.Cut(strings.TrimSpace(item), "=")
		switch name {
		case CheckConsoleError:
			c.ConsoleError = true
		case CheckPageError:
			c.PageError = true
		case CheckHTTPError:
			c.HTTPError = true
		case CheckFailedRequest:
			c.FailedRequest = true
		case CheckEmpty:
			c.Empty = true
		case CheckMissing:
			if !hasArg || arg == "" {
				return errors.New("missing= needs a CSS selector")
			}
			sel, err := ParseSelector(arg)
			if err != nil {
				return err
			}
			c.Missing = append(c.Missing, sel)
		case "":
		default:
			return fmt.Errorf("unknown check %q (want console-error, page-error, http-error, failed-request, empty or missing=CSS)", name)
		}
	}
	return nil
}

// Enabled reports whether any check is on.
func (c *Checks) Enabled() bool {
	return c != nil && (c.ConsoleError || c.PageError || c.HTTPError || c.FailedRequest || c.Empty || len(c.Missing) > 0 || len(c.Expect) > 0)
}

// NeedsBrowser reports whether a check is on that only a browser can
// judge: console errors, page errors and failed sub-requests happen only
// when scripts run, and a selector or a text may be built by scripts. A
// crawl then renders every HTML page.
func (c *Checks) NeedsBrowser() bool {
	return c != nil && (c.ConsoleError || c.PageError || c.FailedRequest || len(c.Missing) > 0 || len(c.Expect) > 0)
}

// Decorate checks a record and lists what it failed in rec.FailedChecks.
func (c *Checks) Decorate(rec *sink.Record) {
	c.decorate(rec)
}

// decorate is Decorate; it returns the indexes in c.Expect of the
// expectations whose pattern matched the record's URL, requested or final.
func (c *Checks) decorate(rec *sink.Record) (matched []int) {
	if !c.Enabled() {
		return nil
	}
	fail := func(name, format string, args ...any) {
		rec.FailedChecks = append(rec.FailedChecks, sink.CheckFailure{Check: name, Reason: fmt.Sprintf(format, args...)})
	}
	// A pattern names the page the user knows: the URL asked for, or the
	// one a redirect led to.
	for i, e := range c.Expect {
		if e.Pattern.MatchString(rec.URL) || rec.FinalURL != "" && e.Pattern.MatchString(rec.FinalURL) {
			matched = append(matched, i)
		}
	}
	if !rec.OK() {
		fail(CheckError, "%s", rec.Error)
		return matched
	}
	for _, m := range rec.Console {
		switch {
		case m.Type == "error" && c.ConsoleError:
			fail(CheckConsoleError, "%s%s", m.Text, where(m))
		case m.Type == "exception" && c.PageError:
			fail(CheckPageError, "%s%s", m.Text, where(m))
		}
	}
	if c.HTTPError && rec.Status >= 400 {
		fail(CheckHTTPError, "status %d", rec.Status)
	}
	if c.FailedRequest {
		for _, f := range rec.FailedRequests {
			if f.Status > 0 {
				fail(CheckFailedRequest, "%s: status %d", f.URL, f.Status)
			} else {
				fail(CheckFailedRequest, "%s: %s", f.URL, f.Error)
			}
		}
	}
	isHTML := rec.HTML != ""
	if c.Empty && isHTML && strings.TrimSpace(rec.Text) == "" {
		fail(CheckEmpty, "no visible text")
	}
	if !isHTML || (len(c.Missing) == 0 && len(matched) == 0) {
		return matched
	}
	doc, err := html.Parse(strings.NewReader(rec.HTML))
	if err != nil {
		fail(CheckMissing, "HTML does not parse: %v", err)
		return matched
	}
	// A copy: Decorate runs on many workers at once, and c.Missing is shared.
	sels := slices.Clone(c.Missing)
	text := ""
	if len(matched) > 0 {
		text = collapseSpaces(rec.Text)
	}
	for _, i := range matched {
		e := c.Expect[i]
		sels = append(sels, e.Selectors...)
		for _, t := range e.Texts {
			if !strings.Contains(text, collapseSpaces(t)) {
				fail(CheckText, "%q not found", t)
			}
		}
	}
	for _, s := range sels {
		if cascadia.Query(doc, s.sel) == nil {
			fail(CheckMissing, "%s", s.Source)
		}
	}
	return matched
}

// collapseSpaces turns every run of Unicode white space (a no-break
// space, a line break, a tab) into one space and trims the ends: an
// expected text is written with plain spaces, and a page's text keeps
// the no-break spaces of its markup (&nbsp; after a section number).
func collapseSpaces(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

func where(m sink.ConsoleEntry) string {
	if m.URL == "" {
		return ""
	}
	return fmt.Sprintf(" (%s:%d)", m.URL, m.Line)
}
