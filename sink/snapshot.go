package sink

import (
	"bytes"
	"fmt"
	"net/url"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// snapshotCSP forbids every script in a snapshot. Removing <script>
// elements and on* attributes covers what a page normally runs; the
// policy also covers what removal cannot see (javascript: URLs, srcdoc
// frames, SVG script attributes), so that opening a snapshot shows the
// state it was taken in and nothing changes it.
const snapshotCSP = "script-src 'none'"

// snapshot turns a rendered DOM into a page that shows the same state when
// opened from disk or any server, as prerendering services serve it: the
// scripts that rendered it would run again and re-render (or wipe) the
// content, so they go, except JSON-LD data blocks, which never run and
// which search engines read; inline event handlers go; meta refresh goes,
// since it would navigate away; the page declares UTF-8, which is what the
// DOM text is now, whatever charset the server sent; and a <base> pointing
// at the page's final URL makes relative links, styles and images resolve
// against the site instead of the file. A page that has its own <base>
// keeps it, made absolute, because its rendered links already resolve
// against it.
//
// Everything else is kept as parsed: golang.org/x/net/html parses the DOM
// the way a browser does and renders it back without reformatting.
func snapshot(dom, finalURL string) ([]byte, error) {
	doc, err := html.Parse(strings.NewReader(dom))
	if err != nil {
		return nil, fmt.Errorf("parse: %w", err)
	}
	var (
		head, base *html.Node
		drop       []*html.Node
	)
	for n := range doc.Descendants() {
		if n.Type != html.ElementNode {
			continue
		}
		n.Attr = withoutHandlers(n.Attr)
		switch {
		case n.DataAtom == atom.Script || strings.EqualFold(n.Data, "script"):
			// In any namespace: an SVG <script> runs too.
			if !isDataBlock(n) {
				drop = append(drop, n)
			}
		case n.Namespace != "":
		case n.DataAtom == atom.Head && head == nil:
			head = n
		case n.DataAtom == atom.Base && base == nil && hasAttr(n, "href"):
			base = n
		case n.DataAtom == atom.Meta && (isCharsetMeta(n) || httpEquiv(n) == "refresh"):
			drop = append(drop, n)
		}
	}
	for _, n := range drop {
		n.Parent.RemoveChild(n)
	}
	if head != nil {
		var first []*html.Node
		if base == nil && finalURL != "" {
			first = append(first, element(atom.Base, "href", finalURL))
		}
		first = append(first,
			element(atom.Meta, "charset", "utf-8"),
			element(atom.Meta, "http-equiv", "Content-Security-Policy", "content", snapshotCSP))
		at := head.FirstChild
		for _, n := range first {
			head.InsertBefore(n, at)
		}
	}
	if base != nil {
		absolutize(base, finalURL)
	}
	var b bytes.Buffer
	if err := html.Render(&b, doc); err != nil {
		return nil, fmt.Errorf("render: %w", err)
	}
	return b.Bytes(), nil
}

// isDataBlock reports whether a script is a JSON-LD data block, which a
// browser never runs and a snapshot keeps.
func isDataBlock(n *html.Node) bool {
	t, _, _ := strings.Cut(attr(n, "type"), ";")
	return strings.EqualFold(strings.TrimSpace(t), "application/ld+json")
}

// isCharsetMeta reports whether a <meta> declares the document's
// encoding, which a snapshot replaces with UTF-8.
func isCharsetMeta(n *html.Node) bool {
	return hasAttr(n, "charset") || httpEquiv(n) == "content-type"
}

func httpEquiv(n *html.Node) string {
	return strings.ToLower(strings.TrimSpace(attr(n, "http-equiv")))
}

// withoutHandlers drops the on* attributes (onclick, onload, ...) in
// place.
func withoutHandlers(attrs []html.Attribute) []html.Attribute {
	kept := attrs[:0]
	for _, a := range attrs {
		if len(a.Key) < 2 || !strings.EqualFold(a.Key[:2], "on") {
			kept = append(kept, a)
		}
	}
	return kept
}

// absolutize resolves a relative <base href> against the page's URL: in
// the browser it resolved against the page, in a file it would resolve
// against the file.
func absolutize(base *html.Node, pageURL string) {
	page, err := url.Parse(pageURL)
	if err != nil || pageURL == "" {
		return
	}
	for i, a := range base.Attr {
		if a.Namespace == "" && strings.EqualFold(a.Key, "href") {
			if ref, err := url.Parse(strings.TrimSpace(a.Val)); err == nil {
				base.Attr[i].Val = page.ResolveReference(ref).String()
			}
			return
		}
	}
}

func element(a atom.Atom, kv ...string) *html.Node {
	n := &html.Node{Type: html.ElementNode, DataAtom: a, Data: a.String()}
	for i := 0; i+1 < len(kv); i += 2 {
		n.Attr = append(n.Attr, html.Attribute{Key: kv[i], Val: kv[i+1]})
	}
	return n
}

func attr(n *html.Node, key string) string {
	for _, a := range n.Attr {
		if a.Namespace == "" && strings.EqualFold(a.Key, key) {
			return a.Val
		}
	}
	return ""
}

func hasAttr(n *html.Node, key string) bool {
	for _, a := range n.Attr {
		if a.Namespace == "" && strings.EqualFold(a.Key, key) {
			return true
		}
	}
	return false
}
