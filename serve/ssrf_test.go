package serve

import (
	"context"
	"encoding/json"
	"errors"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/rendercrawl/render/sink"
)

// counter is a listener the policy refuses, which counts what reaches
// it: TCP connections or UDP packets. Nothing should.
type counter struct {
	addr string // host:port, as a URL spells it
	hits atomic.Int64
}

// listenTCP counts the connections to a loopback address; each is
// answered with a small page, so that a leak would show as content too.
func listenTCP(t *testing.T, network, addr string) *counter {
	t.Helper()
	ln, err := net.Listen(network, addr)
	if err != nil {
		t.Fatalf("listen %s: %v", addr, err)
	}
	c := &counter{addr: ln.Addr().String()}
	srv := &http.Server{
		Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "text/html")
			w.Write([]byte("<p>INTERNAL-LEAKED</p>"))
		}),
		ConnState: func(_ net.Conn, st http.ConnState) {
			if st == http.StateNew {
				c.hits.Add(1)
			}
		},
	}
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close() })
	return c
}

// listenUDP counts the datagrams sent to a loopback address.
func listenUDP(t *testing.T, network, addr string) *counter {
	t.Helper()
	pc, err := net.ListenPacket(network, addr)
	if err != nil {
		t.Fatalf("listen %s: %v", addr, err)
	}
	c := &counter{addr: pc.LocalAddr().String()}
	go func() {
		buf := make([]byte, 2048)
		for {
			if _, _, err := pc.ReadFrom(buf); err != nil {
				return
			}
			c.hits.Add(1)
		}
	}()
	t.Cleanup(func() { pc.Close() })
	return c
}

// rebinder resolves names under .test: internal.test to 127.0.0.2,
// rebind.test to 127.0.0.1 the first time and 127.0.0.2 after (DNS
// rebinding), others not at all.
type rebinder struct{ calls atomic.Int64 }

func (r *rebinder) LookupNetIP(_ context.Context, _, host string) ([]netip.Addr, error) {
	switch host {
	case "internal.test":
		return []netip.Addr{netip.MustParseAddr("127.0.0.2")}, nil
	case "rebind.test":
		if r.calls.Add(1) == 1 {
			return []netip.Addr{netip.MustParseAddr("127.0.0.1")}, nil
		}
		return []netip.Addr{netip.MustParseAddr("127.0.0.2")}, nil
	}
	return nil, errors.New("no such host")
}

// TestPagesCannotReachInternalAddresses renders, with only the fixture
// allowed, pages that try to reach other loopback addresses (127.0.0.2
// and [::1], which listeners of the test watch) every way a page can: a
// redirect, a script's navigation, iframes, images, scripts, styles,
// fetch, XHR, WebSocket, EventSource, beacons, WebRTC over UDP, a name
// that resolves to one, and a name whose second answer is one. Each is
// refused, and not one connection or datagram arrives.
func TestPagesCannotReachInternalAddresses(t *testing.T) {
	fixPort := fixtureAddr[strings.LastIndex(fixtureAddr, ":")+1:]
	v4 := listenTCP(t, "tcp4", "127.0.0.2:0")
	v6 := listenTCP(t, "tcp6", "[::1]:0")
	rebound := listenTCP(t, "tcp4", "127.0.0.2:"+fixPort)
	udp4 := listenUDP(t, "udp4", "127.0.0.2:0")
	udp6 := listenUDP(t, "udp6", "[::1]:0")
	v4port := v4.addr[strings.LastIndex(v4.addr, ":")+1:]
	named := "internal.test:" + v4port

	cfg := testConfig()
	cfg.Render.Block = nil // every sub-request leaves Chrome: images and fonts too
	cfg.AllowHosts = append(cfg.AllowHosts, "rebind.test:"+fixPort)
	cfg.Resolver = &rebinder{}
	s := start(t, cfg)

	var refusedPages, renderedPages int
	check := func(name, page string, wantStatus int) {
		t.Helper()
		a := s.get(t, "/render?format=json&url="+url.QueryEscape(page))
		if a.status != wantStatus {
			t.Errorf("%s: status %d, want %d: %.300s", name, a.status, wantStatus, a.body)
			return
		}
		if strings.Contains(a.body, "INTERNAL-LEAKED") {
			t.Errorf("%s: the page shows an internal server's content", name)
		}
		if wantStatus == http.StatusForbidden {
			refusedPages++
			return
		}
		renderedPages++
		var rec sink.Record
		if err := json.Unmarshal([]byte(a.body), &rec); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(rec.Text, "SSRF-") {
			t.Errorf("%s: the page did not render: %q", name, rec.Text)
		}
		if strings.HasPrefix(name, "embed") && !strings.Contains(rec.Text, "SSRF-OK") {
			t.Errorf("%s: the page's request to its own site did not get through: %q", name, rec.Text)
		}
	}
	for _, to := range []string{v4.addr, v6.addr, named} {
		check("redirect to "+to, fixtureURL+"/ssrf/redirect?to="+to, http.StatusForbidden)
		check("embed "+to, fixtureURL+"/ssrf/embed?to="+to, http.StatusOK)
		check("navigate to "+to, fixtureURL+"/ssrf/navigate?to="+to, http.StatusForbidden)
	}
	for _, to := range []string{udp4.addr, udp6.addr} {
		check("webrtc "+to, fixtureURL+"/ssrf/webrtc?to="+to, http.StatusOK)
	}
	check("rebinding", "http://rebind.test:"+fixPort+"/serve/app/product/1", http.StatusForbidden)
	for _, page := range []string{"http://" + v4.addr + "/", "http://" + v6.addr + "/", "http://" + named + "/",
		"http://2130706433:" + v4port + "/", "http://0177.0.0.1:" + v4port + "/", "http://0x7f.1:" + v4port + "/", "http://127.1:" + v4port + "/",
		"http://[::ffff:127.0.0.2]:" + v4port + "/", "http://[0:0:0:0:0:0:0:1]:" + v4port + "/"} {
		check("direct "+page, page, http.StatusForbidden)
	}
	// Anything late (a beacon, a retried connection) would arrive now.
	time.Sleep(500 * time.Millisecond)
	for _, c := range []*counter{v4, v6, rebound, udp4, udp6} {
		if n := c.hits.Load(); n != 0 {
			t.Errorf("%s was reached %d times", c.addr, n)
		}
	}
	m := s.get(t, "/metrics").body
	if !strings.Contains(m, `render_serve_refused_total{stage="connect"}`) || !strings.Contains(m, `render_serve_refused_total{stage="request"} 9`) {
		t.Errorf("refusals not counted:\n%s", grepLines(m, "refused"))
	}
	t.Logf("%d pages refused, %d rendered with their internal requests refused", refusedPages, renderedPages)
}

func grepLines(s, word string) string {
	var out []string
	for l := range strings.SplitSeq(s, "\n") {
		if strings.Contains(l, word) {
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n")
}
