package serve

import (
	"errors"
	"net/http"

	"github.com/rendercrawl/render/render"
)

// ProxyFailedHeader is set on the answer the proxy gives Chrome when it
// could not reach a page (no connection, no answer): that answer is the
// proxy's, not the origin's, and is not passed on as the page's status.
const ProxyFailedHeader = "X-Render-Proxy-Failed"

// originStatus is the status of a page the origin answered with an error
// (4xx, 5xx) in a document that is not HTML, which Chrome does not
// render: a plain-text 404 is still the site's 404, and a prerender
// middleware must pass it on as one rather than as a failure of the
// service. It is 0 for any other error, and for a non-HTML document the
// origin answered below 400 (there is nothing to render: not-html).
func originStatus(err error) (int, http.Header) {
	var nh *render.NotHTMLError
	if !errors.As(err, &nh) || nh.Status < 400 || nh.Status > 599 || nh.Header.Get(ProxyFailedHeader) != "" {
		return 0, nil
	}
	return nh.Status, nh.Header
}

// originAnswer is the HTML answer to a page the origin answered with an
// error status in a document that is not HTML: that status, an empty
// document, and the origin's Retry-After (a 429's, a 503's). It is cached
// as a rendered page of that status is, a 429 aside.
func originAnswer(status int, origin http.Header) *entry {
	e := &entry{status: status, header: http.Header{}}
	if ra := origin.Get("Retry-After"); ra != "" {
		e.header.Set("Retry-After", ra)
	}
	return e
}
