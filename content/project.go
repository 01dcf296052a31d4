package content

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// The page's markup for domdistiller's choice. domdistiller rebuilds
// what it keeps, and an extractor that does so can lose structure on the
// way: a table in a quotation becomes lines of text, a code block loses
// its language, the space after an inline element goes. project takes
// domdistiller's text
// as the choice of what is main content and gives the page's own
// elements that hold it, in document order: a table, a list, a code
// block, a quotation whole when all of its words are in the text, else
// what of it is; a block without blocks in it when its words are.
const (
	// projectSlack is how far (in characters of the words run together)
	// past the last kept element a short element may be found; a long
	// one (projectLong or more) is kept wherever it follows.
	projectSlack = 200
	projectLong  = 60
	// projectCover is the share of domdistiller's words that the page's
	// elements must hold for project to be used.
	projectCover = 0.97
)

// project returns a <div> holding copies of the page's elements whose
// words make up kept, and the share of kept they cover.
func project(page *html.Node, kept string) (*html.Node, float64) {
	p := projector{kept: strings.Join(tokens(kept), ""), out: &html.Node{Type: html.ElementNode, Data: "div", DataAtom: atom.Div}}
	if p.kept == "" {
		return p.out, 0
	}
	body := page
	walk(page, func(n *html.Node) bool {
		if tag(n) == atom.Body {
			body = n
			return false
		}
		return true
	})
	p.visit(body)
	return p.out, float64(p.matched) / float64(len(p.kept))
}

type projector struct {
	kept    string // domdistiller's words, run together
	cursor  int    // where the last kept element ended in kept
	matched int    // characters of kept that kept elements hold
	out     *html.Node
}

func (p *projector) visit(n *html.Node) {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type != html.ElementNode || hidden(c) {
			continue
		}
		whole := wholeBlock(c) || !hasBlock(c)
		if whole && p.match(c) {
			p.out.AppendChild(clone(c))
			continue
		}
		if !whole || hasBlock(c) {
			p.visit(c)
		}
	}
}

// match reports whether n's words come next in kept, and moves past them.
func (p *projector) match(n *html.Node) bool {
	key := strings.Join(tokens(Text(n)), "")
	if key == "" {
		return false
	}
	i := strings.Index(p.kept[p.cursor:], key)
	if i < 0 || i > projectSlack && len(key) < projectLong {
		return false
	}
	p.cursor += i + len(key)
	p.matched += len(key)
	return true
}

// wholeBlock are the elements kept whole or not at all when their
// words are all in the text.
func wholeBlock(n *html.Node) bool {
	switch tag(n) {
	case atom.Table, atom.Pre, atom.Ul, atom.Ol, atom.Dl, atom.Blockquote, atom.Figure,
		atom.P, atom.H1, atom.H2, atom.H3, atom.H4, atom.H5, atom.H6:
		return true
	}
	return false
}

func hidden(n *html.Node) bool {
	switch tag(n) {
	case atom.Script, atom.Style, atom.Noscript, atom.Template, atom.Head, atom.Nav, atom.Select, atom.Button:
		return true
	}
	return false
}

// hasBlock reports a block element inside n.
func hasBlock(n *html.Node) bool {
	found := false
	for c := n.FirstChild; c != nil && !found; c = c.NextSibling {
		if c.Type == html.ElementNode && (isBlock(tag(c)) || hasBlock(c)) {
			found = true
		}
	}
	return found
}
