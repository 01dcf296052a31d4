package render

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rendercrawl/render/internal/testkit/testsite"
)

// sessionPool is a pool of its own with a session; it closes with the
// test.
func sessionPool(t *testing.T, edit func(*Config)) *Pool {
	t.Helper()
	if testPool == nil {
		t.Skip("no Chrome")
	}
	cfg := testConfig()
	edit(&cfg)
	p, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := p.Close(); err != nil {
			t.Error(err)
		}
	})
	return p
}

// hostHeaders gives its header to one host.
type hostHeaders struct {
	host string
	h    http.Header
}

func (h hostHeaders) For(u *url.URL) http.Header {
	if u.Host == h.host {
		return h.h
	}
	return nil
}

func (h hostHeaders) Patterns() ([]string, uint64) {
	return []string{"http://" + h.host + "/*"}, 1
}

// fakeJar holds listed cookies and keeps what the browser gives back.
type fakeJar struct {
	mu     sync.Mutex
	have   []*http.Cookie
	merged []*http.Cookie
}

func (j *fakeJar) All() ([]*http.Cookie, uint64) { return j.have, 1 }
func (j *fakeJar) Version() uint64               { return 1 }
func (j *fakeJar) Merge(b []*http.Cookie, seen uint64) {
	j.mu.Lock()
	defer j.mu.Unlock()
	j.merged = b
}

// requestLog records what requests carried, by path.
type requestLog struct {
	mu   sync.Mutex
	seen map[string]http.Header
}

func (l *requestLog) record(r *http.Request) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.seen == nil {
		l.seen = map[string]http.Header{}
	}
	l.seen[r.Host+r.URL.Path] = r.Header.Clone()
}

func (l *requestLog) get(key string) http.Header {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.seen[key]
}

// TestSessionInTheBrowser: a host's header reaches that host only, the
// jar's cookies go out and the page's come back, the device, locale and
// time zone are the page's, and the user's script gives the page's data.
func TestSessionInTheBrowser(t *testing.T) {
	var log requestLog
	other := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		log.record(r)
		w.Header().Set("Content-Type", "text/javascript")
		fmt.Fprint(w, "window.otherLoaded = true;")
	}))
	defer other.Close()
	home := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		log.record(r)
		switch r.URL.Path {
		case "/api":
			w.Write([]byte("{}"))
			return
		case "/away":
			http.Redirect(w, r, other.URL+"/landing", http.StatusFound)
			return
		}
		http.SetCookie(w, &http.Cookie{Name: "srv", Value: "1", Path: "/"})
		fmt.Fprintf(w, `<!doctype html><title>session</title><meta name="viewport" content="width=device-width"><script src="%s/s.js"></script>
<script>document.cookie = "js=2; path=/"; fetch("/api");</script><p>SESSION-PAGE</p>`, other.URL)
	}))
	defer home.Close()
	homeHost := strings.TrimPrefix(home.URL, "http://")
	jar := &fakeJar{have: []*http.Cookie{{Name: "pre", Value: "0", Domain: "127.0.0.1", Path: "/"}}}
	p := sessionPool(t, func(cfg *Config) {
		dev, err := DeviceNamed("iPhone-SE")
		if err != nil {
			t.Fatal(err)
		}
		dev.Apply(cfg)
		cfg.Session.HostHeaders = hostHeaders{homeHost, http.Header{"X-Key": {"k1"}}}
		cfg.Session.Cookies = jar
		cfg.Session.Emulation.Locale = "de-DE"
		cfg.Session.Emulation.Timezone = "Asia/Tokyo"
		cfg.Eval = `({lang: navigator.language, tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
  w: innerWidth, dpr: devicePixelRatio, touch: navigator.maxTouchPoints > 0, other: !!window.otherLoaded})`
	})
	pg, err := p.Render(context.Background(), Request{URL: home.URL + "/"})
	if err != nil {
		t.Fatal(err)
	}
	page, api, script := log.get(homeHost+"/"), log.get(homeHost+"/api"), log.get(strings.TrimPrefix(other.URL, "http://")+"/s.js")
	if page == nil || api == nil || script == nil {
		t.Fatalf("requests seen: %v", log.seen)
	}
	wantEqual(t, "X-Key of the page", page.Get("X-Key"), "k1")
	wantEqual(t, "X-Key of its data call", api.Get("X-Key"), "k1")
	wantEqual(t, "X-Key of the other host's script", script.Get("X-Key"), "")

	// A redirect off the host does not carry the header along. (The
	// other host answers with a script: not a page, which is not the
	// point here.)
	p.Render(context.Background(), Request{URL: home.URL + "/away"})
	away, landing := log.get(homeHost+"/away"), log.get(strings.TrimPrefix(other.URL, "http://")+"/landing")
	if away == nil || landing == nil {
		t.Fatalf("requests seen: %v", log.seen)
	}
	wantEqual(t, "X-Key of the redirecting page", away.Get("X-Key"), "k1")
	wantEqual(t, "X-Key of the redirect's target", landing.Get("X-Key"), "")
	wantContains(t, "Cookie of the page", page.Get("Cookie"), "pre=0")
	wantEqual(t, "Accept-Language", page.Get("Accept-Language"), "de-DE,de;q=0.9")
	wantContains(t, "User-Agent", page.Get("User-Agent"), "iPhone")

	var data struct {
		Lang, Tz     string
		W            int
		Dpr          float64
		Touch, Other bool
	}
	if err := json.Unmarshal(pg.Data, &data); err != nil {
		t.Fatalf("data %s: %v", pg.Data, err)
	}
	if data.Lang != "de-DE" || data.Tz != "Asia/Tokyo" || data.W != 375 || data.Dpr != 2 || !data.Touch || !data.Other {
		t.Errorf("data = %+v; want de-DE, Asia/Tokyo, 375 wide at 2x, touch, the other script run", data)
	}
	jar.mu.Lock()
	got := map[string]string{}
	for _, c := range jar.merged {
		got[c.Name] = c.Value + "@" + c.Domain
	}
	jar.mu.Unlock()
	for name, want := range map[string]string{"pre": "0@127.0.0.1", "srv": "1@127.0.0.1", "js": "2@127.0.0.1"} {
		if got[name] != want {
			t.Errorf("cookie %s back from chrome: %q; want %q (all: %v)", name, got[name], want, got)
		}
	}
}

// TestEvalErrorsGoToTheConsole: a script that throws leaves the page
// standing with no data and an exception in its console.
func TestEvalErrorsGoToTheConsole(t *testing.T) {
	_, base := testsite.Serve(t)
	p := sessionPool(t, func(cfg *Config) { cfg.Eval = `(() => { throw new Error("EVAL-BOOM"); })()` })
	pg, err := p.Render(context.Background(), Request{URL: base + "/static/1"})
	if err != nil {
		t.Fatal(err)
	}
	if pg.Data != nil {
		t.Errorf("data = %s; want none", pg.Data)
	}
	found := false
	for _, m := range pg.Console {
		found = found || m.Type == "exception" && strings.Contains(m.Text, "EVAL-BOOM")
	}
	if !found {
		t.Errorf("console %+v has no exception of the script", pg.Console)
	}
}

// TestBrowserThroughProxies: an HTTP proxy that wants credentials and a
// SOCKS5 proxy carry the page and its sub-requests to a name only they
// resolve.
func TestBrowserThroughProxies(t *testing.T) {
	site, base := testsite.Serve(t)
	u, _ := url.Parse(base)
	target := "http://site.test:" + u.Port() + "/static/3"
	for _, tc := range []struct {
		name  string
		proxy *testsite.Proxy
	}{
		{"http", testsite.HTTPProxy(t, "pu", "pp")},
		{"socks5", testsite.SOCKS5Proxy(t, "", "")},
		{"socks5 with credentials", testsite.SOCKS5Proxy(t, "su", "sp")},
	} {
		t.Run(tc.name, func(t *testing.T) {
			fonts := site.Count("font")
			p := sessionPool(t, func(cfg *Config) {
				cfg.Session.Proxy = tc.proxy.URL
				cfg.Session.ProxyLoopback = true
				cfg.Block = nil // the page's font and images go through too
			})
			pg, err := p.Render(context.Background(), Request{URL: target})
			if err != nil {
				t.Fatal(err)
			}
			wantContains(t, "text", pg.Text, "STATIC-MARKER-3")
			if site.Count("font") == fonts {
				t.Error("the page's font never reached the site")
			}
			if tc.proxy.Passed() < 1 {
				t.Errorf("the proxy passed %d", tc.proxy.Passed())
			}
		})
	}
}

// TestRunSteps: a login form filled and sent leaves the session in the
// browser; a step whose element never comes fails in its time.
func TestRunSteps(t *testing.T) {
	site, base := testsite.Serve(t)
	p := sessionPool(t, func(*Config) {})
	login := []Step{
		{Action: StepGoto, Target: base + "/login"},
		{Action: StepFill, Target: "#user", Value: testsite.LoginUser},
		{Action: StepFill, Target: "#pass", Value: testsite.LoginPassword},
		{Action: StepClick, Target: "#submit"},
		{Action: StepWaitURL, Target: "/app/$"},
	}
	if err := p.RunSteps(context.Background(), login, 5*time.Second); err != nil {
		t.Fatal(err)
	}
	wantEqual(t, "logins", site.Logins(), 1)
	pg, err := p.Render(context.Background(), Request{URL: base + "/app/1"})
	if err != nil {
		t.Fatal(err)
	}
	wantContains(t, "text", pg.Text, "APP-PAGE-1")

	bad := []Step{{Action: StepGoto, Target: base + "/login"}, {Action: StepFill, Target: "#nowhere", Value: "x"}}
	err = p.RunSteps(context.Background(), bad, 500*time.Millisecond)
	var se *StepError
	if !errors.As(err, &se) || se.Index != 2 || !errors.Is(err, ErrStepTimeout) {
		t.Errorf("err = %v; want step 2 timed out", err)
	}
}

// TestSOCKSRelayWantsItsCredentials: the relay to a SOCKS proxy serves
// only who has its credentials (Chrome), not any program on the machine.
func TestSOCKSRelayWantsItsCredentials(t *testing.T) {
	_, base := testsite.Serve(t)
	socks := testsite.SOCKS5Proxy(t, "su", "sp")
	r, err := startSOCKSRelay(socks.URL, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	defer r.close()
	get := func(auth *url.Userinfo) int {
		pu, _ := url.Parse(r.addr())
		pu.User = auth
		c := &http.Client{Transport: &http.Transport{Proxy: http.ProxyURL(pu)}}
		resp, err := c.Get(base + "/static/1")
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp.StatusCode
	}
	wantEqual(t, "status without credentials", get(nil), http.StatusProxyAuthRequired)
	wantEqual(t, "status with the relay's", get(r.auth), http.StatusOK)
	wantEqual(t, "connections through the SOCKS proxy", socks.Passed(), 1)
}
