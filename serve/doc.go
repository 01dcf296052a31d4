// Package serve is render as a rendering service (render serve): the
// service that sites which render their single-page apps for search
// engines and link previews run beside them, with a middleware that sends
// crawlers' requests to it (as with Prerender or Rendertron). It renders
// with the pool, the waits, the pacing and the record of the crawler.
//
// A Service answers GET /render?url=URL&format=html|markdown|json|png|pdf, and
// Prerender's GET /URL, which the prerender middlewares send unchanged:
// the rendered HTML, with the status and headers a page sets with
// prerender-status-code and prerender-header meta tags, its scripts
// removed unless asked; a page that redirects is answered as a redirect
// (redirect.go). format=markdown is the page's main content, and json
// its record, as a crawl with --markdown makes them. Results are kept
// for a TTL, in memory (least recently used first, bounded in bytes) and
// optionally on disk; concurrent requests for one page share one render;
// the renders wait in a bounded queue, past which a request is answered
// 503 with Retry-After, and the answers being sent hold a bounded number
// of bytes (budget.go); each request has its time, each host its pace.
// Chrome is restarted when it dies, and /healthz and /metrics say so.
//
// No page may make Chrome reach an internal address: loopback, private,
// link-local (cloud metadata), CGNAT, unique-local, IPv4-mapped and the
// like are refused (Policy) unless allowed by name (--allow-private). The
// page's URL is checked and its host resolved before it is queued, and
// every connection Chrome makes, for the page, its redirects, its
// sub-requests, frames and WebSockets, goes through a forward proxy of
// the service's on loopback, whose dialer checks the address it is about
// to connect to, after DNS: so a redirect, a sub-request or a DNS answer
// that changed (rebinding) meets the same policy. WebRTC is kept off UDP,
// which no proxy carries, with either kind of Chrome, and a canary page
// checks all of that before the service says it is ready (canary.go).
// Each render has a browser context of its own, so that no client's
// page sees what another's left (docs/security.md).
//
// serve imports crawl (the record and its error kinds), crawl/canonical
// (canonical URLs), crawl/pace (the pacer it gives its pool),
// crawl/browser, render, fetch (a Retry-After), sink (a record's JSON,
// in one pass) and internal/tunnel and internal/cfgerr; it knows nothing
// of flags, signals or the sinks' outputs.
package serve
