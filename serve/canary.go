package serve

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"strings"
	"sync/atomic"
	"time"

	"github.com/rendercrawl/render/render"
)

// Before the service says it is ready, a canary page checks that this
// Chrome stays behind the address policy: it tries HTTP, a WebSocket and
// STUN (WebRTC over UDP) towards sentinel listeners on an address the
// policy refuses. The page itself is answered by the service's proxy
// under a name no DNS resolves, so that a Chrome that went around the
// proxy (a build that ignores a flag, a managed policy that sets its own
// proxy) does not even load it. Nothing may reach a sentinel, and the
// page may gather no ICE candidate: WebRTC must have no UDP at all.

// ErrCanary is a start refused because the canary page reached what the
// address policy refuses, or did not load through the service's proxy.
var ErrCanary = errors.New("serve: chrome escapes the address policy")

// canaryTimeout bounds the canary's page.
const canaryTimeout = 30 * time.Second

// canaryHosts are the loopback addresses a sentinel may listen on; the
// first one the policy refuses is taken.
var canaryHosts = []string{"127.0.0.2", "127.0.0.3", "127.0.0.254"}

// sentinel counts what reaches it: HTTP requests and WebSocket handshakes
// on tcp, datagrams on udp.
type sentinel struct {
	tcp  net.Listener
	udp  net.PacketConn
	srv  *http.Server
	hits atomic.Int64
}

// listenSentinel listens on the first of canaryHosts that policy refuses;
// nil when there is none (an --allow-private that allows them all, or a
// system without those addresses).
func listenSentinel(policy Policy) *sentinel {
	for _, h := range canaryHosts {
		ln, err := net.Listen("tcp4", h+":0")
		if err != nil {
			continue
		}
		ap, _ := netip.ParseAddrPort(ln.Addr().String())
		pc, err := net.ListenPacket("udp4", h+":0")
		if err != nil || policy.Check(ap) == nil {
			ln.Close()
			if pc != nil {
				pc.Close()
			}
			continue
		}
		s := &sentinel{tcp: ln, udp: pc}
		s.srv = &http.Server{ReadHeaderTimeout: 5 * time.Second, Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			s.hits.Add(1) // before the answer, which the page waits for
			w.Header().Set("Access-Control-Allow-Origin", "*")
			w.Write([]byte("SENTINEL"))
		})}
		go s.srv.Serve(ln)
		go func() {
			buf := make([]byte, 1500)
			for {
				if _, _, err := pc.ReadFrom(buf); err != nil {
					return
				}
				s.hits.Add(1)
			}
		}()
		return s
	}
	return nil
}

func (s *sentinel) close() {
	s.srv.Close()
	s.udp.Close()
}

// canaryPage is the canary's HTML: its result is in #canary once every
// attempt has ended (the render waits for it).
func canaryPage(tcp, udp string) string {
	return `<!doctype html><title>canary</title><p id="canary"></p><script>
const results = [];
const ended = (what) => (v) => { results.push(what + '=' + v); if (results.length === 3) {
  document.getElementById('canary').textContent = results.sort().join(' '); } };
fetch('http://` + tcp + `/canary').then((r) => r.text()).then(ended('http'), () => ended('http')('refused'));
try {
  const ws = new WebSocket('ws://` + tcp + `/canary');
  let done = false;
  const end = (v) => { if (!done) { done = true; ended('ws')(v); } };
  ws.onopen = () => end('open'); ws.onerror = () => end('refused'); ws.onclose = () => end('refused');
} catch (e) { ended('ws')('refused'); }
let candidates = 0, iceDone = false;
const iceEnd = () => { if (!iceDone) { iceDone = true; ended('udp')(candidates); } };
try {
  const pc = new RTCPeerConnection({ iceServers: [{ urls: 'stun:` + udp + `' }] });
  pc.onicecandidate = (e) => { if (e.candidate && e.candidate.candidate) candidates++; else if (!e.candidate) iceEnd(); };
  pc.createDataChannel('canary');
  pc.createOffer().then((o) => pc.setLocalDescription(o));
  setTimeout(iceEnd, 3000);
} catch (e) { ended('udp')('none'); }
</script>`
}

// canaryHost is a name for the canary page that only the proxy answers.
func canaryHost() string {
	b := make([]byte, 8)
	rand.Read(b)
	return "canary-" + hex.EncodeToString(b) + ".render.invalid"
}

// runCanary renders the canary page and returns an error wrapping
// ErrCanary when it loaded otherwise than through the proxy or reached a
// sentinel.
func (s *Service) runCanary(ctx context.Context, policy Policy) error {
	sen := listenSentinel(policy)
	if sen == nil {
		s.log.Warn("serve: no refused loopback address to listen on; the start-up canary is skipped")
		return nil
	}
	defer sen.close()
	host := canaryHost()
	s.proxy.setCanary(host, canaryPage(sen.tcp.Addr().String(), sen.udp.LocalAddr().String()))
	defer s.proxy.setCanary("", "")
	ctx, cancel := context.WithTimeout(ctx, canaryTimeout)
	defer cancel()
	pg, err := s.pool.Render(ctx, render.Request{URL: "http://" + host + "/", Timeout: canaryTimeout,
		Wait: &render.Wait{Kind: render.WaitSelector, Value: "#canary:not(:empty)"}})
	if err != nil {
		return fmt.Errorf("%w: its page did not load through the service's proxy: %w", ErrCanary, err)
	}
	got := strings.TrimSpace(pg.Text)
	if n := sen.hits.Load(); n > 0 || got != "http=refused udp=0 ws=refused" {
		return fmt.Errorf("%w: a page reached a refused address (%d connections or datagrams; the page saw %q)", ErrCanary, n, got)
	}
	return nil
}
