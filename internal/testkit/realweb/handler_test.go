package realweb

import (
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// tinyCorpus lays out a corpus of two sites, "a" and "spa", the way
// assemble.sh does: site/a links into root/a. It returns the corpus directory.
func tinyCorpus(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	docroot := filepath.Join(dir, "root", "a", "usr", "share", "doc")
	files := map[string]string{
		"index.html":     "<!doctype html><title>a</title><a href=\"page one.html\">one</a>",
		"page one.html":  "<!doctype html><title>one</title>",
		"operator%.html": "<!doctype html><title>%</title>",
		"style.css":      "body{}",
		"app.mjs":        "export {}",
		"Jamfile.v2":     "exe x : x.cpp ;",
		"sub/index.htm":  "<!doctype html><title>sub</title>",
	}
	for name, body := range files {
		p := filepath.Join(docroot, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.MkdirAll(filepath.Join(dir, "site"), 0o755); err != nil {
		t.Fatal(err)
	}
	// spa, an app that routes by path, answers every other path with its
	// 200.html.
	spa := filepath.Join(dir, "root", "spa")
	if err := os.MkdirAll(spa, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(spa, "200.html"), []byte("<!doctype html><title>spa</title>"), 0o644); err != nil {
		t.Fatal(err)
	}
	links := map[string]string{
		filepath.Join(dir, "site", "spa"): "../root/spa",
		filepath.Join(dir, "site", "a"):   "../root/a/usr/share/doc",
		filepath.Join(docroot, "escape"):  "/etc/hostname",
	}
	for link, target := range links {
		if err := os.Symlink(target, link); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestHandler(t *testing.T) {
	h, err := NewHandler(tinyCorpus(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	cases := []struct {
		name, method, path string
		status             int
		ctype, location    string
		body               string
	}{
		{"index", "GET", "/a/", 200, "text/html", "", "<title>a</title>"},
		{"directory without slash", "GET", "/a", 301, "", "/a/", ""},
		{"query kept on redirect", "GET", "/a/sub?x=1", 301, "", "/a/sub/?x=1", ""},
		{"no index.html", "GET", "/a/sub/", 404, "", "", ""},
		{"escaped space", "GET", "/a/page%20one.html", 200, "text/html", "", "<title>one</title>"},
		{"escaped percent", "GET", "/a/operator%25.html", 200, "text/html", "", "<title>%</title>"},
		{"htm", "GET", "/a/sub/index.htm", 200, "text/html", "", "<title>sub</title>"},
		{"css", "GET", "/a/style.css", 200, "text/css", "", "body{}"},
		{"module script", "GET", "/a/app.mjs", 200, "text/javascript", "", ""},
		{"unknown extension", "GET", "/a/Jamfile.v2", 200, "application/octet-stream", "", ""},
		{"missing", "GET", "/a/missing.html", 404, "", "", ""},
		{"file as directory", "GET", "/a/index.html/", 404, "", "", ""},
		{"dot-dot", "GET", "/a/../../etc/hostname", 404, "", "", ""},
		{"link out of the corpus", "GET", "/a/escape", 404, "", "", ""},
		{"no such site", "GET", "/b/index.html", 404, "", "", ""},
		{"a route of an app with a 200.html", "GET", "/spa/product/3", 200, "text/html", "", "<title>spa</title>"},
		{"head", "HEAD", "/a/style.css", 200, "text/css", "", ""},
		{"post", "POST", "/a/", 405, "", "", ""},
		{"site list", "GET", "/", 200, "text/html; charset=utf-8", "", `<a href="/a/">a</a>`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, httptest.NewRequest(tc.method, tc.path, nil))
			if rec.Code != tc.status {
				t.Fatalf("%s %s: status %d, want %d", tc.method, tc.path, rec.Code, tc.status)
			}
			if csp := rec.Header().Get("Content-Security-Policy"); csp != fence {
				t.Errorf("Content-Security-Policy %q, want %q", csp, fence)
			}
			if tc.ctype != "" && rec.Header().Get("Content-Type") != tc.ctype {
				t.Errorf("Content-Type %q, want %q", rec.Header().Get("Content-Type"), tc.ctype)
			}
			if tc.location != "" && rec.Header().Get("Location") != tc.location {
				t.Errorf("Location %q, want %q", rec.Header().Get("Location"), tc.location)
			}
			if !strings.Contains(rec.Body.String(), tc.body) {
				t.Errorf("body %q does not hold %q", rec.Body.String(), tc.body)
			}
		})
	}
}
