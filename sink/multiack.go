package sink

import (
	"context"
	"sync"
)

// Multi as an Acker: a record is durable once every sink holds it.

// usable returns the final error, or errClosed after Close.
func (m *Multi) usable() error { return m.st.Check() }

// finalErr is the error that lost a record, if one did.
func (m *Multi) finalErr() error {
	m.st.Lock()
	defer m.st.Unlock()
	return m.st.ErrLocked()
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
				return m.st.Fail(err)
			}
			continue
		}
		g.add()
		if err := a.WriteAck(r, g.done); err != nil {
			g.abandon()
			return m.st.Fail(err)
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
	if err := m.finalErr(); err != nil {
		return err
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
		err = g.multi.st.Fail(err)
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
