package session_test

import (
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/rendercrawl/render/crawl"
	"github.com/rendercrawl/render/crawl/cookies"
	"github.com/rendercrawl/render/fetch"
	"github.com/rendercrawl/render/render"
	"github.com/rendercrawl/render/session"
)

// Apply gives both paths one jar, the session's headers by host, one TLS
// policy, one locale and the headers meant for every host.
func TestApplyGivesBothPathsOneSession(t *testing.T) {
	sess := crawl.NewSession()
	sess.SetBearer("a.test", "tok-1234")
	f, r := fetch.DefaultConfig(), render.DefaultConfig()
	session.Apply(sess, session.Settings{
		Insecure:         true,
		Locale:           "de-DE",
		AllHostsHeader:   http.Header{"X-Team": {"blue"}},
		KeepLocalStorage: true,
		LocalStorage:     map[string][][2]string{"https://a.test": {{"k", "v"}}},
	}, crawl.ModeAuto, &f, &r)

	if f.Jar != http.CookieJar(sess.Jar) || r.Session.Cookies != render.CookieJar(sess.Jar) {
		t.Errorf("the paths' jars are %p and %v, want the session's %p on both", f.Jar, r.Session.Cookies, sess.Jar)
	}
	u, _ := url.Parse("https://a.test/x")
	if f.HostHeader == nil || f.HostHeader(u).Get("Authorization") != "Bearer tok-1234" ||
		r.Session.HostHeaders == nil || r.Session.HostHeaders.For(u).Get("Authorization") != "Bearer tok-1234" {
		t.Error("the paths do not ask the session for a host's headers")
	}
	if !f.InsecureSkipVerify || !r.Session.Insecure {
		t.Errorf("insecure: fetch %v, render %v; want both", f.InsecureSkipVerify, r.Session.Insecure)
	}
	if f.Header.Get("Accept-Language") != render.AcceptLanguage("de-DE") || r.Session.Emulation.Locale != "de-DE" {
		t.Errorf("locale: Accept-Language %q, browser %q", f.Header.Get("Accept-Language"), r.Session.Emulation.Locale)
	}
	if f.Header.Get("X-Team") != "blue" || r.Session.Header.Get("X-Team") != "blue" {
		t.Errorf("a header for every host: fetch %q, render %q", f.Header.Get("X-Team"), r.Session.Header.Get("X-Team"))
	}
	if !r.Session.KeepLocalStorage || len(r.Session.LocalStorage["https://a.test"]) != 1 {
		t.Errorf("localStorage: keep %v, given %v", r.Session.KeepLocalStorage, r.Session.LocalStorage)
	}
}

// A proxy given carries both paths (the browser's loopback too), and only
// the HTTP path of a crawl that never starts the browser; the
// environment's goes to the browser alone (the HTTP path reads it
// itself), with the hosts that bypass it. Its password is a secret.
func TestApplyProxy(t *testing.T) {
	given, _ := url.Parse("http://user:pass-1234@proxy.test:3128")
	env, _ := url.Parse("http://envuser:zzzz-env-99@envproxy.test:3128")
	for _, tc := range []struct {
		name          string
		set           session.Settings
		mode          crawl.Mode
		fetch         bool
		browser       *url.URL
		loopback      bool
		bypass        []string
		secret, clear string
	}{
		{"given, auto", session.Settings{Proxy: given, EnvProxy: env}, crawl.ModeAuto, true, given, true, nil, "pass-1234", "zzzz-env-99"},
		{"given, http", session.Settings{Proxy: given}, crawl.ModeHTTP, true, nil, false, nil, "pass-1234", ""},
		{"environment", session.Settings{EnvProxy: env, EnvProxyBypass: []string{"localhost"}}, crawl.ModeBrowser, false, env, false, []string{"localhost"}, "zzzz-env-99", ""},
		{"none", session.Settings{}, crawl.ModeBrowser, false, nil, false, nil, "", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			sess := crawl.NewSession()
			f, r := fetch.DefaultConfig(), render.DefaultConfig()
			session.Apply(sess, tc.set, tc.mode, &f, &r)
			var viaFetch *url.URL
			if f.Proxy != nil {
				viaFetch, _ = f.Proxy(&http.Request{URL: &url.URL{Scheme: "https", Host: "a.test"}})
			}
			if (viaFetch == given) != tc.fetch {
				t.Errorf("the HTTP path's proxy is %v; want %v: %v", viaFetch, given, tc.fetch)
			}
			if r.Session.Proxy != tc.browser || r.Session.ProxyLoopback != tc.loopback || !slices.Equal(r.Session.ProxyBypass, tc.bypass) {
				t.Errorf("the browser's proxy is %v (loopback %v, bypass %q); want %v (%v, %q)",
					r.Session.Proxy, r.Session.ProxyLoopback, r.Session.ProxyBypass, tc.browser, tc.loopback, tc.bypass)
			}
			masked := sess.Secrets.String(tc.secret)
			if tc.secret != "" && masked != crawl.Mask {
				t.Errorf("%q is not masked: %q", tc.secret, masked)
			}
			if tc.clear != "" && sess.Secrets.String(tc.clear) != tc.clear {
				t.Errorf("%q is masked, but that proxy was not used", tc.clear)
			}
		})
	}
}

// A saved session comes back whole: its cookies in the jar (the values
// that look like credentials masked), its localStorage by origin; and
// what Save writes, Load reads.
func TestSaveAndLoad(t *testing.T) {
	sess := crawl.NewSession()
	sess.Jar.Add(&http.Cookie{Name: "sid", Value: "abc1234567890", Domain: "a.test", Path: "/"},
		&http.Cookie{Name: "theme", Value: "dark", Domain: "a.test", Path: "/"})
	name := filepath.Join(t.TempDir(), "state.json")
	if err := session.Save(name, sess.Jar, map[string][][2]string{"https://a.test": {{"k", "v"}}}); err != nil {
		t.Fatal(err)
	}
	st, err := cookies.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	again := crawl.NewSession()
	storage := session.Load(again, st)
	u, _ := url.Parse("https://a.test/")
	if got := again.Jar.Cookies(u); len(got) != 2 {
		t.Errorf("the jar holds %v after Load, want sid and theme", got)
	}
	if !slices.Equal(storage["https://a.test"], [][2]string{{"k", "v"}}) {
		t.Errorf("localStorage after Load = %v", storage)
	}
	if got := again.Secrets.String("abc1234567890 dark"); got != crawl.Mask+" dark" {
		t.Errorf("masked %q; want the session id masked and the theme not", got)
	}
	if err := os.WriteFile(name, []byte(`{"cookies":[],"origins":[]}`), 0o600); err != nil {
		t.Fatal(err)
	}
	st, _ = cookies.ReadFile(name)
	if storage := session.Load(crawl.NewSession(), st); storage != nil {
		t.Errorf("a session without localStorage gives %v, want nil", storage)
	}
}

func TestCredentialHeader(t *testing.T) {
	for name, want := range map[string]bool{"X-Api-Key": true, "Authorization": true, "X-CSRF-Token": true, "X-Team": false, "Accept": false} {
		if got := session.CredentialHeader(name); got != want {
			t.Errorf("CredentialHeader(%q) = %v, want %v", name, got, want)
		}
	}
}
