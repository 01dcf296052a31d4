package serve

import (
	"errors"
	"net/url"
	"os/exec"
	"testing"
	"time"
)

// chromeBinaries are the two kinds of Chrome the service may run, which
// read WebRTC's policy differently: the headless shell (a flag) and full
// Chromium (a profile preference). Both are installed in CI.
func chromeBinaries(t *testing.T) map[string]string {
	t.Helper()
	bins := map[string]string{}
	for name, candidates := range map[string][]string{
		"headless-shell": {"chromium-headless-shell", "chrome-headless-shell"},
		"chromium":       {"chromium", "chromium-browser", "google-chrome"},
	} {
		for _, c := range candidates {
			if p, err := exec.LookPath(c); err == nil {
				bins[name] = p
				break
			}
		}
		if bins[name] == "" {
			t.Errorf("no %s installed (scripts/setup.sh installs both)", name)
		}
	}
	return bins
}

// TestEveryChromeStaysBehindThePolicy starts the service with each kind
// of Chrome: its start-up canary passes, and a page that gathers ICE
// candidates with a STUN and a TURN server on a refused address sends
// them not one datagram. With WebRTC's policy left out, the canary fails
// the start.
func TestEveryChromeStaysBehindThePolicy(t *testing.T) {
	needChrome(t)
	for name, bin := range chromeBinaries(t) {
		t.Run(name, func(t *testing.T) {
			udp := listenUDP(t, "udp4", "127.0.0.2:0")
			cfg := testConfig()
			cfg.Render.Chrome = bin
			s := start(t, cfg)
			a := s.get(t, "/render?format=json&url="+url.QueryEscape(fixtureURL+"/ssrf/webrtc?to="+udp.addr))
			if a.status != 200 {
				t.Fatalf("status %d: %.300s", a.status, a.body)
			}
			s.shutdown(t)
			if n := udp.hits.Load(); n != 0 {
				t.Errorf("%s: the STUN/TURN server on a refused address got %d datagrams", name, n)
			}
		})
		t.Run(name+"/canary", func(t *testing.T) {
			defer func(p string) { webRTCPolicy = p }(webRTCPolicy)
			webRTCPolicy = "default"
			cfg := testConfig()
			cfg.Render.Chrome = bin
			start := time.Now()
			s, err := New(cfg)
			if err == nil {
				s.Close()
				t.Fatal("a Chrome that sends WebRTC over UDP started the service")
			}
			if !errors.Is(err, ErrCanary) {
				t.Fatalf("err = %v, want ErrCanary", err)
			}
			t.Logf("%s: refused in %v: %v", name, time.Since(start).Round(time.Millisecond), err)
		})
	}
}
