package fetch

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log"
	"net/http"
	"net/http/httptest"
	"net/url"
	"runtime"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/rendercrawl/render/internal/testkit/testsite"
)

// TestFetchErrors covers bad input: each case must fail with the right
// sentinels, and no other of the package's, within a time bound.
func TestFetchErrors(t *testing.T) {
	_, base := testsite.Serve(t)
	tlsSrv := httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {}))
	tlsSrv.Config.ErrorLog = log.New(io.Discard, "", 0) // the failed handshake is the point
	tlsSrv.StartTLS()
	t.Cleanup(tlsSrv.Close)

	refused := "http://" + testsite.RefusedAddr(t) + "/"

	// reset reads the request and answers with a TCP RST; hangUp closes
	// the connection without a word.
	reset := "http://" + testsite.ResetAddr(t) + "/"
	hangUp := "http://" + testsite.HangUpAddr(t) + "/"

	tests := []struct {
		name      string
		url       string
		cfg       func(*Config)
		sentinels []error       // the error is these, and no other sentinel of the package
		within    time.Duration // the error must come this fast: not waiting for testConfig's timeouts
		retryable bool
	}{
		{name: "unparseable url", url: "http://[::1", sentinels: []error{ErrInvalidURL}},
		{name: "control character", url: "http://exa mple.com/\x7f", sentinels: []error{ErrInvalidURL}},
		{name: "empty", url: "", sentinels: []error{ErrInvalidURL}},
		{name: "no scheme", url: "example.com/path", sentinels: []error{ErrInvalidURL}},
		{name: "no host", url: "http:///path", sentinels: []error{ErrInvalidURL}},
		{name: "bad port", url: "http://127.0.0.1:99999/", sentinels: []error{ErrInvalidURL}},
		{name: "ftp", url: "ftp://example.com/file", sentinels: []error{ErrUnsupportedScheme}},
		{name: "javascript", url: "javascript:alert(1)", sentinels: []error{ErrUnsupportedScheme}},
		{name: "mailto", url: "mailto:a@example.com", sentinels: []error{ErrUnsupportedScheme}},
		{name: "data", url: "data:text/html,hi", sentinels: []error{ErrUnsupportedScheme}},
		{name: "file", url: "file:///etc/passwd", sentinels: []error{ErrUnsupportedScheme}},
		{
			name: "dns failure", url: "http://nonexistent.invalid/",
			sentinels: []error{ErrDNS}, within: 10 * time.Second,
		},
		{
			name: "connection refused", url: refused,
			sentinels: []error{ErrRefused}, within: 10 * time.Second, retryable: true,
		},
		{
			name: "connection reset before the response", url: reset,
			sentinels: []error{ErrReset, syscall.ECONNRESET}, within: 10 * time.Second, retryable: true,
		},
		{
			name: "connection closed before the response", url: hangUp,
			sentinels: []error{ErrReset, io.EOF}, within: 10 * time.Second, retryable: true,
		},
		{
			name: "untrusted tls certificate", url: tlsSrv.URL + "/",
			sentinels: []error{ErrTLS}, within: 10 * time.Second,
		},
		{
			name: "timeout", url: base + "/slow?ms=5000",
			cfg:       func(c *Config) { c.Timeout = 200 * time.Millisecond },
			sentinels: []error{ErrTimeout, context.DeadlineExceeded},
			within:    2 * time.Second, retryable: true,
		},
		{
			name: "response header timeout", url: base + "/slow?ms=5000",
			cfg:       func(c *Config) { c.ResponseHeaderTimeout = 200 * time.Millisecond },
			sentinels: []error{ErrTimeout},
			within:    2 * time.Second, retryable: true,
		},
		{
			name: "truncated body", url: base + "/truncated",
			sentinels: []error{ErrTruncated},
			within:    10 * time.Second, retryable: true,
		},
		{
			name: "reset mid-body", url: base + "/reset",
			sentinels: []error{ErrReset, syscall.ECONNRESET},
			within:    10 * time.Second, retryable: true,
		},
		{
			name: "redirect loop", url: base + "/redirect/loop/a",
			sentinels: []error{ErrRedirectLoop},
		},
		{
			name: "too many redirects", url: base + "/redirect/chain/5",
			cfg:       func(c *Config) { c.MaxRedirects = 3 },
			sentinels: []error{ErrTooManyRedirects},
		},
		{
			name: "redirect to ftp", url: base + "/redirect/ftp",
			sentinels: []error{ErrUnsupportedScheme},
		},
		{
			name: "huge content-length", url: base + "/big?mb=5120",
			sentinels: []error{ErrTooLarge}, within: 10 * time.Second,
		},
		{
			name: "endless chunked body", url: base + "/big?chunked=1",
			cfg:       func(c *Config) { c.MaxBody = 1 << 20 },
			sentinels: []error{ErrTooLarge}, within: 10 * time.Second,
		},
		{
			name: "gzip bomb", url: base + "/gzip-bomb",
			cfg:       func(c *Config) { c.MaxBody = 1 << 20 },
			sentinels: []error{ErrTooLarge}, within: 10 * time.Second,
		},
		{
			name: "slow body", url: base + "/slowloris",
			cfg:       func(c *Config) { c.Timeout = 700 * time.Millisecond },
			sentinels: []error{ErrTimeout, context.DeadlineExceeded},
			within:    5 * time.Second, retryable: true,
		},
		{
			name: "stalled body", url: base + "/stall",
			cfg:       func(c *Config) { c.IdleTimeout = 200 * time.Millisecond },
			sentinels: []error{ErrTimeout},
			within:    2 * time.Second, retryable: true,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			cfg := testConfig()
			if tt.cfg != nil {
				tt.cfg(&cfg)
			}
			c := newTestClient(t, cfg)
			start := time.Now()
			resp, err := c.Fetch(context.Background(), tt.url)
			elapsed := time.Since(start)
			if err == nil {
				t.Fatalf("Fetch(%q) = status %d, want an error", tt.url, resp.Status)
			}
			if resp != nil {
				t.Errorf("Fetch returned a response with the error")
			}
			for _, s := range tt.sentinels {
				if !errors.Is(err, s) {
					t.Errorf("error %q is not %v", err, s)
				}
			}
			for _, s := range sentinels {
				if errors.Is(err, s) && !slices.Contains(tt.sentinels, s) {
					t.Errorf("error %q is %v as well", err, s)
				}
			}
			if tt.within > 0 && elapsed > tt.within {
				t.Errorf("took %v, want at most %v", elapsed, tt.within)
			}
			t.Logf("%v (after %v)", err, elapsed.Round(time.Millisecond))
			if got := Retryable(err); got != tt.retryable {
				t.Errorf("Retryable(%q) = %v, want %v", err, got, tt.retryable)
			}
		})
	}
}

// TestFetchMemoryBounded fetches a 64 MiB body and a GiB gzip bomb and
// checks that the heap stays well under 4×MaxBody while the fetch runs.
func TestFetchMemoryBounded(t *testing.T) {
	_, base := testsite.Serve(t)
	for _, path := range []string{"/big?chunked=1", "/gzip-bomb"} {
		t.Run(path, func(t *testing.T) {
			cfg := testConfig()
			cfg.MaxBody = 8 << 20
			c := newTestClient(t, cfg)
			// The site builds a body at its first request, in this
			// process's heap: have it built before measuring.
			if _, err := c.Fetch(context.Background(), base+path); !errors.Is(err, ErrTooLarge) {
				t.Fatalf("err = %v, want ErrTooLarge", err)
			}

			runtime.GC()
			var ms runtime.MemStats
			runtime.ReadMemStats(&ms)
			before := ms.HeapAlloc

			done := make(chan error, 1)
			go func() {
				_, err := c.Fetch(context.Background(), base+path)
				done <- err
			}()
			var peak uint64
			tick := time.NewTicker(2 * time.Millisecond)
			defer tick.Stop()
			var err error
		loop:
			for {
				select {
				case err = <-done:
					break loop
				case <-tick.C:
					runtime.ReadMemStats(&ms)
					peak = max(peak, ms.HeapAlloc)
				}
			}
			runtime.ReadMemStats(&ms)
			peak = max(peak, ms.HeapAlloc)
			if !errors.Is(err, ErrTooLarge) {
				t.Fatalf("err = %v, want ErrTooLarge", err)
			}
			grew := int64(peak) - int64(before)
			t.Logf("heap grew by %.1f MiB during the fetch (MaxBody %d MiB)", float64(grew)/(1<<20), cfg.MaxBody>>20)
			if grew > 4*cfg.MaxBody {
				t.Errorf("heap grew by %d bytes, want under %d", grew, 4*cfg.MaxBody)
			}
		})
	}
}

func TestFetchStatusIsResponse(t *testing.T) {
	_, base := testsite.Serve(t)
	c := newTestClient(t, testConfig())
	for _, code := range []int{200, 404, 410, 500, 503} {
		t.Run(http.StatusText(code), func(t *testing.T) {
			resp, err := c.Fetch(context.Background(), base+"/status/"+itoa(code))
			if err != nil {
				t.Fatal(err)
			}
			if resp.Status != code || !resp.HTML || resp.Title == "" {
				t.Errorf("Status %d HTML %v Title %q, want %d, true, a title", resp.Status, resp.HTML, resp.Title, code)
			}
		})
	}
}

func TestFetchRedirects(t *testing.T) {
	_, base := testsite.Serve(t)
	ecfg := testConfig()
	ecfg.Exchanges = true
	c := newTestClient(t, ecfg)
	resp, err := c.Fetch(context.Background(), base+"/redirect/chain/3")
	if err != nil {
		t.Fatal(err)
	}
	want := []string{base + "/redirect/chain/3", base + "/redirect/chain/2", base + "/redirect/chain/1"}
	if strings.Join(resp.Redirects, " ") != strings.Join(want, " ") {
		t.Errorf("Redirects = %q, want %q", resp.Redirects, want)
	}
	if resp.URL != base+"/redirect/chain/3" || resp.FinalURL != base+"/redirect/chain/0" {
		t.Errorf("URL %q FinalURL %q", resp.URL, resp.FinalURL)
	}
	if resp.Title != "end of chain" {
		t.Errorf("Title = %q", resp.Title)
	}
	// Each redirect is a hop of its own: its request's header, its status
	// and the Location it named, in order, each started after the one
	// before it.
	if len(resp.Hops) != 3 {
		t.Fatalf("%d hops, want 3", len(resp.Hops))
	}
	for i, h := range resp.Hops {
		if h.URL != want[i] || h.Method != http.MethodGet || h.Status != http.StatusFound || h.Proto != "HTTP/1.1" ||
			h.Header.Get("Location") != fmt.Sprintf("/redirect/chain/%d", 2-i) || h.RequestHeader.Get("User-Agent") == "" {
			t.Errorf("hop %d: %+v", i, h)
		}
		if h.Start.IsZero() || (i > 0 && h.Start.Before(resp.Hops[i-1].Start)) {
			t.Errorf("hop %d starts at %v", i, h.Start)
		}
	}
	// The final request's phases: the redirects reused the connection,
	// so there was no DNS, connect or TLS; it was written, waited for and
	// read, after the last hop.
	tm := resp.Timings
	if tm.DNS != -1 || tm.Connect != -1 || tm.TLS != -1 || tm.Send < 0 || tm.Wait < 0 || tm.Receive < 0 || tm.Blocked < 0 {
		t.Errorf("timings %+v", tm)
	}
	if resp.Start.Before(resp.Hops[2].Start) || tm.Send+tm.Wait+tm.Receive > resp.Elapsed {
		t.Errorf("start %v, timings %+v, elapsed %v", resp.Start, tm, resp.Elapsed)
	}

	// Exactly MaxRedirects redirects are fine.
	cfg := testConfig()
	cfg.MaxRedirects = 3
	c3 := newTestClient(t, cfg)
	if _, err := c3.Fetch(context.Background(), base+"/redirect/chain/3"); err != nil {
		t.Errorf("3 redirects with MaxRedirects 3: %v", err)
	}
}

func TestFetchRequestHeaders(t *testing.T) {
	_, base := testsite.Serve(t)
	cfg := testConfig()
	cfg.UserAgent = "test-agent/1.0"
	cfg.Header = http.Header{"X-Crawl": {"yes"}, "Accept-Language": {"de"}}
	c := newTestClient(t, cfg)
	resp, err := c.Fetch(context.Background(), base+"/headers")
	if err != nil {
		t.Fatal(err)
	}
	var h http.Header
	if err := json.Unmarshal(resp.Body, &h); err != nil {
		t.Fatal(err)
	}
	for k, want := range map[string]string{
		"User-Agent":      "test-agent/1.0",
		"Accept-Encoding": "gzip, deflate, br",
		"X-Crawl":         "yes",
		"Accept-Language": "de",
	} {
		if got := h.Get(k); got != want {
			t.Errorf("%s = %q, want %q", k, got, want)
		}
	}
	if resp.HTML || resp.ContentType != "application/json" || resp.Charset != "utf-8" {
		t.Errorf("HTML %v ContentType %q Charset %q", resp.HTML, resp.ContentType, resp.Charset)
	}
}

func TestFetchContentEncodings(t *testing.T) {
	_, base := testsite.Serve(t)
	c := newTestClient(t, testConfig())
	plain, err := c.Fetch(context.Background(), base+"/static.html")
	if err != nil {
		t.Fatal(err)
	}
	for _, coding := range []string{"gzip", "deflate", "deflate-raw", "br", "identity"} {
		t.Run(coding, func(t *testing.T) {
			resp, err := c.Fetch(context.Background(), base+"/encoded/"+coding)
			if err != nil {
				t.Fatal(err)
			}
			if string(resp.Body) != string(plain.Body) || resp.Size != plain.Size {
				t.Errorf("decoded body differs: %d bytes, want %d", resp.Size, plain.Size)
			}
			if resp.Title != plain.Title || resp.Text != plain.Text {
				t.Errorf("Title %q, want %q", resp.Title, plain.Title)
			}
		})
	}
}

func TestFetchBadContentEncoding(t *testing.T) {
	tests := []struct{ name, coding, body string }{
		{"unsupported", "zstd", "whatever"},
		{"corrupt gzip", "gzip", "this is not gzip"},
		{"corrupt brotli", "br", "\xff\xff\xff\xff this is not brotli"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				w.Header().Set("Content-Encoding", tt.coding)
				w.Header().Set("Content-Type", "text/html")
				w.Write([]byte(tt.body))
			}))
			defer srv.Close()
			c := newTestClient(t, testConfig())
			_, err := c.Fetch(context.Background(), srv.URL)
			if !errors.Is(err, ErrContentEncoding) || Retryable(err) {
				t.Errorf("err = %v, want ErrContentEncoding, not retryable", err)
			}
		})
	}
}

func TestFetchNonHTML(t *testing.T) {
	_, base := testsite.Serve(t)
	c := newTestClient(t, testConfig())
	tests := []struct {
		name, ct, wantType, wantCharset string
	}{
		{"pdf", "application/pdf", "application/pdf", ""},
		{"png", "image/png", "image/png", ""},
		{"json", "application/json; charset=utf-8", "application/json", "utf-8"},
		{"octet-stream", "application/octet-stream", "application/octet-stream", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			// Serve an HTML page with a non-HTML type: the header decides.
			resp, err := c.Fetch(context.Background(), base+"/fetch/pages/links.html?ct="+url.QueryEscape(tt.ct))
			if err != nil {
				t.Fatal(err)
			}
			if resp.HTML || resp.ContentType != tt.wantType || resp.Charset != tt.wantCharset {
				t.Errorf("HTML %v ContentType %q Charset %q; want false, %q, %q", resp.HTML, resp.ContentType, resp.Charset, tt.wantType, tt.wantCharset)
			}
			if resp.Size == 0 || int(resp.Size) != len(resp.Body) {
				t.Errorf("Size = %d, len(Body) = %d", resp.Size, len(resp.Body))
			}
			if resp.Title != "" || resp.Links != nil || resp.Signals != (Signals{}) {
				t.Errorf("extraction ran on non-HTML: %q %v %+v", resp.Title, resp.Links, resp.Signals)
			}
			// Text is the document's as served when it is text, and none
			// when it is not.
			if want := strings.TrimSpace(string(resp.Body)); (tt.wantCharset != "" && resp.Text != want) || (tt.wantCharset == "" && resp.Text != "") {
				t.Errorf("Text = %.40q..., want the body's when it is text", resp.Text)
			}
		})
	}
	t.Run("sniffed html without content-type", func(t *testing.T) {
		resp, err := c.Fetch(context.Background(), base+"/fetch/pages/static.html?ct=")
		if err != nil {
			t.Fatal(err)
		}
		if !resp.HTML || resp.ContentType != "text/html" || resp.Title == "" {
			t.Errorf("HTML %v ContentType %q Title %q", resp.HTML, resp.ContentType, resp.Title)
		}
	})
}

// TestFetchConcurrency checks that Concurrency bounds the requests in
// flight and that waiting for a slot honours the context.
func TestFetchConcurrency(t *testing.T) {
	site, base := testsite.Serve(t)
	cfg := testConfig()
	cfg.Concurrency = 2
	c := newTestClient(t, cfg)
	var wg sync.WaitGroup
	for range 6 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if _, err := c.Fetch(context.Background(), base+"/slow?ms=50"); err != nil {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	if m := site.MaxInFlight(); m > 2 {
		t.Errorf("%d requests in flight, want at most 2", m)
	}

	// Both slots busy: a fetch whose context ends while waiting gives up.
	block := make(chan struct{})
	for range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			go func() { <-block; cancel() }()
			c.Fetch(ctx, base+"/slow?ms=10000")
		}()
	}
	for deadline := time.Now().Add(10 * time.Second); site.InFlight() < 2; time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			close(block)
			t.Fatalf("%d of the 2 blocking fetches reached the server", site.InFlight())
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err := c.Fetch(ctx, base+"/slow?ms=0")
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("err = %v, want a slot wait ending in context.DeadlineExceeded", err)
	}
	if m := site.MaxInFlight(); m > 2 {
		t.Errorf("%d requests in flight: the third did not wait for a slot", m)
	}
	if time.Since(start) > time.Second {
		t.Errorf("waited %v for a slot", time.Since(start))
	}
	close(block)
	wg.Wait()
}

// TestFetchReusesConnections checks that parallel fetches of one host reuse
// keep-alive connections instead of dialing each time (Go's default of 2
// idle connections per host would not).
func TestFetchReusesConnections(t *testing.T) {
	site, base := testsite.Serve(t)
	cfg := testConfig()
	cfg.Concurrency = 8
	cfg.MaxIdleConnsPerHost = 8
	c := newTestClient(t, cfg)
	for range 5 {
		var wg sync.WaitGroup
		for range 8 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				if _, err := c.Fetch(context.Background(), base+"/slow?ms=10"); err != nil {
					t.Error(err)
				}
			}()
		}
		wg.Wait()
	}
	if n := site.Conns(); n > 12 {
		t.Errorf("%d connections for 40 requests at concurrency 8, want about 8", n)
	}
}

func TestFetchCancelled(t *testing.T) {
	_, base := testsite.Serve(t)
	c := newTestClient(t, testConfig())
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(100*time.Millisecond, cancel)
	_, err := c.Fetch(ctx, base+"/slowloris")
	if !errors.Is(err, context.Canceled) || errors.Is(err, ErrTimeout) || Retryable(err) {
		t.Errorf("err = %v, want context.Canceled, not a timeout, not retryable", err)
	}
}

func TestFetchInsecureSkipVerify(t *testing.T) {
	srv := httptest.NewTLSServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		w.Write([]byte("<title>tls ok</title>"))
	}))
	defer srv.Close()
	cfg := testConfig()
	cfg.InsecureSkipVerify = true
	c := newTestClient(t, cfg)
	resp, err := c.Fetch(context.Background(), srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	if resp.Title != "tls ok" {
		t.Errorf("Title = %q", resp.Title)
	}
}

// TestFetchTimings: a first request to a server opens a connection (an IP
// address: no DNS), a second one reuses it.
func TestFetchTimings(t *testing.T) {
	_, base := testsite.Serve(t)
	cfg := testConfig()
	cfg.Exchanges = true
	c := newTestClient(t, cfg)
	first, err := c.Fetch(context.Background(), base+"/static.html")
	if err != nil {
		t.Fatal(err)
	}
	if tm := first.Timings; tm.DNS != -1 || tm.Connect < 0 || tm.TLS != -1 || tm.Wait < 0 || tm.Receive < 0 || first.Start.IsZero() {
		t.Errorf("first request: timings %+v, start %v", tm, first.Start)
	}
	second, err := c.Fetch(context.Background(), base+"/static.html")
	if err != nil {
		t.Fatal(err)
	}
	if tm := second.Timings; tm.Connect != -1 || tm.Wait < 0 || !second.Start.After(first.Start) {
		t.Errorf("second request: timings %+v, start %v", tm, second.Start)
	}
}

// TestFetchWithoutExchanges: a client not asked to keep exchanges lists
// the redirects and their answers, but no request headers, start times
// or phases: what only an archive needs is not gathered.
func TestFetchWithoutExchanges(t *testing.T) {
	_, base := testsite.Serve(t)
	c := newTestClient(t, testConfig())
	resp, err := c.Fetch(context.Background(), base+"/redirect/chain/2")
	if err != nil {
		t.Fatal(err)
	}
	if len(resp.Hops) != 2 || len(resp.Redirects) != 2 || resp.Hops[0].Status != http.StatusFound || resp.Hops[1].Header.Get("Location") == "" {
		t.Fatalf("hops %+v, redirects %q", resp.Hops, resp.Redirects)
	}
	for i, h := range resp.Hops {
		if h.RequestHeader != nil || !h.Start.IsZero() {
			t.Errorf("hop %d: request header %v, start %v", i, h.RequestHeader, h.Start)
		}
	}
	none := Timings{Blocked: -1, DNS: -1, Connect: -1, TLS: -1, Send: -1, Wait: -1, Receive: -1}
	if resp.RequestHeader != nil || !resp.Start.IsZero() || resp.Timings != none {
		t.Errorf("request header %v, start %v, timings %+v", resp.RequestHeader, resp.Start, resp.Timings)
	}
	if resp.Status != http.StatusOK || resp.Elapsed <= 0 {
		t.Errorf("status %d, elapsed %v", resp.Status, resp.Elapsed)
	}
}

// FetchThen tells the caller when the exchange with the server is over,
// once, with the answer's status and header, after the client's slot is
// free: a host's place can be given back before the page is read.
func TestFetchThenTellsWhenTheExchangeIsOver(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/cut" {
			conn, _, _ := w.(http.Hijacker).Hijack()
			conn.Close()
			return
		}
		w.Header().Set("Retry-After", "7")
		w.Header().Set("Content-Type", "text/html")
		w.WriteHeader(http.StatusServiceUnavailable)
		io.WriteString(w, "<p>busy</p>")
	}))
	defer srv.Close()
	cfg := testConfig()
	cfg.Concurrency = 1
	c := newTestClient(t, cfg)

	type call struct {
		status   int
		after    string
		slotFree bool
	}
	var calls []call
	tell := func(status int, h http.Header) {
		free := c.sem.TryAcquire(1)
		if free {
			c.sem.Release(1)
		}
		calls = append(calls, call{status, h.Get("Retry-After"), free})
	}
	resp, err := c.FetchThen(context.Background(), srv.URL+"/busy", tell)
	if err != nil {
		t.Fatal(err)
	}
	if want := []call{{503, "7", true}}; !slices.Equal(calls, want) {
		t.Fatalf("exchanged calls = %+v, want %+v", calls, want)
	}
	if resp.Status != 503 || !strings.Contains(resp.Text, "busy") {
		t.Fatalf("response = %d %q", resp.Status, resp.Text)
	}

	calls = nil
	if _, err := c.FetchThen(context.Background(), srv.URL+"/cut", tell); err == nil {
		t.Fatal("a cut connection fetched without error")
	}
	if want := []call{{0, "", true}}; !slices.Equal(calls, want) {
		t.Fatalf("exchanged calls on a failure = %+v, want %+v", calls, want)
	}
}
