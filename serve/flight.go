package serve

import (
	"context"
	"sync"
)

// flights lets concurrent requests for one key share one render: the
// first starts it, the others wait for its result. The render runs on a
// context of its own, under the service's, so that a client that goes
// away does not fail the others; when every client waiting for it has
// gone, it is cancelled.
type flights struct {
	base context.Context // the service's: its end cancels every render
	mu   sync.Mutex
	m    map[string]*flight
	// wg counts the renders started, under mu, so that none is counted
	// once drain waits; drained refuses new ones from then on.
	wg      sync.WaitGroup
	drained bool
}

type flight struct {
	done     chan struct{}
	res      *entry
	err      error
	finished bool // res and err are set: each waiter holds a share of res's lease
	waiters  int
	cancel   context.CancelFunc
}

func newFlights(base context.Context) *flights {
	return &flights{base: base, m: make(map[string]*flight)}
}

// do returns the result of the render of key in flight, or of fn, started
// now; shared reports a render that another request started. start is
// called, under the lock, before a new render begins: its error (the
// queue is full) is returned without one, and the release it gives runs
// when the render ends. A caller whose ctx ends stops waiting with its
// error. The lease of fn's result (its share of the byte budget) is
// shared by the callers that get it: each calls finish on it once it has
// been sent.
func (f *flights) do(ctx context.Context, key string, start func() (release func(), err error), fn func(context.Context) (*entry, error)) (res *entry, shared bool, err error) {
	f.mu.Lock()
	if fl, ok := f.m[key]; ok {
		fl.waiters++
		f.mu.Unlock()
		res, err := f.wait(ctx, key, fl)
		return res, true, err
	}
	if f.drained {
		f.mu.Unlock()
		return nil, false, errDraining
	}
	release, err := start()
	if err != nil {
		f.mu.Unlock()
		return nil, false, err
	}
	rctx, cancel := context.WithCancel(f.base)
	fl := &flight{done: make(chan struct{}), waiters: 1, cancel: cancel}
	f.m[key] = fl
	f.wg.Add(1)
	f.mu.Unlock()
	go func() {
		defer f.wg.Done()
		defer release()
		res, err := fn(rctx)
		f.mu.Lock()
		fl.res, fl.err, fl.finished = res, err, true
		if res != nil {
			// The waiters now hold the render's share; none left: it goes.
			res.lease.add(fl.waiters)
			res.lease.done()
		}
		if f.m[key] == fl {
			delete(f.m, key)
		}
		f.mu.Unlock()
		cancel()
		close(fl.done)
	}()
	res, err = f.wait(ctx, key, fl)
	return res, false, err
}

// wait waits for fl, or for ctx to end; the last waiter to leave cancels
// the render.
func (f *flights) wait(ctx context.Context, key string, fl *flight) (*entry, error) {
	select {
	case <-fl.done:
		return fl.res, fl.err
	case <-ctx.Done():
	}
	f.mu.Lock()
	fl.waiters--
	if fl.finished && fl.res != nil {
		fl.res.lease.done() // the share this waiter was counted for
	}
	if fl.waiters == 0 {
		fl.cancel()
		if f.m[key] == fl {
			delete(f.m, key) // a new request starts afresh
		}
	}
	f.mu.Unlock()
	return nil, ctx.Err()
}

// inFlight is the number of renders running or waiting for a tab.
func (f *flights) inFlight() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return len(f.m)
}

// drain waits for the renders started to end, and refuses new ones.
func (f *flights) drain() {
	f.mu.Lock()
	f.drained = true
	f.mu.Unlock()
	f.wg.Wait()
}
