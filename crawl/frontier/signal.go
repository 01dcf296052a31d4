package frontier

import (
	"context"
	"sync"
)

// Signal wakes the Next calls that wait in this process for a frontier to
// change (a push, a Done, a Seal, a Close, a message from another
// process). The zero value is ready to use; it is safe for concurrent use.
type Signal struct {
	mu sync.Mutex
	ch chan struct{}
}

// C returns a channel that the next Broadcast closes. Take it before
// looking at the frontier, so that a change after the look is not missed.
func (s *Signal) C() <-chan struct{} {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.ch == nil {
		s.ch = make(chan struct{})
	}
	return s.ch
}

// Broadcast wakes every waiter.
func (s *Signal) Broadcast() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.ch != nil {
		close(s.ch)
		s.ch = nil
	}
}

// Await is the loop of a Next that waits in this process: it calls claim
// until claim leases an item (ok) or fails, waiting for a Broadcast or the
// end of ctx between calls. claim returns neither an item nor an error
// when there is nothing to take yet, and ErrExhausted when there never
// will be.
func (s *Signal) Await(ctx context.Context, claim func() (it Item, ok bool, err error)) (Item, error) {
	for {
		if err := ctx.Err(); err != nil {
			return Item{}, err
		}
		ch := s.C()
		it, ok, err := claim()
		if err != nil {
			return Item{}, err
		}
		if ok {
			return it, nil
		}
		select {
		case <-ctx.Done():
			return Item{}, ctx.Err()
		case <-ch:
		}
	}
}
