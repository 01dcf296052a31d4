package fetch

import (
	"net/http"
	"time"
)

// Hop is one redirect on the way to a Response: the request that was
// redirected and the 3xx answer it got (whose body is not kept).
type Hop struct {
	URL           string
	Method        string
	RequestHeader http.Header
	Status        int
	Proto         string
	Header        http.Header
	// Start is when the hop's request started.
	Start time.Time
}

// hops lists the redirects on the way to hr, oldest first, with the
// header each request went out with (with Config.Exchanges); starts are
// the start times of the requests made, oldest first (one per hop and one
// for hr, when the trace saw them all).
func (c *Client) hops(hr *http.Response, starts []time.Time) []Hop {
	var out []Hop
	for r := hr.Request; r != nil && r.Response != nil; r = r.Response.Request {
		prev := r.Response
		h := Hop{
			URL:    prev.Request.URL.String(),
			Method: prev.Request.Method,
			Status: prev.StatusCode,
			Proto:  prev.Proto,
			Header: prev.Header,
		}
		if c.cfg.Exchanges {
			h.RequestHeader = c.sentHeader(prev.Request)
		}
		out = append(out, h)
	}
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	if len(starts) == len(out)+1 {
		for i := range out {
			out[i].Start = starts[i]
		}
	}
	return out
}
