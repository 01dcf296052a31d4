package fetch

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"slices"
	"testing"
)

// A fetch whose context carries a RedirectWait waits on it before each
// redirect, with the redirect's target; its error stops the fetch.
func TestRedirectWait(t *testing.T) {
	mux := http.NewServeMux()
	mux.Handle("/a", http.RedirectHandler("/b", http.StatusMovedPermanently))
	mux.Handle("/b", http.RedirectHandler("/c", http.StatusFound))
	mux.HandleFunc("/c", func(w http.ResponseWriter, r *http.Request) { w.Write([]byte("<p>c")) })
	srv := httptest.NewServer(mux)
	defer srv.Close()
	c := newTestClient(t, DefaultConfig())

	var waited []string
	ctx := WithRedirectWait(context.Background(), func(ctx context.Context, rawURL string) error {
		waited = append(waited, rawURL)
		return nil
	})
	resp, err := c.Fetch(ctx, srv.URL+"/a")
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{srv.URL + "/b", srv.URL + "/c"}; resp.Status != 200 || !slices.Equal(waited, want) {
		t.Errorf("status %d, waited for %q; want 200 after waits for %q", resp.Status, waited, want)
	}

	stop := errors.New("stop")
	ctx = WithRedirectWait(context.Background(), func(context.Context, string) error { return stop })
	if _, err := c.Fetch(ctx, srv.URL+"/a"); !errors.Is(err, stop) {
		t.Errorf("the wait failed, the fetch returned %v", err)
	}
}
