package redis

import (
	"context"
	"time"

	goredis "github.com/redis/go-redis/v9"
)

// listen turns the crawl's wake-up messages into local broadcasts.
func (f *Frontier) listen(ctx context.Context, msgs <-chan *goredis.Message) {
	for {
		select {
		case <-ctx.Done():
			return
		case _, ok := <-msgs:
			if !ok {
				return
			}
			f.changed.Broadcast()
		}
	}
}

// keep refreshes the worker's registration and renews its leases.
func (f *Frontier) keep(ctx context.Context) {
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
			cctx, cancel := context.WithTimeout(ctx, min(f.opts.workerTTL/3, closeTimeout))
			if err := f.register(cctx, state, false); err != nil && ctx.Err() == nil {
				f.log.Warn("redis frontier: heartbeat", "err", err)
			}
			cancel()
		case <-renew.C:
			cctx, cancel := context.WithTimeout(ctx, min(f.opts.Lease/3, closeTimeout))
			if err := f.renew(cctx); err != nil && ctx.Err() == nil {
				f.log.Warn("redis frontier: renew leases", "err", err)
			}
			cancel()
		}
	}
}

var registerScript = goredis.NewScript(`
redis.call('SET', KEYS[2], ARGV[2], 'PX', ARGV[3])
redis.call('SADD', KEYS[1], ARGV[1])
if ARGV[5] == '1' then redis.call('PUBLISH', ARGV[4], 'worker') end
return 1
`)

// register sets the worker's registration to state, for workerTTL.
func (f *Frontier) register(ctx context.Context, state string, publish bool) error {
	pub := "0"
	if publish {
		pub = "1"
	}
	return registerScript.Run(ctx, f.client,
		[]string{f.keys.workers, f.keys.workerPref + f.opts.WorkerID},
		f.opts.WorkerID, state, f.opts.workerTTL.Milliseconds(), f.keys.wake, pub).Err()
}

var renewScript = goredis.NewScript(`
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
func (f *Frontier) renew(ctx context.Context) error {
	urls := f.heldURLs()
	if len(urls) == 0 {
		return nil
	}
	args := make([]any, 0, 2+len(urls))
	args = append(args, f.opts.WorkerID, f.opts.Lease.Milliseconds())
	for _, u := range urls {
		args = append(args, u)
	}
	lost, err := renewScript.Run(ctx, f.client, []string{f.keys.leased, f.keys.leaseOwner}, args...).StringSlice()
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
		f.log.Debug("redis frontier: leases no longer held", "n", len(lost))
	}
	return nil
}

func (f *Frontier) heldURLs() []string {
	f.mu.Lock()
	defer f.mu.Unlock()
	urls := make([]string, 0, len(f.held))
	for u := range f.held {
		urls = append(urls, u)
	}
	return urls
}
