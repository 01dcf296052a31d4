package render

import (
	"bytes"
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strconv"
	"testing"
	"time"
)

// TestPDFPrintsTheRenderedPage prints a page and checks the document is
// a PDF of the page's size and orientation, that the page loaded its
// images (as for a screenshot) and that the tab was handed back.
func TestPDFPrintsTheRenderedPage(t *testing.T) {
	pool := needChrome(t)
	base, images := shotSite(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	before := images.Load()
	for _, tc := range []struct {
		name  string
		opts  PDFOptions
		width int // of the first page's MediaBox, in points
	}{
		{"letter portrait", PDFOptions{}, 612},
		{"a4 landscape", PDFOptions{Landscape: true, PaperWidth: 8.27, PaperHeight: 11.69}, 842},
	} {
		t.Run(tc.name, func(t *testing.T) {
			pg, pdf, err := pool.PDF(ctx, Request{URL: base + "/shot"}, tc.opts)
			if err != nil {
				t.Fatal(err)
			}
			if pg.Title != "shot" || !bytes.HasPrefix(pdf, []byte("%PDF-")) {
				t.Fatalf("title %q, document starts %q: want the page printed to PDF", pg.Title, pdf[:min(len(pdf), 8)])
			}
			m := regexp.MustCompile(`/MediaBox\s*\[\s*0 0 ([0-9.]+) ([0-9.]+)`).FindSubmatch(pdf)
			if m == nil {
				t.Fatal("the PDF has no MediaBox")
			}
			w, _ := strconv.ParseFloat(string(m[1]), 64)
			if int(w+0.5) != tc.width {
				t.Errorf("page width %v points, want %d", w, tc.width)
			}
		})
	}
	if images.Load() == before {
		t.Error("the page's image was not loaded for printing")
	}
	if busy := pool.Stats().Busy; busy != 0 {
		t.Errorf("%d pages still busy after printing", busy)
	}
}

// TestHealthReportsChrome checks Health follows Chrome: up with its
// process, and not up once it was killed, until a page starts another.
// TestPDFMaxPages prints a page about 90 sheets long with MaxPages 3,
// and a short one: the first gives 3 pages, the second its 1.
func TestPDFMaxPages(t *testing.T) {
	pool := needChrome(t)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		h := "100000px"
		if r.URL.Path == "/short" {
			h = "10px"
		}
		w.Write([]byte(`<!doctype html><title>tall</title><div style="height:` + h + `">TALL</div>`))
	}))
	defer srv.Close()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	for path, want := range map[string]int{"/tall": 3, "/short": 1} {
		_, pdf, err := pool.PDF(ctx, Request{URL: srv.URL + path}, PDFOptions{MaxPages: 3})
		if err != nil {
			t.Fatal(err)
		}
		if n := bytes.Count(pdf, []byte("/MediaBox")); n != want {
			t.Errorf("%s: %d pages, want %d", path, n, want)
		}
	}
}

func TestHealthReportsChrome(t *testing.T) {
	needChrome(t)
	base, _ := shotSite(t)
	p := newTestPool(t, testConfig())
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if h := p.Health(); h.Up || h.PID != 0 {
		t.Fatalf("health before any page: %+v, want Chrome not up", h)
	}
	if _, err := p.Render(ctx, Request{URL: base + "/shot"}); err != nil {
		t.Fatal(err)
	}
	h := p.Health()
	if !h.Up || h.PID == 0 || p.BrowserMemory() <= 0 {
		t.Fatalf("health after a page: %+v, memory %d: want Chrome up with its pid and memory", h, p.BrowserMemory())
	}
	killProcess(h.PID)
	for deadline := time.Now().Add(20 * time.Second); p.Health().Up; time.Sleep(20 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("Chrome killed, and still reported up")
		}
	}
	if _, err := p.Render(ctx, Request{URL: base + "/shot"}); err != nil {
		t.Fatal(err)
	}
	if h2 := p.Health(); !h2.Up || h2.PID == h.PID || h2.Restarts != 1 {
		t.Errorf("health after a page on a new Chrome: %+v, want up, a new pid, 1 restart", h2)
	}
}

// A PDF larger than PDFOptions.MaxBytes is an ErrTooLarge, read no
// further; one within it comes whole, through the same stream.
func TestPDFMaxBytes(t *testing.T) {
	pool := needChrome(t)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		w.Write([]byte(`<!doctype html><title>long</title><div style="height:20000px">LONG TEXT</div>`))
	}))
	defer srv.Close()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	_, whole, err := pool.PDF(ctx, Request{URL: srv.URL}, PDFOptions{MaxBytes: 64 << 20})
	if err != nil || !bytes.HasPrefix(whole, []byte("%PDF-")) || !bytes.Contains(whole, []byte("%%EOF")) {
		t.Fatalf("within the bound: %d bytes, %v; want the whole PDF", len(whole), err)
	}
	_, cut, err := pool.PDF(ctx, Request{URL: srv.URL}, PDFOptions{MaxBytes: int64(len(whole) / 2)})
	if !errors.Is(err, ErrTooLarge) || cut != nil {
		t.Errorf("bound at half its %d bytes: %d bytes, %v; want ErrTooLarge", len(whole), len(cut), err)
	}
}
