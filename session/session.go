package session

import (
	"net/http"
	"net/url"
	"strings"

	"github.com/rendercrawl/render/crawl"
	"github.com/rendercrawl/render/fetch"
	"github.com/rendercrawl/render/render"
)

// Settings are what both paths carry besides crawl.Session's headers by
// host, credentials and cookies.
type Settings struct {
	// AllHostsHeader is sent to every host, on both paths, third-party
	// sub-requests included (crawl.Session.Header goes only to the
	// crawl's hosts).
	AllHostsHeader http.Header
	// Insecure accepts any TLS certificate, on both paths.
	Insecure bool
	// Locale is the pages' locale: the browser's Intl and
	// navigator.language, and Accept-Language on both paths.
	Locale string
	// Proxy carries every request of both paths: the browser's
	// sub-requests too, and loopback addresses (a test's site behind it).
	// A crawl that never starts the browser (crawl.BrowserNone) leaves it
	// the browser's settings alone.
	Proxy *url.URL
	// EnvProxy is the environment's proxy ($HTTPS_PROXY, $HTTP_PROXY),
	// which the HTTP path reads itself: Apply gives it to the browser,
	// with the hosts of $NO_PROXY (EnvProxyBypass) going direct. Proxy,
	// when given, wins.
	EnvProxy       *url.URL
	EnvProxyBypass []string
	// LocalStorage is put in the browser's pages of each origin (Load);
	// KeepLocalStorage keeps what pages store, for Save.
	LocalStorage     map[string][][2]string
	KeepLocalStorage bool
}

// Apply gives sess and s to both paths of a crawl of mode: one jar, the
// headers and credentials of sess by host, and the settings of s. The
// proxy's password is added to sess.Secrets.
func Apply(sess *crawl.Session, s Settings, mode crawl.Mode, f *fetch.Config, r *render.Config) {
	if s.Locale != "" {
		r.Session.Emulation.Locale = s.Locale
		if f.Header == nil {
			f.Header = http.Header{}
		}
		f.Header.Set("Accept-Language", render.AcceptLanguage(s.Locale))
	}
	if s.AllHostsHeader != nil {
		if f.Header == nil {
			f.Header = http.Header{}
		}
		for k, v := range s.AllHostsHeader {
			f.Header[http.CanonicalHeaderKey(k)] = v
		}
		r.Session.Header = s.AllHostsHeader
	}
	if s.LocalStorage != nil {
		r.Session.LocalStorage = s.LocalStorage
	}
	applyProxy(sess, s, mode, f, r)
	f.InsecureSkipVerify = s.Insecure
	r.Session.Insecure = s.Insecure
	f.Jar, f.HostHeader = sess.Jar, sess.For
	r.Session.Cookies, r.Session.HostHeaders = sess.Jar, sess
	r.Session.KeepLocalStorage = s.KeepLocalStorage
}

// applyProxy gives the proxy to the paths that do not read it themselves.
func applyProxy(sess *crawl.Session, s Settings, mode crawl.Mode, f *fetch.Config, r *render.Config) {
	switch {
	case s.Proxy != nil:
		addProxySecrets(sess, s.Proxy)
		f.Proxy = http.ProxyURL(s.Proxy)
		if mode.Browser() == crawl.BrowserNone {
			return // Chrome does not start, and need not speak it
		}
		r.Session.Proxy = s.Proxy
		r.Session.ProxyLoopback = true
	case s.EnvProxy != nil:
		r.Session.Proxy = s.EnvProxy
		r.Session.ProxyBypass = append(r.Session.ProxyBypass, s.EnvProxyBypass...)
		addProxySecrets(sess, s.EnvProxy)
	}
}

func addProxySecrets(sess *crawl.Session, u *url.URL) {
	if pass, ok := u.User.Password(); ok {
		sess.Secrets.Add(pass, u.User.String())
	}
}

// credentialWords name a header whose value is a credential.
var credentialWords = []string{"auth", "token", "key", "secret", "session", "cookie", "password", "signature", "credential"}

// CredentialHeader reports a header whose value is a credential, to be
// masked wherever it appears (crawl.Secrets.Add), not only in the
// recorded request's headers.
func CredentialHeader(name string) bool {
	name = strings.ToLower(name)
	for _, w := range credentialWords {
		if strings.Contains(name, w) {
			return true
		}
	}
	return false
}
