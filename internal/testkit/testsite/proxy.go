package testsite

import (
	"context"
	"encoding/base64"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"sync"
	"sync/atomic"
	"testing"
)

// Proxy is a forward proxy for tests. Whatever host a request names, it
// goes to the same port on 127.0.0.1: a test can use names that resolve
// nowhere (site.test) and so know that whatever reached the site went
// through the proxy, and nothing ever leaves loopback.
type Proxy struct {
	// URL is the proxy's URL, with its credentials when it wants some.
	URL *url.URL
	// Passed counts what went through: a plain HTTP request, a CONNECT
	// tunnel or a SOCKS connection each count one.
	passed atomic.Int64
	// Refused counts requests refused for want of credentials.
	refused atomic.Int64

	mu    sync.Mutex
	hosts map[string]int
}

// Passed is the number of requests, tunnels and connections that went
// through; Refused those refused for want of credentials.
func (p *Proxy) Passed() int  { return int(p.passed.Load()) }
func (p *Proxy) Refused() int { return int(p.refused.Load()) }

// Hosts returns how many requests or connections went to each host:port.
func (p *Proxy) Hosts() map[string]int {
	p.mu.Lock()
	defer p.mu.Unlock()
	out := make(map[string]int, len(p.hosts))
	for k, v := range p.hosts {
		out[k] = v
	}
	return out
}

func (p *Proxy) pass(hostport string) {
	p.passed.Add(1)
	p.mu.Lock()
	p.hosts[hostport]++
	p.mu.Unlock()
}

// loopback is where the proxy sends a host:port: the same port on
// 127.0.0.1.
func loopback(hostport string) (string, error) {
	_, port, err := net.SplitHostPort(hostport)
	if err != nil {
		return "", err
	}
	return net.JoinHostPort("127.0.0.1", port), nil
}

// HTTPProxy starts an HTTP proxy (plain requests and CONNECT) for the
// duration of a test. With a user, it answers 407 to requests without its
// Basic credentials.
func HTTPProxy(tb testing.TB, user, pass string) *Proxy {
	tb.Helper()
	p := &Proxy{hosts: map[string]int{}}
	var dialer net.Dialer
	tr := &http.Transport{DialContext: func(ctx context.Context, network, addr string) (net.Conn, error) {
		to, err := loopback(addr)
		if err != nil {
			return nil, err
		}
		return dialer.DialContext(ctx, "tcp", to)
	}}
	want := ""
	if user != "" {
		want = "Basic " + base64.StdEncoding.EncodeToString([]byte(user+":"+pass))
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if want != "" && r.Header.Get("Proxy-Authorization") != want {
			p.refused.Add(1)
			w.Header().Set("Proxy-Authenticate", `Basic realm="test proxy"`)
			http.Error(w, "proxy credentials wanted", http.StatusProxyAuthRequired)
			return
		}
		if r.Method == http.MethodConnect {
			p.tunnel(w, r, &dialer)
			return
		}
		p.forward(w, r, tr)
	}))
	tb.Cleanup(func() {
		srv.CloseClientConnections()
		srv.Close()
		tr.CloseIdleConnections()
	})
	p.URL, _ = url.Parse(srv.URL)
	if user != "" {
		p.URL.User = url.UserPassword(user, pass)
	}
	return p
}

// forward sends a plain HTTP request on.
func (p *Proxy) forward(w http.ResponseWriter, r *http.Request, tr *http.Transport) {
	if !r.URL.IsAbs() {
		http.Error(w, "not a proxy request", http.StatusBadRequest)
		return
	}
	p.pass(r.URL.Host)
	out := r.Clone(r.Context())
	out.RequestURI = ""
	out.Header.Del("Proxy-Authorization")
	out.Header.Del("Proxy-Connection")
	resp, err := tr.RoundTrip(out)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	defer resp.Body.Close()
	for k, v := range resp.Header {
		w.Header()[k] = v
	}
	w.WriteHeader(resp.StatusCode)
	io.Copy(w, resp.Body)
}

// tunnel answers a CONNECT with a connection to the host's port on
// loopback.
func (p *Proxy) tunnel(w http.ResponseWriter, r *http.Request, dialer *net.Dialer) {
	to, err := loopback(r.Host)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	p.pass(r.Host)
	up, err := dialer.DialContext(r.Context(), "tcp", to)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	hj, ok := w.(http.Hijacker)
	if !ok {
		up.Close()
		http.Error(w, "no hijacking", http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusOK)
	down, buf, err := hj.Hijack()
	if err != nil {
		up.Close()
		return
	}
	go pipe(up, down, buf.Reader)
}

// pipe copies both ways until either side closes, then closes both.
func pipe(up, down net.Conn, pending io.Reader) {
	done := make(chan struct{}, 2)
	go func() { io.Copy(up, pending); done <- struct{}{} }()
	go func() { io.Copy(down, up); done <- struct{}{} }()
	<-done
	up.Close()
	down.Close()
}
