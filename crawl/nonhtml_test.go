package crawl

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/rendercrawl/render/fetch"
	"github.com/rendercrawl/render/sink"
	"github.com/rendercrawl/render/webpage"
)

// TestNonHTMLText: a text document that is not HTML has its text in the
// record, the same in every mode; in browser mode the browser's refusal
// sends it over HTTP with reason non-html. (PDFs: TestPDFRecords.)
func TestNonHTMLText(t *testing.T) {
	mux := http.NewServeMux()
	mux.HandleFunc("/notes.txt", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain")
		w.Write([]byte("Caf\xe9 cr\xe8me\r\nsecond line\r\n")) // windows-1252, undeclared
	})
	mux.HandleFunc("/data.json", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.Write([]byte(`{"name": "Grüße"}`))
	})
	mux.HandleFunc("/page.html", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		w.Write([]byte("<p>page"))
	})
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	client, err := fetch.New(fetch.DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { client.Close() })

	// The renderer refuses everything but the HTML page, as render.Pool
	// refuses a main document that is not HTML.
	r := &fakeRenderer{fn: func(ctx context.Context, url string, call int) (*Page, error) {
		if url == srv.URL+"/page.html" {
			return &Page{Mode: sink.ModeBrowser, IsHTML: true, Content: webpage.Content{FinalURL: url, Status: 200, Text: "page"}}, nil
		}
		return nil, &Error{Kind: KindNotHTML, Err: errors.New("not HTML")}
	}}
	type want struct{ mode, reason, text string }
	tests := []struct {
		path string
		want map[Mode]want
	}{
		{"/notes.txt", map[Mode]want{
			ModeHTTP:    {"http", ReasonNonHTML, "Café crème\nsecond line"},
			ModeAuto:    {"http", ReasonNonHTML, "Café crème\nsecond line"},
			ModeBrowser: {"http", ReasonNonHTML, "Café crème\nsecond line"},
		}},
		{"/data.json", map[Mode]want{
			ModeHTTP:    {"http", ReasonNonHTML, `{"name": "Grüße"}`},
			ModeAuto:    {"http", ReasonNonHTML, `{"name": "Grüße"}`},
			ModeBrowser: {"http", ReasonNonHTML, `{"name": "Grüße"}`},
		}},
		{"/page.html", map[Mode]want{
			ModeBrowser: {"browser", ReasonForced, "page"},
		}},
	}
	for _, mode := range []Mode{ModeHTTP, ModeAuto, ModeBrowser} {
		t.Run(string(mode), func(t *testing.T) {
			cfg := testCrawlConfig()
			cfg.Mode = mode
			out := &memSink{}
			c, err := New(cfg, Deps{Renderer: r, Fetcher: client, Sink: out})
			if err != nil {
				t.Fatal(err)
			}
			var urls []string
			for _, tt := range tests {
				urls = append(urls, srv.URL+tt.path)
			}
			if _, err := c.Run(context.Background(), SeedList(urls...)); err != nil {
				t.Fatal(err)
			}
			got := out.byURL()
			for _, tt := range tests {
				w, ok := tt.want[mode]
				if !ok {
					continue
				}
				recs := got[srv.URL+tt.path]
				if len(recs) != 1 {
					t.Fatalf("%s: %d records", tt.path, len(recs))
				}
				rec := recs[0]
				if rec.Error != "" || rec.Mode != w.mode || rec.Reason != w.reason || rec.Text != w.text || rec.Title != "" && tt.path != "/page.html" {
					t.Errorf("%s: error %q, mode %q, reason %q, title %q, text %q; want mode %q, reason %q, text %q",
						tt.path, rec.Error, rec.Mode, rec.Reason, rec.Title, rec.Text, w.mode, w.reason, w.text)
				}
			}
		})
	}
}
