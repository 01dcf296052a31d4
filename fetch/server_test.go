package fetch

import (
	"bufio"
	"bytes"
	"compress/flate"
	"compress/gzip"
	"compress/zlib"
	"context"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/andybalholm/brotli"
	"golang.org/x/net/dns/dnsmessage"
)

// testServer is the one multi-route server the tests fetch from; it
// listens on 127.0.0.1 only.
type testServer struct {
	*httptest.Server
	inFlight    atomic.Int32
	maxInFlight atomic.Int32
	newConns    atomic.Int32
}

func newTestServer(t testing.TB) *testServer {
	t.Helper()
	ts := &testServer{}
	ts.Server = httptest.NewUnstartedServer(ts.routes())
	ts.Config.ConnState = func(_ net.Conn, s http.ConnState) {
		if s == http.StateNew {
			ts.newConns.Add(1)
		}
	}
	ts.Start()
	t.Cleanup(ts.Close)
	return ts
}

func (ts *testServer) routes() http.Handler {
	mux := http.NewServeMux()
	// /files/{path}: a file under testdata/fetch. The ct query parameter,
	// when present, is the exact Content-Type header ("" sends none);
	// otherwise it is text/html.
	mux.HandleFunc("GET /files/{path...}", func(w http.ResponseWriter, r *http.Request) {
		b, err := os.ReadFile(filepath.Join(fixtureDir, filepath.FromSlash(r.PathValue("path"))))
		if err != nil {
			http.NotFound(w, r)
			return
		}
		setContentType(w, r, "text/html")
		w.Write(b)
	})
	mux.HandleFunc("GET /status/{code}", func(w http.ResponseWriter, r *http.Request) {
		code, _ := strconv.Atoi(r.PathValue("code"))
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.WriteHeader(code)
		fmt.Fprintf(w, "<title>%d %s</title><h1>%s</h1>", code, http.StatusText(code), http.StatusText(code))
	})
	mux.HandleFunc("GET /redirect/loop/a", redirectTo("/redirect/loop/b"))
	mux.HandleFunc("GET /redirect/loop/b", redirectTo("/redirect/loop/a"))
	mux.HandleFunc("GET /redirect/static", redirectTo("/files/pages/static.html"))
	mux.HandleFunc("GET /redirect/ftp", redirectTo("ftp://files.example.invalid/x"))
	mux.HandleFunc("GET /redirect/chain/{n}", func(w http.ResponseWriter, r *http.Request) {
		n, _ := strconv.Atoi(r.PathValue("n"))
		if n > 0 {
			http.Redirect(w, r, "/redirect/chain/"+strconv.Itoa(n-1), http.StatusFound)
			return
		}
		w.Header().Set("Content-Type", "text/html")
		fmt.Fprint(w, "<title>end of chain</title>")
	})
	// /sleep?d=1s answers after d, or when the client goes away.
	mux.HandleFunc("GET /sleep", func(w http.ResponseWriter, r *http.Request) {
		n := ts.inFlight.Add(1)
		defer ts.inFlight.Add(-1)
		for {
			m := ts.maxInFlight.Load()
			if n <= m || ts.maxInFlight.CompareAndSwap(m, n) {
				break
			}
		}
		d, _ := time.ParseDuration(r.URL.Query().Get("d"))
		select {
		case <-time.After(d):
		case <-r.Context().Done():
			return
		}
		w.Header().Set("Content-Type", "text/html")
		fmt.Fprint(w, "<title>slept</title>")
	})
	// /truncated promises 1000 bytes and sends 100.
	mux.HandleFunc("GET /truncated", hijack(func(c net.Conn, rw *bufio.ReadWriter) {
		rw.WriteString("HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: 1000\r\n\r\n")
		rw.Write(bytes.Repeat([]byte("x"), 100))
		rw.Flush()
		c.Close()
	}))
	// /reset sends half the body, then resets the connection (RST).
	mux.HandleFunc("GET /reset", hijack(func(c net.Conn, rw *bufio.ReadWriter) {
		rw.WriteString("HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: 100000\r\n\r\n")
		rw.Write(bytes.Repeat([]byte("y"), 50000))
		rw.Flush()
		time.Sleep(20 * time.Millisecond) // let the client start reading
		if tc, ok := c.(*net.TCPConn); ok {
			tc.SetLinger(0)
		}
		c.Close()
	}))
	// /zeros streams zeros forever (chunked); /zeros?cl=N announces N bytes.
	mux.HandleFunc("GET /zeros", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/octet-stream")
		if cl := r.URL.Query().Get("cl"); cl != "" {
			w.Header().Set("Content-Length", cl)
		}
		buf := make([]byte, 32<<10)
		for {
			if _, err := w.Write(buf); err != nil {
				return
			}
		}
	})
	// /slow writes one byte every 100ms until the client goes away.
	mux.HandleFunc("GET /slow", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		tick := time.NewTicker(100 * time.Millisecond)
		defer tick.Stop()
		for {
			if _, err := w.Write([]byte("a")); err != nil {
				return
			}
			w.(http.Flusher).Flush()
			select {
			case <-tick.C:
			case <-r.Context().Done():
				return
			}
		}
	})
	// /stall sends a little and then nothing.
	mux.HandleFunc("GET /stall", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		w.Write([]byte("<title>stall</title>"))
		w.(http.Flusher).Flush()
		<-r.Context().Done()
	})
	mux.HandleFunc("GET /gzipbomb", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		w.Header().Set("Content-Encoding", "gzip")
		w.Write(gzipBomb())
	})
	mux.HandleFunc("GET /encoded/{coding}", func(w http.ResponseWriter, r *http.Request) {
		page, err := os.ReadFile(filepath.Join(fixtureDir, "pages", "static.html"))
		if err != nil {
			http.Error(w, err.Error(), 500)
			return
		}
		body, coding := encodeBody(page, r.PathValue("coding"))
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Header().Set("Content-Encoding", coding)
		w.Write(body)
	})
	mux.HandleFunc("GET /headers", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(r.Header)
	})
	return mux
}

// setContentType applies the ct query parameter, or def.
func setContentType(w http.ResponseWriter, r *http.Request, def string) {
	if ct, ok := r.URL.Query()["ct"]; ok {
		if ct[0] == "" {
			w.Header()["Content-Type"] = nil // and no sniffing
			return
		}
		w.Header().Set("Content-Type", ct[0])
		return
	}
	w.Header().Set("Content-Type", def)
}

func redirectTo(target string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, target, http.StatusFound)
	}
}

func hijack(f func(net.Conn, *bufio.ReadWriter)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		c, rw, err := http.NewResponseController(w).Hijack()
		if err != nil {
			http.Error(w, err.Error(), 500)
			return
		}
		f(c, rw)
	}
}

// encodeBody compresses b with a Content-Encoding; "deflate-raw" is raw
// deflate without the zlib wrapper, as some servers send.
func encodeBody(b []byte, coding string) ([]byte, string) {
	var buf bytes.Buffer
	switch coding {
	case "gzip":
		w := gzip.NewWriter(&buf)
		w.Write(b)
		w.Close()
	case "deflate":
		w := zlib.NewWriter(&buf)
		w.Write(b)
		w.Close()
	case "deflate-raw":
		w, _ := flate.NewWriter(&buf, flate.DefaultCompression)
		w.Write(b)
		w.Close()
		coding = "deflate"
	case "br":
		w := brotli.NewWriter(&buf)
		w.Write(b)
		w.Close()
	default:
		return b, coding
	}
	return buf.Bytes(), coding
}

var (
	bombOnce  sync.Once
	bombBytes []byte
)

// gzipBomb is 64 MiB of zeros gzipped into about 64 KiB.
func gzipBomb() []byte {
	bombOnce.Do(func() {
		var buf bytes.Buffer
		w, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
		zeros := make([]byte, 1<<20)
		for range 64 {
			w.Write(zeros)
		}
		w.Close()
		bombBytes = buf.Bytes()
	})
	return bombBytes
}

// newTestClient returns a Client for tests whose resolver asks a local fake
// DNS server that knows no names, so no test ever sends a DNS query out.
func newTestClient(t testing.TB, cfg Config) *Client {
	t.Helper()
	c, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	c.dialer.Resolver = fakeResolver(t)
	t.Cleanup(func() { c.Close() })
	return c
}

// fakeResolver returns a resolver that talks to a DNS server on 127.0.0.1
// answering NXDOMAIN to every query.
func fakeResolver(t testing.TB) *net.Resolver {
	t.Helper()
	pc, err := net.ListenPacket("udp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { pc.Close() })
	go func() {
		buf := make([]byte, 1500)
		for {
			n, addr, err := pc.ReadFrom(buf)
			if err != nil {
				return
			}
			var p dnsmessage.Parser
			h, err := p.Start(buf[:n])
			if err != nil {
				continue
			}
			q, err := p.Question()
			if err != nil {
				continue
			}
			msg := dnsmessage.Message{
				Header: dnsmessage.Header{
					ID: h.ID, Response: true, RecursionDesired: h.RecursionDesired,
					RecursionAvailable: true, RCode: dnsmessage.RCodeNameError,
				},
				Questions: []dnsmessage.Question{q},
			}
			if out, err := msg.Pack(); err == nil {
				pc.WriteTo(out, addr)
			}
		}
	}()
	addr := pc.LocalAddr().String()
	return &net.Resolver{
		PreferGo: true,
		Dial: func(ctx context.Context, _, _ string) (net.Conn, error) {
			var d net.Dialer
			return d.DialContext(ctx, "udp", addr)
		},
	}
}

// testConfig is DefaultConfig with short timeouts for tests.
func testConfig() Config {
	cfg := DefaultConfig()
	cfg.Timeout = 10 * time.Second
	cfg.IdleTimeout = 5 * time.Second
	return cfg
}

func itoa(i int) string { return strconv.Itoa(i) }
