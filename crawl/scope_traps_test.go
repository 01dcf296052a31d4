package crawl

import (
	"strings"
	"testing"
)

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
