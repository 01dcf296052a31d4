package serve

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"time"

	"github.com/rendercrawl/render/crawl"
	"github.com/rendercrawl/render/crawl/browser"
	"github.com/rendercrawl/render/fetch"
	"github.com/rendercrawl/render/render"
	"github.com/rendercrawl/render/sink"
)

// The formats the service answers in.
const (
	FormatHTML = "html" // the rendered HTML, as Prerender gives it
	FormatJSON = "json" // the record, as render prints it
	FormatPNG  = "png"  // a screenshot
	FormatPDF  = "pdf"  // the page printed through Page.printToPDF
	// FormatMarkdown is the page's main content as CommonMark: the
	// record's markdown field.
	FormatMarkdown = "markdown"
)

var formats = map[string]string{
	FormatHTML:     "text/html; charset=utf-8",
	FormatMarkdown: "text/markdown; charset=utf-8",
	FormatJSON:     "application/json",
	FormatPNG:      "image/png",
	FormatPDF:      "application/pdf",
}

// NoteHeader carries the note of a page taken before it settled (such a
// page is answered, and not cached).
const NoteHeader = "X-Render-Note"

// ErrQueueTimeout is a request that waited for a tab until too little of
// its time was left to render.
var ErrQueueTimeout = errors.New("no tab free in time")

// PageError is a page that could not be rendered, with its kind (as a
// record's error_kind).
type PageError struct {
	Kind crawl.ErrorKind
	Err  error
}

func (e *PageError) Error() string { return e.Err.Error() }
func (e *PageError) Unwrap() error { return e.Err }

// produced is a render's answer, and whether it may be cached.
type produced struct {
	*entry
	cacheable bool
}

// minRender is the least time a page is given; a request with less left
// after waiting for a tab is answered 503.
const minRender = time.Second

// produce renders t in format within the service's timeout from now: it
// waits for a tab (the service's slots mirror the pool's, so that the wait
// is bounded here), renders, retries once a page that a crash of Chrome
// or its tab took, and makes the answer.
func (s *Service) produce(ctx context.Context, t target, format string, keepScripts bool) (_ *entry, err error) {
	start := time.Now()
	ctx, cancel := context.WithTimeout(ctx, s.cfg.Timeout)
	defer cancel()
	defer func() { s.metrics.renderDone(format, err, time.Since(start)) }()
	weight := int64(1)
	if format == FormatPNG || format == FormatPDF {
		weight = min(2, int64(s.cfg.Render.Tabs))
	}
	if err := s.slots.Acquire(ctx, weight); err != nil {
		return nil, fmt.Errorf("%w: waited %v", ErrQueueTimeout, time.Since(start).Round(time.Millisecond))
	}
	defer s.slots.Release(weight)
	s.running.Add(1)
	defer s.running.Add(-1)
	var p produced
	for attempt := 0; attempt < 2; attempt++ {
		deadline, _ := ctx.Deadline()
		left := time.Until(deadline)
		if left < minRender {
			return nil, fmt.Errorf("%w: %v left of %v", ErrQueueTimeout, left.Round(time.Millisecond), s.cfg.Timeout)
		}
		// The page's own timeout ends first, so that a page that does not
		// settle is taken as it is rather than cut off.
		p, err = s.renderOnce(ctx, t, format, keepScripts, left-min(2*time.Second, left/10))
		if k := browser.Kind(err); err == nil || ctx.Err() != nil || k != crawl.KindBrowserDied && k != crawl.KindTabCrashed {
			break
		}
		s.log.Warn("chrome failed a page; trying it once more", "url", t.url, "err", err)
	}
	if err != nil {
		return nil, err
	}
	s.avgRender.observe(time.Since(start))
	if p.cacheable {
		s.cache.put(cacheKey(t, format, keepScripts), p.entry)
	}
	// The answer holds its bytes until its clients have been sent it:
	// its share of the budget, or no answer (a retry may find it cached).
	l := s.answers.take(p.length())
	if l == nil {
		return nil, fmt.Errorf("%w: %d bytes", ErrNoRoom, p.length())
	}
	out := *p.entry
	out.lease = l
	return &out, nil
}

// renderOnce renders t once and makes its answer.
func (s *Service) renderOnce(ctx context.Context, t target, format string, keepScripts bool, timeout time.Duration) (produced, error) {
	start := time.Now()
	req := render.Request{URL: t.url, Timeout: timeout, Screenshot: format == FormatPNG, FullPage: s.cfg.FullPage,
		Requests: format == FormatHTML, // to tell a redirect (redirect.go)
		HostKey:  s.pacer.Host(t.url)}
	var pg *render.Page
	var pdf []byte
	var err error
	if format == FormatPDF {
		opts := s.cfg.PDF
		if opts.MaxPages <= 0 {
			opts.MaxPages = DefaultPDFPages
		}
		if opts.MaxBytes <= 0 {
			// As large as an HTML answer may be: the PDF is read no
			// further.
			opts.MaxBytes = s.cfg.Render.MaxBody
		}
		pg, pdf, err = s.pool.PDF(ctx, req, opts)
	} else {
		pg, err = s.pool.Render(ctx, req)
	}
	if err != nil {
		return s.refused(ctx, t, format, err)
	}
	// The status is the final document's: its host's pace answers for it.
	final := t.url
	if pg.FinalURL != "" {
		final = pg.FinalURL
	}
	after, _ := fetch.RetryAfter(pg.Header, time.Now())
	s.pacer.Observe(ctx, s.pacer.Host(final), pg.Status, after)
	if r := pg.Header.Get(RefusedHeader); r != "" {
		return produced{}, fmt.Errorf("%w: the page led to a %s address", ErrForbidden, r)
	}
	if format == FormatHTML {
		if status, location := redirectOf(t.url, pg); status != 0 {
			return produced{entry: redirectAnswer(status, location), cacheable: true}, nil
		}
	}
	if err := s.guard.finalAllowed(final); err != nil {
		return produced{}, err
	}
	e := &entry{status: pg.Status, header: http.Header{}, rendered: time.Now()}
	switch format {
	case FormatHTML:
		body, status, header := pageAnswer(pg.HTML)
		if !keepScripts {
			// Once, here, rather than on every cache hit.
			body = stripScripts(body)
		}
		e.body, e.header = body, header
		if status != 0 {
			e.status = status
		}
	case FormatJSON:
		// The record a crawl with --markdown makes.
		rec := crawl.PageRecord(ctx, t.url, browser.Page(pg), nil, start, true)
		if e.body, err = sink.Marshal(rec); err != nil {
			return produced{}, err
		}
		e.status = http.StatusOK
	case FormatMarkdown:
		// The same record's markdown: "" when the page has no main content.
		e.body = []byte(crawl.PageRecord(ctx, t.url, browser.Page(pg), nil, start, true).Markdown)
	case FormatPNG:
		if pg.ScreenshotErr != nil {
			// The page stands without its image: the image is the answer.
			return produced{}, &PageError{Kind: browser.Kind(pg.ScreenshotErr), Err: pg.ScreenshotErr}
		}
		e.body = pg.Screenshot
	case FormatPDF:
		e.body = pdf
	}
	if e.status == 0 {
		e.status = http.StatusOK
	}
	e.header.Set("Content-Type", formats[format])
	if pg.Note != "" {
		e.header.Set(NoteHeader, pg.Note)
	}
	return produced{entry: e, cacheable: pg.Note == "" && pg.Status < 500}, nil
}

// refused is the answer to a page Chrome did not render: the origin's
// own error status for a non-HTML error document asked for as HTML
// (originAnswer), else err as a PageError, which for format json carries
// the origin's status too (statusOf, fail).
func (s *Service) refused(ctx context.Context, t target, format string, err error) (produced, error) {
	if errors.Is(ctx.Err(), context.DeadlineExceeded) {
		err = fmt.Errorf("%w: %w", render.ErrTimeout, err)
	}
	var nh *render.NotHTMLError
	if errors.As(err, &nh) {
		// The origin answered: its pace holds for the host (a plain-text
		// 429's Retry-After).
		after, _ := fetch.RetryAfter(nh.Header, time.Now())
		s.pacer.Observe(ctx, t.url, nh.Status, after)
	}
	if status, h := originStatus(err); status != 0 && format == FormatHTML {
		e := originAnswer(status, h)
		e.rendered = time.Now()
		e.header.Set("Content-Type", formats[format])
		return produced{entry: e, cacheable: status < 500 && status != http.StatusTooManyRequests}, nil
	}
	return produced{}, &PageError{Kind: browser.Kind(err), Err: err}
}

// cacheKey is where a result is kept: the page's canonical URL, the
// format, and for HTML whether its scripts are kept (the answer is kept
// as it is sent). "v2" sets apart the HTML a disk cache of an earlier
// version kept with its scripts, to be stripped on each hit.
func cacheKey(t target, format string, keepScripts bool) string {
	if format == FormatHTML && keepScripts {
		format += "+scripts"
	}
	return "v2 " + format + " " + t.url
}
