package crawl

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"net/http"
	"time"

	"github.com/rendercrawl/render/crawl/learn"
	"github.com/rendercrawl/render/fetch"
	"github.com/rendercrawl/render/sink"
)

// result is one attempt at a URL: a page, or the error that stopped it.
type result struct {
	page   *Page
	err    error
	mode   string // the path that made the page or failed
	reason string
	// retry says another attempt may succeed (a network error, a crash,
	// a 429 or 5xx answer); after is the server's Retry-After.
	retry bool
	after time.Duration
}

// follows is what the result's page points to.
func (r result) follows() []string {
	if r.page == nil {
		return nil
	}
	return r.page.follows()
}

func pageResult(p *Page, reason string) result {
	// A document that could not be read (an encrypted PDF) is its
	// record's error; the page says what was received.
	r := result{page: p, mode: p.Mode, reason: reason, err: p.err}
	if retryableStatus(p.Status) {
		r.retry = true
		r.after, _ = fetch.RetryAfter(p.Header, time.Now())
	}
	return r
}

func errorResult(mode, reason string, err error) result {
	return result{err: err, mode: mode, reason: reason, retry: retryable(err)}
}

func retryableStatus(code int) bool { return code != 0 && fetch.RetryableStatus(code) }

// visit produces the record of one task, retrying what is worth
// retrying, and what its page points to.
func (c *Crawler) visit(ctx context.Context, t *task) (*sink.Record, []string) {
	for attempt := 1; ; attempt++ {
		start := time.Now()
		r := c.attempt(ctx, t)
		if !r.retry || attempt > c.cfg.Retry.Max || ctx.Err() != nil {
			// A page the stop kept from its retry was cut short too.
			t.cut = r.retry && attempt <= c.cfg.Retry.Max && ctx.Err() != nil
			return c.record(ctx, t, r, start, attempt), c.follows(r)
		}
		d := max(backoff(c.cfg.Retry.Base, c.cfg.Retry.Cap, attempt), min(r.after, c.pace.MaxPause()))
		c.log.Debug("retrying", "url", t.url.s, "attempt", attempt+1, "after", d, "kind", KindOf(r.err))
		tm := time.NewTimer(d)
		select {
		case <-ctx.Done():
			tm.Stop()
			t.cut = true
			return c.record(ctx, t, r, start, attempt), c.follows(r)
		case <-tm.C:
		}
	}
}

// backoff is exponential with full jitter: a random duration in
// [0, min(max, base·2^(attempt-1))].
func backoff(base, limit time.Duration, attempt int) time.Duration {
	d := base << (attempt - 1)
	if d > limit || d <= 0 {
		d = limit
	}
	return time.Duration(rand.Int64N(int64(d) + 1))
}

// attempt makes one try at a task: robots.txt, then the plan, then its
// execution; the learner hears the verdict once.
func (c *Crawler) attempt(ctx context.Context, t *task) result {
	if r, ok := c.allowed(ctx, t); !ok {
		return r
	}
	p := c.plan(t)
	r, v, s := c.execute(ctx, t, &p)
	c.learn.Tell(p.ticket, v, s)
	return r
}

// allowed asks robots.txt about a task; a refusal or a failure to know is
// the task's result.
func (c *Crawler) allowed(ctx context.Context, t *task) (result, bool) {
	if c.robots == nil {
		return result{}, true
	}
	v, err := c.robotsVerdict(ctx, t.url.s, t.url.host)
	switch {
	case err != nil:
		return errorResult(c.firstMode(), "", err), false
	case !v.Allowed:
		return errorResult(c.firstMode(), "", fmt.Errorf("%s: %w", t.url.s, fetch.ErrDisallowed)), false
	}
	return result{}, true
}

// robotsVerdict asks robots.txt (fetched once per site, paced by the
// fetcher's Pacer) about a URL of host, and lets the site's Crawl-delay
// pace the host from then on. c.robots must not be nil.
func (c *Crawler) robotsVerdict(ctx context.Context, rawURL, host string) (fetch.Verdict, error) {
	v, err := c.robots.Check(ctx, rawURL)
	if err == nil && v.CrawlDelay > 0 {
		c.pace.SetCrawlDelay(host, v.CrawlDelay)
	}
	return v, err
}

// execute carries out a plan and says what the page taught the learner:
// the verdict of its pattern and section, and what its render compared
// with its HTML found (sample), when it was rendered to verify or
// re-check its kind.
func (c *Crawler) execute(ctx context.Context, t *task, p *plan) (result, learn.Verdict, learn.Sample) {
	if p.first == viaBrowser {
		return c.browse(ctx, t, p.reason), learn.VerdictNone, learn.Sample{}
	}
	hp, err := c.fetchPage(ctx, t)
	if err != nil {
		return errorResult(sink.ModeHTTP, p.reason, err), learn.VerdictNone, learn.Sample{}
	}
	if retryableStatus(hp.Status) {
		return pageResult(hp, ReasonStatus), learn.VerdictNone, learn.Sample{}
	}
	d := c.decide(ctx, t, p, hp)
	if c.exploresHandlers(t, p, hp, d) {
		return c.exploreHandlers(ctx, t, hp, d)
	}
	switch d.next {
	case renderInstead:
		r := c.browse(ctx, t, d.reason)
		if r.err != nil && d.reason == ReasonResolves && ctx.Err() == nil {
			// A page of a kind kept on HTTP, rendered for the links its
			// scripts would give: its HTML stands, as a sample's does.
			c.log.Debug("render for links failed", "url", t.url.s, "err", r.err)
			return pageResult(hp, ReasonKindStatic), learn.VerdictNone, learn.Sample{}
		}
		if r.err != nil {
			if r.page == nil && ctx.Err() == nil {
				// The browser failed the page (its tab crashed, it hung,
				// its document did not come): its record says so, and
				// the links its HTML names are followed all the same, so
				// that the crawl goes on past it.
				c.followEarly(ctx, t, hp)
			}
			return r, learn.VerdictNone, learn.Sample{}
		}
		return r, d.verdict, learn.Sample{}
	case renderToCompare:
		// What a render of its kind found speaks for the kind, not for
		// the URL's pattern or section: pages of other kinds share those
		// (a page whose scripts change nothing beside one whose library
		// builds a list, both /docs/{slug}).
		r, s := c.compare(ctx, t, hp, d.reason)
		return r, learn.VerdictNone, s
	}
	return pageResult(hp, d.reason), d.verdict, learn.Sample{}
}

// compare renders a page fetched over HTTP too, keeps whichever is the
// page a person sees, and says what the render found: whether the
// browser was needed, and what it added. A render that failed leaves the
// HTML standing, unverified, and finds nothing.
func (c *Crawler) compare(ctx context.Context, t *task, hp *Page, reason string) (result, learn.Sample) {
	c.followEarly(ctx, t, hp)
	// The places its scripts looked up are asked for when the HTML left
	// some empty: a kind's sample that leaves them so is no proof for
	// the kind's other pages (compared).
	bp, err := c.renderPage(ctx, t, func(bp *Page) int { return sampleClicks(hp, bp) }, hp)
	if err != nil {
		// The HTTP page stands; the sample is lost, not the page.
		c.log.Debug("sample render failed", "url", t.url.s, "err", err)
		return pageResult(hp, ReasonUnverified), learn.Sample{}
	}
	s := compared(hp, bp)
	if s.Verdict == learn.VerdictNeeded || len(s.Fresh) > 0 || len(s.Resolved) > 0 {
		// The render is the page: it added material, or words the HTML
		// never uses, too few to send the kind to the browser on their
		// own (a price put into an empty place), or gave links of the
		// HTML without a target theirs, and still what a person reads
		// and follows here.
		return pageResult(bp, reason), s
	}
	// The HTML is the page, and what only the browser saw (console,
	// failed requests, the requests it made, the responses it received)
	// stays with it.
	hp.Console, hp.ConsoleOmitted, hp.FailedRequests, hp.Blocked, hp.Data = bp.Console, bp.ConsoleOmitted, bp.FailedRequests, bp.Blocked, bp.Data
	// The page took both ways, and the browser's wait ended as it did.
	hp.Elapsed += bp.Elapsed
	hp.Settled = bp.Settled
	if bp.Requests != nil {
		hp.Requests, hp.RequestsOmitted = bp.Requests, bp.RequestsOmitted
	}
	if len(bp.Exchanges) > len(hp.Exchanges) {
		hp.Exchanges = bp.Exchanges
	}
	return pageResult(hp, reason), s
}

// browse renders a task as the page's record: an error when there is no
// browser.
func (c *Crawler) browse(ctx context.Context, t *task, reason string) result {
	if c.renderer == nil {
		return errorResult(sink.ModeBrowser, reason, fmt.Errorf("%s (%s): %w", t.url.s, reason, ErrNoBrowser))
	}
	p, err := c.renderPage(ctx, t, nil, nil)
	if err != nil {
		if r, ok := c.notHTML(ctx, t, reason, err); ok {
			return r
		}
		return errorResult(sink.ModeBrowser, reason, err)
	}
	return pageResult(p, reason)
}

// notHTML takes over HTTP a page the browser refused because it is not
// HTML (plain text, JSON, XML, a PDF): there is nothing to render, and
// the HTTP path reads such a document's text as it reads any other, so
// that its record is the same whichever path it was meant for. When the
// server answers the second request with HTML after all, the browser's
// answer was a passing one (a plain-text 429 or 503, a maintenance
// notice): the page is tried again, and the retry renders it. It returns
// false when err is not that refusal or there is no fetcher.
func (c *Crawler) notHTML(ctx context.Context, t *task, reason string, err error) (result, bool) {
	if KindOf(err) != KindNotHTML || c.fetcher == nil || ctx.Err() != nil {
		return result{}, false
	}
	// The browser's answer speaks for the host as an HTTP one does: a
	// 429 that is plain text pauses it for its Retry-After, and the
	// fetch below waits for that.
	var a answered
	status := 0
	if errors.As(err, &a) {
		var h http.Header
		status, h = a.Answer()
		after, _ := fetch.RetryAfter(h, time.Now())
		c.pace.Observe(ctx, t.url.host, status, after)
	}
	hp, ferr := c.fetchPage(ctx, t)
	switch {
	case ferr != nil:
		return errorResult(sink.ModeHTTP, ReasonNonHTML, ferr), true
	case hp.IsHTML:
		// HTML for us, not for the browser: a passing answer (a 429, a
		// 503) is worth the retry; a server that answers the browser
		// otherwise for good is not (the browser's error stands).
		return result{err: err, mode: sink.ModeBrowser, reason: reason, retry: retryableStatus(status)}, true
	case retryableStatus(hp.Status):
		return pageResult(hp, ReasonStatus), true
	}
	return pageResult(hp, ReasonNonHTML), true
}

// answered is an error that carries the server's answer (a document the
// browser refused as not HTML: render.NotHTMLError).
type answered interface {
	Answer() (int, http.Header)
}

// sampleClicks is how many controls of a sample to click (explore): all
// of them when the rendered page is the one its record keeps; else a
// few, whose finds (links that only clicks reveal) may still show that
// the browser is needed. A sample that keeps its HTML drops what the
// clicks found, and on a documentation site's module index twenty
// clicks cost 0.5 s of Chrome's CPU.
func sampleClicks(hp, bp *Page) int {
	if browserAdded(hp, bp) {
		return math.MaxInt
	}
	return sampleProbeClicks
}

// sampleProbeClicks is how many controls a sample that keeps its HTML
// clicks.
const sampleProbeClicks = 3

// renderPage renders a task, paced with every other request to its host,
// and explores as many of its controls as explore, when set, says.
// The renderer takes the host's token from the crawl's Pacer, which it
// was given, when its tab is about to navigate, not before: a token taken
// while Chrome starts would let the pages that waited for it reach the
// server at once. The page's later document requests (redirect hops,
// navigations it starts) each wait for their host's turn too. compare,
// when set, is the page's HTTP fetch that the render is to be compared
// with: the render then notes the data its scripts fetched, and the
// places its HTML leaves empty that they looked up and left so.
func (c *Crawler) renderPage(ctx context.Context, t *task, explore func(*Page) int, compare *Page) (*Page, error) {
	lookups := compare != nil && compare.Signals.Slots != ""
	p, err := c.renderer.Render(ctx, RenderRequest{URL: t.url.s, HostKey: t.url.host, Screenshot: c.capture.Screenshot,
		FullPage: c.capture.FullPage, Exchange: c.capture.Exchange, Bodies: c.capture.Bodies, Limits: c.capture.Limits,
		Requests: c.capture.Requests, MaxRequests: c.capture.MaxRequests, ExploreActions: explore, Lookups: lookups, Fetches: compare != nil, Check: compare != nil})
	if err != nil {
		return nil, err
	}
	after, _ := fetch.RetryAfter(p.Header, time.Now())
	c.pace.Observe(ctx, t.url.host, p.Status, after)
	return p, nil
}

// fetchPage fetches a task over HTTP, paced with every other request to
// its host.
func (c *Crawler) fetchPage(ctx context.Context, t *task) (*Page, error) {
	resp, err := c.fetchPaced(ctx, t.url.s, t.url.host)
	if err != nil {
		return nil, err
	}
	p, err := c.followRefresh(ctx, httpPage(resp, c.capture))
	if err != nil {
		return nil, err
	}
	readDocument(ctx, p)
	return p, nil
}

// fetchPaced fetches a URL of host over HTTP, paced with every other
// request to the host (its redirects by the fetcher, which has the
// crawl's Pacer); the host's pace learns of the answer before the next
// request to it may start.
func (c *Crawler) fetchPaced(ctx context.Context, rawURL, host string) (*fetch.Response, error) {
	release, err := c.pace.Acquire(ctx, host)
	if err != nil {
		return nil, err
	}
	observe := func(status int, h http.Header) {
		after, _ := fetch.RetryAfter(h, time.Now())
		c.pace.Observe(ctx, host, status, after)
	}
	f, ok := c.fetcher.(exchanger)
	if !ok {
		defer release()
		resp, err := c.fetcher.Fetch(ctx, rawURL)
		if err != nil {
			return nil, err
		}
		observe(resp.Status, resp.Header)
		return resp, nil
	}
	// The place is the host's request in flight: the pace learns of the
	// answer and the place is given back once the exchange is over,
	// while the page is decoded and read.
	return f.FetchThen(ctx, rawURL, func(status int, h http.Header) {
		if status > 0 {
			observe(status, h)
		}
		release()
	})
}

// exchanger is a Fetcher that tells when a fetch's exchange with the
// server is over (fetch.Client.FetchThen).
type exchanger interface {
	FetchThen(ctx context.Context, url string, exchanged func(status int, h http.Header)) (*fetch.Response, error)
}

// firstMode is the path a URL takes first, for the records of URLs that
// never got that far.
func (c *Crawler) firstMode() string {
	if c.cfg.Mode == ModeBrowser {
		return sink.ModeBrowser
	}
	return sink.ModeHTTP
}
