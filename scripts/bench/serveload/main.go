package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"net/url"
	"os"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// result is the line serveload prints.
type result struct {
	Tag          string         `json:"tag"`
	Clients      int            `json:"clients"`
	Requests     int            `json:"requests"`
	URLs         int            `json:"urls"`
	Statuses     map[string]int `json:"statuses"`
	BusyNoRetry  int            `json:"busy_without_retry_after"`
	Failures     int            `json:"failures"` // transport errors
	WallS        float64        `json:"wall_s"`
	ReqPerS      float64        `json:"req_per_s"`
	RendersPerS  float64        `json:"renders_per_s"` // 200s not from the cache
	CacheHits    int            `json:"cache_hits"`
	HitRatio     float64        `json:"hit_ratio"`
	P50ms        float64        `json:"p50_ms"`
	P95ms        float64        `json:"p95_ms"`
	P99ms        float64        `json:"p99_ms"`
	MaxMs        float64        `json:"max_ms"`
	PeakRSSMB    float64        `json:"peak_rss_mb"`
	MarkerMissed int            `json:"marker_missed"` // 200s without the page's marker
}

func main() {
	base := flag.String("base", "", "the service's base URL (loopback only)")
	list := flag.String("urls", "", "file of page URLs, one per line")
	clients := flag.Int("c", 100, "concurrent clients")
	total := flag.Int("n", 2000, "requests in all")
	pid := flag.Int("pid", 0, "the service's process, whose tree's memory is sampled")
	tag := flag.String("tag", "serve", "name of the run in the output")
	marker := flag.String("marker", "SHOP-MARKER-", "text a rendered page must hold")
	flag.Parse()
	if err := checkLoopback(*base); err != nil {
		fmt.Fprintln(os.Stderr, "serveload:", err)
		os.Exit(2)
	}
	urls, err := readLines(*list)
	if err != nil || len(urls) == 0 {
		fmt.Fprintln(os.Stderr, "serveload: -urls:", err)
		os.Exit(2)
	}
	res := run(*base, urls, *clients, *total, *pid, *marker)
	res.Tag = *tag
	json.NewEncoder(os.Stdout).Encode(res)
}

func checkLoopback(base string) error {
	u, err := url.Parse(base)
	if err != nil || u.Host == "" {
		return fmt.Errorf("-base %q is not a URL", base)
	}
	if ip := net.ParseIP(u.Hostname()); ip == nil || !ip.IsLoopback() {
		return fmt.Errorf("-base %q is not on loopback", base)
	}
	return nil
}

func readLines(path string) ([]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if l := strings.TrimSpace(sc.Text()); l != "" && !strings.HasPrefix(l, "#") {
			out = append(out, l)
		}
	}
	return out, sc.Err()
}

// outcome is one request's.
type outcome struct {
	status   int
	retry    bool
	hit      bool
	marker   bool
	err      bool
	duration time.Duration
}

func run(base string, urls []string, clients, total, pid int, marker string) result {
	order := make([]int, total)
	rng := rand.New(rand.NewPCG(1, 2))
	for i := range order {
		order[i] = i % len(urls)
	}
	rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
	tr := &http.Transport{MaxIdleConnsPerHost: clients, MaxConnsPerHost: clients}
	client := &http.Client{Transport: tr, Timeout: 5 * time.Minute}
	var next atomic.Int64
	outs := make([]outcome, total)
	peak := sampleMemory(pid)
	start := time.Now()
	var wg sync.WaitGroup
	for range clients {
		wg.Go(func() {
			for {
				i := int(next.Add(1)) - 1
				if i >= total {
					return
				}
				outs[i] = one(client, strings.TrimSuffix(base, "/")+"/"+urls[order[i]], marker)
			}
		})
	}
	wg.Wait()
	wall := time.Since(start)
	peakRSS := peak()
	return summarize(outs, clients, len(urls), wall, peakRSS)
}

// dumpMissed: the first page answered without its marker was shown.
var dumpMissed atomic.Bool

func one(c *http.Client, u, marker string) outcome {
	began := time.Now()
	resp, err := c.Get(u)
	if err != nil {
		return outcome{err: true, duration: time.Since(began)}
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode == http.StatusOK && !strings.Contains(string(b), marker) && dumpMissed.CompareAndSwap(false, true) {
		fmt.Fprintf(os.Stderr, "serveload: %s: 200 without the marker (X-Render-Cache %s, X-Render-Note %q):\n%.2000s\n",
			u, resp.Header.Get("X-Render-Cache"), resp.Header.Get("X-Render-Note"), b)
	}
	return outcome{
		status: resp.StatusCode, retry: resp.Header.Get("Retry-After") != "",
		hit: resp.Header.Get("X-Render-Cache") == "hit", marker: strings.Contains(string(b), marker),
		duration: time.Since(began),
	}
}

func summarize(outs []outcome, clients, urls int, wall time.Duration, peakRSS int64) result {
	r := result{Clients: clients, Requests: len(outs), URLs: urls, Statuses: map[string]int{}, WallS: wall.Seconds()}
	var ds []float64
	rendered := 0
	for _, o := range outs {
		if o.err {
			r.Failures++
			continue
		}
		r.Statuses[fmt.Sprint(o.status)]++
		if o.status == http.StatusServiceUnavailable && !o.retry {
			r.BusyNoRetry++
		}
		if o.status == http.StatusOK {
			ds = append(ds, float64(o.duration.Microseconds())/1000)
			if o.hit {
				r.CacheHits++
			} else {
				rendered++
			}
			if !o.marker {
				r.MarkerMissed++
			}
		}
	}
	slices.Sort(ds)
	pct := func(p float64) float64 {
		if len(ds) == 0 {
			return 0
		}
		return ds[min(len(ds)-1, int(p*float64(len(ds))))]
	}
	r.P50ms, r.P95ms, r.P99ms = pct(0.50), pct(0.95), pct(0.99)
	if len(ds) > 0 {
		r.MaxMs = ds[len(ds)-1]
	}
	r.ReqPerS = float64(len(outs)) / wall.Seconds()
	r.RendersPerS = float64(rendered) / wall.Seconds()
	if ok := r.Statuses["200"]; ok > 0 {
		r.HitRatio = float64(r.CacheHits) / float64(ok)
	}
	r.PeakRSSMB = float64(peakRSS) / (1 << 20)
	return r
}
