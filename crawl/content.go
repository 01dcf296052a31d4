package crawl

import (
	"github.com/rendercrawl/render/content"
	"github.com/rendercrawl/render/document"
	"github.com/rendercrawl/render/sink"
)

// fillMain adds the main content of a page to its record
// (Capture.Markdown): from the same HTML field either path filled, the
// document over HTTP, the rendered DOM in the browser. A page without
// main content keeps the fields empty. A PDF's main content is its text.
func fillMain(rec *sink.Record, p *Page) {
	if p.Pages > 0 {
		rec.Markdown, rec.MainText = document.Markdown(p.Text), p.Text
		return
	}
	if !p.IsHTML || p.HTML == "" {
		return
	}
	m, err := content.Extract([]byte(p.HTML), p.FinalURL)
	if err != nil {
		return
	}
	rec.Markdown, rec.MainText = m.Markdown, m.Text
}
