package fetch

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"sync"
	"sync/atomic"
	"testing"
	"time"
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

func TestRobotsUnreachable(t *testing.T) {
	srv := httptest.NewServer(http.NotFoundHandler())
	url := srv.URL
	srv.Close()
	c, _ := New(DefaultConfig())
	_, err := NewRobots(c, "render").Check(context.Background(), url+"/page")
	if err == nil || !Retryable(err) {
		t.Fatalf("err = %v, want a retryable error", err)
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
