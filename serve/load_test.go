package serve

import (
	"fmt"
	"net/http"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// TestBoundedLoad sends 200 requests from 20 clients over 40 pages of the
// shop to a service with 2 tabs and a queue of 4: every answer is the
// rendered page or a 503 with Retry-After, each page is rendered at most
// once while it is cached, and the service's heap stays bounded. The
// bench (scripts/bench.sh serve) runs the large version.
func TestBoundedLoad(t *testing.T) {
	cfg := testConfig()
	cfg.Queue = 4
	s := start(t, cfg)
	const clients, requests, pages = 20, 200, 40
	before := fixture.Count("shop")
	var next atomic.Int64
	var mu sync.Mutex
	statuses := map[int]int{}
	var latencies []time.Duration
	var wg sync.WaitGroup
	for range clients {
		wg.Go(func() {
			for {
				i := int(next.Add(1)) - 1
				if i >= requests {
					return
				}
				n := 1000 + (i*7)%pages
				began := time.Now()
				a := s.get(t, fmt.Sprintf("/%s/serve/app/product/%d", fixtureURL, n))
				took := time.Since(began)
				switch {
				case a.status == http.StatusOK && !strings.Contains(a.body, "SHOP-MARKER-"+strconv.Itoa(n)):
					t.Errorf("product %d: 200 without its marker: %.200q", n, a.body)
				case a.status == http.StatusServiceUnavailable:
					if ra, err := strconv.Atoi(a.header.Get("Retry-After")); err != nil || ra < 1 {
						t.Errorf("503 without a Retry-After: %q", a.header.Get("Retry-After"))
					}
				case a.status != http.StatusOK:
					t.Errorf("product %d: status %d: %.200q", n, a.status, a.body)
				}
				mu.Lock()
				statuses[a.status]++
				if a.status == http.StatusOK {
					latencies = append(latencies, took)
				}
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	renders := fixture.Count("shop") - before
	if renders > pages {
		t.Errorf("%d renders of %d pages: a cached page was rendered again", renders, pages)
	}
	if statuses[http.StatusOK] < pages/2 {
		t.Errorf("statuses %v: too few pages answered", statuses)
	}
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	if ms.HeapInuse > 256<<20 {
		t.Errorf("heap in use %d MiB after the load", ms.HeapInuse>>20)
	}
	slices.Sort(latencies)
	h := s.Health()
	t.Logf("statuses %v, %d renders, p50 %v, p95 %v, cache %d entries (%d KiB), Chrome PSS %d MiB",
		statuses, renders, latencies[len(latencies)/2].Round(time.Millisecond),
		latencies[len(latencies)*95/100].Round(time.Millisecond), h.CacheEntries, h.CacheBytes>>10, s.pool.BrowserMemory()>>20)
}
