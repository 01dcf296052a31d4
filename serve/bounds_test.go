package serve

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// TestChromeCrashIsRiddenOut kills Chrome's browser process between
// requests and in the middle of one: each request is answered all the
// same (the pool starts Chrome again and the page is rendered once more),
// and /healthz and /metrics count the restarts.
func TestChromeCrashIsRiddenOut(t *testing.T) {
	// A page whose first request is held until Chrome has been killed;
	// the next is answered at once.
	arrived, killed := make(chan struct{}, 1), make(chan struct{})
	held := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		select {
		case arrived <- struct{}{}:
		default:
		}
		select {
		case <-killed:
		case <-r.Context().Done():
			return
		}
		w.Header().Set("Content-Type", "text/html")
		w.Write([]byte("<!doctype html><title>held</title><p>HELD-OK</p>"))
	}))
	defer held.Close()
	heldAddr := strings.TrimPrefix(held.URL, "http://")
	cfg := testConfig()
	cfg.AllowHosts = append(cfg.AllowHosts, heldAddr)
	cfg.AllowPrivate = append(cfg.AllowPrivate, heldAddr)
	s := start(t, cfg)
	page := func(n int) string { return "/" + fixtureURL + "/serve/app/product/" + strconv.Itoa(n) }
	if a := s.get(t, page(1)); a.status != http.StatusOK {
		t.Fatalf("first page: %d", a.status)
	}
	pid := s.Health().ChromePID
	killProcess(pid)
	if a := s.get(t, page(2)); a.status != http.StatusOK || !strings.Contains(a.body, "SHOP-MARKER-2") {
		t.Errorf("after a crash: status %d, body %.200q", a.status, a.body)
	}
	// Killed while a page is rendering: its request has arrived.
	slow := make(chan answer, 1)
	go func() { slow <- s.get(t, "/render?url="+url.QueryEscape(held.URL+"/page")) }()
	select {
	case <-arrived:
	case a := <-slow:
		t.Fatalf("the held page was answered before its request arrived: status %d, %.200q", a.status, a.body)
	}
	killProcess(s.Health().ChromePID)
	close(killed)
	if a := <-slow; a.status != http.StatusOK || !strings.Contains(a.body, "HELD-OK") {
		t.Errorf("a page in flight at a crash: status %d, body %.200q", a.status, a.body)
	}
	var h Health
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(100 * time.Millisecond) {
		json.Unmarshal([]byte(s.get(t, "/healthz").body), &h)
		if h.Chrome == "up" || time.Now().After(deadline) {
			break
		}
	}
	if h.Status != "ok" || h.Chrome != "up" || h.ChromeRestarts != 2 || h.ChromePID == pid {
		t.Errorf("healthz after two crashes: %+v", h)
	}
	if m := s.get(t, "/metrics").body; !strings.Contains(m, "render_serve_chrome_restarts_total 2") {
		t.Errorf("metrics:\n%s", grepLines(m, "chrome"))
	}
}

// TestQueueBoundAnswers503 fills one tab and a queue of one with slow
// pages: the requests past them are answered 503 with a Retry-After at
// once, the others in full.
func TestQueueBoundAnswers503(t *testing.T) {
	cfg := testConfig()
	cfg.Render.Tabs = 1
	cfg.Queue = 1
	s := start(t, cfg)
	const n = 6
	answers := make(chan answer, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() {
			answers <- s.get(t, "/render?url="+url.QueryEscape(fmt.Sprintf("%s/slow?ms=3000&n=%d", fixtureURL, i)))
		})
	}
	wg.Wait()
	close(answers)
	count := map[int]int{}
	for a := range answers {
		count[a.status]++
		if a.status == http.StatusServiceUnavailable {
			if ra, err := strconv.Atoi(a.header.Get("Retry-After")); err != nil || ra < 1 {
				t.Errorf("503 with Retry-After %q", a.header.Get("Retry-After"))
			}
		}
	}
	if count[http.StatusOK] != 2 || count[http.StatusServiceUnavailable] != n-2 {
		t.Errorf("statuses %v: want 2 rendered (a tab and a queue of 1), %d turned away", count, n-2)
	}
}

// TestTimeoutAnswers504 gives requests 3s: a page whose answer never comes is
// answered 504 within them, and the service goes on.
func TestTimeoutAnswers504(t *testing.T) {
	cfg := testConfig()
	cfg.Timeout = 3 * time.Second
	s := start(t, cfg)
	began := time.Now()
	a := s.get(t, "/render?url="+url.QueryEscape(fixtureURL+"/longpoll"))
	took := time.Since(began)
	if a.status != http.StatusGatewayTimeout {
		t.Errorf("a page that stalls: status %d, %.200q; want 504", a.status, a.body)
	}
	if took > 15*time.Second {
		t.Errorf("answered after %v with --timeout 3s", took)
	}
	if a := s.get(t, "/"+fixtureURL+"/serve/app/product/4"); a.status != http.StatusOK {
		t.Errorf("the next page: %d", a.status)
	}
}

// TestDiskCacheOutlivesTheService renders a page with a cache directory,
// and a second service on the same directory answers it from there.
func TestDiskCacheOutlivesTheService(t *testing.T) {
	cfg := testConfig()
	cfg.Cache.Dir = t.TempDir()
	page := "/" + fixtureURL + "/serve/app/product/77"
	before := fixture.Count("shop")
	first := start(t, cfg)
	if a := first.get(t, page); a.status != http.StatusOK || a.header.Get(CacheHeader) != "miss" {
		t.Fatalf("first: %d %q", a.status, a.header.Get(CacheHeader))
	}
	first.shutdown(t)
	second := start(t, cfg)
	a := second.get(t, page)
	if a.status != http.StatusOK || a.header.Get(CacheHeader) != "hit" || !strings.Contains(a.body, "SHOP-MARKER-77") {
		t.Errorf("second service: status %d, cache %q", a.status, a.header.Get(CacheHeader))
	}
	if n := fixture.Count("shop") - before; n != 1 {
		t.Errorf("%d renders, want 1", n)
	}
}

// killProcess kills Chrome's browser process alone (not its group): a
// crash.
func killProcess(pid int) {
	if p, err := os.FindProcess(pid); err == nil {
		p.Kill()
	}
}

// TestPagesArePacedPerHost renders four pages of one host at --rate 2
// (burst 1): they cannot all arrive within 1.5s, whatever the tabs free.
func TestPagesArePacedPerHost(t *testing.T) {
	cfg := testConfig()
	cfg.Pace.Rate, cfg.Pace.Burst = 2, 1
	s := start(t, cfg)
	s.get(t, "/healthz")
	began := time.Now()
	var wg sync.WaitGroup
	for i := range 4 {
		wg.Go(func() {
			if a := s.get(t, fmt.Sprintf("/%s/serve/app/product/%d", fixtureURL, 500+i)); a.status != http.StatusOK {
				t.Errorf("product %d: status %d", 500+i, a.status)
			}
		})
	}
	wg.Wait()
	if took := time.Since(began); took < 1500*time.Millisecond {
		t.Errorf("4 pages of one host at 2 a second took %v", took)
	}
}
