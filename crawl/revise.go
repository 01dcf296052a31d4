package crawl

import (
	"context"
	"sync"
	"time"

	"github.com/rendercrawl/render/crawl/frontier"
)

// reviseStale renders again the pages written from their HTML before a
// re-check found that their kind needs the browser, as many at once as
// the renderer has tabs, and writes their records to the sink that
// replaces what it wrote (Deps.Revise) alone: JSON Lines and archives
// keep one record per URL, a database's rows are brought up to date. A
// page whose render fails keeps the record it has; a crawl that was
// stopped leaves them all as they are.
func (c *Crawler) reviseStale(ctx context.Context) error {
	if c.revise == nil || c.renderer == nil {
		return nil
	}
	stale := c.learn.TakeStale()
	if len(stale) == 0 {
		return nil
	}
	items := make(chan frontier.Item)
	var (
		wg       sync.WaitGroup
		mu       sync.Mutex
		firstErr error
	)
	for range capacityOf(c.renderer, 1) {
		wg.Go(func() {
			for it := range items {
				if err := c.revisePage(ctx, it); err != nil {
					mu.Lock()
					firstErr = firstOf(firstErr, err)
					mu.Unlock()
				}
			}
		})
	}
	for _, it := range stale {
		if ctx.Err() != nil {
			break
		}
		items <- it
	}
	close(items)
	wg.Wait()
	c.log.Info("pages rendered again after their kind flipped", "pages", len(stale))
	return firstErr
}

// revisePage renders one stale page and writes its record to the
// revising sink.
func (c *Crawler) revisePage(ctx context.Context, it frontier.Item) error {
	t, err := c.newTask(it)
	if err != nil {
		return nil
	}
	start := time.Now()
	r := c.browse(ctx, t, ReasonKindRenders)
	if r.err != nil {
		return nil // the record written from its HTML stands
	}
	rec := c.record(ctx, t, r, start, 1)
	if c.checks != nil {
		c.checks.Decorate(rec)
	}
	c.secrets.Record(rec)
	return c.revise.Write(rec)
}

func firstOf(first, err error) error {
	if first != nil {
		return first
	}
	return err
}
