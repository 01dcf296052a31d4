package fetch

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"net/url"
	"slices"
	"sync"
	"testing"
	"time"
)

// fakePacer records what it is asked; wait, when set, answers Wait and
// acquire Acquire.
type fakePacer struct {
	mu       sync.Mutex
	waited   []string // the hosts Wait was asked for
	acquired []string // the hosts Acquire was asked for
	released int
	wait     func(ctx context.Context) error
	acquire  func(ctx context.Context) error
}

var _ Pacer = (*fakePacer)(nil)

// Host keys a URL by its host with a prefix, so that a test sees the key
// came from Host.
func (p *fakePacer) Host(rawURL string) string {
	u, err := url.Parse(rawURL)
	if err != nil {
		return rawURL
	}
	return "KEY:" + u.Host
}

func (p *fakePacer) Acquire(ctx context.Context, host string) (func(), error) {
	p.mu.Lock()
	p.acquired = append(p.acquired, host)
	p.mu.Unlock()
	if p.acquire != nil {
		if err := p.acquire(ctx); err != nil {
			return nil, err
		}
	}
	return func() { p.mu.Lock(); p.released++; p.mu.Unlock() }, nil
}

func (p *fakePacer) Wait(ctx context.Context, host string) error {
	p.mu.Lock()
	p.waited = append(p.waited, host)
	p.mu.Unlock()
	if p.wait != nil {
		return p.wait(ctx)
	}
	return nil
}

// A Client with a Pacer waits on it before each redirect, keyed by the
// redirect target's host, and not before the first request (its
// caller's to pace); a wait that fails with the fetch's context ends the
// fetch.
func TestPacerHoldsEachRedirect(t *testing.T) {
	other := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.Write([]byte("<p>c")) }))
	defer other.Close()
	mux := http.NewServeMux()
	mux.Handle("/a", http.RedirectHandler("/b", http.StatusMovedPermanently))
	mux.Handle("/b", http.RedirectHandler(other.URL+"/c", http.StatusFound))
	srv := httptest.NewServer(mux)
	defer srv.Close()
	p := &fakePacer{}
	cfg := testConfig()
	cfg.Pacer = p
	c := newTestClient(t, cfg)

	resp, err := c.Fetch(context.Background(), srv.URL+"/a")
	if err != nil {
		t.Fatal(err)
	}
	a, b := p.Host(srv.URL), p.Host(other.URL)
	if want := []string{a, b}; resp.Status != 200 || !slices.Equal(p.waited, want) || len(p.acquired) != 0 {
		t.Errorf("status %d, waited for %q, acquired %q; want 200 after waits for %q and no acquire", resp.Status, p.waited, p.acquired, want)
	}

	// The wait ends with the fetch's own context: the fetch ends with it.
	ctx, cancel := context.WithCancel(context.Background())
	p.wait = func(context.Context) error { cancel(); return context.Canceled }
	if _, err := c.Fetch(ctx, srv.URL+"/a"); !errors.Is(err, context.Canceled) {
		t.Errorf("the wait failed with the fetch's context, the fetch returned %v", err)
	}
}

// A hop waits at most half of what is left of the fetch's time, then goes
// unpaced: a long pause does not make every redirected page a timeout.
func TestRedirectHopWaitIsHalfTheTimeLeft(t *testing.T) {
	mux := http.NewServeMux()
	mux.Handle("/a", http.RedirectHandler("/b", http.StatusFound))
	mux.HandleFunc("/b", func(w http.ResponseWriter, r *http.Request) { w.Write([]byte("<p>b")) })
	srv := httptest.NewServer(mux)
	defer srv.Close()
	var left time.Duration
	p := &fakePacer{wait: func(ctx context.Context) error {
		d, _ := ctx.Deadline()
		left = time.Until(d)
		<-ctx.Done() // a pause longer than the fetch
		return ctx.Err()
	}}
	cfg := testConfig()
	cfg.Pacer = p
	c := newTestClient(t, cfg)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	resp, err := c.Fetch(ctx, srv.URL+"/a")
	if err != nil || resp.Status != 200 {
		t.Fatalf("Fetch = %v, %v; want the page once the hop's wait gave up", resp, err)
	}
	if left <= 0 || left > time.Second {
		t.Errorf("the hop's wait had %v, want at most half of the fetch's 2s", left)
	}
}

// Robots waits on its client's pacer for each robots.txt it fetches,
// keyed by its host, and holds its place until the fetch is done; a
// pacer that refuses stops the fetch, which is not cached.
func TestRobotsWaitsOnThePacer(t *testing.T) {
	hits := 0
	var mu sync.Mutex
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		hits++
		mu.Unlock()
		w.Write([]byte("User-agent: *\nDisallow: /private\n"))
	}))
	defer srv.Close()
	refuse := errors.New("no token")
	p := &fakePacer{acquire: func(context.Context) error { return refuse }}
	cfg := testConfig()
	cfg.Pacer = p
	r := NewRobots(newTestClient(t, cfg), "render")

	if _, err := r.Check(context.Background(), srv.URL+"/x"); !errors.Is(err, refuse) {
		t.Fatalf("Check through a refusing pacer: %v, want its error", err)
	}
	if hits != 0 {
		t.Fatalf("the server saw %d requests through a refusing pacer", hits)
	}
	p.acquire = func(context.Context) error {
		mu.Lock()
		defer mu.Unlock()
		if hits != 0 {
			t.Errorf("the server saw %d requests before the pacer let one go", hits)
		}
		return nil
	}
	v, err := r.Check(context.Background(), srv.URL+"/private/x")
	if err != nil || v.Allowed {
		t.Fatalf("Check = %+v, %v; want disallowed", v, err)
	}
	if _, err := r.Check(context.Background(), srv.URL+"/y"); err != nil {
		t.Fatal(err)
	}
	key := p.Host(srv.URL)
	if want := []string{key, key}; !slices.Equal(p.acquired, want) || p.released != 1 || hits != 1 {
		t.Errorf("pacer asked for %q and released %d times, server hit %d times; want %q, 1 and 1", p.acquired, p.released, hits, want)
	}
}
