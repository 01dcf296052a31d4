package sink

import (
	"context"
	"sync"
)

// Multi writes each record to several sinks, in the order given, so that
// one crawl can feed JSON Lines, snapshots, a WARC and a CI report at
// once. A record either reaches every sink or Write reports why not; the
// first error of any sink is final, since the outputs would otherwise
// silently disagree about what was crawled.
//
// Writes are not serialised: the sinks are safe for concurrent use
// themselves, and a slow one (a snapshot, a WARC record) should not hold
// up the pages of other tabs. Two records written at the same time may
// therefore reach two sinks in different orders.
type Multi struct {
	sinks []Sink

	mu       sync.Mutex
	err      error
	closed   bool
	closeErr error
}

// NewMulti returns a sink that writes to each of sinks in turn. Nil sinks
// are skipped, so callers can pass optional ones as they are.
func NewMulti(sinks ...Sink) *Multi {
	m := &Multi{}
	for _, s := range sinks {
		if s != nil {
			m.sinks = append(m.sinks, s)
		}
	}
	return m
}

// Needs is what any of the sinks needs.
func (m *Multi) Needs() Needs {
	var n Needs
	for _, s := range m.sinks {
		n = n.union(NeedsOf(s))
	}
	return n
}

// usable returns the final error, or errClosed after Close.
func (m *Multi) usable() error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.err != nil {
		return m.err
	}
	if m.closed {
		return errClosed
	}
	return nil
}

// Write writes r to every sink, stopping at the first error.
func (m *Multi) Write(r *Record) error {
	if err := m.usable(); err != nil {
		return err
	}
	for _, s := range m.sinks {
		if err := s.Write(r); err != nil {
			return m.fail(err)
		}
	}
	return nil
}

// WriteAck writes r to every sink, stopping at the first error, and calls
// ack once every sink holds r durably: at once for sinks that are durable
// on Write, when its own ack comes for an Acker. A sink's failed ack is
// final for the Multi too.
func (m *Multi) WriteAck(r *Record, ack func(error)) error {
	if err := m.usable(); err != nil {
		return err
	}
	g := &ackGroup{ack: ack, left: 1, multi: m}
	for _, s := range m.sinks {
		a, ok := s.(Acker)
		if !ok {
			if err := s.Write(r); err != nil {
				g.abandon()
				return m.fail(err)
			}
			continue
		}
		g.add()
		if err := a.WriteAck(r, g.done); err != nil {
			g.abandon()
			return m.fail(err)
		}
	}
	g.done(nil) // the Multi's own share: every sink was written
	return nil
}

// Flush waits for every Acker among the sinks, and returns the first
// error: the Multi's final one, else a sink's.
func (m *Multi) Flush(ctx context.Context) error {
	var first error
	for _, s := range m.sinks {
		if err := Flush(ctx, s); err != nil && first == nil {
			first = err
		}
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.err != nil {
		return m.err
	}
	return first
}

// ackGroup calls ack once every share of a record was acknowledged, with
// the first error any share reported.
type ackGroup struct {
	ack   func(error)
	multi *Multi

	mu        sync.Mutex
	left      int
	err       error
	abandoned bool // WriteAck failed: ack must never be called
}

func (g *ackGroup) add() {
	g.mu.Lock()
	g.left++
	g.mu.Unlock()
}

func (g *ackGroup) abandon() {
	g.mu.Lock()
	g.abandoned = true
	g.mu.Unlock()
}

func (g *ackGroup) done(err error) {
	if err != nil {
		err = g.multi.fail(err)
	}
	g.mu.Lock()
	if err != nil && g.err == nil {
		g.err = err
	}
	g.left--
	fire := g.left == 0 && !g.abandoned
	err = g.err
	g.mu.Unlock()
	if fire {
		g.ack(err)
	}
}

func (m *Multi) fail(err error) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.err == nil {
		m.err = err
	}
	return m.err
}

// Close closes every sink, even after an error, so that each flushes what
// it has, and returns the first error: the final write error if there was
// one, else the first sink's Close error. Closing twice returns the same.
func (m *Multi) Close() error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.closed {
		return m.closeErr
	}
	m.closed = true
	m.closeErr = m.err
	for _, s := range m.sinks {
		if err := s.Close(); err != nil && m.closeErr == nil {
			m.closeErr = err
		}
	}
	return m.closeErr
}
