package serve

import (
	"errors"
	"math"
	"sync"
	"sync/atomic"
	"time"
)

// ErrBusy is a request that found the queue full; it is answered 503
// with a Retry-After.
var ErrBusy = errors.New("the render queue is full")

// admission bounds the renders the service has at once: at most limit,
// the tabs rendering and the queue waiting for them. Requests that share
// a render, and cache hits, take no place.
type admission struct {
	limit int64
	n     atomic.Int64
}

// admit takes a place, or returns ErrBusy; release gives it back.
func (a *admission) admit() (release func(), err error) {
	if a.n.Add(1) > a.limit {
		a.n.Add(-1)
		return nil, ErrBusy
	}
	var once sync.Once
	return func() { once.Do(func() { a.n.Add(-1) }) }, nil
}

func (a *admission) admitted() int64 { return a.n.Load() }

// ewma is a moving average of render times, for Retry-After.
type ewma struct {
	mu  sync.Mutex
	avg time.Duration
}

func (e *ewma) observe(d time.Duration) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.avg == 0 {
		e.avg = d
		return
	}
	e.avg = time.Duration(0.8*float64(e.avg) + 0.2*float64(d))
}

func (e *ewma) value() time.Duration {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.avg
}

// retryAfter is how many seconds a client turned away should wait: the
// time for the tabs to work through the queue at the average render time,
// at least 1 and at most 120.
func retryAfter(queued int64, tabs int, avg time.Duration) int {
	if avg <= 0 {
		avg = time.Second
	}
	s := math.Ceil(float64(queued+1) * avg.Seconds() / float64(max(tabs, 1)))
	return int(min(max(s, 1), 120))
}
