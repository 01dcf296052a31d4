package serve

import (
	"encoding/json"
	"net/http"
)

// Health is the body of /healthz.
type Health struct {
	// Status is "ok", "chrome-down" (Chrome died and is being started
	// again) or "draining" (stopping); only "ok" answers 200.
	Status string `json:"status"`
	// Chrome is "up", "starting" or "down"; ChromePID its process.
	Chrome         string `json:"chrome"`
	ChromePID      int    `json:"chrome_pid"`
	ChromeRestarts int64  `json:"chrome_restarts"`
	// Busy renders hold a tab, Queued wait for one; past QueueLimit
	// (tabs and queue) requests are answered 503.
	Busy       int64 `json:"busy"`
	Queued     int64 `json:"queued"`
	QueueLimit int64 `json:"queue_limit"`
	// CacheEntries and CacheBytes are what the memory cache holds.
	CacheEntries int   `json:"cache_entries"`
	CacheBytes   int64 `json:"cache_bytes"`
}

// Health reports the service's state.
func (s *Service) Health() Health {
	ph := s.pool.Health()
	n, b := s.cache.stats()
	h := Health{Status: "ok", Chrome: "down", ChromePID: ph.PID, ChromeRestarts: ph.Restarts,
		Busy: s.running.Load(), Queued: s.queued(), QueueLimit: s.admission.limit, CacheEntries: n, CacheBytes: b}
	switch {
	case ph.Up:
		h.Chrome = "up"
	case ph.Starting:
		h.Chrome = "starting"
	default:
		h.Status = "chrome-down"
	}
	if s.draining.Load() {
		h.Status = "draining"
	}
	return h
}

// queued is the number of renders waiting for a tab.
func (s *Service) queued() int64 { return max(s.admission.admitted()-s.running.Load(), 0) }

func (s *Service) healthz(w http.ResponseWriter, r *http.Request) {
	h := s.Health()
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	if h.Status != "ok" {
		w.WriteHeader(http.StatusServiceUnavailable)
	}
	json.NewEncoder(w).Encode(h)
}
