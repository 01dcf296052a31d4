package fetch

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log"
	"net/http"
	"net/http/httptest"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/rendercrawl/render/internal/testkit/testsite"
)

func TestRobots(t *testing.T) {
	var hits atomic.Int32
	var status atomic.Int32
	status.Store(200)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/robots.txt" {
			http.NotFound(w, r)
			return
		}
		hits.Add(1)
		time.Sleep(20 * time.Millisecond) // let concurrent questions pile up
		if s := int(status.Load()); s != 200 {
			w.WriteHeader(s)
			return
		}
		w.Write([]byte("User-agent: *\nDisallow: /private\n\nUser-agent: render\nDisallow: /no-render\nAllow: /no-render/yes\nCrawl-delay: 2\n\nSitemap: " + "http://" + r.Host + "/sitemap.xml\n"))
	}))
	defer srv.Close()
	c, err := New(DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	r := NewRobots(c, "render/0.1 (+https://example.test)")
	ctx := context.Background()

	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() { r.Check(ctx, srv.URL+"/") })
	}
	wg.Wait()
	if n := hits.Load(); n != 1 {
		t.Errorf("robots.txt fetched %d times for 8 concurrent questions, want 1", n)
	}
	for _, tc := range []struct {
		path string
		ok   bool
	}{
		{"/", true},
		{"/private/x", true}, // the render group replaces the * group
		{"/no-render", false},
		{"/no-render/page?x=1", false},
		{"/no-render/yes", true},
	} {
		v, err := r.Check(ctx, srv.URL+tc.path)
		if err != nil {
			t.Fatal(err)
		}
		if v.Allowed != tc.ok {
			t.Errorf("%s: allowed %v, want %v", tc.path, v.Allowed, tc.ok)
		}
		if v.CrawlDelay != 2*time.Second || len(v.Sitemaps) != 1 {
			t.Errorf("%s: crawl delay %v, sitemaps %v", tc.path, v.CrawlDelay, v.Sitemaps)
		}
	}
	other := NewRobots(c, "otherbot/1.0")
	if v, _ := other.Check(ctx, srv.URL+"/private/x"); v.Allowed {
		t.Error("the * group should disallow /private for other agents")
	}
}

func TestRobotsServerErrorsAreRetriedNotCached(t *testing.T) {
	var status atomic.Int32
	status.Store(503)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if s := int(status.Load()); s != 200 {
			w.WriteHeader(s)
			return
		}
		w.Write([]byte("User-agent: *\nDisallow: /x\n"))
	}))
	defer srv.Close()
	c, _ := New(DefaultConfig())
	r := NewRobots(c, "render")
	_, err := r.Check(context.Background(), srv.URL+"/x")
	if !errors.Is(err, ErrRobotsUnavailable) || !Retryable(err) {
		t.Fatalf("err = %v, want a retryable ErrRobotsUnavailable", err)
	}
	status.Store(200)
	v, err := r.Check(context.Background(), srv.URL+"/x")
	if err != nil || v.Allowed {
		t.Fatalf("after recovery: %+v, %v; want /x disallowed", v, err)
	}
	status.Store(404)
	r2 := NewRobots(c, "render")
	if v, err := r2.Check(context.Background(), srv.URL+"/x"); err != nil || !v.Allowed {
		t.Errorf("404 robots.txt: %+v, %v; want everything allowed", v, err)
	}
}

// A robots.txt that cannot be fetched fails the question with the cause of
// the failure (a host that is down is refused, not a robots.txt problem);
// ErrRobotsUnavailable is for a robots.txt that answered with a server
// error. None of them is cached.
func TestRobotsFailuresKeepTheirCause(t *testing.T) {
	down := "http://" + testsite.RefusedAddr(t)
	reset := "http://" + testsite.ResetAddr(t)
	status := func(code int) string {
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(code) }))
		t.Cleanup(srv.Close)
		return srv.URL
	}
	slow := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { <-r.Context().Done() }))
	t.Cleanup(slow.Close)
	tlsSrv := httptest.NewUnstartedServer(http.NotFoundHandler())
	tlsSrv.Config.ErrorLog = log.New(io.Discard, "", 0) // the failed handshake is the point
	tlsSrv.StartTLS()
	t.Cleanup(tlsSrv.Close)

	tests := []struct {
		name      string
		origin    string
		want      error
		retryable bool
	}{
		{"host down", down, ErrRefused, true},
		{"name that does not resolve", "http://down.invalid", ErrDNS, false},
		{"connection reset", reset, ErrReset, true},
		{"no answer in time", slow.URL, ErrTimeout, true},
		{"untrusted certificate", tlsSrv.URL, ErrTLS, false},
		{"server error", status(503), ErrRobotsUnavailable, true},
		{"internal error", status(500), ErrRobotsUnavailable, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfg := testConfig()
			// Only the case about a timeout waits for one; the others keep
			// the whole of a TLS handshake's time on a busy machine.
			cfg.Timeout = 10 * time.Second
			if tt.want == ErrTimeout {
				cfg.Timeout = 300 * time.Millisecond
			}
			r := NewRobots(newTestClient(t, cfg), "render")
			for attempt := range 2 { // the second fails too: a failure is never an answer
				v, err := r.Check(context.Background(), tt.origin+"/page")
				if err == nil {
					t.Fatalf("attempt %d: verdict %+v, want an error", attempt, v)
				}
				for _, s := range sentinels {
					if got := errors.Is(err, s); got != (s == tt.want) {
						t.Errorf("errors.Is(%v, %v) = %v, want %v", err, s, got, s == tt.want)
					}
				}
				if got := Retryable(err); got != tt.retryable {
					t.Errorf("Retryable(%v) = %v, want %v", err, got, tt.retryable)
				}
				if v.Allowed {
					t.Errorf("a failed question allowed the URL")
				}
			}
		})
	}
}

// A disallowed URL is an answer, not an error: the caller reports it with
// ErrDisallowed, which is not worth a retry.
func TestRobotsDisallowed(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte("User-agent: *\nDisallow: /private\n"))
	}))
	defer srv.Close()
	r := NewRobots(newTestClient(t, testConfig()), "render")
	v, err := r.Check(context.Background(), srv.URL+"/private/page")
	if err != nil || v.Allowed {
		t.Fatalf("verdict %+v, err %v: want disallowed, no error", v, err)
	}
	if Retryable(fmt.Errorf("%s: %w", srv.URL+"/private/page", ErrDisallowed)) {
		t.Error("a disallowed URL should not be retried")
	}
	if _, err := r.Check(context.Background(), "http://[::1/x"); !errors.Is(err, ErrInvalidURL) || Retryable(err) {
		t.Errorf("a URL that does not parse: err = %v, want ErrInvalidURL", err)
	}
}

// A robots.txt the parser rejects allows everything and still names its
// sitemaps.
func TestRobotsUnparsableKeepsSitemaps(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte("Sitemap: http://" + r.Host + "/a.xml\nDisallow: /x\nUser-agent: *\nCrawl-delay: 1s\n  sitemap: http://" + r.Host + "/b.xml\n"))
	}))
	defer srv.Close()
	c, err := New(DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	v, err := NewRobots(c, "render").Check(context.Background(), srv.URL+"/x")
	if err != nil {
		t.Fatal(err)
	}
	if !v.Allowed || len(v.Sitemaps) != 2 || v.Sitemaps[0] != srv.URL+"/a.xml" || v.Sitemaps[1] != srv.URL+"/b.xml" {
		t.Fatalf("verdict %+v: want allowed, with both sitemaps", v)
	}
}

// A robots.txt over the size cap allows everything and is fetched once,
// not again for every URL of its host.
func TestRobotsTooLargeIsAllowedAndCached(t *testing.T) {
	var hits atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hits.Add(1)
		w.Write([]byte("User-agent: *\nDisallow: /\n"))
		w.Write(make([]byte, maxRobots+1))
	}))
	defer srv.Close()
	c, err := New(DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	r := NewRobots(c, "render")
	for _, p := range []string{"/a", "/b", "/c"} {
		v, err := r.Check(context.Background(), srv.URL+p)
		if err != nil || !v.Allowed {
			t.Fatalf("%s: %+v %v, want allowed", p, v, err)
		}
	}
	if n := hits.Load(); n != 1 {
		t.Fatalf("robots.txt fetched %d times, want once", n)
	}
}
