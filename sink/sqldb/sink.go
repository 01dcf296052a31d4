package sqldb

import (
	"context"
	"fmt"
	"log/slog"
	"sync"

	"golang.org/x/sync/semaphore"

	"github.com/rendercrawl/render/sink"
)

// Sink writes records to a Store in batches; see the package doc. It is
// safe for concurrent use.
type Sink struct {
	store Store
	cfg   Config
	log   *slog.Logger

	queue   chan entry
	room    *semaphore.Weighted // bytes of queued rows
	flushes chan chan struct{}
	closing chan struct{} // closed by Close: the writer drains and exits
	exited  chan struct{} // closed when the writer has
	// life ends when the sink fails or closes: a Write waiting for room
	// gives up then.
	life    context.Context
	endLife context.CancelFunc
	// abort ends the retries of a database that went away (Abort).
	abort     chan struct{}
	abortOnce sync.Once

	// mu: WriteAck holds it shared while it queues, Close exclusively to
	// close, so that no record is queued once the writer may have gone.
	mu     sync.RWMutex
	closed bool

	errMu sync.Mutex
	err   error // final
}

var _ sink.Acker = (*Sink)(nil)

// entry is a queued row and whom to tell when it is durable.
type entry struct {
	row  Row
	size int64
	ack  func(error)
}

// New returns a sink writing to store, which it closes on Close.
func New(store Store, cfg Config) (*Sink, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	s := &Sink{
		store:   store,
		cfg:     cfg,
		log:     cfg.logger(),
		queue:   make(chan entry, 4*cfg.BatchSize),
		room:    semaphore.NewWeighted(cfg.QueueBytes),
		flushes: make(chan chan struct{}),
		closing: make(chan struct{}),
		exited:  make(chan struct{}),
		abort:   make(chan struct{}),
	}
	s.life, s.endLife = context.WithCancel(context.Background())
	go s.write()
	return s, nil
}

// Write queues r; it is durable once its transaction commits.
func (s *Sink) Write(r *sink.Record) error { return s.WriteAck(r, nil) }

// WriteAck queues r and calls ack once its transaction committed, or with
// the sink's final error. It blocks while the queue is full.
func (s *Sink) WriteAck(r *sink.Record, ack func(error)) error {
	row, err := newRow(s.cfg.CrawlID, r, s.cfg.Fields)
	if err != nil {
		return err
	}
	e := entry{row: row, size: min(row.size(), s.cfg.QueueBytes), ack: ack}
	s.mu.RLock()
	defer s.mu.RUnlock()
	if s.closed {
		return ErrClosed
	}
	if err := s.finalErr(); err != nil {
		return err
	}
	if err := s.room.Acquire(s.life, e.size); err != nil {
		return s.finalErr()
	}
	select {
	case s.queue <- e:
		return nil
	case <-s.life.Done():
		s.room.Release(e.size)
		return s.finalErr()
	}
}

// Flush waits until every record queued before it is committed, and
// returns the sink's final error, if any.
func (s *Sink) Flush(ctx context.Context) error {
	done := make(chan struct{})
	select {
	case s.flushes <- done:
	case <-s.exited:
		return s.finalErr()
	case <-ctx.Done():
		return ctx.Err()
	}
	select {
	case <-done:
	case <-ctx.Done():
		return ctx.Err()
	}
	return s.finalErr()
}

// Abort stops waiting for a database that went away: the transaction
// being retried, and every later one that fails, fails at once, so that
// Close returns without the retry window (a second signal). Records that
// were not committed are not acknowledged.
func (s *Sink) Abort() { s.abortOnce.Do(func() { close(s.abort) }) }

// Close commits what is queued (retrying a database that went away for
// Config.Retry), closes the store and returns the sink's final error.
func (s *Sink) Close() error {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return s.finalErr()
	}
	s.closed = true
	s.mu.Unlock()
	close(s.closing)
	<-s.exited
	s.endLife()
	err := s.finalErr()
	if cerr := s.store.Close(); err == nil && cerr != nil {
		err = fmt.Errorf("sqldb: close: %w", cerr)
	}
	return err
}

func (s *Sink) finalErr() error {
	s.errMu.Lock()
	defer s.errMu.Unlock()
	return s.err
}

// fail makes err the sink's final error: every queued and later record
// gets it.
func (s *Sink) fail(err error) {
	s.errMu.Lock()
	if s.err == nil {
		s.err = err
	}
	s.errMu.Unlock()
	s.endLife()
}

// Known returns those of urls the database holds rows of, in this crawl;
// nil when the store cannot tell (no backend of this module).
func (s *Sink) Known(ctx context.Context, urls []string) ([]string, error) {
	k, ok := s.store.(Knower)
	if !ok {
		return nil, nil
	}
	return k.Known(ctx, s.cfg.CrawlID, urls)
}
