package sqldb

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"time"
)

// Backoff bounds between attempts at a transaction the database refused
// for a reason that may pass.
const (
	retryBase = 100 * time.Millisecond
	retryCap  = 5 * time.Second
)

// write is the sink's one writer: it gathers queued rows into batches and
// commits each in a transaction, when the batch is full, BatchDelay after
// its first row, on Flush, and on Close.
func (s *Sink) write() {
	defer close(s.exited)
	var batch []entry
	timer := time.NewTimer(time.Hour)
	timer.Stop()
	for {
		var due <-chan time.Time
		if len(batch) > 0 {
			due = timer.C
		}
		select {
		case e := <-s.queue:
			if len(batch) == 0 {
				timer.Reset(s.cfg.BatchDelay)
			}
			if batch = append(batch, e); len(batch) >= s.cfg.BatchSize {
				batch = s.commit(batch)
			}
		case <-due:
			batch = s.commit(batch)
		case done := <-s.flushes:
			batch = s.commit(s.drain(batch))
			close(done)
		case <-s.closing:
			s.commit(s.drain(batch))
			return
		}
	}
}

// drain adds to batch what is queued now.
func (s *Sink) drain(batch []entry) []entry {
	for {
		select {
		case e := <-s.queue:
			batch = append(batch, e)
		default:
			return batch
		}
	}
}

// commit writes batch, BatchSize rows a transaction, acks every row and
// returns the emptied batch.
func (s *Sink) commit(batch []entry) []entry {
	for len(batch) > 0 {
		n := min(len(batch), s.cfg.BatchSize)
		err := s.finalErr()
		if err == nil {
			rows := make([]Row, n)
			for i := range n {
				rows[i] = batch[i].row
			}
			if err = s.writeRetrying(rows); err != nil {
				s.fail(err)
			}
		}
		for _, e := range batch[:n] {
			s.room.Release(e.size)
			if e.ack != nil {
				e.ack(err)
			}
		}
		clear(batch[:n])
		batch = batch[n:]
	}
	return batch[:0]
}

// writeRetrying writes rows in one transaction, trying again with backoff
// while the store's errors may pass, for Config.Retry at most.
func (s *Sink) writeRetrying(rows []Row) error {
	var giveUp time.Time
	for attempt := 1; ; attempt++ {
		ctx, cancel := context.WithTimeout(context.Background(), s.cfg.CommitTimeout)
		err := s.store.Write(ctx, rows, s.cfg.History)
		cancel()
		if err == nil {
			if attempt > 1 {
				s.log.Info("database is back", "attempts", attempt)
			}
			return nil
		}
		if !s.store.Retryable(err) && !errors.Is(err, context.DeadlineExceeded) {
			return fmt.Errorf("sqldb: write %d records: %w", len(rows), err)
		}
		if attempt == 1 {
			giveUp = time.Now().Add(s.cfg.Retry)
			s.log.Warn("database unavailable: retrying", "for", s.cfg.Retry, "err", err)
		}
		wait := backoff(attempt)
		if time.Now().Add(wait).After(giveUp) {
			return fmt.Errorf("%w for %v: %d records not written: %w", ErrUnavailable, s.cfg.Retry, len(rows), err)
		}
		t := time.NewTimer(wait)
		select {
		case <-t.C:
		case <-s.abort:
			t.Stop()
			return fmt.Errorf("%w: retries aborted: %d records not written: %w", ErrUnavailable, len(rows), err)
		}
	}
}

// backoff is the wait before attempt+1: exponential, capped, the second
// half of it jittered so that many workers do not retry in step.
func backoff(attempt int) time.Duration {
	d := retryCap
	if attempt < 16 {
		d = min(retryBase<<(attempt-1), retryCap)
	}
	return d/2 + rand.N(d/2+1)
}
