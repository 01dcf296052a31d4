package render

// Health is the state of a pool's Chrome at one moment, for a service
// that reports it.
type Health struct {
	// Up reports a live Chrome; Starting a start in progress. With
	// neither, Chrome starts with the next page (it has not started yet,
	// or it died and was not replaced yet).
	Up, Starting bool
	// PID is the Chrome process the pool started; 0 when none runs or the
	// browser is remote (Config.BrowserURL).
	PID int
	// Closed reports a pool that was closed.
	Closed bool
	Stats
}

// Health reports the state of the pool's Chrome and its counters. It
// does not talk to Chrome: a browser that lost its connection is not up.
func (p *Pool) Health() Health {
	p.mu.Lock()
	b, starting, closed := p.b, p.starting != nil, p.closed
	p.mu.Unlock()
	h := Health{Starting: starting, Closed: closed, Stats: p.Stats()}
	if b != nil && b.alive() {
		h.Up = true
		h.PID = b.pid
	}
	return h
}

// BrowserMemory is the proportional set size, in bytes, of the processes
// of the pool's Chrome (0 when none runs, for a remote browser, and
// outside Linux). Reading it walks each process's page tables: a few
// milliseconds of CPU, for a scrape rather than for every page.
func (p *Pool) BrowserMemory() int64 {
	p.mu.Lock()
	b := p.b
	p.mu.Unlock()
	if b == nil || b.pid == 0 {
		return 0
	}
	return groupMemory(b.pid, -1)
}
