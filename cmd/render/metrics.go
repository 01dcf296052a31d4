package main

import (
	"context"
	"errors"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"github.com/rendercrawl/render/crawl"
	"github.com/rendercrawl/render/render"
)

// metrics serves the Prometheus metrics of a run on --metrics ADDR at
// /metrics, from a registry of its own (nothing process-wide). Every
// figure is read at scrape time from the crawl's own tally of its records
// (the one count the summary comes from too) and from the pool.
type metrics struct {
	srv *http.Server
	// lingerFor is --metrics-linger: close leaves the endpoint up, and
	// linger serves the final figures that long.
	lingerFor time.Duration
}

// crawlCollector exports a crawl's tally and its pool's state.
type crawlCollector struct {
	c    *crawl.Crawler
	pool *render.Pool
}

var (
	descPages = prometheus.NewDesc("render_pages_total",
		"Pages done, by mode (http, browser) and outcome (ok, error).", []string{"mode", "outcome"}, nil)
	descSeconds = prometheus.NewDesc("render_page_seconds",
		"Time a page took, by mode.", []string{"mode"}, nil)
	descRetries  = prometheus.NewDesc("render_retries_total", "Attempts after the first.", nil, nil)
	descBlocked  = prometheus.NewDesc("render_blocked_requests_total", "Sub-requests the browser refused (--block).", nil, nil)
	descFailures = prometheus.NewDesc("render_check_failures_total", "Pages that failed a --fail-on or --expect check.", nil, nil)
	descErrors   = prometheus.NewDesc("render_errors_total", "Failed pages, by kind of error.", []string{"kind"}, nil)
	descQueue    = prometheus.NewDesc("render_queue_depth", "URLs queued in the frontier.", nil, nil)
	descBusy     = prometheus.NewDesc("render_busy_tabs", "Browser tabs rendering a page.", nil, nil)
)

func (cc crawlCollector) Describe(ch chan<- *prometheus.Desc) {
	for _, d := range []*prometheus.Desc{descPages, descSeconds, descRetries, descBlocked, descFailures, descErrors, descQueue, descBusy} {
		ch <- d
	}
}

func (cc crawlCollector) Collect(ch chan<- prometheus.Metric) {
	s := cc.c.Snapshot()
	for mode, n := range s.ByMode {
		ok := s.OKByMode[mode]
		ch <- prometheus.MustNewConstMetric(descPages, prometheus.CounterValue, float64(ok), mode, "ok")
		ch <- prometheus.MustNewConstMetric(descPages, prometheus.CounterValue, float64(n-ok), mode, "error")
	}
	for mode, h := range s.PageSeconds {
		buckets := make(map[float64]uint64, len(h.Bounds))
		for i, b := range h.Bounds {
			buckets[b] = h.Counts[i]
		}
		ch <- prometheus.MustNewConstHistogram(descSeconds, h.Count, h.Sum, buckets, mode)
	}
	for kind, n := range s.FailedBy {
		ch <- prometheus.MustNewConstMetric(descErrors, prometheus.CounterValue, float64(n), kind)
	}
	ch <- prometheus.MustNewConstMetric(descRetries, prometheus.CounterValue, float64(s.Retries))
	ch <- prometheus.MustNewConstMetric(descBlocked, prometheus.CounterValue, float64(s.Blocked))
	ch <- prometheus.MustNewConstMetric(descFailures, prometheus.CounterValue, float64(s.CheckFailures))
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	ch <- prometheus.MustNewConstMetric(descQueue, prometheus.GaugeValue, float64(cc.c.Progress(ctx).Queued))
	busy := 0.0
	if cc.pool != nil {
		busy = float64(cc.pool.Stats().Busy)
	}
	ch <- prometheus.MustNewConstMetric(descBusy, prometheus.GaugeValue, busy)
}

// serveMetrics starts the /metrics endpoint on addr.
func serveMetrics(addr string, c *crawl.Crawler, pool *render.Pool, log *slog.Logger) (*metrics, error) {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, err
	}
	reg := prometheus.NewRegistry()
	// The Go runtime's and the process's own figures (memory, CPU, open
	// files), as render serve exposes them.
	reg.MustRegister(crawlCollector{c: c, pool: pool},
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	mux := http.NewServeMux()
	mux.Handle("/metrics", promhttp.HandlerFor(reg, promhttp.HandlerOpts{}))
	m := &metrics{srv: &http.Server{Handler: mux, ReadHeaderTimeout: 5 * time.Second}}
	go func() {
		if err := m.srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
			log.Warn("metrics server", "err", err)
		}
	}()
	log.Info("metrics", "url", "http://"+ln.Addr().String()+"/metrics")
	return m, nil
}

func (m *metrics) close() error {
	if m.lingerFor > 0 {
		return nil // linger closes it
	}
	return m.shutdown()
}

// linger keeps the endpoint up for --metrics-linger after the run, so
// that a scraper sees the final figures, or until SIGINT or SIGTERM; then
// closes it. The run's exit status is settled before.
func (m *metrics) linger(log *slog.Logger) error {
	if m == nil || m.lingerFor <= 0 {
		return nil
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	log.Info("metrics: the run is over; serving its final figures", "for", m.lingerFor)
	t := time.NewTimer(m.lingerFor)
	defer t.Stop()
	select {
	case <-t.C:
	case <-ctx.Done():
	}
	return m.shutdown()
}

func (m *metrics) shutdown() error {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	return m.srv.Shutdown(ctx)
}
