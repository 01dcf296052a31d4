package content

import (
	"slices"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// restoreBlocks puts the page's own markup back into an extractor's
// content when project could not: an extractor that rebuilds the blocks
// it keeps may drop links, images and the class that names a code
// block's language, or move the text of elements nested in a <pre> (a
// highlighted token, a placeholder in <em>) out of order. A block of
// its content whose words are those of a block of the page, in the same
// order (a code block: in any order) and of the same element, is
// replaced by a copy of the page's block.
func restoreBlocks(content, page *html.Node) {
	exact, code := map[string][]*html.Node{}, map[string][]*html.Node{}
	walk(page, func(n *html.Node) bool {
		if !restorable(n) {
			return true
		}
		text := Text(n)
		if k := exactKey(n, text); k != "" {
			exact[k] = append(exact[k], n)
		}
		if tag(n) == atom.Pre {
			code[wordsKey(text)] = append(code[wordsKey(text)], n)
			return false
		}
		return true
	})
	var blocks []*html.Node
	walk(content, func(n *html.Node) bool {
		if restorable(n) || isCodeBlock(n) {
			blocks = append(blocks, n)
		}
		return !isCodeBlock(n)
	})
	for _, b := range blocks {
		if b.Parent == nil || detached(b, content) {
			continue
		}
		text := Text(b)
		orig := take(exact, exactKey(b, text))
		if orig == nil && isCodeBlock(b) {
			orig = take(code, wordsKey(text))
		}
		if orig != nil {
			b.Parent.InsertBefore(clone(orig), b)
			b.Parent.RemoveChild(b)
		}
	}
}

// take removes and returns the first node listed under k; nil if none.
func take(m map[string][]*html.Node, k string) *html.Node {
	ns := m[k]
	if k == "" || len(ns) == 0 {
		return nil
	}
	m[k] = ns[1:]
	return ns[0]
}

// detached reports a node no longer under root (its ancestor was
// replaced).
func detached(n, root *html.Node) bool {
	for ; n != nil; n = n.Parent {
		if n == root {
			return false
		}
	}
	return true
}

// restorable are the blocks whose markup is restored.
func restorable(n *html.Node) bool {
	switch tag(n) {
	case atom.P, atom.H1, atom.H2, atom.H3, atom.H4, atom.H5, atom.H6, atom.Pre,
		atom.Li, atom.Blockquote, atom.Table, atom.Figure, atom.Dl:
		return n.Type == html.ElementNode
	}
	return false
}

// isCodeBlock: a <pre>, or a <code> that stands as a block (an extractor
// may give a <pre> of several lines as a bare <code>).
func isCodeBlock(n *html.Node) bool {
	if n.Type != html.ElementNode || n.Parent == nil {
		return false
	}
	switch tag(n) {
	case atom.Pre:
		return true
	case atom.Code:
		switch tag(n.Parent) {
		case atom.Body, atom.Div, atom.Section, atom.Article, atom.Main, atom.Blockquote, 0:
			return true
		}
	}
	return false
}

// exactKey is an element's tag and its words, in order and run
// together (an extractor may lose the space between an inline element and
// the text after it: "<em>reach</em>prospects"); "" for an element
// without words.
func exactKey(n *html.Node, text string) string {
	w := tokens(text)
	if len(w) == 0 {
		return ""
	}
	return n.Data + " " + strings.Join(w, "")
}

// wordsKey is a text's words, sorted: the same for two texts with the
// same words in another order.
func wordsKey(s string) string {
	w := tokens(s)
	slices.Sort(w)
	return strings.Join(w, " ")
}

// walk visits the elements of n's subtree in document order; visit
// returns false to skip an element's children.
func walk(n *html.Node, visit func(*html.Node) bool) {
	if n.Type == html.ElementNode && !visit(n) {
		return
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		walk(c, visit)
	}
}

// clone is a deep copy of n, detached.
func clone(n *html.Node) *html.Node {
	c := &html.Node{Type: n.Type, DataAtom: n.DataAtom, Data: n.Data, Namespace: n.Namespace, Attr: slices.Clone(n.Attr)}
	for k := n.FirstChild; k != nil; k = k.NextSibling {
		c.AppendChild(clone(k))
	}
	return c
}
