package crawl

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/rendercrawl/render/fetch"
	"github.com/rendercrawl/render/internal/testkit/testsite"
)

// kindServer answers each path with a failure of a kind, on paths named
// after other kinds, so that a classification that reads the text of an
// error (where the URL is) gets them wrong.
func kindServer(t *testing.T) *httptest.Server {
	t.Helper()
	mux := http.NewServeMux()
	mux.HandleFunc("/robots.txt", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, "User-agent: *\nDisallow: /timeout-and-tls\n")
	})
	mux.HandleFunc("/robots-and-crawlers", func(w http.ResponseWriter, r *http.Request) {
		<-r.Context().Done() // no answer before the client's timeout
	})
	mux.HandleFunc("/dns-refused", func(w http.ResponseWriter, r *http.Request) {
		w.Write(make([]byte, 64<<10)) // over the client's size cap
	})
	mux.HandleFunc("/too-large", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "/too-large", http.StatusFound)
	})
	mux.HandleFunc("/timeout-and-tls", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, "<p>never fetched</p>")
	})
	mux.HandleFunc("/not-html-reset", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Encoding", "gzip")
		fmt.Fprint(w, "this is not gzip")
	})
	mux.HandleFunc("/redirect-loop", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Length", "1000")
		w.WriteHeader(200)
		fmt.Fprint(w, "<p>short</p>")
	})
	mux.HandleFunc("/robots-unavailable-too", func(w http.ResponseWriter, r *http.Request) {
		hj, _ := w.(http.Hijacker)
		conn, _, err := hj.Hijack()
		if err != nil {
			return
		}
		// A reset: close at once with unread data, so the kernel sends RST.
		if tc, ok := conn.(*net.TCPConn); ok {
			tc.SetLinger(0)
		}
		conn.Close()
	})
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv
}

// robots5xx serves a robots.txt that answers 503.
func robots5xx(t *testing.T) *httptest.Server {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/robots.txt" {
			w.WriteHeader(http.StatusServiceUnavailable)
			return
		}
		fmt.Fprint(w, "<p>ok</p>")
	}))
	t.Cleanup(srv.Close)
	return srv
}

// Every kind the HTTP path can fail with, over real connections, each on
// a URL whose path names another kind; and the record, the summary and
// the retries all take the kind from the error's type.
func TestErrorKindsOverHTTP(t *testing.T) {
	srv := kindServer(t)
	tlsSrv := httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {}))
	tlsSrv.Config.ErrorLog = log.New(io.Discard, "", 0) // the handshake we fail, on purpose
	tlsSrv.StartTLS()
	t.Cleanup(tlsSrv.Close)
	down := testsite.RefusedAddr(t)
	r5 := robots5xx(t)
	cases := []struct {
		url  string
		kind ErrorKind
	}{
		{"http://" + down + "/redirect-policy", KindRefused},
		{srv.URL + "/robots-and-crawlers", KindTimeout},
		{srv.URL + "/dns-refused", KindTooLarge},
		{srv.URL + "/too-large", KindRedirectLoop},
		{srv.URL + "/timeout-and-tls", KindRobots},
		{srv.URL + "/not-html-reset", KindBadEncoding},
		{srv.URL + "/redirect-loop", KindTruncated},
		{srv.URL + "/robots-unavailable-too", KindReset},
		{tlsSrv.URL + "/refused-timeout", KindTLS},
		{r5.URL + "/tls-error", KindRobotsUnavailable},
		{"ftp://" + strings.TrimPrefix(srv.URL, "http://") + "/timeout", KindInvalidURL},
	}
	fc := fetch.DefaultConfig()
	// The hanging page times out waiting for its headers; every other
	// case answers at once (a TLS handshake, which this does not bound,
	// takes up to 0.6s on a busy machine).
	fc.ResponseHeaderTimeout = 3 * time.Second
	// The failed handshake must end as one: on a machine whose cores
	// other tests' browsers hold, it once took over the default 10 s and
	// ended as a timeout.
	fc.TLSHandshakeTimeout = time.Minute
	fc.MaxBody = 32 << 10
	client, err := fetch.New(fc)
	if err != nil {
		t.Fatal(err)
	}
	cfg := testCrawlConfig()
	cfg.Mode = ModeHTTP
	cfg.Retry.Max = 0
	out := &memSink{}
	c, err := New(cfg, Deps{Fetcher: client, Robots: fetch.NewRobots(client, fc.UserAgent), Sink: out})
	if err != nil {
		t.Fatal(err)
	}
	var urls []string
	for _, tc := range cases {
		urls = append(urls, tc.url)
	}
	sum, err := c.Run(context.Background(), SeedList(urls...))
	if err != nil {
		t.Fatal(err)
	}
	got := out.byURL()
	want := map[string]int{}
	for _, tc := range cases {
		want[string(tc.kind)]++
		u, _ := Canonicalize(tc.url, CanonOptions{})
		if tc.kind == KindInvalidURL {
			u = tc.url
		}
		recs := got[u]
		if len(recs) != 1 {
			t.Errorf("%s: %d records", tc.url, len(recs))
			continue
		}
		if recs[0].ErrorKind != string(tc.kind) {
			t.Errorf("%s: kind %q (error %q), want %q", tc.url, recs[0].ErrorKind, recs[0].Error, tc.kind)
		}
	}
	for k, n := range want {
		if sum.FailedBy[k] != n {
			t.Errorf("summary counts %d of kind %s, want %d (%v)", sum.FailedBy[k], k, n, sum.FailedBy)
		}
	}
}

// KindOf reads the type of an error, not its words: an error of one kind
// whose text is full of the others' names is still of its kind.
func TestKindOfIgnoresText(t *testing.T) {
	words := "robots redirect timeout tls dns refused too large not html crashed hung interrupted"
	for _, tc := range []struct {
		err  error
		kind ErrorKind
	}{
		{fmt.Errorf("fetch: get http://x/%s: %w: %w", words, fetch.ErrRefused, &net.OpError{Op: "dial"}), KindRefused},
		{fmt.Errorf("fetch: get http://x/%s: %w: %w", words, fetch.ErrDNS, &net.DNSError{IsNotFound: true}), KindDNS},
		{&Error{Kind: KindTabCrashed, Err: errors.New(words)}, KindTabCrashed},
		{fmt.Errorf("%s: %w", words, context.Canceled), KindInterrupted},
		{fmt.Errorf("%s: %w", words, ErrNoBrowser), KindBrowserMissing},
		{errors.New(words), KindOther},
	} {
		if got := KindOf(tc.err); got != tc.kind {
			t.Errorf("KindOf(%v) = %s, want %s", tc.err, got, tc.kind)
		}
	}
}
