package render

import (
	"mime"
	"net/http"
	"strconv"
	"strings"

	"github.com/chromedp/cdproto/network"
)

// toHeader converts CDP headers (a multi-valued header is one string with
// the values on separate lines).
func toHeader(h network.Headers) http.Header {
	out := make(http.Header, len(h))
	for k, v := range h {
		s, ok := v.(string)
		if !ok {
			continue
		}
		for line := range strings.SplitSeq(s, "\n") {
			out.Add(k, line)
		}
	}
	return out
}

// contentLength returns the Content-Length of a response, or -1.
func contentLength(h network.Headers) int64 {
	for k, v := range h {
		if strings.EqualFold(k, "Content-Length") {
			if s, ok := v.(string); ok {
				if n, err := strconv.ParseInt(strings.TrimSpace(s), 10, 64); err == nil {
					return n
				}
			}
		}
	}
	return -1
}

// isHTML reports whether a main document of this MIME type is a page to
// render. An unknown type (a response Chrome sniffs) counts as HTML.
func isHTML(mimeType string) bool {
	mt, _, err := mime.ParseMediaType(mimeType)
	if err != nil {
		mt = strings.ToLower(strings.TrimSpace(mimeType))
	}
	switch mt {
	case "", "text/html", "application/xhtml+xml":
		return true
	}
	return false
}

// mediaOf is the media type of a Content-Type, without its parameters.
func mediaOf(ct string) string {
	if i := strings.IndexByte(ct, ';'); i >= 0 {
		ct = ct[:i]
	}
	return strings.TrimSpace(ct)
}
