package redis

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"sync/atomic"

	goredis "github.com/redis/go-redis/v9"
	"github.com/rendercrawl/render/crawl/frontier"
)

// Frontier is a frontier.Frontier in Redis, shared by the worker processes
// of one crawl (those that open it with the same Prefix), on any number of
// machines.
//
// Next claims an item atomically and leases it for Lease; a background
// goroutine renews the process's leases every Lease/3 while they are held,
// so a slow page is not taken away. A lease that is not renewed (its worker
// died) is reclaimed by the next Next of any worker. Close gives the
// process's leases back at once.
//
// Each process registers as a worker, "seeding" until it calls Seal, with a
// heartbeat; Next reports frontier.ErrExhausted only when nothing is
// queued, nothing is leased by anyone, and no live worker is still
// seeding. A worker that died before sealing stops counting when its
// registration expires.
//
// The scripts name some keys that are not declared (each worker's
// registration), so a Redis Cluster is not supported: use one primary.
type Frontier struct {
	client *goredis.Client
	pubsub *goredis.PubSub
	keys   keyNames
	opts   Options
	log    *slog.Logger

	stop    context.CancelFunc // stops the background goroutines
	bg      sync.WaitGroup
	closing chan struct{} // closed by Close

	// life is held for reading while a claim is in flight, so Close does
	// not miss a lease taken concurrently.
	life   sync.RWMutex
	closed bool

	sealed  atomic.Bool
	changed frontier.Signal // a wake-up message, or a change made here

	mu   sync.Mutex
	held map[string]struct{} // urls this process leased, not yet done
}

var (
	_ frontier.Frontier = (*Frontier)(nil)
	_ frontier.Capped   = (*Frontier)(nil)
	_ frontier.Aliaser  = (*Frontier)(nil)
)

// Open connects to rawURL (redis://host:port/db, as go-redis's ParseURL
// reads it) and joins the crawl named by opts.Prefix as a seeding worker.
//
// ctx bounds the connection and also the frontier's life in the crawl:
// when ctx is done, the background goroutines stop, so this worker no
// longer renews its leases nor its registration, as if it had died; other
// workers take its items after the lease. Close still gives them back at
// once. Pass a context that lasts as long as the crawl.
func Open(ctx context.Context, rawURL string, opts Options) (*Frontier, error) {
	opts, err := opts.withDefaults()
	if err != nil {
		return nil, fmt.Errorf("redis frontier: open: %w", err)
	}
	ro, err := goredis.ParseURL(rawURL)
	if err != nil {
		return nil, fmt.Errorf("redis frontier: open: %w", err)
	}
	ro.ContextTimeoutEnabled = true
	client := goredis.NewClient(ro)
	f := &Frontier{
		client:  client,
		keys:    newKeyNames(opts.Prefix),
		opts:    opts,
		log:     opts.Logger.With("worker", opts.WorkerID),
		closing: make(chan struct{}),
		held:    make(map[string]struct{}),
	}
	fail := func(err error) (*Frontier, error) {
		if f.pubsub != nil {
			f.pubsub.Close()
		}
		client.Close()
		return nil, fmt.Errorf("redis frontier: open %s: %w", opts.Prefix, err)
	}
	if err := client.Ping(ctx).Err(); err != nil {
		return fail(err)
	}
	// Subscribe before the first claim, so no wake-up is missed.
	f.pubsub = client.Subscribe(ctx, f.keys.wake)
	if _, err := f.pubsub.Receive(ctx); err != nil {
		return fail(err)
	}
	if err := f.register(ctx, workerSeeding, false); err != nil {
		return fail(err)
	}
	bg, stop := context.WithCancel(ctx)
	f.stop = stop
	msgs := f.pubsub.Channel()
	f.bg.Go(func() { f.listen(bg, msgs) })
	f.bg.Go(func() { f.keep(bg) })
	return f, nil
}

// Bucket returns the Bucket that paces hosts with this frontier's client,
// under its prefix, for all the crawl's workers. It works until the
// frontier is closed.
func (f *Frontier) Bucket() *Bucket {
	return NewBucket(f.client, f.opts.Prefix)
}

// releaseScript puts back in front of the queue the leases ARGV[3:] that
// the worker ARGV[1] still holds, and takes the worker out of the crawl.
var releaseScript = goredis.NewScript(requeueLua + `
local queue, state, item, owner, leased = KEYS[1], KEYS[2], KEYS[3], KEYS[4], KEYS[5]
local n = 0
for i = #ARGV, 3, -1 do
  local u = ARGV[i]
  if redis.call('HGET', owner, u) == ARGV[1] and requeue(u, queue, state, item, owner, leased) then
    n = n + 1
  end
end
redis.call('DEL', KEYS[7])
redis.call('SREM', KEYS[6], ARGV[1])
redis.call('PUBLISH', ARGV[2], 'leave')
return n
`)

// Lasting implements frontier.Lasting: the crawl lives in Redis.
func (f *Frontier) Lasting() bool { return true }

// Close implements frontier.Frontier: it stops the heartbeat and the
// renewals, puts the leases this process still holds back in front of the
// queue, leaves the crawl (the other workers stop waiting for this one's seeding) and
// closes the client. It takes at most a few seconds, even when Redis is
// unreachable.
func (f *Frontier) Close() error {
	f.life.Lock()
	if f.closed {
		f.life.Unlock()
		return nil
	}
	f.closed = true
	f.life.Unlock()
	close(f.closing)
	f.stop()
	f.bg.Wait()

	ctx, cancel := context.WithTimeout(context.Background(), closeTimeout)
	defer cancel()
	k := f.keys
	args := []any{f.opts.WorkerID, k.wake}
	for _, u := range f.heldURLs() {
		args = append(args, u)
	}
	var errs []error
	err := releaseScript.Run(ctx, f.client,
		[]string{k.queue, k.state, k.leaseItem, k.leaseOwner, k.leased, k.workers, k.workerPref + f.opts.WorkerID},
		args...).Err()
	if err != nil {
		errs = append(errs, fmt.Errorf("give leases back: %w", err))
	}
	if err := f.pubsub.Close(); err != nil {
		errs = append(errs, err)
	}
	if err := f.client.Close(); err != nil {
		errs = append(errs, err)
	}
	if err := errors.Join(errs...); err != nil {
		return fmt.Errorf("redis frontier: close: %w", err)
	}
	return nil
}
