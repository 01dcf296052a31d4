package serve

import (
	"errors"
	"sync"

	"golang.org/x/sync/semaphore"
)

// ErrNoRoom is a rendered answer the service had no room to hold while
// it is sent: the answers being sent take the whole byte budget
// (Config.AnswerBytes). It is answered 503 with a Retry-After; the
// result was cached, if it may be.
var ErrNoRoom = errors.New("no room for the answer: the answers being sent hold the byte budget")

// budget bounds the bytes the service holds for answers being sent:
// renders' results, from the render's end until every client that shares
// one has been sent it, and files of the disk cache read into memory.
// Results held by the memory cache are bounded by its own size and do
// not count. A result larger than the budget takes all of it, and so is
// sent alone.
type budget struct {
	max int64
	sem *semaphore.Weighted
}

func newBudget(max int64) *budget {
	return &budget{max: max, sem: semaphore.NewWeighted(max)}
}

// take holds n bytes of the budget, without waiting (a result that waits
// holds its bytes all the same, so waiting would bound nothing), or
// returns nil when there is no room. The lease has one holder.
func (b *budget) take(n int64) *lease {
	n = min(max(n, 1), b.max)
	if !b.sem.TryAcquire(n) {
		return nil
	}
	return &lease{refs: 1, release: func() { b.sem.Release(n) }}
}

// lease is a share of the budget that the holders of one answer hold
// together; the last to let go gives it back.
type lease struct {
	mu      sync.Mutex
	refs    int
	release func()
}

// add counts n more holders.
func (l *lease) add(n int) {
	if l == nil {
		return
	}
	l.mu.Lock()
	l.refs += n
	l.mu.Unlock()
}

// done lets go of one holder's share; nil is no lease.
func (l *lease) done() {
	if l == nil {
		return
	}
	l.mu.Lock()
	l.refs--
	last := l.refs == 0
	l.mu.Unlock()
	if last {
		l.release()
	}
}
