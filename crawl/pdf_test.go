package crawl

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/rendercrawl/render/fetch"
	"github.com/rendercrawl/render/internal/testkit/testsite"
	"github.com/rendercrawl/render/sink"
	"github.com/rendercrawl/render/webpage"
)

// pdfWant is what the record of a PDF of testsite.ServePDFs says.
type pdfWant struct {
	path, contentType string
	pages             int
	title, phrase     string
	kind              ErrorKind
	author, published string   // the document information's
	links             []string // paths on the site: its http(s) links
}

var pdfWants = []pdfWant{
	{path: "/manual.pdf", contentType: "application/pdf", pages: 26, phrase: "1.1 What is IDL?"},
	{path: "/download", contentType: "application/octet-stream", pages: 4, title: "ReportLab PDF Generation User Guide", phrase: "Table of contents",
		author: "the ReportLab Team", published: "2024-10-12T17:14:35Z"},
	{path: "/links.pdf", contentType: "application/pdf", pages: 1, title: "Links", phrase: "LINKS-PDF", links: []string{"/from-pdf.html"}},
	{path: "/locked.pdf", contentType: "application/pdf", kind: KindEncrypted},
	{path: "/cut.pdf", contentType: "application/pdf", kind: KindBadDocument},
}

// checkPDFRecord checks the one record of a PDF: its text, title and
// page count, or its error's kind; either way what was received.
func checkPDFRecord(t *testing.T, recs []*sink.Record, w pdfWant) {
	t.Helper()
	if len(recs) != 1 {
		t.Fatalf("%s: %d records", w.path, len(recs))
	}
	rec := recs[0]
	if rec.Mode != sink.ModeHTTP || rec.Reason != ReasonNonHTML || rec.Status != 200 || rec.ContentType != w.contentType {
		t.Errorf("%s: mode %q, reason %q, status %d, type %q", w.path, rec.Mode, rec.Reason, rec.Status, rec.ContentType)
	}
	if rec.ErrorKind != string(w.kind) || rec.Pages != w.pages || rec.Title != w.title || !strings.Contains(rec.Text, w.phrase) {
		t.Errorf("%s: error %q (%s), pages %d, title %q, phrase %q in text %v; want kind %q, pages %d, title %q",
			w.path, rec.Error, rec.ErrorKind, rec.Pages, rec.Title, w.phrase, strings.Contains(rec.Text, w.phrase), w.kind, w.pages, w.title)
	}
	if w.kind == "" && (rec.MainText != rec.Text || rec.Markdown == "") {
		t.Errorf("%s: main_text is not the text, or no markdown (%d bytes)", w.path, len(rec.Markdown))
	}
	var links []string
	for _, l := range w.links {
		links = append(links, strings.TrimSuffix(rec.URL, w.path)+l)
	}
	if !slices.Equal(rec.Links, links) && len(rec.Links)+len(links) > 0 {
		t.Errorf("%s: links %q, want %q", w.path, rec.Links, links)
	}
	if w.author != "" && (rec.Meta == nil || rec.Meta.Author != w.author || rec.Meta.Published != w.published) {
		t.Errorf("%s: meta %+v, want author %q published %q", w.path, rec.Meta, w.author, w.published)
	}
}

// TestPDFRecords: a PDF met in a list of URLs or in a crawl becomes a
// record with its text, title and page count, the same in every mode
// (the browser refuses it and the crawl takes it over HTTP); an
// encrypted or broken one is an error record of its kind, and the crawl
// goes on to the pages after it. A crawl follows a PDF's links.
func TestPDFRecords(t *testing.T) {
	base := testsite.ServePDFs(t)
	client, err := fetch.New(fetch.DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { client.Close() })
	// The renderer refuses what is not HTML, as render.Pool does.
	r := &fakeRenderer{fn: func(ctx context.Context, url string, call int) (*Page, error) {
		if !strings.HasSuffix(url, ".html") {
			return nil, &Error{Kind: KindNotHTML, Err: errors.New("not HTML")}
		}
		p := &Page{Mode: sink.ModeBrowser, IsHTML: true, Content: webpage.Content{FinalURL: url, Status: 200}}
		if strings.HasSuffix(url, "/index.html") {
			for _, w := range pdfWants {
				p.Links = append(p.Links, base+w.path)
			}
			p.Links = append(p.Links, base+"/after.html")
		}
		return p, nil
	}}
	texts := map[string]string{} // by path, from the first mode
	for _, mode := range []Mode{ModeHTTP, ModeAuto, ModeBrowser} {
		for _, crawling := range []bool{false, true} {
			name := string(mode) + "/list"
			if crawling {
				name = string(mode) + "/crawl"
			}
			t.Run(name, func(t *testing.T) {
				cfg := testCrawlConfig()
				cfg.Mode = mode
				cfg.Capture.Markdown = true
				seeds := SeedList(base+"/cut.pdf", base+"/locked.pdf", base+"/manual.pdf", base+"/download", base+"/links.pdf", base+"/after.html")
				if crawling {
					cfg.Follow.Links = true
					seeds = SeedList(base + "/index.html")
				}
				out := &memSink{}
				c, err := New(cfg, Deps{Renderer: r, Fetcher: client, Sink: out})
				if err != nil {
					t.Fatal(err)
				}
				if _, err := c.Run(context.Background(), seeds); err != nil {
					t.Fatal(err)
				}
				got := out.byURL()
				for _, w := range pdfWants {
					checkPDFRecord(t, got[base+w.path], w)
					if len(got[base+w.path]) != 1 {
						continue
					}
					text := got[base+w.path][0].Text
					if prev, ok := texts[w.path]; ok && prev != text {
						t.Errorf("%s: text differs from the first mode's", w.path)
					}
					texts[w.path] = text
				}
				if recs := got[base+"/after.html"]; len(recs) != 1 || recs[0].Error != "" {
					t.Errorf("after.html: %d records, or an error", len(recs))
				}
				// A crawl follows a PDF's links.
				if recs := got[base+"/from-pdf.html"]; crawling && (len(recs) != 1 || recs[0].Referrer != base+"/links.pdf") {
					t.Errorf("from-pdf.html: %d records, or not referred by links.pdf", len(recs))
				}
			})
		}
	}
}

// TestPDFOverMaxBody: a PDF over the body cap is not read: its record is
// a too-large error, as any document's.
func TestPDFOverMaxBody(t *testing.T) {
	base := testsite.ServePDFs(t)
	fcfg := fetch.DefaultConfig()
	fcfg.MaxBody = 100 << 10 // camlidl.pdf is 188 KiB, reportlab-guide.pdf 72 KiB
	client, err := fetch.New(fcfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { client.Close() })
	cfg := testCrawlConfig()
	cfg.Mode = ModeHTTP
	out := &memSink{}
	c, err := New(cfg, Deps{Fetcher: client, Sink: out})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.Run(context.Background(), SeedList(base+"/manual.pdf", base+"/download")); err != nil {
		t.Fatal(err)
	}
	got := out.byURL()
	if r := got[base+"/manual.pdf"]; len(r) != 1 || r[0].ErrorKind != string(KindTooLarge) || r[0].Text != "" {
		t.Errorf("manual.pdf over the cap: %d records, or not a too-large error", len(r))
	}
	if r := got[base+"/download"]; len(r) != 1 || r[0].Error != "" || r[0].Pages != 4 {
		t.Errorf("download under the cap: %d records, or not read", len(r))
	}
}
