package crawl

import (
	"context"
	"fmt"

	"github.com/rendercrawl/render/document"
	"github.com/rendercrawl/render/fetch"
)

// documentKinds maps the sentinels of package document to kinds.
var documentKinds = KindTable{
	{document.ErrEncrypted, KindEncrypted},
	{document.ErrBroken, KindBadDocument},
}

// readDocument reads what a page that is a PDF holds: its text, title,
// page count and what its document information says (the page's meta),
// or the error that says why it cannot be read, which
// becomes the page's record's. Whichever path the page was meant for,
// the PDF came over HTTP (the browser refuses what is not HTML, and
// notHTML fetches it), so this is the one place a PDF is read. A PDF
// that is an error page (a 404) is not read: its status says enough.
func readDocument(ctx context.Context, p *Page) {
	body := p.pdf
	p.pdf = nil
	if body == nil || p.Status < 200 || p.Status >= 300 {
		return
	}
	d, err := document.ReadPDF(ctx, body)
	if err != nil {
		err = fmt.Errorf("crawl: read PDF %s: %w", p.FinalURL, err)
		if k, ok := documentKinds.Of(err); ok {
			err = &Error{Kind: k, Err: err}
		}
		p.err = err
		return
	}
	p.Title, p.Text, p.Pages = d.Title, d.Text, d.Pages
	if d.Lang+d.Subject+d.Author+d.Created+d.Modified != "" {
		p.meta = &fetch.Meta{Lang: d.Lang, Description: d.Subject, Author: d.Author, Published: d.Created, Modified: d.Modified}
	}
}
