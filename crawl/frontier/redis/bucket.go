package redis

import (
	"context"
	"fmt"
	"math"
	"time"

	goredis "github.com/redis/go-redis/v9"
)

// Bucket paces requests per host for all the workers of a crawl: one
// token bucket per host, kept in Redis. Reservations are made atomically
// by a script on the server's clock, so the workers' clocks do not matter
// and in any window of T seconds all workers together make at most
// b + r·T requests to a host. It satisfies crawl.SharedBucket.
//
// The bucket is the GCRA (generic cell rate algorithm): per host, Redis
// keeps the theoretical arrival time (TAT) of the next request; a request
// may go at TAT − b/r, and moves TAT on by 1/r. A key lives only as long as
// its bucket is not full again, so idle hosts leave nothing behind.
type Bucket struct {
	client goredis.Scripter
	prefix string
}

// NewBucket returns the buckets kept under prefix (a crawl's name: the
// keys are prefix:pace:<host> and prefix:pause:<host>) through client, a
// go-redis *Client for instance. Frontier.Bucket shares the frontier's.
func NewBucket(client goredis.Scripter, prefix string) *Bucket {
	if prefix == "" {
		prefix = defaultPrefix
	}
	return &Bucket{client: client, prefix: prefix}
}

// reserveScript takes a token from the bucket KEYS[1] (TAT in µs of server
// time) under the pause KEYS[2] (µs); ARGV: the emission interval 1/r in
// µs, the burst b. It returns when the token may be used (µs of server
// time: now, or later) and how many µs that is from now.
var reserveScript = goredis.NewScript(`
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000000 + tonumber(t[2])
local interval, burst = tonumber(ARGV[1]), tonumber(ARGV[2])
local tat = tonumber(redis.call('GET', KEYS[1])) or now
local pause = tonumber(redis.call('GET', KEYS[2])) or 0
local newtat = math.max(tat, now, pause) + interval
local at = math.max(newtat - burst * interval, pause)
redis.call('SET', KEYS[1], string.format('%.0f', newtat), 'PX', string.format('%.0f', math.ceil((newtat - now) / 1000) + 1000))
return {string.format('%.0f', math.max(at, now)), string.format('%.0f', math.max(at - now, 0))}
`)

// Reserve takes one token for host from a bucket of rate r per second and
// burst b, and returns how long the caller must wait before it uses it (0
// if it may go now). The token is taken even if the caller then gives up.
func (rb *Bucket) Reserve(ctx context.Context, host string, r float64, b int) (time.Duration, error) {
	_, wait, err := rb.reserve(ctx, host, r, b)
	return wait, err
}

// reserve is Reserve that also says when, on the server's clock, the
// token may be used.
func (rb *Bucket) reserve(ctx context.Context, host string, r float64, b int) (at time.Time, wait time.Duration, err error) {
	if !(r > 0) || b < 1 {
		return time.Time{}, 0, fmt.Errorf("redis bucket: reserve %s: rate %v, burst %d: want rate > 0 and burst >= 1", host, r, b)
	}
	interval := 0.0
	if !math.IsInf(r, 1) {
		interval = 1e6 / r
	}
	us, err := reserveScript.Run(ctx, rb.client,
		[]string{rb.prefix + ":pace:" + host, rb.prefix + ":pause:" + host},
		fmt.Sprintf("%.3f", interval), b).Int64Slice()
	if err == nil && len(us) != 2 {
		err = fmt.Errorf("reply %v", us)
	}
	if err != nil {
		return time.Time{}, 0, fmt.Errorf("redis bucket: reserve %s: %w", host, err)
	}
	return time.UnixMicro(us[0]), time.Duration(us[1]) * time.Microsecond, nil
}

// Wait takes one token for host, as Reserve does, and waits until it may
// be used or ctx is done.
func (rb *Bucket) Wait(ctx context.Context, host string, r float64, b int) error {
	d, err := rb.Reserve(ctx, host, r, b)
	if err != nil || d == 0 {
		return err
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}

// pauseScript sets the pause KEYS[1] to now + ARGV[1] µs (server time)
// unless a later pause is set.
var pauseScript = goredis.NewScript(`
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000000 + tonumber(t[2])
local untilus = now + tonumber(ARGV[1])
local cur = tonumber(redis.call('GET', KEYS[1])) or 0
if untilus > cur then
  redis.call('SET', KEYS[1], string.format('%.0f', untilus), 'PX', string.format('%.0f', math.ceil(tonumber(ARGV[1]) / 1000) + 1))
end
return 1
`)

// PauseUntil makes every worker's next Reserve for host wait until t (a
// Retry-After), unless a later pause is already set. t is turned into a
// delay on this machine's clock, then into a time on the server's.
// Reservations made before the pause keep their times.
func (rb *Bucket) PauseUntil(ctx context.Context, host string, t time.Time) error {
	d := time.Until(t)
	if d <= 0 {
		return nil
	}
	err := pauseScript.Run(ctx, rb.client, []string{rb.prefix + ":pause:" + host}, d.Microseconds()).Err()
	if err != nil {
		return fmt.Errorf("redis bucket: pause %s: %w", host, err)
	}
	return nil
}
