package render

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// bothChromes are the headless shell and full Chromium, which differ in
// what they honour (downloads, WebRTC's policy); CI installs both.
func bothChromes(t *testing.T) map[string]string {
	t.Helper()
	bins := map[string]string{}
	for name, candidates := range map[string][]string{
		"headless-shell": {"chromium-headless-shell", "chrome-headless-shell"},
		"chromium":       {"chromium", "chromium-browser", "google-chrome"},
	} {
		for _, c := range candidates {
			if p, err := exec.LookPath(c); err == nil {
				bins[name] = p
				break
			}
		}
		if bins[name] == "" {
			t.Errorf("no %s installed (scripts/setup.sh installs both)", name)
		}
	}
	return bins
}

// TestDownloadsAreDenied renders, with each kind of Chrome, in the
// default browser context and in one of its own (Isolate), a page that
// offers files twice over (a link with the download attribute, clicked,
// and a frame whose answer is an attachment): none lands on disk. Full
// Chromium saves the link's file to ~/Downloads unless told not to.
func TestDownloadsAreDenied(t *testing.T) {
	needChrome(t)
	mux := http.NewServeMux()
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		w.Write([]byte(`<!doctype html><p>DOWNLOAD-PAGE</p><a id="a" href="/file.txt" download="offered.txt">file</a>
<iframe src="/attachment"></iframe>
<script>document.getElementById('a').click();</script>`))
	})
	mux.HandleFunc("/file.txt", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain")
		w.Write([]byte("FILE"))
	})
	mux.HandleFunc("/attachment", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/octet-stream")
		w.Header().Set("Content-Disposition", `attachment; filename="attached.bin"`)
		w.Write([]byte("ATTACHED"))
	})
	srv := httptest.NewServer(mux)
	defer srv.Close()
	for name, bin := range bothChromes(t) {
		for _, iso := range []bool{false, true} {
			t.Run(name+map[bool]string{false: "", true: "/isolated"}[iso], func(t *testing.T) {
				home := t.TempDir()
				t.Setenv("HOME", home) // Chrome, started by this test's pool, saves to ~/Downloads
				cfg := testConfig()
				cfg.Isolate = iso
				cfg.Chrome = bin
				p := newTestPool(t, cfg)
				ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
				_, err := p.Render(ctx, Request{URL: srv.URL + "/"})
				cancel()
				if err != nil {
					t.Fatal(err)
				}
				if err := p.Close(); err != nil {
					t.Error(err)
				}
				if got, _ := os.ReadDir(filepath.Join(home, "Downloads")); len(got) > 0 {
					t.Errorf("%d files downloaded, first %s", len(got), got[0].Name())
				}
			})
		}
	}
}
