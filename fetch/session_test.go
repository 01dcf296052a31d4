package fetch

import (
	"context"
	"errors"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"golang.org/x/net/publicsuffix"

	"github.com/rendercrawl/render/internal/testsite"
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
// request, and only to its host.
func TestJarKeepsCookies(t *testing.T) {
	var sent []string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		sent = append(sent, r.Header.Get("Cookie"))
		http.SetCookie(w, &http.Cookie{Name: "sid", Value: "abc", Path: "/"})
		w.Header().Set("Content-Type", "text/html")
	}))
	defer srv.Close()
	jar, _ := cookiejar.New(&cookiejar.Options{PublicSuffixList: publicsuffix.List})
	cfg := DefaultConfig()
	cfg.Jar = jar
	c := newTestClient(t, cfg)
	for range 2 {
		resp, err := c.Fetch(context.Background(), srv.URL+"/")
		if err != nil {
			t.Fatal(err)
		}
		_ = resp
	}
	if len(sent) != 2 || sent[0] != "" || sent[1] != "sid=abc" {
		t.Errorf("cookies sent: %q; want none, then sid=abc", sent)
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
