package sink

import (
	"bytes"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
)

// requestBlock is the HTTP request as the crawler sent it. The request
// line is HTTP/1.1 whatever the wire used, as archivers write it.
func requestBlock(ex *Exchange, target *url.URL) []byte {
	var b bytes.Buffer
	method := ex.Method
	if method == "" {
		method = http.MethodGet
	}
	fmt.Fprintf(&b, "%s %s HTTP/1.1\r\nHost: %s\r\n", method, target.RequestURI(), target.Host)
	_ = ex.RequestHeader.WriteSubset(&b, map[string]bool{"Host": true}) // a bytes.Buffer does not fail
	b.WriteString("\r\n")
	return b.Bytes()
}

// responseBlock is the HTTP response as it would have arrived with the
// body the crawler kept. That body is already decoded, so the headers that
// describe the wire encoding go and Content-Length is its length: a
// replay tool that trusted the original headers would try to gunzip plain
// bytes or read past the end.
func responseBlock(ex *Exchange, recordStatus int) []byte {
	proto := ex.Proto
	if !isHTTPVersion(proto) {
		proto = "HTTP/1.1"
	}
	status := ex.Status
	if status == 0 {
		status = recordStatus
	}
	h := ex.ResponseHeader.Clone()
	if h == nil {
		h = http.Header{}
	}
	h.Del("Content-Encoding")
	h.Del("Transfer-Encoding")
	h.Set("Content-Length", strconv.Itoa(len(ex.Body)))

	var b bytes.Buffer
	fmt.Fprintf(&b, "%s %03d %s\r\n", proto, status, http.StatusText(status))
	_ = h.Write(&b) // a bytes.Buffer does not fail
	b.WriteString("\r\n")
	b.Write(ex.Body)
	return b.Bytes()
}

// isHTTPVersion reports whether p has the HTTP/x.y form that replay tools
// parse in a status line. Anything else (such as "HTTP/2") is written as
// HTTP/1.1, the form browsers and archivers use for h2 exchanges too.
func isHTTPVersion(p string) bool {
	return len(p) == 8 && p[:5] == "HTTP/" && isDigits(p[5:6]) && p[6] == '.' && isDigits(p[7:])
}
