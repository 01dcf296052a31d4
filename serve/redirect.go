package serve

import (
	"net/http"
	"strings"
	"time"

	"github.com/rendercrawl/render/render"
)

// A page that sends its client elsewhere is answered, in HTML, as
// Prerender answers it: a redirect with its Location, not the other
// page's content under the page's URL (which an open redirect on an
// allowed host would make another site's page, cached as the host's).
// The middleware passes the redirect on, and the crawler behind it
// follows it, to the service again if it wants the other page rendered.
//
// An HTTP redirect of the page's own request is answered with its
// status (301, 302, 303, 307 or 308) and its first hop's URL; a page
// whose script or meta refresh loaded another document in its place is
// answered 302 with the document it ended on. A route a single-page app
// shows with the History API loads no document, and is the page itself.
// Other formats follow the redirect: the record (format=json) has its
// final_url; the page it ends on must be on an allowed host
// (guard.finalAllowed).

// redirectOf is the status and Location of the redirect the rendered
// page pg of requested (its URL as the service loaded it) is answered
// with, or 0. It reads the page's document requests (Request.Requests):
// the first is the page's own; an HTTP redirect's hop follows it.
func redirectOf(requested string, pg *render.Page) (status int, location string) {
	var docs []render.NetworkRequest
	for _, r := range pg.Requests {
		if r.Type == "Document" {
			docs = append(docs, r)
		}
	}
	if len(docs) >= 2 && isRedirect(docs[0].Status) {
		return docs[0].Status, docs[1].URL
	}
	final := withoutFragment(pg.FinalURL)
	if final == "" || final == withoutFragment(requested) || len(docs) < 2 {
		return 0, ""
	}
	for _, d := range docs[1:] {
		if withoutFragment(d.URL) == final {
			return http.StatusFound, pg.FinalURL
		}
	}
	return 0, "" // the URL changed without a document: a route of the page
}

func isRedirect(status int) bool {
	switch status {
	case http.StatusMovedPermanently, http.StatusFound, http.StatusSeeOther, http.StatusTemporaryRedirect, http.StatusPermanentRedirect:
		return true
	}
	return false
}

func withoutFragment(u string) string {
	u, _, _ = strings.Cut(u, "#")
	return u
}

// redirectAnswer is the HTML answer of a page that redirected: its
// status and Location, and no body.
func redirectAnswer(status int, location string) *entry {
	e := &entry{status: status, header: http.Header{}, rendered: time.Now()}
	e.header.Set("Location", location)
	e.header.Set("Content-Type", formats[FormatHTML])
	return e
}
