package redis

import (
	"context"
	"fmt"
	"time"

	goredis "github.com/redis/go-redis/v9"
	"github.com/rendercrawl/render/crawl/frontier"
)

// pushScript queues the items (URL, item pairs from ARGV[3]) whose URL
// the state hash KEYS[1] does not hold, while it holds fewer than ARGV[2]
// URLs besides the aliases counted in KEYS[3] (no limit when negative).
// It returns how many it queued and how many new ones it left out.
var pushScript = goredis.NewScript(luaPrelude + `
local limit = tonumber(ARGV[2])
local seen = redis.call('HLEN', KEYS[1]) - tonumber(redis.call('GET', KEYS[3]) or '0')
local n, over = 0, 0
for i = 3, #ARGV, 2 do
  if redis.call('HEXISTS', KEYS[1], ARGV[i]) == 0 then
    if limit >= 0 and seen >= limit then
      over = over + 1
    else
      redis.call('HSET', KEYS[1], ARGV[i], QUEUED)
      redis.call('RPUSH', KEYS[2], ARGV[i + 1])
      n, seen = n + 1, seen + 1
    end
  end
end
if n > 0 then redis.call('PUBLISH', ARGV[1], 'push') end
return {n, over}
`)

// Push implements frontier.Frontier. Each chunk of up to 1,000 items is
// queued atomically: a URL any worker ever pushed or finished is skipped.
func (f *Frontier) Push(ctx context.Context, items ...frontier.Item) (int, error) {
	n, _, err := f.push(ctx, -1, items)
	return n, err
}

// PushCapped implements frontier.Capped, for all the workers of the crawl
// together: each chunk is counted against the cap atomically.
func (f *Frontier) PushCapped(ctx context.Context, limit int64, items ...frontier.Item) (pushed, over int, err error) {
	return f.push(ctx, max(limit, 0), items)
}

// push queues items in chunks, within limit URLs seen (no limit when it is
// negative).
func (f *Frontier) push(ctx context.Context, limit int64, items []frontier.Item) (pushed, over int, err error) {
	defer func() {
		if pushed > 0 {
			f.changed.Broadcast()
		}
	}()
	for len(items) > 0 {
		chunk := items[:min(len(items), pushChunk)]
		items = items[len(chunk):]
		args := make([]any, 0, 2+2*len(chunk))
		args = append(args, f.keys.wake, limit)
		for _, it := range chunk {
			v, err := frontier.EncodeItem(it)
			if err != nil {
				return pushed, over, fmt.Errorf("redis frontier: push: %w", err)
			}
			args = append(args, it.URL, v)
		}
		res, err := pushScript.Run(ctx, f.client, []string{f.keys.state, f.keys.queue, f.keys.aliases}, args...).Int64Slice()
		if err == nil && len(res) != 2 {
			err = fmt.Errorf("reply %v", res)
		}
		if err != nil {
			return pushed, over, fmt.Errorf("redis frontier: push: %w", err)
		}
		pushed, over = pushed+int(res[0]), over+int(res[1])
	}
	return pushed, over, nil
}

// requeueLua is the Lua both claimScript (expired leases) and releaseScript
// (a closing worker's leases) use to put a leased URL back in front of the
// queue; it reports whether the URL still had its item.
const requeueLua = luaPrelude + `
local function requeue(u, queue, state, item, owner, leased)
  local e = redis.call('HGET', item, u)
  redis.call('ZREM', leased, u)
  redis.call('HDEL', item, u)
  redis.call('HDEL', owner, u)
  if e then
    redis.call('HSET', state, u, QUEUED)
    redis.call('LPUSH', queue, e)
    return true
  end
  return false
end
`

// claimScript reclaims expired leases, then leases the first queued item.
// It returns {1, item}; or {0, ms} when there is nothing to take yet and a
// lease may expire or a seeding worker's registration lapse in ms; or {2}
// when nothing is queued or leased and no live worker is seeding.
var claimScript = goredis.NewScript(requeueLua + `
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
  if redis.call('HGET', state, u) == QUEUED then
    redis.call('HSET', state, u, LEASED)
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
  elseif s == SEEDING then
    return {0, redis.call('PTTL', ARGV[3] .. w)}
  end
end
return {2}
`)

// Next implements frontier.Frontier. It waits for a wake-up message (a
// push, a seal, the last lease ending) or the next lease deadline, bounded
// by a backstop in case a message was lost; ctx ends the wait at once.
func (f *Frontier) Next(ctx context.Context) (frontier.Item, error) {
	for {
		if err := ctx.Err(); err != nil {
			return frontier.Item{}, err
		}
		ch := f.changed.C() // before the claim: a change after it wakes us
		it, ok, wait, err := f.claim(ctx)
		if err != nil {
			if ctx.Err() != nil {
				return frontier.Item{}, ctx.Err()
			}
			return frontier.Item{}, fmt.Errorf("redis frontier: next: %w", err)
		}
		if ok {
			return it, nil
		}
		if wait < 0 { // exhausted, as far as the other workers go
			if f.sealed.Load() {
				return frontier.Item{}, frontier.ErrExhausted
			}
			wait = f.opts.backstop // our registration lapsed: wait for Seal
		}
		timer := time.NewTimer(min(max(wait, time.Millisecond), f.opts.backstop))
		select {
		case <-ctx.Done():
			timer.Stop()
			return frontier.Item{}, ctx.Err()
		case <-f.closing:
			timer.Stop()
			return frontier.Item{}, fmt.Errorf("redis frontier: next: %w", frontier.ErrClosed)
		case <-ch:
		case <-timer.C:
		}
		timer.Stop()
	}
}

// claim runs claimScript. It returns the item leased; or how long to wait
// before trying again; or a negative wait when the crawl is exhausted.
func (f *Frontier) claim(ctx context.Context) (frontier.Item, bool, time.Duration, error) {
	f.life.RLock()
	defer f.life.RUnlock()
	if f.closed {
		return frontier.Item{}, false, 0, frontier.ErrClosed
	}
	k := f.keys
	res, err := claimScript.Run(ctx, f.client,
		[]string{k.queue, k.state, k.leased, k.leaseItem, k.leaseOwner, k.workers},
		f.opts.WorkerID, f.opts.Lease.Milliseconds(), k.workerPref, reclaimBatch).Slice()
	if err != nil {
		return frontier.Item{}, false, 0, err
	}
	if len(res) == 0 {
		return frontier.Item{}, false, 0, fmt.Errorf("claim: empty reply")
	}
	switch res[0] {
	case int64(1):
		if len(res) != 2 {
			return frontier.Item{}, false, 0, fmt.Errorf("claim: reply %v", res)
		}
		s, _ := res[1].(string)
		it, err := frontier.DecodeItem([]byte(s))
		if err != nil {
			return frontier.Item{}, false, 0, fmt.Errorf("claim: %w", err)
		}
		f.mu.Lock()
		f.held[it.URL] = struct{}{}
		f.mu.Unlock()
		return it, true, 0, nil
	case int64(0):
		ms, _ := res[1].(int64)
		ms = max(ms, 0) // PTTL of a key without a TTL is -1
		return frontier.Item{}, false, time.Duration(ms)*time.Millisecond + time.Millisecond, nil
	case int64(2):
		return frontier.Item{}, false, -1, nil
	}
	return frontier.Item{}, false, 0, fmt.Errorf("claim: reply %v", res)
}

var doneScript = goredis.NewScript(luaPrelude + `
local s = redis.call('HGET', KEYS[1], ARGV[1])
if s == DONE then return 0 end
if not s and ARGV[3] == 'alias' then
  redis.call('HSET', KEYS[1], ARGV[1], DONE)
  redis.call('INCR', KEYS[6])
  return 0
end
if s == LEASED then
  redis.call('ZREM', KEYS[2], ARGV[1])
  redis.call('HDEL', KEYS[3], ARGV[1])
  redis.call('HDEL', KEYS[4], ARGV[1])
end
redis.call('HSET', KEYS[1], ARGV[1], DONE)
redis.call('INCR', KEYS[5])
if s == LEASED and redis.call('ZCARD', KEYS[2]) == 0 then
  redis.call('PUBLISH', ARGV[2], 'done')
end
return 1
`)

// Done implements frontier.Frontier. It ends the lease whoever holds it.
func (f *Frontier) Done(ctx context.Context, it frontier.Item) error {
	return f.done(ctx, it.URL, "")
}

// Alias implements frontier.Aliaser: an alias is in the state hash, as
// done, and counted apart, so that it counts in no counter and takes no
// room under a cap.
func (f *Frontier) Alias(ctx context.Context, url string) error {
	return f.done(ctx, url, "alias")
}

func (f *Frontier) done(ctx context.Context, url, how string) error {
	if err := frontier.CheckURL(url); err != nil {
		return fmt.Errorf("redis frontier: done: %w", err)
	}
	k := f.keys
	err := doneScript.Run(ctx, f.client,
		[]string{k.state, k.leased, k.leaseItem, k.leaseOwner, k.done, k.aliases},
		url, k.wake, how).Err()
	if err != nil {
		return fmt.Errorf("redis frontier: done %s: %w", url, err)
	}
	f.mu.Lock()
	delete(f.held, url)
	f.mu.Unlock()
	return nil
}

// Seal implements frontier.Frontier: this worker is registered as sealed
// from now on, and the other workers are woken up to check whether the
// crawl is over.
func (f *Frontier) Seal(ctx context.Context) error {
	f.sealed.Store(true)
	if err := f.register(ctx, workerSealed, true); err != nil {
		return fmt.Errorf("redis frontier: seal: %w", err)
	}
	f.changed.Broadcast()
	return nil
}

var queuedScript = goredis.NewScript(luaPrelude + `
local out, limit, i = {}, tonumber(ARGV[1]), 0
while #out < limit do
  local es = redis.call('LRANGE', KEYS[1], i, i + 99)
  if #es == 0 then break end
  for _, e in ipairs(es) do
    if redis.call('HGET', KEYS[2], cjson.decode(e)['u']) == QUEUED then
      out[#out + 1] = e
      if #out >= limit then break end
    end
  end
  i = i + 100
end
return out
`)

// Queued implements frontier.Frontier: the first items of the shared queue.
func (f *Frontier) Queued(ctx context.Context, limit int) ([]frontier.Item, error) {
	if limit <= 0 {
		return nil, nil
	}
	es, err := queuedScript.Run(ctx, f.client, []string{f.keys.queue, f.keys.state}, limit).StringSlice()
	if err != nil {
		return nil, fmt.Errorf("redis frontier: queued: %w", err)
	}
	out := make([]frontier.Item, 0, len(es))
	for _, e := range es {
		it, err := frontier.DecodeItem([]byte(e))
		if err != nil {
			return nil, fmt.Errorf("redis frontier: queued: %w", err)
		}
		out = append(out, it)
	}
	return out, nil
}
