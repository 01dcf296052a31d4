package bolt

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/rendercrawl/render/crawl/frontier"
	"go.etcd.io/bbolt"
)

// Bucket and key names of the database. They are never written to: bbolt
// copies keys it stores.
var (
	// queueBucket maps an 8-byte big-endian sequence number to a queued
	// item (frontier.EncodeItem), so a cursor walks the queue in FIFO
	// order.
	queueBucket = []byte("queue")
	// stateBucket maps a URL to its state (a frontier.State):
	// StateQueued and the 8-byte sequence number of its queue entry,
	// StateLeased or StateDone. It is the seen-set.
	stateBucket = []byte("state")
	// leasedBucket maps a leased URL to its item, so a lease that a dead
	// process never ended goes back to the queue on open.
	leasedBucket = []byte("leased")
	// metaBucket holds the counters and sequence numbers.
	metaBucket = []byte("meta")

	keyTail = []byte("tail") // next sequence number at the back
	keyHead = []byte("head") // next sequence number at the front
	keySeen = []byte("seen")
	keyDone = []byte("done")
)

const (
	stateQueued = byte(frontier.StateQueued)
	stateLeased = byte(frontier.StateLeased)
	stateDone   = byte(frontier.StateDone)

	// Pushes start in the middle of the sequence space, so leases given
	// back on open can go in front of them (counting down from the middle).
	seqMiddle = uint64(1) << 63
	// pushChunk bounds the items one transaction writes, and with it the
	// memory a transaction's dirty pages take.
	pushChunk = 10_000
)

// Frontier is a frontier.Frontier kept on disk in a bbolt database, for a crawl
// that must survive a stop, a crash or kill -9 and resume where it was.
// Every state change is committed (and fsynced) before the method returns:
// an item Push returned for is never lost, an item Done returned for is
// never delivered again. A lease that a dead process never ended comes
// back to the queue, in front, when the frontier is opened again. Nothing
// is kept in memory per URL: the queue and the seen-set live in the file.
//
// Seal is per process: a reopened frontier is unsealed.
type Frontier struct {
	db      *bbolt.DB
	changed frontier.Signal

	// mu guards the fields below. The counters on disk are kept by the
	// transactions themselves; local follows them once each commits.
	// claiming counts the claims whose transaction is in flight: until
	// they are counted in local.Leased, no claim may find the frontier
	// exhausted.
	mu       sync.Mutex
	local    frontier.Local
	claiming int
	closed   bool
}

// batchDelay is how long a claim or a done waits for others to share its
// transaction (bbolt's DB.Batch): every commit costs an fsync, and the
// workers of a crawl claim and finish pages all the time; one fsync for
// the claims and dones of a few milliseconds rather than one for each
// makes a crawl with --state several times faster.
const batchDelay = 2 * time.Millisecond

var (
	_ frontier.Frontier = (*Frontier)(nil)
	_ frontier.Capped   = (*Frontier)(nil)
	_ frontier.Aliaser  = (*Frontier)(nil)
)

// Open opens the frontier kept in dir/frontier.db, creating dir
// and the database if missing. Leases left by a previous process go back
// to the queue. Only one process may have the database open: Open fails
// after a second if another holds it.
func Open(dir string) (*Frontier, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("bolt frontier: open: %w", err)
	}
	db, err := bbolt.Open(filepath.Join(dir, "frontier.db"), 0o600, &bbolt.Options{
		Timeout:      time.Second,
		FreelistType: bbolt.FreelistMapType,
	})
	if err != nil {
		return nil, fmt.Errorf("bolt frontier: open %s: %w", dir, err)
	}
	db.MaxBatchDelay = batchDelay
	f := &Frontier{db: db}
	err = db.Update(func(tx *bbolt.Tx) error {
		for _, name := range [][]byte{queueBucket, stateBucket, leasedBucket, metaBucket} {
			if _, err := tx.CreateBucketIfNotExists(name); err != nil {
				return err
			}
		}
		meta := tx.Bucket(metaBucket)
		f.local.Seen = int64(getUint(meta, keySeen, 0))
		f.local.Done = int64(getUint(meta, keyDone, 0))
		return requeueLeased(tx)
	})
	if err != nil {
		db.Close()
		return nil, fmt.Errorf("bolt frontier: open %s: %w", dir, err)
	}
	return f, nil
}

// requeueLeased puts every leased item back in front of the queue.
func requeueLeased(tx *bbolt.Tx) error {
	leased := tx.Bucket(leasedBucket)
	if k, _ := leased.Cursor().First(); k == nil {
		return nil
	}
	queue, state, meta := tx.Bucket(queueBucket), tx.Bucket(stateBucket), tx.Bucket(metaBucket)
	head := getUint(meta, keyHead, seqMiddle-1)
	c := leased.Cursor()
	for k, v := c.First(); k != nil; k, v = c.Next() {
		seq := seqKey(head)
		head--
		if err := queue.Put(seq, v); err != nil {
			return err
		}
		if err := state.Put(k, append([]byte{stateQueued}, seq...)); err != nil {
			return err
		}
	}
	if err := putUint(meta, keyHead, head); err != nil {
		return err
	}
	// Deleting under a cursor skips keys in bbolt: recreate the bucket.
	if err := tx.DeleteBucket(leasedBucket); err != nil {
		return err
	}
	_, err := tx.CreateBucket(leasedBucket)
	return err
}

// Push implements frontier.Frontier. Each chunk of up to 10,000 items is one
// transaction; the items of a chunk are durable when the next chunk starts.
func (f *Frontier) Push(ctx context.Context, items ...frontier.Item) (int, error) {
	n, _, err := f.pushChunks(ctx, -1, items)
	return n, err
}

// PushCapped implements frontier.Capped, in chunks as Push.
func (f *Frontier) PushCapped(ctx context.Context, limit int64, items ...frontier.Item) (pushed, over int, err error) {
	return f.pushChunks(ctx, max(limit, 0), items)
}

// pushChunks pushes items a chunk per transaction, within limit URLs seen
// (no limit when it is negative).
func (f *Frontier) pushChunks(ctx context.Context, limit int64, items []frontier.Item) (pushed, over int, err error) {
	for len(items) > 0 {
		if err := ctx.Err(); err != nil {
			return pushed, over, err
		}
		chunk := items[:min(len(items), pushChunk)]
		items = items[len(chunk):]
		n, o, err := f.push(limit, chunk)
		pushed, over = pushed+n, over+o
		if err != nil {
			return pushed, over, fmt.Errorf("bolt frontier: push: %w", err)
		}
	}
	return pushed, over, nil
}

// push queues, in one transaction, the items never seen, while fewer than
// limit URLs were seen (no limit when it is negative).
func (f *Frontier) push(limit int64, items []frontier.Item) (n, over int, err error) {
	f.mu.Lock()
	closed := f.closed
	f.mu.Unlock()
	if closed {
		return 0, 0, frontier.ErrClosed
	}
	if fresh, err := f.anyNew(items); err != nil || !fresh {
		return 0, 0, err
	}
	err = f.batch(func(tx *bbolt.Tx) error {
		n, over = 0, 0
		queue, state, meta := tx.Bucket(queueBucket), tx.Bucket(stateBucket), tx.Bucket(metaBucket)
		queue.FillPercent = 1 // appends only: pack the pages
		tail := getUint(meta, keyTail, seqMiddle)
		seen := int64(getUint(meta, keySeen, 0))
		for _, it := range items {
			v, err := frontier.EncodeItem(it)
			if err != nil {
				return err
			}
			if state.Get([]byte(it.URL)) != nil {
				continue
			}
			if limit >= 0 && seen+int64(n) >= limit {
				over++
				continue
			}
			seq := seqKey(tail)
			tail++
			if err := queue.Put(seq, v); err != nil {
				return err
			}
			if err := state.Put([]byte(it.URL), append([]byte{stateQueued}, seq...)); err != nil {
				return err
			}
			n++
		}
		if n == 0 {
			return nil
		}
		if err := putUint(meta, keyTail, tail); err != nil {
			return err
		}
		return putUint(meta, keySeen, uint64(seen)+uint64(n))
	})
	if err != nil {
		return 0, 0, err
	}
	if n > 0 {
		f.mu.Lock()
		f.local.Seen += int64(n)
		f.mu.Unlock()
		f.changed.Broadcast()
	}
	return n, over, nil
}

// Next implements frontier.Frontier.
func (f *Frontier) Next(ctx context.Context) (frontier.Item, error) {
	return f.changed.Await(ctx, f.claim)
}

// claim leases the first queued item, if any, in a transaction it may
// share with other claims and dones (batchDelay).
func (f *Frontier) claim() (frontier.Item, bool, error) {
	f.mu.Lock()
	if f.closed {
		f.mu.Unlock()
		return frontier.Item{}, false, fmt.Errorf("bolt frontier: next: %w", frontier.ErrClosed)
	}
	f.claiming++
	f.mu.Unlock()
	it, ok, err := f.claimBatched()
	f.mu.Lock()
	defer f.mu.Unlock()
	f.claiming--
	if ok {
		f.local.Leased++
	}
	switch {
	case err != nil:
		return frontier.Item{}, false, fmt.Errorf("bolt frontier: next: %w", err)
	case !ok && f.claiming == 0 && f.local.Exhausted():
		// A claim that found nothing while this one was in flight waits:
		// it is to see the end too.
		f.changed.Broadcast()
		return frontier.Item{}, false, frontier.ErrExhausted
	}
	return it, ok, nil
}

// claimBatched leases the first queued item, if any. An empty queue is
// seen in a read, which costs no commit and no fsync.
func (f *Frontier) claimBatched() (frontier.Item, bool, error) {
	empty := false
	if err := f.db.View(func(tx *bbolt.Tx) error {
		k, _ := tx.Bucket(queueBucket).Cursor().First()
		empty = k == nil
		return nil
	}); err != nil || empty {
		return frontier.Item{}, false, closedErr(err)
	}
	var it frontier.Item
	found := false
	err := f.batch(func(tx *bbolt.Tx) error {
		found = false
		queue := tx.Bucket(queueBucket)
		k, v := queue.Cursor().First()
		if k == nil {
			return nil // nothing written: the batch's others commit
		}
		var err error
		if it, err = frontier.DecodeItem(v); err != nil {
			return fmt.Errorf("queue entry %x: %w", k, err)
		}
		// v and k belong to the transaction's pages: copy before changing.
		v = append([]byte(nil), v...)
		if err := queue.Delete(k); err != nil {
			return err
		}
		if err := tx.Bucket(stateBucket).Put([]byte(it.URL), []byte{stateLeased}); err != nil {
			return err
		}
		if err := tx.Bucket(leasedBucket).Put([]byte(it.URL), v); err != nil {
			return err
		}
		found = true
		return nil
	})
	if err != nil || !found {
		return frontier.Item{}, false, err
	}
	return it, true, nil
}

// batch runs fn in a write transaction it may share with other calls of
// batch (bbolt's DB.Batch: fn may run more than once, and must start
// afresh each time). fn must not fail for want of a change: a failure
// runs the others again.
func (f *Frontier) batch(fn func(tx *bbolt.Tx) error) error {
	return closedErr(f.db.Batch(fn))
}

// closedErr is err, or frontier.ErrClosed when the database was closed.
func closedErr(err error) error {
	if errors.Is(err, bbolt.ErrDatabaseNotOpen) {
		return frontier.ErrClosed
	}
	return err
}

// anyNew reports whether some of items were never seen, in a read: a
// push of URLs all seen before (most of the links of a crawled page)
// costs no commit and no fsync.
func (f *Frontier) anyNew(items []frontier.Item) (bool, error) {
	found := false
	err := f.db.View(func(tx *bbolt.Tx) error {
		state := tx.Bucket(stateBucket)
		for _, it := range items {
			if state.Get([]byte(it.URL)) == nil {
				found = true
				return nil
			}
		}
		return nil
	})
	return found, closedErr(err)
}

// Done implements frontier.Frontier. When it returns nil, the URL is done on disk.
func (f *Frontier) Done(ctx context.Context, it frontier.Item) error {
	return f.DoneMany(ctx, []frontier.Item{it})
}

// DoneMany marks items done in one transaction, so one fsync: a resumed
// crawl marks every record of its output this way (frontier.MarkDone).
func (f *Frontier) DoneMany(_ context.Context, items []frontier.Item) error {
	return f.doneMany(items, false)
}

// Alias implements frontier.Aliaser.
func (f *Frontier) Alias(_ context.Context, url string) error {
	return f.doneMany([]frontier.Item{{URL: url}}, true)
}

// doneMany marks items done in one transaction; a URL never seen counts
// as seen and done, unless it is an alias.
func (f *Frontier) doneMany(items []frontier.Item, alias bool) error {
	for _, it := range items {
		if err := frontier.CheckURL(it.URL); err != nil {
			return fmt.Errorf("bolt frontier: done: %w", err)
		}
	}
	f.mu.Lock()
	closed := f.closed
	f.mu.Unlock()
	if closed {
		return fmt.Errorf("bolt frontier: done: %w", frontier.ErrClosed)
	}
	var seen, leased, done, aliased int64
	err := f.batch(func(tx *bbolt.Tx) error {
		seen, leased, done, aliased = 0, 0, 0, 0
		state, meta := tx.Bucket(stateBucket), tx.Bucket(metaBucket)
		for _, it := range items {
			key := []byte(it.URL)
			v := state.Get(key)
			switch {
			case v == nil && alias: // no page of its own: no counter
				aliased++
				if err := state.Put(key, []byte{stateDone}); err != nil {
					return err
				}
				continue
			case v == nil: // never seen: seen and done at once
				seen++
			case v[0] == stateDone:
				continue // a transaction reads its own writes: repeats land here
			case v[0] == stateQueued:
				if len(v) != 9 {
					return fmt.Errorf("state of %s: bad value %x", it.URL, v)
				}
				if err := tx.Bucket(queueBucket).Delete(append([]byte(nil), v[1:]...)); err != nil {
					return err
				}
			case v[0] == stateLeased:
				if err := tx.Bucket(leasedBucket).Delete(key); err != nil {
					return err
				}
				leased++
			}
			if err := state.Put(key, []byte{stateDone}); err != nil {
				return err
			}
			done++
		}
		if done == 0 {
			return nil
		}
		if err := putUint(meta, keySeen, getUint(meta, keySeen, 0)+uint64(seen)); err != nil {
			return err
		}
		return putUint(meta, keyDone, getUint(meta, keyDone, 0)+uint64(done))
	})
	if err != nil {
		if len(items) == 1 {
			return fmt.Errorf("bolt frontier: done %s: %w", items[0].URL, err)
		}
		return fmt.Errorf("bolt frontier: done (%d items): %w", len(items), err)
	}
	if done == 0 {
		return nil
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	f.local.Seen += seen
	f.local.Leased -= leased
	f.local.Done += done
	f.changed.Broadcast()
	return nil
}

// Seal implements frontier.Frontier. It is not persisted: a reopened frontier waits
// for its process to seal again.
func (f *Frontier) Seal(context.Context) error {
	f.mu.Lock()
	f.local.Sealed = true
	f.mu.Unlock()
	f.changed.Broadcast()
	return nil
}

// Queued implements frontier.Frontier.
func (f *Frontier) Queued(_ context.Context, limit int) ([]frontier.Item, error) {
	f.mu.Lock()
	closed := f.closed
	f.mu.Unlock()
	if closed {
		return nil, fmt.Errorf("bolt frontier: queued: %w", frontier.ErrClosed)
	}
	var out []frontier.Item
	err := f.db.View(func(tx *bbolt.Tx) error {
		c := tx.Bucket(queueBucket).Cursor()
		for k, v := c.First(); k != nil && len(out) < limit; k, v = c.Next() {
			it, err := frontier.DecodeItem(v)
			if err != nil {
				return fmt.Errorf("queue entry %x: %w", k, err)
			}
			out = append(out, it)
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("bolt frontier: queued: %w", err)
	}
	return out, nil
}

// Stats implements frontier.Frontier.
func (f *Frontier) Stats(context.Context) (frontier.Stats, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.local.Stats(), nil
}

// Lasting implements frontier.Lasting: the state directory outlives the
// process.
func (f *Frontier) Lasting() bool { return true }

// Close implements Frontier: leases still held go back to the queue, the
// database is closed, and waiting Next calls return an error. Close waits
// only for the transactions in progress, which are short.
func (f *Frontier) Close() error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.closed {
		return nil
	}
	var errs []error
	if f.local.Leased > 0 {
		if err := f.db.Update(requeueLeased); err != nil {
			errs = append(errs, err)
		} else {
			f.local.Leased = 0
		}
	}
	f.closed = true
	f.changed.Broadcast()
	if err := f.db.Close(); err != nil {
		errs = append(errs, err)
	}
	if err := errors.Join(errs...); err != nil {
		return fmt.Errorf("bolt frontier: close: %w", err)
	}
	return nil
}

func seqKey(seq uint64) []byte {
	return binary.BigEndian.AppendUint64(make([]byte, 0, 8), seq)
}

func getUint(b *bbolt.Bucket, key []byte, def uint64) uint64 {
	v := b.Get(key)
	if len(v) != 8 {
		return def
	}
	return binary.BigEndian.Uint64(v)
}

func putUint(b *bbolt.Bucket, key []byte, v uint64) error {
	return b.Put(key, seqKey(v))
}
