package crawl

import (
	"context"
	"log/slog"
	"sync"

	"github.com/rendercrawl/render/crawl/frontier"
)

// doneMarker marks items done in the frontier once the sink says their
// records are durable (sink.WriteAck), so that a crawl killed at any
// moment has no item done whose record could still be lost. The acks come
// from workers (sinks durable on Write) or from a sink's own writer (a
// database, a batch at a time); one goroutine marks what has gathered in
// one call (frontier.DoneAll: one transaction on the bolt frontier), so
// pages finishing together share a commit.
type doneMarker struct {
	front frontier.Frontier
	log   *slog.Logger
	fail  func(error) // a sink that could not make a record durable

	mu      sync.Mutex
	pending []frontier.Item
	stopped bool
	wake    chan struct{} // cap 1: something is pending, or stop
	exited  chan struct{}
}

func newDoneMarker(f frontier.Frontier, log *slog.Logger, fail func(error)) *doneMarker {
	m := &doneMarker{front: f, log: log, fail: fail, wake: make(chan struct{}, 1), exited: make(chan struct{})}
	go m.loop()
	return m
}

// ack returns the callback for the record of it: on success it is queued
// to be marked done; on failure it stays leased (the frontier gives it
// back) and the run fails.
func (m *doneMarker) ack(it frontier.Item) func(error) {
	return func(err error) {
		if err != nil {
			m.fail(err)
			return
		}
		m.mu.Lock()
		m.pending = append(m.pending, it)
		m.mu.Unlock()
		m.signal()
	}
}

func (m *doneMarker) signal() {
	select {
	case m.wake <- struct{}{}:
	default:
	}
}

func (m *doneMarker) loop() {
	defer close(m.exited)
	var batch []frontier.Item
	for range m.wake {
		m.mu.Lock()
		batch, m.pending = m.pending, batch[:0]
		stopped := m.stopped
		m.mu.Unlock()
		if len(batch) > 0 {
			// Not the run's context: a done mark is owed even when the
			// crawl was stopped, as a written record was.
			if err := frontier.DoneAll(context.Background(), m.front, batch); err != nil {
				m.log.Warn("frontier: done", "items", len(batch), "err", err)
			}
		}
		if stopped {
			m.mu.Lock()
			left := len(m.pending)
			m.mu.Unlock()
			if left == 0 {
				return
			}
			m.signal()
		}
	}
}

// close marks what is pending and waits for it. Acks that come after
// close (none should: the sink was flushed) are dropped, and their items
// stay leased.
func (m *doneMarker) close() {
	m.mu.Lock()
	m.stopped = true
	m.mu.Unlock()
	m.signal()
	<-m.exited
}
