package crawl

import (
	"context"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rendercrawl/render/crawl/pace"
	"github.com/rendercrawl/render/fetch"
	"github.com/rendercrawl/render/sink"
	"github.com/rendercrawl/render/webpage"
)

// serverLog records when a test server saw each request, and what for.
type serverLog struct {
	mu    sync.Mutex
	times []time.Time
	paths []string
}

func (s *serverLog) wrap(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s.mu.Lock()
		s.times = append(s.times, time.Now())
		s.paths = append(s.paths, r.URL.Path)
		s.mu.Unlock()
		h.ServeHTTP(w, r)
	})
}

func (s *serverLog) seen() ([]time.Time, []string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]time.Time(nil), s.times...), append([]string(nil), s.paths...)
}

// gaps lists the server's requests as "path +gap" for a failure message.
func (s *serverLog) String() string {
	times, paths := s.seen()
	var b strings.Builder
	for i := range times {
		b.WriteString(paths[i])
		if i > 0 {
			b.WriteString(" +" + times[i].Sub(times[i-1]).Round(time.Millisecond).String())
		}
		b.WriteString("; ")
	}
	return b.String()
}

// checkServerWindows fails if any window of T seconds at the server held
// more than one request over b + r·T: one request is the allowance for
// the scheduling noise between a request leaving and the server seeing
// it.
func checkServerWindows(t *testing.T, times []time.Time, r float64, b int) {
	t.Helper()
	for i := range times {
		for j := i; j < len(times); j++ {
			T := times[j].Sub(times[i])
			if n := j - i + 1; float64(n)-float64(b)-r*T.Seconds() > 1 {
				t.Errorf("%d requests in %v at the server, more than b + r·T = %.2f, plus 1", n, T, float64(b)+r*T.Seconds())
				return
			}
		}
	}
}

// wireRenderer stands for Chrome at the server: once its pacer (the
// crawl's) lets the page go, it asks the server for it and refuses an
// answer that is not HTML, as render.Pool does. Redirects inside its
// navigation are its own.
type wireRenderer struct{ pace *pace.Pacer }

var _ Renderer = wireRenderer{}

func (w wireRenderer) Render(ctx context.Context, req RenderRequest) (*Page, error) {
	release, err := w.pace.Acquire(ctx, req.HostKey)
	if err != nil {
		return nil, err
	}
	defer release()
	hr, err := http.NewRequestWithContext(ctx, http.MethodGet, req.URL, nil)
	if err != nil {
		return nil, err
	}
	hr.Header.Set("User-Agent", "Chrome")
	resp, err := http.DefaultClient.Do(hr)
	if err != nil {
		return nil, &Error{Kind: KindNetwork, Retry: true, Err: err}
	}
	resp.Body.Close()
	if !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/html") {
		return nil, &Error{Kind: KindNotHTML, Err: &notHTMLAnswer{resp.StatusCode, resp.Header}}
	}
	return &Page{Mode: sink.ModeBrowser, IsHTML: true, Content: webpage.Content{FinalURL: req.URL, Status: resp.StatusCode}, Header: resp.Header}, nil
}

// notHTMLAnswer is the browser's refusal of a document that is not HTML,
// with the server's answer, as render.NotHTMLError carries it.
type notHTMLAnswer struct {
	status int
	header http.Header
}

func (e *notHTMLAnswer) Error() string              { return "not HTML" }
func (e *notHTMLAnswer) Answer() (int, http.Header) { return e.status, e.header }

// paced is a crawl's pace of r requests per second and burst b.
func paced(r float64, b int) pace.Config { return pace.Config{Rate: r, Burst: b, PerHost: 8} }

// paceSetup is how paceCrawler wires a crawler.
type paceSetup struct {
	pace   pace.Config
	fetch  fetch.Config // the zero value: fetch.DefaultConfig
	robots bool         // robots.txt is asked
}

// paceCrawler is a crawler of the given mode whose fetcher and browser (a
// wireRenderer) share its one pacer, as cmd/render wires them.
func paceCrawler(t *testing.T, mode Mode, s paceSetup, out sink.Sink) *Crawler {
	t.Helper()
	p := pace.New(s.pace, nil)
	fc := s.fetch
	if fc.UserAgent == "" {
		fc = fetch.DefaultConfig()
	}
	fc.Pacer = p
	client, err := fetch.New(fc)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { client.Close() })
	cfg := testCrawlConfig()
	cfg.Mode = mode
	cfg.Retry = Retry{Max: 2, Base: 10 * time.Millisecond, Cap: 50 * time.Millisecond}
	d := Deps{Renderer: wireRenderer{pace: p}, Fetcher: client, Sink: out, Pacer: p}
	if s.robots {
		d.Robots = fetch.NewRobots(client, fc.UserAgent)
	}
	c, err := New(cfg, d)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// throttling is a server whose first answer is status, with Retry-After:
// after and a body of contentType; every later one is an HTML page.
func throttling(t *testing.T, log *serverLog, status int, after, contentType string) *httptest.Server {
	t.Helper()
	var mu sync.Mutex
	answered := 0
	srv := httptest.NewServer(log.wrap(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		answered++
		first := answered == 1
		mu.Unlock()
		if first {
			w.Header().Set("Content-Type", contentType)
			w.Header().Set("Retry-After", after)
			w.WriteHeader(status)
			w.Write([]byte("slow down"))
			return
		}
		w.Header().Set("Content-Type", "text/html")
		w.Write([]byte("<p>page"))
	})))
	t.Cleanup(srv.Close)
	return srv
}

// A 429's Retry-After holds every request to the host that had not left
// yet, those already waiting for a token included: at 4 requests a
// second, the three pages queued behind the one that got "Retry-After: 1"
// would otherwise reach the server within the second.
func TestRetryAfterHoldsWaitingRequests(t *testing.T) {
	for _, mode := range []Mode{ModeHTTP, ModeBrowser, ModeAuto} {
		t.Run(string(mode), func(t *testing.T) {
			t.Parallel()
			log := &serverLog{}
			srv := throttling(t, log, http.StatusTooManyRequests, "1", "text/html")
			out := &memSink{}
			c := paceCrawler(t, mode, paceSetup{pace: paced(4, 1)}, out)
			var urls []string
			for _, p := range []string{"/a", "/b", "/c", "/d"} {
				urls = append(urls, srv.URL+p)
			}
			if _, err := c.Run(context.Background(), SeedList(urls...)); err != nil {
				t.Fatal(err)
			}
			for _, rec := range out.recs {
				if rec.Status != 200 {
					t.Errorf("%s: status %d, error %q", rec.URL, rec.Status, rec.Error)
				}
			}
			times, _ := log.seen()
			if len(times) != len(urls)+1 {
				t.Fatalf("the server saw %d requests, want %d: %s", len(times), len(urls)+1, log)
			}
			// The client learns of the 429 after the server sent it, so
			// its pause ends a second after the server's stamp at the
			// earliest.
			if gap := times[1].Sub(times[0]); gap < time.Second {
				t.Errorf("a request reached the server %v after the 429 that asked for 1s: %s", gap, log)
			}
			checkServerWindows(t, times, 4, 1)
		})
	}
}

// robots.txt's Crawl-delay spaces every request to the host from the
// robots.txt fetch on: the sitemaps, then the pages, whichever path.
func TestCrawlDelayFromRobotsTxtOn(t *testing.T) {
	for _, mode := range []Mode{ModeHTTP, ModeBrowser} {
		t.Run(string(mode), func(t *testing.T) {
			t.Parallel()
			log := &serverLog{}
			mux := http.NewServeMux()
			srv := httptest.NewServer(log.wrap(mux))
			defer srv.Close()
			mux.HandleFunc("/robots.txt", func(w http.ResponseWriter, r *http.Request) {
				w.Write([]byte("User-agent: *\nCrawl-delay: 1\nSitemap: " + srv.URL + "/sitemap.xml\n"))
			})
			mux.HandleFunc("/sitemap.xml", func(w http.ResponseWriter, r *http.Request) {
				w.Header().Set("Content-Type", "application/xml")
				w.Write([]byte(`<urlset><url><loc>` + srv.URL + `/p1</loc></url></urlset>`))
			})
			mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
				w.Header().Set("Content-Type", "text/html")
				w.Write([]byte("<p>page"))
			})
			out := &memSink{}
			c := paceCrawler(t, mode, paceSetup{pace: paced(0, 1), robots: true}, out)
			c.cfg.Follow.Sitemaps = true
			if _, err := c.Run(context.Background(), SeedList(srv.URL+"/")); err != nil {
				t.Fatal(err)
			}
			times, paths := log.seen()
			if len(paths) != 4 || paths[0] != "/robots.txt" || paths[1] != "/sitemap.xml" {
				t.Fatalf("the server saw %s; want robots.txt, the sitemap, two pages", log)
			}
			// Scheduling noise may bring a request nearer to the one
			// before it at the server than when they left; not by 100ms.
			for i := 1; i < len(times); i++ {
				if gap := times[i].Sub(times[i-1]); gap < 900*time.Millisecond {
					t.Errorf("%s came %v after %s; Crawl-delay is 1s: %s", paths[i], gap, paths[i-1], log)
				}
			}
		})
	}
}

// logRecords keeps the records a logger handles.
type logRecords struct {
	mu   sync.Mutex
	recs []slog.Record
}

func (l *logRecords) Enabled(context.Context, slog.Level) bool { return true }
func (l *logRecords) WithAttrs([]slog.Attr) slog.Handler       { return l }
func (l *logRecords) WithGroup(string) slog.Handler            { return l }
func (l *logRecords) Handle(_ context.Context, r slog.Record) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.recs = append(l.recs, r.Clone())
	return nil
}

// find returns the attributes of the first record with message msg.
func (l *logRecords) find(level slog.Level, msg string) (map[string]slog.Value, bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	for _, r := range l.recs {
		if r.Level == level && r.Message == msg {
			attrs := map[string]slog.Value{}
			r.Attrs(func(a slog.Attr) bool { attrs[a.Key] = a.Value; return true })
			return attrs, true
		}
	}
	return nil, false
}

// A Retry-After of ten minutes pauses the host, and delays the page's
// retry, for the pacer's maximum only (here 1s, 5 minutes by default),
// and says so in the log.
func TestRetryAfterIsCappedAndLogged(t *testing.T) {
	log := &serverLog{}
	srv := throttling(t, log, http.StatusServiceUnavailable, "600", "text/html")
	out := &memSink{}
	logs := &logRecords{}
	// The second page leaves after the answer to the first.
	c := paceCrawler(t, ModeHTTP, paceSetup{pace: pace.Config{Burst: 1, PerHost: 1, MaxPause: time.Second, Logger: slog.New(logs)}}, out)
	c.log = slog.New(logs)
	c.cfg.Grace = time.Second
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	start := time.Now()
	if _, err := c.Run(ctx, SeedList(srv.URL+"/a", srv.URL+"/b")); err != nil {
		t.Fatal(err)
	}
	if took := time.Since(start); took > 10*time.Second {
		t.Errorf("the crawl took %v: the pause was not cut to 1s", took)
	}
	for _, rec := range out.recs {
		if rec.Status != 200 {
			t.Errorf("%s: status %d, error %q", rec.URL, rec.Status, rec.Error)
		}
	}
	times, _ := log.seen()
	if len(times) != 3 {
		t.Fatalf("the server saw %s; want the 503, then both pages", log)
	}
	if gap := times[1].Sub(times[0]); gap < time.Second {
		t.Errorf("a request came %v after the 503; the pause is 1s", gap)
	}
	attrs, ok := logs.find(slog.LevelInfo, "host asked to wait")
	if !ok {
		t.Fatal("no info log of the pause")
	}
	if h := attrs["host"].String(); h != hostOf(srv.URL) {
		t.Errorf("the pause is logged for host %q, want %q", h, hostOf(srv.URL))
	}
	if w, a := attrs["wait"].Duration(), attrs["asked"].Duration(); w != time.Second || a != 600*time.Second {
		t.Errorf("logged wait %v, asked %v; want 1s and 10m0s", w, a)
	}
}

// A browser that got a plain-text 429 refused it as not HTML; the HTTP
// request that takes over gets the page, as HTML. The browser's answer
// was a passing one: the page is rendered again rather than recorded as
// a document that is not HTML.
func TestBrowserPlainText429IsRetried(t *testing.T) {
	log := &serverLog{}
	srv := throttling(t, log, http.StatusTooManyRequests, "1", "text/plain")
	out := &memSink{}
	c := paceCrawler(t, ModeBrowser, paceSetup{pace: paced(0, 1)}, out)
	if _, err := c.Run(context.Background(), SeedList(srv.URL+"/p")); err != nil {
		t.Fatal(err)
	}
	if len(out.recs) != 1 {
		t.Fatalf("%d records", len(out.recs))
	}
	rec := out.recs[0]
	if rec.Status != 200 || rec.ErrorKind != "" || rec.Mode != sink.ModeBrowser || rec.Attempts != 2 {
		t.Errorf("status %d, error kind %q, mode %q, %d attempts; want the rendered page, on the second attempt (server: %s)",
			rec.Status, rec.ErrorKind, rec.Mode, rec.Attempts, log)
	}
	// The browser's 429 paused the host: nothing reached it again within
	// its Retry-After.
	if times, _ := log.seen(); len(times) < 2 || times[1].Sub(times[0]) < 900*time.Millisecond {
		t.Errorf("the server heard again from the crawl before the Retry-After of 1s: %s", log)
	}
}

// Each redirect is a request to its host and waits for its turn: at 2
// requests a second and a burst of 1, a chain of two redirects reaches
// the server half a second apart, not at once. A hop takes no place of
// its own among the host's requests in flight: with one allowed, the
// chain does not wait on itself.
func TestRedirectsArePaced(t *testing.T) {
	for _, mode := range []Mode{ModeHTTP, ModeAuto} {
		t.Run(string(mode), func(t *testing.T) {
			t.Parallel()
			log := &serverLog{}
			mux := http.NewServeMux()
			mux.Handle("/a", http.RedirectHandler("/b", http.StatusMovedPermanently))
			mux.Handle("/b", http.RedirectHandler("/page", http.StatusFound))
			mux.HandleFunc("/page", func(w http.ResponseWriter, r *http.Request) {
				w.Header().Set("Content-Type", "text/html")
				w.Write([]byte("<p>page"))
			})
			srv := httptest.NewServer(log.wrap(mux))
			defer srv.Close()
			out := &memSink{}
			c := paceCrawler(t, mode, paceSetup{pace: pace.Config{Rate: 2, Burst: 1, PerHost: 1}}, out)
			c.cfg.Grace = time.Second
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			defer cancel()
			if _, err := c.Run(ctx, SeedList(srv.URL+"/a")); err != nil {
				t.Fatal(err)
			}
			if len(out.recs) != 1 || out.recs[0].Status != 200 {
				t.Fatalf("records %v", out.recs)
			}
			times, paths := log.seen()
			if !slices.Equal(paths, []string{"/a", "/b", "/page"}) {
				t.Fatalf("the server saw %s", log)
			}
			// Scheduling noise may bring a request nearer to the one
			// before it at the server than when they left; not by 100ms.
			for i := 1; i < len(times); i++ {
				if gap := times[i].Sub(times[i-1]); gap < 400*time.Millisecond {
					t.Errorf("%s came %v after %s; at 2 requests a second, 500ms: %s", paths[i], gap, paths[i-1], log)
				}
			}
		})
	}
}

// A redirect hop waits for its host's turn only within half of what is
// left of the fetch's time: with a Crawl-delay of 3 s and a fetch timeout
// of 2 s, the hop goes after about 1 s, and the page is fetched rather
// than timed out.
func TestRedirectHopWaitIsBounded(t *testing.T) {
	log := &serverLog{}
	mux := http.NewServeMux()
	srv := httptest.NewServer(log.wrap(mux))
	defer srv.Close()
	mux.HandleFunc("/robots.txt", func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte("User-agent: *\nCrawl-delay: 3\n"))
	})
	mux.HandleFunc("/a", func(w http.ResponseWriter, r *http.Request) { http.Redirect(w, r, "/b", http.StatusFound) })
	mux.HandleFunc("/b", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		w.Write([]byte("<p>page"))
	})
	cfg := fetch.DefaultConfig()
	cfg.Timeout = 2 * time.Second
	out := &memSink{}
	c := paceCrawler(t, ModeHTTP, paceSetup{pace: paced(0, 1), fetch: cfg, robots: true}, out)
	c.cfg.Retry.Max = 0
	if _, err := c.Run(context.Background(), SeedList(srv.URL+"/a")); err != nil {
		t.Fatal(err)
	}
	if len(out.recs) != 1 || out.recs[0].ErrorKind != "" || out.recs[0].Status != 200 {
		t.Fatalf("records %+v; want /a fetched through its redirect (server: %s)", out.recs, log)
	}
	if times, paths := log.seen(); len(paths) != 3 || times[2].Sub(times[1]) < 500*time.Millisecond {
		t.Errorf("the hop did not wait its bounded turn: %s", log)
	}
}

// A server that answers the browser with plain text for good, and the
// crawler's fetcher with HTML, gets no retry: the browser's refusal
// stands after one attempt.
func TestBrowserNotHTMLForGoodIsNotRetried(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("User-Agent") == "Chrome" {
			w.Header().Set("Content-Type", "text/plain")
			w.Write([]byte("no browsers"))
			return
		}
		w.Header().Set("Content-Type", "text/html")
		w.Write([]byte("<p>page"))
	}))
	defer srv.Close()
	out := &memSink{}
	c := paceCrawler(t, ModeBrowser, paceSetup{pace: paced(0, 1)}, out)
	if _, err := c.Run(context.Background(), SeedList(srv.URL+"/p")); err != nil {
		t.Fatal(err)
	}
	if len(out.recs) != 1 || out.recs[0].ErrorKind != string(KindNotHTML) || out.recs[0].Attempts != 1 {
		t.Errorf("records %+v; want the browser's not-html error, after one attempt", out.recs)
	}
}
