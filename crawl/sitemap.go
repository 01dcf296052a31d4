package crawl

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/xml"
	"fmt"
	"io"
	"regexp"
	"strings"

	"golang.org/x/net/html/charset"
)

// Limits on sitemaps: the protocol caps a file at 50,000 URLs and 50 MB
// uncompressed; an index may point to other indexes, but not endlessly.
const (
	maxSitemapBytes = 50 << 20
	maxSitemapDepth = 3
	maxSitemaps     = 1000
)

var sitemapLine = regexp.MustCompile(`(?im)^\s*sitemap:\s*(\S+)`)

// sitemapPages returns the page URLs the sitemaps of a seed's site list:
// those named by Sitemap: lines of its robots.txt, and /sitemap.xml.
// Sitemap indexes are followed and .gz files decompressed.
// They are read for the first seed of a site only: later seeds of the
// site get none (their pages are queued already, under the first seed's
// scope). Seeds come from one goroutine, the feeder, so the memo needs no
// lock.
func (c *Crawler) sitemapPages(ctx context.Context, seed canonURL) []string {
	if c.fetcher == nil {
		return nil
	}
	origin := seed.origin()
	if c.sitemapsRead[origin] {
		return nil
	}
	if c.sitemapsRead == nil {
		c.sitemapsRead = make(map[string]bool)
	}
	c.sitemapsRead[origin] = true
	return c.readSitemaps(ctx, seed)
}

func (c *Crawler) readSitemaps(ctx context.Context, seed canonURL) []string {
	origin := seed.origin()
	var queue []string
	if c.robots != nil {
		// The robots.txt that Check fetches and caches for the crawl; its
		// Crawl-delay paces the sitemaps' requests too.
		if v, err := c.robotsVerdict(ctx, seed.s, seed.host); err == nil {
			queue = append(queue, v.Sitemaps...)
		}
	} else if resp, err := c.fetchPaced(ctx, origin+"/robots.txt", seed.host); err == nil && resp.Status == 200 {
		for _, m := range sitemapLine.FindAllStringSubmatch(string(resp.Body), -1) {
			queue = append(queue, m[1])
		}
	}
	queue = append(queue, origin+"/sitemap.xml")

	var pages []string
	seen := map[string]bool{}
	depth := map[string]int{}
	for len(queue) > 0 && len(seen) < maxSitemaps {
		sm := queue[0]
		queue = queue[1:]
		if seen[sm] {
			continue
		}
		seen[sm] = true
		locs, index, err := c.readSitemap(ctx, sm)
		if err != nil {
			c.log.Debug("sitemap", "url", sm, "err", err)
			continue
		}
		if index {
			if depth[sm] < maxSitemapDepth {
				for _, l := range locs {
					depth[l] = depth[sm] + 1
					queue = append(queue, l)
				}
			}
			continue
		}
		pages = append(pages, locs...)
	}
	return pages
}

// readSitemap returns the <loc>s of a sitemap, and whether it is an index
// (of sitemaps) rather than a list of pages.
func (c *Crawler) readSitemap(ctx context.Context, sm string) ([]string, bool, error) {
	resp, err := c.fetchPaced(ctx, sm, hostOf(sm))
	if err != nil {
		return nil, false, err
	}
	if resp.Status != 200 {
		return nil, false, fmt.Errorf("%s: status %d", resp.FinalURL, resp.Status)
	}
	var r io.Reader = bytes.NewReader(resp.Body)
	gzipped := len(resp.Body) > 2 && resp.Body[0] == 0x1f && resp.Body[1] == 0x8b
	if gzipped {
		zr, err := gzip.NewReader(r)
		if err != nil {
			return nil, false, err
		}
		defer zr.Close()
		r = zr
	}
	dec := xml.NewDecoder(io.LimitReader(r, maxSitemapBytes))
	dec.Strict = false
	dec.CharsetReader = func(label string, r io.Reader) (io.Reader, error) {
		if !gzipped {
			return r, nil // fetch decoded it to UTF-8, whatever its declaration says
		}
		return charset.NewReaderLabel(label, r)
	}
	var locs []string
	index := false
	inLoc := false
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return locs, index, err
		}
		switch t := tok.(type) {
		case xml.StartElement:
			switch t.Name.Local {
			case "sitemapindex":
				index = true
			case "loc":
				inLoc = true
			}
		case xml.EndElement:
			if t.Name.Local == "loc" {
				inLoc = false
			}
		case xml.CharData:
			if inLoc {
				if s := strings.TrimSpace(string(t)); s != "" {
					locs = append(locs, s)
				}
			}
		}
	}
	return locs, index, nil
}
