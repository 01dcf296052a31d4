package serve

import (
	"encoding/json"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/rendercrawl/render/sink"
)

// TestMarkdownFormat renders a page whose article only its script
// writes, beside a menu and a footer: format=markdown is the article as
// CommonMark (its heading, its link made absolute, no menu or footer),
// text/markdown; format=json is the record a crawl with --markdown makes,
// whose markdown is that answer; the Prerender form is the HTML as
// before.
func TestMarkdownFormat(t *testing.T) {
	s := start(t, testConfig())
	page := fixtureURL + "/serve/article.html"
	md := s.get(t, "/render?format=markdown&url="+url.QueryEscape(page))
	if md.status != http.StatusOK || md.header.Get("Content-Type") != "text/markdown; charset=utf-8" {
		t.Fatalf("markdown: status %d, type %q: %.300q", md.status, md.header.Get("Content-Type"), md.body)
	}
	for _, want := range []string{"# Flood wall holds", "Volunteers filled sandbags", "[full report](" + fixtureURL + "/report.html)"} {
		if !strings.Contains(md.body, want) {
			t.Errorf("markdown lacks %q:\n%s", want, md.body)
		}
	}
	for _, junk := range []string{"Copyright footer", "About us", "<script", "<p>"} {
		if strings.Contains(md.body, junk) {
			t.Errorf("markdown has %q:\n%s", junk, md.body)
		}
	}

	a := s.get(t, "/render?format=json&url="+url.QueryEscape(page))
	var rec sink.Record
	if err := json.Unmarshal([]byte(a.body), &rec); err != nil || a.status != http.StatusOK {
		t.Fatalf("json: status %d, %v: %.300q", a.status, err, a.body)
	}
	if rec.Markdown != md.body || !strings.Contains(rec.MainText, "fall slowly over the weekend") || strings.Contains(rec.MainText, "Copyright footer") {
		t.Errorf("json: markdown %q, main_text %q; want the markdown answer's and the article's text", rec.Markdown, rec.MainText)
	}
	if !strings.Contains(rec.Text, "Copyright footer") || rec.ContentHash == "" {
		t.Errorf("json: text %q (the whole page's), content_hash %q", rec.Text, rec.ContentHash)
	}

	h := s.get(t, "/"+page)
	if h.status != http.StatusOK || h.header.Get("Content-Type") != "text/html; charset=utf-8" ||
		!strings.Contains(h.body, "<article><h1>Flood wall holds</h1>") || !strings.Contains(h.body, "Copyright footer") || strings.Contains(h.body, "<script") {
		t.Errorf("Prerender form: status %d, type %q: %.300q", h.status, h.header.Get("Content-Type"), h.body)
	}
}
