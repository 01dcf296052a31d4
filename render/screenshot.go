package render

import (
	"context"
	"fmt"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
)

// maxScreenshotHeight bounds a full-page screenshot (CSS pixels); an
// endless page gets its first screens.
const maxScreenshotHeight = 16384

// capture takes the screenshot of a page just read, p. It has what is
// left of the page's timeout, and at least extractTimeout. A capture that
// fails leaves the page standing without one: p.ScreenshotErr and the
// page's note say why. The error is the end of ctx when the caller gave up
// on the page.
func (t *tab) capture(ctx context.Context, st *pageState, p *Page, opts pageOptions) error {
	budget := max(extractTimeout, time.Until(st.started.Add(opts.timeout)))
	sctx, cancel := context.WithTimeout(ctx, budget)
	defer cancel()
	shot, err := t.screenshot(sctx, opts.fullPage)
	switch {
	case err == nil:
		p.Screenshot = shot
		return nil
	case ctx.Err() != nil && st.err() == nil:
		return ctx.Err()
	case sctx.Err() != nil && ctx.Err() == nil:
		err = fmt.Errorf("%w: the capture did not finish within %v", ErrTimeout, budget.Round(100*time.Millisecond))
	default:
		err = t.classify(err)
	}
	p.ScreenshotErr = err
	p.addNote("screenshot failed: " + err.Error())
	return nil
}

// screenshot captures the viewport, or the whole page.
func (t *tab) screenshot(ctx context.Context, fullPage bool) ([]byte, error) {
	params := page.CaptureScreenshotParams{Format: page.CaptureScreenshotFormatPng}
	if fullPage {
		m, err := cdp.Call(ctx, t.t, page.GetLayoutMetrics, cdp.Empty{})
		if err != nil {
			return nil, err
		}
		if cs := m.CSSContentSize; cs != nil && cs.Width > 0 && cs.Height > 0 {
			params.Clip = &page.Viewport{Width: cs.Width, Height: min(cs.Height, maxScreenshotHeight), Scale: 1}
			params.CaptureBeyondViewport = new(true)
		}
	}
	res, err := cdp.Call(ctx, t.t, page.CaptureScreenshot, params)
	if err != nil {
		return nil, err
	}
	return res.Data, nil
}

// addNote adds a remark to the page's note.
func (p *Page) addNote(note string) {
	switch {
	case note == "":
	case p.Note == "":
		p.Note = note
	default:
		p.Note += "; " + note
	}
}
