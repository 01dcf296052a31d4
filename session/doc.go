// Package session puts what a crawl carries as one user into both paths:
// the HTTP path (fetch.Config) and the browser (render.Config) get one
// cookie jar, the headers and credentials of crawl.Session by host, one
// TLS policy, one locale and one proxy, so that a page is fetched as the
// same user whichever path takes it (Apply). It also reads a saved
// session into the jar and the browser's localStorage (Load), and writes
// one back at the end (Save).
//
// A program that drives fetch and render itself (the CLI's crawl, a
// rendering service) builds a crawl.Session, fills Settings, and calls
// Apply once, before it makes its fetch.Client and render.Pool.
//
// session imports crawl, crawl/cookies, fetch and render of this module;
// it knows nothing of flags.
package session
