package crawl

import "sync"

// spares lets a worker that waits for a sample's verdict hand its place
// to a new worker, so that the crawl goes on fetching meanwhile: the
// pages of a new template that arrive while its first sample renders
// wait for what it teaches instead of being kept over HTTP unjudged,
// without holding up the pages after them. The waiting workers hold
// their pages' HTML, so their number and the size of what they hold are
// bounded: past either bound a worker waits in its place, and the crawl
// slows down rather than grow without limit. A worker that handed its
// place to a spare retires once its page is done; the others go on.
type spares struct {
	mu    sync.Mutex
	extra int    // workers started beyond Crawler.workers, not yet retired
	held  int64  // bytes of the pages the waiting workers hold
	start func() // starts one more worker; nil outside a run
}

// Bounds of the waiting workers: a documentation site's pages are 10 to
// 30 KB of HTML, so the bytes bound is the one that binds.
const (
	maxSpareWorkers = 4096
	maxHeldBytes    = 64 << 20
)

// park is called by a worker about to wait with a page of size bytes: it
// starts a worker in its place when the bounds allow, and returns what
// to call once the wait is over, and whether it started one (then the
// worker retires once its page is done: retire).
func (s *spares) park(size int64) (unpark func(), started bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.start == nil || s.extra >= maxSpareWorkers || s.held+size > maxHeldBytes {
		return func() {}, false
	}
	s.extra++
	s.held += size
	s.start()
	return func() {
		s.mu.Lock()
		s.held -= size
		s.mu.Unlock()
	}, true
}

// retire is called by a worker that handed its place to a spare, once
// its page is done: it stops, and the crawl is back to one worker fewer.
func (s *spares) retire() {
	s.mu.Lock()
	s.extra--
	s.mu.Unlock()
}

// run sets the function that starts a worker for the run in progress
// (nil when it ends).
func (s *spares) run(start func()) {
	s.mu.Lock()
	s.start = start
	s.mu.Unlock()
}
