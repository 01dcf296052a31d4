package frontier

import (
	"context"
	"fmt"
	"iter"
)

// DoneBatch is the batch size MarkDone is meant to be fed: big enough that
// a resumed crawl marks 100,000 records in a fraction of a second on the
// bolt frontier (one transaction, so one fsync, per batch), small enough
// that a batch's transaction stays small.
const DoneBatch = 10_000

// DoneAll marks items done: in one call when the frontier can (a
// DoneMany method, as the bolt frontier's, which makes it one
// transaction), one Done each otherwise.
func DoneAll(ctx context.Context, f Frontier, items []Item) error {
	if m, ok := f.(interface {
		DoneMany(context.Context, []Item) error
	}); ok {
		return m.DoneMany(ctx, items)
	}
	for _, it := range items {
		if err := f.Done(ctx, it); err != nil {
			return err
		}
	}
	return nil
}

// MarkDone marks done every URL that batches yields, one DoneAll per
// batch, and returns how many URLs it marked. A resumed crawl marks this
// way the URLs its output already holds records of, so that no page is
// fetched again after its record was written. It stops at the first
// error, batches' own or the frontier's.
func MarkDone(ctx context.Context, f Frontier, batches iter.Seq2[[]string, error]) (int, error) {
	n := 0
	var items []Item
	for urls, err := range batches {
		if err != nil {
			return n, err
		}
		items = items[:0]
		for _, u := range urls {
			items = append(items, Item{URL: u})
		}
		if err := DoneAll(ctx, f, items); err != nil {
			return n, fmt.Errorf("frontier: mark done: %w", err)
		}
		n += len(items)
	}
	return n, nil
}
