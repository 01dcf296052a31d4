// Package crawl orchestrates a crawl: it takes seeds, keeps the frontier
// (what is queued, what is done), routes each URL to the HTTP path or the
// browser, retries what is worth retrying, and hands exactly one record per
// URL to the sink.
//
// A Session carries what a logged-in user sends: headers for the crawl's
// hosts, credentials by host, one cookie jar for both paths
// (crawl/cookies), a login run before the crawl and again when a page
// shows the session lost; Secrets masks credentials in every record.
//
// crawl says what it needs from a renderer and a fetcher in small
// interfaces (Renderer, Fetcher); render.Pool and fetch.Client satisfy them
// without importing crawl. cmd/render wires them together; crawl never
// touches flags, signals or the terminal.
package crawl
