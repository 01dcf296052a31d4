// Package testsite is the one test site every package's tests share, and
// the demo and the benchmarks serve: the pages under testdata/site, the
// fetch fixtures under testdata/fetch (at /fetch/), and the dynamic routes
// a static file server cannot give: generated pages, JSON for the
// single-page app, redirects, error statuses, slow, endless, truncated and
// reset responses, compressed bodies and a gzip bomb. Heavy bodies are
// built once, at first use, and served from memory, so that no request
// pays for building them. It also starts a throw-away redis-server for
// tests (Redis), and gives addresses that fail as a network does: one
// that refuses connections (RefusedAddr), one that answers a request with
// a reset (ResetAddr), one that hangs up without a word (HangUpAddr). It
// only ever listens on loopback.
//
// ServeCatalog serves, apart, the discovery catalogue (catalog.go): one
// page per way a page names a URL, each naming a target of its own.
//
// The routes, beside the files of testdata/site:
//
//	/spa/N /api/item/N     a single-page app and its JSON
//	/archive/ /archive/second.html   the archive tests' app: its script,
//	                       stylesheet and JSON (/archive/api/PAGE.json);
//	                       /redirect?to=/archive/ reaches it by a redirect
//	/requests/ /requests/markup.html /requests/missing.html   the request
//	                       log's fixtures: an app whose script makes calls
//	                       (some failing), a page naming every kind of
//	                       sub-resource, and one whose sub-resources and
//	                       calls are answered without a body or with an
//	                       error status (404, 500, 204, 304);
//	                       /requests/decode.html decodes an image by script
//	/static/N /urls.txt    generated pages, a list of them (?kind=&n=)
//	/site/app/ /site/calendar /site/paged   the linked site's dynamic pages
//	/asset/{img,font,media}/...   sub-resources a browser should block
//	/fetch/PATH            a file of testdata/fetch; ?ct= sets Content-Type
//	/status/CODE[?empty=1] an HTML page with that status (empty: none,
//	                       with a Content-Length of 0)
//	/redirect[?to=/path] /redirect-loop /redirect/loop/{a,b}
//	/redirect/chain/N /redirect/ftp
//	/error500 /error500.js /file.pdf /headers (the request's, as JSON)
//	                       (/file.pdf: a one-page PDF showing PDF-MARKER;
//	                       ServePDFs: a site of real PDFs, testdata/pdf)
//	/slow?ms=N             static.html after N ms; /longpoll: a minute
//	/slowloris             a byte every 100 ms, forever; /stall: then nothing
//	/big?mb=N[&chunked=1]  an N MiB page (default 64)
//	/truncated /reset      a body cut short, cleanly or by a reset
//	/gzip-bomb             1 GiB of zeros in 1.3 MiB of gzip
//	/encoded/CODING        static.html as gzip, deflate, deflate-raw or br
//	/login /app/... /app/logout /needs-header /basic/ /bearer/
//	                       a site behind a login, a header and credentials
//	                       (session.go)
//	/ws/echo[?delay=MS]    a WebSocket echoing each text message (MS later)
//	/serve/app/... /ssrf/...   render serve's shop app and the pages that
//	                       try to reach other addresses (ssrf.go)
//	/discover/...          what the discovery pages (discover/*.html) fetch,
//	                       post and lead to: /discover/api/{batch?n=,details,
//	                       save,ping}, /discover/logout, /discover/app/NAME
//	                       (routes.html), counted as "discover:"+path
//
// testsite imports no other package of this module but internal/procguard
// and internal/testkit/testenv.
package testsite
