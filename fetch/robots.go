package fetch

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"sync"
	"time"

	"github.com/temoto/robotstxt"
)

// ErrDisallowed marks a URL that the site's robots.txt disallows.
var ErrDisallowed = errors.New("disallowed by robots.txt")

// Robots answers robots.txt questions for one user agent. It fetches each
// origin's robots.txt once, through the Client, and caches it: concurrent
// questions about an origin share one fetch. Parsing follows RFC 9309 as
// github.com/temoto/robotstxt implements it.
//
// A robots.txt that answers 4xx allows everything. One that answers 5xx or
// cannot be reached is not cached: the question fails with a retryable
// error, so the URL waits rather than being crawled against the site's will.
//
// Rules and URL paths are compared percent-encoded (RFC 9309 §2.2.2): a
// rule written in raw UTF-8 matches the URL it names.
type Robots struct {
	client *Client
	agent  string

	mu      sync.Mutex
	origins map[string]*robotsEntry
}

type robotsEntry struct {
	ready chan struct{} // closed once data or err is set
	data  *robotstxt.RobotsData
	err   error
}

// Verdict is what robots.txt says of one URL.
type Verdict struct {
	Allowed bool
	// CrawlDelay is the Crawl-delay of the group that applies, or 0.
	CrawlDelay time.Duration
	// Sitemaps are the Sitemap: lines of the file.
	Sitemaps []string
}

// NewRobots returns a robots.txt cache for the product token of userAgent
// ("render" for "render/0.1 (+...)"). Each robots.txt is fetched through
// c, once c's Pacer (when it has one) lets it.
func NewRobots(c *Client, userAgent string) *Robots {
	agent := userAgent
	if i := strings.IndexAny(agent, "/ "); i > 0 {
		agent = agent[:i]
	}
	return &Robots{client: c, agent: agent, origins: make(map[string]*robotsEntry)}
}

// Check says whether rawURL may be fetched.
func (r *Robots) Check(ctx context.Context, rawURL string) (Verdict, error) {
	u, err := url.Parse(rawURL)
	if err != nil {
		return Verdict{}, fmt.Errorf("fetch: robots %s: %w: %w", rawURL, ErrInvalidURL, err)
	}
	data, err := r.data(ctx, u)
	if err != nil {
		return Verdict{}, err
	}
	g := data.FindGroup(r.agent)
	path := u.EscapedPath()
	if path == "" {
		path = "/"
	}
	if u.RawQuery != "" {
		path += "?" + u.RawQuery
	}
	return Verdict{Allowed: g.Test(robotsPath(path)), CrawlDelay: g.CrawlDelay, Sitemaps: data.Sitemaps}, nil
}

// Sitemaps returns the Sitemap: lines of the robots.txt of rawURL's origin.
func (r *Robots) Sitemaps(ctx context.Context, rawURL string) ([]string, error) {
	u, err := url.Parse(rawURL)
	if err != nil {
		return nil, fmt.Errorf("fetch: robots %s: %w: %w", rawURL, ErrInvalidURL, err)
	}
	data, err := r.data(ctx, u)
	if err != nil {
		return nil, err
	}
	return data.Sitemaps, nil
}

func (r *Robots) data(ctx context.Context, u *url.URL) (*robotstxt.RobotsData, error) {
	origin := strings.ToLower(u.Scheme + "://" + u.Host)
	for {
		r.mu.Lock()
		e, ok := r.origins[origin]
		if !ok {
			e = &robotsEntry{ready: make(chan struct{})}
			r.origins[origin] = e
			r.mu.Unlock()
			e.data, e.err = r.load(ctx, origin)
			if e.err != nil {
				// Not cached: the next question tries again.
				r.mu.Lock()
				delete(r.origins, origin)
				r.mu.Unlock()
			}
			close(e.ready)
			return e.data, e.err
		}
		r.mu.Unlock()
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-e.ready:
		}
		if e.err == nil {
			return e.data, nil
		}
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		// The fetch we waited on failed; try our own.
	}
}

// maxRobots is the most of a robots.txt that is read (RFC 9309 asks
// crawlers to parse at least 500 KiB).
const maxRobots = 512 << 10

func (r *Robots) load(ctx context.Context, origin string) (*robotstxt.RobotsData, error) {
	target := origin + "/robots.txt"
	resp, err := r.get(ctx, target)
	switch {
	case errors.Is(err, ErrTooLarge):
		// Nothing the crawler could read (RFC 9309 sets no rules past 500
		// KiB either): allowed, and cached like any other answer, rather
		// than downloaded again for every URL of the host.
		return robotstxt.FromStatusAndBytes(404, nil)
	case err != nil:
		return nil, fmt.Errorf("fetch: robots.txt unreachable: %w", err)
	case resp.Status >= 500:
		return nil, fmt.Errorf("fetch: robots %s: server error %d: %w", target, resp.Status, ErrRobotsUnavailable)
	}
	// The rules' paths are put in the encoding Check puts URL paths in.
	data, err := robotstxt.FromStatusAndBytes(resp.Status, encodeRuleLines(resp.Body))
	if err != nil {
		// A status robots.txt has no rule for (1xx, 3xx left after
		// redirects), or a file the parser rejects (a rule before any
		// User-agent, a Crawl-delay with a unit): nothing is known to be
		// disallowed. Such a file still names its sitemaps.
		data, err = robotstxt.FromStatusAndBytes(404, nil)
		if err != nil {
			return nil, err
		}
		if resp.Status >= 200 && resp.Status < 300 {
			for _, m := range sitemapLine.FindAllSubmatch(resp.Body, -1) {
				data.Sitemaps = append(data.Sitemaps, string(m[1]))
			}
		}
	}
	return data, nil
}

// get fetches target once the client's pacer lets it: robots.txt counts
// against its host's pace like a page.
func (r *Robots) get(ctx context.Context, target string) (*Response, error) {
	var exchanged func(int, http.Header)
	if p := r.client.cfg.Pacer; p != nil {
		release, err := p.Acquire(ctx, p.Host(target))
		if err != nil {
			return nil, err
		}
		exchanged = func(int, http.Header) { release() }
	}
	return r.client.fetch(ctx, target, maxRobots, exchanged)
}

var sitemapLine = regexp.MustCompile(`(?im)^\s*sitemap:\s*(\S+)`)

// ErrRobotsUnavailable marks a robots.txt that answered with a server error;
// it is worth asking again later.
var ErrRobotsUnavailable = errors.New("robots.txt temporarily unavailable")
