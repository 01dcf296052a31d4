package crawl

import (
	"context"
	"net/http"
	"time"

	"github.com/rendercrawl/render/document"
	"github.com/rendercrawl/render/fetch"
	"github.com/rendercrawl/render/sink"
	"github.com/rendercrawl/render/webpage"
)

// Page is what one path saw at a URL: the one result type that the HTTP
// path (fetch.Response, through httpPage) and the browser path (a
// Renderer) both give, and that a record is built from. Its Content is
// the record's (sink.Record embeds it too); the rest is what the crawler
// needs to follow, route and archive the page.
type Page struct {
	// Mode is the path that saw the page: sink.ModeHTTP or sink.ModeBrowser.
	Mode string
	webpage.Content
	Header http.Header
	// IsHTML reports a document that is a page (the HTML fields are then
	// set); another document (a PDF, an image) has only its type and size.
	IsHTML bool
	// LinkElements counts the links the page's elements name to other
	// documents, repeats included (fetch.Signals.LinkElements,
	// render.Page.LinkElements).
	LinkElements int
	// Submitted are the links that are GET forms the browser's
	// exploring submitted (render.Page.Submitted): made by the crawler,
	// they say nothing of what rendering added.
	Submitted []string
	// Unfilled names the places the page's scripts looked up and left as
	// they were (render.Page.Unfilled), named as fetch.Signals.Slots
	// names them without their data-* names (extract.SlotPlace); browser
	// only, with RenderRequest.Lookups.
	Unfilled []string
	// Fetched is the data the page's scripts fetched
	// (render.Page.Fetched); browser only, with RenderRequest.Fetches.
	Fetched []Fetch
	// Removed counts the characters of text the page's scripts took out
	// of it (render.Page.Removed); browser only, with
	// RenderRequest.Fetches.
	Removed int
	// Missed are the places the page's scripts looked for and did not
	// find (render.Page.Missed); Read the data attributes they read and
	// found (render.Page.Read); browser only, with
	// RenderRequest.Fetches.
	Missed, Read []string
	// Rewrote are the elements whose text the page's scripts wrote again
	// as it was (render.Page.Rewrote); browser only, with
	// RenderRequest.Fetches.
	Rewrote []string
	// Clock is the browser's time of day as the page was compared, its
	// own and UTC's, in seconds since midnight (render.Page.Clock);
	// browser only, with RenderRequest.Fetches.
	Clock []int
	// Frames and MetaRefresh are what the page points to besides its links.
	Frames      []string
	MetaRefresh string
	// MetaRefreshNow: the meta refresh has no delay (HTTP only); the
	// page fetched is then the one it sends to (followRefresh).
	MetaRefreshNow bool
	// Scripts are the URLs of the external scripts the HTML runs (HTTP
	// only; fetch.Response.Scripts).
	Scripts []string
	// Requests are the page's requests (see sink.Record.Requests), kept
	// with Capture.Requests; RequestsOmitted counts those past the cap.
	Requests        []sink.Request
	RequestsOmitted int
	// Signals are the HTML's facts for the render decision (HTTP only).
	Signals fetch.Signals
	// Exchanges (see sink.Record.Exchanges) are kept when a sink needs
	// them.
	Exchanges []*sink.Exchange
	Elapsed   time.Duration
	// meta is the page's metadata, read once when first asked
	// (pageMeta).
	meta *fetch.Meta
	// pdf is the body of a PDF until readDocument reads it; err is why
	// it could not (the page's record is then an error record).
	pdf []byte
	err error
}

// Fetch is data a rendered page's scripts fetched: its URL, the bytes
// of its body, the status of its answer (a 2xx, or an error status: the
// data was refused), and the body when the browser kept it
// (render.Fetch).
type Fetch struct {
	URL    string
	Bytes  int
	Status int
	Body   []byte
}

// RenderRequest is one page to render.
type RenderRequest struct {
	URL string
	// Screenshot takes a PNG of the page (the whole page with FullPage).
	Screenshot, FullPage bool
	// Exchange keeps the page's requests and responses (over HTTP the
	// document's; in the browser every response the page received);
	// Bodies their bodies, within Limits (the document's is always
	// kept).
	Exchange, Bodies bool
	Limits           sink.Limits
	// Requests lists the page's requests, at most MaxRequests.
	Requests    bool
	MaxRequests int
	// HostKey is the key the crawl's Pacer knows URL's host by. The
	// Renderer, given the same Pacer, takes the host's turn with it right
	// before the page's request leaves (a tab is ready and about to
	// navigate) and holds it until the page is done; it paces the page's
	// later document requests (an HTTP redirect's hops, a meta refresh, a
	// script that sends the page elsewhere) too. A failure to take the
	// turn ends the render without a request, with the pacer's error.
	HostKey string
	// ExploreActions, when set, is asked about the rendered page before
	// the renderer explores it: how many of its controls to click at most
	// (0: none).
	ExploreActions func(*Page) int
	// Lookups asks for Page.Unfilled: the places the page's scripts
	// looked up and left as they were (render.Request.Lookups).
	Lookups bool
	// Fetches asks for Page.Fetched (render.Request.Fetches).
	Fetches bool
	// Check marks a render made to compare with the page's HTML (a
	// kind's sample), which may wait a while for a busy tab rather than
	// open another (render.Request.Check).
	Check bool
}

// Renderer renders pages in a browser. crawl/browser adapts a render.Pool
// to it; its errors are *Error values that name their kind.
type Renderer interface {
	Render(ctx context.Context, req RenderRequest) (*Page, error)
}

// Fetcher fetches a page over HTTP. fetch.Client satisfies it.
type Fetcher interface {
	Fetch(ctx context.Context, url string) (*fetch.Response, error)
}

var _ Fetcher = (*fetch.Client)(nil)

// capacity is what a renderer or a fetcher may report: how many pages it
// works on at once.
type capacity interface{ Capacity() int }

// DefaultMaxRequests is how many requests a record lists at most
// (Capture.MaxRequests).
const DefaultMaxRequests = 1000

// httpPage is the page an HTTP response gives. The exchange and the
// sub-resources are kept only when asked.
func httpPage(r *fetch.Response, capture Capture) *Page {
	p := &Page{
		Mode:    sink.ModeHTTP,
		Content: webpage.Content{FinalURL: r.FinalURL, Status: r.Status, ContentType: r.ContentType, Size: r.Size},
		Header:  r.Header,
		IsHTML:  r.HTML,
		Elapsed: r.Elapsed,
	}
	if r.HTML {
		p.Title, p.HTML, p.Links, p.LinkElements = r.Title, r.BodyString(), r.Links, r.Signals.LinkElements
		p.Frames, p.MetaRefresh, p.MetaRefreshNow, p.Signals = r.Frames, r.MetaRefresh, r.MetaRefreshNow, r.Signals
		p.Scripts = r.Scripts
		p.meta = &r.Meta // read in the fetch's one pass
	}
	// A text document that is not HTML (plain text, JSON, XML) has its
	// text too, and nothing else of a page; a PDF's is read later
	// (readDocument), once the page is the one its record keeps.
	p.Text = r.Text
	if !r.HTML && document.IsPDF(r.ContentType, r.Raw) {
		p.pdf, p.Text = r.Raw, ""
	}
	if capture.Exchange {
		p.Exchanges = httpExchanges(r)
	}
	if capture.Requests {
		p.Requests, p.RequestsOmitted = subresourceRequests(r, capture.MaxRequests)
	}
	return p
}

// httpExchanges are the exchanges of an HTTP response: its redirects,
// then the document.
func httpExchanges(r *fetch.Response) []*sink.Exchange {
	out := make([]*sink.Exchange, 0, len(r.Hops)+1)
	for _, h := range r.Hops {
		out = append(out, &sink.Exchange{URL: h.URL, Type: sink.TypeDocument, Method: h.Method, RequestHeader: h.RequestHeader,
			Proto: h.Proto, Status: h.Status, ResponseHeader: h.Header, Start: h.Start})
	}
	t := r.Timings
	return append(out, &sink.Exchange{URL: r.FinalURL, Type: sink.TypeDocument, Method: "GET", RequestHeader: r.RequestHeader,
		Proto: r.Proto, Status: r.Status, ResponseHeader: r.Header, Body: r.Raw, Start: r.Start,
		Timings: &sink.Timings{Blocked: t.Blocked, DNS: t.DNS, Connect: t.Connect, SSL: t.TLS, Send: t.Send, Wait: t.Wait, Receive: t.Receive}})
}

// size is about what the page holds in memory: its HTML, text and links.
func (p *Page) size() int64 {
	n := len(p.HTML) + len(p.Text)
	for _, l := range p.Links {
		n += len(l)
	}
	return int64(n)
}

// follows is what a page points to: its links and frames, its Link and
// Refresh headers, and its meta refresh; a PDF's links.
func (p *Page) follows() []string {
	if !p.IsHTML {
		return p.Links // a PDF's; none for another document
	}
	out := make([]string, 0, len(p.Links)+len(p.Frames)+1)
	out = append(append(append(out, p.Links...), p.Frames...), headerLinks(p.Header, p.FinalURL)...)
	if p.MetaRefresh != "" {
		out = append(out, p.MetaRefresh)
	}
	return out
}

// subresourceRequests are the sub-resources an HTTP response names, as
// requests nobody made: at most max, and how many more there were.
func subresourceRequests(r *fetch.Response, max int) ([]sink.Request, int) {
	n := min(len(r.Subresources), max)
	out := make([]sink.Request, n)
	for i, s := range r.Subresources[:n] {
		initiator := "markup"
		if s.Header {
			initiator = "header"
		}
		out[i] = sink.Request{URL: s.URL, Method: s.Method, Type: s.Type, Initiator: initiator, Element: s.Element}
	}
	return out, len(r.Subresources) - n
}
