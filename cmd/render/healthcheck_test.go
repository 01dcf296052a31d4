package main

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/rendercrawl/render/internal/testkit/testsite"
)

// render healthcheck: healthy when /healthz answers 200 or when nothing
// listens (a crawl's container), unhealthy when the service answers
// otherwise.
func TestBinaryHealthcheck(t *testing.T) {
	var status atomic.Int32
	status.Store(http.StatusOK)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/healthz" {
			http.NotFound(w, r)
			return
		}
		w.WriteHeader(int(status.Load()))
		w.Write([]byte(`{"chrome":"up"}`))
	}))
	defer srv.Close()
	addr := strings.TrimPrefix(srv.URL, "http://")
	if code, out, errOut, _ := runProcess(t, "healthcheck", "--addr", addr); code != exitOK || !strings.Contains(out, "200 OK") {
		t.Errorf("a healthy service: exit %d, %q %q", code, out, errOut)
	}
	status.Store(http.StatusServiceUnavailable)
	if code, out, _, _ := runProcess(t, "healthcheck", "--addr", addr); code != exitFailure {
		t.Errorf("a service answering 503: exit %d, %q", code, out)
	}
	if code, out, errOut, _ := runProcess(t, "healthcheck", "--addr", testsite.RefusedAddr(t)); code != exitOK || !strings.Contains(out, "nothing to check") {
		t.Errorf("nothing listening: exit %d, %q %q", code, out, errOut)
	}
	if code, _, _, _ := runProcess(t, "healthcheck", "--timeout", "5"); code != exitUsage {
		t.Errorf("a bad flag: exit %d", code)
	}
}
