package crawl

import (
	"context"
	"fmt"
	"time"

	"github.com/rendercrawl/render/sink"
)

// record builds the one record of a task from the result of its last
// attempt, whichever path made it.
func (c *Crawler) record(ctx context.Context, t *task, r result, start time.Time, attempts int) *sink.Record {
	rec := &sink.Record{
		URL:       t.url.s,
		Mode:      r.mode,
		Reason:    r.reason,
		FetchedAt: start.UTC(),
		Attempts:  attempts,
		Depth:     t.item.Depth,
		Referrer:  t.item.Via,
	}
	if r.page != nil {
		fillPage(rec, r.page)
		if c.cfg.Capture.Markdown {
			fillMain(rec, r.page)
		}
		c.fillMeta(rec, r.page)
	}
	if r.err != nil {
		setError(rec, ctx, r.err)
		if r.page == nil {
			rec.ElapsedMS = time.Since(start).Milliseconds()
		}
	}
	fillEmpty(rec)
	return rec
}

// fillPage puts a page into its record: its content whole, and what the
// record says of the crawl's page.
func fillPage(rec *sink.Record, p *Page) {
	rec.Content = p.Content
	rec.Mode = p.Mode
	rec.Links = recordLinks(p)
	if p.Mode == sink.ModeBrowser && rec.Console == nil {
		rec.Console = []sink.ConsoleEntry{} // a browser saw the page: a quiet console
	}
	rec.Requests, rec.RequestsOmitted = p.Requests, p.RequestsOmitted
	rec.ElapsedMS = p.Elapsed.Milliseconds()
	rec.Exchanges = p.Exchanges
}

// setError sets the error of a record and its kind. A page cut short
// because the crawl was stopped says so, and why.
func setError(rec *sink.Record, ctx context.Context, err error) {
	kind := KindOf(err)
	if ctx.Err() != nil {
		kind = KindInterrupted
		err = fmt.Errorf("interrupted: %w (%v)", err, context.Cause(ctx))
	}
	rec.Error = err.Error()
	rec.ErrorKind = string(kind)
}

// errorRecord is the record of a URL that failed before it was a task (a
// seed that is not a URL).
func errorRecord(raw, mode string, err error) *sink.Record {
	rec := &sink.Record{URL: raw, Mode: mode, FetchedAt: time.Now().UTC()}
	setError(rec, context.Background(), err)
	fillEmpty(rec)
	return rec
}

// fillEmpty makes the list fields [] rather than null, so that consumers
// see the same shape for every record. Console is the exception: it stays
// null unless a browser saw the page (nothing observed is not nothing
// seen); the browser path gives [] when its console was quiet.
func fillEmpty(rec *sink.Record) {
	if rec.Links == nil {
		rec.Links = []string{}
	}
	if rec.FailedRequests == nil {
		rec.FailedRequests = []sink.FailedRequest{}
	}
	if rec.FailedChecks == nil {
		rec.FailedChecks = []sink.CheckFailure{}
	}
}

// PageRecord is the record of a page taken outside a crawl, by a program
// that renders pages on request (render serve): rawURL as asked, the page
// a Renderer gave or the error it ended with, start when it began. It is
// built as a crawl's records are, with mode browser and reason forced;
// with markdown, as a crawl with Capture.Markdown builds them (the main
// content as markdown and main_text, and the content hash of main_text).
func PageRecord(ctx context.Context, rawURL string, p *Page, err error, start time.Time, markdown bool) *sink.Record {
	rec := &sink.Record{URL: rawURL, Mode: sink.ModeBrowser, Reason: ReasonForced, FetchedAt: start.UTC(), Attempts: 1}
	if err != nil {
		setError(rec, ctx, err)
		rec.ElapsedMS = time.Since(start).Milliseconds()
	} else {
		fillPage(rec, p)
		if markdown {
			fillMain(rec, p)
		}
		fillMeta(rec, p, markdown, false)
	}
	fillEmpty(rec)
	return rec
}
