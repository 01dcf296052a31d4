package fetch

import (
	"github.com/rendercrawl/render/fetch/extract"
	"net/http"
	"net/url"
	"time"
	"unsafe"
)

// Response is what Client.Fetch got for a URL. Any HTTP status, 404 and 500
// included, is a Response; only failures to get one are errors.
type Response struct {
	// URL is the URL as requested.
	URL string
	// FinalURL is the URL of the response, after redirects.
	FinalURL string
	// Status is the HTTP status code of the final response.
	Status int
	// Header is the final response's header as received (Content-Encoding
	// and Content-Length describe the wire, not Body).
	Header http.Header
	// ContentType is the media type only, lowercased ("text/html"); sniffed
	// from the body when the server sent none.
	ContentType string
	// Charset is the canonical WHATWG name of the encoding Body was decoded
	// from ("utf-8", "gbk", "shift_jis", "windows-1252", ...); "" for a
	// body that is not text.
	Charset string
	// HTML reports that the body is HTML: text/html, application/xhtml+xml,
	// or sniffed as HTML when the type is missing.
	HTML bool
	// Body is, for HTML and other text, the body decoded to UTF-8 (BOM
	// removed); otherwise the raw bytes. Either way at most Config.MaxBody
	// bytes were received.
	Body []byte
	// Raw is the body as received after content decoding, before charset
	// decoding (the same bytes as Body for UTF-8 and non-text bodies).
	Raw []byte
	// Proto is the response's protocol ("HTTP/1.1", "HTTP/2.0");
	// RequestHeader the headers the request was sent with (with
	// Config.Exchanges).
	Proto         string
	RequestHeader http.Header
	// Size is the number of body bytes received, after content decoding
	// (gzip, br, deflate) and before charset decoding.
	Size int64
	// Title is the document title, whitespace collapsed (HTML only).
	Title string
	// Text is the visible text. For HTML, laid out by the rules of a
	// browser's innerText (line breaks around blocks, a blank line around
	// a <p>, tabs between table cells, hidden elements left out); for another text document, what a browser
	// shows of it: plain text, Markdown, CSV, JSON, CSS and scripts as
	// served (line breaks normalised to \n), XML as the text of its
	// elements, one line per element. Empty for a body that is not text.
	Text string
	// Links are the absolute http(s) URLs of a[href] and area[href], and
	// the places elements name without an href (router attributes, the
	// literal targets of an onclick or a javascript: href that
	// navigates), resolved against <base href> when present, deduped, in
	// document order, fragments kept as written (HTML only).
	Links []string
	// Frames are the absolute http(s) URLs of frame[src] and iframe[src]
	// (HTML only).
	Frames []string
	// Scripts are the URLs of the external scripts of an HTML page that
	// run, in document order, each once (extract.Result.Scripts).
	Scripts []string
	// MetaRefresh is the absolute target of a <meta http-equiv=refresh>,
	// if any (HTML only); MetaRefreshNow reports that its delay is zero,
	// so that a browser goes there before it shows the page.
	MetaRefresh    string
	MetaRefreshNow bool
	// Signals are facts about the HTML for the crawler's render decision.
	Signals Signals
	// Meta is what the page says of itself in its markup (HTML only).
	Meta Meta
	// Subresources are what the markup (HTML only) and the Link headers
	// name for a browser to fetch, in document order, the headers' last;
	// set only with Config.Subresources.
	Subresources []Subresource
	// Redirects is the chain of URLs that redirected, in order; the last
	// one redirected to FinalURL. Hops are those redirects with their
	// requests' headers and their answers' status and headers.
	Redirects []string
	Hops      []Hop
	// Start is when the request of the final response started, Timings
	// how long each of its phases took (with Config.Exchanges).
	Start   time.Time
	Timings Timings
	// Elapsed is the time from sending the request to the end of the body.
	Elapsed time.Duration

	// owned: the Client made this Response, and its Body is its own
	// (BodyString).
	owned bool
}

// BodyString returns Body as a string. For a Response of this package's
// Client the string is Body's own bytes, not a copy: the Client reads
// each body into memory of its own and never writes to it after, and a
// caller that asks for the string must not write to Body either. Any
// other Response's Body is copied.
func (r *Response) BodyString() string {
	if r.owned && len(r.Body) > 0 {
		return unsafe.String(unsafe.SliceData(r.Body), len(r.Body))
	}
	return string(r.Body)
}

// build turns what the network gave into a Response: content type,
// charset decoding and, for HTML, extraction.
func (r *rawResponse) build(opts extract.Options) *Response {
	hr := r.final
	resp := &Response{
		URL:      r.url,
		FinalURL: hr.Request.URL.String(),
		Status:   hr.StatusCode,
		Header:   hr.Header,
		Size:     int64(len(r.body)),
		Raw:      r.body,
		Proto:    hr.Proto,
		Elapsed:  r.elapsed,
		owned:    true,
	}
	fillWith(resp, r.body, hr.Header.Get("Content-Type"), hr.Request.URL, opts)
	if opts.Subresources {
		resp.Subresources = append(resp.Subresources, headerSubresources(hr.Header, hr.Request.URL)...)
	}
	return resp
}

// fill sets the content fields of resp from body, served with the given
// Content-Type header from docURL.
func fill(resp *Response, body []byte, contentType string, docURL *url.URL) {
	fillWith(resp, body, contentType, docURL, extract.Options{})
}

// fillWith is fill, reading of HTML what opts asks for besides.
func fillWith(resp *Response, body []byte, contentType string, docURL *url.URL, opts extract.Options) {
	mt, cs := parseContentType(contentType)
	switch mt {
	case "", "unknown/unknown", "application/unknown", "*/*":
		// Sniff as a browser does; a sniffed charset declares nothing.
		mt, _ = parseContentType(http.DetectContentType(body))
		cs = ""
	}
	resp.ContentType = mt
	resp.HTML = mt == "text/html" || mt == "application/xhtml+xml"
	kind := kindOf(mt)
	if kind == kindBinary {
		resp.Body = body
		return
	}
	resp.Body, resp.Charset = decodeText(body, cs, kind)
	if !resp.HTML {
		resp.Text = documentText(resp.Body, kind)
		return
	}
	x := extractWith(resp.Body, docURL, opts)
	resp.Subresources = x.subs
	resp.Title = x.title
	resp.Text = x.text
	resp.Links = x.links
	resp.Frames = x.frames
	resp.Scripts = x.scripts
	resp.MetaRefresh, resp.MetaRefreshNow = x.refresh, x.refreshNow
	resp.Signals = x.signals
	resp.Meta = x.meta
}
