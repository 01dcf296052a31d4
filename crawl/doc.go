// Package crawl orchestrates a crawl: it takes seeds, keeps the frontier
// (what is queued, what is done), routes each URL to the HTTP path or the
// browser, retries what is worth retrying, and hands exactly one record per
// URL to the sink.
//
// Seeds come from a Seeds source (SeedList, SeedLines, SeedChain; a
// sitemap adds more). Each frontier item becomes a task, parsed once for
// its whole way through the crawl: canonical URL (crawl/canonical), host,
// scope, pattern. The host is the key of the one pace.Pacer
// (crawl/pace) that the crawl, the Fetcher and the Renderer share, so
// that every request to a host is paced whichever path makes it.
// A task is planned, then executed: the plan (plan.go) says which path
// comes first and why (the record's reason), the visit (visit.go) paces
// the host, runs the path, retries, and decides after the HTML whether
// the browser must see the page too: in auto mode, as the learner
// (crawl/learn) advises from the renders the crawl compared with their
// HTML. Either path gives the one page type, Page, and one record
// builder (record.go) turns a page or an error into the sink.Record.
// Run feeds the seeds, runs the workers and finishes with a Summary,
// added up by the one observer of the records.
//
// Errors keep their type until the record: KindOf classifies an error once,
// from its type (an *Error, this package's sentinels, fetch's, context's),
// into an ErrorKind, the record's error_kind; nothing reads error text.
//
// A Session carries what a logged-in user sends: headers for the crawl's
// hosts, credentials by host, one cookie jar for both paths
// (crawl/cookies), a login run before the crawl and again when a page
// shows the session lost; Secrets masks credentials in every record.
//
// A PDF, whichever path it was meant for, is fetched over HTTP and read
// by package document (readDocument): its text, title, pages, links and
// document information, or an error of kind encrypted or bad-document.
//
// crawl says what it needs from a renderer and a fetcher in small
// interfaces (Renderer, Fetcher); fetch.Client satisfies Fetcher without
// importing crawl, and crawl/browser adapts render.Pool to Renderer.
// Of the HTTP path's packages crawl also reads fetch/extract, for what a
// rendered page's markup says of itself (ParseMeta).
// A Page's content is a webpage.Content, the value render.Page holds and
// sink.Record embeds: the browser path hands it on whole, and a record
// takes it whole (fillPage).
// crawl does not import render (crawl/browser is the only package of
// crawl that does), so that a program that crawls over HTTP alone does
// not link Chrome's driver. Of this module it imports content, document,
// fetch, fetch/extract, sink, internal/cfgerr, internal/jslit (the names
// in scripts that are data), and its own
// crawl/canonical, crawl/cookies, crawl/frontier, crawl/frontier/memory,
// crawl/learn and crawl/pace.
// cmd/render wires the pieces together; crawl never touches flags,
// signals or the terminal.
package crawl
