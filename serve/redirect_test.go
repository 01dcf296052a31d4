package serve

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
)

// TestRedirectsAreAnsweredAsRedirects renders, with only the fixture
// among the allowed hosts, pages of the fixture that redirect (HTTP) or
// navigate (script) to another site the address policy lets through. In
// HTML, as Prerender answers them, each is a redirect with its Location
// and none of the other site's page, the first time and from the cache;
// the record (format=json) follows the redirect, and the page it ends on
// is refused (403) as it is on no allowed host. A redirect on the site
// is a redirect too; a page that stays on its host is answered as
// before.
func TestRedirectsAreAnsweredAsRedirects(t *testing.T) {
	other := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		w.Write([]byte("<!doctype html><title>other</title><p>OTHER-SITE</p>"))
	}))
	defer other.Close()
	to := strings.TrimPrefix(other.URL, "http://")
	cfg := testConfig()
	cfg.AllowPrivate = append(cfg.AllowPrivate, to) // reachable, but not an allowed host
	s := start(t, cfg)
	for _, tc := range []struct{ page, location string }{
		{"/ssrf/redirect?to=" + to, other.URL + "/ssrf-target"},
		{"/ssrf/navigate?to=" + to, other.URL + "/ssrf-navigated"},
		{"/redirect?to=/static.html", fixtureURL + "/static.html"},
		{"/redirect/chain/2", fixtureURL + "/redirect/chain/1"},
	} {
		for _, path := range []string{"/render?url=" + url.QueryEscape(fixtureURL+tc.page), "/" + fixtureURL + tc.page} {
			a := s.get(t, path)
			if a.status != http.StatusFound || a.header.Get("Location") != tc.location || strings.Contains(a.body, "OTHER-SITE") {
				t.Errorf("%s: status %d, Location %q, body %.200q; want 302 to %s", path, a.status, a.header.Get("Location"), a.body, tc.location)
			}
		}
	}
	for _, page := range []string{"/ssrf/redirect?to=" + to, "/ssrf/navigate?to=" + to} {
		a := s.get(t, "/render?format=json&url="+url.QueryEscape(fixtureURL+page))
		if a.status != http.StatusForbidden || strings.Contains(a.body, "OTHER-SITE") {
			t.Errorf("json %s: status %d, body %.200q; want 403 without the other site's page", page, a.status, a.body)
		}
	}
	if a := s.get(t, "/render?url="+url.QueryEscape(fixtureURL+"/static.html")); a.status != http.StatusOK || !strings.Contains(a.body, "STATIC-OK") {
		t.Errorf("a page that stays on its host: status %d, body %.200q", a.status, a.body)
	}
}
