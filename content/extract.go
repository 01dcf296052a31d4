package content

import (
	"bytes"
	"errors"
	"fmt"
	"net/url"
	"strings"

	readability "codeberg.org/readeck/go-readability/v2"
	"github.com/markusmobius/go-trafilatura"
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
	// Extractor names the extractor whose result was kept: "trafilatura"
	// or "readability".
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
	// Each extractor changes the tree it is given: each gets its own.
	a, errA := fromTrafilatura(page, u)
	b, errB := fromReadability(page, u)
	c, ok := choose(a, b)
	if !ok {
		return Main{}, errors.Join(ErrNoContent, errA, errB)
	}
	md, err := markdown(c.node, baseURL(page, u))
	if err != nil {
		return Main{}, err
	}
	return Main{Markdown: md, Text: c.text, Extractor: c.name}, nil
}

func fromTrafilatura(page []byte, u *url.URL) (candidate, error) {
	doc, err := html.Parse(bytes.NewReader(page))
	if err != nil {
		return candidate{}, fmt.Errorf("content: parse: %w", err)
	}
	res, err := trafilatura.ExtractDocument(doc, trafilatura.Options{
		OriginalURL:     u,
		Focus:           trafilatura.FavorRecall,
		ExcludeComments: true,
		Deduplicate:     true,
	})
	if err != nil {
		return candidate{}, fmt.Errorf("content: trafilatura: %w", err)
	}
	if res.ContentNode == nil {
		return candidate{}, nil
	}
	orig, err := html.Parse(bytes.NewReader(page))
	if err != nil {
		return candidate{}, fmt.Errorf("content: parse: %w", err)
	}
	text := Text(res.ContentNode)
	if node, cover := project(orig, text); cover >= projectCover {
		return candidate{name: "trafilatura", node: node, text: Text(node)}, nil
	}
	restoreBlocks(res.ContentNode, orig)
	return candidate{name: "trafilatura", node: res.ContentNode, text: Text(res.ContentNode)}, nil
}

func fromReadability(page []byte, u *url.URL) (candidate, error) {
	doc, err := html.Parse(bytes.NewReader(page))
	if err != nil {
		return candidate{}, fmt.Errorf("content: parse: %w", err)
	}
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
