package serve

import (
	"context"
	"log/slog"
	"net/http"
	"sync"
	"time"
)

// logFields are what the handlers add to a request's access log line.
type logFields struct {
	mu    sync.Mutex
	attrs []slog.Attr
}

type logKey struct{}

// setLog adds a field to the access log line of r.
func setLog(r *http.Request, key, value string) {
	if f, ok := r.Context().Value(logKey{}).(*logFields); ok {
		f.mu.Lock()
		f.attrs = append(f.attrs, slog.String(key, value))
		f.mu.Unlock()
	}
}

// recorder keeps the status and size of an answer.
type recorder struct {
	http.ResponseWriter
	status int
	bytes  int64
}

func (r *recorder) WriteHeader(code int) {
	if r.status == 0 {
		r.status = code
	}
	r.ResponseWriter.WriteHeader(code)
}

func (r *recorder) Write(b []byte) (int, error) {
	if r.status == 0 {
		r.status = http.StatusOK
	}
	n, err := r.ResponseWriter.Write(b)
	r.bytes += int64(n)
	return n, err
}

// maxLoggedURI bounds the request line in the log.
const maxLoggedURI = 2048

// accessLog writes one log line per request, at info (JSON when the
// logger's handler is): method, request, status, bytes, duration, the
// client, and what the handlers added (the page, the cache, the error).
// It never logs headers, so no token reaches the log.
func (s *Service) accessLog(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		f := &logFields{}
		r = r.WithContext(context.WithValue(r.Context(), logKey{}, f))
		rec := &recorder{ResponseWriter: w}
		h.ServeHTTP(rec, r)
		uri := r.RequestURI
		if len(uri) > maxLoggedURI {
			uri = uri[:maxLoggedURI] + "..."
		}
		attrs := []slog.Attr{
			slog.String("method", r.Method), slog.String("uri", uri), slog.Int("status", rec.status),
			slog.Int64("bytes", rec.bytes), slog.Float64("ms", float64(time.Since(start).Microseconds())/1000),
			slog.String("remote", r.RemoteAddr),
		}
		f.mu.Lock()
		attrs = append(attrs, f.attrs...)
		f.mu.Unlock()
		s.log.LogAttrs(r.Context(), slog.LevelInfo, "request", attrs...)
	})
}
