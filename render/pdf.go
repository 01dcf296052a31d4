package render

import (
	"context"
	"fmt"
	"time"

	"github.com/chromedp/cdproto/cdp"
	cdpio "github.com/chromedp/cdproto/io"
	"github.com/chromedp/cdproto/page"
)

// PDFOptions are the settings of a page printed to PDF. The zero value
// prints on US Letter paper, in portrait, with Chrome's margins, and
// leaves out background colours and images.
type PDFOptions struct {
	Landscape       bool
	PrintBackground bool
	// PaperWidth and PaperHeight are in inches; 0 is Letter's (8.5 x 11).
	PaperWidth, PaperHeight float64
	// MaxPages prints at most the first this many pages (0: all): a page
	// that lays out as thousands of sheets costs Chrome, and the PDF's
	// reader, in proportion.
	MaxPages int
	// MaxBytes bounds the PDF (0: no bound): Chrome hands it over in
	// chunks, and one that grows past MaxBytes is an ErrTooLarge, read no
	// further.
	MaxBytes int64
}

// pdfChunk is how much of a PDF one IO.read asks Chrome for.
const pdfChunk = 1 << 20

// pdfTimeout bounds the printing of a rendered page: a long page takes a
// while to lay out for print, and the page's own timeout is spent by then.
const pdfTimeout = 20 * time.Second

// PDF renders req.URL as Render does and prints the rendered page to PDF
// through Page.printToPDF, in the same tab, before the tab is handed back.
// Like a screenshot, a page printed to PDF loads what Config.ScreenshotBlock
// lets through and weighs two tabs in the pool's semaphore. A page that
// rendered but did not print is an error.
func (p *Pool) PDF(ctx context.Context, req Request, opts PDFOptions) (*Page, []byte, error) {
	var out []byte
	req.print = func(ctx context.Context, t *tab) error {
		b, err := t.printToPDF(ctx, opts)
		if err != nil {
			return fmt.Errorf("print to pdf: %w", t.classify(err))
		}
		out = b
		return nil
	}
	pg, err := p.Render(ctx, req)
	if err != nil {
		return nil, nil, err
	}
	return pg, out, nil
}

// printToPDF prints the tab's page.
func (t *tab) printToPDF(ctx context.Context, opts PDFOptions) ([]byte, error) {
	ctx, cancel := context.WithTimeout(ctx, pdfTimeout)
	defer cancel()
	params := page.PrintToPDFParams{PaperWidth: opts.PaperWidth, PaperHeight: opts.PaperHeight}
	if opts.Landscape {
		params.Landscape = new(true)
	}
	if opts.PrintBackground {
		params.PrintBackground = new(true)
	}
	if opts.MaxPages > 0 {
		// Chrome caps a range at the document's last page.
		params.PageRanges = fmt.Sprintf("1-%d", opts.MaxPages)
	}
	if opts.MaxBytes <= 0 {
		res, err := cdp.Call(ctx, t.t, page.PrintToPDF, params)
		if err != nil {
			return nil, err
		}
		return res.Data, nil
	}
	params.TransferMode = page.PrintToPDFTransferModeReturnAsStream
	res, err := cdp.Call(ctx, t.t, page.PrintToPDF, params)
	if err != nil {
		return nil, err
	}
	return t.readStream(ctx, res.Stream, opts.MaxBytes)
}

// readStream reads a stream Chrome holds, at most max bytes, and closes
// it.
func (t *tab) readStream(ctx context.Context, h cdpio.StreamHandle, max int64) ([]byte, error) {
	defer func() {
		cctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), callTimeout)
		defer cancel()
		cdp.Call(cctx, t.t, cdpio.Close, cdpio.CloseParams{Handle: h})
	}()
	var out []byte
	for {
		r, err := cdp.Call(ctx, t.t, cdpio.Read, cdpio.ReadParams{Handle: h, Size: pdfChunk})
		if err != nil {
			return nil, err
		}
		out = append(out, r.Data...)
		if int64(len(out)) > max {
			return nil, fmt.Errorf("%w: the PDF is larger than %d bytes", ErrTooLarge, max)
		}
		if r.EOF {
			return out, nil
		}
	}
}
