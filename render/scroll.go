package render

import (
	"context"
	"fmt"
	"strings"
	"time"
)

// Scroll is how a page is scrolled once it is rendered, before it is
// read: a screen at a time, the document and the scrollable areas on
// screen, waiting after each step for the page to go quiet, until nothing
// scrolls any more and the page stopped growing, or Steps or Budget run
// out. Lazy images, infinite lists and content loaded as it comes into
// view so end up in the page; the text and links seen at each step are
// kept, so that a list that drops the rows scrolled past still gives them
// all. The zero value does not scroll.
type Scroll struct {
	// Steps is the most screens scrolled; 0 does not scroll.
	Steps int
	// Budget bounds the time spent scrolling one page.
	Budget time.Duration
}

// DefaultScrollSteps is the steps of --scroll.
const DefaultScrollSteps = 50

// DefaultScroll is the scrolling the CLI starts from, without steps.
func DefaultScroll() Scroll { return Scroll{Budget: 10 * time.Second} }

func (s Scroll) validate() error {
	switch {
	case s.Steps < 0:
		return &ConfigError{Pkg: "render", Field: "Scroll.Steps", Problem: fmt.Sprintf("must not be negative, got %d", s.Steps)}
	case s.Steps > 0 && s.Budget <= 0:
		return &ConfigError{Pkg: "render", Field: "Scroll.Budget", Problem: fmt.Sprintf("must be positive, got %v", s.Budget)}
	}
	return nil
}

// Scrolled is what scrolling a page did.
type Scrolled struct {
	// Steps is the screens scrolled; Grew how many pixels the page's
	// scrollable height grew meanwhile.
	Steps, Grew int
	Elapsed     time.Duration
}

// scrolled is what js/scroll.js answers: the lines of text and the links
// seen at every step.
type scrolled struct {
	Lines []string `json:"lines"`
	Links []string `json:"links"`
	Steps int      `json:"steps"`
	Grew  int      `json:"grew"`
}

// fullPageScroll is how a page taken with a full-page screenshot is
// scrolled when no scrolling was asked for: through, once, so that what
// shows only once it comes into view (lazy images, sections an app
// renders as they are reached) is in the picture, as a person scrolling
// down sees it. Without it, a lazily rendered app's full-page picture is
// mostly its placeholders' white (Scalar's API reference: 59% of the
// picture's rows). 20 screens reach the 16384 device pixels a picture
// holds at 800 CSS pixels a screen.
var fullPageScroll = Scroll{Steps: 20, Budget: 5 * time.Second}

// scrolling is how the page is scrolled before it is read: as asked, or
// through once for a full-page screenshot (fullPageScroll).
func (o *pageOptions) scrolling() Scroll {
	if o.scroll.Steps == 0 && o.screenshot && o.fullPage {
		return fullPageScroll
	}
	return o.scroll
}

// scrollMargin is given to the script beyond its budget, to answer.
const scrollMargin = 2 * time.Second

// scroll scrolls the page the tab shows. An error (a page that navigated
// away meanwhile) leaves nothing to add: the page is read as it is.
func (t *tab) scroll(ctx context.Context, s Scroll) (*scrolled, time.Duration) {
	start := time.Now()
	ctx, cancel := context.WithTimeout(ctx, s.Budget+scrollMargin)
	defer cancel()
	win := t.cfg.QuietWindow / 2
	expr := fmt.Sprintf("%s(%d,%d,%d,%d)", scrollJS, s.Steps, s.Budget.Milliseconds(), win.Milliseconds(), max((win/settleDivisor).Milliseconds(), 1))
	var r scrolled
	if err := t.evaluate(ctx, expr, &r); err != nil {
		t.log.Debug("scroll ended", "err", err)
		return nil, time.Since(start)
	}
	return &r, time.Since(start)
}

// merge adds to p the lines of text and the links seen while scrolling
// that p lacks (rows a virtualised list dropped), after its own.
func (r *scrolled) merge(p *Page) {
	if r == nil {
		return
	}
	have := make(map[string]bool)
	for line := range strings.SplitSeq(p.Text, "\n") {
		have[strings.TrimSpace(line)] = true
	}
	var extra []string
	for _, l := range r.Lines {
		if !have[l] {
			have[l] = true
			extra = append(extra, l)
		}
	}
	if len(extra) > 0 {
		p.Text = strings.TrimRight(p.Text, "\n") + "\n" + strings.Join(extra, "\n")
	}
	links := newLinkSet(p.Links)
	for _, u := range r.Links {
		links.add(p, u)
	}
	p.Scrolled.Steps, p.Scrolled.Grew = r.Steps, r.Grew
}
