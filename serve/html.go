package serve

import (
	"bytes"
	"io"
	"net/http"
	"net/textproto"
	"strconv"
	"strings"

	"golang.org/x/net/html"
)

// What a page tells a prerender service about its answer, as Prerender
// reads it: <meta name="prerender-status-code" content="404"> sets the
// status, and <meta name="prerender-header" content="Location: /new">
// (one per header) sets headers. The tags are taken out of the HTML.
const (
	metaStatus = "prerender-status-code"
	metaHeader = "prerender-header"
)

// pageHeaders are the headers a page may set with prerender-header: what
// a redirect, a page's language, its caching and its indexing need.
// Others are not taken: a Set-Cookie would be set on the site the
// middleware answers for, a Content-Security-Policy or
// Access-Control-Allow-Origin would loosen it, and the headers that
// describe the answer's bytes are the service's.
var pageHeaders = map[string]bool{
	"Location": true, "Link": true, "Vary": true, "Content-Language": true, "Cache-Control": true,
	"Expires": true, "Last-Modified": true, "Etag": true, "X-Robots-Tag": true, "Retry-After": true,
}

// pageAnswer reads the prerender meta tags of rendered HTML and returns
// the HTML without them, prefixed with a doctype (the rendered DOM's
// outerHTML has none), the status they set (0 when none) and the headers.
func pageAnswer(doc string) (body []byte, status int, header http.Header) {
	header = http.Header{}
	var out bytes.Buffer
	out.Grow(len(doc) + 16)
	if !strings.HasPrefix(strings.TrimSpace(doc), "<!") {
		out.WriteString("<!DOCTYPE html>")
	}
	z := html.NewTokenizer(strings.NewReader(doc))
	for {
		tt := z.Next()
		if tt == html.ErrorToken {
			break
		}
		raw := z.Raw()
		if tt == html.StartTagToken || tt == html.SelfClosingTagToken {
			if name, _ := z.TagName(); string(name) == "meta" {
				if readMeta(attrs(z), &status, header) {
					continue
				}
			}
		}
		out.Write(raw)
	}
	return out.Bytes(), status, header
}

// attrs returns a tag's attributes, keys lowercased.
func attrs(z *html.Tokenizer) map[string]string {
	m := map[string]string{}
	for {
		k, v, more := z.TagAttr()
		m[string(k)] = string(v)
		if !more {
			return m
		}
	}
}

// readMeta takes a prerender meta tag's word into status or header, and
// reports whether the tag was one (whether it said something valid or
// not: it is removed either way). A status is taken from 200 to 599 but
// for 204 and 304: an answer with them, or with a 1xx, carries no body.
func readMeta(a map[string]string, status *int, header http.Header) bool {
	switch strings.ToLower(a["name"]) {
	case metaStatus:
		if n, err := strconv.Atoi(strings.TrimSpace(a["content"])); err == nil && n >= 200 && n <= 599 && n != http.StatusNoContent && n != http.StatusNotModified {
			*status = n
		}
		return true
	case metaHeader:
		name, value, ok := strings.Cut(a["content"], ":")
		name = textproto.CanonicalMIMEHeaderKey(strings.TrimSpace(name))
		if ok && pageHeaders[name] && !strings.ContainsAny(value, "\r\n") {
			header.Add(name, strings.TrimSpace(value))
		}
		return true
	}
	return false
}

// stripScripts removes what a crawler must not run again from rendered
// HTML: <script> elements, except JSON-LD (structured data, for search
// engines), and HTML imports. The rest is copied as it was.
func stripScripts(doc []byte) []byte {
	var out bytes.Buffer
	out.Grow(len(doc))
	z := html.NewTokenizer(bytes.NewReader(doc))
	skipping := false
	for {
		tt := z.Next()
		if tt == html.ErrorToken {
			if z.Err() != io.EOF {
				out.Write(z.Raw())
			}
			break
		}
		name, _ := z.TagName()
		switch {
		case skipping:
			if tt == html.EndTagToken && string(name) == "script" {
				skipping = false
			}
			continue
		case tt == html.StartTagToken && string(name) == "script":
			if !isJSONLD(attrs(z)) {
				skipping = true
				continue
			}
		case tt == html.SelfClosingTagToken && string(name) == "script":
			continue
		case (tt == html.StartTagToken || tt == html.SelfClosingTagToken) && string(name) == "link":
			if strings.EqualFold(strings.TrimSpace(attrs(z)["rel"]), "import") {
				continue
			}
		}
		out.Write(z.Raw())
	}
	return out.Bytes()
}

func isJSONLD(a map[string]string) bool {
	t, _, _ := strings.Cut(a["type"], ";")
	return strings.EqualFold(strings.TrimSpace(t), "application/ld+json")
}
