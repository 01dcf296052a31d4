package content

import (
	"bytes"
	"errors"
	"fmt"
	"net/url"
	"strings"

	readability "codeberg.org/readeck/go-readability/v2"
	distiller "github.com/markusmobius/go-domdistiller"
	"golang.org/x/net/html"
)

// ErrNoContent is returned when neither extractor found main content in
// a page.
var ErrNoContent = errors.New("content: no main content found")

// Main is the main content of a page.
type Main struct {
	// Markdown is the content as CommonMark (with GitHub tables):
	// headings, paragraphs, lists, links and images with absolute URLs,
	// tables, code blocks with their language.
	Markdown string
	// Text is the same content as plain text: a line a block, runs of
	// white space collapsed except in preformatted blocks.
	Text string
	// Extractor names the extractor whose result was kept: "readability"
	// or "domdistiller".
	Extractor string
}

// candidate is one extractor's main content: its subtree and its text.
type candidate struct {
	name string
	node *html.Node
	text string
}

// Extract finds the main content of page, an HTML document whose URL is
// pageURL (relative links resolve against it, or against its <base>).
// A page with nothing that reads as main content gives ErrNoContent.
func Extract(page []byte, pageURL string) (Main, error) {
	u, err := url.Parse(pageURL)
	if err != nil {
		return Main{}, fmt.Errorf("content: page url: %w", err)
	}
	// The page is UTF-8 (the record's HTML): parsed once as such, not
	// through go-domdistiller's reader, which would parse it again and
	// first guess its encoding from the bytes (with the third parse that
	// was here, two fifths of --markdown's time on W3).
	orig, err := html.Parse(bytes.NewReader(page))
	if err != nil {
		return Main{}, fmt.Errorf("content: parse: %w", err)
	}
	// Each extractor changes the tree it is given: each gets its own
	// copy, and orig stays as the page was.
	a, errA := fromReadability(clone(orig), u)
	b, errB := fromDistiller(clone(orig), orig, u)
	c, ok := choose(a, b)
	if !ok {
		return Main{}, errors.Join(ErrNoContent, errA, errB)
	}
	prune(c.node)
	text := Text(c.node)
	md, err := markdown(c.node, baseURL(page, u))
	if err != nil {
		return Main{}, err
	}
	return Main{Markdown: md, Text: text, Extractor: c.name}, nil
}

// fromDistiller runs go-domdistiller on doc, then maps what it kept back
// to the page's own elements (orig, left as it is), as its output is
// rebuilt from the page.
func fromDistiller(doc, orig *html.Node, u *url.URL) (candidate, error) {
	res, err := distiller.Apply(doc, &distiller.Options{
		OriginalURL:    u,
		SkipPagination: true,
	})
	if err != nil {
		return candidate{}, fmt.Errorf("content: domdistiller: %w", err)
	}
	if res.Node == nil {
		return candidate{}, nil
	}
	text := Text(res.Node)
	if node, cover := project(orig, text); cover >= projectCover {
		return candidate{name: "domdistiller", node: node, text: Text(node)}, nil
	}
	restoreBlocks(res.Node, orig)
	return candidate{name: "domdistiller", node: res.Node, text: Text(res.Node)}, nil
}

func fromReadability(doc *html.Node, u *url.URL) (candidate, error) {
	p := readability.NewParser()
	p.KeepClasses = true // a code block's class names its language
	art, err := p.ParseAndMutate(doc, u)
	if err != nil {
		return candidate{}, fmt.Errorf("content: readability: %w", err)
	}
	if art.Node == nil {
		return candidate{}, nil
	}
	return candidate{name: "readability", node: art.Node, text: Text(art.Node)}, nil
}

// baseURL is the URL the page's relative links resolve against: its
// <base href> when it has one, else its own.
func baseURL(page []byte, u *url.URL) *url.URL {
	z := html.NewTokenizer(bytes.NewReader(page))
	for {
		switch z.Next() {
		case html.ErrorToken:
			return u
		case html.StartTagToken, html.SelfClosingTagToken:
			name, attr := z.TagName()
			switch string(name) {
			case "body":
				return u
			case "base":
				for attr {
					var k, v []byte
					k, v, attr = z.TagAttr()
					if string(k) == "href" {
						if b, err := u.Parse(strings.TrimSpace(string(v))); err == nil {
							return b
						}
					}
				}
			}
		}
	}
}
