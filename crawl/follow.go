package crawl

import (
	"context"
	"fmt"
	"hash/fnv"
	"net/url"
	"sync"

	"github.com/rendercrawl/render/crawl/frontier"
)

// follow queues the links of a visited page that the crawl should follow:
// canonical, in the seed's scope, through the include and exclude filters
// and the trap limits, not deeper than MaxDepth, not over MaxPages.
func (c *Crawler) follow(ctx context.Context, parent frontier.Item, o outcome) error {
	// A redirect's target is the page just visited: never queue it again.
	if final := o.rec.FinalURL; final != "" && final != parent.URL && o.rec.OK() {
		if u, err := Canonicalize(final, c.cfg.Canon); err == nil && u != parent.URL && c.pushed.add(u) {
			if err := c.frontier.Done(context.WithoutCancel(ctx), frontier.Item{URL: u}); err != nil {
				c.log.Warn("frontier: done", "url", u, "err", err)
			}
		}
	}
	if !c.cfg.Crawl || len(o.follow) == 0 {
		return nil
	}
	scope, err := ParseScope(parent.Scope)
	if err != nil {
		return nil
	}
	depthCut := c.cfg.MaxDepth >= 0 && parent.Depth >= c.cfg.MaxDepth
	var items []frontier.Item
	inPage := make(map[string]bool, len(o.follow))
	for _, raw := range o.follow {
		canon, err := Canonicalize(raw, c.cfg.Canon)
		if err != nil || inPage[canon] {
			continue
		}
		inPage[canon] = true
		u, err := url.Parse(canon)
		if err != nil || !scope.Contains(u) {
			continue
		}
		if c.cfg.Include != nil && !c.cfg.Include.MatchString(canon) {
			continue
		}
		if c.cfg.Exclude != nil && c.cfg.Exclude.MatchString(canon) {
			continue
		}
		if c.pushed.has(canon) {
			continue
		}
		if depthCut {
			c.cut(CutDepth)
			continue
		}
		if why := c.traps.check(canon, u.EscapedPath()); why != "" {
			c.cut(why)
			continue
		}
		items = append(items, frontier.Item{URL: canon, Depth: parent.Depth + 1, Scope: parent.Scope})
	}
	return c.push(ctx, items)
}

// push queues items this process has not pushed before, within MaxPages.
// It fails only when the frontier does.
func (c *Crawler) push(ctx context.Context, items []frontier.Item) error {
	fresh := items[:0]
	for _, it := range items {
		if c.pushed.add(it.URL) {
			fresh = append(fresh, it)
		}
	}
	if len(fresh) == 0 {
		return nil
	}
	if c.cfg.MaxPages > 0 {
		st, err := c.frontier.Stats(context.WithoutCancel(ctx))
		if err == nil {
			room := max(int64(c.cfg.MaxPages)-st.Seen, 0)
			if int64(len(fresh)) > room {
				for range int64(len(fresh)) - room {
					c.cut(CutMaxPages)
				}
				fresh = fresh[:room]
			}
		}
	}
	if len(fresh) == 0 {
		return nil
	}
	n, err := c.frontier.Push(context.WithoutCancel(ctx), fresh...)
	if err != nil {
		// The run fails: the URLs are in no frontier, and the page that
		// found them is not marked done, so a resumed run finds them again.
		return fmt.Errorf("crawl: frontier: push: %w", err)
	}
	c.smu.Lock()
	c.stats.Queued += n
	c.smu.Unlock()
	return nil
}

// seenSet remembers, as 64-bit hashes, the URLs this process pushed, so
// that a link met again is dropped before it costs a frontier call or
// counts twice against a trap limit.
type seenSet struct {
	mu sync.Mutex
	m  map[uint64]struct{}
}

func newSeenSet() *seenSet { return &seenSet{m: make(map[uint64]struct{})} }

func hash64(s string) uint64 {
	h := fnv.New64a()
	h.Write([]byte(s))
	return h.Sum64()
}

// add reports whether s was new.
func (s *seenSet) add(v string) bool {
	k := hash64(v)
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.m[k]; ok {
		return false
	}
	s.m[k] = struct{}{}
	return true
}

func (s *seenSet) has(v string) bool {
	k := hash64(v)
	s.mu.Lock()
	defer s.mu.Unlock()
	_, ok := s.m[k]
	return ok
}
