package sink

import (
	"net/http"
	"time"
)

// TypeDocument is the resource type (Exchange.Type) of a document: a
// page, a redirect on the way to one, a frame.
const TypeDocument = "Document"

// Exchange is one HTTP request and its response, as archival sinks (WARC,
// WACZ, HAR) keep it. Both paths give the main document's; the browser
// gives its sub-resources' too.
type Exchange struct {
	// URL is the request's URL.
	URL string
	// Type is the resource type, as Chrome's DevTools name it: Document,
	// Stylesheet, Script, XHR, Fetch, Font, Image, Media, Other, ...
	Type string

	// Method is the request's method; empty means GET.
	Method        string
	RequestHeader http.Header
	// RequestBody is the body of a request that has one (a POST), when
	// it was kept.
	RequestBody []byte

	// Proto is the response's protocol, such as "HTTP/1.1".
	Proto          string
	Status         int
	ResponseHeader http.Header
	// Body is the response body as received, after content decoding
	// (gzip, br) and before any charset decoding. The decoded encoding is
	// gone from it: Content-Encoding and Content-Length in ResponseHeader
	// describe the wire, so archival sinks drop or rewrite them. A
	// redirect has none: neither path keeps one.
	Body []byte
	// Truncated reports a body that is not whole: cut at a size cap, or
	// not kept at all (Chrome does not keep every body), which Lost says.
	Truncated bool
	Lost      bool
	// Size is the whole body's length in bytes, decoded, when it is known
	// and more than len(Body) (a truncated body); 0 otherwise.
	Size int64
	// EncodedSize is the number of body bytes on the wire, before content
	// decoding; 0 when unknown.
	EncodedSize int64
	// FromCache reports a response served from the browser's cache, not
	// the network.
	FromCache bool

	// Start is when the request started; Timings how long each phase
	// took, nil when unknown.
	Start   time.Time
	Timings *Timings
}

// BodySize is the whole body's length: Size when known, else len(Body).
func (e *Exchange) BodySize() int64 {
	return max(e.Size, int64(len(e.Body)))
}

// IsRedirect reports a 3xx response that names where to go (a 304 Not
// Modified does not).
func (e *Exchange) IsRedirect() bool {
	return e.Status >= 300 && e.Status < 400 && e.ResponseHeader.Get("Location") != ""
}

// Timings are the phases of an exchange, as HAR 1.2 names them. A
// negative duration is a phase that did not happen or is unknown (a
// reused connection has no DNS, Connect or SSL phase). SSL is part of
// Connect, as in HAR.
type Timings struct {
	// Blocked is the time spent waiting for a connection to be free.
	Blocked time.Duration
	DNS     time.Duration
	Connect time.Duration
	SSL     time.Duration
	// Send is the time to send the request, Wait the time from then to
	// the response's first byte, Receive the time to read the response.
	Send    time.Duration
	Wait    time.Duration
	Receive time.Duration
}

// UnknownTimings are timings of which no phase is known.
func UnknownTimings() Timings {
	return Timings{Blocked: -1, DNS: -1, Connect: -1, SSL: -1, Send: -1, Wait: -1, Receive: -1}
}

// Total is the sum of the known phases, SSL being part of Connect.
func (t Timings) Total() time.Duration {
	var sum time.Duration
	for _, d := range []time.Duration{t.Blocked, t.DNS, t.Connect, t.Send, t.Wait, t.Receive} {
		if d > 0 {
			sum += d
		}
	}
	return sum
}
