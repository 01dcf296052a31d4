package render

import (
	"context"
	_ "embed"
	"fmt"
	"math"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
)

// maxShotPixels bounds a full-page screenshot each way, in device pixels
// (CSS pixels times the device's scale factor): a longer page gets its
// first maxShotPixels, and its note says so. Chrome paints the whole
// capture into one bitmap before encoding it: measured on a page of 58,889
// CSS pixels at scale 3, the first 16,384 CSS pixels (49,152 device
// pixels) took 5.9 s of Chrome's CPU and 2.7 GB of memory, the first
// 16,384 device pixels 2.1 s and 1.3 GB; at scale 6 the first 16,384 CSS
// pixels took the browser down.
const maxShotPixels = 16384

// animationWait bounds the wait, before a capture, for the page's running
// animations and transitions to end (js/animations.js).
const animationWait = time.Second

//go:embed js/animations.js
var animationsJS string

// capture takes the screenshot of a page just read, p. It has what is
// left of the page's timeout, and at least extractTimeout. A capture that
// fails leaves the page standing without one: p.ScreenshotErr and the
// page's note say why. The error is the end of ctx when the caller gave up
// on the page.
func (t *tab) capture(ctx context.Context, st *pageState, p *Page, opts pageOptions) error {
	budget := max(extractTimeout, time.Until(st.started.Add(opts.timeout)))
	sctx, cancel := context.WithTimeout(ctx, budget)
	defer cancel()
	shot, cut, err := t.screenshot(sctx, opts.fullPage)
	switch {
	case err == nil:
		p.Screenshot = shot
		p.addNote(cut)
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

// screenshot waits (a while) for the page's animations to end and
// captures the viewport, or the whole page up to maxShotPixels each way;
// cut says what was left out, if anything.
func (t *tab) screenshot(ctx context.Context, fullPage bool) (png []byte, cut string, err error) {
	t.awaitAnimations(ctx)
	params := page.CaptureScreenshotParams{Format: page.CaptureScreenshotFormatPng}
	if fullPage {
		if params.Clip, cut, err = t.fullPageClip(ctx); err != nil {
			return nil, "", err
		}
		if params.Clip != nil {
			params.CaptureBeyondViewport = new(true)
			// Encoding for speed: measured on 16,384 device pixels of a
			// real page, half of Chrome's CPU (0.75 s rather than 1.37 s
			// at scale 1), for a PNG a quarter larger.
			params.OptimizeForSpeed = new(true)
		}
	}
	res, err := cdp.Call(ctx, t.t, page.CaptureScreenshot, params)
	if err != nil {
		return nil, "", err
	}
	return res.Data, cut, nil
}

// fullPageClip is the part of the page a full-page screenshot captures:
// all of it, up to maxShotPixels device pixels each way; cut says what
// was left out, if anything. A page Chrome gives no size for is captured
// at its viewport (a nil clip).
func (t *tab) fullPageClip(ctx context.Context) (clip *page.Viewport, cut string, err error) {
	m, err := cdp.Call(ctx, t.t, page.GetLayoutMetrics, cdp.Empty{})
	if err != nil {
		return nil, "", err
	}
	cs := m.CSSContentSize
	if cs == nil || cs.Width <= 0 || cs.Height <= 0 {
		return nil, "", nil
	}
	scale := t.cfg.Session.Emulation.ScaleFactor
	if scale == 0 {
		scale = 1
	}
	most := math.Floor(maxShotPixels / scale) // CSS pixels
	clip = &page.Viewport{Width: min(cs.Width, most), Height: min(cs.Height, most), Scale: 1}
	if clip.Width < cs.Width || clip.Height < cs.Height {
		cut = fmt.Sprintf("screenshot cut to %vx%v of the page's %vx%v CSS pixels: at most %d device pixels a side, at scale %v",
			clip.Width, clip.Height, math.Ceil(cs.Width), math.Ceil(cs.Height), maxShotPixels, scale)
	}
	return clip, cut, nil
}

// awaitAnimations waits for the page's animations and transitions that
// end within animationWait, so that the capture does not catch one
// halfway; ended says none of them was left running. A page whose main
// thread does not answer within twice animationWait is captured as it is.
func (t *tab) awaitAnimations(ctx context.Context) (ended bool) {
	actx, cancel := context.WithTimeout(ctx, 2*animationWait)
	defer cancel()
	err := t.evaluate(actx, fmt.Sprintf("%s(%d)", animationsJS, animationWait.Milliseconds()), &ended)
	return err == nil && ended
}
