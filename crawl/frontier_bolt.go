package crawl

import (
	"context"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"time"
	"unicode/utf8"

	bolt "go.etcd.io/bbolt"
)

// errFrontierClosed is returned by a frontier's methods after Close.
// It is always wrapped: "crawl: next: frontier closed".
var errFrontierClosed = errors.New("frontier closed")

// Bucket and key names of a BoltFrontier's database. They are never
// written to: bbolt copies keys it stores.
var (
	// boltQueueBucket maps an 8-byte big-endian sequence number to a
	// queued item (JSON), so a cursor walks the queue in FIFO order.
	boltQueueBucket = []byte("queue")
	// boltStateBucket maps a URL to its state: 'q' and the 8-byte
	// sequence number of its queue entry, 'l' (leased) or 'd' (done).
	// It is the seen-set.
	boltStateBucket = []byte("state")
	// boltLeasedBucket maps a leased URL to its item (JSON), so a lease
	// that a dead process never ended goes back to the queue on open.
	boltLeasedBucket = []byte("leased")
	// boltMetaBucket holds the counters and sequence numbers.
	boltMetaBucket = []byte("meta")

	boltKeyTail = []byte("tail") // next sequence number at the back
	boltKeyHead = []byte("head") // next sequence number at the front
	boltKeySeen = []byte("seen")
	boltKeyDone = []byte("done")
)

const (
	boltQueued = 'q'
	boltLeased = 'l'
	boltDone   = 'd'

	// Pushes start in the middle of the sequence space, so leases given
	// back on open can go in front of them (counting down from the middle).
	boltSeqMiddle = uint64(1) << 63
	// boltPushChunk bounds the items one transaction writes, and with it
	// the memory a transaction's dirty pages take.
	boltPushChunk = 10_000
)

// checkItemURL rejects the URLs a persistent frontier cannot keep as a
// key: empty, or not UTF-8 (the item is stored as JSON, which would change
// the URL on the way back and detach it from its state).
func checkItemURL(u string) error {
	switch {
	case u == "":
		return errors.New("empty URL")
	case !utf8.ValidString(u):
		return fmt.Errorf("URL %q is not valid UTF-8", u)
	}
	return nil
}

// errBoltNoChange rolls back a transaction that has nothing to write, so
// it costs no fsync.
var errBoltNoChange = errors.New("crawl: no change")

// BoltFrontier is a Frontier kept on disk in a bbolt database, for a crawl
// that must survive a stop, a crash or kill -9 and resume where it was.
// Every state change is committed (and fsynced) before the method returns:
// an item Push returned for is never lost, an item Done returned for is
// never delivered again. A lease that a dead process never ended comes
// back to the queue, in front, when the frontier is opened again. Nothing
// is kept in memory per URL: the queue and the seen-set live in the file.
//
// Seal is per process: a reopened frontier is unsealed.
type BoltFrontier struct {
	db *bolt.DB

	// mu serialises the writes (bbolt does too) so that the counters and
	// the database always agree, and guards the fields below.
	mu      sync.Mutex
	seen    int64
	done    int64
	leased  int64
	sealed  bool
	closed  bool
	changed chan struct{} // closed and replaced on every change
}

var _ Frontier = (*BoltFrontier)(nil)

// OpenBoltFrontier opens the frontier kept in dir/frontier.db, creating dir
// and the database if missing. Leases left by a previous process go back
// to the queue. Only one process may have the database open: Open fails
// after a second if another holds it.
func OpenBoltFrontier(dir string) (*BoltFrontier, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("crawl: open bolt frontier: %w", err)
	}
	db, err := bolt.Open(filepath.Join(dir, "frontier.db"), 0o600, &bolt.Options{
		Timeout:      time.Second,
		FreelistType: bolt.FreelistMapType,
	})
	if err != nil {
		return nil, fmt.Errorf("crawl: open bolt frontier %s: %w", dir, err)
	}
	f := &BoltFrontier{db: db, changed: make(chan struct{})}
	err = db.Update(func(tx *bolt.Tx) error {
		for _, name := range [][]byte{boltQueueBucket, boltStateBucket, boltLeasedBucket, boltMetaBucket} {
			if _, err := tx.CreateBucketIfNotExists(name); err != nil {
				return err
			}
		}
		meta := tx.Bucket(boltMetaBucket)
		f.seen = int64(boltGetUint(meta, boltKeySeen, 0))
		f.done = int64(boltGetUint(meta, boltKeyDone, 0))
		return boltRequeueLeased(tx)
	})
	if err != nil {
		db.Close()
		return nil, fmt.Errorf("crawl: open bolt frontier %s: %w", dir, err)
	}
	return f, nil
}

// boltRequeueLeased puts every leased item back in front of the queue.
func boltRequeueLeased(tx *bolt.Tx) error {
	leased := tx.Bucket(boltLeasedBucket)
	if k, _ := leased.Cursor().First(); k == nil {
		return nil
	}
	queue, state, meta := tx.Bucket(boltQueueBucket), tx.Bucket(boltStateBucket), tx.Bucket(boltMetaBucket)
	head := boltGetUint(meta, boltKeyHead, boltSeqMiddle-1)
	c := leased.Cursor()
	for k, v := c.First(); k != nil; k, v = c.Next() {
		seq := boltSeqKey(head)
		head--
		if err := queue.Put(seq, v); err != nil {
			return err
		}
		if err := state.Put(k, append([]byte{boltQueued}, seq...)); err != nil {
			return err
		}
	}
	if err := boltPutUint(meta, boltKeyHead, head); err != nil {
		return err
	}
	// Deleting under a cursor skips keys in bbolt: recreate the bucket.
	if err := tx.DeleteBucket(boltLeasedBucket); err != nil {
		return err
	}
	_, err := tx.CreateBucket(boltLeasedBucket)
	return err
}

func (f *BoltFrontier) broadcast() {
	close(f.changed)
	f.changed = make(chan struct{})
}

// update runs fn in a write transaction. The caller holds f.mu.
func (f *BoltFrontier) update(fn func(tx *bolt.Tx) error) error {
	if f.closed {
		return errFrontierClosed
	}
	err := f.db.Update(fn)
	if errors.Is(err, errBoltNoChange) {
		return nil
	}
	return err
}

// Push implements Frontier. Each chunk of up to 10,000 items is one
// transaction; the items of a chunk are durable when the next chunk starts.
func (f *BoltFrontier) Push(ctx context.Context, items ...Item) (int, error) {
	total := 0
	for len(items) > 0 {
		if err := ctx.Err(); err != nil {
			return total, err
		}
		chunk := items[:min(len(items), boltPushChunk)]
		items = items[len(chunk):]
		n, err := f.push(chunk)
		total += n
		if err != nil {
			return total, fmt.Errorf("crawl: push: %w", err)
		}
	}
	return total, nil
}

func (f *BoltFrontier) push(items []Item) (int, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	n := 0
	err := f.update(func(tx *bolt.Tx) error {
		queue, state, meta := tx.Bucket(boltQueueBucket), tx.Bucket(boltStateBucket), tx.Bucket(boltMetaBucket)
		queue.FillPercent = 1 // appends only: pack the pages
		tail := boltGetUint(meta, boltKeyTail, boltSeqMiddle)
		for _, it := range items {
			if err := checkItemURL(it.URL); err != nil {
				return err
			}
			if state.Get([]byte(it.URL)) != nil {
				continue
			}
			v, err := json.Marshal(it)
			if err != nil {
				return err
			}
			seq := boltSeqKey(tail)
			tail++
			if err := queue.Put(seq, v); err != nil {
				return err
			}
			if err := state.Put([]byte(it.URL), append([]byte{boltQueued}, seq...)); err != nil {
				return err
			}
			n++
		}
		if n == 0 {
			return errBoltNoChange
		}
		if err := boltPutUint(meta, boltKeyTail, tail); err != nil {
			return err
		}
		return boltPutUint(meta, boltKeySeen, uint64(f.seen)+uint64(n))
	})
	if err != nil {
		return 0, err
	}
	if n > 0 {
		f.seen += int64(n)
		f.broadcast()
	}
	return n, nil
}

// Next implements Frontier.
func (f *BoltFrontier) Next(ctx context.Context) (Item, error) {
	for {
		if err := ctx.Err(); err != nil {
			return Item{}, err
		}
		f.mu.Lock()
		ch := f.changed
		it, ok, err := f.claimLocked()
		if err != nil {
			f.mu.Unlock()
			return Item{}, fmt.Errorf("crawl: next: %w", err)
		}
		if ok {
			f.mu.Unlock()
			return it, nil
		}
		exhausted := f.sealed && f.leased == 0
		f.mu.Unlock()
		if exhausted {
			return Item{}, ErrExhausted
		}
		select {
		case <-ctx.Done():
			return Item{}, ctx.Err()
		case <-ch:
		}
	}
}

// claimLocked leases the first queued item, if any.
func (f *BoltFrontier) claimLocked() (Item, bool, error) {
	var it Item
	found := false
	err := f.update(func(tx *bolt.Tx) error {
		found = false
		queue := tx.Bucket(boltQueueBucket)
		k, v := queue.Cursor().First()
		if k == nil {
			return errBoltNoChange
		}
		if err := json.Unmarshal(v, &it); err != nil {
			return fmt.Errorf("queue entry %x: %w", k, err)
		}
		// v and k belong to the transaction's pages: copy before changing.
		v = append([]byte(nil), v...)
		if err := queue.Delete(k); err != nil {
			return err
		}
		if err := tx.Bucket(boltStateBucket).Put([]byte(it.URL), []byte{boltLeased}); err != nil {
			return err
		}
		if err := tx.Bucket(boltLeasedBucket).Put([]byte(it.URL), v); err != nil {
			return err
		}
		found = true
		return nil
	})
	if err != nil || !found {
		return Item{}, false, err
	}
	f.leased++
	return it, true, nil
}

// Done implements Frontier. When it returns nil, the URL is done on disk.
func (f *BoltFrontier) Done(ctx context.Context, it Item) error {
	return f.DoneMany(ctx, []Item{it})
}

// DoneMany marks items done in one transaction, so one fsync: a resumed
// crawl marks every record of its output this way.
func (f *BoltFrontier) DoneMany(_ context.Context, items []Item) error {
	for _, it := range items {
		if err := checkItemURL(it.URL); err != nil {
			return fmt.Errorf("crawl: done: %w", err)
		}
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	var seen, leased, done int64
	err := f.update(func(tx *bolt.Tx) error {
		seen, leased, done = 0, 0, 0
		state, meta := tx.Bucket(boltStateBucket), tx.Bucket(boltMetaBucket)
		for _, it := range items {
			key := []byte(it.URL)
			v := state.Get(key)
			switch {
			case v == nil: // never seen: seen and done at once
				seen++
			case v[0] == boltDone:
				continue // a transaction reads its own writes: repeats land here
			case v[0] == boltQueued:
				if len(v) != 9 {
					return fmt.Errorf("state of %s: bad value %x", it.URL, v)
				}
				if err := tx.Bucket(boltQueueBucket).Delete(append([]byte(nil), v[1:]...)); err != nil {
					return err
				}
			case v[0] == boltLeased:
				if err := tx.Bucket(boltLeasedBucket).Delete(key); err != nil {
					return err
				}
				leased++
			}
			if err := state.Put(key, []byte{boltDone}); err != nil {
				return err
			}
			done++
		}
		if done == 0 {
			return errBoltNoChange
		}
		if err := boltPutUint(meta, boltKeySeen, uint64(f.seen+seen)); err != nil {
			return err
		}
		return boltPutUint(meta, boltKeyDone, uint64(f.done+done))
	})
	if err != nil {
		if len(items) == 1 {
			return fmt.Errorf("crawl: done %s: %w", items[0].URL, err)
		}
		return fmt.Errorf("crawl: done (%d items): %w", len(items), err)
	}
	if done == 0 {
		return nil
	}
	f.seen += seen
	f.leased -= leased
	f.done += done
	f.broadcast()
	return nil
}

// Seal implements Frontier. It is not persisted: a reopened frontier waits
// for its process to seal again.
func (f *BoltFrontier) Seal(context.Context) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.sealed = true
	f.broadcast()
	return nil
}

// Queued implements Frontier.
func (f *BoltFrontier) Queued(_ context.Context, limit int) ([]Item, error) {
	f.mu.Lock()
	closed := f.closed
	f.mu.Unlock()
	if closed {
		return nil, fmt.Errorf("crawl: queued: %w", errFrontierClosed)
	}
	var out []Item
	err := f.db.View(func(tx *bolt.Tx) error {
		c := tx.Bucket(boltQueueBucket).Cursor()
		for k, v := c.First(); k != nil && len(out) < limit; k, v = c.Next() {
			var it Item
			if err := json.Unmarshal(v, &it); err != nil {
				return fmt.Errorf("queue entry %x: %w", k, err)
			}
			out = append(out, it)
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("crawl: queued: %w", err)
	}
	return out, nil
}

// Stats implements Frontier.
func (f *BoltFrontier) Stats(context.Context) (FrontierStats, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return FrontierStats{
		Queued: f.seen - f.leased - f.done,
		Leased: f.leased,
		Done:   f.done,
		Seen:   f.seen,
	}, nil
}

// Close implements Frontier: leases still held go back to the queue, the
// database is closed, and waiting Next calls return an error. Close waits
// only for the transactions in progress, which are short.
func (f *BoltFrontier) Close() error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.closed {
		return nil
	}
	var errs []error
	if f.leased > 0 {
		if err := f.db.Update(boltRequeueLeased); err != nil {
			errs = append(errs, err)
		} else {
			f.leased = 0
		}
	}
	f.closed = true
	f.broadcast()
	if err := f.db.Close(); err != nil {
		errs = append(errs, err)
	}
	if err := errors.Join(errs...); err != nil {
		return fmt.Errorf("crawl: close bolt frontier: %w", err)
	}
	return nil
}

func boltSeqKey(seq uint64) []byte {
	return binary.BigEndian.AppendUint64(make([]byte, 0, 8), seq)
}

func boltGetUint(b *bolt.Bucket, key []byte, def uint64) uint64 {
	v := b.Get(key)
	if len(v) != 8 {
		return def
	}
	return binary.BigEndian.Uint64(v)
}

func boltPutUint(b *bolt.Bucket, key []byte, v uint64) error {
	return b.Put(key, boltSeqKey(v))
}
