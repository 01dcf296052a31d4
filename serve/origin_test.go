package serve

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/rendercrawl/render/crawl"
	"github.com/rendercrawl/render/sink"
)

// TestOriginErrorStatusPassesThrough: a page the origin answers with an
// error status in plain text (as net/http's NotFound does) is answered
// with that status, not as a failure of the service; the record of
// format json carries it; a 404 is cached as a rendered one is, a 500 is
// not; a plain-text 200 stays not-html (nothing to render).
func TestOriginErrorStatusPassesThrough(t *testing.T) {
	var hits atomic.Int64
	origin := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hits.Add(1)
		switch r.URL.Path {
		case "/gone":
			http.Error(w, "gone", http.StatusGone)
		case "/boom":
			http.Error(w, "boom", http.StatusInternalServerError)
		case "/slow-down":
			w.Header().Set("Retry-After", "7")
			http.Error(w, "slow down", http.StatusTooManyRequests)
		case "/text":
			w.Header().Set("Content-Type", "text/plain")
			w.Write([]byte("plain text"))
		case "/html-404":
			w.Header().Set("Content-Type", "text/html")
			w.WriteHeader(http.StatusNotFound)
			w.Write([]byte("<!doctype html><title>Nope</title><p>not here"))
		default:
			http.NotFound(w, r)
		}
	}))
	defer origin.Close()
	addr := strings.TrimPrefix(origin.URL, "http://")
	cfg := testConfig()
	cfg.AllowHosts = []string{addr}
	cfg.AllowPrivate = []string{addr}
	s := start(t, cfg)

	for _, tc := range []struct {
		path   string
		status int
	}{
		{"/nope", http.StatusNotFound},
		{"/gone", http.StatusGone},
		{"/boom", http.StatusInternalServerError},
		{"/slow-down", http.StatusTooManyRequests},
		{"/html-404", http.StatusNotFound},
	} {
		a := s.get(t, "/"+origin.URL+tc.path)
		if a.status != tc.status {
			t.Errorf("%s: status %d, want the origin's %d: %.200q", tc.path, a.status, tc.status, a.body)
		}
		if a.header.Get(CacheHeader) != "miss" {
			t.Errorf("%s: %s %q, want a render's answer (miss)", tc.path, CacheHeader, a.header.Get(CacheHeader))
		}
	}
	if a := s.get(t, "/"+origin.URL+"/slow-down"); a.header.Get("Retry-After") != "7" || a.header.Get(CacheHeader) != "miss" {
		t.Errorf("429: Retry-After %q, cache %q; want the origin's 7, not cached", a.header.Get("Retry-After"), a.header.Get(CacheHeader))
	}
	if a := s.get(t, "/"+origin.URL+"/nope"); a.status != http.StatusNotFound || a.header.Get(CacheHeader) != "hit" {
		t.Errorf("404 again: status %d, cache %q; want 404 from the cache", a.status, a.header.Get(CacheHeader))
	}
	if a := s.get(t, "/"+origin.URL+"/boom"); a.status != http.StatusInternalServerError || a.header.Get(CacheHeader) != "miss" {
		t.Errorf("500 again: status %d, cache %q; want 500, rendered again", a.status, a.header.Get(CacheHeader))
	}

	a := s.get(t, "/render?format=json&url="+url.QueryEscape(origin.URL+"/nope"))
	var rec sink.Record
	if err := json.Unmarshal([]byte(a.body), &rec); err != nil {
		t.Fatalf("json: %v: %.200q", err, a.body)
	}
	if a.status != http.StatusNotFound || rec.Status != http.StatusNotFound || rec.ErrorKind != string(crawl.KindNotHTML) {
		t.Errorf("json: status %d, record status %d kind %q; want 404, 404, not-html", a.status, rec.Status, rec.ErrorKind)
	}

	a = s.get(t, "/"+origin.URL+"/text")
	var e apiError
	if err := json.Unmarshal([]byte(a.body), &e); err != nil || a.status != http.StatusBadGateway || e.ErrorKind != string(crawl.KindNotHTML) {
		t.Errorf("plain-text 200: status %d, %+v, %v; want 502 not-html", a.status, e, err)
	}
	a = s.get(t, "/render?format=json&url="+url.QueryEscape(origin.URL+"/text"))
	rec = sink.Record{}
	if err := json.Unmarshal([]byte(a.body), &rec); err != nil || rec.Status != http.StatusOK || rec.ErrorKind != string(crawl.KindNotHTML) {
		t.Errorf("plain-text 200 as json: record status %d kind %q, %v; want 200, not-html", rec.Status, rec.ErrorKind, err)
	}
}
