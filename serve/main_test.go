package serve

import (
	"context"
	"fmt"
	"github.com/rendercrawl/render/internal/testkit/testenv"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rendercrawl/render/internal/testkit/testsite"
	"github.com/rendercrawl/render/render"
)

// fixture is the test site every test of this binary renders, started
// once, and haveChrome whether a Chrome is installed.
var (
	fixture     *testsite.Site
	fixtureURL  string // http://127.0.0.1:PORT
	fixtureAddr string // 127.0.0.1:PORT
	haveChrome  bool
)

func TestMain(m *testing.M) {
	// Chrome's profile dirs go to a temp dir of this binary's own, so
	// that the check below sees only ours.
	tmp, err := os.MkdirTemp("", "render-serve-test-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	os.Setenv("TMPDIR", tmp)
	if _, err := render.FindChrome(""); err != nil {
		if testenv.CI() {
			fmt.Fprintln(os.Stderr, "FAIL: Chromium is required in CI:", err)
			os.Exit(1)
		}
		fmt.Fprintln(os.Stderr, "SKIP browser tests:", err)
	} else {
		haveChrome = true
	}
	fixture = testsite.New(testsite.Dir())
	srv := httptest.NewServer(fixture)
	fixtureURL = srv.URL
	fixtureAddr = strings.TrimPrefix(srv.URL, "http://")
	code := m.Run()
	srv.CloseClientConnections()
	srv.Close()
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		left, _ := filepath.Glob(filepath.Join(tmp, "render-chrome-*"))
		if len(left) == 0 {
			break
		}
		if time.Now().After(deadline) {
			fmt.Fprintln(os.Stderr, "FAIL: Chrome profile dirs left behind:", left)
			code = 1
			break
		}
	}
	os.RemoveAll(tmp)
	os.Exit(code)
}

// needChrome skips a test outside CI when no Chrome is installed (in CI,
// TestMain failed the run already).
func needChrome(t *testing.T) {
	t.Helper()
	if !haveChrome {
		t.Skip("no Chrome installed")
	}
}

// testConfig is a service allowed to render the fixture, and only it.
func testConfig() Config {
	cfg := DefaultConfig()
	cfg.Render.Tabs = 2
	cfg.AllowHosts = []string{fixtureAddr}
	cfg.AllowPrivate = []string{fixtureAddr}
	cfg.Timeout = 30 * time.Second
	return cfg
}

// logBuffer collects a service's logs, for tests that read them.
type logBuffer struct {
	mu sync.Mutex
	b  strings.Builder
}

func (l *logBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *logBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// running is a service serving on a loopback port for a test.
type running struct {
	*Service
	url  string
	logs *logBuffer
	stop context.CancelFunc
	done chan error
	once sync.Once
}

// shutdown stops the service and closes it, once.
func (r *running) shutdown(t *testing.T) {
	r.once.Do(func() {
		r.stop()
		<-r.done
		if err := r.Close(); err != nil {
			t.Errorf("close: %v", err)
		}
	})
}

// start runs a service of cfg, stopped and closed when the test ends.
func start(t *testing.T, cfg Config) *running {
	t.Helper()
	needChrome(t)
	logs := &logBuffer{}
	cfg.Logger = slog.New(slog.NewJSONHandler(logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		s.Close()
		t.Fatal(err)
	}
	ctx, stop := context.WithCancel(context.Background())
	r := &running{Service: s, url: "http://" + ln.Addr().String(), logs: logs, stop: stop, done: make(chan error, 1)}
	go func() { r.done <- s.Serve(ctx, ln, 5*time.Second) }()
	t.Cleanup(func() { r.shutdown(t) })
	return r
}

// answer is what the service answered.
type answer struct {
	status int
	header http.Header
	body   string
}

// noRedirects shows the service's answers as they are: a 301 a page set
// is the answer under test.
var noRedirects = &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}

// get asks path of the service, with headers given as name, value pairs.
// It may be called from any goroutine: a request that gets no answer is
// a t.Errorf (never a t.Fatal, which would end only the goroutine and
// leave the test waiting for its answer) and an answer of status 0.
func (r *running) get(t *testing.T, path string, headers ...string) answer {
	t.Helper()
	a, err := r.try(path, headers...)
	if err != nil {
		t.Errorf("GET %s: %v", path, err)
	}
	return a
}

// try asks path of the service, with headers given as name, value pairs.
func (r *running) try(path string, headers ...string) (answer, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, r.url+path, nil)
	if err != nil {
		return answer{}, err
	}
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	resp, err := noRedirects.Do(req)
	if err != nil {
		return answer{}, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		return answer{}, err
	}
	return answer{status: resp.StatusCode, header: resp.Header, body: string(b)}, nil
}
