package crawl

import (
	"context"
)

// maxRefreshes bounds the immediate meta refreshes followed for one page,
// as the fetcher bounds redirects.
const maxRefreshes = 5

// followRefresh takes a page fetched over HTTP to where its immediate
// meta refresh (<meta http-equiv=refresh content="0; url=...">) sends
// it, as a browser goes there before it shows the page: the record is
// the target's, its final_url the target. A refresh with a delay is a
// link, as a person sees the page first. Each hop is a request paced as
// any other, and robots.txt may refuse it (the page reached then stands,
// its refresh a link); a loop, or more than maxRefreshes hops, ends at the
// page reached. A target that cannot be fetched is the page's error, as a
// redirect's is.
func (c *Crawler) followRefresh(ctx context.Context, p *Page) (*Page, error) {
	if !refreshesNow(p) {
		return p, nil // most pages: no URL to put in canonical form
	}
	seen := map[string]bool{}
	seen[linkKey(p.FinalURL)] = true
	for range maxRefreshes {
		if !refreshesNow(p) || seen[linkKey(p.MetaRefresh)] {
			return p, nil
		}
		target, err := canon(p.MetaRefresh, CanonOptions{KeepFragment: true})
		if err != nil || !c.robotsAllow(ctx, p.MetaRefresh, target.host) {
			return p, nil
		}
		seen[linkKey(p.MetaRefresh)] = true
		resp, err := c.fetchPaced(ctx, p.MetaRefresh, target.host)
		if err != nil {
			return nil, err
		}
		next := httpPage(resp, c.capture)
		seen[linkKey(next.FinalURL)] = true
		next.Elapsed += p.Elapsed
		next.Exchanges = append(p.Exchanges, next.Exchanges...)
		p = next
	}
	return p, nil
}

// refreshesNow reports whether p is a page a browser leaves at once for
// its meta refresh's target.
func refreshesNow(p *Page) bool {
	return p.IsHTML && p.MetaRefreshNow && p.Status >= 200 && p.Status < 300
}

// robotsAllow reports whether robots.txt lets the crawl fetch rawURL, of
// host (yes when robots.txt is ignored; no when it cannot be known).
func (c *Crawler) robotsAllow(ctx context.Context, rawURL, host string) bool {
	if c.robots == nil {
		return true
	}
	v, err := c.robotsVerdict(ctx, rawURL, host)
	return err == nil && v.Allowed
}
