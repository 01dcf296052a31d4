package render

import (
	"net/http"
	"time"

	"github.com/rendercrawl/render/webpage"
)

// Fetch is data a page's scripts fetched (Page.Fetched): its URL, the
// bytes of its bodies, once decoded, summed over the times the page
// fetched it, and the status of the last answer: a 2xx with content, or
// an error status (the data was refused: a post without comments
// answered 404). Body is the last body as Chrome kept it, when it was a
// 2xx of at most maxFetchedBody bytes (and the page's bodies read so far
// within maxFetchedBodies), else nil: text as it is, data gzipped as
// what it holds, other bytes as they are (a zip archive, a SQLite
// database) but for an image's, a font's, a sound's or a video's.
type Fetch struct {
	URL    string
	Bytes  int
	Status int
	Body   []byte

	// script and size: a script the page loaded and its Content-Length
	// (-1 unknown), kept only if its body is data (fetchedBodies); media,
	// an image, font, sound or video, whose bytes are not kept; wire,
	// Bytes are those Chrome received (fetchNote.wire) until the body is
	// read; mime, the answer's MIME type.
	media  bool
	script bool
	size   int
	wire   bool
	mime   string
}

// Page is what a browser saw at one URL.
type Page struct {
	// URL is the URL as requested.
	URL string
	// Content is what the page showed, in the shape the HTTP path gives
	// it too:
	//   - FinalURL is the document's URL after redirects (HTTP, meta
	//     refresh or script); Status the HTTP status of the main document.
	//   - Size is the length of the main document's body after gzip, br
	//     or deflate were undone (and before charset decoding), as the
	//     HTTP path counts it: neither the response's headers nor its
	//     compressed size.
	//   - HTML is document.documentElement.outerHTML once rendered; Text
	//     the visible text, including open shadow roots and same-origin
	//     iframes.
	//   - Links are the absolute http(s) URLs of a[href] and area[href],
	//     in document order, deduped, including open shadow roots and
	//     same-origin iframes; then the places the page names without an
	//     href (router attributes, inline code that sets location or
	//     opens a window) and the routes its scripts went to (the History
	//     API, window.open); then those seen while scrolling and those
	//     exploring found.
	//   - Console holds the console errors and uncaught exceptions of the
	//     page's documents, frames and workers, in the order they came:
	//     the first MaxConsole; ConsoleOmitted counts the rest. An
	//     unhandled rejection that got a handler later is not among them.
	//   - FailedRequests are sub-requests that got a status >= 400 or
	//     failed in the network; the requests blocked on purpose are not
	//     among them. Blocked counts the requests that interception
	//     refused.
	//   - Data is the value of Config.Eval's script in the page, as JSON;
	//     nil without a script, or when it failed (its console says why).
	//   - Settled says how the wait ended: SettledQuiet, SettledLoad,
	//     SettledSelector, SettledJS or SettledTimeout. Note is set when
	//     the page was taken without settling (Settled is
	//     SettledTimeout): what was still pending, the requests in
	//     flight, the workers at work, a loading indicator on screen. It
	//     also says when a screenshot was cut short or is missing, and
	//     why.
	//   - Screenshot is a PNG, taken only with Request.Screenshot; a
	//     full-page one is at most 16384 device pixels each way (Note
	//     says when the page was cut).
	webpage.Content
	// Header holds the main document's response headers.
	Header http.Header
	// RequestHeader and Proto are the main document's request headers and
	// response protocol ("HTTP/1.1"); Body its response body (as Chrome
	// decoded it), kept only with Request.Exchange.
	RequestHeader http.Header
	Proto         string
	Body          []byte
	// ScreenshotErr says why a screenshot asked for is missing (it
	// unwraps to ErrTimeout when the capture ran out of time): the page
	// stands without it, and Note says so too.
	ScreenshotErr error
	// LinkElements counts the links of the page's elements (a and area
	// hrefs, router attributes) to another document than the one shown,
	// each time an element names one: navigation repeated in a menu, a
	// sidebar and a footer counts three times.
	LinkElements int
	// Submitted are the URLs of the GET forms exploring submitted, among
	// Links too: places the crawl may go, made by the crawler's clicks
	// rather than shown by the page.
	Submitted []string
	// Unfilled names the elements the page's scripts looked up that
	// still hold no text, or the short line they held then, with
	// Request.Lookups (js/lookups.js): tag.classes, else tag#id, else the
	// tag of a list, table body, main, article or custom element, each
	// run of digits one 0; sorted, each once. Nil without Lookups.
	Unfilled []string
	// Fetched is the data the page's scripts fetched (XHR and fetch GET
	// requests answered 2xx with content, not 204, or refused with an
	// error status), and the scripts it loaded that are data (one
	// statement handing a literal to a name, at most maxDataScript
	// bytes: internal/jslit; Body is the literal), with
	// Request.Fetches: what a page of a template fetched that another of
	// it did not tells that each fills itself from data of its own. At
	// most 32 URLs, sorted, without fragments; nil without Fetches.
	Fetched []Fetch
	// Removed counts the characters of text the page's scripts took out
	// of it (nodes removed, text changed), with Request.Fetches: scripts
	// that drew a list again, the same for this page, took its text out
	// first. 0 without Fetches.
	Removed int
	// Missed are the places the page's scripts looked for and did not
	// find, as #id or .class, or as the selector they asked for when it
	// is another (time[datetime], a tag name; at most 120 characters),
	// with Request.Fetches (js/compare.js): a site-wide script that fills
	// #products where a page has one, or dates each time[datetime]; or
	// as a data attribute they read and did not find on the root, the
	// body or an element with an id (body[data-module]). The selectors
	// first, then the attributes, each sorted, at most 16 of each; nil
	// without Fetches.
	Missed []string
	// Read are the data attributes of the root, the body or an element
	// with an id that the page's scripts read and found, as
	// body[data-isbn], with Request.Fetches: the value a script looks the
	// page's own entry up by in the data it fetched. At most 16, sorted.
	Read []string
	// Rewrote are the elements whose text the page's scripts wrote again
	// and left as it was, as tag#id, tag.class, tag[attribute] or the
	// tag, with Request.Fetches: a script that writes each
	// time[datetime] out in long form changes nothing on a page whose
	// dates are long already, and may on another page. At most 16,
	// sorted.
	Rewrote []string
	// Clock is the browser's time of day as the page was compared, its
	// own and UTC's, in seconds since midnight, with Request.Fetches: a
	// clock a script keeps on the page shows it, and another time on
	// each render. Nil without Fetches.
	Clock []int
	// Frames are the absolute http(s) URLs of iframe and frame elements;
	// MetaRefresh the target of a <meta http-equiv=refresh>, if any.
	Frames      []string
	MetaRefresh string
	// Requests are the requests the page made, in the order they
	// started (Request.Requests), redirects each an entry of their own;
	// RequestsOmitted counts those past Request.MaxRequests. Requests to
	// data:, blob: and about: URLs never reach the network and are not
	// listed.
	Requests        []NetworkRequest
	RequestsOmitted int
	// Exchanges are the page's requests and responses for an archive
	// (Request.Exchange): the main document's, its redirects first, then
	// every other response the page received, with its body when
	// Request.Bodies. Blocked requests and those that got no response are not
	// among them.
	Exchanges []*Exchange
	// Scrolled and Explored say what scrolling and exploring the page did
	// (Request.Scroll, Request.Explore); ClickRequests are the requests
	// exploring's clicks made the page send.
	Scrolled      Scrolled
	Explored      Explored
	ClickRequests []ClickRequest
	Elapsed       time.Duration

	// retire: the tab that rendered the page is not reused (exploring
	// took it to another document).
	retire bool
	// byName counts the blocked requests Chrome refused by their file
	// name rather than interception (blocknames.go).
	byName int
	// named is what the markup names, until the requests are read
	// (markup.go).
	named []markupRef
}

// ConsoleMessage is a console error or an uncaught exception: Type is
// "error" or "exception".
type ConsoleMessage = webpage.ConsoleEntry

// FailedRequest is a sub-request that failed.
type FailedRequest = webpage.FailedRequest

// How a page's wait ended: Page.Settled.
const (
	// SettledQuiet: the page loaded and went quiet.
	SettledQuiet = "quiet"
	// SettledLoad: the load event fired (Wait load).
	SettledLoad = "load"
	// SettledSelector and SettledJS: the condition of the Wait was met.
	SettledSelector = "selector"
	SettledJS       = "js"
	// SettledTimeout: the page's timeout came first; Page.Note says what
	// was still pending.
	SettledTimeout = "timeout"
)

// noteFirst puts note before what the page noted so far (a text cut
// short, a screenshot cut or failed).
func (p *Page) noteFirst(note string) {
	read := p.Note
	p.Note = note
	p.addNote(read)
}

// addNote adds a remark to the page's note.
func (p *Page) addNote(note string) {
	switch {
	case note == "":
	case p.Note == "":
		p.Note = note
	default:
		p.Note += "; " + note
	}
}
