package fetch

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"
)

// Rules and URL paths are compared in one encoding (RFC 9309 §2.2.2):
// a rule in raw UTF-8 matches the percent-encoded
// URL path, %-escapes match whatever the case of their hex digits, and an
// escaped unreserved character matches the character.
func TestRobotsRulesMatchInOneEncoding(t *testing.T) {
	const body = "\xef\xbb\xbfUser-agent: *\n" +
		"Disallow: /ümlaut\r\n" +
		"Allow: /ümlaut/frei # ein Kommentar: ä\n" +
		"disallow:/caf%c3%a9\n" +
		"Disallow /file%20two\n" +
		"Disallow: /%7Etilde\n" +
		"Disallow: /*/städte$\n" +
		"Disallow: /q?stadt=köln\n" +
		"Sitemap: http://example.test/sitemäp.xml\n"
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte(body))
	}))
	defer srv.Close()
	r := NewRobots(newTestClient(t, testConfig()), "render")
	for _, tc := range []struct {
		path string
		ok   bool
	}{
		{"/ümlaut.html", false},
		{"/%C3%BCmlaut.html", false},
		{"/%c3%bcmlaut.html", false},
		{"/ümlaut/frei/x", true},
		{"/%C3%BCmlaut/frei", true},
		{"/umlaut.html", true},
		{"/café", false},
		{"/caf%C3%A9/menu", false},
		{"/cafe", true},
		{"/file%20two.html", false},
		{"/file%20one.html", true},
		{"/~tilde/x", false},
		{"/%7etilde", false},
		{"/a/städte", false},
		{"/a/st%C3%A4dte", false},
		{"/a/städte/b", true},
		{"/q?stadt=köln", false},
		{"/q?stadt=k%C3%B6ln&x=1", false},
		{"/q?stadt=bonn", true},
	} {
		v, err := r.Check(context.Background(), srv.URL+tc.path)
		if err != nil {
			t.Fatalf("%s: %v", tc.path, err)
		}
		if v.Allowed != tc.ok {
			t.Errorf("%s: allowed %v, want %v", tc.path, v.Allowed, tc.ok)
		}
	}
	v, _ := r.Check(context.Background(), srv.URL+"/")
	if len(v.Sitemaps) != 1 || v.Sitemaps[0] != "http://example.test/sitemäp.xml" {
		t.Errorf("sitemaps %q: want the Sitemap line as written", v.Sitemaps)
	}
}

func TestRobotsPath(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"/plain/path?q=1", "/plain/path?q=1"},
		{"/ü", "/%C3%BC"},
		{"/%c3%bc", "/%C3%BC"},
		{"/%7e%41%2d", "/~A-"},
		{"/%2f%3F%25", "/%2F%3F%25"},
		{"/100%", "/100%"},
		{"/%zz%4", "/%zz%4"},
		{"/*/ä$", "/*/%C3%A4$"},
	} {
		if got := robotsPath(tc.in); got != tc.want {
			t.Errorf("robotsPath(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
