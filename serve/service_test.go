package serve

import (
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rendercrawl/render/sink"
)

// TestPrerenderFormRendersTheApp asks for a page of the shop the way the
// prerender middlewares do (GET /URL) and checks the answer is the
// rendered app, its scripts gone but its JSON-LD kept, with a doctype;
// that the query of the page is the page's; that scripts stay when asked;
// and that the prerender meta tags set the status and headers.
func TestPrerenderFormRendersTheApp(t *testing.T) {
	s := start(t, testConfig())
	page := fixtureURL + "/serve/app/product/7?ref=x"
	a := s.get(t, "/"+page)
	if a.status != http.StatusOK || !strings.Contains(a.body, "SHOP-MARKER-7") {
		t.Fatalf("status %d, body %.300q: want the rendered product", a.status, a.body)
	}
	if strings.Contains(a.body, "<script src") || strings.Contains(a.body, "SHOP-SHELL") {
		t.Errorf("the answer keeps the app's script or its shell: %.500q", a.body)
	}
	if !strings.Contains(a.body, `application/ld+json`) || !strings.HasPrefix(a.body, "<!DOCTYPE html>") {
		t.Errorf("the answer lost its JSON-LD or has no doctype: %.300q", a.body)
	}
	if a.header.Get("Content-Type") != "text/html; charset=utf-8" || a.header.Get(CacheHeader) != "miss" {
		t.Errorf("headers %v", a.header)
	}
	// Opened in a browser, an answer (another site's page on the
	// service's origin) runs nothing and is taken for nothing else.
	if a.header.Get("Content-Security-Policy") != "sandbox" || a.header.Get("X-Content-Type-Options") != "nosniff" {
		t.Errorf("an answer without its sandbox: %v", a.header)
	}
	// The page's URL percent-encoded, as some middlewares send it.
	enc := s.get(t, "/"+url.QueryEscape(page))
	if enc.status != http.StatusOK || enc.header.Get(CacheHeader) != "hit" {
		t.Errorf("the encoded form of the same page: status %d, cache %q; want a hit", enc.status, enc.header.Get(CacheHeader))
	}
	kept := s.get(t, "/render?scripts=keep&url="+url.QueryEscape(page))
	if !strings.Contains(kept.body, `<script src="/serve/app.js">`) || !strings.Contains(kept.body, "SHOP-MARKER-7") {
		t.Errorf("scripts=keep: %.500q", kept.body)
	}
	for _, tc := range []struct {
		path, marker string
		status       int
		location     string
	}{
		{"/serve/app/missing", "SHOP-NOT-FOUND", http.StatusNotFound, ""},
		{"/serve/app/product/0", "SHOP-NOT-FOUND", http.StatusNotFound, ""},
		{"/serve/app/moved", "SHOP-MOVED", http.StatusMovedPermanently, fixtureURL + "/serve/app/product/1"},
	} {
		a := s.get(t, "/"+fixtureURL+tc.path)
		if a.status != tc.status || !strings.Contains(a.body, tc.marker) || a.header.Get("Location") != tc.location {
			t.Errorf("%s: status %d, Location %q, body %.200q: want %d, %q, %s", tc.path, a.status, a.header.Get("Location"), a.body, tc.status, tc.location, tc.marker)
		}
		if strings.Contains(a.body, "prerender-") {
			t.Errorf("%s: the prerender meta tags were left in the page", tc.path)
		}
	}
}

// TestFormats checks each format: the record, a PNG and a PDF.
func TestFormats(t *testing.T) {
	s := start(t, testConfig())
	page := url.QueryEscape(fixtureURL + "/serve/app/product/3")
	a := s.get(t, "/render?format=json&url="+page)
	var rec sink.Record
	if err := json.Unmarshal([]byte(a.body), &rec); err != nil || a.status != http.StatusOK {
		t.Fatalf("json: status %d, %v: %.200q", a.status, err, a.body)
	}
	if rec.Status != 200 || rec.Mode != sink.ModeBrowser || !strings.Contains(rec.Text, "SHOP-MARKER-3") || len(rec.Links) != 2 {
		t.Errorf("json: record %+v: want the rendered product with its links", rec)
	}
	for _, tc := range []struct{ format, contentType, magic string }{
		{"png", "image/png", "\x89PNG\r\n"},
		{"pdf", "application/pdf", "%PDF-"},
	} {
		a := s.get(t, "/render?format="+tc.format+"&url="+page)
		if a.status != http.StatusOK || a.header.Get("Content-Type") != tc.contentType || !strings.HasPrefix(a.body, tc.magic) {
			t.Errorf("%s: status %d, type %q, starts %q", tc.format, a.status, a.header.Get("Content-Type"), a.body[:min(8, len(a.body))])
		}
	}
	if a := s.get(t, "/render?format=gif&url="+page); a.status != http.StatusBadRequest {
		t.Errorf("format gif: status %d, want 400", a.status)
	}
	if a := s.get(t, "/render"); a.status != http.StatusBadRequest {
		t.Errorf("no url: status %d, want 400", a.status)
	}
	if a := s.get(t, "/etc/passwd"); a.status != http.StatusNotFound {
		t.Errorf("a path: status %d, want 404", a.status)
	}
}

// TestFailedScreenshotIsNoImage: a PNG asked of a page whose capture
// fails (its main thread busy for 20 s when the capture resizes it, past
// the 4 s timeout) is the capture's error, not an empty image.
func TestFailedScreenshotIsNoImage(t *testing.T) {
	cfg := testConfig()
	cfg.Timeout = 4 * time.Second
	cfg.FullPage = true
	s := start(t, cfg)
	a := s.get(t, "/render?format=png&url="+url.QueryEscape(fixtureURL+"/shot/long.html?busy=20000"))
	if a.status != http.StatusGatewayTimeout || strings.HasPrefix(a.body, "\x89PNG") {
		t.Errorf("status %d, type %q, %d bytes; want 504 and no image", a.status, a.header.Get("Content-Type"), len(a.body))
	}
}

// TestCacheAndSharedRenders checks that concurrent requests for one page
// share one render, that the next is served from the cache, and that a
// client's no-cache renders afresh.
func TestCacheAndSharedRenders(t *testing.T) {
	s := start(t, testConfig())
	page := "/" + fixtureURL + "/serve/app/product/42"
	before := fixture.Count("shop")
	const n = 8
	sources := make(chan string, n)
	var wg sync.WaitGroup
	for range n {
		wg.Go(func() {
			a := s.get(t, page)
			if a.status != http.StatusOK || !strings.Contains(a.body, "SHOP-MARKER-42") {
				t.Errorf("status %d", a.status)
			}
			sources <- a.header.Get(CacheHeader)
		})
	}
	wg.Wait()
	close(sources)
	count := map[string]int{}
	for src := range sources {
		count[src]++
	}
	if renders := fixture.Count("shop") - before; renders != 1 || count["miss"] != 1 || count["miss"]+count["shared"]+count["hit"] != n {
		t.Errorf("%d concurrent requests: %d renders, sources %v; want 1 render, 1 miss", n, renders, count)
	}
	if a := s.get(t, page); a.header.Get(CacheHeader) != "hit" || fixture.Count("shop")-before != 1 || a.header.Get("Age") == "" {
		t.Errorf("next request: cache %q, Age %q, renders %d; want a hit", a.header.Get(CacheHeader), a.header.Get("Age"), fixture.Count("shop")-before)
	}
	if a := s.get(t, page, "Cache-Control", "no-cache"); a.header.Get(CacheHeader) != "miss" || fixture.Count("shop")-before != 2 {
		t.Errorf("no-cache: cache %q, renders %d; want a render", a.header.Get(CacheHeader), fixture.Count("shop")-before)
	}
}

// TestTokenIsRequired checks a service with a token: both headers the
// middlewares send are accepted, none or a wrong one is 401, /healthz is
// open.
func TestTokenIsRequired(t *testing.T) {
	cfg := testConfig()
	cfg.Token = "s3cret"
	s := start(t, cfg)
	page := "/" + fixtureURL + "/serve/app/product/1"
	for _, tc := range []struct {
		headers []string
		status  int
	}{
		{nil, http.StatusUnauthorized},
		{[]string{"Authorization", "Bearer wrong"}, http.StatusUnauthorized},
		{[]string{"X-Prerender-Token", "s3cre"}, http.StatusUnauthorized},
		{[]string{"Authorization", "Bearer s3cret"}, http.StatusOK},
		{[]string{"X-Prerender-Token", "s3cret"}, http.StatusOK},
	} {
		if a := s.get(t, page, tc.headers...); a.status != tc.status {
			t.Errorf("headers %v: status %d, want %d", tc.headers, a.status, tc.status)
		}
	}
	if a := s.get(t, "/metrics"); a.status != http.StatusUnauthorized {
		t.Errorf("/metrics without the token: %d", a.status)
	}
	if a := s.get(t, "/healthz"); a.status != http.StatusOK {
		t.Errorf("/healthz: %d", a.status)
	}
	if strings.Contains(s.logs.String(), "s3cret") {
		t.Error("the token is in the log")
	}
}

// TestHealthAndMetrics checks /healthz and /metrics say what the service
// did, and that each request has its JSON access log line.
func TestHealthAndMetrics(t *testing.T) {
	s := start(t, testConfig())
	s.get(t, "/"+fixtureURL+"/serve/app/product/5")
	s.get(t, "/"+fixtureURL+"/serve/app/product/5")
	s.get(t, "/render?url=http://127.0.0.2:1/")
	var h Health
	a := s.get(t, "/healthz")
	if err := json.Unmarshal([]byte(a.body), &h); err != nil || a.status != http.StatusOK {
		t.Fatalf("healthz: %d %v", a.status, err)
	}
	if h.Status != "ok" || h.Chrome != "up" || h.ChromePID == 0 || h.CacheEntries != 1 || h.QueueLimit != 2+32 {
		t.Errorf("healthz %+v", h)
	}
	m := s.get(t, "/metrics").body
	for _, want := range []string{
		`render_serve_renders_total{format="html",outcome="ok"} 1`,
		`render_serve_requests_total{outcome="ok",source="hit"} 1`,
		`render_serve_refused_total{stage="request"} 1`,
		`render_serve_chrome_up 1`,
		`render_serve_chrome_restarts_total 0`,
		`render_serve_render_seconds_count{format="html"} 1`,
		`render_serve_queue_depth 0`,
		`process_resident_memory_bytes`,
	} {
		if !strings.Contains(m, want) {
			t.Errorf("metrics lack %s", want)
		}
	}
	var lines int
	for line := range strings.SplitSeq(s.logs.String(), "\n") {
		var l map[string]any
		if json.Unmarshal([]byte(line), &l) == nil && l["msg"] == "request" {
			lines++
			if l["status"] == nil || l["ms"] == nil || l["uri"] == nil {
				t.Errorf("access log line %s", line)
			}
		}
	}
	if lines < 5 {
		t.Errorf("%d access log lines for 5 requests", lines)
	}
}

// TestCacheKeepsTheStrippedAnswer: the HTML kept in the cache is the
// answer as sent, its scripts stripped once at render time, so that a
// hit costs no parse; an answer with its scripts kept is kept apart.
func TestCacheKeepsTheStrippedAnswer(t *testing.T) {
	s := start(t, testConfig())
	page := fixtureURL + "/serve/app/product/3"
	s.get(t, "/"+page)
	s.get(t, "/render?scripts=keep&url="+url.QueryEscape(page))
	tg, err := s.guard.check(context.Background(), page)
	if err != nil {
		t.Fatal(err)
	}
	for keep, want := range map[bool]bool{false: false, true: true} {
		e, ok := s.cache.get(cacheKey(tg, FormatHTML, keep))
		if !ok {
			t.Fatalf("keep scripts %v: not cached", keep)
		}
		if got := strings.Contains(string(e.body), "<script src"); got != want {
			t.Errorf("keep scripts %v: cached HTML holds scripts: %v, want %v", keep, got, want)
		}
	}
}
