package testsite

import (
	"fmt"
	"html"
	"net"
	"net/http"
	"net/netip"
	"strings"
)

// The routes of render serve's tests: the fixture shop (a single-page
// app, testdata/site/serve) and pages that try to make the browser that
// renders them reach another address, which a rendering service must
// refuse at each step.
//
//	/serve/app/...           the shop's shell page (counted as "shop")
//	/ssrf/redirect?to=ADDR   a 302 to http://ADDR/ssrf-target
//	/ssrf/navigate?to=ADDR   a script that sends the page to http://ADDR/
//	/ssrf/embed?to=ADDR      a page that embeds and fetches ADDR every way
//	                         a page can (iframe, img, script, stylesheet,
//	                         fetch, XHR, WebSocket, EventSource, beacon), and
//	                         fetches /ssrf/ok of its own site
//	/ssrf/webrtc?to=ADDR     a page that gathers ICE candidates with a STUN
//	                         and a TURN server at ADDR (UDP)
//	/ssrf/ok                 what /ssrf/embed fetches (counted as "ssrf-ok")
//
// ADDR is host:port and must be on loopback (127.0.0.0/8 or [::1]) or a
// name under .test, which no DNS resolves: a test server sends no client
// anywhere else.
func (s *Site) ssrfRoutes() {
	m := s.mux
	m.HandleFunc("/serve/app/", s.counted("shop", s.page("serve/index.html", http.StatusOK)))
	m.HandleFunc("/ssrf/ok", s.counted("ssrf-ok", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain")
		fmt.Fprint(w, "SSRF-OK")
	}))
	m.HandleFunc("/ssrf/redirect", withTarget(func(w http.ResponseWriter, r *http.Request, to string) {
		http.Redirect(w, r, "http://"+to+"/ssrf-target", http.StatusFound)
	}))
	m.HandleFunc("/ssrf/navigate", withTarget(func(w http.ResponseWriter, r *http.Request, to string) {
		ssrfPage(w, "navigate", `<p id="marker">SSRF-NAVIGATE</p>
<script>setTimeout(() => { location.href = 'http://`+to+`/ssrf-navigated'; }, 10);</script>`)
	}))
	m.HandleFunc("/ssrf/embed", withTarget(func(w http.ResponseWriter, r *http.Request, to string) {
		ssrfPage(w, "embed", `<p id="marker">SSRF-EMBED</p><p id="ok">pending</p>
<iframe src="http://`+to+`/ssrf-frame"></iframe>
<img src="http://`+to+`/ssrf-img.png" alt="">
<link rel="stylesheet" href="http://`+to+`/ssrf.css">
<script src="http://`+to+`/ssrf.js"></script>
<script>
const to = '`+to+`';
fetch('http://' + to + '/ssrf-fetch').catch(() => {});
fetch('http://' + to + '/ssrf-nocors', { mode: 'no-cors' }).catch(() => {});
try { const x = new XMLHttpRequest(); x.open('GET', 'http://' + to + '/ssrf-xhr'); x.send(); } catch (e) {}
try { new WebSocket('ws://' + to + '/ssrf-ws'); } catch (e) {}
try { new EventSource('http://' + to + '/ssrf-events'); } catch (e) {}
try { navigator.sendBeacon('http://' + to + '/ssrf-beacon', 'x'); } catch (e) {}
fetch('/ssrf/ok').then((r) => r.text()).then((t) => { document.getElementById('ok').textContent = t; });
</script>`)
	}))
	m.HandleFunc("/ssrf/webrtc", withTarget(func(w http.ResponseWriter, r *http.Request, to string) {
		ssrfPage(w, "webrtc", `<p id="marker">SSRF-WEBRTC</p><p id="ice">gathering</p>
<script>
const pc = new RTCPeerConnection({ iceServers: [
  { urls: 'stun:`+to+`' },
  { urls: 'turn:`+to+`?transport=udp', username: 'u', credential: 'p' },
] });
pc.createDataChannel('x');
pc.onicegatheringstatechange = () => { document.getElementById('ice').textContent = 'ICE-' + pc.iceGatheringState; };
pc.createOffer().then((o) => pc.setLocalDescription(o));
</script>`)
	}))
}

// withTarget passes ?to= to h once it is checked: a loopback address or
// a .test name, with a port.
func withTarget(h func(http.ResponseWriter, *http.Request, string)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		to := r.URL.Query().Get("to")
		host, port, err := net.SplitHostPort(to)
		ok := err == nil && port != "" && !strings.ContainsAny(to, `'"<>\/ `)
		if ok {
			a, aerr := netip.ParseAddr(host)
			ok = aerr == nil && a.IsLoopback() || aerr != nil && strings.HasSuffix(strings.ToLower(host), ".test")
		}
		if !ok {
			http.Error(w, "to must be host:port on loopback or under .test", http.StatusBadRequest)
			return
		}
		h(w, r, to)
	}
}

func ssrfPage(w http.ResponseWriter, title, body string) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	fmt.Fprintf(w, "<!doctype html>\n<html lang=\"en\">\n<head><meta charset=\"utf-8\"><title>SSRF %s</title></head>\n<body>\n%s\n</body>\n</html>\n",
		html.EscapeString(title), body)
}
