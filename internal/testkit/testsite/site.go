package testsite

import (
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"golang.org/x/net/websocket"
)

// Site is the test site's handler. It counts requests by kind and in
// flight, so that tests can check at the server what a client fetched.
type Site struct {
	site  string // testdata/site: the pages
	fetch string // testdata/fetch: the fetch fixtures
	mux   *http.ServeMux

	mu        sync.Mutex
	counts    map[string]int
	encoded   map[string][]byte // /encoded bodies by coding, built once
	sessions  map[string]bool   // live session ids of /login
	logins    int
	cookiesTo map[string][]string // Cookie headers received, by host name

	inFlight, maxInFlight, conns atomic.Int64
}

// Dir returns the testdata directory of this module's source tree.
func Dir() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..", "..", "testdata")
}

// New returns a site serving the testdata directory dir (see Dir).
func New(dir string) *Site {
	s := &Site{
		site:      filepath.Join(dir, "site"),
		fetch:     filepath.Join(dir, "fetch"),
		mux:       http.NewServeMux(),
		counts:    make(map[string]int),
		encoded:   make(map[string][]byte),
		sessions:  make(map[string]bool),
		cookiesTo: make(map[string][]string),
	}
	s.routes()
	return s
}

// Serve starts the site on a loopback httptest server for the duration of a
// test and returns it with its base URL (no trailing slash).
func Serve(tb testing.TB) (*Site, string) {
	tb.Helper()
	s := New(Dir())
	srv := httptest.NewUnstartedServer(s)
	srv.Config.ConnState = func(_ net.Conn, st http.ConnState) {
		if st == http.StateNew {
			s.conns.Add(1)
		}
	}
	srv.Start()
	tb.Cleanup(func() {
		// Chrome may hold a connection open after it gave up on a huge
		// body; do not wait for it.
		srv.CloseClientConnections()
		srv.Close()
	})
	return s, srv.URL
}

// Count returns how many requests of a kind the site answered: "image",
// "font", "media", "api", "page", "longpoll".
func (s *Site) Count(kind string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.counts[kind]
}

// InFlight returns the number of requests being answered now, and
// MaxInFlight the most there ever were at once.
func (s *Site) InFlight() int    { return int(s.inFlight.Load()) }
func (s *Site) MaxInFlight() int { return int(s.maxInFlight.Load()) }

// Conns returns the number of connections clients opened to the server
// Serve started (0 for a Site served otherwise).
func (s *Site) Conns() int { return int(s.conns.Load()) }

func (s *Site) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	n := s.inFlight.Add(1)
	defer s.inFlight.Add(-1)
	for m := s.maxInFlight.Load(); n > m && !s.maxInFlight.CompareAndSwap(m, n); m = s.maxInFlight.Load() {
	}
	s.noteCookies(r)
	s.mux.ServeHTTP(w, r)
}

func (s *Site) count(kind string) {
	s.mu.Lock()
	s.counts[kind]++
	s.mu.Unlock()
}

// counted counts a request of kind, then serves it with h.
func (s *Site) counted(kind string, h http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		s.count(kind)
		h(w, r)
	}
}

// routes registers every route; the package doc lists them.
func (s *Site) routes() {
	m := s.mux
	m.HandleFunc("/asset/img/", s.counted("image", asset("image/png", onePixelPNG)))
	m.HandleFunc("/asset/font/", s.counted("font", asset("font/woff2", zeros2K)))
	m.HandleFunc("/asset/media/", s.counted("media", asset("video/webm", zeros2K)))
	app := s.counted("page", s.page("site/app.html", http.StatusOK))
	m.HandleFunc("/site/app/{$}", app)
	m.HandleFunc("/site/app/item/", app)
	m.HandleFunc("/site/calendar", s.counted("page", calendar))
	m.HandleFunc("/site/paged", s.counted("page", paged))
	m.HandleFunc("/spa/", s.counted("page", s.page("spa.html", http.StatusOK)))
	// The same app served as a static host's 404 page serves one.
	m.HandleFunc("/spa-404/", s.counted("page", s.page("spa.html", http.StatusNotFound)))
	m.HandleFunc("/api/item/{id...}", s.counted("api", item))
	m.HandleFunc("/static/{id...}", s.counted("page", s.static))
	m.HandleFunc("/urls.txt", urls)
	m.Handle("/ws/echo", websocket.Handler(echo))
	m.HandleFunc("/fetch/{path...}", s.fetchFile)
	m.HandleFunc("/status/{code}", status)
	m.HandleFunc("/headers", headers)
	m.HandleFunc("/file.pdf", asset("application/pdf", fixturePDF))
	m.HandleFunc("/error500", s.counted("page", s.page("500.html", http.StatusInternalServerError)))
	m.HandleFunc("/error500.js", func(w http.ResponseWriter, r *http.Request) {
		http.Error(w, "boom", http.StatusInternalServerError)
	})
	s.redirectRoutes()
	s.faultRoutes()
	s.encodedRoutes()
	s.sessionRoutes()
	s.ssrfRoutes()
	s.discoverRoutes()
	s.serviceWorkerRoutes()
	s.navigateRoutes()
	s.heavyRoutes()
	s.popupRoutes()
	m.HandleFunc("/", s.counted("page", s.file))
}

// asset serves a fixed body.
func asset(contentType string, body []byte) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", contentType)
		w.Write(body)
	}
}

// onePixelPNG is a valid 1x1 PNG.
var onePixelPNG = []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x06\x00\x00\x00\x1f\x15\xc4\x89\x00\x00\x00\rIDATx\x9cc\xf8\xff\xff?\x00\x05\xfe\x02\xfe\xa7V\xbd\xfa\x00\x00\x00\x00IEND\xaeB`\x82")

var zeros2K = make([]byte, 2048)

// file serves a file of testdata/site, index.html for a directory, the 404
// page for anything else.
func (s *Site) file(w http.ResponseWriter, r *http.Request) {
	name := path.Clean("/" + r.URL.Path)
	if name == "/" {
		name = "/index.html"
	}
	full := filepath.Join(s.site, filepath.FromSlash(name))
	if st, err := os.Stat(full); err == nil && st.IsDir() {
		if !strings.HasSuffix(r.URL.Path, "/") {
			http.Redirect(w, r, r.URL.Path+"/", http.StatusMovedPermanently)
			return
		}
		full = filepath.Join(full, "index.html")
	}
	st, err := os.Stat(full)
	if err != nil || st.IsDir() {
		s.page("404.html", http.StatusNotFound)(w, r)
		return
	}
	http.ServeFile(w, r, full)
}

// page serves the HTML file name of testdata/site with a status.
func (s *Site) page(name string, status int) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		b, err := os.ReadFile(filepath.Join(s.site, name))
		if err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.WriteHeader(status)
		w.Write(b)
	}
}

// fetchFile serves a file of testdata/fetch. The ct query parameter, when
// present, is the exact Content-Type header ("" sends none, and nothing is
// sniffed); otherwise it is text/html.
func (s *Site) fetchFile(w http.ResponseWriter, r *http.Request) {
	name := path.Clean("/" + r.PathValue("path"))
	b, err := os.ReadFile(filepath.Join(s.fetch, filepath.FromSlash(name)))
	if err != nil {
		http.NotFound(w, r)
		return
	}
	switch ct, ok := r.URL.Query()["ct"]; {
	case !ok:
		w.Header().Set("Content-Type", "text/html")
	case ct[0] == "":
		w.Header()["Content-Type"] = nil
	default:
		w.Header().Set("Content-Type", ct[0])
	}
	w.Write(b)
}
