package render

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/security"

	"github.com/rendercrawl/render/internal/cfgerr"
)

// Session is what every page carries as a user's: extra headers, the
// cookie jar it shares with other clients, a proxy, the device it is seen
// on. The zero value adds nothing.
type Session struct {
	// Header is sent with every request of every page, to every host.
	Header http.Header
	// HostHeaders gives extra headers by host; they reach only the hosts it
	// names (see headers.go).
	HostHeaders Headers
	// Cookies is the jar the browser shares: its cookies are put in Chrome
	// before a page, and Chrome's taken back after it (see cookies.go).
	Cookies CookieJar
	// LocalStorage is put in the localStorage of its origins (keys a page
	// lacks only), and KeepLocalStorage keeps the localStorage of every
	// page's origin for Pool.LocalStorage.
	LocalStorage     map[string][][2]string
	KeepLocalStorage bool

	// Proxy carries every request Chrome makes, but those to the hosts of
	// ProxyBypass (Chrome's --proxy-bypass-list entries). Its credentials,
	// if any, answer an HTTP proxy's challenges; Chrome speaks no SOCKS
	// authentication, so a SOCKS proxy with credentials is reached through
	// a relay of the Pool's on loopback (see proxyrelay.go). Neither
	// applies to a Chrome the Pool attaches to (BrowserURL).
	Proxy       *url.URL
	ProxyBypass []string
	// ProxyLoopback sends loopback addresses through the proxy too,
	// which Chrome otherwise sends direct.
	ProxyLoopback bool
	// Insecure accepts any TLS certificate.
	Insecure bool

	// Emulation: the device and place pages are seen from.
	Emulation Emulation

	// relay is the address of the Pool's relay to Proxy, when it needs
	// one, and relayAuth the credentials it wants of Chrome.
	relay     string
	relayAuth *url.Userinfo
}

func (s Session) validate() error {
	bad := cfgerr.For("render")
	if p := s.Proxy; p != nil {
		switch p.Scheme {
		case "http", "https", "socks5", "socks5h", "socks4":
		default:
			return bad("Session.Proxy", "has scheme %q (want http, https or socks5)", p.Scheme)
		}
	}
	for k := range s.Header {
		if k == "" || strings.ContainsAny(k, " :\r\n") {
			return bad("Session.Header", "has an invalid name %q", k)
		}
	}
	return s.Emulation.validate()
}

// chromeFlags are the Chrome flags of the session: the proxy and the
// certificates.
func (s Session) chromeFlags() map[string]any {
	flags := map[string]any{}
	if p := s.Proxy; p != nil {
		scheme := p.Scheme
		if scheme == "socks5h" {
			scheme = "socks5" // Chrome's socks5 resolves names at the proxy
		}
		flags["proxy-server"] = scheme + "://" + p.Host
		if s.relay != "" {
			flags["proxy-server"] = s.relay
		}
		bypass := s.ProxyBypass
		if s.ProxyLoopback {
			// Chrome sends loopback direct whatever the proxy:
			// "<-loopback>" undoes that.
			bypass = append([]string{"<-loopback>"}, bypass...)
		}
		if len(bypass) > 0 {
			flags["proxy-bypass-list"] = strings.Join(bypass, ";")
		}
	}
	if s.Insecure {
		flags["ignore-certificate-errors"] = true
	}
	return flags
}

// intercepts reports whether the session needs requests paused: to add
// headers by host, or to answer a proxy's challenge.
func (s Session) intercepts() bool {
	return s.HostHeaders != nil || s.proxyAuth() != nil
}

// proxyAuth is the proxy's credentials, or nil.
func (s Session) proxyAuth() *url.Userinfo {
	switch {
	case s.relay != "":
		return s.relayAuth
	case s.Proxy == nil || s.Proxy.User == nil || strings.HasPrefix(s.Proxy.Scheme, "socks"):
		return nil
	}
	return s.Proxy.User
}

// setupSession is the tab's share of the session: its headers, emulation
// and stored localStorage. Its commands go out at once.
func (t *tab) setupSession(ctx context.Context) error {
	calls := t.emulationCalls(ctx)
	calls = append(calls, t.headerCalls(ctx)...)
	if t.cfg.Session.Insecure {
		// The flag does it for a Chrome we start; this for one we attach to.
		calls = append(calls, func() error {
			_, err := cdp.Call(ctx, t.t, security.SetIgnoreCertificateErrors, security.SetIgnoreCertificateErrorsParams{Ignore: true})
			return wrapCall("Security.setIgnoreCertificateErrors", err)
		})
	}
	calls = append(calls, t.localStorageCalls(ctx)...)
	errs := make([]error, len(calls))
	var wg sync.WaitGroup
	for i, c := range calls {
		wg.Go(func() { errs[i] = c() })
	}
	wg.Wait()
	return errors.Join(errs...)
}

// beforePage readies the tab for a page: the jar's cookies in Chrome, and
// interception for the hosts that get headers now.
func (t *tab) beforePage(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, callTimeout)
	defer cancel()
	if err := t.pushCookies(ctx, t.cfg.Session.Cookies); err != nil {
		return fmt.Errorf("render: cookies into chrome: %w", t.classify(err))
	}
	if err := t.refreshInterception(ctx); err != nil {
		return fmt.Errorf("render: interception: %w", t.classify(err))
	}
	return nil
}

// afterPage finishes a rendered page: the user's script, the cookies it
// left taken into the jar, its localStorage kept. Nothing here fails the
// page: its script's error goes to its console, the rest is logged. It
// returns an error when the tab should not be reused.
func (t *tab) afterPage(ctx context.Context, p *Page, timeout time.Duration, keep func(origin string, items [][2]string)) error {
	var fault error
	if t.cfg.Eval != "" {
		fault = t.eval(ctx, p, timeout)
	}
	cctx, cancel := context.WithTimeout(ctx, callTimeout)
	defer cancel()
	if err := t.pullCookies(cctx, t.cfg.Session.Cookies); err != nil {
		t.log.Warn("cookies from chrome not taken", "url", p.URL, "err", err)
	}
	if t.cfg.Session.KeepLocalStorage && keep != nil {
		t.keepLocalStorage(cctx, keep)
	}
	return fault
}
