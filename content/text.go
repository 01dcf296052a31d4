package content

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Text is the plain text of a subtree: each block on a line of its own,
// table cells apart by a tab, runs of white space collapsed to one space
// outside <pre>, what is never shown (scripts, styles, templates) left
// out.
func Text(n *html.Node) string {
	var w textWriter
	w.node(n, false)
	return strings.TrimSpace(w.b.String())
}

type textWriter struct {
	b strings.Builder
	// space and line are a separator owed before the next text: a space,
	// or a line break, which wins.
	space, line bool
}

func (w *textWriter) node(n *html.Node, pre bool) {
	switch n.Type {
	case html.TextNode:
		w.text(n.Data, pre)
		return
	case html.ElementNode:
		switch tag(n) {
		case atom.Script, atom.Style, atom.Noscript, atom.Template, atom.Head:
			return
		case atom.Br:
			w.line = true
			return
		case atom.Td, atom.Th:
			w.cell()
		}
	case html.CommentNode, html.DoctypeNode:
		return
	}
	block := n.Type == html.ElementNode && isBlock(tag(n))
	if block {
		w.line = true
	}
	pre = pre || n.Type == html.ElementNode && tag(n) == atom.Pre
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		w.node(c, pre)
	}
	if block {
		w.line = true
	}
}

// cell owes a tab before a table cell that is not the first of its row.
func (w *textWriter) cell() {
	if w.b.Len() > 0 && !w.line {
		w.b.WriteByte('\t')
		w.space = false
	}
}

func (w *textWriter) text(s string, pre bool) {
	if pre {
		if s == "" {
			return
		}
		w.sep()
		w.b.WriteString(s)
		return
	}
	if first, _ := utf8.DecodeRuneInString(s); unicode.IsSpace(first) {
		w.space = true
	}
	words := 0
	for f := range strings.FieldsSeq(s) {
		if words++; words > 1 {
			w.space = true
		}
		w.sep()
		w.b.WriteString(f)
	}
	if last, _ := utf8.DecodeLastRuneInString(s); unicode.IsSpace(last) {
		w.space = true
	}
}

// sep writes the separator owed, if any, unless at the start.
func (w *textWriter) sep() {
	if w.b.Len() > 0 {
		switch {
		case w.line:
			w.b.WriteByte('\n')
		case w.space:
			w.b.WriteByte(' ')
		}
	}
	w.line, w.space = false, false
}

// tag is an element's tag: extractors build elements of their own
// without an atom.
func tag(n *html.Node) atom.Atom {
	if n.DataAtom != 0 {
		return n.DataAtom
	}
	return atom.Lookup([]byte(n.Data))
}

func isBlock(a atom.Atom) bool {
	switch a {
	case atom.Address, atom.Article, atom.Aside, atom.Blockquote, atom.Body, atom.Caption,
		atom.Dd, atom.Details, atom.Dialog, atom.Div, atom.Dl, atom.Dt, atom.Fieldset,
		atom.Figcaption, atom.Figure, atom.Footer, atom.Form, atom.H1, atom.H2, atom.H3,
		atom.H4, atom.H5, atom.H6, atom.Header, atom.Hgroup, atom.Hr, atom.Html, atom.Li,
		atom.Main, atom.Nav, atom.Ol, atom.P, atom.Pre, atom.Section, atom.Summary,
		atom.Table, atom.Tbody, atom.Thead, atom.Tfoot, atom.Tr, atom.Ul:
		return true
	}
	return false
}
