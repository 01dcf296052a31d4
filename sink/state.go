package sink

import (
	"errors"
	"sync"
)

// errClosed is what a Write after Close returns.
var errClosed = errors.New("sink: write after close")

// state is what every sink keeps beside its output: the first error that
// lost a record, final from then on, and whether Close was called. A sink
// embeds it and holds mu while it changes its output; work done outside
// the lock (a snapshot, a WARC record being compressed) checks the state
// before and after.
type state struct {
	mu     sync.Mutex
	err    error
	closed bool
}

// check returns what a Write must return before it does anything: the
// final error, else errClosed after Close, else nil.
func (s *state) check() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.checkLocked()
}

// checkLocked is check for a caller that holds mu.
func (s *state) checkLocked() error {
	if s.err != nil {
		return s.err
	}
	if s.closed {
		return errClosed
	}
	return nil
}

// do runs write under the lock, unless the sink failed or is closed (the
// error a Write must return then); an error of write becomes final.
func (s *state) do(write func() error) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.checkLocked(); err != nil {
		return err
	}
	if err := write(); err != nil {
		return s.failLocked(err)
	}
	return nil
}

// fail makes err final, unless an error came first, and returns the final
// error.
func (s *state) fail(err error) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.failLocked(err)
}

// failLocked is fail for a caller that holds mu.
func (s *state) failLocked(err error) error {
	if s.err == nil {
		s.err = err
	}
	return s.err
}

// close marks the sink closed and, the first time only, runs release under
// the lock (a flush, a sync, closing a file); release's error becomes
// final unless one came first. Every call returns the final error.
func (s *state) close(release func() error) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return s.err
	}
	s.closed = true
	if release != nil {
		if err := release(); err != nil {
			s.failLocked(err)
		}
	}
	return s.err
}
