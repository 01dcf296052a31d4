package fetch

import (
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzExtract feeds arbitrary bytes and Content-Type headers through
// charset decoding and extraction and checks the invariants: no panic,
// valid UTF-8 text, absolute http(s) links, consistent signals. The
// tag names extraction reads are fuzzed in package extract.
func FuzzExtract(f *testing.F) {
	for _, fx := range langFixtures {
		for _, v := range []string{"header", "meta", "none"} {
			if b, err := os.ReadFile(filepath.Join(fixtureDir, "charset", fx.dir, v+".html")); err == nil {
				f.Add(b, "text/html; charset="+fx.header)
				f.Add(b, "")
			}
		}
	}
	pages, _ := filepath.Glob(filepath.Join(fixtureDir, "pages", "*.html"))
	for _, p := range pages {
		if b, err := os.ReadFile(p); err == nil {
			f.Add(b, "text/html")
		}
	}
	f.Add([]byte("\xef\xbb\xbf<p>bom</p>"), "text/html; charset=gbk")
	f.Add([]byte("\xff\xfe<\x00p\x00>\x00"), "text/html")
	f.Add([]byte(`<base href="javascript:x"><a href="//h/p">a</a><meta http-equiv=refresh content="0;url=ftp://x">`), "text/html")
	f.Add([]byte(`<?xml version="1.0" encoding="euc-kr"?><html>`), "application/xhtml+xml")
	f.Add([]byte("plain \x80\x81 text"), "text/plain")
	f.Add([]byte("\x89PNG\r\n\x1a\n"), "image/png")

	base, _ := url.Parse("https://fuzz.test/dir/page?q=1")
	f.Fuzz(func(t *testing.T, body []byte, contentType string) {
		var r Response
		fill(&r, body, contentType, base)
		if r.Charset == "" {
			if string(r.Body) != string(body) {
				t.Fatal("binary body changed")
			}
		} else if !utf8.Valid(r.Body) {
			t.Fatalf("Body not valid UTF-8 (charset %s)", r.Charset)
		}
		if !r.HTML {
			if r.Title != "" || r.Links != nil || r.Frames != nil || r.MetaRefresh != "" || r.Signals != (Signals{}) {
				t.Fatal("extraction ran on non-HTML")
			}
			if (r.Charset == "" && r.Text != "") || !utf8.ValidString(r.Text) || strings.Contains(r.Text, "\r") {
				t.Fatalf("text of a non-HTML body (charset %q): %q", r.Charset, r.Text)
			}
			return
		}
		if !utf8.ValidString(r.Title) || !utf8.ValidString(r.Text) {
			t.Fatal("title or text not valid UTF-8")
		}
		if strings.ContainsAny(r.Text, "\r\f") || strings.TrimRight(r.Text, " \t\n") != r.Text ||
			strings.TrimLeft(r.Text, " ") != r.Text {
			t.Fatalf("text not laid out: %q", r.Text)
		}
		if r.Signals.TextLen != utf8.RuneCountInString(r.Text) {
			t.Fatalf("TextLen %d, text has %d runes", r.Signals.TextLen, utf8.RuneCountInString(r.Text))
		}
		if r.Signals.Links != len(r.Links) || r.Signals.HTMLBytes != len(r.Body) {
			t.Fatalf("signals inconsistent: %+v", r.Signals)
		}
		urls := append(append([]string{}, r.Links...), r.Frames...)
		if r.MetaRefresh != "" {
			urls = append(urls, r.MetaRefresh)
		}
		seen := map[string]bool{}
		for _, s := range r.Links {
			if seen[s] {
				t.Fatalf("duplicate link %q", s)
			}
			seen[s] = true
		}
		for _, s := range urls {
			u, err := url.Parse(s)
			if err != nil {
				t.Fatalf("link %q does not parse: %v", s, err)
			}
			if (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
				t.Fatalf("link %q is not absolute http(s)", s)
			}
		}
	})
}
