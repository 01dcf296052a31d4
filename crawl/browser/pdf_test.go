package browser

import (
	"context"
	"strings"
	"testing"

	"github.com/rendercrawl/render/crawl"
	"github.com/rendercrawl/render/fetch"
	"github.com/rendercrawl/render/internal/testkit/testsite"
	"github.com/rendercrawl/render/render"
	"github.com/rendercrawl/render/sink"
)

// TestPDFsInRealChrome: in browser mode, real Chromium refuses a PDF
// (one served as application/pdf, one as application/octet-stream) and
// the crawl takes it over HTTP: its record has its text, title and page
// count; an encrypted and a cut-short PDF are error records of their
// kinds; the crawl, listed or following a page's links, goes on to the
// page linked after them.
func TestPDFsInRealChrome(t *testing.T) {
	base := testsite.ServePDFs(t)
	pool := newPool(t, render.DefaultConfig())
	client, err := fetch.New(fetch.DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { client.Close() })
	type want struct {
		pages         int
		title, phrase string
		kind          crawl.ErrorKind
	}
	wants := map[string]want{
		"/manual.pdf": {pages: 26, phrase: "1.1 What is IDL?"},
		"/download":   {pages: 4, title: "ReportLab PDF Generation User Guide", phrase: "Table of contents"},
		"/links.pdf":  {pages: 1, title: "Links", phrase: "LINKS-PDF"},
		"/locked.pdf": {kind: crawl.KindEncrypted},
		"/cut.pdf":    {kind: crawl.KindBadDocument},
	}
	for _, crawling := range []bool{false, true} {
		name := map[bool]string{false: "list", true: "crawl"}[crawling]
		t.Run(name, func(t *testing.T) {
			cfg := crawl.DefaultConfig()
			cfg.Mode = crawl.ModeBrowser
			seeds := crawl.SeedList(base+"/cut.pdf", base+"/locked.pdf", base+"/manual.pdf", base+"/download", base+"/links.pdf", base+"/after.html")
			if crawling {
				cfg.Follow.Links = true
				seeds = crawl.SeedList(base + "/index.html")
			}
			out := &records{byURL: map[string][]*sink.Record{}}
			c, err := crawl.New(cfg, crawl.Deps{Renderer: New(pool), Fetcher: client, Sink: out})
			if err != nil {
				t.Fatal(err)
			}
			if _, err := c.Run(context.Background(), seeds); err != nil {
				t.Fatal(err)
			}
			for path, w := range wants {
				recs := out.byURL[base+path]
				if len(recs) != 1 {
					t.Errorf("%s: %d records", path, len(recs))
					continue
				}
				r := recs[0]
				if r.Mode != sink.ModeHTTP || r.Reason != crawl.ReasonNonHTML || r.Status != 200 || r.ErrorKind != string(w.kind) ||
					r.Pages != w.pages || r.Title != w.title || !strings.Contains(r.Text, w.phrase) {
					t.Errorf("%s: mode %q, reason %q, status %d, error %q (%s), pages %d, title %q, phrase in text %v; want %+v",
						path, r.Mode, r.Reason, r.Status, r.Error, r.ErrorKind, r.Pages, r.Title, strings.Contains(r.Text, w.phrase), w)
				}
			}
			if recs := out.byURL[base+"/after.html"]; len(recs) != 1 || recs[0].Error != "" || recs[0].Mode != sink.ModeBrowser {
				t.Errorf("after.html: %d records, or not rendered", len(recs))
			}
			if recs := out.byURL[base+"/from-pdf.html"]; crawling && (len(recs) != 1 || recs[0].Mode != sink.ModeBrowser) {
				t.Errorf("from-pdf.html, linked from a PDF: %d records, or not rendered", len(recs))
			}
		})
	}
}
