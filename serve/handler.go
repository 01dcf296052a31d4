package serve

import (
	"context"
	"crypto/subtle"
	"encoding/json"
	"errors"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/rendercrawl/render/crawl"
	"github.com/rendercrawl/render/crawl/browser"
	"github.com/rendercrawl/render/render"
	"github.com/rendercrawl/render/sink"
)

// CacheHeader says where an answer came from: hit (the cache), miss (a
// render of its own) or shared (a render another request started).
const CacheHeader = "X-Render-Cache"

// KeepScriptsHeader, set to 1 on a Prerender-style request, keeps the
// page's scripts in the HTML (the query of such a request is the page's
// own, so the flag cannot go there).
const KeepScriptsHeader = "X-Render-Keep-Scripts"

// Handler answers:
//
//	GET /render?url=URL[&format=html|markdown|json|png|pdf][&scripts=keep]
//	GET /URL            (Prerender's form: /https://shop.example/p/1)
//	GET /healthz        Chrome's state and the queue, as JSON
//	GET /metrics        Prometheus metrics
//
// HEAD is answered as GET. Nothing else is: no file, no directory.
func (s *Service) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /healthz", s.healthz)
	mux.Handle("GET /metrics", s.authorized(s.metrics.handler()))
	mux.Handle("GET /render", s.authorized(http.HandlerFunc(s.renderAPI)))
	pre := s.authorized(http.HandlerFunc(s.prerenderAPI))
	return s.accessLog(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// Prerender's form goes around the mux, which would clean the
		// page's "//" away.
		if !strings.HasPrefix(r.URL.Path, "/http") {
			mux.ServeHTTP(w, r)
			return
		}
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			writeError(w, http.StatusMethodNotAllowed, "", "only GET and HEAD")
			return
		}
		pre.ServeHTTP(w, r)
	}))
}

// authorized requires the token, when the service has one.
func (s *Service) authorized(h http.Handler) http.Handler {
	if s.cfg.Token == "" {
		return h
	}
	want := []byte(s.cfg.Token)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got := r.Header.Get("X-Prerender-Token")
		if auth := r.Header.Get("Authorization"); got == "" && len(auth) > 7 && strings.EqualFold(auth[:7], "bearer ") {
			got = strings.TrimSpace(auth[7:])
		}
		if subtle.ConstantTimeCompare([]byte(got), want) != 1 {
			w.Header().Set("WWW-Authenticate", `Bearer realm="render"`)
			writeError(w, http.StatusUnauthorized, "unauthorized", "a token is required: Authorization: Bearer TOKEN or X-Prerender-Token: TOKEN")
			return
		}
		h.ServeHTTP(w, r)
	})
}

// renderAPI is GET /render?url=&format=&scripts=keep.
func (s *Service) renderAPI(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	format := q.Get("format")
	if format == "" {
		format = FormatHTML
	}
	if _, ok := formats[format]; !ok {
		writeError(w, http.StatusBadRequest, string(crawl.KindInvalidURL), "format must be html, markdown, json, png or pdf")
		return
	}
	if q.Get("url") == "" {
		writeError(w, http.StatusBadRequest, string(crawl.KindInvalidURL), "the url parameter is required")
		return
	}
	s.answer(w, r, q.Get("url"), format, q.Get("scripts") == "keep")
}

// prerenderAPI is Prerender's GET /URL, which the prerender middlewares
// send: the rest of the request line, query included, is the page's URL
// (percent-encoded or not).
func (s *Service) prerenderAPI(w http.ResponseWriter, r *http.Request) {
	raw := strings.TrimPrefix(r.RequestURI, "/")
	if lower := strings.ToLower(raw); strings.HasPrefix(lower, "http%3a") || strings.HasPrefix(lower, "https%3a") {
		if u, err := url.PathUnescape(raw); err == nil {
			raw = u
		}
	}
	s.answer(w, r, raw, FormatHTML, r.Header.Get(KeepScriptsHeader) == "1")
}

// answer renders rawURL in format, or serves it from the cache.
func (s *Service) answer(w http.ResponseWriter, r *http.Request, rawURL, format string, keepScripts bool) {
	start := time.Now()
	ctx, cancel := context.WithTimeout(r.Context(), s.cfg.Timeout+2*time.Second)
	defer cancel()
	t, err := s.guard.check(ctx, rawURL)
	if err != nil {
		s.metrics.refusedRequest(err)
		s.fail(w, r, rawURL, format, err, start)
		return
	}
	setLog(r, "page", t.url)
	key := cacheKey(t, format, keepScripts)
	source := "hit"
	e, ok := (*entry)(nil), false
	if !noCache(r) {
		e, ok = s.cache.get(key)
	}
	if !ok {
		var shared bool
		e, shared, err = s.flights.do(ctx, key, s.admit, func(ctx context.Context) (*entry, error) {
			return s.produce(ctx, t, format, keepScripts)
		})
		source = "miss"
		if shared {
			source = "shared"
		}
	}
	s.metrics.served(source, err)
	if err != nil {
		s.fail(w, r, t.url, format, err, start)
		return
	}
	defer e.finish()
	w.Header().Set(CacheHeader, source)
	setLog(r, "cache", source)
	// The body is sent as it is kept: its scripts stripped once, unless
	// kept.
	for k, vs := range e.header {
		w.Header()[k] = vs
	}
	safeHeaders(w.Header())
	if source == "hit" {
		w.Header().Set("Age", strconv.Itoa(int(time.Since(e.rendered).Seconds())))
	}
	w.Header().Set("Content-Length", strconv.FormatInt(e.length(), 10))
	w.WriteHeader(e.status)
	if r.Method != http.MethodHead {
		e.writeBody(w)
	}
}

// noCache reports a client that asked for a fresh render.
func noCache(r *http.Request) bool {
	for _, v := range r.Header.Values("Cache-Control") {
		for d := range strings.SplitSeq(v, ",") {
			if d = strings.ToLower(strings.TrimSpace(d)); d == "no-cache" || d == "no-store" || d == "max-age=0" {
				return true
			}
		}
	}
	return r.Header.Get("Pragma") == "no-cache"
}

// admit takes a place in the queue for a new render.
func (s *Service) admit() (func(), error) {
	if s.draining.Load() {
		return nil, errDraining
	}
	return s.admission.admit()
}

var errDraining = errors.New("the service is stopping")

// fail answers a request that got no page: its status, and a JSON body
// (for format json, the error record).
func (s *Service) fail(w http.ResponseWriter, r *http.Request, page, format string, err error, start time.Time) {
	status, kind := statusOf(err)
	setLog(r, "error", err.Error())
	switch status {
	case http.StatusServiceUnavailable:
		if errors.Is(err, ErrBusy) || errors.Is(err, ErrQueueTimeout) || errors.Is(err, ErrNoRoom) {
			w.Header().Set("Retry-After", strconv.Itoa(retryAfter(s.queued(), s.cfg.Render.Tabs, s.avgRender.value())))
		}
	}
	if format == FormatJSON && kind != kindBusy {
		rec := crawl.PageRecord(r.Context(), page, nil, &crawl.Error{Kind: crawl.ErrorKind(kind), Err: err}, start, true)
		var nh *render.NotHTMLError
		if errors.As(err, &nh) {
			rec.Status = nh.Status // what the origin answered, refused as not HTML
		}
		b, _ := sink.Marshal(rec)
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(status)
		w.Write(b)
		return
	}
	writeError(w, status, kind, err.Error())
}

// kindBusy is the error kind of a request the service had no room for.
const kindBusy = "busy"

// statusOf is the status and error kind of an error.
func statusOf(err error) (int, string) {
	var pe *PageError
	switch {
	case errors.Is(err, ErrBusy), errors.Is(err, ErrQueueTimeout), errors.Is(err, ErrNoRoom), errors.Is(err, errDraining):
		return http.StatusServiceUnavailable, kindBusy
	case errors.Is(err, ErrForbidden):
		return http.StatusForbidden, "forbidden"
	case errors.Is(err, crawl.ErrInvalidURL):
		return http.StatusBadRequest, string(crawl.KindInvalidURL)
	case errors.Is(err, ErrDNS):
		return http.StatusBadGateway, string(crawl.KindDNS)
	case errors.Is(err, context.DeadlineExceeded):
		return http.StatusGatewayTimeout, string(crawl.KindTimeout)
	case errors.As(err, &pe):
		if status, _ := originStatus(err); status != 0 {
			return status, string(pe.Kind) // the origin's own error status
		}
		switch pe.Kind {
		case crawl.KindTimeout, crawl.KindPageHung:
			return http.StatusGatewayTimeout, string(pe.Kind)
		case crawl.KindInvalidURL:
			return http.StatusBadRequest, string(pe.Kind)
		}
		return http.StatusBadGateway, string(pe.Kind)
	case errors.Is(err, context.Canceled):
		return 499, "interrupted" // the client went away
	}
	return http.StatusBadGateway, string(browser.Kind(err))
}

// apiError is the body of an error answer.
type apiError struct {
	Error     string `json:"error"`
	ErrorKind string `json:"error_kind"`
}

// safeHeaders are set on every answer, after what a page set: a browser
// that opens an answer (a rendered page of someone else's site, served
// from the service's origin) runs none of its scripts, submits none of
// its forms and takes it for nothing but its declared type.
func safeHeaders(h http.Header) {
	h.Set("Content-Security-Policy", "sandbox")
	h.Set("X-Content-Type-Options", "nosniff")
}

func writeError(w http.ResponseWriter, status int, kind, msg string) {
	safeHeaders(w.Header())
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(apiError{Error: msg, ErrorKind: kind})
}
