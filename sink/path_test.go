package sink

import (
	"path"
	"regexp"
	"strings"
	"testing"
)

func TestPagePath(t *testing.T) {
	long := strings.Repeat("a", 300)
	tests := []struct {
		name, url, ext string
		want           string // "" to check only the pattern
		pattern        string
	}{
		{name: "root", url: "https://example.com/", ext: ".html", want: "example.com/index.html"},
		{name: "route", url: "https://example.com/about", ext: ".html", want: "example.com/about.html"},
		{name: "nested", url: "https://example.com/docs/intro", ext: ".html", want: "example.com/docs/intro.html"},
		{name: "trailing slash", url: "https://example.com/docs/", ext: ".html", want: "example.com/docs/index.html"},
		{name: "htm kept", url: "https://example.com/old.htm", ext: ".html", want: "example.com/old.htm"},
		{name: "port", url: "http://127.0.0.1:8080/spa", ext: ".html", want: "127.0.0.1_8080/spa.html"},
		{name: "png", url: "https://example.com/about", ext: ".png", want: "example.com/about.png"},
		{name: "png root", url: "http://localhost:3000/", ext: ".png", want: "localhost_3000/index.png"},
		{name: "query", url: "https://example.com/search?q=go", ext: ".html", pattern: `^example\.com/search~[0-9a-f]{16}\.html$`},
		{name: "fragment", url: "https://example.com/a#b", ext: ".html", pattern: `^example\.com/a~[0-9a-f]{16}\.html$`},
		{name: "explicit html", url: "https://example.com/about.html", ext: ".html", pattern: `^example\.com/about~[0-9a-f]{16}\.html$`},
		{name: "explicit index", url: "https://example.com/x/index.html", ext: ".html", pattern: `^example\.com/x/index~[0-9a-f]{16}\.html$`},
		{name: "upper case", url: "https://example.com/About", ext: ".html", pattern: `^example\.com/about~[0-9a-f]{16}\.html$`},
		{name: "space", url: "https://example.com/a%20b", ext: ".html", pattern: `^example\.com/a_b~[0-9a-f]{16}\.html$`},
		{name: "no path", url: "https://example.com", ext: ".html", pattern: `^example\.com/index~[0-9a-f]{16}\.html$`},
		{name: "http without port", url: "http://example.com/a", ext: ".html", pattern: `^example\.com/a~[0-9a-f]{16}\.html$`},
		{name: "dot segments", url: "https://example.com/../../etc/passwd", ext: ".html", pattern: `^example\.com/__/__/etc/passwd~[0-9a-f]{16}\.html$`},
		{name: "dir like a file", url: "https://example.com/a.html/b", ext: ".html", pattern: `^example\.com/a_html/b~[0-9a-f]{16}\.html$`},
		{name: "device name", url: "https://example.com/con", ext: ".html", pattern: `^example\.com/_con~[0-9a-f]{16}\.html$`},
		{name: "ipv6", url: "http://[::1]:8080/", ext: ".html", pattern: `^__1_8080/index~[0-9a-f]{16}\.html$`},
		{name: "host like the index", url: "https://index.jsonl/", ext: ".html", pattern: `^index_jsonl/index~[0-9a-f]{16}\.html$`},
		{name: "long host with port", url: "http://" + strings.Repeat("h", 199) + ":8080/", ext: ".html", pattern: `^h{199}_/index~[0-9a-f]{16}\.html$`},
		{name: "long name", url: "https://example.com/" + long, ext: ".html", pattern: `^example\.com/a{178}~[0-9a-f]{16}\.html$`},
		{name: "not a URL", url: "::", ext: ".html", pattern: `^_invalid/url~[0-9a-f]{16}\.html$`},
		{name: "no host", url: "/relative/path", ext: ".png", pattern: `^_invalid/url~[0-9a-f]{16}\.png$`},
		{name: "empty", url: "", ext: ".html", pattern: `^_invalid/url~[0-9a-f]{16}\.html$`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := PagePath(tt.url, tt.ext)
			if tt.want != "" && got != tt.want {
				t.Errorf("PagePath(%q) = %q, want %q", tt.url, got, tt.want)
			}
			if tt.pattern != "" && !regexp.MustCompile(tt.pattern).MatchString(got) {
				t.Errorf("PagePath(%q) = %q, want a match for %s", tt.url, got, tt.pattern)
			}
			checkSafePath(t, tt.url, got, tt.ext)
		})
	}
}

// TestPagePathDistinct maps URLs that differ in every way a sanitised
// path can lose (case, query, replaced characters, encodings, scheme,
// port, extension, trailing slash, truncation) and checks that no two
// share a file, even on a case-insensitive filesystem.
func TestPagePathDistinct(t *testing.T) {
	long := "https://example.com/" + strings.Repeat("x", 250)
	urls := []string{
		"https://example.com/", "https://example.com", "https://example.com/index", "https://example.com/index.html",
		"https://example.com/index.htm", "https://example.com/?", "https://example.com/#",
		"https://example.com/page", "https://example.com/Page", "https://example.com/PAGE", "https://Example.com/page",
		"https://example.com/page.html", "https://example.com/page.HTML", "https://example.com/page.htm",
		"https://example.com/page/", "https://example.com/page/index.html", "https://example.com/page?", "https://example.com/page?a=1",
		"https://example.com/page?a=2", "https://example.com/page?A=1", "https://example.com/page#top",
		"https://example.com/a b", "https://example.com/a%20b", "https://example.com/a_b", "https://example.com/a+b",
		"https://example.com/a:b", "https://example.com/a*b", "https://example.com/a%2Fb", "https://example.com/a/b",
		"https://example.com/a//b", "https://example.com/a/./b", "https://example.com/a/../b", "https://example.com/.hidden",
		"https://example.com/_hidden", "https://example.com/caf%C3%A9", "https://example.com/café", "https://example.com/caf_",
		"http://example.com/page", "https://example.com:443/page", "http://example.com:80/page", "https://example.com_443/page",
		"http://example.com:8080/page", "https://example.com:8080/page", "http://example.com_8080/page",
		"https://example.com/a.html/b", "https://example.com/a_html/b", "https://example.com/a.html",
		"https://example.com/index.jsonl", "https://index.jsonl/", long, long + "y", long + "?q",
		"https://example.com/con", "https://example.com/_con", "not a url", "", "::",
		"http://" + strings.Repeat("h", 199) + ":8080/", "http://" + strings.Repeat("h", 199) + ":8081/",
	}
	for _, ext := range []string{".html", ".png"} {
		seen := map[string]string{}
		for _, u := range urls {
			p := PagePath(u, ext)
			key := strings.ToLower(p)
			if prev, ok := seen[key]; ok {
				t.Errorf("%s: %q and %q both map to %q", ext, prev, u, p)
			}
			seen[key] = u
		}
	}
}

// FuzzPagePath checks the properties HTMLDir and Screenshots rely on for
// any input: a path that is safe to join to the output directory,
// deterministic, and, when it carries no hash, the path of exactly one
// URL (pageURL gives that URL back), which is what keeps two URLs from
// sharing a file.
func FuzzPagePath(f *testing.F) {
	for _, s := range []string{
		"https://example.com/", "https://example.com/about", "http://127.0.0.1:8080/a/b/", "https://example.com/a?b#c",
		"https://example.com/../x", "https://example.com/%2e%2e/x", "http://[::1]:1/", "https://EXAMPLE.com/A.HTML",
		"https://example.com/a.htm", "https://example.com/con.txt/x", "\x00", "https://h/\u00e9\u0301",
		"http://" + strings.Repeat("h", 250) + ":65535/" + strings.Repeat("d/", 600),
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, u string) {
		for _, ext := range []string{".html", ".png"} {
			p := PagePath(u, ext)
			checkSafePath(t, u, p, ext)
			if again := PagePath(u, ext); again != p {
				t.Fatalf("PagePath(%q) = %q, then %q", u, p, again)
			}
			if !strings.Contains(p, hashMark) {
				if back, ok := pageURL(p, ext); !ok || back != u {
					t.Fatalf("PagePath(%q) = %q without a hash, but it stands for %q", u, p, back)
				}
			}
		}
	})
}

var safeComponent = regexp.MustCompile(`^[a-z0-9_~-][a-z0-9._~-]*$`)

// checkSafePath checks that p cannot leave the directory it is joined to
// and that every name in it is one a common filesystem accepts.
func checkSafePath(t *testing.T, u, p, ext string) {
	t.Helper()
	if p == "" || path.IsAbs(p) || path.Clean(p) != p || len(p) > maxPath+maxName {
		t.Fatalf("PagePath(%q) = %q: not a clean relative path", u, p)
	}
	comps := strings.Split(p, "/")
	if len(comps) < 2 {
		t.Fatalf("PagePath(%q) = %q: no directory for the host", u, p)
	}
	for i, c := range comps {
		if len(c) > maxName || c == "." || c == ".." || !safeComponent.MatchString(c) {
			t.Fatalf("PagePath(%q) = %q: unsafe name %q", u, p, c)
		}
		isFile := i == len(comps)-1
		for _, e := range fileExts {
			if !isFile && strings.HasSuffix(c, e) {
				t.Fatalf("PagePath(%q) = %q: directory %q looks like a file", u, p, c)
			}
		}
	}
	name := comps[len(comps)-1]
	if !strings.HasSuffix(name, ext) && !(ext == ".html" && strings.HasSuffix(name, ".htm")) {
		t.Fatalf("PagePath(%q) = %q: want a %s file", u, p, ext)
	}
}
