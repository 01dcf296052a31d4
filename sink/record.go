package sink

import (
	"encoding/json"
	"time"

	"github.com/rendercrawl/render/webpage"
)

// Mode names the path that produced a record.
const (
	ModeBrowser = "browser"
	ModeHTTP    = "http"
)

// Record is the result for one URL: success or error, never both, never none.
// Both paths (HTTP and browser) fill the same fields, so a consumer can tell
// them apart only by Mode. What a page showed is its webpage.Content, the
// value both paths fill; the rest is the crawl's. The keys of its JSON
// are in the order docs/record.md lists them (recordOrder), whichever
// struct declares the field.
type Record struct {
	URL string `json:"url"`
	webpage.Content
	Mode string `json:"mode"`
	// Reason says why Mode was chosen (forced, shell, noscript, learned,
	// non-html, sample, ...), so that each routing decision can be audited.
	Reason string `json:"reason"`
	// Markdown is the page's main content (its article, its
	// documentation, without navigation and footers) as CommonMark, and
	// MainText the same as plain text; with --markdown only, absent
	// otherwise and when a page has no main content.
	Markdown string `json:"markdown,omitempty"`
	MainText string `json:"main_text,omitempty"`
	// Meta is what an HTML page says of itself (language, description,
	// canonical URL, robots, Open Graph and Twitter cards, JSON-LD,
	// dates, author); nil for another document or an error.
	Meta *Meta `json:"meta,omitempty"`
	// Headers are the final response's headers that say something of
	// the document (an allow-list), names lowercased, repeated values
	// joined by ", ", cookie values masked.
	Headers map[string]string `json:"headers,omitempty"`
	// ContentHash is "sha256:" and the hex SHA-256 of main_text with
	// --markdown, of text without; "" when the page has no text.
	ContentHash string `json:"content_hash,omitempty"`
	// Noindex: the page asks not to be indexed (meta robots or
	// X-Robots-Tag noindex), unless --ignore-robots-meta.
	Noindex bool `json:"noindex,omitempty"`
	// Requests are the page's requests, with --requests: in the browser,
	// every request the page made, in the order they started (a redirect
	// is a request of its own); over HTTP, every sub-resource the markup
	// and the Link headers name, none of them requested. Null when not
	// asked for or when the page failed. RequestsOmitted counts the
	// requests past the cap (--max-requests).
	Requests        []Request `json:"requests"`
	RequestsOmitted int       `json:"requests_omitted"`
	ElapsedMS       int64     `json:"elapsed_ms"`
	FetchedAt       time.Time `json:"fetched_at"`
	Attempts        int       `json:"attempts"`
	Depth           int       `json:"depth"`
	// Referrer is the page whose link first queued the URL; "" for a seed
	// or a page a sitemap listed.
	Referrer string `json:"referrer"`
	// FailedChecks are the CI checks this page failed (see --fail-on).
	FailedChecks []CheckFailure `json:"failed_checks"`
	// Error is empty on success; otherwise why the URL failed, in words,
	// and ErrorKind the kind of failure, a stable name to branch on
	// (crawl.ErrorKind lists them).
	Error     string `json:"error"`
	ErrorKind string `json:"error_kind"`

	// ArchiveTruncated lists the URLs of the page's exchanges whose
	// response an archive (WARC, WACZ, HAR) holds without its whole body:
	// cut at a size cap (Limits), or not kept by the browser. Null when no
	// archive was written, [] when every body was archived whole.
	ArchiveTruncated []string `json:"archive_truncated"`

	// Exchanges are the page's HTTP exchanges, in the order they
	// happened: the main document's redirects (each a 3xx exchange of its
	// own), the main document (Main), then its sub-resources (scripts,
	// styles, XHR and fetch calls, fonts and images when not blocked).
	// Kept only when a sink needs them (Needs.Exchange). Not part of the
	// JSON record.
	Exchanges []*Exchange `json:"-"`
}

// Main is the main document's exchange: the first of Exchanges that is
// not a redirect; nil when none was kept.
func (r *Record) Main() *Exchange {
	for _, ex := range r.Exchanges {
		if !ex.IsRedirect() {
			return ex
		}
	}
	return nil
}

// Meta is what an HTML page says of itself in its markup.
type Meta struct {
	Lang        string `json:"lang,omitempty"`
	Description string `json:"description,omitempty"`
	Canonical   string `json:"canonical,omitempty"`
	// Robots are the meta robots directives, lowercased.
	Robots string `json:"robots,omitempty"`
	// OpenGraph and Twitter are the og:* and twitter:* meta tags, by
	// property.
	OpenGraph map[string]string `json:"og,omitempty"`
	Twitter   map[string]string `json:"twitter,omitempty"`
	// JSONLD are the page's JSON-LD blocks, parsed (those that are not
	// JSON are left out).
	JSONLD    []json.RawMessage `json:"json_ld,omitempty"`
	Published string            `json:"published,omitempty"`
	Modified  string            `json:"modified,omitempty"`
	Author    string            `json:"author,omitempty"`
}

// ConsoleEntry is a console error or an uncaught exception seen in a
// page (webpage.ConsoleEntry).
type ConsoleEntry = webpage.ConsoleEntry

// FailedRequest is a sub-request that got a status of 400 or more, or
// failed at the network level (webpage.FailedRequest).
type FailedRequest = webpage.FailedRequest

// Request is one request of a page (Record.Requests).
type Request struct {
	URL string `json:"url"`
	// Method is GET, or the method of a form (its action) or a script's
	// call.
	Method string `json:"method"`
	// Type is the resource type, as Chrome's DevTools name it: Document,
	// Stylesheet, Image, Media, Font, Script, XHR, Fetch, WebSocket,
	// Manifest, Other, ...
	Type string `json:"type"`
	// Status is the response's status; 0 when none came (blocked,
	// failed, not requested).
	Status   int    `json:"status"`
	MIMEType string `json:"mime_type"`
	// Size is the response's size on the wire (headers and encoded
	// body), in bytes; 0 when unknown or not requested.
	Size int64 `json:"size"`
	// Requested is false for what the markup names but nobody fetched
	// (the HTTP path's sub-resources).
	Requested bool `json:"requested"`
	// Blocked: the browser was told not to make it (an image, a font):
	// listed, never fetched. BlockedReason says why when it was no
	// blocked type: "explore-unsafe-method" for a request a click of
	// exploration started with a method that may change something (a
	// fetch DELETE, a form post).
	Blocked       bool   `json:"blocked"`
	BlockedReason string `json:"blocked_reason,omitempty"`
	// Failed: it failed in the network (Error says why) or got a status
	// of 400 or more.
	Failed bool   `json:"failed"`
	Error  string `json:"error"`
	// FromCache: the browser's cache or a service worker answered it.
	FromCache bool `json:"from_cache"`
	// Initiator is what started it: parser (the markup), script,
	// preload, other (the main document, a navigation), click (an
	// action of the crawler's on the page), or, over HTTP, markup or
	// header (a Link header).
	Initiator string `json:"initiator"`
	// Element names where the markup names it over HTTP, as tag[attr]
	// ("img[srcset]", "link[rel=stylesheet]", "style url()", "Link
	// header"); "" in the browser.
	Element string `json:"element"`
}

// CheckFailure is one CI check a page failed.
type CheckFailure struct {
	// Check is the check's name: console-error, page-error, http-error,
	// failed-request, empty, missing, text or error.
	Check  string `json:"check"`
	Reason string `json:"reason"`
}

// OK reports whether the record is a success.
func (r *Record) OK() bool { return r.Error == "" }
