package archive

import (
	"bytes"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/rendercrawl/render/sink"
)

// requestHead is the HTTP request as the crawler sent it, up to its body.
// The request line is HTTP/1.1 whatever the wire used, as archivers
// write it; HTTP/2 pseudo-headers (":authority") are left out, and
// credentials are masked.
func requestHead(ex *sink.Exchange, target *url.URL) []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "%s %s HTTP/1.1\r\nHost: %s\r\n", method(ex), target.RequestURI(), target.Host)
	writeHeader(&b, maskRequest(ex.RequestHeader), "Host")
	b.WriteString("\r\n")
	return b.Bytes()
}

// responseHead is the head of the HTTP response as it would have arrived
// with a body of bodyLen bytes, the one the crawler kept. That body is
// already decoded, so the headers that describe the wire encoding go and
// Content-Length is its length: a replay tool that trusted the original
// headers would try to gunzip plain bytes or read past the end. A
// redirect's body is not kept, and its Content-Length is 0.
func responseHead(ex *sink.Exchange, bodyLen int) []byte {
	h := maskResponse(ex.ResponseHeader)
	h.Del("Content-Encoding")
	h.Del("Transfer-Encoding")
	h.Set("Content-Length", strconv.Itoa(bodyLen))

	var b bytes.Buffer
	status := ex.Status
	fmt.Fprintf(&b, "%s %03d %s\r\n", httpVersion(ex.Proto), status, http.StatusText(status))
	writeHeader(&b, h)
	b.WriteString("\r\n")
	return b.Bytes()
}

// method is the exchange's method, GET when unset.
func method(ex *sink.Exchange) string {
	if ex.Method == "" {
		return http.MethodGet
	}
	return ex.Method
}

// writeHeader writes h in the wire's form, in sorted order, leaving out
// the names in skip, pseudo-headers and names that are not tokens;
// values are kept on their line.
func writeHeader(b *bytes.Buffer, h http.Header, skip ...string) {
	clean := http.Header{}
	for name, values := range h {
		if !isToken(name) || containsFold(skip, name) {
			continue
		}
		for _, v := range values {
			clean[name] = append(clean[name], headerValue.Replace(v))
		}
	}
	_ = clean.Write(b) // a bytes.Buffer does not fail
}

// headerValue keeps a header value on its line.
var headerValue = strings.NewReplacer("\r", " ", "\n", " ")

func containsFold(list []string, s string) bool {
	for _, x := range list {
		if strings.EqualFold(x, s) {
			return true
		}
	}
	return false
}

// isToken reports an HTTP field name (RFC 9110 token): this leaves out
// HTTP/2 pseudo-headers, which start with ':'.
func isToken(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c <= ' ' || c >= 0x7f || strings.IndexByte(`"(),/:;<=>?@[\]{}`, c) >= 0 {
			return false
		}
	}
	return true
}

// httpVersion is p in the HTTP/x.y form replay tools parse in a status
// line ("http/1.1" from Chrome as "HTTP/1.1"). Anything else (such as
// "h2", "HTTP/2") is written as HTTP/1.1, the form browsers and archivers
// use for h2 exchanges too.
func httpVersion(p string) string {
	p = strings.ToUpper(p)
	if len(p) == 8 && p[:5] == "HTTP/" && isDigit(p[5]) && p[6] == '.' && isDigit(p[7]) {
		return p
	}
	return "HTTP/1.1"
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }
