package crawl

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/redis/go-redis/v9"
)

// RedisOptions configure a RedisFrontier. The zero value is usable.
type RedisOptions struct {
	// Prefix starts every key of the crawl: workers that share a prefix
	// share the crawl. Default "render".
	Prefix string
	// Lease is the visibility timeout: an item a worker took and neither
	// finished nor renewed for this long goes back to the queue. Default 2m.
	Lease time.Duration
	// WorkerID names this process among the crawl's workers; two live
	// processes must not share one. Default hostname-pid-random.
	WorkerID string
	// Logger receives the background failures (a heartbeat or a renewal
	// that did not reach Redis). Nil discards them.
	Logger *slog.Logger

	// workerTTL is how long a worker's registration outlives its last
	// heartbeat: a worker that died while seeding blocks the end of the
	// crawl this long. Default 15s; tests shorten it.
	workerTTL time.Duration
	// backstop bounds every wait in Next, in case a wake-up message was
	// lost (pub/sub delivers at most once). Default 2s.
	backstop time.Duration
}

const (
	redisDefaultPrefix    = "render"
	redisDefaultLease     = 2 * time.Minute
	redisDefaultWorkerTTL = 15 * time.Second
	redisDefaultBackstop  = 2 * time.Second
	redisCloseTimeout     = 5 * time.Second
	redisPushChunk        = 1000
	redisReclaimBatch     = 100

	workerSeeding = "seeding"
	workerSealed  = "sealed"
)

func (o RedisOptions) withDefaults() (RedisOptions, error) {
	if o.Prefix == "" {
		o.Prefix = redisDefaultPrefix
	}
	if o.Lease == 0 {
		o.Lease = redisDefaultLease
	}
	if o.workerTTL == 0 {
		o.workerTTL = redisDefaultWorkerTTL
	}
	if o.backstop == 0 {
		o.backstop = redisDefaultBackstop
	}
	if o.Logger == nil {
		o.Logger = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	switch {
	case o.Lease < 30*time.Millisecond:
		return o, fmt.Errorf("Lease: %v is below 30ms", o.Lease)
	case o.workerTTL < 30*time.Millisecond:
		return o, fmt.Errorf("workerTTL: %v is below 30ms", o.workerTTL)
	case o.backstop <= 0:
		return o, fmt.Errorf("backstop: %v is not positive", o.backstop)
	}
	if o.WorkerID == "" {
		host, _ := os.Hostname()
		var b [4]byte
		rand.Read(b[:])
		o.WorkerID = fmt.Sprintf("%s-%d-%s", host, os.Getpid(), hex.EncodeToString(b[:]))
	}
	return o, nil
}

// redisKeys are the names of a crawl's keys.
type redisKeys struct {
	queue      string // list of items (JSON), pushed right, taken left
	state      string // hash url → q | l | d: the shared seen-set
	leased     string // sorted set url → lease deadline (ms, server time)
	leaseItem  string // hash url → item (JSON) of a leased url
	leaseOwner string // hash url → worker id holding the lease
	done       string // counter of done urls
	counters   string // hash name → crawl-wide counter
	workers    string // set of worker ids that joined
	workerPref string // + id: the worker's registration, with a TTL
	wake       string // pub/sub channel: something changed
}

func newRedisKeys(prefix string) redisKeys {
	p := prefix + ":"
	return redisKeys{
		queue:      p + "queue",
		state:      p + "state",
		leased:     p + "leased",
		leaseItem:  p + "lease:item",
		leaseOwner: p + "lease:owner",
		done:       p + "done",
		counters:   p + "counters",
		workers:    p + "workers",
		workerPref: p + "worker:",
		wake:       p + "wake",
	}
}

// RedisFrontier is a Frontier in Redis, shared by the worker processes of
// one crawl (those that open it with the same Prefix), on any number of
// machines.
//
// Next claims an item atomically and leases it for Lease; a background
// goroutine renews the process's leases every Lease/3 while they are held,
// so a slow page is not taken away. A lease that is not renewed (its worker
// died) is reclaimed by the next Next of any worker. Close gives the
// process's leases back at once.
//
// Each process registers as a worker, "seeding" until it calls Seal, with a
// heartbeat; Next reports ErrExhausted only when nothing is queued, nothing
// is leased by anyone, and no live worker is still seeding. A worker that
// died before sealing stops counting when its registration expires.
//
// The scripts name some keys that are not declared (each worker's
// registration), so a Redis Cluster is not supported: use one primary.
type RedisFrontier struct {
	client *redis.Client
	pubsub *redis.PubSub
	keys   redisKeys
	opts   RedisOptions
	log    *slog.Logger

	stop    context.CancelFunc // stops the background goroutines
	bg      sync.WaitGroup
	closing chan struct{} // closed by Close

	// life is held for reading while a claim is in flight, so Close does
	// not miss a lease taken concurrently.
	life   sync.RWMutex
	closed bool

	sealed atomic.Bool

	mu      sync.Mutex
	held    map[string]struct{} // urls this process leased, not yet done
	changed chan struct{}       // closed and replaced on every wake-up
}

var _ Frontier = (*RedisFrontier)(nil)

// OpenRedisFrontier connects to rawURL (redis://host:port/db, as
// redis.ParseURL reads it) and joins the crawl named by opts.Prefix as a
// seeding worker.
//
// ctx bounds the connection and also the frontier's life in the crawl:
// when ctx is done, the background goroutines stop, so this worker no
// longer renews its leases nor its registration, as if it had died; other
// workers take its items after the lease. Close still gives them back at
// once. Pass a context that lasts as long as the crawl.
func OpenRedisFrontier(ctx context.Context, rawURL string, opts RedisOptions) (*RedisFrontier, error) {
	opts, err := opts.withDefaults()
	if err != nil {
		return nil, fmt.Errorf("crawl: open redis frontier: %w", err)
	}
	ro, err := redis.ParseURL(rawURL)
	if err != nil {
		return nil, fmt.Errorf("crawl: open redis frontier: %w", err)
	}
	ro.ContextTimeoutEnabled = true
	client := redis.NewClient(ro)
	f := &RedisFrontier{
		client:  client,
		keys:    newRedisKeys(opts.Prefix),
		opts:    opts,
		log:     opts.Logger.With("worker", opts.WorkerID),
		closing: make(chan struct{}),
		held:    make(map[string]struct{}),
		changed: make(chan struct{}),
	}
	fail := func(err error) (*RedisFrontier, error) {
		if f.pubsub != nil {
			f.pubsub.Close()
		}
		client.Close()
		return nil, fmt.Errorf("crawl: open redis frontier %s: %w", opts.Prefix, err)
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

// Bucket returns a RedisBucket that paces hosts with this frontier's
// client, under its prefix, for all the crawl's workers. It works until
// the frontier is closed.
func (f *RedisFrontier) Bucket() *RedisBucket {
	return NewRedisBucket(f.client, f.opts.Prefix)
}

func (f *RedisFrontier) broadcast() {
	f.mu.Lock()
	close(f.changed)
	f.changed = make(chan struct{})
	f.mu.Unlock()
}

func (f *RedisFrontier) wakeup() <-chan struct{} {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.changed
}

// listen turns the crawl's wake-up messages into local broadcasts.
func (f *RedisFrontier) listen(ctx context.Context, msgs <-chan *redis.Message) {
	for {
		select {
		case <-ctx.Done():
			return
		case _, ok := <-msgs:
			if !ok {
				return
			}
			f.broadcast()
		}
	}
}

// keep refreshes the worker's registration and renews its leases.
func (f *RedisFrontier) keep(ctx context.Context) {
	beat := time.NewTicker(f.opts.workerTTL / 3)
	defer beat.Stop()
	renew := time.NewTicker(f.opts.Lease / 3)
	defer renew.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-beat.C:
			state := workerSeeding
			if f.sealed.Load() {
				state = workerSealed
			}
			cctx, cancel := context.WithTimeout(ctx, min(f.opts.workerTTL/3, redisCloseTimeout))
			if err := f.register(cctx, state, false); err != nil && ctx.Err() == nil {
				f.log.Warn("crawl: heartbeat", "err", err)
			}
			cancel()
		case <-renew.C:
			cctx, cancel := context.WithTimeout(ctx, min(f.opts.Lease/3, redisCloseTimeout))
			if err := f.renew(cctx); err != nil && ctx.Err() == nil {
				f.log.Warn("crawl: renew leases", "err", err)
			}
			cancel()
		}
	}
}

var redisRegister = redis.NewScript(`
redis.call('SET', KEYS[2], ARGV[2], 'PX', ARGV[3])
redis.call('SADD', KEYS[1], ARGV[1])
if ARGV[5] == '1' then redis.call('PUBLISH', ARGV[4], 'worker') end
return 1
`)

// register sets the worker's registration to state, for workerTTL.
func (f *RedisFrontier) register(ctx context.Context, state string, publish bool) error {
	pub := "0"
	if publish {
		pub = "1"
	}
	return redisRegister.Run(ctx, f.client,
		[]string{f.keys.workers, f.keys.workerPref + f.opts.WorkerID},
		f.opts.WorkerID, state, f.opts.workerTTL.Milliseconds(), f.keys.wake, pub).Err()
}

var redisRenew = redis.NewScript(`
local t = redis.call('TIME')
local deadline = string.format('%.0f', tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000) + tonumber(ARGV[2]))
local lost = {}
for i = 3, #ARGV do
  if redis.call('HGET', KEYS[2], ARGV[i]) == ARGV[1] then
    redis.call('ZADD', KEYS[1], 'XX', deadline, ARGV[i])
  else
    lost[#lost + 1] = ARGV[i]
  end
end
return lost
`)

// renew extends the leases this process holds; those it lost (it was too
// slow, another worker took them) are forgotten.
func (f *RedisFrontier) renew(ctx context.Context) error {
	urls := f.heldURLs()
	if len(urls) == 0 {
		return nil
	}
	args := make([]any, 0, 2+len(urls))
	args = append(args, f.opts.WorkerID, f.opts.Lease.Milliseconds())
	for _, u := range urls {
		args = append(args, u)
	}
	lost, err := redisRenew.Run(ctx, f.client, []string{f.keys.leased, f.keys.leaseOwner}, args...).StringSlice()
	if err != nil {
		return err
	}
	if len(lost) > 0 {
		f.mu.Lock()
		for _, u := range lost {
			delete(f.held, u)
		}
		f.mu.Unlock()
		// Lost: done meanwhile, or expired and taken by another worker.
		f.log.Debug("crawl: leases no longer held", "n", len(lost))
	}
	return nil
}

func (f *RedisFrontier) heldURLs() []string {
	f.mu.Lock()
	defer f.mu.Unlock()
	urls := make([]string, 0, len(f.held))
	for u := range f.held {
		urls = append(urls, u)
	}
	return urls
}

var redisPush = redis.NewScript(`
local n = 0
for i = 2, #ARGV, 2 do
  if redis.call('HSETNX', KEYS[1], ARGV[i], 'q') == 1 then
    redis.call('RPUSH', KEYS[2], ARGV[i + 1])
    n = n + 1
  end
end
if n > 0 then redis.call('PUBLISH', ARGV[1], 'push') end
return n
`)

// Push implements Frontier. Each chunk of up to 1,000 items is queued
// atomically: a URL any worker ever pushed or finished is skipped.
func (f *RedisFrontier) Push(ctx context.Context, items ...Item) (int, error) {
	total := 0
	for len(items) > 0 {
		chunk := items[:min(len(items), redisPushChunk)]
		items = items[len(chunk):]
		args := make([]any, 0, 1+2*len(chunk))
		args = append(args, f.keys.wake)
		for _, it := range chunk {
			if err := checkItemURL(it.URL); err != nil {
				return total, fmt.Errorf("crawl: push: %w", err)
			}
			v, err := json.Marshal(it)
			if err != nil {
				return total, fmt.Errorf("crawl: push %s: %w", it.URL, err)
			}
			args = append(args, it.URL, v)
		}
		n, err := redisPush.Run(ctx, f.client, []string{f.keys.state, f.keys.queue}, args...).Int()
		if err != nil {
			return total, fmt.Errorf("crawl: push: %w", err)
		}
		total += n
	}
	if total > 0 {
		f.broadcast()
	}
	return total, nil
}

// redisRequeue is the Lua both redisClaim (expired leases) and redisRelease
// (a closing worker's leases) use to put a leased URL back in front of the
// queue; it reports whether the URL still had its item.
const redisRequeue = `
local function requeue(u, queue, state, item, owner, leased)
  local e = redis.call('HGET', item, u)
  redis.call('ZREM', leased, u)
  redis.call('HDEL', item, u)
  redis.call('HDEL', owner, u)
  if e then
    redis.call('HSET', state, u, 'q')
    redis.call('LPUSH', queue, e)
    return true
  end
  return false
end
`

// redisClaim reclaims expired leases, then leases the first queued item.
// It returns {1, item}; or {0, ms} when there is nothing to take yet and a
// lease may expire or a seeding worker's registration lapse in ms; or {2}
// when nothing is queued or leased and no live worker is seeding.
var redisClaim = redis.NewScript(redisRequeue + `
local queue, state, leased, item, owner, workers = KEYS[1], KEYS[2], KEYS[3], KEYS[4], KEYS[5], KEYS[6]
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local expired = redis.call('ZRANGEBYSCORE', leased, '-inf', now, 'LIMIT', 0, tonumber(ARGV[4]))
for _, u in ipairs(expired) do
  requeue(u, queue, state, item, owner, leased)
end
while true do
  local e = redis.call('LPOP', queue)
  if not e then break end
  local u = cjson.decode(e)['u']
  if redis.call('HGET', state, u) == 'q' then
    redis.call('HSET', state, u, 'l')
    redis.call('ZADD', leased, string.format('%.0f', now + tonumber(ARGV[2])), u)
    redis.call('HSET', item, u, e)
    redis.call('HSET', owner, u, ARGV[1])
    return {1, e}
  end
end
local first = redis.call('ZRANGE', leased, 0, 0, 'WITHSCORES')
if #first > 0 then
  return {0, tonumber(first[2]) - now}
end
for _, w in ipairs(redis.call('SMEMBERS', workers)) do
  local s = redis.call('GET', ARGV[3] .. w)
  if not s then
    redis.call('SREM', workers, w)
  elseif s == 'seeding' then
    return {0, redis.call('PTTL', ARGV[3] .. w)}
  end
end
return {2}
`)

// Next implements Frontier. It waits for a wake-up message (a push, a
// seal, the last lease ending) or the next lease deadline, bounded by a
// backstop in case a message was lost; ctx ends the wait at once.
func (f *RedisFrontier) Next(ctx context.Context) (Item, error) {
	for {
		if err := ctx.Err(); err != nil {
			return Item{}, err
		}
		ch := f.wakeup() // before the claim: a change after it wakes us
		it, ok, wait, err := f.claim(ctx)
		if err != nil {
			if ctx.Err() != nil {
				return Item{}, ctx.Err()
			}
			return Item{}, fmt.Errorf("crawl: next: %w", err)
		}
		if ok {
			return it, nil
		}
		if wait < 0 { // exhausted, as far as the other workers go
			if f.sealed.Load() {
				return Item{}, ErrExhausted
			}
			wait = f.opts.backstop // our registration lapsed: wait for Seal
		}
		timer := time.NewTimer(min(max(wait, time.Millisecond), f.opts.backstop))
		select {
		case <-ctx.Done():
			timer.Stop()
			return Item{}, ctx.Err()
		case <-f.closing:
			timer.Stop()
			return Item{}, fmt.Errorf("crawl: next: %w", errFrontierClosed)
		case <-ch:
		case <-timer.C:
		}
		timer.Stop()
	}
}

// claim runs redisClaim. It returns the item leased; or how long to wait
// before trying again; or a negative wait when the crawl is exhausted.
func (f *RedisFrontier) claim(ctx context.Context) (Item, bool, time.Duration, error) {
	f.life.RLock()
	defer f.life.RUnlock()
	if f.closed {
		return Item{}, false, 0, errFrontierClosed
	}
	k := f.keys
	res, err := redisClaim.Run(ctx, f.client,
		[]string{k.queue, k.state, k.leased, k.leaseItem, k.leaseOwner, k.workers},
		f.opts.WorkerID, f.opts.Lease.Milliseconds(), k.workerPref, redisReclaimBatch).Slice()
	if err != nil {
		return Item{}, false, 0, err
	}
	if len(res) == 0 {
		return Item{}, false, 0, fmt.Errorf("claim: empty reply")
	}
	switch res[0] {
	case int64(1):
		if len(res) != 2 {
			return Item{}, false, 0, fmt.Errorf("claim: reply %v", res)
		}
		s, _ := res[1].(string)
		var it Item
		if err := json.Unmarshal([]byte(s), &it); err != nil {
			return Item{}, false, 0, fmt.Errorf("claim: item %q: %w", s, err)
		}
		f.mu.Lock()
		f.held[it.URL] = struct{}{}
		f.mu.Unlock()
		return it, true, 0, nil
	case int64(0):
		ms, _ := res[1].(int64)
		ms = max(ms, 0) // PTTL of a key without a TTL is -1
		return Item{}, false, time.Duration(ms)*time.Millisecond + time.Millisecond, nil
	case int64(2):
		return Item{}, false, -1, nil
	}
	return Item{}, false, 0, fmt.Errorf("claim: reply %v", res)
}

var redisDone = redis.NewScript(`
local s = redis.call('HGET', KEYS[1], ARGV[1])
if s == 'd' then return 0 end
if s == 'l' then
  redis.call('ZREM', KEYS[2], ARGV[1])
  redis.call('HDEL', KEYS[3], ARGV[1])
  redis.call('HDEL', KEYS[4], ARGV[1])
end
redis.call('HSET', KEYS[1], ARGV[1], 'd')
redis.call('INCR', KEYS[5])
if s == 'l' and redis.call('ZCARD', KEYS[2]) == 0 then
  redis.call('PUBLISH', ARGV[2], 'done')
end
return 1
`)

// Done implements Frontier. It ends the lease whoever holds it.
func (f *RedisFrontier) Done(ctx context.Context, it Item) error {
	if err := checkItemURL(it.URL); err != nil {
		return fmt.Errorf("crawl: done: %w", err)
	}
	k := f.keys
	err := redisDone.Run(ctx, f.client,
		[]string{k.state, k.leased, k.leaseItem, k.leaseOwner, k.done},
		it.URL, k.wake).Err()
	if err != nil {
		return fmt.Errorf("crawl: done %s: %w", it.URL, err)
	}
	f.mu.Lock()
	delete(f.held, it.URL)
	f.mu.Unlock()
	return nil
}

// Seal implements Frontier: this worker is registered as sealed from now
// on, and the other workers are woken up to check whether the crawl is
// over.
func (f *RedisFrontier) Seal(ctx context.Context) error {
	f.sealed.Store(true)
	if err := f.register(ctx, workerSealed, true); err != nil {
		return fmt.Errorf("crawl: seal: %w", err)
	}
	f.broadcast()
	return nil
}

var redisQueued = redis.NewScript(`
local out, limit, i = {}, tonumber(ARGV[1]), 0
while #out < limit do
  local es = redis.call('LRANGE', KEYS[1], i, i + 99)
  if #es == 0 then break end
  for _, e in ipairs(es) do
    if redis.call('HGET', KEYS[2], cjson.decode(e)['u']) == 'q' then
      out[#out + 1] = e
      if #out >= limit then break end
    end
  end
  i = i + 100
end
return out
`)

// Queued implements Frontier: the first items of the shared queue.
func (f *RedisFrontier) Queued(ctx context.Context, limit int) ([]Item, error) {
	if limit <= 0 {
		return nil, nil
	}
	es, err := redisQueued.Run(ctx, f.client, []string{f.keys.queue, f.keys.state}, limit).StringSlice()
	if err != nil {
		return nil, fmt.Errorf("crawl: queued: %w", err)
	}
	out := make([]Item, 0, len(es))
	for _, e := range es {
		var it Item
		if err := json.Unmarshal([]byte(e), &it); err != nil {
			return nil, fmt.Errorf("crawl: queued: item %q: %w", e, err)
		}
		out = append(out, it)
	}
	return out, nil
}

// Stats implements Frontier: the crawl's counters, across all workers,
// read in one transaction. Queued counts the URLs in state queued (the
// list may still hold entries of URLs done while queued, skipped when
// reached).
func (f *RedisFrontier) Stats(ctx context.Context) (FrontierStats, error) {
	var seen, leased *redis.IntCmd
	var done *redis.StringCmd
	_, err := f.client.TxPipelined(ctx, func(p redis.Pipeliner) error {
		seen = p.HLen(ctx, f.keys.state)
		leased = p.ZCard(ctx, f.keys.leased)
		done = p.Get(ctx, f.keys.done)
		return nil
	})
	if err != nil && !errors.Is(err, redis.Nil) {
		return FrontierStats{}, fmt.Errorf("crawl: stats: %w", err)
	}
	var s FrontierStats
	s.Seen, s.Leased = seen.Val(), leased.Val()
	if d := done.Val(); d != "" {
		if s.Done, err = strconv.ParseInt(d, 10, 64); err != nil {
			return FrontierStats{}, fmt.Errorf("crawl: stats: done %q: %w", d, err)
		}
	}
	s.Queued = s.Seen - s.Leased - s.Done
	return s, nil
}

// Incr adds n to the crawl-wide counter name (pages ok, pages failed...),
// shared by all workers.
func (f *RedisFrontier) Incr(ctx context.Context, name string, n int64) error {
	if err := f.client.HIncrBy(ctx, f.keys.counters, name, n).Err(); err != nil {
		return fmt.Errorf("crawl: incr %s: %w", name, err)
	}
	return nil
}

// Counters returns the crawl-wide counters Incr added to.
func (f *RedisFrontier) Counters(ctx context.Context) (map[string]int64, error) {
	m, err := f.client.HGetAll(ctx, f.keys.counters).Result()
	if err != nil {
		return nil, fmt.Errorf("crawl: counters: %w", err)
	}
	out := make(map[string]int64, len(m))
	for k, v := range m {
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil {
			return nil, fmt.Errorf("crawl: counters: %s=%q: %w", k, v, err)
		}
		out[k] = n
	}
	return out, nil
}

var redisRelease = redis.NewScript(redisRequeue + `
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

// Close implements Frontier: it stops the heartbeat and the renewals, puts
// the leases this process still holds back in front of the queue, leaves
// the crawl (the other workers stop waiting for this one's seeding) and
// closes the client. It takes at most a few seconds, even when Redis is
// unreachable.
func (f *RedisFrontier) Close() error {
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

	ctx, cancel := context.WithTimeout(context.Background(), redisCloseTimeout)
	defer cancel()
	k := f.keys
	args := []any{f.opts.WorkerID, k.wake}
	for _, u := range f.heldURLs() {
		args = append(args, u)
	}
	var errs []error
	err := redisRelease.Run(ctx, f.client,
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
		return fmt.Errorf("crawl: close redis frontier: %w", err)
	}
	return nil
}
