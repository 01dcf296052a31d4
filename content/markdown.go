package content

import (
	"fmt"
	"net/url"
	"strings"

	"github.com/JohannesKaufmann/html-to-markdown/v2/converter"
	"github.com/JohannesKaufmann/html-to-markdown/v2/plugin/base"
	"github.com/JohannesKaufmann/html-to-markdown/v2/plugin/commonmark"
	"github.com/JohannesKaufmann/html-to-markdown/v2/plugin/table"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// markdown converts a subtree to CommonMark, with GitHub tables; links
// and images are resolved against pageBase.
func markdown(n *html.Node, pageBase *url.URL) (string, error) {
	conv := converter.NewConverter(converter.WithPlugins(
		base.NewBasePlugin(),
		// No "<!--THE END-->" between two lists: noise to a reader.
		commonmark.NewCommonmarkPlugin(commonmark.WithListEndComment(false)),
		table.NewTablePlugin(table.WithHeaderPromotion(true), table.WithNewlineBehavior(table.NewlineBehaviorPreserve),
			table.WithCellPaddingBehavior(table.CellPaddingBehaviorMinimal)),
	))
	unwrapIndents(n)
	flattenCode(n)
	out, err := conv.ConvertNode(n, converter.WithDomain(pageBase.String()))
	if err != nil {
		return "", fmt.Errorf("content: markdown: %w", err)
	}
	return strings.TrimSpace(string(out)), nil
}

// flattenCode makes the content of each <pre> one text, in one <code>
// of class language-X when the block names its language: the converter
// puts spaces around the elements nested in a code block (a highlighted
// token, a placeholder), which changes the code.
func flattenCode(n *html.Node) {
	var pres []*html.Node
	walk(n, func(e *html.Node) bool {
		if tag(e) == atom.Pre {
			pres = append(pres, e)
			return false
		}
		return true
	})
	for _, pre := range pres {
		var text strings.Builder
		lang := ""
		rawText(pre, &text, &lang)
		if lang == "" {
			lang = language(pre)
		}
		for pre.FirstChild != nil {
			pre.RemoveChild(pre.FirstChild)
		}
		code := &html.Node{Type: html.ElementNode, Data: "code", DataAtom: atom.Code}
		if lang != "" {
			code.Attr = []html.Attribute{{Key: "class", Val: "language-" + lang}}
		}
		code.AppendChild(&html.Node{Type: html.TextNode, Data: text.String()})
		pre.AppendChild(code)
	}
}

// rawText writes the text of n's subtree as it is (a <br> as a line
// break), and the language its first <code> names.
func rawText(n *html.Node, w *strings.Builder, lang *string) {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		switch {
		case c.Type == html.TextNode:
			w.WriteString(c.Data)
		case c.Type != html.ElementNode:
		case tag(c) == atom.Br:
			w.WriteByte('\n')
		default:
			if tag(c) == atom.Code && *lang == "" {
				*lang = classLanguage(c)
			}
			rawText(c, w, lang)
		}
	}
}

// unwrapIndents replaces a <blockquote> that holds nothing but a table
// or a code block by what it holds: such a page indents with it, and
// the converter gives a table in a quotation as lines of text.
func unwrapIndents(n *html.Node) {
	var quotes []*html.Node
	walk(n, func(e *html.Node) bool {
		if tag(e) == atom.Blockquote && e.Parent != nil {
			quotes = append(quotes, e)
		}
		return true
	})
	for _, q := range quotes {
		var only *html.Node
		for c := q.FirstChild; c != nil; c = c.NextSibling {
			switch {
			case c.Type == html.TextNode && strings.TrimSpace(c.Data) == "":
			case c.Type == html.ElementNode && only == nil && (tag(c) == atom.Table || tag(c) == atom.Pre):
				only = c
			default:
				only, c = nil, q.LastChild
			}
		}
		if only != nil {
			q.RemoveChild(only)
			q.Parent.InsertBefore(only, q)
			q.Parent.RemoveChild(q)
		}
	}
}

// language is the language a code block or one of its three nearest
// ancestors names in its class (Sphinx marks a block's <div>
// highlight-cmake); "" when none does.
func language(pre *html.Node) string {
	for n, i := pre, 0; n != nil && i < 4; n, i = n.Parent, i+1 {
		if l := classLanguage(n); l != "" {
			return l
		}
	}
	return ""
}

// classLanguage is the X of a class language-X, lang-X or
// highlight-X; "" for none, and for a language named none or text.
func classLanguage(n *html.Node) string {
	for _, a := range n.Attr {
		if a.Key != "class" {
			continue
		}
		for _, c := range strings.Fields(a.Val) {
			for _, p := range []string{"language-", "lang-", "highlight-"} {
				if l, ok := strings.CutPrefix(c, p); ok && l != "" && l != "none" && l != "text" {
					return l
				}
			}
		}
	}
	return ""
}
