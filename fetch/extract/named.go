package extract

import (
	"bytes"
	"strings"
)

// The places markup names besides a and area hrefs, read as the browser
// path reads them (render/js/links.js and markup.js): pages a document
// points to (a <link> of a page's rel, og:url, cite, longdesc, an SVG
// link's xlink:href, the targets of inline event handlers, the links of
// an iframe's srcdoc and of <noscript>), and the resources it names
// outside the usual attributes (ping, formaction, data-src, manifest, a
// doctype's system id, the URL literals of inline scripts).

// pageRel reports the rels of a <link> that name a page: another version
// of the document, the next or previous one, one about it.
func pageRel(rel string) bool {
	for r := range strings.FieldsSeq(rel) {
		switch r {
		case "alternate", "canonical", "next", "prev", "previous", "author", "help", "license", "search", "archives", "index", "first", "last", "up":
			return true
		}
	}
	return false
}

// namedAttr reports, for wantAttrs, a tag whose attributes may name a
// page besides an href: cite, longdesc, a <link>'s href, og:url, srcdoc.
func namedAttr(tag string, raw []byte) bool {
	switch tag {
	case "link", "blockquote", "q", "del", "ins", "svg":
		return true
	case "img":
		return containsFold(raw, "longdesc")
	}
	return false
}

// handlerAttr reports an inline event handler's attribute (onclick,
// onmouseover, onchange, ...).
func handlerAttr(k []byte) bool {
	return len(k) > 3 && k[0] == 'o' && k[1] == 'n' && k[2] >= 'a' && k[2] <= 'z'
}

// onNamedAttr reads an attribute that names a page, and reports whether
// it was one.
func (e *extractor) onNamedAttr(tag string, k, v []byte, a *tagAttrs) bool {
	switch string(k) {
	case "cite":
		if tag == "blockquote" || tag == "q" || tag == "del" || tag == "ins" {
			e.hrefs = append(e.hrefs, string(v))
		}
	case "longdesc":
		if tag == "img" || tag == "iframe" || tag == "frame" {
			e.hrefs = append(e.hrefs, string(v))
		}
	case "xlink:href":
		if tag == "a" {
			e.hrefs = append(e.hrefs, string(v))
		}
	case "rel":
		a.rel = strings.ToLower(strings.TrimSpace(string(v)))
	case "property", "name":
		if tag == "meta" {
			p := strings.ToLower(strings.TrimSpace(string(v)))
			a.pageURL = a.pageURL || p == "og:url" || p == "twitter:url"
		}
	case "srcdoc":
		if tag == "iframe" || tag == "frame" {
			e.inner(v)
		}
	default:
		if !handlerAttr(k) {
			return false
		}
		e.hrefs = append(e.hrefs, navTargets(v)...)
		e.handler(v)
	}
	return true
}

// handler counts an inline handler's code, into the page's HandlerSet.
// Digits are left out: show(2) and show(8), a page's tabs, are one
// handler of the template.
func (e *extractor) handler(code []byte) {
	e.sig.Handlers++
	h := e.sig.HandlerSet
	if h == 0 {
		h = 14695981039346656037 // FNV-1a's offset basis
	}
	for _, b := range code {
		if b >= '0' && b <= '9' {
			continue
		}
		h ^= uint64(b)
		h *= 1099511628211
	}
	e.sig.HandlerSet = h
}

// onNamedTag adds what a start tag names once all its attributes are
// read: a <link> of a page's rel, an og:url.
func (e *extractor) onNamedTag(tag string, a *tagAttrs) {
	switch {
	case tag == "link" && a.href != "" && pageRel(a.rel):
		e.hrefs = append(e.hrefs, a.href)
	case tag == "meta" && a.pageURL && a.hasContent:
		e.hrefs = append(e.hrefs, strings.TrimSpace(a.content))
	}
}

// inner reads markup inside the document (an iframe's srcdoc, the
// content of a <noscript>) for the links and resources it names.
func (e *extractor) inner(markup []byte) {
	in := extractor{z: newTokenizer(markup), text: newTextBuilder(0)}
	if e.subs != nil {
		in.subs = &subCollector{}
	}
	in.run()
	e.hrefs = append(e.hrefs, in.hrefs...)
	if e.subs != nil {
		e.subs.refs = append(e.subs.refs, in.subs.refs...)
	}
}

// onDoctype adds the URLs a doctype's public and system ids name.
func (e *extractor) onDoctype(d []byte) {
	if e.subs == nil {
		return
	}
	for {
		i := bytes.IndexAny(d, `"'`)
		if i < 0 {
			return
		}
		j := bytes.IndexByte(d[i+1:], d[i])
		if j < 0 {
			return
		}
		if v := d[i+1 : i+1+j]; bytes.HasPrefix(v, []byte("http://")) || bytes.HasPrefix(v, []byte("https://")) {
			e.subs.add(string(v), "Other", "doctype")
		}
		d = d[i+1+j+1:]
	}
}

// maxScriptURL bounds a string literal taken for a URL.
const maxScriptURL = 2048

// scriptURLs adds the string literals of an inline script that are URLs
// or absolute paths ('/api/items', "https://host/x", 'ws://...'), as a
// resource a script may request: what it does with them only running it
// tells.
func (c *subCollector) scriptURLs(code []byte) {
	for {
		i := bytes.IndexAny(code, "\"'`")
		if i < 0 || i+1 >= len(code) {
			return
		}
		q := code[i]
		rest := code[i+1:]
		end := bytes.IndexByte(rest, q)
		if end < 0 {
			return
		}
		if v := rest[:end]; len(v) > 1 && len(v) <= maxScriptURL && urlLiteral(v) {
			c.add(string(v), "Other", "script string")
		}
		code = rest[end+1:]
	}
}

// urlLiteral reports a literal that is an absolute path or an http(s) or
// ws(s) URL, with nothing in it a URL does not hold.
func urlLiteral(v []byte) bool {
	switch {
	case v[0] == '/' && v[1] != '/' && v[1] != '*' && v[1] != ' ':
	case bytes.HasPrefix(v, []byte("http://")), bytes.HasPrefix(v, []byte("https://")),
		bytes.HasPrefix(v, []byte("ws://")), bytes.HasPrefix(v, []byte("wss://")):
	default:
		return false
	}
	return bytes.IndexAny(v, " \t\n<>{}\\$") < 0
}
