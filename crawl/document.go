package crawl

import (
	"context"
	"fmt"
	"net/url"

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
	p.Links = pdfLinks(d.Links, p.FinalURL)
	if d.Lang+d.Subject+d.Author+d.Created+d.Modified != "" {
		p.meta = &fetch.Meta{Lang: d.Lang, Description: d.Subject, Author: d.Author, Published: d.Created, Modified: d.Modified}
	}
}

// pdfLinks are a PDF's links resolved against its URL, the http(s) ones
// only, deduped, in order.
func pdfLinks(links []string, docURL string) []string {
	base, err := url.Parse(docURL)
	if err != nil {
		return nil
	}
	var out []string
	seen := map[string]bool{}
	for _, l := range links {
		u, err := base.Parse(l)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || seen[u.String()] {
			continue
		}
		seen[u.String()] = true
		out = append(out, u.String())
	}
	return out
}
