package crawl

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/rendercrawl/render/crawl/frontier"
	"github.com/rendercrawl/render/fetch"
	"github.com/rendercrawl/render/render"
	"github.com/rendercrawl/render/sink"
)

// pageRecord turns a rendered page into its record.
func pageRecord(it frontier.Item, p *render.Page, start time.Time) *sink.Record {
	rec := &sink.Record{
		URL:         it.URL,
		FinalURL:    p.FinalURL,
		Status:      p.Status,
		Mode:        sink.ModeBrowser,
		ContentType: p.ContentType,
		Size:        p.Size,
		Title:       p.Title,
		Text:        p.Text,
		HTML:        p.HTML,
		Links:       p.Links,
		Blocked:     p.Blocked,
		ElapsedMS:   p.Elapsed.Milliseconds(),
		FetchedAt:   start.UTC(),
		Depth:       it.Depth,
		Note:        p.Note,
	}
	for _, m := range p.Console {
		rec.Console = append(rec.Console, sink.ConsoleEntry{Type: m.Type, Text: m.Text, URL: m.URL, Line: m.Line, Column: m.Column})
	}
	for _, f := range p.FailedRequests {
		rec.FailedRequests = append(rec.FailedRequests, sink.FailedRequest{URL: f.URL, Type: f.Type, Status: f.Status, Error: f.Error})
	}
	fillEmpty(rec)
	return rec
}

// httpRecord turns an HTTP response into its record. A body that is not
// HTML leaves the HTML fields empty.
func httpRecord(it frontier.Item, r *fetch.Response, start time.Time, reason string) *sink.Record {
	rec := &sink.Record{
		URL:         it.URL,
		FinalURL:    r.FinalURL,
		Status:      r.Status,
		Mode:        sink.ModeHTTP,
		Reason:      reason,
		ContentType: r.ContentType,
		Size:        r.Size,
		ElapsedMS:   r.Elapsed.Milliseconds(),
		FetchedAt:   start.UTC(),
		Depth:       it.Depth,
	}
	if r.HTML {
		rec.Title, rec.Text, rec.HTML, rec.Links = r.Title, r.Text, string(r.Body), r.Links
	}
	fillEmpty(rec)
	return rec
}

// errorRecord is the record of a URL that failed.
func errorRecord(it frontier.Item, mode string, start time.Time, err error) *sink.Record {
	rec := &sink.Record{
		URL:       it.URL,
		Mode:      mode,
		ElapsedMS: time.Since(start).Milliseconds(),
		FetchedAt: start.UTC(),
		Depth:     it.Depth,
		Error:     errorText(err),
	}
	fillEmpty(rec)
	return rec
}

// errorText gives the reason a page failed, in words a user can act on.
func errorText(err error) string {
	switch {
	case errors.Is(err, context.Canceled):
		return fmt.Sprintf("interrupted: %v", err)
	case errors.Is(err, context.DeadlineExceeded):
		return fmt.Sprintf("timeout: %v", err)
	}
	return err.Error()
}

// fillEmpty makes the list fields [] rather than null, so that consumers
// see the same shape for every record.
func fillEmpty(rec *sink.Record) {
	if rec.Links == nil {
		rec.Links = []string{}
	}
	if rec.Console == nil {
		rec.Console = []sink.ConsoleEntry{}
	}
	if rec.FailedRequests == nil {
		rec.FailedRequests = []sink.FailedRequest{}
	}
}
