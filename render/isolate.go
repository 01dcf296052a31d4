package render

// With Config.Isolate every page has a browser context of its own
// (Target.createBrowserContext): its cookies, localStorage, IndexedDB,
// cache and service workers are gone when its tab closes, which disposes
// of the context. A tab is then used for one page only; opening one (a
// context, a target, a renderer, the tab's setup) costs tens of
// milliseconds, so the pool opens them ahead, in the background: up to
// Tabs fresh tabs wait on the idle list, and each tab closed after its
// page is replaced by a fresh one.

// refillLocked opens fresh tabs in b in the background until the idle
// list and the tabs being opened number Tabs. The caller holds p.mu.
func (p *Pool) refillLocked(b *browser) {
	if !p.cfg.Isolate || p.closed || b != p.b || !b.alive() {
		return
	}
	for n := p.cfg.Tabs - len(p.idle) - p.opening; n > 0; n-- {
		p.opening++
		p.closing.Add(1)
		go p.openSpare(b)
	}
}

// openSpare opens a fresh tab in b for the idle list, which blocks what
// most pages block (Config.Block); one that is not wanted by the time it
// is ready is closed.
func (p *Pool) openSpare(b *browser) {
	defer p.closing.Done()
	t, err := newTab(b, &p.cfg, p.cfg.Block)
	p.mu.Lock()
	defer p.mu.Unlock()
	p.opening--
	if err != nil {
		p.log.Debug("opening a fresh tab", "err", err)
		return
	}
	p.stats.tabsOpened.Add(1)
	if p.closed || b != p.b || len(p.idle) >= p.cfg.Tabs || !t.usable() {
		p.closeTab(t)
		return
	}
	p.idle = append(p.idle, t)
	p.signalLocked()
}
