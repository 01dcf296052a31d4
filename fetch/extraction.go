package fetch

import (
	"net/http"
	"net/url"

	"github.com/rendercrawl/render/fetch/charset"
	"github.com/rendercrawl/render/fetch/extract"
)

// What a Response holds of its page is package extract's: the types of
// its fields are extract's under fetch's names, and fill (response.go)
// reads an extraction by the names below.

// Meta is the page's metadata (extract.Meta).
type Meta = extract.Meta

// Signals are the facts of the markup that tell whether a page needs a
// browser (extract.Signals).
type Signals = extract.Signals

// ScriptShape is the shape of a script's source: the names it uses, its
// literals and comments left out (extract.ScriptShape).
func ScriptShape(src []byte) uint64 { return extract.ScriptShape(src) }

// ScriptSetOf is a ScriptSet of scripts known as ids, with inline
// scripts of the shape inline (extract.ScriptSetOf).
func ScriptSetOf(ids []string, inline uint64) uint64 { return extract.ScriptSetOf(ids, inline) }

// Subresource is a resource the page names (extract.Subresource).
type Subresource = extract.Subresource

// extraction is what fill reads of an HTML document.
type extraction struct {
	title, text   string
	links, frames []string
	scripts       []string
	refresh       string
	refreshNow    bool
	signals       Signals
	subs          []Subresource
	meta          Meta
}

// extractWith is one pass of extract.HTML over doc.
func extractWith(doc []byte, docURL *url.URL, opts extract.Options) extraction {
	x := extract.HTML(doc, docURL, opts)
	return extraction{
		title: x.Title, text: x.Text, links: x.Links, frames: x.Frames, scripts: x.Scripts,
		refresh: x.Refresh, refreshNow: x.RefreshNow,
		signals: x.Signals, subs: x.Subresources, meta: x.Meta,
	}
}

// documentText returns the visible text of a non-HTML text document of
// kind, already decoded to UTF-8.
func documentText(body []byte, kind charset.Kind) string {
	if kind == charset.XML {
		return extract.XMLText(body)
	}
	return extract.PlainText(body)
}

func headerSubresources(h http.Header, docURL *url.URL) []Subresource {
	return extract.HeaderSubresources(h, docURL)
}
