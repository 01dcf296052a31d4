package crawl

import (
	"net/url"
	"strings"
	"testing"
)

func TestCanonicalize(t *testing.T) {
	for _, tc := range []struct {
		name, in, want string
		o              CanonOptions
	}{
		{"scheme and host lowercased", "HTTP://Example.COM/Path", "http://example.com/Path", CanonOptions{}},
		{"default ports dropped", "http://a.test:80/x", "http://a.test/x", CanonOptions{}},
		{"https default port", "https://a.test:443/", "https://a.test/", CanonOptions{}},
		{"other ports kept", "http://a.test:8080/", "http://a.test:8080/", CanonOptions{}},
		{"user and password dropped", "https://u:pw-1@A.test/x", "https://a.test/x", CanonOptions{}},
		{"empty path", "http://a.test", "http://a.test/", CanonOptions{}},
		{"dot segments", "http://a.test/a/./b/../c", "http://a.test/a/c", CanonOptions{}},
		{"dot segments above root", "http://a.test/../../x", "http://a.test/x", CanonOptions{}},
		{"trailing slash kept", "http://a.test/docs/", "http://a.test/docs/", CanonOptions{}},
		{"trailing dot segment", "http://a.test/a/b/..", "http://a.test/a/", CanonOptions{}},
		{"fragment removed", "http://a.test/x#top", "http://a.test/x", CanonOptions{}},
		{"fragment kept", "http://a.test/x#top", "http://a.test/x#top", CanonOptions{KeepFragment: true}},
		{"route kept", "http://a.test/#/route/1", "http://a.test/#/route/1", CanonOptions{}},
		{"hashbang route kept", "http://a.test/app#!/users/2", "http://a.test/app#!/users/2", CanonOptions{}},
		{"hashbang without slash kept", "http://a.test/#!page", "http://a.test/#!page", CanonOptions{}},
		{"empty hashbang dropped", "http://a.test/x#!", "http://a.test/x", CanonOptions{}},
		{"root route is the document", "http://a.test/docs#/", "http://a.test/docs", CanonOptions{}},
		{"root hashbang route is the document", "http://a.test/docs#!/", "http://a.test/docs", CanonOptions{}},
		{"anchor within a route dropped", "http://a.test/app/#/guide#install", "http://a.test/app/#/guide", CanonOptions{}},
		{"anchor within a deep route dropped", "http://a.test/docute/#/docs/Reference/Server#listen", "http://a.test/docute/#/docs/Reference/Server", CanonOptions{}},
		{"anchor within the root route is the document", "http://a.test/app/#/#install", "http://a.test/app/", CanonOptions{}},
		{"anchor within a hashbang route dropped", "http://a.test/app#!/users/2#bio", "http://a.test/app#!/users/2", CanonOptions{}},
		{"anchor after an empty hashbang dropped", "http://a.test/app#!#top", "http://a.test/app", CanonOptions{}},
		{"query within a route kept", "http://a.test/#/search?q=x&page=2", "http://a.test/#/search?q=x&page=2", CanonOptions{}},
		{"query within a route kept, anchor dropped", "http://a.test/#/search?q=x#results", "http://a.test/#/search?q=x", CanonOptions{}},
		{"query within the root route kept", "http://a.test/#/?lang=fr", "http://a.test/#/?lang=fr", CanonOptions{}},
		{"dot segments of a route dropped", "http://a.test/#/./docs/./LICENSE", "http://a.test/#/docs/LICENSE", CanonOptions{}},
		{"a route of dots is the root", "http://a.test/app/#/./", "http://a.test/app/", CanonOptions{}},
		{"dot segments in a route's query kept", "http://a.test/#/./a?p=/./x", "http://a.test/#/a?p=/./x", CanonOptions{}},
		{"a dot file in a route kept", "http://a.test/#/.well-known/x", "http://a.test/#/.well-known/x", CanonOptions{}},
		{"an id parameter within a route kept", "http://a.test/#/guide?id=install", "http://a.test/#/guide?id=install", CanonOptions{}},
		{"escaped '#' is part of the route", "http://a.test/#/a%23b", "http://a.test/#/a%23b", CanonOptions{}},
		{"anchor within a route kept with KeepFragment", "http://a.test/app/#/guide#install", "http://a.test/app/#/guide#install", CanonOptions{KeepFragment: true}},
		{"root route kept with KeepFragment", "http://a.test/app/#/", "http://a.test/app/#/", CanonOptions{KeepFragment: true}},
		{"route characters as a browser keeps them", "http://a.test/#/q{x}|[y]^", "http://a.test/#/q{x}|[y]^", CanonOptions{}},
		{"route escapes kept", "http://a.test/#/a%23b%7e", "http://a.test/#/a%23b~", CanonOptions{}},
		{"route spaces and quotes escaped", "http://a.test/#/a b\"<c>`", "http://a.test/#/a%20b%22%3Cc%3E%60", CanonOptions{}},
		{"tracking parameters stripped", "http://a.test/p?utm_source=x&id=7&fbclid=abc&UTM_Medium=y&gclid=1", "http://a.test/p?id=7", CanonOptions{}},
		{"empty query dropped", "http://a.test/p?utm_source=x", "http://a.test/p", CanonOptions{}},
		{"query order kept", "http://a.test/p?b=2&a=1", "http://a.test/p?b=2&a=1", CanonOptions{}},
		{"query sorted", "http://a.test/p?b=2&a=1&a=0", "http://a.test/p?a=0&a=1&b=2", CanonOptions{SortQuery: true}},
		{"escapes normalised", "http://a.test/%7euser/%2fx%2F?q=%7e%3d", "http://a.test/~user/%2Fx%2F?q=~%3D", CanonOptions{}},
		{"spaces escaped", "http://a.test/a b", "http://a.test/a%20b", CanonOptions{}},
		{"IDN to punycode", "http://BÜCHER.example/", "http://xn--bcher-kva.example/", CanonOptions{}},
		{"IPv6", "http://[::1]:8080/", "http://[::1]:8080/", CanonOptions{}},
		{"trailing dot in host", "http://a.test./", "http://a.test/", CanonOptions{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Canonicalize(tc.in, tc.o)
			if err != nil {
				t.Fatal(err)
			}
			if got != tc.want {
				t.Errorf("Canonicalize(%q) = %q, want %q", tc.in, got, tc.want)
			}
		})
	}
	for _, bad := range []string{"ftp://a.test/", "mailto:x@a.test", "http://", "://x", "javascript:alert(1)"} {
		if _, err := Canonicalize(bad, CanonOptions{}); err == nil {
			t.Errorf("Canonicalize(%q) succeeded", bad)
		}
	}
}

func FuzzCanonicalize(f *testing.F) {
	for _, s := range []string{"http://a.test/a/../b?utm_x=1&k=v#f", "HTTPS://X:443/%7e/./", "http://a.test/a b/%zz?%", "http://[::1]/", "http://a.test/ü?ä=ö", "http://a.test/#/a?q=1#b", "http://a.test/#!#x", "http://a.test/#%2F#y", "http://0#%210"} {
		f.Add(s, false, false)
	}
	f.Fuzz(func(t *testing.T, in string, keep, sortQ bool) {
		o := CanonOptions{KeepFragment: keep, SortQuery: sortQ}
		c, err := Canonicalize(in, o)
		if err != nil {
			return
		}
		again, err := Canonicalize(c, o)
		if err != nil || again != c {
			t.Fatalf("not idempotent: %q -> %q -> %q (%v)", in, c, again, err)
		}
		u, err := url.Parse(c)
		if err != nil {
			t.Fatalf("%q: output does not parse: %v", c, err)
		}
		if u.Scheme != strings.ToLower(u.Scheme) || u.Host != strings.ToLower(u.Host) {
			t.Fatalf("%q: scheme or host not lowercase", c)
		}
		if _, frag, ok := strings.Cut(c, "#"); ok && !keep && (!isRoute(frag) || strings.Contains(frag, "#") || frag == "/") {
			t.Fatalf("%q: a fragment that is no route, an anchor within a route or the root route kept", c)
		}
		if strings.Contains(strings.ToLower(c), "utm_") && strings.Contains(strings.ToLower(u.RawQuery), "utm_") {
			for part := range strings.SplitSeq(u.RawQuery, "&") {
				if name, _, _ := strings.Cut(part, "="); strings.HasPrefix(strings.ToLower(name), "utm_") {
					t.Fatalf("%q: tracking parameter kept", c)
				}
			}
		}
	})
}

func TestScope(t *testing.T) {
	for _, tc := range []struct {
		kind    ScopeKind
		seed    string
		in, out []string
	}{
		{ScopeHost, "http://a.test/docs/", []string{"http://a.test/", "https://a.test/x"}, []string{"http://b.a.test/", "http://a.test:8080/"}},
		{ScopeDomain, "http://www.example.co.uk/", []string{"http://example.co.uk/", "http://shop.example.co.uk/x"}, []string{"http://other.co.uk/", "http://example.com/"}},
		{ScopePrefix, "http://a.test/docs/v2/index.html", []string{"http://a.test/docs/v2/", "http://a.test/docs/v2/api/x"}, []string{"http://a.test/docs/v1/", "http://a.test/docs/"}},
		{ScopeDomain, "http://127.0.0.1:8080/", []string{"http://127.0.0.1:9090/"}, []string{"http://127.0.0.2/"}},
	} {
		s, err := NewScope(tc.kind, tc.seed)
		if err != nil {
			t.Fatal(err)
		}
		back, err := ParseScope(s.String())
		if err != nil || back != s {
			t.Fatalf("ParseScope(%q) = %v, %v", s.String(), back, err)
		}
		for _, in := range tc.in {
			u, _ := canon(in, CanonOptions{})
			if !s.Contains(u) {
				t.Errorf("%s: %s should be in scope", s, in)
			}
		}
		for _, out := range tc.out {
			u, _ := canon(out, CanonOptions{})
			if s.Contains(u) {
				t.Errorf("%s: %s should be out of scope", s, out)
			}
		}
	}
}

func TestTraps(t *testing.T) {
	g := newTrapGuard(Traps{MaxURLLength: 60, MaxPathDepth: 5, MaxRepeat: 2, MaxPerPattern: 3})
	for _, tc := range []struct{ url, want string }{
		{"http://a.test/" + strings.Repeat("x", 60), CutURLLength},
		{"http://a.test/a/b/c/d/e/f", CutPathDepth},
		{"http://a.test/a/b/a/b/a", CutRepeat},
		{"http://a.test/cal?y=1", ""},
		{"http://a.test/cal?y=2", ""},
		{"http://a.test/cal?y=3", ""},
		{"http://a.test/cal?y=4", CutPattern},
		{"http://b.test/cal?y=4", ""}, // another host, another pattern
	} {
		u, _ := canon(tc.url, CanonOptions{})
		if got := g.check(u); got != tc.want {
			t.Errorf("%s: cut %q, want %q", tc.url, got, tc.want)
		}
	}
}
