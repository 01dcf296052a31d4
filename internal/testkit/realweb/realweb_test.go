package realweb

import (
	"io"
	"io/fs"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// get fetches u from the corpus server and returns the response and body.
func get(t *testing.T, u string) (*http.Response, []byte) {
	t.Helper()
	resp, err := http.Get(u)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp, body
}

// htmlPages returns the HTML files under dir, as slash paths relative to it.
func htmlPages(t *testing.T, dir string) []string {
	t.Helper()
	var pages []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		ext := strings.ToLower(filepath.Ext(p))
		if d.Type().IsRegular() && (ext == ".html" || ext == ".htm") {
			rel, err := filepath.Rel(dir, p)
			if err != nil {
				return err
			}
			pages = append(pages, filepath.ToSlash(rel))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return pages
}

// escapePath escapes each segment of a slash path for a URL.
func escapePath(p string) string {
	segs := strings.Split(p, "/")
	for i, s := range segs {
		segs[i] = url.PathEscape(s)
	}
	return strings.Join(segs, "/")
}

// tidy matches file names a URL carries unescaped.
var tidy = regexp.MustCompile(`^[A-Za-z0-9._/-]+$`)

func TestStaticSites(t *testing.T) {
	c := Open(t)
	if len(c.Static) < 2 {
		t.Fatalf("%d static sites, want at least 2", len(c.Static))
	}
	untidy := 0
	for _, s := range append(slices.Clone(c.Static), c.Built...) {
		t.Run(s.Name, func(t *testing.T) {
			resp, body := get(t, s.Seed)
			if resp.StatusCode != http.StatusOK {
				t.Fatalf("seed %s: status %d", s.Seed, resp.StatusCode)
			}
			if ct := resp.Header.Get("Content-Type"); ct != "text/html" {
				t.Errorf("seed %s: Content-Type %q, want text/html", s.Seed, ct)
			}
			if !strings.HasPrefix(s.Seed, s.Scope) {
				t.Errorf("seed %s is not under its scope %s", s.Seed, s.Scope)
			}
			if !strings.Contains(strings.ToLower(string(body)), "<a ") {
				t.Errorf("seed %s has no links", s.Seed)
			}
			pages := htmlPages(t, s.Dir)
			if len(pages) < s.MinPages {
				t.Fatalf("%d HTML pages under %s, want at least %d", len(pages), s.Dir, s.MinPages)
			}
			t.Logf("%s: %d HTML pages", s.Name, len(pages))
			// Every page whose name a URL must escape (spaces, %, ~, ^) is
			// served under its escaped name.
			for _, p := range pages {
				if tidy.MatchString(p) {
					continue
				}
				untidy++
				u := s.Scope + escapePath(p)
				if resp, _ := get(t, u); resp.StatusCode != http.StatusOK {
					t.Errorf("%s: status %d", u, resp.StatusCode)
				}
			}
		})
	}
	if untidy == 0 {
		t.Error("no page name needs escaping: the corpus lost its untidy names")
	}
	t.Logf("%d pages served under escaped names", untidy)
}

func TestApps(t *testing.T) {
	c := Open(t)
	if len(c.Apps) < 5 {
		t.Fatalf("%d apps, want at least 5", len(c.Apps))
	}
	for _, a := range c.Apps {
		t.Run(a.Name, func(t *testing.T) {
			resp, body := get(t, a.URL)
			if resp.StatusCode != http.StatusOK {
				t.Fatalf("%s: status %d", a.URL, resp.StatusCode)
			}
			if ct := resp.Header.Get("Content-Type"); ct != "text/html" {
				t.Errorf("%s: Content-Type %q, want text/html", a.URL, ct)
			}
			if !strings.Contains(string(body), "<script") {
				t.Errorf("%s: the page loads no script", a.URL)
			}
			// The markers show that the app rendered: the page as served
			// holds none of them.
			markers := []string{a.Marker}
			for _, r := range a.Routes {
				markers = append(markers, r.Marker)
			}
			for _, m := range markers {
				if m == "" {
					t.Errorf("%s: empty marker", a.URL)
				}
				if strings.Contains(string(body), m) {
					t.Errorf("%s: the page as served already holds the marker %q", a.URL, m)
				}
			}
			if a.HashRouted != (len(a.Routes) > 0) {
				t.Errorf("%s: HashRouted %v with %d routes", a.Name, a.HashRouted, len(a.Routes))
			}
			for _, r := range a.Routes {
				if !strings.HasPrefix(r.URL, a.URL+"#/") {
					t.Errorf("route %s is not a #/ route of %s", r.URL, a.URL)
				}
			}
			if _, err := os.Stat(filepath.Join(a.Dir, "node_modules")); err != nil {
				t.Errorf("%s: no packages: %v", a.Name, err)
			}
		})
	}
}

func TestVersions(t *testing.T) {
	c := Open(t)
	b, err := os.ReadFile(filepath.Join(c.Dir, "versions.txt"))
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range append(slices.Clone(c.Static), c.Built...) {
		if !strings.Contains(string(b), s.Name+" deb "+s.Package+" ") {
			t.Errorf("versions.txt has no %s %s", s.Name, s.Package)
		}
	}
	for _, a := range c.Apps {
		i := strings.LastIndex(a.Package, "@")
		if !strings.Contains(string(b), a.Name+" npm "+a.Package[:i]+" "+a.Package[i+1:]+"\n") {
			t.Errorf("versions.txt has no %s %s", a.Name, a.Package)
		}
	}
}
