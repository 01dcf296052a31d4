package frontier

import "context"

// Capped is a frontier that bounds, atomically, how many URLs it ever
// sees, so that a crawl capped at N pages (--max-pages) visits N pages
// and no more, however many workers (goroutines or processes) push at
// once. memory, bolt and redis are.
type Capped interface {
	// PushCapped is Push for a frontier that must never see more than
	// limit URLs: it queues, in order, the items never seen before while
	// fewer than limit URLs were seen, and returns how many it queued and
	// how many new ones it left out for want of room.
	PushCapped(ctx context.Context, limit int64, items ...Item) (pushed, over int, err error)
}

// PushCapped pushes items to f so that it never sees more than limit URLs:
// with f's own PushCapped when it has one; otherwise from its Stats, which
// another worker may change meanwhile, so that the cap may be passed by
// what other workers push at the same moment.
func PushCapped(ctx context.Context, f Frontier, limit int64, items []Item) (pushed, over int, err error) {
	if c, ok := f.(Capped); ok {
		return c.PushCapped(ctx, limit, items...)
	}
	st, err := f.Stats(ctx)
	if err != nil {
		return 0, 0, err
	}
	room := max(limit-st.Seen, 0)
	if int64(len(items)) > room {
		over = len(items) - int(room)
		items = items[:room]
	}
	if len(items) == 0 {
		return 0, over, nil
	}
	pushed, err = f.Push(ctx, items...)
	return pushed, over, err
}

// Aliaser is a frontier that tells a URL that names a page already
// visited under another URL (a redirect's target) from a page: the alias
// is never delivered and never queued again, as a URL marked Done, but it
// is no page of its own, so it counts in no counter and takes no room
// under a cap. A URL already queued or leased is a page some link
// pushed: Alias marks it done, as Done does. memory, bolt and redis are
// Aliasers.
type Aliaser interface {
	Alias(ctx context.Context, url string) error
}

// Alias marks url as an alias in f, with f's own Alias when it has one,
// or else with Done (then the alias counts as a page seen and done).
func Alias(ctx context.Context, f Frontier, url string) error {
	if a, ok := f.(Aliaser); ok {
		return a.Alias(ctx, url)
	}
	return f.Done(ctx, Item{URL: url})
}
