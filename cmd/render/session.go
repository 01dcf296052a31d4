package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/rendercrawl/render/crawl"
	"github.com/rendercrawl/render/crawl/cookies"
	"github.com/rendercrawl/render/fetch"
	"github.com/rendercrawl/render/render"
	"github.com/rendercrawl/render/session"
)

// sessionOptions are the flags of what pages carry as a user's.
type sessionOptions struct {
	headers, auths, cookieArgs []string
	headerAllHosts             bool
	cookiesFile, saveSession   string
	loginFile, loggedOut       string
	proxy                      string
	insecure                   bool
	device, locale, timezone   string
	evalFile                   string
	viewportGiven              bool
	// headerValues, cookieValues and authValues are the values of
	// --header, --cookie and --auth with those of their files or
	// variables (secretflags.go); proxyFrom names where --proxy came from
	// when not from the command line.
	headerValues, cookieValues, authValues []secretValue
	proxyFrom                              string
}

// proxyProbeTimeout bounds the check that a --proxy accepts connections.
const proxyProbeTimeout = 5 * time.Second

func sessionFlags(fs *flag.FlagSet, s *sessionOptions) {
	fs.Var((*stringList)(&s.headers), "header", "send `'NAME: VALUE'` with every request to the crawl's hosts (each seed's host, its domain with --scope domain), on both paths, over http only to a host a seed names with http:// (repeatable)")
	fs.BoolVar(&s.headerAllHosts, "header-all-hosts", false, "send --header values to every host, third-party sub-requests included")
	fs.Var((*stringList)(&s.cookieArgs), "cookie", "set cookie `NAME=VALUE` for each seed's host (repeatable)")
	fs.StringVar(&s.cookiesFile, "cookies", "", "load cookies from `FILE`: Netscape cookies.txt, or Playwright/Puppeteer storage-state JSON (its localStorage too)")
	fs.StringVar(&s.saveSession, "save-session", "", "write the session's cookies and localStorage to `FILE` at the end, as Playwright storage-state JSON")
	fs.StringVar(&s.loginFile, "login", "", "log in before the crawl with the steps of `FILE` (YAML or JSON: goto, fill+value, click, wait selector/url/js; ${VAR} reads the environment); its cookies serve both paths")
	fs.StringVar(&s.loggedOut, "logged-out", "", "`SPEC` of a page of a lost session: url=REGEX (its final URL, e.g. a redirect to /login), selector=CSS, or a bare REGEX; log in again once and retry, stop after two failures")
	fs.Var((*stringList)(&s.auths), "auth", "send credentials to one host only: `HOST=USER:PASS` (Basic) or HOST=bearer:TOKEN (repeatable); a seed's https://user:pass@host/ does the same (and leaves its URL); over https only, and over http to a host:port a seed names with http://")
	fs.StringVar(&s.proxy, "proxy", "", "send every request, the browser's sub-requests included, through `URL`: http://, https:// or socks5://, with user:pass@ if it wants credentials (default: $HTTPS_PROXY, $HTTP_PROXY, minus $NO_PROXY)")
	fs.BoolVar(&s.insecure, "insecure", false, "accept any TLS certificate (self-signed test servers), on both paths")
	fs.StringVar(&s.device, "device", "", "emulate a device `NAME`: iphone-15, iphone-se, pixel-8, galaxy-s24, ipad, ipad-pro, galaxy-tab-s9 or desktop (viewport, scale, touch, user agent)")
	fs.StringVar(&s.locale, "locale", "", "page locale `TAG` (e.g. de-DE): Intl, navigator.language, and Accept-Language on both paths")
	fs.StringVar(&s.timezone, "timezone", "", "page time zone `ZONE` (e.g. Europe/Berlin)")
	fs.StringVar(&s.evalFile, "eval", "", "run the script in `FILE` in every rendered page (every HTML page is rendered); its value, as JSON, is the record's data")
}

// settleSession turns the session flags into a crawl.Session and the
// settings both paths get from it (session.Apply). Everything that reads
// a file or an argument fails here, before a page is taken.
func (o *options) settleSession() error {
	s := &o.session
	sess := crawl.NewSession()
	sess.StepTimeout = o.render.Timeout
	sess.Secrets.Add(urlSecrets(o.db.url)...)
	sess.Secrets.Add(urlSecrets(o.frontierURL)...)
	o.sess = sess
	if s.device != "" {
		d, err := render.DeviceNamed(s.device)
		if err != nil {
			return fmt.Errorf("--device: %w", err)
		}
		vp := o.render.Viewport
		d.Apply(&o.render)
		if s.viewportGiven {
			o.render.Viewport = vp
		}
	}
	set := session.Settings{Locale: s.locale, Insecure: s.insecure, KeepLocalStorage: s.saveSession != ""}
	o.render.Session.Emulation.Timezone = s.timezone
	if s.evalFile != "" {
		b, err := os.ReadFile(s.evalFile)
		if err != nil {
			return fmt.Errorf("--eval: %w", err)
		}
		o.render.Eval = string(b)
		o.crawl.Capture.Data = true
	}
	for _, step := range []func(*crawl.Session, *session.Settings) error{o.settleHeaders, o.settleCookies, o.settleLogin, o.settleProxy} {
		if err := step(sess, &set); err != nil {
			return err
		}
	}
	session.Apply(sess, set, o.crawl.Mode, &o.fetch, &o.render)
	return nil
}

// settleHeaders reads --header and --auth.
func (o *options) settleHeaders(sess *crawl.Session, set *session.Settings) error {
	s := &o.session
	h := http.Header{}
	for _, sv := range s.headerValues {
		// The value may be a token: an error names where it was given,
		// never what.
		name, value, ok := strings.Cut(sv.v, ":")
		name, value = strings.TrimSpace(name), strings.TrimSpace(value)
		if !ok || name == "" || strings.ContainsAny(name, " \t\r\n") || strings.ContainsAny(value, "\r\n") {
			return fmt.Errorf("%s: a value is not 'Name: value'", sv.from)
		}
		h.Add(name, value)
		sess.Secrets.AddHeader(name)
		// The value of a header given in a file or the environment, or
		// named as a credential, is masked wherever it appears.
		if sv.from != "--header" || session.CredentialHeader(name) {
			sess.Secrets.Add(value)
		}
	}
	if s.headerAllHosts {
		set.AllHostsHeader = h
	} else if len(h) > 0 {
		sess.Header = h
	}
	for _, sv := range s.authValues {
		host, cred, ok := strings.Cut(sv.v, "=")
		user, pass, ok2 := strings.Cut(cred, ":")
		if !ok || !ok2 || host == "" || strings.Contains(host, "/") {
			return fmt.Errorf("%s: want HOST=USER:PASS or HOST=bearer:TOKEN, got %q", sv.from, crawl.Mask)
		}
		if strings.EqualFold(user, "bearer") {
			sess.SetBearer(host, pass)
		} else {
			sess.SetBasicAuth(host, user, pass)
		}
	}
	return nil
}

// settleCookies reads --cookie and --cookies.
func (o *options) settleCookies(sess *crawl.Session, set *session.Settings) error {
	s := &o.session
	for _, sv := range s.cookieValues {
		name, value, ok := strings.Cut(sv.v, "=")
		if !ok || strings.TrimSpace(name) == "" || strings.ContainsAny(sv.v, ";\r\n") {
			return fmt.Errorf("%s: a value is not NAME=VALUE", sv.from)
		}
		sess.SeedCookies = append(sess.SeedCookies, &http.Cookie{Name: strings.TrimSpace(name), Value: value})
		sess.Secrets.Add(value)
	}
	if s.cookiesFile == "" {
		return nil
	}
	st, err := cookies.ReadFile(s.cookiesFile)
	if err != nil {
		return fmt.Errorf("--cookies: %w", err)
	}
	set.LocalStorage = session.Load(sess, st)
	return nil
}

// settleLogin reads --login and --logged-out.
func (o *options) settleLogin(sess *crawl.Session, _ *session.Settings) error {
	s := &o.session
	if s.loggedOut != "" {
		l, err := crawl.ParseLoggedOut(s.loggedOut)
		if err != nil {
			return fmt.Errorf("--logged-out: %w", err)
		}
		sess.LoggedOut = l
	}
	if s.loginFile == "" {
		return nil
	}
	if o.crawl.Mode == crawl.ModeHTTP {
		return errors.New("--login needs a browser: use --mode auto or browser")
	}
	steps, secrets, err := crawl.ReadLogin(s.loginFile, os.LookupEnv)
	if err != nil {
		return fmt.Errorf("--login: %w", err)
	}
	sess.Login = steps
	sess.Secrets.Add(secrets...)
	return nil
}

// settleProxy reads --proxy, or the environment's proxies for Chrome.
func (o *options) settleProxy(_ *crawl.Session, set *session.Settings) error {
	s := &o.session
	if s.proxy == "" {
		u, bypass, err := session.EnvProxy()
		if err != nil {
			return fmt.Errorf("HTTPS_PROXY/HTTP_PROXY: %w", err)
		}
		set.EnvProxy, set.EnvProxyBypass, o.proxyURL = u, bypass, u
		return nil
	}
	u, err := fetch.ParseProxy(s.proxy)
	if err != nil {
		from := s.proxyFrom
		if from == "" {
			from = "--proxy"
		}
		return fmt.Errorf("%s: %w", from, err)
	}
	set.Proxy, o.proxyURL = u, u
	return nil
}

// probeProxy fails a run whose proxy does not accept connections, before
// a page is taken.
func probeProxy(ctx context.Context, o *options) error {
	if o.proxyURL == nil {
		return nil
	}
	if err := fetch.ProbeProxy(ctx, o.proxyURL, proxyProbeTimeout); err != nil {
		return fmt.Errorf("--proxy: %s", o.sess.Secrets.String(err.Error()))
	}
	return nil
}

// saveSession writes the jar's cookies and the pages' localStorage.
func saveSession(o *options, pool *render.Pool) error {
	if o.session.saveSession == "" {
		return nil
	}
	var storage map[string][][2]string
	if pool != nil {
		storage = pool.LocalStorage()
	}
	if err := session.Save(o.session.saveSession, o.sess.Jar, storage); err != nil {
		return fmt.Errorf("--save-session: %w", err)
	}
	return nil
}

// maskingHandler masks credentials in every log line.
type maskingHandler struct {
	next    slog.Handler
	secrets *crawl.Secrets
}

func (h maskingHandler) Enabled(ctx context.Context, l slog.Level) bool {
	return h.next.Enabled(ctx, l)
}

func (h maskingHandler) Handle(ctx context.Context, r slog.Record) error {
	out := slog.NewRecord(r.Time, r.Level, h.secrets.String(r.Message), r.PC)
	r.Attrs(func(a slog.Attr) bool {
		out.AddAttrs(h.mask(a))
		return true
	})
	return h.next.Handle(ctx, out)
}

func (h maskingHandler) mask(a slog.Attr) slog.Attr {
	v := a.Value.Resolve()
	switch v.Kind() {
	case slog.KindString:
		return slog.String(a.Key, h.secrets.String(v.String()))
	case slog.KindGroup:
		attrs := v.Group()
		masked := make([]any, len(attrs))
		for i, g := range attrs {
			masked[i] = h.mask(g)
		}
		return slog.Group(a.Key, masked...)
	case slog.KindAny:
		if err, ok := v.Any().(error); ok {
			return slog.String(a.Key, h.secrets.String(err.Error()))
		}
		return slog.String(a.Key, h.secrets.String(fmt.Sprint(v.Any())))
	}
	return a
}

func (h maskingHandler) WithAttrs(attrs []slog.Attr) slog.Handler {
	masked := make([]slog.Attr, len(attrs))
	for i, a := range attrs {
		masked[i] = h.mask(a)
	}
	return maskingHandler{h.next.WithAttrs(masked), h.secrets}
}

func (h maskingHandler) WithGroup(name string) slog.Handler {
	return maskingHandler{h.next.WithGroup(name), h.secrets}
}
