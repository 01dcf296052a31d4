package fetch

import (
	"context"
	"errors"
	"net"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"golang.org/x/net/publicsuffix"

	"github.com/rendercrawl/render/internal/testkit/testenv"
	"github.com/rendercrawl/render/internal/testkit/testsite"
)

// TestHostHeaderStaysWithItsHost: a header given for one host is not sent
// to the host a redirect leads to, nor reported as sent there.
func TestHostHeaderStaysWithItsHost(t *testing.T) {
	got := map[string]string{}
	other := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got["other"] = r.Header.Get("X-Key")
		w.Header().Set("Content-Type", "text/html")
		w.Write([]byte("<title>other</title>"))
	}))
	defer other.Close()
	home := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got["home"] = r.Header.Get("X-Key")
		http.Redirect(w, r, other.URL+"/", http.StatusFound)
	}))
	defer home.Close()
	homeHost := strings.TrimPrefix(home.URL, "http://")
	cfg := DefaultConfig()
	cfg.Exchanges = true
	cfg.HostHeader = func(u *url.URL) http.Header {
		if u.Host == homeHost {
			return http.Header{"X-Key": {"secret"}}
		}
		return nil
	}
	c := newTestClient(t, cfg)
	resp, err := c.Fetch(context.Background(), home.URL+"/")
	if err != nil {
		t.Fatal(err)
	}
	if got["home"] != "secret" || got["other"] != "" {
		t.Errorf("X-Key at home %q, at the redirect's target %q; want secret and nothing", got["home"], got["other"])
	}
	if v := resp.RequestHeader.Get("X-Key"); v != "" {
		t.Errorf("RequestHeader of the final request has X-Key %q", v)
	}
}

// TestJarKeepsCookies: a cookie set by one response goes with the next
// request to its host, and never to another host. Two hosts, each setting
// a cookie of the same name: a jar keyed by anything but the host (one
// cookie for the whole crawl) sends one host's value to the other.
func TestJarKeepsCookies(t *testing.T) {
	var mu sync.Mutex
	sent := map[string][]string{} // host -> Cookie headers received
	serve := func(host, value string) *httptest.Server {
		srv := httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			mu.Lock()
			sent[host] = append(sent[host], r.Header.Get("Cookie"))
			mu.Unlock()
			http.SetCookie(w, &http.Cookie{Name: "sid", Value: value, Path: "/"})
			w.Header().Set("Content-Type", "text/html")
		}))
		// Cookies are not kept apart by port (RFC 6265): the second host
		// is another loopback address, which Linux answers on its own.
		l, err := net.Listen("tcp", host+":0")
		if err != nil {
			testenv.Missing(t, "listen on %s: %v", host, err)
		}
		srv.Listener = l
		srv.Start()
		t.Cleanup(srv.Close)
		return srv
	}
	a, b := serve("127.0.0.1", "for-a"), serve("127.0.0.2", "for-b")
	jar, _ := cookiejar.New(&cookiejar.Options{PublicSuffixList: publicsuffix.List})
	cfg := DefaultConfig()
	cfg.Jar = jar
	c := newTestClient(t, cfg)
	for _, u := range []string{a.URL, b.URL, a.URL, b.URL} {
		if _, err := c.Fetch(context.Background(), u+"/"); err != nil {
			t.Fatal(err)
		}
	}
	want := map[string][]string{"127.0.0.1": {"", "sid=for-a"}, "127.0.0.2": {"", "sid=for-b"}}
	for host, w := range want {
		if got := sent[host]; !slices.Equal(got, w) {
			t.Errorf("cookies sent to %s: %q; want %q (none, then its own)", host, got, w)
		}
	}
}

// TestProxies: an HTTP proxy (with credentials) and a SOCKS5 proxy carry
// requests to a name that only they resolve.
func TestProxies(t *testing.T) {
	_, base := testsite.Serve(t)
	u, _ := url.Parse(base)
	target := "http://site.test:" + u.Port() + "/static/1"
	for _, tc := range []struct {
		name  string
		proxy *testsite.Proxy
	}{
		{"http", testsite.HTTPProxy(t, "pu", "pp")},
		{"socks5", testsite.SOCKS5Proxy(t, "su", "sp")},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg := DefaultConfig()
			cfg.Proxy = http.ProxyURL(tc.proxy.URL)
			c := newTestClient(t, cfg)
			resp, err := c.Fetch(context.Background(), target)
			if err != nil {
				t.Fatal(err)
			}
			if resp.Status != 200 || !strings.Contains(string(resp.Body), "STATIC-MARKER-1") {
				t.Errorf("status %d, body without the marker", resp.Status)
			}
			if tc.proxy.Passed() != 1 || tc.proxy.Refused() != 0 {
				t.Errorf("proxy passed %d, refused %d; want 1 and 0", tc.proxy.Passed(), tc.proxy.Refused())
			}
		})
	}
}

func TestParseAndProbeProxy(t *testing.T) {
	for _, bad := range []string{"ftp://h:1", "http://", "http://h:1/path"} {
		if _, err := ParseProxy(bad); !errors.Is(err, ErrProxy) {
			t.Errorf("ParseProxy(%q) = %v; want ErrProxy", bad, err)
		}
	}
	u, err := ParseProxy("127.0.0.1:3128")
	if err != nil || u.Scheme != "http" {
		t.Fatalf("ParseProxy(host:port) = %v, %v", u, err)
	}
	dead, _ := ParseProxy("http://" + testsite.RefusedAddr(t))
	if err := ProbeProxy(context.Background(), dead, time.Second); !errors.Is(err, ErrProxy) {
		t.Errorf("ProbeProxy(refused) = %v; want ErrProxy", err)
	}
	live := testsite.HTTPProxy(t, "", "")
	if err := ProbeProxy(context.Background(), live.URL, time.Second); err != nil {
		t.Errorf("ProbeProxy(live) = %v", err)
	}
}
