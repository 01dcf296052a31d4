package crawl

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/rendercrawl/render/crawl/frontier"
	"github.com/rendercrawl/render/fetch"
	"github.com/rendercrawl/render/render"
	"github.com/rendercrawl/render/sink"
)

// Fetcher fetches a page over HTTP. fetch.Client satisfies it.
type Fetcher interface {
	Fetch(ctx context.Context, url string) (*fetch.Response, error)
}

var _ Fetcher = (*fetch.Client)(nil)

// Reasons a record gives for its mode.
const (
	ReasonForced  = "forced"     // --mode http or --mode browser
	ReasonNonHTML = "non-html"   // not HTML: never rendered
	ReasonStatus  = "status"     // an error status: the server's page as it is
	ReasonStatic  = "static"     // the HTML is the page: no browser needed
	ReasonShell   = "shell"      // an empty app mount point (#root, #app, ...)
	ReasonNoJS    = "noscript"   // a <noscript> asking for JavaScript
	ReasonScripts = "scripts"    // scripts and almost no text
	ReasonLearned = "learned"    // the URL's pattern was learned to need (or not) the browser
	ReasonSample  = "sample"     // rendered both ways to learn or re-check the pattern
	ReasonShot    = "screenshot" // rendered for its screenshot
)

// ErrNoBrowser is the error of a page that needs a browser when none is
// available.
var ErrNoBrowser = errors.New("needs a browser, but none is available")

// outcome is one attempt at a URL.
type outcome struct {
	rec *sink.Record
	// follow are the URLs the page points to: links, frames, meta refresh
	// and Link/Refresh headers.
	follow []string
	retry  bool
	// after is the server's Retry-After, when it gave one.
	after time.Duration
}

// attempt makes one try at a URL along the path its mode and the learner
// choose.
func (c *Crawler) attempt(ctx context.Context, it frontier.Item) outcome {
	start := time.Now()
	if c.robots != nil {
		v, err := c.robots.Check(ctx, it.URL)
		switch {
		case err != nil:
			return outcome{rec: errorRecord(it, c.firstMode(), start, interrupted(ctx, err)), retry: fetch.Retryable(err)}
		case !v.Allowed:
			return outcome{rec: errorRecord(it, c.firstMode(), start, fmt.Errorf("%s: %w", it.URL, fetch.ErrDisallowed))}
		case v.CrawlDelay > 0:
			c.pace.setCrawlDelay(it.URL, v.CrawlDelay)
		}
	}
	switch c.cfg.Mode {
	case ModeBrowser:
		return c.viaBrowser(ctx, it, start, ReasonForced)
	case ModeHTTP:
		resp, o, ok := c.viaHTTP(ctx, it, start)
		if ok {
			o = c.httpOutcome(it, resp, start, ReasonForced)
		}
		return o
	}

	rt, key := c.learn.route(it.URL)
	answered := false // whether this page taught the learner anything
	defer func() {
		if !answered {
			c.learn.unanswered(key, rt)
		}
	}()
	if rt == routeBrowser && c.renderer != nil {
		return c.viaBrowser(ctx, it, start, ReasonLearned)
	}
	resp, o, ok := c.viaHTTP(ctx, it, start)
	if !ok {
		return o
	}
	switch {
	case !resp.HTML:
		return c.httpOutcome(it, resp, start, ReasonNonHTML)
	case resp.Status >= 400:
		return c.httpOutcome(it, resp, start, ReasonStatus)
	}
	why := needsBrowser(resp)
	if why == "" && c.cfg.Screenshot {
		why = ReasonShot
	}
	if why != "" {
		if c.renderer == nil {
			return outcome{rec: errorRecord(it, sink.ModeBrowser, start, fmt.Errorf("%s (%s): %w", it.URL, why, ErrNoBrowser))}
		}
		o := c.viaBrowser(ctx, it, start, why)
		if o.rec.OK() && why != ReasonShot {
			c.learn.observe(key, true)
			answered = true
		}
		return o
	}
	switch {
	case rt == routeHTTP:
		return c.httpOutcome(it, resp, start, ReasonLearned)
	case c.renderer == nil:
		return c.httpOutcome(it, resp, start, ReasonStatic)
	case rt == routeWarmup || rt == routeSample:
		// Render it too, and compare.
		page, err := c.render(ctx, it.URL)
		if err != nil {
			// The HTTP record stands; the sample is lost, not the page.
			c.log.Debug("sample render failed", "url", it.URL, "err", err)
			return c.httpOutcome(it, resp, start, ReasonStatic)
		}
		added := browserAdded(resp, page)
		c.learn.observe(key, added)
		answered = true
		if added {
			return c.pageOutcome(it, page, start, ReasonSample)
		}
		return c.httpOutcome(it, resp, start, ReasonSample)
	}
	return c.httpOutcome(it, resp, start, ReasonStatic)
}

// viaBrowser renders the URL.
func (c *Crawler) viaBrowser(ctx context.Context, it frontier.Item, start time.Time, reason string) outcome {
	if c.renderer == nil {
		return outcome{rec: errorRecord(it, sink.ModeBrowser, start, fmt.Errorf("%s: %w", it.URL, ErrNoBrowser))}
	}
	page, err := c.render(ctx, it.URL)
	if err != nil {
		rec := errorRecord(it, sink.ModeBrowser, start, interrupted(ctx, err))
		rec.Reason = reason
		return outcome{rec: rec, retry: render.Retryable(err)}
	}
	o := c.pageOutcome(it, page, start, reason)
	o.retry = retryableStatus(page.Status)
	if o.retry {
		o.after, _ = fetch.RetryAfter(page.Header, time.Now())
	}
	return o
}

// render renders a URL, paced with the HTTP requests to its host.
func (c *Crawler) render(ctx context.Context, url string) (*render.Page, error) {
	release, err := c.pace.acquire(ctx, url)
	if err != nil {
		return nil, err
	}
	page, err := c.renderer.Render(ctx, render.Request{URL: url, Screenshot: c.cfg.Screenshot, FullPage: c.cfg.FullPage, Exchange: c.cfg.KeepExchange})
	if err == nil {
		after, _ := fetch.RetryAfter(page.Header, time.Now())
		c.pace.observe(ctx, url, page.Status, after)
	}
	release()
	return page, err
}

// firstMode is the path a URL takes first, for the records of URLs that
// never got that far.
func (c *Crawler) firstMode() string {
	if c.cfg.Mode == ModeBrowser {
		return sink.ModeBrowser
	}
	return sink.ModeHTTP
}

// httpOutcome is the outcome of a page fetched over HTTP.
func (c *Crawler) httpOutcome(it frontier.Item, resp *fetch.Response, start time.Time, reason string) outcome {
	o := outcome{rec: httpRecord(it, resp, start, reason)}
	if c.cfg.KeepExchange {
		o.rec.Exchange = &sink.Exchange{Method: "GET", RequestHeader: resp.RequestHeader, Proto: resp.Proto,
			Status: resp.Status, ResponseHeader: resp.Header, Body: resp.Raw}
	}
	if resp.HTML {
		o.follow = followOf(resp.Links, resp.Frames, resp.Header, resp.FinalURL, resp.MetaRefresh)
	}
	return o
}

// pageOutcome is the outcome of a page rendered in the browser.
func (c *Crawler) pageOutcome(it frontier.Item, p *render.Page, start time.Time, reason string) outcome {
	rec := pageRecord(it, p, start)
	rec.Reason = reason
	rec.Screenshot = p.Screenshot
	if c.cfg.KeepExchange && p.Body != nil {
		rec.Exchange = &sink.Exchange{Method: "GET", RequestHeader: p.RequestHeader, Proto: p.Proto,
			Status: p.Status, ResponseHeader: p.Header, Body: p.Body}
	}
	return outcome{rec: rec, follow: followOf(p.Links, p.Frames, p.Header, p.FinalURL, p.MetaRefresh)}
}

// followOf is what a page points to, whichever path got it: its links and
// frames, its Link and Refresh headers, and its meta refresh.
func followOf(links, frames []string, h http.Header, final, metaRefresh string) []string {
	out := make([]string, 0, len(links)+len(frames)+1)
	out = append(append(append(out, links...), frames...), headerLinks(h, final)...)
	if metaRefresh != "" {
		out = append(out, metaRefresh)
	}
	return out
}

// viaHTTP fetches the URL. ok is false when the outcome is final: an error,
// or a status worth a retry.
func (c *Crawler) viaHTTP(ctx context.Context, it frontier.Item, start time.Time) (*fetch.Response, outcome, bool) {
	resp, after, err := c.fetch(ctx, it.URL)
	if err != nil {
		return nil, outcome{rec: errorRecord(it, sink.ModeHTTP, start, interrupted(ctx, err)), retry: fetch.Retryable(err)}, false
	}
	if retryableStatus(resp.Status) {
		return nil, outcome{rec: httpRecord(it, resp, start, ReasonStatus), retry: true, after: after}, false
	}
	return resp, outcome{}, true
}

// fetch fetches a URL over HTTP, paced with every other request to its
// host, and returns the server's Retry-After too.
func (c *Crawler) fetch(ctx context.Context, url string) (*fetch.Response, time.Duration, error) {
	release, err := c.pace.acquire(ctx, url)
	if err != nil {
		return nil, 0, err
	}
	defer release()
	resp, err := c.fetcher.Fetch(ctx, url)
	if err != nil {
		return nil, 0, err
	}
	// The host's pace learns of the answer before the next request to it
	// may start.
	after, _ := fetch.RetryAfter(resp.Header, time.Now())
	c.pace.observe(ctx, url, resp.Status, after)
	return resp, after, nil
}

func retryableStatus(code int) bool { return code != 0 && fetch.RetryableStatus(code) }

// interrupted adds why a context ended to the error of a page it cut short.
func interrupted(ctx context.Context, err error) error {
	if ctx.Err() != nil {
		return fmt.Errorf("%w (%v)", err, context.Cause(ctx))
	}
	return err
}

// Thresholds of the render decision.
const (
	// almostNoText: a body of scripts with less visible text than this
	// (in runes) is rendered.
	almostNoText = 200
	// noscriptText: a <noscript> plea on a page with less text than this
	// is rendered; with more, the server-rendered content stands.
	noscriptText = 2000
)

// needsBrowser says why the HTML cannot be the page a person sees, or ""
// when it can.
func needsBrowser(r *fetch.Response) string {
	s := r.Signals
	switch {
	case s.EmptyMount != "":
		return ReasonShell
	case s.NoscriptAsksJS && s.TextLen < noscriptText:
		return ReasonNoJS
	case s.Scripts > 0 && s.TextLen < almostNoText:
		return ReasonScripts
	}
	return ""
}

// browserAdded reports whether rendering found materially more than the
// HTML held: more words of text, or links the HTML did not have.
func browserAdded(h *fetch.Response, p *render.Page) bool {
	hw, bw := len(strings.Fields(h.Text)), len(strings.Fields(p.Text))
	if bw > hw+max(20, hw/10) {
		return true
	}
	have := make(map[string]bool, len(h.Links))
	for _, l := range h.Links {
		have[stripFragment(l)] = true
	}
	added := 0
	for _, l := range p.Links {
		if !have[stripFragment(l)] {
			added++
		}
	}
	return added > max(3, len(have)/10)
}

func stripFragment(s string) string {
	if u, err := url.Parse(s); err == nil {
		u.Fragment, u.RawFragment = "", ""
		return u.String()
	}
	return s
}
