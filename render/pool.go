package render

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"sync"
	"sync/atomic"
	"time"

	"golang.org/x/sync/semaphore"
)

// closeWaitBound bounds how long Close waits for pages still rendering.
const closeWaitBound = 10 * time.Second

// Pool renders pages in one Chrome with a bounded set of tabs. It starts
// Chrome lazily, on the first page, reuses healthy tabs, closes a tab after
// any error or after RecycleAfter pages, and starts a new Chrome when the
// old one died. A Pool is safe for concurrent use.
type Pool struct {
	cfg    Config
	chrome Chrome
	log    *slog.Logger
	sem    *semaphore.Weighted

	// ctx is the pool's own lifetime, for Chrome and its tabs; Close ends
	// it.
	ctx    context.Context
	cancel context.CancelFunc

	startMu sync.Mutex // serialises starts of Chrome
	mu      sync.Mutex
	b       *browser
	gen     int
	idle    []*tab
	closed  bool
	closing sync.WaitGroup // tabs and browsers being closed in the background

	stats struct {
		pages, errors, tabsOpened, restarts atomic.Int64
	}
}

// New validates cfg, finds Chrome (unless cfg.BrowserURL names a remote
// one) and returns a pool. Chrome starts with the first page.
func New(cfg Config) (*Pool, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	var chrome Chrome
	if cfg.BrowserURL == "" {
		var err error
		if chrome, err = FindChrome(cfg.Chrome); err != nil {
			return nil, err
		}
	} else {
		chrome = Chrome{Name: cfg.BrowserURL, Exec: cfg.BrowserURL}
	}
	log := cfg.Logger
	if log == nil {
		log = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	ctx, cancel := context.WithCancel(context.Background())
	return &Pool{
		cfg:    cfg,
		chrome: chrome,
		log:    log,
		sem:    semaphore.NewWeighted(int64(cfg.Tabs)),
		ctx:    ctx,
		cancel: cancel,
	}, nil
}

// Chrome reports the browser binary the pool runs.
func (p *Pool) Chrome() Chrome { return p.chrome }

// Stats are counters over the pool's life.
type Stats struct {
	Pages, Errors, TabsOpened, Restarts int64
}

// Stats returns the pool's counters.
func (p *Pool) Stats() Stats {
	return Stats{
		Pages:      p.stats.pages.Load(),
		Errors:     p.stats.errors.Load(),
		TabsOpened: p.stats.tabsOpened.Load(),
		Restarts:   p.stats.restarts.Load(),
	}
}

// Request is one page to render. Zero fields take the pool's settings.
type Request struct {
	URL string
	// Wait overrides Config.Wait for this page.
	Wait *Wait
	// Timeout overrides Config.Timeout for this page.
	Timeout time.Duration
}

// Render loads req.URL in a tab and returns the rendered page. It waits for
// a free tab (at most cfg.Tabs pages render at once) unless ctx ends first.
// Errors wrap the sentinels of this package; Retryable tells which are
// worth another attempt.
func (p *Pool) Render(ctx context.Context, req Request) (*Page, error) {
	const weight = 1
	if err := p.sem.Acquire(ctx, weight); err != nil {
		return nil, err
	}
	defer p.sem.Release(weight)

	opts := pageOptions{wait: p.cfg.Wait, timeout: p.cfg.Timeout}
	if req.Wait != nil {
		if err := req.Wait.validate(); err != nil {
			return nil, err
		}
		opts.wait = *req.Wait
	}
	if req.Timeout > 0 {
		opts.timeout = req.Timeout
	}
	t, err := p.tab(ctx)
	if err != nil {
		p.stats.errors.Add(1)
		return nil, fmt.Errorf("render %s: %w", req.URL, err)
	}
	page, err := t.render(ctx, req.URL, opts)
	t.pages++
	p.release(t, err == nil && page.Note == "")
	if err != nil {
		p.stats.errors.Add(1)
		return nil, fmt.Errorf("render %s: %w", req.URL, err)
	}
	p.stats.pages.Add(1)
	return page, nil
}

// tab returns an idle tab of a live browser, or opens one, starting Chrome
// if there is none.
func (p *Pool) tab(ctx context.Context) (*tab, error) {
	b, err := p.browser(ctx)
	if err != nil {
		return nil, err
	}
	p.mu.Lock()
	for len(p.idle) > 0 {
		t := p.idle[len(p.idle)-1]
		p.idle = p.idle[:len(p.idle)-1]
		if t.b == b && t.usable() {
			p.mu.Unlock()
			return t, nil
		}
		p.closeTab(t)
	}
	p.mu.Unlock()
	t, err := newTab(b, &p.cfg)
	if err != nil {
		if !b.alive() {
			p.retire(b)
		}
		return nil, err
	}
	p.stats.tabsOpened.Add(1)
	return t, nil
}

// release returns t to the idle list, or closes it when it erred, is
// worn out, or belongs to a browser that is gone.
func (p *Pool) release(t *tab, healthy bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.closed || !healthy || t.pages >= p.cfg.RecycleAfter || t.b != p.b || !t.usable() {
		p.closeTab(t)
		if !t.b.alive() {
			p.retireLocked(t.b)
		}
		return
	}
	p.idle = append(p.idle, t)
}

// closeTab closes t in the background. The caller holds p.mu.
func (p *Pool) closeTab(t *tab) {
	p.closing.Add(1)
	go func() {
		defer p.closing.Done()
		t.close()
	}()
}

// browser returns the live browser, starting one if needed.
func (p *Pool) browser(ctx context.Context) (*browser, error) {
	p.mu.Lock()
	b, closed := p.b, p.closed
	p.mu.Unlock()
	if closed {
		return nil, ErrClosed
	}
	if b != nil && b.alive() {
		return b, nil
	}
	if b != nil {
		p.retire(b)
	}

	p.startMu.Lock()
	defer p.startMu.Unlock()
	p.mu.Lock()
	b, closed = p.b, p.closed
	p.mu.Unlock()
	switch {
	case closed:
		return nil, ErrClosed
	case b != nil && b.alive():
		return b, nil // another caller started it while we waited
	case ctx.Err() != nil:
		return nil, ctx.Err()
	}
	p.mu.Lock()
	p.gen++
	gen := p.gen
	p.mu.Unlock()
	if gen > 1 {
		p.stats.restarts.Add(1)
		p.log.Warn("restarting chrome", "generation", gen)
	}
	nb, err := startBrowser(p.ctx, p.cfg, p.chrome, gen, p.log)
	if err != nil {
		return nil, err
	}
	p.log.Debug("chrome started", "binary", p.chrome.Exec, "pid", nb.pid, "generation", gen)
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.closed {
		nb.close()
		return nil, ErrClosed
	}
	p.b = nb
	return nb, nil
}

// retire closes a dead browser in the background, once.
func (p *Pool) retire(b *browser) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.retireLocked(b)
}

func (p *Pool) retireLocked(b *browser) {
	if p.b != b {
		return
	}
	p.b = nil
	p.closing.Add(1)
	go func() {
		defer p.closing.Done()
		if err := b.close(); err != nil {
			p.log.Warn("closing dead chrome", "err", err)
		}
	}()
}

// Close closes every tab and Chrome, waits for them and for the removal of
// the profile dir, and returns the first cleanup error. Pages still
// rendering fail (their browser is gone) and Close waits, bounded, for them
// to hand their tabs back.
func (p *Pool) Close() error {
	p.mu.Lock()
	if p.closed {
		p.mu.Unlock()
		return nil
	}
	p.closed = true
	idle := p.idle
	p.idle = nil
	b := p.b
	p.b = nil
	p.mu.Unlock()

	var wg sync.WaitGroup
	for _, t := range idle {
		wg.Go(t.close)
	}
	wg.Wait()
	var err error
	if b != nil {
		err = b.close()
	}
	p.cancel() // ends a start in progress
	ctx, cancel := context.WithTimeout(context.Background(), closeWaitBound)
	if p.sem.Acquire(ctx, int64(p.cfg.Tabs)) == nil {
		p.sem.Release(int64(p.cfg.Tabs))
	}
	cancel()
	p.startMu.Lock()
	p.startMu.Unlock() //nolint:staticcheck // waits for a start in progress to see closed
	p.closing.Wait()
	return err
}
