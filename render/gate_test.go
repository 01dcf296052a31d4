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

// A request's gate runs once its tab is ready (Chrome started, the tab
// open), and the page's request leaves only after the gate opened; its
// release runs when the page is done. A gate that refuses ends the page
// with no request, and the tab serves the next page.
func TestGateRunsOnAReadyTabBeforeTheRequest(t *testing.T) {
	needChrome(t)
	p := newTestPool(t, testConfig()) // cold: Chrome starts with the first page
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
	_, err := p.Render(context.Background(), Request{URL: srv.URL + "/page", Gate: func(context.Context) (func(), error) {
		if n := p.Stats().TabsOpened; n != 1 {
			t.Errorf("the gate ran with %d tabs open, want the page's tab ready", n)
		}
		return nil, refusal
	}})
	if !errors.Is(err, refusal) {
		t.Fatalf("Render through a refusing gate: %v, want its error", err)
	}
	mu.Lock()
	if len(arrivals) != 0 {
		t.Errorf("the server saw %d requests through a refusing gate", len(arrivals))
	}
	mu.Unlock()

	var opened, released time.Time
	calls := 0
	gate := func(ctx context.Context) (func(), error) {
		calls++
		// Hold the page as a pacer would.
		select {
		case <-time.After(200 * time.Millisecond):
		case <-ctx.Done():
			return nil, ctx.Err()
		}
		opened = time.Now()
		return func() { released = time.Now() }, nil
	}
	pg, err := p.Render(context.Background(), Request{URL: srv.URL + "/page", Gate: gate})
	if err != nil {
		t.Fatal(err)
	}
	wantContains(t, "text", pg.Text, "GATED")
	mu.Lock()
	defer mu.Unlock()
	switch {
	case calls != 1:
		t.Errorf("gate called %d times, want once", calls)
	case len(arrivals) != 1:
		t.Errorf("the server saw %d requests, want 1", len(arrivals))
	case arrivals[0].Before(opened):
		t.Errorf("the request reached the server %v before the gate opened", opened.Sub(arrivals[0]))
	case released.IsZero() || released.Before(arrivals[0]):
		t.Errorf("released at %v, before the request arrived at %v", released, arrivals[0])
	}
	if s := p.Stats(); s.TabsOpened != 1 || s.Busy != 0 || s.Errors != 0 {
		t.Errorf("stats %+v: want the one tab reused, none busy, no page error", s)
	}
}
