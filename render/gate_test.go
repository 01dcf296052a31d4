package render

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"
)

// funcPacer is a Pacer whose Acquire is acquire; it records the hosts it
// was asked for.
type funcPacer struct {
	mu      sync.Mutex
	hosts   []string
	acquire func(ctx context.Context) (func(), error)
}

var _ Pacer = (*funcPacer)(nil)

func (p *funcPacer) Host(rawURL string) string { return "key of " + rawURL }

func (p *funcPacer) Acquire(ctx context.Context, host string) (func(), error) {
	p.mu.Lock()
	p.hosts = append(p.hosts, host)
	p.mu.Unlock()
	return p.acquire(ctx)
}

func (p *funcPacer) Wait(context.Context, string) error { return nil }

// The pacer is asked once the page's tab is ready (Chrome started, the
// tab open), for the host key the request names (or its Host of the URL),
// and the page's request leaves only after it let it go; its release
// runs when the page is done. A pacer that refuses ends the page with no
// request, and the tab serves the next page.
func TestGateRunsOnAReadyTabBeforeTheRequest(t *testing.T) {
	needChrome(t)
	pc := &funcPacer{}
	cfg := testConfig()
	cfg.Pacer = pc
	p := newTestPool(t, cfg) // cold: Chrome starts with the first page
	var mu sync.Mutex
	var arrivals []time.Time
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/page" {
			mu.Lock()
			arrivals = append(arrivals, time.Now())
			mu.Unlock()
		}
		fmt.Fprint(w, "<!doctype html><title>gated</title><p>GATED</p>")
	}))
	defer srv.Close()

	refusal := errors.New("no token")
	pc.acquire = func(context.Context) (func(), error) {
		if n := p.Stats().TabsOpened; n != 1 {
			t.Errorf("the pacer was asked with %d tabs open, want the page's tab ready", n)
		}
		return nil, refusal
	}
	_, err := p.Render(context.Background(), Request{URL: srv.URL + "/page"})
	var pe *PaceError
	if !errors.Is(err, refusal) || !errors.As(err, &pe) {
		t.Fatalf("Render through a refusing pacer: %v, want its error as a *PaceError", err)
	}
	mu.Lock()
	if len(arrivals) != 0 {
		t.Errorf("the server saw %d requests through a refusing pacer", len(arrivals))
	}
	mu.Unlock()

	var opened, released time.Time
	pc.acquire = func(ctx context.Context) (func(), error) {
		// Hold the page as a pacer would.
		select {
		case <-time.After(200 * time.Millisecond):
		case <-ctx.Done():
			return nil, ctx.Err()
		}
		opened = time.Now()
		return func() { released = time.Now() }, nil
	}
	pg, err := p.Render(context.Background(), Request{URL: srv.URL + "/page", HostKey: "the host"})
	if err != nil {
		t.Fatal(err)
	}
	wantContains(t, "text", pg.Text, "GATED")
	mu.Lock()
	defer mu.Unlock()
	switch {
	case fmt.Sprint(pc.hosts) != fmt.Sprint([]string{"key of " + srv.URL + "/page", "the host"}):
		t.Errorf("the pacer was asked for %q, want the URL's key, then the request's", pc.hosts)
	case len(arrivals) != 1:
		t.Errorf("the server saw %d requests, want 1", len(arrivals))
	case arrivals[0].Before(opened):
		t.Errorf("the request reached the server %v before the pacer let it go", opened.Sub(arrivals[0]))
	case released.IsZero() || released.Before(arrivals[0]):
		t.Errorf("released at %v, before the request arrived at %v", released, arrivals[0])
	}
	if s := p.Stats(); s.TabsOpened != 1 || s.Busy != 0 || s.Errors != 0 {
		t.Errorf("stats %+v: want the one tab reused, none busy, no page error", s)
	}
}
