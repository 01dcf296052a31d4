package main

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// redImageSite serves /shot: a white page with a solid red PNG at (100, 50),
// 200x100 CSS pixels.
func redImageSite(t *testing.T) string {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, 20, 10))
	for y := range 10 {
		for x := range 20 {
			img.Set(x, y, color.RGBA{255, 0, 0, 255})
		}
	}
	var red bytes.Buffer
	if err := png.Encode(&red, img); err != nil {
		t.Fatal(err)
	}
	mux := http.NewServeMux()
	mux.HandleFunc("/red.png", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "image/png")
		w.Write(red.Bytes())
	})
	mux.HandleFunc("/shot", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, `<!doctype html><html><head><title>shot</title></head><body style="margin:0;background:#fff">
<img src="/red.png" alt="" style="position:absolute;left:100px;top:50px;width:200px;height:100px">
<p style="position:absolute;top:300px">SHOT-PAGE</p></body></html>`)
	})
	mux.HandleFunc("/robots.txt", http.NotFound)
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv.URL
}

// The screenshot of a page shows its images at the --viewport size (1280x800
// by default); an explicit --block image leaves the image out of it.
func TestScreenshotShowsImagesUnlessBlockIsGiven(t *testing.T) {
	needChrome(t)
	url := redImageSite(t) + "/shot"
	for _, tc := range []struct {
		name  string
		flags []string
		w, h  int
		red   bool
	}{
		{"default", nil, 1280, 800, true},
		{"viewport", []string{"--viewport", "640x480"}, 640, 480, true},
		{"explicit block", []string{"--block", "image"}, 1280, 800, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			args := append([]string{"--browser-url", browserURL, "--quiet", "--screenshot", dir, url}, tc.flags...)
			code, stdout, stderr := runCLI(t, "", args...)
			if code != exitOK {
				t.Fatalf("exit %d\n%s", code, stderr)
			}
			if recs := records(t, stdout); len(recs) != 1 || !strings.Contains(recs[0].Text, "SHOT-PAGE") {
				t.Fatalf("records: %+v", recs)
			}
			img := screenshotIn(t, dir)
			if b := img.Bounds(); b.Dx() != tc.w || b.Dy() != tc.h {
				t.Errorf("screenshot is %dx%d, want %dx%d", b.Dx(), b.Dy(), tc.w, tc.h)
			}
			r, g, b, _ := img.At(200, 100).RGBA()
			if red := r>>8 > 200 && g>>8 < 60 && b>>8 < 60; red != tc.red {
				t.Errorf("pixel at the image's centre is rgb(%d,%d,%d): red %v, want %v", r>>8, g>>8, b>>8, red, tc.red)
			}
		})
	}
}

// screenshotIn decodes the one PNG under dir.
func screenshotIn(t *testing.T, dir string) image.Image {
	t.Helper()
	var pngs []string
	filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".png") {
			pngs = append(pngs, path)
		}
		return nil
	})
	if len(pngs) != 1 {
		t.Fatalf("screenshots %q, want one", pngs)
	}
	b, err := os.ReadFile(pngs[0])
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatalf("%s: %v", pngs[0], err)
	}
	return img
}

// Over HTTP nothing is drawn: --screenshot with --mode http is a usage
// error, not a run that silently leaves its directory empty.
func TestScreenshotNeedsTheBrowser(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "shots")
	code, stdout, stderr := runCLI(t, "", "--mode", "http", "--quiet", "--screenshot", dir, "http://127.0.0.1:1/")
	if code != exitUsage || stdout != "" {
		t.Errorf("exit %d with %d bytes of records, want 2 and none\n%s", code, len(stdout), stderr)
	}
	if _, err := os.Stat(dir); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("the screenshot directory was made: %v", err)
	}
}
