// Package pace spaces the requests to each host, whichever path makes
// them (net/http or the browser): a token bucket per host, a bound on
// requests in flight per host, the pauses a server asks for
// (Retry-After), robots.txt's Crawl-delay and an adaptive slowdown on
// 429 and 503 answers. In any window of T seconds a host sees at most
// B + r·T requests. A SharedBucket (the Redis frontier's) paces hosts
// across processes.
//
// A host is named by a key, Pacer.Host of a URL (canonical.Host), which a
// crawl computes once per page. fetch.Client and render.Pool each take
// the one Pacer in their Config and ask it before every request a page
// leads to (a redirect's hop, a later navigation, robots.txt); the crawl
// asks it before the page's first request and tells it the answer
// (Observe). A rendering service uses it the same way.
//
// It imports, of this module, crawl/canonical (the host key) and
// internal/cfgerr, nothing else: not crawl, fetch or render, which
// declare the small interface they need of it where they use it.
package pace
