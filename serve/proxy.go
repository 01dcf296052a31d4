package serve

import (
	"context"
	"errors"
	"fmt"
	"html"
	"log/slog"
	"net"
	"net/http"
	"net/http/httputil"
	"net/url"
	"sync"
	"time"

	"github.com/rendercrawl/render/internal/tunnel"
)

// RefusedHeader is set on the answer the proxy gives Chrome in place of a
// page on a refused address; its value names the range.
const RefusedHeader = "X-Render-Refused"

// proxy is the forward proxy every request of Chrome's goes through: the
// pages, their redirects, sub-requests, frames and WebSockets, loopback
// included (Chrome runs with --proxy-server and
// --proxy-bypass-list=<-loopback>). It connects through the dialer, so
// that a page reaches no address the policy refuses, whatever the name,
// the redirect or the DNS answer. It listens on loopback, for Chrome.
type proxy struct {
	ln   net.Listener
	srv  *http.Server
	dial *dialer
	fwd  *httputil.ReverseProxy
	log  *slog.Logger

	tunnels tunnel.Tunnels // the CONNECTs answered
	wg      sync.WaitGroup // the server

	// canary is the host and page of the start-up canary, which the
	// proxy answers itself, while it runs (see canary.go).
	canaryMu   sync.Mutex
	canaryHost string
	canaryPage string
}

// setCanary makes the proxy answer http://host/ with page; "" stops.
func (p *proxy) setCanary(host, page string) {
	p.canaryMu.Lock()
	defer p.canaryMu.Unlock()
	p.canaryHost, p.canaryPage = host, page
}

// canary returns the canary page, if r asks for it.
func (p *proxy) canary(r *http.Request) (string, bool) {
	p.canaryMu.Lock()
	defer p.canaryMu.Unlock()
	return p.canaryPage, p.canaryHost != "" && r.URL.IsAbs() && r.URL.Scheme == "http" && r.URL.Host == p.canaryHost
}

// startProxy starts the proxy on a free loopback port.
func startProxy(d *dialer, log *slog.Logger) (*proxy, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	p := &proxy{ln: ln, dial: d, log: log}
	tr := &http.Transport{
		Proxy:                 nil, // never the environment's proxy
		DialContext:           d.DialContext,
		MaxIdleConnsPerHost:   16,
		IdleConnTimeout:       30 * time.Second,
		TLSHandshakeTimeout:   10 * time.Second,
		ExpectContinueTimeout: time.Second,
		DisableCompression:    true, // Chrome asked for what it can decode
	}
	p.fwd = &httputil.ReverseProxy{
		// The request goes where Chrome addressed it, with no
		// X-Forwarded-For: the origin sees Chrome's request.
		Rewrite:      func(r *httputil.ProxyRequest) { r.Out.Host = r.In.Host },
		Transport:    tr,
		ErrorHandler: p.failed,
		ErrorLog:     slog.NewLogLogger(log.Handler(), slog.LevelDebug),
	}
	p.srv = &http.Server{Handler: p, ReadHeaderTimeout: 30 * time.Second, ErrorLog: p.fwd.ErrorLog}
	p.wg.Go(func() { _ = p.srv.Serve(ln) })
	return p, nil
}

// URL is the proxy's address, for Chrome's --proxy-server.
func (p *proxy) URL() *url.URL { return &url.URL{Scheme: "http", Host: p.ln.Addr().String()} }

func (p *proxy) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if page, ok := p.canary(r); ok {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Header().Set("Cache-Control", "no-store")
		w.Write([]byte(page))
		return
	}
	switch {
	case r.Method == http.MethodConnect:
		p.tunnel(w, r)
	case r.URL.IsAbs() && r.URL.Scheme == "http":
		p.fwd.ServeHTTP(w, r)
	default:
		http.Error(w, "render serve: this is a proxy for Chrome", http.StatusBadRequest)
	}
}

// failed answers a request that could not be forwarded: 403 with
// RefusedHeader for a refused address, 502 with ProxyFailedHeader
// otherwise.
func (p *proxy) failed(w http.ResponseWriter, r *http.Request, err error) {
	var ae *AddressError
	if errors.As(err, &ae) {
		// A page, so that a document refused is rendered (as this) and the
		// service sees RefusedHeader, rather than a document that is not
		// HTML.
		w.Header().Set(RefusedHeader, ae.Range)
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Header().Set("Cache-Control", "no-store")
		w.WriteHeader(http.StatusForbidden)
		fmt.Fprintf(w, "<!doctype html><title>Refused</title><p>render serve refused to connect to a %s address.</p>\n", html.EscapeString(ae.Range))
		return
	}
	p.log.Debug("proxy: request failed", "url", r.URL.String(), "err", err)
	w.Header().Set(ProxyFailedHeader, "1")
	w.WriteHeader(http.StatusBadGateway)
}

// tunnel answers a CONNECT (HTTPS, and WebSockets): it connects to the
// target through the dialer and copies bytes both ways.
func (p *proxy) tunnel(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := context.WithTimeout(r.Context(), 15*time.Second)
	up, err := p.dial.DialContext(ctx, "tcp", r.Host)
	cancel()
	if err != nil {
		p.failed(w, r, err)
		return
	}
	if err := p.tunnels.Open(w, up); err != nil {
		p.log.Debug("proxy: tunnel", "host", r.Host, "err", err)
	}
}

// Close stops the proxy and ends its tunnels.
func (p *proxy) Close() error {
	err := p.srv.Close()
	p.tunnels.Close()
	p.wg.Wait()
	if errors.Is(err, http.ErrServerClosed) {
		err = nil
	}
	return err
}
