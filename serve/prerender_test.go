package serve

import (
	"bufio"
	"context"
	"encoding/json"
	"github.com/rendercrawl/render/internal/testkit/testenv"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/rendercrawl/render/internal/testkit/testsite"
)

// serveTools is where scripts/serve-tools.sh installed Express and the
// prerender-node middleware; a test that needs them fails in CI when
// they are missing, and is skipped elsewhere.
func serveTools(t *testing.T) string {
	t.Helper()
	dir := os.Getenv("RENDER_SERVE_TOOLS")
	if dir == "" {
		if home, err := os.UserHomeDir(); err == nil {
			dir = filepath.Join(home, ".cache", "render-serve-tools")
		} else {
			dir = filepath.Join(os.TempDir(), "render-serve-tools")
		}
	}
	modules := filepath.Join(dir, "node_modules")
	_, errMod := os.Stat(filepath.Join(modules, "prerender-node", "package.json"))
	_, errNode := exec.LookPath("node")
	if errMod != nil || errNode != nil {
		if testenv.CI() {
			t.Fatalf("node and the npm tools are required in CI (scripts/serve-tools.sh): %v %v", errMod, errNode)
		}
		t.Skipf("no node or npm tools (run scripts/serve-tools.sh): %v %v", errMod, errNode)
	}
	return modules
}

// startExpress runs testdata/serve/app.js (the fixture shop behind
// prerender-node) pointed at the service at serviceURL, and returns its
// address.
func startExpress(t *testing.T, modules, serviceURL string) string {
	t.Helper()
	cmd := exec.Command("node", filepath.Join(testsite.Dir(), "serve", "app.js"))
	cmd.Env = append(os.Environ(), "NODE_PATH="+modules, "RENDER_SERVE_URL="+serviceURL,
		"SITE_DIR="+filepath.Join(testsite.Dir(), "site", "serve"), "PORT=0")
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
	})
	port := make(chan int, 1)
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			var l struct{ Listening int }
			if json.Unmarshal(sc.Bytes(), &l) == nil && l.Listening > 0 {
				port <- l.Listening
			}
		}
		io.Copy(io.Discard, out)
	}()
	select {
	case p := <-port:
		return "127.0.0.1:" + strconv.Itoa(p)
	case <-time.After(30 * time.Second):
		t.Fatal("the Express app did not start")
	}
	return ""
}

// TestPrerenderNodeMiddleware puts the real prerender-node middleware, in
// an Express app serving the fixture shop, in front of the service: a
// crawler gets the rendered page (the app's marker, no scripts), a
// browser the app's shell, and the app's 404 meta tag a 404.
func TestPrerenderNodeMiddleware(t *testing.T) {
	needChrome(t)
	modules := serveTools(t)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	app := startExpress(t, modules, "http://"+ln.Addr().String()+"/")

	cfg := testConfig()
	cfg.AllowHosts = []string{app}
	cfg.AllowPrivate = []string{app}
	cfg.Logger = slog.New(slog.NewTextHandler(io.Discard, nil))
	s, err := New(cfg)
	if err != nil {
		ln.Close()
		t.Fatal(err)
	}
	ctx, stop := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- s.Serve(ctx, ln, 5*time.Second) }()
	t.Cleanup(func() {
		stop()
		<-done
		s.Close()
	})

	get := func(path, ua string) answer {
		t.Helper()
		req, _ := http.NewRequest(http.MethodGet, "http://"+app+path, nil)
		req.Header.Set("User-Agent", ua)
		resp, err := noRedirects.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return answer{status: resp.StatusCode, header: resp.Header, body: string(b)}
	}
	const (
		crawler = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"
		browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36"
	)
	a := get("/product/12", crawler)
	if a.status != http.StatusOK || !strings.Contains(a.body, "SHOP-MARKER-12") || strings.Contains(a.body, "SHOP-SHELL") {
		t.Errorf("crawler: status %d, body %.400q: want the rendered product", a.status, a.body)
	}
	if strings.Contains(a.body, "<script src") {
		t.Errorf("crawler: the rendered page keeps the app's script")
	}
	if a := get("/product/12", browser); a.status != http.StatusOK || !strings.Contains(a.body, "SHOP-SHELL") || strings.Contains(a.body, "SHOP-MARKER") {
		t.Errorf("browser: status %d, body %.400q: want the app's shell", a.status, a.body)
	}
	if a := get("/no/such/page", crawler); a.status != http.StatusNotFound || !strings.Contains(a.body, "SHOP-NOT-FOUND") {
		t.Errorf("crawler, a page the app does not have: status %d, body %.300q: want 404", a.status, a.body)
	}
	if a := get("/moved", crawler); a.status != http.StatusMovedPermanently || a.header.Get("Location") != "http://"+app+"/product/1" {
		t.Errorf("crawler, a page that moved: status %d, Location %q", a.status, a.header.Get("Location"))
	}
	if a := get("/product/12", crawler); a.header.Get(CacheHeader) != "hit" {
		t.Errorf("crawler again: cache %q, want a hit", a.header.Get(CacheHeader))
	}
}
