package render

import (
	"bytes"
	"compress/gzip"
	"context"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
)

// A page's Size is the length of its body after content decoding, as the
// HTTP path counts it: not the bytes on the wire with the response's
// headers, nor the compressed size; the same for a chunked body, and for
// one Chrome takes from its cache or revalidates with a 304.
func TestSizeIsTheDecodedBody(t *testing.T) {
	pool := needChrome(t)
	body := []byte("<!doctype html><html><head><title>size</title></head><body>" +
		strings.Repeat("<p>twenty-one bytes</p>\n", 2000) + "</body></html>")
	var zipped bytes.Buffer
	zw := gzip.NewWriter(&zipped)
	zw.Write(body)
	zw.Close()
	var hits atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hits.Add(1)
		q := r.URL.Query()
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Header().Set("X-Padding", strings.Repeat("h", 500)) // headers that must not count
		switch {
		case q.Has("cache"):
			w.Header().Set("Cache-Control", "max-age=3600")
		case q.Has("etag"):
			w.Header().Set("Cache-Control", "no-cache")
			w.Header().Set("ETag", `"v1"`)
			if r.Header.Get("If-None-Match") == `"v1"` {
				w.WriteHeader(http.StatusNotModified)
				return
			}
		}
		out := body
		if q.Has("gzip") {
			w.Header().Set("Content-Encoding", "gzip")
			out = zipped.Bytes()
		}
		if q.Has("chunked") {
			for len(out) > 0 {
				n := min(len(out), 4096)
				w.Write(out[:n])
				w.(http.Flusher).Flush()
				out = out[n:]
			}
			return
		}
		w.Header().Set("Content-Length", strconv.Itoa(len(out)))
		w.Write(out)
	}))
	defer srv.Close()
	for _, tc := range []struct {
		query string
		// visits: the second comes from Chrome's cache (hits stays) or is
		// revalidated (the server answers 304).
		visits, hits int32
	}{
		{"plain", 1, 1},
		{"gzip", 1, 1},
		{"chunked", 1, 1},
		{"gzip&chunked", 1, 1},
		{"cache&gzip", 2, 1},
		{"etag&gzip", 2, 2},
	} {
		t.Run(tc.query, func(t *testing.T) {
			hits.Store(0)
			for i := range tc.visits {
				p, err := pool.Render(context.Background(), Request{URL: srv.URL + "/?" + tc.query})
				if err != nil {
					t.Fatal(err)
				}
				if p.Size != int64(len(body)) {
					t.Errorf("visit %d: size %d, want the decoded body's %d", i+1, p.Size, len(body))
				}
			}
			if n := hits.Load(); n != tc.hits {
				t.Errorf("the server was asked %d times, want %d", n, tc.hits)
			}
		})
	}
}
