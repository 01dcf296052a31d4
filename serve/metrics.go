package serve

import (
	"errors"
	"net/http"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"github.com/rendercrawl/render/crawl/browser"
)

// metrics are the service's Prometheus metrics, in a registry of its own
// (nothing process-wide): counters and histograms kept as requests go,
// and gauges read from the service and the pool at scrape time.
type metrics struct {
	reg      *prometheus.Registry
	requests *prometheus.CounterVec   // answers by source (hit, miss, shared) and outcome
	renders  *prometheus.CounterVec   // renders by format and outcome (ok or the error kind)
	seconds  *prometheus.HistogramVec // render time by format
	refusals *prometheus.CounterVec   // refused pages and connections, by stage
}

var (
	descQueue     = prometheus.NewDesc("render_serve_queue_depth", "Renders waiting for a tab.", nil, nil)
	descBusy      = prometheus.NewDesc("render_serve_busy_tabs", "Renders holding a tab.", nil, nil)
	descQueueMax  = prometheus.NewDesc("render_serve_queue_limit", "Renders the service takes at once (tabs and queue); past it, 503.", nil, nil)
	descCacheN    = prometheus.NewDesc("render_serve_cache_entries", "Results kept in memory.", nil, nil)
	descCacheB    = prometheus.NewDesc("render_serve_cache_bytes", "Bytes of the results kept in memory.", nil, nil)
	descChromeUp  = prometheus.NewDesc("render_serve_chrome_up", "1 when Chrome is running.", nil, nil)
	descRestarts  = prometheus.NewDesc("render_serve_chrome_restarts_total", "Chrome processes started after the first (after a crash, a hang or a recycle).", nil, nil)
	descChromeMem = prometheus.NewDesc("render_serve_chrome_memory_bytes", "Proportional set size of Chrome's processes.", nil, nil)
)

func newMetrics(s *Service) *metrics {
	m := &metrics{
		reg: prometheus.NewRegistry(),
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "render_serve_requests_total",
			Help: "Render requests answered, by source (hit: the cache; miss: a render of their own; shared: a render in flight) and outcome (ok, error)."},
			[]string{"source", "outcome"}),
		renders: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "render_serve_renders_total",
			Help: "Pages rendered, by format and outcome (ok, or the kind of error)."}, []string{"format", "outcome"}),
		seconds: prometheus.NewHistogramVec(prometheus.HistogramOpts{Name: "render_serve_render_seconds",
			Help:    "Time from taking a request into the queue to its answer, by format.",
			Buckets: []float64{0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 30, 60}}, []string{"format"}),
		refusals: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "render_serve_refused_total",
			Help: "Pages refused before rendering (stage request) and connections of pages refused by the proxy (stage connect)."},
			[]string{"stage"}),
	}
	m.reg.MustRegister(m.requests, m.renders, m.seconds, m.refusals, serviceCollector{s},
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	return m
}

func (m *metrics) handler() http.Handler {
	return promhttp.HandlerFor(m.reg, promhttp.HandlerOpts{})
}

// served counts an answer to a render request.
func (m *metrics) served(source string, err error) {
	outcome := "ok"
	if err != nil {
		outcome = "error"
	}
	m.requests.WithLabelValues(source, outcome).Inc()
}

// renderDone counts a render and its time.
func (m *metrics) renderDone(format string, err error, d time.Duration) {
	outcome := "ok"
	if err != nil {
		outcome = string(browser.Kind(err))
		var pe *PageError
		switch {
		case errors.As(err, &pe):
			outcome = string(pe.Kind)
		case errors.Is(err, ErrQueueTimeout):
			outcome = "queue-timeout"
		case errors.Is(err, ErrNoRoom):
			outcome = "no-room"
		case errors.Is(err, ErrForbidden):
			outcome = "forbidden"
		}
	}
	m.renders.WithLabelValues(format, outcome).Inc()
	m.seconds.WithLabelValues(format).Observe(d.Seconds())
}

// refused counts a connection the proxy refused.
func (m *metrics) refused(*AddressError) { m.refusals.WithLabelValues("connect").Inc() }

// refusedRequest counts a page refused before rendering.
func (m *metrics) refusedRequest(err error) {
	if errors.Is(err, ErrForbidden) {
		m.refusals.WithLabelValues("request").Inc()
	}
}

// serviceCollector reads the gauges at scrape time.
type serviceCollector struct{ s *Service }

func (c serviceCollector) Describe(ch chan<- *prometheus.Desc) {
	for _, d := range []*prometheus.Desc{descQueue, descBusy, descQueueMax, descCacheN, descCacheB, descChromeUp, descRestarts, descChromeMem} {
		ch <- d
	}
}

func (c serviceCollector) Collect(ch chan<- prometheus.Metric) {
	s := c.s
	h := s.pool.Health()
	n, b := s.cache.stats()
	up := 0.0
	if h.Up {
		up = 1
	}
	gauge := func(d *prometheus.Desc, v float64) { ch <- prometheus.MustNewConstMetric(d, prometheus.GaugeValue, v) }
	gauge(descQueue, float64(s.queued()))
	gauge(descBusy, float64(s.running.Load()))
	gauge(descQueueMax, float64(s.admission.limit))
	gauge(descCacheN, float64(n))
	gauge(descCacheB, float64(b))
	gauge(descChromeUp, up)
	gauge(descChromeMem, float64(s.pool.BrowserMemory()))
	ch <- prometheus.MustNewConstMetric(descRestarts, prometheus.CounterValue, float64(h.Restarts))
}
