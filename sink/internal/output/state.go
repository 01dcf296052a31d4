package output

import (
	"errors"
	"sync"
)

// ErrClosed is what a Write after Close returns.
var ErrClosed = errors.New("sink: write after close")

// State is the first error that lost a record, final from then on, and
// whether Close was called. A sink embeds it and holds its lock while it
// changes its output; work done outside the lock (a snapshot, a WARC
// record being compressed) checks the state before and after. The zero
// value is an open sink without error.
type State struct {
	mu     sync.Mutex
	err    error
	closed bool
}

// Lock and Unlock hold the state's lock, for a sink that changes its
// output under it without Do.
func (s *State) Lock()   { s.mu.Lock() }
func (s *State) Unlock() { s.mu.Unlock() }

// Check returns what a Write must return before it does anything: the
// final error, else ErrClosed after Close, else nil.
func (s *State) Check() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.CheckLocked()
}

// CheckLocked is Check for a caller that holds the lock.
func (s *State) CheckLocked() error {
	if s.err != nil {
		return s.err
	}
	if s.closed {
		return ErrClosed
	}
	return nil
}

// ErrLocked is the final error, or nil, for a caller that holds the lock.
func (s *State) ErrLocked() error { return s.err }

// Do runs write under the lock, unless the sink failed or is closed (the
// error a Write must return then); an error of write becomes final.
func (s *State) Do(write func() error) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.CheckLocked(); err != nil {
		return err
	}
	if err := write(); err != nil {
		return s.FailLocked(err)
	}
	return nil
}

// Fail makes err final, unless an error came first, and returns the final
// error.
func (s *State) Fail(err error) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.FailLocked(err)
}

// FailLocked is Fail for a caller that holds the lock.
func (s *State) FailLocked(err error) error {
	if s.err == nil {
		s.err = err
	}
	return s.err
}

// Close marks the sink closed and, the first time only, runs release under
// the lock (a flush, a sync, closing a file); release's error becomes
// final unless one came first. Every call returns the final error.
func (s *State) Close(release func() error) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return s.err
	}
	s.closed = true
	if release != nil {
		if err := release(); err != nil {
			s.FailLocked(err)
		}
	}
	return s.err
}
