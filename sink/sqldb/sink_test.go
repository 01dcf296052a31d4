package sqldb

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/rendercrawl/render/sink"
	"github.com/rendercrawl/render/webpage"
)

var (
	errGone = errors.New("connection refused")
	errBad  = errors.New("syntax error")
)

// fakeStore keeps committed rows; its writes fail or block on demand.
type fakeStore struct {
	mu        sync.Mutex
	committed []Row
	batches   []int
	history   int
	fail      error         // returned by Write while set
	gate      chan struct{} // when not nil, Write waits for it
	closed    bool
}

func (f *fakeStore) Write(ctx context.Context, rows []Row, history bool) error {
	f.mu.Lock()
	gate, fail := f.gate, f.fail
	f.mu.Unlock()
	if gate != nil {
		select {
		case <-gate:
		case <-ctx.Done():
			return ctx.Err()
		}
	}
	if fail != nil {
		return fail
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	f.committed = append(f.committed, rows...)
	f.batches = append(f.batches, len(rows))
	if history {
		f.history += len(rows)
	}
	return nil
}

func (f *fakeStore) Retryable(err error) bool { return errors.Is(err, errGone) }
func (f *fakeStore) Close() error {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.closed = true
	return nil
}

func (f *fakeStore) set(fail error, gate chan struct{}) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.fail, f.gate = fail, gate
}

func (f *fakeStore) count() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return len(f.committed)
}

func testConfig() Config {
	cfg := DefaultConfig()
	cfg.BatchSize = 10
	cfg.BatchDelay = 20 * time.Millisecond
	cfg.Retry = 2 * time.Second
	return cfg
}

func rec(i int) *sink.Record {
	return &sink.Record{URL: fmt.Sprintf("http://a.test/%d", i), Content: webpage.Content{Status: 200, Links: []string{}}, FetchedAt: time.Now()}
}

func TestRecordsAreAckedOnceCommittedInBatches(t *testing.T) {
	store := &fakeStore{}
	s, err := New(store, testConfig())
	if err != nil {
		t.Fatal(err)
	}
	var acked atomic.Int32
	for i := range 95 {
		err := s.WriteAck(rec(i), func(err error) {
			if err != nil {
				t.Errorf("ack: %v", err)
			}
			acked.Add(1)
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if err := s.Flush(t.Context()); err != nil {
		t.Fatal(err)
	}
	if n := acked.Load(); n != 95 || store.count() != 95 {
		t.Errorf("after Flush: %d acked, %d committed; want 95", n, store.count())
	}
	for _, b := range store.batches {
		if b > 10 {
			t.Errorf("a transaction of %d rows; BatchSize is 10", b)
		}
	}
	if err := s.Close(); err != nil || !store.closed {
		t.Errorf("Close = %v, store closed %v", err, store.closed)
	}
	if err := s.Write(rec(1)); !errors.Is(err, ErrClosed) {
		t.Errorf("Write after Close = %v, want ErrClosed", err)
	}
}

func TestARecordWaitsAtMostBatchDelay(t *testing.T) {
	store := &fakeStore{}
	cfg := testConfig()
	cfg.BatchSize = 1000
	s, _ := New(store, cfg)
	defer s.Close()
	acked := make(chan error, 1)
	start := time.Now()
	s.WriteAck(rec(1), func(err error) { acked <- err })
	select {
	case err := <-acked:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("a lone record was not committed")
	}
	if el := time.Since(start); el < cfg.BatchDelay {
		t.Errorf("committed after %v: the batch did not wait for more", el)
	}
}

// A slow database slows the writers down: the queue is bounded in bytes.
func TestASlowDatabaseBlocksWritesWithinTheQueueBound(t *testing.T) {
	gate := make(chan struct{})
	store := &fakeStore{}
	store.set(nil, gate)
	cfg := testConfig()
	cfg.QueueBytes = 1 << 20
	cfg.BatchSize = 1
	s, _ := New(store, cfg)
	big := strings.Repeat("x", 200<<10)
	var written atomic.Int32
	done := make(chan struct{})
	go func() {
		defer close(done)
		for i := range 20 {
			r := rec(i)
			r.HTML = big
			if err := s.Write(r); err != nil {
				t.Error(err)
				return
			}
			written.Add(1)
		}
	}()
	// 1 MiB holds 5 rows of 200 KiB (the one the writer is committing
	// among them): the 6th Write waits.
	deadline := time.Now().Add(10 * time.Second)
	for written.Load() < 5 && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	time.Sleep(200 * time.Millisecond)
	if n := written.Load(); n != 5 {
		t.Errorf("%d records of 200 KiB queued for a blocked database, want 5: the bound is 1 MiB", n)
	}
	close(gate)
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("writes still blocked after the database came back")
	}
	if err := s.Close(); err != nil || store.count() != 20 {
		t.Errorf("Close = %v, %d committed; want 20", err, store.count())
	}
}

func TestADatabaseBackWithinTheWindowLosesNothing(t *testing.T) {
	store := &fakeStore{}
	store.set(errGone, nil)
	s, _ := New(store, testConfig())
	var failed atomic.Int32
	for i := range 30 {
		s.WriteAck(rec(i), func(err error) {
			if err != nil {
				failed.Add(1)
			}
		})
	}
	time.Sleep(300 * time.Millisecond)
	store.set(nil, nil)
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if store.count() != 30 || failed.Load() != 0 {
		t.Errorf("%d committed, %d failed acks; want 30, 0", store.count(), failed.Load())
	}
}

func TestADatabaseGoneForLongerThanTheWindowFailsTheSink(t *testing.T) {
	store := &fakeStore{}
	store.set(errGone, nil)
	cfg := testConfig()
	cfg.Retry = 300 * time.Millisecond
	s, _ := New(store, cfg)
	ackErr := make(chan error, 1)
	start := time.Now()
	s.WriteAck(rec(1), func(err error) { ackErr <- err })
	var err error
	select {
	case err = <-ackErr:
	case <-time.After(10 * time.Second):
		t.Fatal("no ack after 10s")
	}
	if !errors.Is(err, ErrUnavailable) || !errors.Is(err, errGone) {
		t.Errorf("ack = %v, want ErrUnavailable wrapping the store's error", err)
	}
	if el := time.Since(start); el < cfg.Retry/2 || el > 5*time.Second {
		t.Errorf("gave up after %v; the window is %v", el, cfg.Retry)
	}
	if err := s.Write(rec(2)); !errors.Is(err, ErrUnavailable) {
		t.Errorf("Write after the failure = %v", err)
	}
	if err := s.Close(); !errors.Is(err, ErrUnavailable) {
		t.Errorf("Close = %v", err)
	}
}

func TestAnErrorThatCannotPassFailsAtOnce(t *testing.T) {
	store := &fakeStore{}
	store.set(errBad, nil)
	s, _ := New(store, testConfig())
	start := time.Now()
	s.Write(rec(1))
	if err := s.Flush(t.Context()); !errors.Is(err, errBad) {
		t.Errorf("Flush = %v, want the store's error", err)
	}
	if el := time.Since(start); el > time.Second {
		t.Errorf("a permanent error took %v to fail the sink", el)
	}
	s.Close()
}

func TestHistoryIsPassedToTheStore(t *testing.T) {
	store := &fakeStore{}
	cfg := testConfig()
	cfg.History = true
	s, _ := New(store, cfg)
	s.Write(rec(1))
	s.Write(rec(1))
	s.Close()
	if store.history != 2 {
		t.Errorf("%d rows of history, want 2", store.history)
	}
}

func TestConfigValidate(t *testing.T) {
	for name, mod := range map[string]func(*Config){
		"CrawlID":    func(c *Config) { c.CrawlID = "" },
		"BatchSize":  func(c *Config) { c.BatchSize = 0 },
		"BatchDelay": func(c *Config) { c.BatchDelay = 0 },
		"QueueBytes": func(c *Config) { c.QueueBytes = 10 },
		"Retry":      func(c *Config) { c.Retry = -1 },
	} {
		cfg := DefaultConfig()
		mod(&cfg)
		var ce *ConfigError
		if err := cfg.Validate(); !errors.As(err, &ce) || ce.Field != name {
			t.Errorf("%s: Validate = %v", name, err)
		}
	}
	if err := DefaultConfig().Validate(); err != nil {
		t.Errorf("DefaultConfig: %v", err)
	}
}

func TestAbortEndsTheRetriesAtOnce(t *testing.T) {
	store := &fakeStore{}
	store.set(errGone, nil)
	cfg := testConfig()
	cfg.Retry = time.Hour
	s, _ := New(store, cfg)
	s.Write(rec(1))
	time.Sleep(100 * time.Millisecond) // the writer is retrying
	s.Abort()
	start := time.Now()
	if err := s.Close(); !errors.Is(err, ErrUnavailable) {
		t.Errorf("Close after Abort = %v, want ErrUnavailable", err)
	}
	if el := time.Since(start); el > 5*time.Second {
		t.Errorf("Close took %v after Abort", el)
	}
}
