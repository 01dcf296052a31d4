package main

import (
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// spaArticle is a page whose article only its script writes, beside a
// menu and a footer: the fixture's, which serve's markdown test renders
// too.
func spaArticle(t *testing.T) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "..", "testdata", "site", "serve", "article.html"))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// --markdown reads the rendered DOM in the browser: the article an app
// writes is in main_text and markdown, with its link made absolute, and
// the menu and footer are not; over HTTP the same page has none.
func TestMarkdownFromTheRenderedDOM(t *testing.T) {
	needChrome(t)
	page := spaArticle(t)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write(page)
	}))
	defer srv.Close()
	code, out, stderr := runCLI(t, "", "--browser-url", browserURL, "--mode", "browser", "--markdown", "--quiet",
		"--ignore-robots", srv.URL+"/story")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	recs := records(t, out)
	if len(recs) != 1 {
		t.Fatalf("%d records", len(recs))
	}
	r := recs[0]
	for _, want := range []string{"Flood wall holds", "Volunteers filled sandbags", "fall slowly over the weekend"} {
		if !strings.Contains(r.MainText, want) {
			t.Errorf("main_text lacks %q:\n%s", want, r.MainText)
		}
	}
	for _, junk := range []string{"Copyright footer", "About"} {
		if strings.Contains(r.MainText, junk) {
			t.Errorf("main_text has %q:\n%s", junk, r.MainText)
		}
	}
	if want := "[full report](" + srv.URL + "/report.html)"; !strings.Contains(r.Markdown, want) {
		t.Errorf("markdown lacks %s:\n%s", want, r.Markdown)
	}
	if !strings.Contains(r.Markdown, "# Flood wall holds") {
		t.Errorf("markdown lacks the heading:\n%s", r.Markdown)
	}

	code, out, stderr = runCLI(t, "", "--mode", "http", "--markdown", "--quiet", "--ignore-robots", srv.URL+"/story")
	if code != exitOK {
		t.Fatalf("http: exit %d: %s", code, stderr)
	}
	if r := records(t, out)[0]; strings.Contains(r.MainText, "Volunteers") {
		t.Errorf("over HTTP, main_text has what only the script writes:\n%s", r.MainText)
	}
}
