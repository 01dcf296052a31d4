package serve

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
)

// TestAllowHostHoldsForTheFinalPage renders, with only the fixture among
// the allowed hosts, pages of the fixture that redirect (HTTP) or
// navigate (script) to another site the address policy lets through: the
// other site's page is not answered as the fixture's, but refused (403),
// and not cached. A page that stays on its host is answered as before.
func TestAllowHostHoldsForTheFinalPage(t *testing.T) {
	other := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		w.Write([]byte("<!doctype html><title>other</title><p>OTHER-SITE</p>"))
	}))
	defer other.Close()
	to := strings.TrimPrefix(other.URL, "http://")
	cfg := testConfig()
	cfg.AllowPrivate = append(cfg.AllowPrivate, to) // reachable, but not an allowed host
	s := start(t, cfg)
	for _, page := range []string{"/ssrf/redirect?to=" + to, "/ssrf/navigate?to=" + to} {
		for range 2 { // the second from the cache, if the first were cached
			a := s.get(t, "/render?url="+url.QueryEscape(fixtureURL+page))
			if a.status != http.StatusForbidden || strings.Contains(a.body, "OTHER-SITE") {
				t.Errorf("%s: status %d, body %.200q; want 403 without the other site's page", page, a.status, a.body)
			}
		}
	}
	if a := s.get(t, "/render?url="+url.QueryEscape(fixtureURL+"/static.html")); a.status != http.StatusOK || !strings.Contains(a.body, "STATIC-OK") {
		t.Errorf("a page that stays on its host: status %d, body %.200q", a.status, a.body)
	}
}
