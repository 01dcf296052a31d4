package crawl

import (
	"context"
	"fmt"
	"hash/fnv"
	"regexp"
	"slices"
	"sync"

	"github.com/rendercrawl/render/crawl/frontier"
	"github.com/rendercrawl/render/sink"
)

// follow queues what a visited page points to that the crawl should
// follow: canonical, in the seed's scope, through the include and exclude
// filters and the trap limits, not deeper than MaxDepth, not over
// MaxPages. A redirect's target is the page just visited: it is marked
// done, never queued again.
func (c *Crawler) follow(ctx context.Context, parent *task, rec *sink.Record, follows []string) error {
	if rec.OK() {
		c.markFinal(ctx, parent, rec.FinalURL)
		c.land(parent, rec.FinalURL)
	}
	return c.followLinks(ctx, parent, follows)
}

// land gives a seed that was redirected out of its prefix scope (/latest
// to /en/latest/) the scope of where it landed, for the links it and its
// descendants follow (Scope.landed).
func (c *Crawler) land(parent *task, final string) {
	if parent.item.Depth != 0 || final == "" || final == parent.url.s || parent.scope.Kind != ScopePrefix {
		return
	}
	u, err := canon(final, c.cfg.Follow.Canon)
	if err != nil {
		return
	}
	if s := parent.scope.landed(u); s != parent.scope {
		parent.scope = s
		parent.item.Scope = s.String()
	}
}

// followEarly queues the links of a page fetched over HTTP that is being
// rendered too, to learn from the difference, before its render: the HTML
// is the page as far as anyone knows yet, and the crawl goes on from it
// while the browser starts and renders. What the render adds is queued
// with the record. A frontier's failure is kept in the task (failed), for
// the worker to end the run with. A crawl that watches for a lost session
// queues nothing early: its links wait for the record's verdict. What the
// page's robots meta or rel=nofollow keep from a crawl is kept from it
// here too (Crawler.follows).
func (c *Crawler) followEarly(ctx context.Context, t *task, hp *Page) {
	if c.sess != nil && c.sess.LoggedOut != nil {
		return
	}
	c.markFinal(ctx, t, hp.FinalURL)
	c.land(t, hp.FinalURL)
	if err := c.followLinks(ctx, t, c.follows(result{page: hp})); err != nil && t.failed == nil {
		t.failed = err
	}
}

// markFinal marks the final URL of a page that was redirected to it as
// the page's alias: never visited, and no page of its own under
// MaxPages (a seed that redirects still leaves room for MaxPages pages).
func (c *Crawler) markFinal(ctx context.Context, parent *task, final string) {
	if final == "" || final == parent.url.s {
		return
	}
	if u, err := canon(final, c.cfg.Follow.Canon); err == nil && u.s != parent.url.s && c.pushed.add(u.s) {
		if err := frontier.Alias(context.WithoutCancel(ctx), c.frontier, u.s); err != nil {
			c.log.Warn("frontier: done", "url", u.s, "err", err)
		}
	}
}

// followLinks queues the links of a page that the crawl should follow.
// A link the task already considered (followEarly) is not considered
// again, so that it counts once against the limits.
func (c *Crawler) followLinks(ctx context.Context, parent *task, follows []string) error {
	if !c.cfg.Follow.Links || len(follows) == 0 || parent.scope.Kind == "" {
		return nil
	}
	f := &c.cfg.Follow
	depthCut := f.MaxDepth >= 0 && parent.item.Depth >= f.MaxDepth
	var items []frontier.Item
	if parent.followed == nil {
		parent.followed = make(map[string]bool, len(follows))
		parent.metRaw = make(map[string]bool, len(follows))
	}
	inPage, met := parent.followed, parent.metRaw
	for _, raw := range follows {
		if met[raw] {
			continue
		}
		met[raw] = true
		u, err := canon(raw, f.Canon)
		if err != nil || inPage[u.s] {
			continue
		}
		inPage[u.s] = true
		if !parent.scope.Contains(u) || !f.wanted(u.s) || c.pushed.has(u.s) {
			continue
		}
		if depthCut {
			c.tally.cut(CutDepth)
			continue
		}
		if why := c.traps.check(u); why != "" {
			c.tally.cut(why)
			continue
		}
		items = append(items, frontier.Item{URL: u.s, Depth: parent.item.Depth + 1, Scope: parent.item.Scope, Via: parent.url.s, Canon: u.parsed})
	}
	return c.push(ctx, items)
}

// wanted reports whether a canonical URL passes the include and exclude
// filters.
func (f *Follow) wanted(u string) bool {
	if len(f.Include) > 0 && !slices.ContainsFunc(f.Include, func(re *regexp.Regexp) bool { return re.MatchString(u) }) {
		return false
	}
	return !slices.ContainsFunc(f.Exclude, func(re *regexp.Regexp) bool { return re.MatchString(u) })
}

// push queues items this process has not pushed before, within MaxPages
// (counted by the frontier, atomically when it can: see frontier.Capped).
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
	ctx = context.WithoutCancel(ctx)
	var n, over int
	var err error
	if c.cfg.Follow.MaxPages > 0 {
		n, over, err = frontier.PushCapped(ctx, c.frontier, int64(c.cfg.Follow.MaxPages), fresh)
	} else {
		n, err = c.frontier.Push(ctx, fresh...)
	}
	for range over {
		c.tally.cut(CutMaxPages)
	}
	if err != nil {
		// The run fails: the URLs are in no frontier, and the page that
		// found them is not marked done, so a resumed run finds them again.
		return fmt.Errorf("crawl: frontier: push: %w", err)
	}
	c.tally.queued(n)
	return nil
}

// seenSet remembers, as 64-bit hashes, the URLs this process pushed, so
// that a link met again is dropped before it costs a frontier call or
// counts twice against a trap limit. With a window, it remembers the
// last window to 2×window URLs it was given, no more: every frontier
// drops what it was pushed before, and knows every URL of the crawl (the
// bolt and Redis ones outside the process), so a URL forgotten here costs
// a frontier call, never a second visit, and the process' memory stays
// bounded however many URLs a crawl meets (without a window, about 60
// bytes a URL: 9.4 MB of the 11 MB of heap in use after 150,000 URLs
// with --state). A link met again after that many others counts again
// against its pattern's trap limit.
type seenSet struct {
	mu       sync.Mutex
	cur, old map[uint64]struct{}
	window   int // 0: remembers everything
}

// seenWindow is the window of the URLs a crawl pushed: a site's
// navigation, met on every page, stays in it.
const seenWindow = 1 << 16

func newSeenSet(window int) *seenSet {
	return &seenSet{cur: make(map[uint64]struct{}), window: window}
}

func hash64(s string) uint64 {
	h := fnv.New64a()
	h.Write([]byte(s))
	return h.Sum64()
}

// add reports whether s was new (or forgotten).
func (s *seenSet) add(v string) bool {
	k := hash64(v)
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.hasLocked(k) {
		return false
	}
	s.cur[k] = struct{}{}
	if s.window > 0 && len(s.cur) >= s.window {
		s.old, s.cur = s.cur, make(map[uint64]struct{}, s.window)
	}
	return true
}

func (s *seenSet) has(v string) bool {
	k := hash64(v)
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.hasLocked(k)
}

func (s *seenSet) hasLocked(k uint64) bool {
	if _, ok := s.cur[k]; ok {
		return true
	}
	_, ok := s.old[k]
	return ok
}
