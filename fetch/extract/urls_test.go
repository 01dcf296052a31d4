package extract

import (
	"net/url"
	"testing"
)

func TestResolve(t *testing.T) {
	base, _ := url.Parse("https://example.com/a/b/c.html?x=1")
	tests := []struct {
		ref, want string
		ok        bool
	}{
		{"/docs/a.html?x=1&y=2#top", "https://example.com/docs/a.html?x=1&y=2#top", true},
		{"/", "https://example.com/", true},
		{"/a/./b", "https://example.com/a/b", true},
		{"/a/../b", "https://example.com/b", true},
		{"/.well-known/x", "https://example.com/.well-known/x", true},
		{"/a b", "https://example.com/a%20b", true},
		{"//cdn.test/x", "https://cdn.test/x", true},
		{"d.html", "https://example.com/a/b/d.html", true},
		{"../d", "https://example.com/a/d", true},
		{"?q=2", "https://example.com/a/b/c.html?q=2", true},
		{"#f", "https://example.com/a/b/c.html?x=1#f", true},
		{"HTTP://Example.com/X", "http://Example.com/X", true},
		{"https://www.example.org", "https://www.example.org/", true},
		{"https://www.example.org?q=1#top", "https://www.example.org/?q=1#top", true},
		{"javascript:void(0)", "", false},
		{" mailto:x@y", "", false},
		{"tel:123", "", false},
		{"data:,x", "", false},
		{"ftp://x/", "", false},
		{"http://", "", false},
		{"http://[::1", "", false},
		{"http://http://httpd.apache.org/x.html", "http://http//httpd.apache.org/x.html", true},
		{"http://a.test:80/x", "http://a.test/x", true},
		{"https://a.test:443/x", "https://a.test/x", true},
		{"https://a.test:80/x", "https://a.test:80/x", true},
		{"http://[::1]:/x", "http://[::1]/x", true},
		{"http://:80/x", "", false},
	}
	// A base with a default port: a rooted path and a relative one give
	// the same host, as a browser writes it.
	port, _ := url.Parse("http://a.test:80/d/p.html")
	for _, ref := range []string{"/d/x", "x"} {
		if got, _ := resolve(port, ref); got != "http://a.test/d/x" {
			t.Errorf("resolve(%q) against %s = %q, want http://a.test/d/x", ref, port, got)
		}
	}
	for _, tt := range tests {
		t.Run(tt.ref, func(t *testing.T) {
			got, ok := resolve(base, tt.ref)
			if got != tt.want || ok != tt.ok {
				t.Errorf("resolve(%q) = %q, %v; want %q, %v", tt.ref, got, ok, tt.want, tt.ok)
			}
		})
	}
}

// FuzzResolveRooted checks the fast path against url.URL.ResolveReference.
func FuzzResolveRooted(f *testing.F) {
	for _, s := range []string{"/a", "/a/b?c=d&e#f", "/.x", "/a/..", "/a?b#c#d", "/a?b?c", "/%41", "/a#b?c", "/#", "/a?#"} {
		f.Add(s)
	}
	base, _ := url.Parse("http://h.test:8080/x/y")
	f.Fuzz(func(t *testing.T, ref string) {
		fast, ok := resolveRooted(base, ref)
		if !ok {
			return
		}
		r, err := url.Parse(ref)
		if err != nil {
			t.Fatalf("fast path took %q, which does not parse: %v", ref, err)
		}
		if slow := base.ResolveReference(r).String(); slow != fast {
			t.Fatalf("resolveRooted(%q) = %q, ResolveReference gives %q", ref, fast, slow)
		}
	})
}
