package main

import (
	"context"
	"fmt"
	"io"
	"time"

	"github.com/schollz/progressbar/v3"

	"github.com/rendercrawl/render/crawl"
	"github.com/rendercrawl/render/render"
)

// showProgress draws a live progress bar on w (a terminal) until ctx ends:
// pages done of those known so far, failures, what is queued, busy tabs,
// pages/s and the time left.
func showProgress(ctx context.Context, w io.Writer, c *crawl.Crawler, pool *render.Pool) (stop func()) {
	// A bar of known length (updated as the frontier grows): the library's
	// spinner mode for unknown lengths races with its own ticker.
	bar := progressbar.NewOptions64(1,
		progressbar.OptionSetWriter(w),
		progressbar.OptionSetItsString("pages"),
		progressbar.OptionShowIts(),
		progressbar.OptionShowCount(),
		progressbar.OptionSetPredictTime(true),
		progressbar.OptionSetElapsedTime(true),
		progressbar.OptionThrottle(100*time.Millisecond),
		progressbar.OptionSetWidth(24),
		progressbar.OptionClearOnFinish(),
	)
	ctx, cancel := context.WithCancel(ctx)
	done := make(chan struct{})
	go func() {
		defer close(done)
		t := time.NewTicker(200 * time.Millisecond)
		defer t.Stop()
		for {
			select {
			case <-ctx.Done():
				bar.Finish()
				return
			case <-t.C:
			}
			p := c.Progress(ctx)
			busy := int64(0)
			if pool != nil {
				busy = pool.Stats().Busy
			}
			if total := int64(p.Pages) + p.Queued + p.Leased; total > 0 {
				bar.ChangeMax64(total)
			}
			bar.Set(p.Pages)
			bar.Describe(fmt.Sprintf("%d ok, %d failed, %d queued, %d tabs busy", p.OK, p.Failed, p.Queued, busy))
		}
	}()
	return func() {
		cancel()
		<-done
	}
}
