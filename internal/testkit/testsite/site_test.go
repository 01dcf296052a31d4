package testsite

import (
	"bytes"
	"compress/gzip"
	"errors"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/andybalholm/brotli"
)

// get fetches path from base with a client that neither follows redirects
// nor decodes bodies.
func get(t *testing.T, base, path string) (*http.Response, []byte, error) {
	t.Helper()
	c := &http.Client{
		Transport:     &http.Transport{DisableCompression: true},
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
		Timeout:       10 * time.Second,
	}
	t.Cleanup(c.CloseIdleConnections)
	resp, err := c.Get(base + path)
	if err != nil {
		return nil, nil, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	return resp, b, err
}

func TestRoutes(t *testing.T) {
	site, base := Serve(t)
	tests := []struct {
		path, contentType, location, body string
		status                            int
		noContentType                     bool
	}{
		{path: "/static.html", status: 200, contentType: "text/html; charset=utf-8", body: "STATIC-OK"},
		{path: "/", status: 200, body: "<html"},
		{path: "/no-such-page", status: 404, body: "NOT-FOUND-PAGE"},
		{path: "/spa/3", status: 200, body: "<script"},
		{path: "/api/item/3", status: 200, contentType: "application/json", body: "SPA-MARKER-3"},
		{path: "/api/item/x", status: 404},
		{path: "/static/7", status: 200, body: "STATIC-MARKER-7"},
		{path: "/static/x", status: 404, body: "NOT-FOUND-PAGE"},
		{path: "/urls.txt?kind=static&n=2", status: 200, body: base + "/static/1\n" + base + "/static/2\n"},
		{path: "/fetch/pages/static.html?ct=application/pdf", status: 200, contentType: "application/pdf", body: "<html"},
		{path: "/fetch/pages/static.html?ct=", status: 200, noContentType: true, body: "<html"},
		{path: "/fetch/..%2fsite%2fstatic.html", status: 404},
		{path: "/status/503", status: 503, body: "Service Unavailable"},
		{path: "/redirect", status: 302, location: "/static.html"},
		{path: "/redirect?to=/fetch/pages/static.html", status: 302, location: "/fetch/pages/static.html"},
		{path: "/redirect?to=//elsewhere.example/", status: 400},
		{path: "/redirect?to=http://elsewhere.example/", status: 400},
		{path: "/redirect/chain/2", status: 302, location: "/redirect/chain/1"},
		{path: "/redirect/chain/0", status: 200, body: "end of chain"},
		{path: "/redirect/loop/a", status: 302, location: "/redirect/loop/b"},
		{path: "/slow?ms=10", status: 200, body: "STATIC-OK"},
		{path: "/big?mb=1", status: 200, body: "<p>big page filler text</p>"},
		{path: "/asset/img/a.png", status: 200, contentType: "image/png"},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			resp, body, err := get(t, base, tt.path)
			if err != nil {
				t.Fatal(err)
			}
			if resp.StatusCode != tt.status {
				t.Errorf("status %d, want %d", resp.StatusCode, tt.status)
			}
			if ct := resp.Header.Get("Content-Type"); tt.contentType != "" && ct != tt.contentType {
				t.Errorf("Content-Type %q, want %q", ct, tt.contentType)
			}
			if ct, ok := resp.Header["Content-Type"]; tt.noContentType && ok {
				t.Errorf("Content-Type %q, want none", ct)
			}
			if got := resp.Header.Get("Location"); got != tt.location {
				t.Errorf("Location %q, want %q", got, tt.location)
			}
			if !strings.Contains(string(body), tt.body) {
				t.Errorf("body lacks %q:\n%.300s", tt.body, body)
			}
		})
	}
	if n := site.Count("image"); n != 1 {
		t.Errorf("%d images counted, want 1", n)
	}
	if n := site.Count("api"); n != 2 {
		t.Errorf("%d API calls counted, want 2", n)
	}
	if site.MaxInFlight() < 1 || site.InFlight() != 0 || site.Conns() < 1 {
		t.Errorf("in flight %d, at most %d, %d connections", site.InFlight(), site.MaxInFlight(), site.Conns())
	}
}

func TestBrokenBodies(t *testing.T) {
	_, base := Serve(t)
	t.Run("truncated", func(t *testing.T) {
		resp, body, err := get(t, base, "/truncated")
		if !errors.Is(err, io.ErrUnexpectedEOF) || resp.ContentLength != 1000 || len(body) != 100 {
			t.Errorf("err %v, Content-Length %d, %d bytes; want unexpected EOF after 100 of 1000", err, resp.ContentLength, len(body))
		}
	})
	t.Run("reset", func(t *testing.T) {
		resp, body, err := get(t, base, "/reset")
		if err == nil || errors.Is(err, io.ErrUnexpectedEOF) || resp.ContentLength != 100000 || len(body) >= 100000 {
			t.Errorf("err %v, Content-Length %d, %d bytes; want a reset before 100000", err, resp.ContentLength, len(body))
		}
	})
	t.Run("big announces its length", func(t *testing.T) {
		c := &http.Client{Timeout: 10 * time.Second}
		resp, err := c.Get(base + "/big?mb=5120")
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close() // the server stops at the first failed write
		if resp.ContentLength != 5120<<20 {
			t.Errorf("Content-Length %d, want %d", resp.ContentLength, 5120<<20)
		}
	})
}

func TestEncodedPagesDecodeToTheirPage(t *testing.T) {
	_, base := Serve(t)
	page, err := os.ReadFile(filepath.Join(Dir(), "site", "static.html"))
	if err != nil {
		t.Fatal(err)
	}
	decoders := map[string]func(io.Reader) (io.Reader, error){
		"gzip":     func(r io.Reader) (io.Reader, error) { return gzip.NewReader(r) },
		"br":       func(r io.Reader) (io.Reader, error) { return brotli.NewReader(r), nil },
		"identity": func(r io.Reader) (io.Reader, error) { return r, nil },
	}
	for coding, decode := range decoders {
		t.Run(coding, func(t *testing.T) {
			resp, body, err := get(t, base, "/encoded/"+coding)
			if err != nil {
				t.Fatal(err)
			}
			if resp.Header.Get("Content-Encoding") != coding {
				t.Errorf("Content-Encoding %q", resp.Header.Get("Content-Encoding"))
			}
			r, err := decode(bytes.NewReader(body))
			if err != nil {
				t.Fatal(err)
			}
			if got, err := io.ReadAll(r); err != nil || !bytes.Equal(got, page) {
				t.Errorf("decoded %d bytes (%v), want static.html's %d", len(got), err, len(page))
			}
		})
	}
	if resp, _, _ := get(t, base, "/encoded/zstd"); resp.StatusCode != http.StatusNotFound {
		t.Errorf("unknown coding: status %d", resp.StatusCode)
	}
}

// A bomb inflates to exactly its size in zeros, with a valid checksum.
func TestGzipBombIsValidGzip(t *testing.T) {
	const mb = 5
	zr, err := gzip.NewReader(bytes.NewReader(gzipBomb(mb)))
	if err != nil {
		t.Fatal(err)
	}
	got, err := io.ReadAll(zr) // checks the CRC and the size at the end
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != mb<<20 || bytes.ContainsFunc(got, func(r rune) bool { return r != 0 }) {
		t.Errorf("inflated to %d bytes, want %d zeros", len(got), mb<<20)
	}
}

// The served bomb is a GiB in about a MiB, built in a moment.
func TestGzipBombRoute(t *testing.T) {
	_, base := Serve(t)
	start := time.Now()
	resp, body, err := get(t, base, "/gzip-bomb")
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d bytes, first request %v", len(body), time.Since(start))
	if resp.Header.Get("Content-Encoding") != "gzip" || len(body) > 2<<20 {
		t.Errorf("Content-Encoding %q, %d bytes; want gzip, at most 2 MiB", resp.Header.Get("Content-Encoding"), len(body))
	}
	if size := uint32(body[len(body)-4]) | uint32(body[len(body)-3])<<8 | uint32(body[len(body)-2])<<16 | uint32(body[len(body)-1])<<24; size != 1<<30 {
		t.Errorf("the trailer says %d bytes, want 1 GiB", size)
	}
}
