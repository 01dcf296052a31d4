package redis

import (
	"context"
	"errors"
	"fmt"
	"strconv"

	goredis "github.com/redis/go-redis/v9"
	"github.com/rendercrawl/render/crawl/frontier"
)

// Stats implements frontier.Frontier: the crawl's counters, across all
// workers, read in one transaction. Queued counts the URLs in state queued (the
// list may still hold entries of URLs done while queued, skipped when
// reached).
func (f *Frontier) Stats(ctx context.Context) (frontier.Stats, error) {
	var seen, leased *goredis.IntCmd
	var done, aliases *goredis.StringCmd
	_, err := f.client.TxPipelined(ctx, func(p goredis.Pipeliner) error {
		seen = p.HLen(ctx, f.keys.state)
		leased = p.ZCard(ctx, f.keys.leased)
		done = p.Get(ctx, f.keys.done)
		aliases = p.Get(ctx, f.keys.aliases)
		return nil
	})
	if err != nil && !errors.Is(err, goredis.Nil) {
		return frontier.Stats{}, fmt.Errorf("redis frontier: stats: %w", err)
	}
	var s frontier.Stats
	s.Leased = leased.Val()
	if s.Done, err = counter(done); err != nil {
		return frontier.Stats{}, fmt.Errorf("redis frontier: stats: done: %w", err)
	}
	na, err := counter(aliases)
	if err != nil {
		return frontier.Stats{}, fmt.Errorf("redis frontier: stats: aliases: %w", err)
	}
	s.Seen = seen.Val() - na
	s.Queued = s.Seen - s.Leased - s.Done
	return s, nil
}

// Incr adds n to the crawl-wide counter name (pages ok, pages failed...),
// shared by all workers.
func (f *Frontier) Incr(ctx context.Context, name string, n int64) error {
	if err := f.client.HIncrBy(ctx, f.keys.counters, name, n).Err(); err != nil {
		return fmt.Errorf("redis frontier: incr %s: %w", name, err)
	}
	return nil
}

// Counters returns the crawl-wide counters Incr added to.
func (f *Frontier) Counters(ctx context.Context) (map[string]int64, error) {
	m, err := f.client.HGetAll(ctx, f.keys.counters).Result()
	if err != nil {
		return nil, fmt.Errorf("redis frontier: counters: %w", err)
	}
	out := make(map[string]int64, len(m))
	for k, v := range m {
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil {
			return nil, fmt.Errorf("redis frontier: counters: %s=%q: %w", k, v, err)
		}
		out[k] = n
	}
	return out, nil
}

// counter reads a counter a GET returned: 0 when the key is missing.
func counter(c *goredis.StringCmd) (int64, error) {
	v := c.Val()
	if v == "" {
		return 0, nil
	}
	return strconv.ParseInt(v, 10, 64)
}
