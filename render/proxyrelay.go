package render

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/rendercrawl/render/internal/tunnel"
	"golang.org/x/net/proxy"
)

// socksRelay stands in for a SOCKS5 proxy that wants credentials, which
// Chrome cannot give: an HTTP proxy on loopback that Chrome uses instead,
// and that reaches every host through the SOCKS5 proxy, with the
// credentials. Plain requests are forwarded, CONNECT tunnels piped. It
// wants credentials of its own, made up at its start, that Chrome gives
// as it does an HTTP proxy's, so that no other program on the machine can
// use the SOCKS proxy's through it.
type socksRelay struct {
	auth   *url.Userinfo
	want   string // its Proxy-Authorization
	ln     net.Listener
	srv    *http.Server
	dialer proxy.ContextDialer
	tr     *http.Transport
	log    *slog.Logger

	tunnels tunnel.Tunnels // the CONNECTs answered, ended with the relay
}

// needsRelay reports a proxy Chrome cannot use as given: SOCKS with
// credentials.
func needsRelay(u *url.URL) bool {
	if u == nil || u.User == nil || !strings.HasPrefix(u.Scheme, "socks") {
		return false
	}
	_, hasPass := u.User.Password()
	return hasPass || u.User.Username() != ""
}

// relayFor starts the relay cfg's proxy needs, if it needs one and the
// Pool starts Chrome, and points cfg's Chrome at it.
func relayFor(cfg *Config, log *slog.Logger) (*socksRelay, error) {
	if cfg.BrowserURL != "" || !needsRelay(cfg.Session.Proxy) {
		return nil, nil
	}
	r, err := startSOCKSRelay(cfg.Session.Proxy, log)
	if err != nil {
		return nil, err
	}
	cfg.Session.relay, cfg.Session.relayAuth = r.addr(), r.auth
	return r, nil
}

// startSOCKSRelay starts a relay for the SOCKS5 proxy u on a loopback
// port.
func startSOCKSRelay(u *url.URL, log *slog.Logger) (*socksRelay, error) {
	pass, _ := u.User.Password()
	d, err := proxy.SOCKS5("tcp", u.Host, &proxy.Auth{User: u.User.Username(), Password: pass}, &net.Dialer{Timeout: 10 * time.Second})
	if err != nil {
		return nil, fmt.Errorf("render: socks relay: %w", err)
	}
	cd, ok := d.(proxy.ContextDialer)
	if !ok {
		return nil, errors.New("render: socks relay: the SOCKS5 dialer takes no context")
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, fmt.Errorf("render: socks relay: %w", err)
	}
	user, pass := rand.Text(), rand.Text()
	r := &socksRelay{ln: ln, dialer: cd, log: log,
		auth: url.UserPassword(user, pass),
		want: "Basic " + base64.StdEncoding.EncodeToString([]byte(user+":"+pass))}
	r.tr = &http.Transport{DialContext: cd.DialContext, MaxIdleConnsPerHost: 8, IdleConnTimeout: 30 * time.Second}
	r.srv = &http.Server{Handler: r, ReadHeaderTimeout: 10 * time.Second}
	go r.srv.Serve(ln)
	return r, nil
}

// addr is the relay's proxy address for Chrome.
func (r *socksRelay) addr() string { return "http://" + r.ln.Addr().String() }

func (r *socksRelay) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	if subtle.ConstantTimeCompare([]byte(req.Header.Get("Proxy-Authorization")), []byte(r.want)) != 1 {
		w.Header().Set("Proxy-Authenticate", `Basic realm="render"`)
		http.Error(w, "proxy credentials wanted", http.StatusProxyAuthRequired)
		return
	}
	req.Header.Del("Proxy-Authorization")
	if req.Method == http.MethodConnect {
		r.tunnel(w, req)
		return
	}
	if !req.URL.IsAbs() {
		http.Error(w, "not a proxy request", http.StatusBadRequest)
		return
	}
	out := req.Clone(req.Context())
	out.RequestURI = ""
	out.Header.Del("Proxy-Connection")
	resp, err := r.tr.RoundTrip(out)
	if err != nil {
		r.log.Debug("socks relay", "url", req.URL.Redacted(), "err", err)
		http.Error(w, "socks relay: "+err.Error(), http.StatusBadGateway)
		return
	}
	defer resp.Body.Close()
	for k, v := range resp.Header {
		w.Header()[k] = v
	}
	w.WriteHeader(resp.StatusCode)
	io.Copy(w, resp.Body)
}

// tunnel answers a CONNECT with a connection through the SOCKS5 proxy.
func (r *socksRelay) tunnel(w http.ResponseWriter, req *http.Request) {
	ctx, cancel := context.WithTimeout(req.Context(), 30*time.Second)
	up, err := r.dialer.DialContext(ctx, "tcp", req.Host)
	cancel()
	if err != nil {
		r.log.Debug("socks relay", "host", req.Host, "err", err)
		http.Error(w, "socks relay: "+err.Error(), http.StatusBadGateway)
		return
	}
	if err := r.tunnels.Open(w, up); err != nil {
		r.log.Debug("socks relay: tunnel", "host", req.Host, "err", err)
	}
}

// close stops the relay and its tunnels; a nil relay has nothing to stop.
func (r *socksRelay) close() error {
	if r == nil {
		return nil
	}
	err := r.srv.Close()
	r.tr.CloseIdleConnections()
	r.tunnels.Close()
	return err
}
