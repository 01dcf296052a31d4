package render

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/chromedp/cdproto/storage"
	"github.com/chromedp/chromedp"
)

// The pool's Chrome: started on demand (one start shared by the callers
// waiting for it), replaced when it dies, gets stuck or wears out, and
// closed once its last page is done.

// Warm starts Chrome in the background, if it is not running or starting
// already, so that the first page that needs it does not wait for its
// start. It returns at once; a start that fails is retried by the next
// page.
func (p *Pool) Warm() {
	p.mu.Lock()
	closed := p.closed
	p.mu.Unlock()
	if closed {
		return
	}
	p.closing.Add(1)
	go func() {
		defer p.closing.Done()
		b, err := p.browser(p.ctx)
		if err != nil {
			p.log.Debug("warming chrome", "err", err)
			return
		}
		p.mu.Lock()
		p.refillLocked(b)
		p.mu.Unlock()
	}()
}

// browser returns the live browser, starting one if needed. A caller waits
// for a start in progress only as long as its ctx lets it: the start goes
// on for the others (and ends with the pool).
func (p *Pool) browser(ctx context.Context) (*browser, error) {
	waited := false
	for {
		p.mu.Lock()
		if p.closed {
			p.mu.Unlock()
			return nil, ErrClosed
		}
		b := p.b
		if b != nil && b.alive() {
			p.mu.Unlock()
			return b, nil
		}
		if b != nil {
			p.retireLocked(b)
		}
		if waited {
			// The start this caller waited for gave a Chrome that died
			// at once: report it (retryable) rather than start another.
			p.mu.Unlock()
			return nil, fmt.Errorf("render: chrome died just after it started: %w", ErrBrowserDied)
		}
		if err := ctx.Err(); err != nil {
			p.mu.Unlock()
			return nil, err
		}
		sc := p.starting
		if sc == nil {
			p.gen++
			sc = &startCall{done: make(chan struct{})}
			p.starting = sc
			p.closing.Add(1)
			go p.start(sc, p.gen)
		}
		p.mu.Unlock()
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-sc.done:
		}
		if sc.err != nil {
			return nil, sc.err
		}
		// Take the new browser from p.b: it may already have died.
		waited = true
	}
}

// restartPause is how long a start that failed waits before the next.
const restartPause = 200 * time.Millisecond

// startCall is a start of Chrome in progress; done closes when it ends.
type startCall struct {
	done chan struct{}
	err  error
}

// start starts Chrome generation gen for sc.
func (p *Pool) start(sc *startCall, gen int) {
	defer p.closing.Done()
	defer close(sc.done)
	if gen > 1 {
		p.stats.restarts.Add(1)
		p.log.Info("starting chrome", "generation", gen)
	}
	nb, err := startBrowser(p.ctx, p.cfg, p.chrome, p.log)
	if err != nil && !errors.Is(err, context.DeadlineExceeded) && !errors.Is(err, context.Canceled) && p.ctx.Err() == nil {
		// A Chrome that exits as it starts (its zygote gone, right after
		// the one before it was killed) is started once more before the
		// pages waiting for it fail; one that hung is not.
		p.log.Warn("chrome failed to start; starting it once more", "err", err)
		select {
		case <-time.After(restartPause):
		case <-p.ctx.Done():
		}
		nb, err = startBrowser(p.ctx, p.cfg, p.chrome, p.log)
	}
	if err == nil {
		warmNetwork(nb, p.log)
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.starting = nil
	switch {
	case p.closed:
		sc.err = ErrClosed
		if nb != nil {
			p.closeBrowser(nb)
		}
	case err != nil:
		sc.err = err
	default:
		p.log.Debug("chrome started", "binary", p.chrome.Exec, "pid", nb.pid, "generation", gen)
		p.b = nb
	}
}

// warmNetwork makes Chrome start its network service, which it otherwise
// starts with the first navigation: that navigation then reaches the server
// hundreds of milliseconds late, and together with the ones sent
// meanwhile, which would crowd a host that Config.Pacer paces. Reading
// the cookie store is enough, and sends nothing anywhere. A failure only
// costs that delay.
func warmNetwork(b *browser, log *slog.Logger) {
	ctx, cancel := context.WithTimeout(b.ctx, callTimeout)
	defer cancel()
	if _, err := chromedp.CallBrowser(ctx, storage.GetCookies, storage.GetCookiesParams{}); err != nil {
		log.Debug("chrome: warming the network service", "err", err)
	}
}

// retire closes a dead or stuck browser at once; pages still in it fail
// and are retried by their callers.
func (p *Pool) retire(b *browser) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.retireLocked(b)
}

func (p *Pool) retireLocked(b *browser) {
	if p.b == b {
		p.b = nil
	}
	p.closeBrowser(b)
}

// drainLocked replaces a healthy browser: new pages go to a new one, and
// this one closes when its last page is done.
func (p *Pool) drainLocked(b *browser) {
	if !b.drain() {
		return
	}
	p.stats.recycles.Add(1)
	if p.b == b {
		p.b = nil
	}
	kept := p.idle[:0]
	for _, t := range p.idle {
		if t.b == b {
			p.closeTab(t)
		} else {
			kept = append(kept, t)
		}
	}
	p.idle = kept
}

// closeBrowser closes b in the background, once. The caller holds p.mu.
func (p *Pool) closeBrowser(b *browser) {
	if !b.startClose() {
		return
	}
	p.closing.Add(1)
	go func() {
		defer p.closing.Done()
		if err := b.close(); err != nil {
			p.log.Warn("closing chrome", "err", err)
		}
	}()
}

// The pool's accounting of a browser, under the browser's lock. The pool
// calls these with its own mutex held, so that what it decides on does not
// change before it acts.

// tabStarted counts a tab of b that takes a page, or is being opened for
// one.
func (b *browser) tabStarted() {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.active++
}

// tabs is how many tabs of b render a page or are being opened.
func (b *browser) tabs() int {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.active
}

// tabEnded uncounts a tab of b, and counts its page if rendered (it ran
// one). It returns the number of pages b has rendered.
func (b *browser) tabEnded(rendered bool) int {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.active--
	if rendered {
		b.pages++
	}
	return b.pages
}

// drain marks b as being replaced, and reports whether it was not yet.
func (b *browser) drain() bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	was := b.draining
	b.draining = true
	return !was
}

// drained reports whether b is being replaced and has no page left.
func (b *browser) drained() bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.draining && b.active == 0
}

// startClose marks the close of b as begun, and reports whether it had not
// begun yet.
func (b *browser) startClose() bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	was := b.closing
	b.closing = true
	return !was
}
