// Package fetch is the HTTP path of the crawler: it fetches a URL over
// net/http, without a browser, and returns the page decoded to UTF-8 with
// the facts the crawler needs from it.
//
// One [Client] shares one [http.Transport] (keep-alive, HTTP/2, idle
// limits sized for high parallelism) across all requests and bounds the
// requests in flight with a weighted semaphore. [Client.Fetch] validates
// the URL, follows redirects (detecting loops), caps the body size both on
// the wire and after content decoding (gzip, deflate, br), bounds the whole
// request with a timeout and a read-stall timeout, decodes the body to UTF-8
// with package [charset] (the WHATWG precedence: BOM, Content-Type header,
// <meta> prescan, then statistical detection of undeclared CJK and
// single-byte encodings: docs/charsets.md), and in one streaming pass
// of an HTML tokenizer (package [extract]) reads the title, visible
// text, links, frames, meta refresh, the page's metadata ([Meta]: lang,
// description, canonical, robots, Open Graph, JSON-LD, dates, author)
// and the [Signals] the crawler uses to decide whether a page needs a
// browser.
//
// Config.Jar shares cookies, Config.HostHeader adds headers and
// credentials by host (asked again for every redirect, so that they never
// follow one to another host), and Config.Proxy picks a proxy (the
// environment's by default). Config.Pacer holds each redirect of a fetch
// as the caller's pacer held its first request, and each robots.txt
// fetch as a page's.
//
// Every HTTP status is a [Response]; network failures are errors wrapped
// with the operation and URL, matching sentinels such as [ErrTimeout],
// [ErrTooLarge] and [ErrRedirectLoop]. [Retryable], [RetryableStatus] and
// [RetryAfter] support the caller's retry policy; fetch itself never
// retries.
//
// fetch must not import any other package of this module but
// fetch/charset, fetch/extract, internal/urlesc, internal/neterr and
// internal/cfgerr (not crawl, render, content or sink): the crawler
// consumes it through an interface of its own.
package fetch
