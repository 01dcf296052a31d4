package crawl

import (
	"context"
	"fmt"
	"net/url"
	"strings"

	"github.com/rendercrawl/render/crawl/frontier"
	"github.com/rendercrawl/render/crawl/learn"
	"github.com/rendercrawl/render/sink"
)

// task is a frontier item with its URL parsed once, for the whole of its
// way through the crawl: canonical URL, host, scope and pattern.
type task struct {
	item    frontier.Item
	url     canonURL
	scope   Scope
	pattern string // learn.PatternKey
	section string // learn.SectionKey
	// followed are the canonical URLs of the links already considered for
	// the crawl (followLinks), and metRaw the links as the page gave them,
	// so that one met again (a menu in the header and the footer, the
	// links of a page queued before its record and again with it) is not
	// made canonical again; failed is a frontier's failure met while
	// queuing links before the task's record was made (followEarly).
	followed map[string]bool
	metRaw   map[string]bool
	failed   error
	// cut: the stop came while the page was to be retried (a 503, a
	// network error): its record is not the page's last word.
	cut bool
	// spared: while the page waited for a sample, a spare worker took
	// the place of the one visiting it (spares).
	spared bool
}

// newTask makes the task of a frontier item, whose URL the frontier
// carries parsed (or which, canonical already, parsing gives back as it
// is).
func (c *Crawler) newTask(it frontier.Item) (*task, error) {
	u, err := itemCanon(it, c.cfg.Follow.Canon)
	if err != nil {
		return nil, err
	}
	t := &task{item: it, url: u, pattern: learn.PatternKey(u.parsed), section: learn.SectionKey(u.parsed)}
	if it.Scope != "" {
		if t.scope, err = ParseScope(it.Scope); err != nil {
			return nil, fmt.Errorf("%w %q: %v", ErrInvalidURL, it.URL, err)
		}
	}
	return t, nil
}

// seed queues one seed with its scope (and, with Follow.Sitemaps, the
// pages its site's sitemaps list), or writes the error record of a seed
// that is not a URL. It fails only when that record cannot be written or
// the frontier fails.
func (c *Crawler) seed(ctx context.Context, raw string) error {
	u, err := canon(raw, c.cfg.Follow.Canon)
	var scope Scope
	if err == nil {
		scope, err = newScope(c.cfg.Follow.Scope, u)
	}
	if err != nil {
		// One record per input, as a URL given twice gets: a list that
		// repeats a malformed line reports it once.
		if !c.invalid.add(strings.TrimSpace(raw)) {
			return nil
		}
		return c.emit(errorRecord(raw, c.firstMode(), err), nil)
	}
	c.sess.addSeed(u, seedUser(raw), scope)
	items := []frontier.Item{{URL: u.s, Scope: scope.String(), Canon: u.parsed}}
	if c.cfg.Follow.Sitemaps {
		for _, p := range c.sitemapPages(ctx, u) {
			if pu, err := canon(p, c.cfg.Follow.Canon); err == nil && scope.Contains(pu) {
				items = append(items, frontier.Item{URL: pu.s, Scope: scope.String(), Canon: pu.parsed})
			}
		}
	}
	return c.push(ctx, items)
}

// seedUser is the user:password@ of a seed, which its canonical URL
// leaves out; nil for none.
func seedUser(raw string) *url.Userinfo {
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil {
		return nil
	}
	return u.User
}

// emit judges a record (the CI checks), writes it and counts it: the one
// way a record leaves the crawl. ack, if not nil, is called once the
// record is durable (sink.WriteAck).
func (c *Crawler) emit(rec *sink.Record, ack func(error)) error {
	if c.checks != nil {
		c.checks.Decorate(rec)
	}
	c.secrets.Record(rec)
	if err := sink.WriteAck(c.out, rec, ack); err != nil {
		return err
	}
	c.tally.observe(rec)
	return nil
}
