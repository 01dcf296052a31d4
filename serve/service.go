package serve

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"net"
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	"golang.org/x/sync/semaphore"

	"github.com/rendercrawl/render/crawl/pace"
	"github.com/rendercrawl/render/render"
)

// Service renders pages on request with one Chrome: it answers HTTP
// (see Handler), keeps results in its cache, shares a render among the
// requests that want it, bounds its queue, paces each host, and lets no
// page reach an address its policy refuses.
type Service struct {
	cfg     Config
	log     *slog.Logger
	pool    *render.Pool
	proxy   *proxy
	guard   *guard
	pacer   *pace.Pacer // the pool's too
	cache   *cache
	disk    *diskCache
	answers *budget // the bytes of answers being sent
	flights *flights
	metrics *metrics

	admission admission
	slots     *semaphore.Weighted // the tabs, weighed as the pool weighs them
	running   atomic.Int64        // renders holding a tab
	avgRender ewma

	// base is the renders' context: Close (or a grace period run out)
	// ends it.
	base     context.Context
	cancel   context.CancelFunc
	draining atomic.Bool
	stop     chan struct{} // ends the watcher
	watcher  sync.WaitGroup
	once     sync.Once
}

// New validates cfg, starts the service's proxy and returns the service;
// Chrome starts in the background.
func New(cfg Config) (*Service, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	log := cfg.Logger
	if log == nil {
		log = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	policy, _ := ParsePolicy(cfg.AllowPrivate) // checked by Validate
	g := &guard{policy: policy, resolver: cfg.Resolver}
	if g.resolver == nil {
		g.resolver = net.DefaultResolver
	}
	for _, h := range cfg.AllowHosts {
		p, _ := ParseHostPattern(h)
		g.hosts = append(g.hosts, p)
	}
	s := &Service{cfg: cfg, log: log, guard: g, pacer: pace.New(cfg.Pace, nil), stop: make(chan struct{})}
	s.metrics = newMetrics(s)
	var err error
	if s.proxy, err = startProxy(newDialer(policy, g.resolver, s.metrics.refused), log.With("component", "proxy")); err != nil {
		return nil, err
	}
	if s.pool, err = render.New(s.poolConfig()); err != nil {
		s.proxy.Close()
		return nil, err
	}
	if cfg.Cache.Dir != "" && cfg.Cache.TTL > 0 {
		if s.disk, err = openDiskCache(cfg.Cache.Dir, cfg.Cache.TTL, cfg.Cache.DirSize, log); err != nil {
			s.pool.Close()
			s.proxy.Close()
			return nil, err
		}
	}
	s.answers = newBudget(cfg.AnswerBytes)
	s.cache = newCache(cfg.Cache.TTL, cfg.Cache.Size, s.disk)
	s.cache.answers = s.answers
	s.base, s.cancel = context.WithCancel(context.Background())
	s.flights = newFlights(s.base)
	s.slots = semaphore.NewWeighted(int64(cfg.Render.Tabs))
	s.admission.limit = int64(cfg.Render.Tabs + cfg.Queue)
	// Chrome starts with the canary, which must pass before the service
	// says it is ready.
	cctx, ccancel := context.WithTimeout(s.base, canaryTimeout+time.Minute)
	err = s.runCanary(cctx, policy)
	ccancel()
	if err != nil {
		s.cancel()
		s.pool.Close()
		s.proxy.Close()
		if s.disk != nil {
			s.disk.close()
		}
		return nil, err
	}
	s.watcher.Go(s.watchChrome)
	log.Info("serve: ready", "tabs", cfg.Render.Tabs, "queue", cfg.Queue, "timeout", cfg.Timeout,
		"addresses", policy.String(), "hosts", len(g.hosts), "cache_ttl", cfg.Cache.TTL, "proxy", s.proxy.URL().Host)
	return s, nil
}

// poolConfig is the pool's configuration: the user's, with the request
// timeout, each page in a browser context of its own (no client's page
// sees the cookies or storage another's left), and Chrome sent through
// the service's proxy for every connection, loopback included, and
// WebRTC kept off UDP (which no proxy carries).
func (s *Service) poolConfig() render.Config {
	rc := s.cfg.Render
	rc.Timeout = s.cfg.Timeout
	rc.Isolate = true
	rc.GPUProcess = true // what pages drive stays out of the browser process
	if rc.QuietWindow >= rc.Timeout {
		rc.QuietWindow = rc.Timeout / 2
	}
	rc.Session.Proxy = s.proxy.URL()
	rc.Session.ProxyLoopback = true
	rc.Session.ProxyBypass = nil
	rc.WebRTCPolicy = webRTCPolicy
	rc.Logger = s.log.With("component", "render")
	rc.Pacer = s.pacer
	return rc
}

// webRTCPolicy keeps WebRTC off UDP, which the proxy does not carry; a
// variable for the test that shows the canary catches a Chrome without it.
var webRTCPolicy = "disable_non_proxied_udp"

// watchChrome reports Chrome's restarts and starts it again when it died
// while nothing was rendering, so that the next request does not wait
// for it.
func (s *Service) watchChrome() {
	t := time.NewTicker(time.Second)
	defer t.Stop()
	last := s.pool.Health()
	for {
		select {
		case <-s.stop:
			return
		case <-t.C:
		}
		h := s.pool.Health()
		if h.Restarts > last.Restarts {
			s.log.Warn("serve: chrome restarted", "restarts", h.Restarts, "pid", h.PID)
		}
		if last.Up && !h.Up && !h.Starting {
			s.log.Warn("serve: chrome is down; starting it again", "pid", last.PID)
		}
		if !h.Up && !h.Starting && !h.Closed && !s.draining.Load() {
			s.pool.Warm()
		}
		last = h
	}
}

// Serve answers requests on ln until ctx ends, then drains: it stops
// taking connections, lets the requests in flight finish within grace,
// and then ends the renders still running. It returns once the server has
// stopped; Close releases the rest.
func (s *Service) Serve(ctx context.Context, ln net.Listener, grace time.Duration) error {
	srv := &http.Server{
		Handler:           s.Handler(),
		ReadHeaderTimeout: 10 * time.Second,
		IdleTimeout:       2 * time.Minute,
		ErrorLog:          slog.NewLogLogger(s.log.Handler(), slog.LevelDebug),
	}
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	s.draining.Store(true)
	s.log.Info("serve: draining", "renders", s.flights.inFlight(), "grace", grace)
	sctx, cancel := context.WithTimeout(context.Background(), grace)
	defer cancel()
	if err := srv.Shutdown(sctx); err != nil {
		s.log.Warn("serve: grace period over; ending the renders in flight", "renders", s.flights.inFlight())
		s.cancel()
		srv.Close()
	}
	if err := <-errc; !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// Close ends the renders in flight, then closes Chrome, the proxy and the
// disk cache, and returns the first error.
func (s *Service) Close() error {
	var err error
	s.once.Do(func() {
		s.draining.Store(true)
		s.cancel()
		s.flights.drain()
		close(s.stop)
		s.watcher.Wait()
		err = s.pool.Close()
		if perr := s.proxy.Close(); err == nil {
			err = perr
		}
		if s.disk != nil {
			s.disk.close()
		}
	})
	return err
}
