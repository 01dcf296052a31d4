package render

import (
	"context"
	"fmt"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/heapprofiler"
)

// gcEvery: a reused tab collects its renderer's garbage after every this
// many pages. V8 and Blink collect the documents a tab has left, and the
// scripts' garbage, only when their heaps grow past a limit, which a
// renderer reaching 100 MB had not reached: the garbage was all of the
// difference (0.6 MB of JavaScript heap left after a collection, against
// 11 MB before it, after 35 SPA pages). A collection costs the renderer's
// CPU: every 8 pages, W1's peak PSS is 0.64-0.72x what it was with no
// collection at about the same pages/s; every 4 pages the PSS went a
// little lower but the pages/s 5-9% down (docs/benchmarks.md, "Where the
// renderers' memory went").
const gcEvery = 8

// collectGarbage runs a full collection in the tab's renderer when its
// page count says so. A failure costs only memory, except one that took
// the whole callTimeout: the renderer's main thread never got to it (the
// page left a script at work), and the tab is not to be reused; that
// error is ErrHung.
func (t *tab) collectGarbage(ctx context.Context) error {
	if t.pages%gcEvery != 0 {
		return nil
	}
	cctx, cancel := context.WithTimeout(ctx, callTimeout)
	defer cancel()
	_, err := cdp.Call(cctx, t.t, heapprofiler.CollectGarbage, cdp.Empty{})
	switch {
	case err == nil:
		return nil
	case cctx.Err() != nil && ctx.Err() == nil:
		return fmt.Errorf("%w: its renderer did not collect its garbage within %v", ErrHung, callTimeout)
	}
	t.log.Debug("collecting the renderer's garbage", "err", err)
	return nil
}
