package canonical

import (
	"errors"
	"net/url"
	"strings"
	"testing"
)

func TestCanonicalize(t *testing.T) {
	for _, tc := range []struct {
		name, in, want string
		o              Options
	}{
		{"scheme and host lowercased", "HTTP://Example.COM/Path", "http://example.com/Path", Options{}},
		{"default ports dropped", "http://a.test:80/x", "http://a.test/x", Options{}},
		{"https default port", "https://a.test:443/", "https://a.test/", Options{}},
		{"other ports kept", "http://a.test:8080/", "http://a.test:8080/", Options{}},
		{"user and password dropped", "https://u:pw-1@A.test/x", "https://a.test/x", Options{}},
		{"empty path", "http://a.test", "http://a.test/", Options{}},
		{"dot segments", "http://a.test/a/./b/../c", "http://a.test/a/c", Options{}},
		{"dot segments above root", "http://a.test/../../x", "http://a.test/x", Options{}},
		{"trailing slash kept", "http://a.test/docs/", "http://a.test/docs/", Options{}},
		{"trailing dot segment", "http://a.test/a/b/..", "http://a.test/a/", Options{}},
		{"fragment removed", "http://a.test/x#top", "http://a.test/x", Options{}},
		{"fragment kept", "http://a.test/x#top", "http://a.test/x#top", Options{KeepFragment: true}},
		{"route kept", "http://a.test/#/route/1", "http://a.test/#/route/1", Options{}},
		{"hashbang route kept", "http://a.test/app#!/users/2", "http://a.test/app#!/users/2", Options{}},
		{"hashbang without slash kept", "http://a.test/#!page", "http://a.test/#!page", Options{}},
		{"empty hashbang dropped", "http://a.test/x#!", "http://a.test/x", Options{}},
		{"root route is the document", "http://a.test/docs#/", "http://a.test/docs", Options{}},
		{"root hashbang route is the document", "http://a.test/docs#!/", "http://a.test/docs", Options{}},
		{"anchor within a route dropped", "http://a.test/app/#/guide#install", "http://a.test/app/#/guide", Options{}},
		{"anchor within a deep route dropped", "http://a.test/docute/#/docs/Reference/Server#listen", "http://a.test/docute/#/docs/Reference/Server", Options{}},
		{"anchor within the root route is the document", "http://a.test/app/#/#install", "http://a.test/app/", Options{}},
		{"anchor within a hashbang route dropped", "http://a.test/app#!/users/2#bio", "http://a.test/app#!/users/2", Options{}},
		{"anchor after an empty hashbang dropped", "http://a.test/app#!#top", "http://a.test/app", Options{}},
		{"query within a route kept", "http://a.test/#/search?q=x&page=2", "http://a.test/#/search?q=x&page=2", Options{}},
		{"query within a route kept, anchor dropped", "http://a.test/#/search?q=x#results", "http://a.test/#/search?q=x", Options{}},
		{"query within the root route kept", "http://a.test/#/?lang=fr", "http://a.test/#/?lang=fr", Options{}},
		{"dot segments of a route dropped", "http://a.test/#/./docs/./LICENSE", "http://a.test/#/docs/LICENSE", Options{}},
		{"a route of dots is the root", "http://a.test/app/#/./", "http://a.test/app/", Options{}},
		{"dot segments in a route's query kept", "http://a.test/#/./a?p=/./x", "http://a.test/#/a?p=/./x", Options{}},
		{"a dot file in a route kept", "http://a.test/#/.well-known/x", "http://a.test/#/.well-known/x", Options{}},
		{"an id parameter within a route kept", "http://a.test/#/guide?id=install", "http://a.test/#/guide?id=install", Options{}},
		{"escaped '#' is part of the route", "http://a.test/#/a%23b", "http://a.test/#/a%23b", Options{}},
		{"anchor within a route kept with KeepFragment", "http://a.test/app/#/guide#install", "http://a.test/app/#/guide#install", Options{KeepFragment: true}},
		{"root route kept with KeepFragment", "http://a.test/app/#/", "http://a.test/app/#/", Options{KeepFragment: true}},
		{"route characters as a browser keeps them", "http://a.test/#/q{x}|[y]^", "http://a.test/#/q{x}|[y]^", Options{}},
		{"route escapes kept", "http://a.test/#/a%23b%7e", "http://a.test/#/a%23b~", Options{}},
		{"route spaces and quotes escaped", "http://a.test/#/a b\"<c>`", "http://a.test/#/a%20b%22%3Cc%3E%60", Options{}},
		{"tracking parameters stripped", "http://a.test/p?utm_source=x&id=7&fbclid=abc&UTM_Medium=y&gclid=1", "http://a.test/p?id=7", Options{}},
		{"empty query dropped", "http://a.test/p?utm_source=x", "http://a.test/p", Options{}},
		{"query order kept", "http://a.test/p?b=2&a=1", "http://a.test/p?b=2&a=1", Options{}},
		{"query sorted", "http://a.test/p?b=2&a=1&a=0", "http://a.test/p?a=0&a=1&b=2", Options{SortQuery: true}},
		{"escapes normalised", "http://a.test/%7euser/%2fx%2F?q=%7e%3d", "http://a.test/~user/%2Fx%2F?q=~%3D", Options{}},
		{"spaces escaped", "http://a.test/a b", "http://a.test/a%20b", Options{}},
		{"IDN to punycode", "http://BÜCHER.example/", "http://xn--bcher-kva.example/", Options{}},
		{"IPv6", "http://[::1]:8080/", "http://[::1]:8080/", Options{}},
		{"trailing dot in host", "http://a.test./", "http://a.test/", Options{}},
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
		if _, err := Canonicalize(bad, Options{}); err == nil {
			t.Errorf("Canonicalize(%q) succeeded", bad)
		}
	}
}

func FuzzCanonicalize(f *testing.F) {
	for _, s := range []string{"http://a.test/a/../b?utm_x=1&k=v#f", "HTTPS://X:443/%7e/./", "http://a.test/a b/%zz?%", "http://[::1]/", "http://a.test/ü?ä=ö", "http://a.test/#/a?q=1#b", "http://a.test/#!#x", "http://a.test/#%2F#y", "http://0#%210"} {
		f.Add(s, false, false)
	}
	f.Fuzz(func(t *testing.T, in string, keep, sortQ bool) {
		o := Options{KeepFragment: keep, SortQuery: sortQ}
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
		if _, frag, ok := strings.Cut(c, "#"); ok && !keep && (!IsRoute(frag) || strings.Contains(frag, "#") || frag == "/") {
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

// Parse gives the parts a crawl groups by, and Host the pacing key, which
// for a URL that does not parse is the URL itself.
func TestParseParts(t *testing.T) {
	u, err := Parse("HTTPS://Ex.TEST:443/a/./b?utm_x=1#/r", Options{})
	if err != nil {
		t.Fatal(err)
	}
	if u.String() != "https://ex.test/a/b#/r" || u.Scheme() != "https" || u.Host() != "ex.test" || u.Path() != "/a/b" || u.Origin() != "https://ex.test" {
		t.Errorf("Parse gave %q %q %q %q %q", u, u.Scheme(), u.Host(), u.Path(), u.Origin())
	}
	for in, want := range map[string]string{"http://B.test:8080/x": "b.test:8080", "http://bücher.test/": "xn--bcher-kva.test", "not a url": "not a url"} {
		if got := Host(in); got != want {
			t.Errorf("Host(%q) = %q, want %q", in, got, want)
		}
	}
	if _, err := Parse("ftp://a.test/", Options{}); !errors.Is(err, ErrInvalidURL) {
		t.Errorf("Parse of an ftp URL: %v, want ErrInvalidURL", err)
	}
}
