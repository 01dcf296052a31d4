package extract

import (
	"bytes"
	"net/http"
	"net/url"
	"regexp"
	"strings"
)

// Subresource is a resource a page's markup or headers name: what a
// browser would fetch to show the page (an image, a script, a
// stylesheet, a frame), or send (a form). The HTTP path lists them
// without fetching any (fetch.Config.Subresources).
type Subresource struct {
	URL string
	// Method is GET, or a form's method.
	Method string
	// Type is the resource type a browser would give the request, as
	// Chrome's DevTools name it: Image, Script, Stylesheet, Font, Media,
	// Document, Manifest, TextTrack, Other.
	Type string
	// Element is where it is named: "img[srcset]", "link[rel=stylesheet]",
	// "style url()", "Link header", ...
	Element string
	// Header reports one a Link header names.
	Header bool
}

// subRef is a reference found in the markup, resolved once the base is
// known.
type subRef struct {
	ref, method, typ, element string
}

// subCollector gathers the references of one document, as the extractor
// reads its tags.
type subCollector struct {
	refs []subRef
}

func (c *subCollector) add(ref, typ, element string) {
	c.addMethod(ref, "GET", typ, element)
}

func (c *subCollector) addMethod(ref, method, typ, element string) {
	ref = strings.TrimSpace(ref)
	if ref == "" {
		return
	}
	c.refs = append(c.refs, subRef{ref: ref, method: method, typ: typ, element: element})
}

// subTag reports tags whose attributes name sub-resources (the attributes
// of any other tag are read when its raw markup mentions url( or
// background).
func subTag(tag string) bool {
	switch tag {
	case "img", "link", "script", "source", "iframe", "frame", "object", "embed", "applet", "audio", "video",
		"track", "input", "image", "use", "form", "body", "table", "td", "th", "tr", "a", "area", "button", "html":
		return true
	}
	return false
}

// subAttrs are the attributes of one start tag that name sub-resources,
// kept until the tag's end: some depend on another (rel, type, method).
type subAttrs struct {
	rel, typ, method, codebase string
	urls                       [][2]string // attribute name, value
}

// onSubAttr keeps an attribute of a tag that may name a sub-resource.
func (a *subAttrs) onSubAttr(tag string, k, v []byte) {
	switch string(k) {
	case "rel":
		a.rel = strings.ToLower(strings.TrimSpace(string(v)))
	case "type":
		a.typ = strings.ToLower(strings.TrimSpace(string(v)))
	case "method":
		a.method = strings.ToUpper(strings.TrimSpace(string(v)))
	case "codebase":
		a.codebase = string(v)
	case "src", "srcset", "href", "xlink:href", "data", "code", "poster", "background", "action", "imagesrcset",
		"ping", "formaction", "data-src", "manifest":
		a.urls = append(a.urls, [2]string{string(k), string(v)})
	}
}

// onSubTag adds what a start tag names, once all its attributes are read.
func (c *subCollector) onSubTag(tag string, a *subAttrs) {
	for _, kv := range a.urls {
		attr, v := kv[0], kv[1]
		el := tag + "[" + attr + "]"
		switch {
		case attr == "ping" && (tag == "a" || tag == "area"):
			for u := range strings.FieldsSeq(v) {
				c.add(u, "Ping", el)
			}
		case attr == "formaction" && (tag == "button" || tag == "input"):
			c.add(v, "Document", el)
		case attr == "data-src":
			typ := "Other"
			if tag == "img" {
				typ = "Image"
			}
			c.add(v, typ, el)
		case attr == "manifest" && tag == "html":
			c.add(v, "Other", el)
		case attr == "srcset" || attr == "imagesrcset":
			for _, u := range srcsetURLs(v) {
				c.add(u, "Image", el)
			}
		case attr == "background" && (tag == "body" || tag == "table" || tag == "td" || tag == "th" || tag == "tr"):
			c.add(v, "Image", el)
		case attr == "poster" && tag == "video":
			c.add(v, "Image", el)
		default:
			c.onURLAttr(tag, attr, v, a)
		}
	}
}

// onURLAttr adds the URL an attribute (src, href, data, code, action)
// names, by its tag.
func (c *subCollector) onURLAttr(tag, attr, v string, a *subAttrs) {
	el := tag + "[" + attr + "]"
	switch tag + " " + attr {
	case "img src", "input src":
		if tag == "input" && a.typ != "image" {
			return
		}
		c.add(v, "Image", el)
	case "script src":
		c.add(v, "Script", el)
	case "iframe src", "frame src":
		c.add(v, "Document", el)
	case "object data", "embed src":
		c.add(v, "Other", el)
	case "applet code":
		if a.codebase != "" {
			v = strings.TrimSuffix(a.codebase, "/") + "/" + v
		}
		c.add(v, "Other", el)
	case "audio src", "video src", "source src":
		c.add(v, "Media", el)
	case "track src":
		c.add(v, "TextTrack", el)
	case "image href", "image xlink:href", "use href", "use xlink:href":
		c.add(v, "Image", el)
	case "form action":
		method := a.method
		if method != "POST" {
			method = "GET"
		}
		c.addMethod(v, method, "Document", el)
	case "link href":
		if typ := linkType(a.rel); typ != "" {
			c.add(v, typ, "link[rel="+a.rel+"]")
		}
	}
}

// linkType is the resource type of a <link> of these rels, or "" for a
// link that names no sub-resource (canonical, alternate, next).
func linkType(rel string) string {
	typ := ""
	for r := range strings.FieldsSeq(rel) {
		switch r {
		case "stylesheet":
			return "Stylesheet"
		case "manifest":
			return "Manifest"
		case "icon", "apple-touch-icon", "apple-touch-icon-precomposed", "mask-icon":
			typ = "Image"
		case "preload", "modulepreload", "prefetch", "prerender":
			if typ == "" {
				typ = "Other"
			}
		}
	}
	return typ
}

// srcsetURLs are the URLs of a srcset attribute ("a.png 1x, b.png 2x").
func srcsetURLs(v string) []string {
	var out []string
	for cand := range strings.SplitSeq(v, ",") {
		if f := strings.Fields(cand); len(f) > 0 {
			out = append(out, f[0])
		}
	}
	return out
}

// cssURL finds url(...) and @import "..." in CSS.
var cssURL = regexp.MustCompile(`(?i)url\(\s*(?:"([^"]*)"|'([^']*)'|([^)'"\s]*))\s*\)|@import\s+(?:"([^"]*)"|'([^']*)')`)

// css adds the URLs a style sheet or a style attribute names.
func (c *subCollector) css(b []byte, element string) {
	if !bytes.Contains(b, []byte("url(")) && !bytes.Contains(b, []byte("URL(")) && !bytes.Contains(b, []byte("@import")) {
		return
	}
	for _, m := range cssURL.FindAllSubmatch(b, -1) {
		for i, g := range m[1:] {
			if len(g) == 0 {
				continue
			}
			typ := "Image"
			if i >= 3 {
				typ = "Stylesheet"
			}
			if !bytes.HasPrefix(bytes.TrimSpace(g), []byte("data:")) {
				c.add(string(g), typ, element)
			}
			break
		}
	}
}

// resolve turns the references into sub-resources: absolute http(s)
// URLs, each once per type.
func (c *subCollector) resolve(base *url.URL) []Subresource {
	if c == nil {
		return nil
	}
	out := make([]Subresource, 0, len(c.refs))
	seen := make(map[[2]string]bool, len(c.refs))
	for _, r := range c.refs {
		u, ok := resolve(base, r.ref)
		if !ok || seen[[2]string{u, r.typ}] {
			continue
		}
		seen[[2]string{u, r.typ}] = true
		out = append(out, Subresource{URL: u, Method: r.method, Type: r.typ, Element: r.element})
	}
	return out
}

// linkHeader is one link of a Link header: <URL>; params.
var linkHeader = regexp.MustCompile(`<([^>]*)>([^,<]*)`)

// HeaderSubresources are the links of a response's Link headers, of any
// rel, resolved against docURL.
func HeaderSubresources(h http.Header, docURL *url.URL) []Subresource {
	var out []Subresource
	for _, v := range h.Values("Link") {
		for _, m := range linkHeader.FindAllStringSubmatch(v, -1) {
			u, ok := resolve(docURL, strings.TrimSpace(m[1]))
			if !ok {
				continue
			}
			typ := "Other"
			params := strings.ToLower(m[2])
			if strings.Contains(params, "stylesheet") || strings.Contains(params, "as=style") {
				typ = "Stylesheet"
			} else if strings.Contains(params, "as=script") {
				typ = "Script"
			}
			out = append(out, Subresource{URL: u, Method: "GET", Type: typ, Element: "Link header", Header: true})
		}
	}
	return out
}

// wantSubAttrs reports whether a start tag may name a sub-resource.
func wantSubAttrs(tag string, raw []byte) bool {
	return subTag(tag) || containsFold(raw, "url(") || containsFold(raw, "background")
}

func newTokenizer(doc []byte) tokens { return newLexer(doc) }
