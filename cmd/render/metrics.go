package main

import (
	"context"
	"errors"
	"log/slog"
	"net"
	"net/http"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"github.com/rendercrawl/render/crawl"
	"github.com/rendercrawl/render/render"
	"github.com/rendercrawl/render/sink"
)

// metrics are the Prometheus metrics of a run, in a registry of their own
// (nothing process-wide), served on --metrics ADDR at /metrics.
type metrics struct {
	reg      *prometheus.Registry
	pages    *prometheus.CounterVec
	seconds  *prometheus.HistogramVec
	retries  prometheus.Counter
	blocked  prometheus.Counter
	failures prometheus.Counter
	srv      *http.Server
}

func newMetrics() *metrics {
	m := &metrics{
		reg: prometheus.NewRegistry(),
		pages: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "render_pages_total", Help: "Pages done, by mode (http, browser) and outcome (ok, error).",
		}, []string{"mode", "outcome"}),
		seconds: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name: "render_page_seconds", Help: "Time a page took, by mode.",
			Buckets: []float64{.01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10, 30},
		}, []string{"mode"}),
		retries:  prometheus.NewCounter(prometheus.CounterOpts{Name: "render_retries_total", Help: "Attempts after the first."}),
		blocked:  prometheus.NewCounter(prometheus.CounterOpts{Name: "render_blocked_requests_total", Help: "Sub-requests the browser refused (--block)."}),
		failures: prometheus.NewCounter(prometheus.CounterOpts{Name: "render_check_failures_total", Help: "Pages that failed a --fail-on or --expect check."}),
	}
	m.reg.MustRegister(m.pages, m.seconds, m.retries, m.blocked, m.failures)
	return m
}

// watch adds the gauges that read the running crawl and pool.
func (m *metrics) watch(c *crawl.Crawler, pool *render.Pool) {
	m.reg.MustRegister(
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "render_queue_depth", Help: "URLs queued in the frontier."}, func() float64 {
			ctx, cancel := context.WithTimeout(context.Background(), time.Second)
			defer cancel()
			return float64(c.Progress(ctx).Queued)
		}),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "render_busy_tabs", Help: "Browser tabs rendering a page."}, func() float64 {
			if pool == nil {
				return 0
			}
			return float64(pool.Stats().Busy)
		}),
	)
}

// observe counts one record.
func (m *metrics) observe(r *sink.Record) {
	outcome := "ok"
	if !r.OK() {
		outcome = "error"
	}
	m.pages.WithLabelValues(r.Mode, outcome).Inc()
	m.seconds.WithLabelValues(r.Mode).Observe(float64(r.ElapsedMS) / 1000)
	if r.Attempts > 1 {
		m.retries.Add(float64(r.Attempts - 1))
	}
	m.blocked.Add(float64(r.Blocked))
	if len(r.FailedChecks) > 0 {
		m.failures.Inc()
	}
}

// serve starts the /metrics endpoint on addr.
func (m *metrics) serve(addr string, log *slog.Logger) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	mux := http.NewServeMux()
	mux.Handle("/metrics", promhttp.HandlerFor(m.reg, promhttp.HandlerOpts{}))
	m.srv = &http.Server{Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	go func() {
		if err := m.srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
			log.Warn("metrics server", "err", err)
		}
	}()
	log.Info("metrics", "url", "http://"+ln.Addr().String()+"/metrics")
	return nil
}

func (m *metrics) close() {
	if m.srv != nil {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		m.srv.Shutdown(ctx)
	}
}

// observingSink counts each record in the metrics before passing it on.
type observingSink struct {
	sink.Sink
	m *metrics
}

func (s observingSink) Write(r *sink.Record) error {
	if err := s.Sink.Write(r); err != nil {
		return err
	}
	s.m.observe(r)
	return nil
}
