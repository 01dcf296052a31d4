package render

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/rendercrawl/render/internal/testkit/testsite"
)

// shotSite serves /shot, a page with a solid red image at (100, 50),
// 200x100 CSS pixels, /tall, a page 3000 pixels high, and counts the
// requests for the image.
func shotSite(t *testing.T) (base string, images *atomic.Int32) {
	t.Helper()
	images = new(atomic.Int32)
	var red bytes.Buffer
	img := image.NewRGBA(image.Rect(0, 0, 20, 10))
	for y := range 10 {
		for x := range 20 {
			img.Set(x, y, color.RGBA{255, 0, 0, 255})
		}
	}
	if err := png.Encode(&red, img); err != nil {
		t.Fatal(err)
	}
	mux := http.NewServeMux()
	mux.HandleFunc("/red.png", func(w http.ResponseWriter, r *http.Request) {
		images.Add(1)
		w.Header().Set("Content-Type", "image/png")
		w.Write(red.Bytes())
	})
	mux.HandleFunc("/shot", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, `<!doctype html><html><head><title>shot</title></head><body style="margin:0;background:#fff">
<img src="/red.png" alt="" style="position:absolute;left:100px;top:50px;width:200px;height:100px">
<p style="position:absolute;top:300px">SHOT-PAGE</p></body></html>`)
	})
	mux.HandleFunc("/tall", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, `<!doctype html><html><head><title>tall</title></head><body style="margin:0">
<div style="height:3000px;background:linear-gradient(#fff,#00f)">TALL-PAGE</div></body></html>`)
	})
	mux.HandleFunc("/lazy", func(w http.ResponseWriter, r *http.Request) {
		// A section drawn only once it comes into view, as apps render
		// what is scrolled to.
		fmt.Fprint(w, `<!doctype html><html><head><title>lazy</title></head><body style="margin:0;background:#fff">
<div style="height:2400px">LAZY-PAGE</div><div id="later" style="height:400px"></div>
<script>new IntersectionObserver((es) => { for (const e of es) if (e.isIntersecting) e.target.style.background = "#0c0"; })
.observe(document.getElementById("later"));</script></body></html>`)
	})
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv.URL, images
}

// decodePNG decodes a screenshot.
func decodePNG(t *testing.T, b []byte) image.Image {
	t.Helper()
	img, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatalf("the screenshot is not a PNG: %v", err)
	}
	return img
}

// isRed reports a pixel of the red image (allowing for scaling and
// colour management).
func isRed(c color.Color) bool {
	r, g, b, _ := c.RGBA()
	return r>>8 > 200 && g>>8 < 60 && b>>8 < 60
}

// A page taken with a screenshot loads its images (the default
// ScreenshotBlock blocks nothing) and is captured at the viewport's size;
// the pages without one stay blocked, in the same tabs.
func TestScreenshotShowsThePage(t *testing.T) {
	p := needChrome(t)
	base, images := shotSite(t)
	ctx := context.Background()

	pg, err := p.Render(ctx, Request{URL: base + "/shot", Screenshot: true})
	if err != nil {
		t.Fatal(err)
	}
	img := decodePNG(t, pg.Screenshot)
	if b := img.Bounds(); b.Dx() != 1280 || b.Dy() != 800 {
		t.Errorf("screenshot is %dx%d, want the 1280x800 viewport", b.Dx(), b.Dy())
	}
	if c := img.At(200, 100); !isRed(c) {
		t.Errorf("pixel at the image's centre is %v, want red: the image did not load", c)
	}
	if n := images.Load(); n != 1 {
		t.Errorf("the image was asked for %d times, want once", n)
	}
	if pg.Blocked != 0 {
		t.Errorf("%d requests blocked on a screenshot page", pg.Blocked)
	}

	for range p.cfg.Tabs + 1 { // every tab, the one that took the screenshot included
		pg, err = p.Render(ctx, Request{URL: base + "/shot"})
		if err != nil {
			t.Fatal(err)
		}
		if pg.Blocked != 1 {
			t.Errorf("a page without a screenshot: %d requests blocked, want the image", pg.Blocked)
		}
	}
	if n := images.Load(); n != 1 {
		t.Errorf("the image was asked for %d times, want once (pages without a screenshot block it)", n)
	}

	pg, err = p.Render(ctx, Request{URL: base + "/tall", Screenshot: true, FullPage: true})
	if err != nil {
		t.Fatal(err)
	}
	// The size alone: decoding the whole picture is slow under -race.
	if c, err := png.DecodeConfig(bytes.NewReader(pg.Screenshot)); err != nil || c.Width != 1280 || c.Height != 3000 {
		t.Errorf("full-page screenshot is %dx%d (%v), want 1280x3000", c.Width, c.Height, err)
	}
	// The tab keeps its viewport after a capture beyond it.
	pg, err = p.Render(ctx, Request{URL: base + "/tall", Screenshot: true})
	if err != nil {
		t.Fatal(err)
	}
	if c, err := png.DecodeConfig(bytes.NewReader(pg.Screenshot)); err != nil || c.Width != 1280 || c.Height != 800 {
		t.Errorf("viewport screenshot after a full-page one is %dx%d (%v), want 1280x800", c.Width, c.Height, err)
	}
}

// ScreenshotBlock set (as the CLI does for an explicit --block) blocks
// on screenshot pages too; Viewport sets the size of the capture.
func TestScreenshotBlockAndViewport(t *testing.T) {
	needChrome(t)
	base, images := shotSite(t)
	cfg := testConfig()
	cfg.ScreenshotBlock = cfg.Block
	cfg.Viewport = Viewport{Width: 640, Height: 480}
	p := newTestPool(t, cfg)
	pg, err := p.Render(context.Background(), Request{URL: base + "/shot", Screenshot: true})
	if err != nil {
		t.Fatal(err)
	}
	img := decodePNG(t, pg.Screenshot)
	if b := img.Bounds(); b.Dx() != 640 || b.Dy() != 480 {
		t.Errorf("screenshot is %dx%d, want the 640x480 viewport", b.Dx(), b.Dy())
	}
	if c := img.At(200, 100); isRed(c) {
		t.Errorf("pixel at the image's centre is red; the image should have been blocked")
	}
	if n := images.Load(); n != 0 || pg.Blocked != 1 {
		t.Errorf("the server saw %d image requests and %d were blocked; want 0 and 1", n, pg.Blocked)
	}
}

// pngSize is the size of a PNG, read from its header alone: decoding a
// whole full-page picture is slow under -race.
func pngSize(t *testing.T, b []byte) (w, h int) {
	t.Helper()
	c, err := png.DecodeConfig(bytes.NewReader(b))
	if err != nil {
		t.Fatalf("the screenshot is not a PNG: %v", err)
	}
	return c.Width, c.Height
}

// A full-page capture that takes longer than a read of the page (the
// page's main thread is busy for 4 s when the capture resizes the window)
// has what is left of the page's timeout, and gets done. The page is
// taller than a screenshot takes: the picture is cut at 16384 pixels and
// the note says so.
func TestScreenshotOfASlowPageHasThePagesTime(t *testing.T) {
	p := needChrome(t)
	_, base := testsite.Serve(t)
	pg, err := p.Render(context.Background(), Request{URL: base + "/shot/long.html?busy=4000", Screenshot: true, FullPage: true, Timeout: time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	if pg.ScreenshotErr != nil {
		t.Fatalf("no screenshot: %v", pg.ScreenshotErr)
	}
	if w, h := pngSize(t, pg.Screenshot); w != 1280 || h != maxShotPixels {
		t.Errorf("full-page screenshot is %dx%d, want 1280x%d", w, h, maxShotPixels)
	}
	if pg.Note == "" {
		t.Error("no note on a screenshot cut short")
	}
}

// A capture that runs out of time (the page's main thread is busy for
// 20 s when the capture resizes the window; the page's timeout is 4 s)
// leaves the page without a screenshot, and says why; its text and links
// stand.
func TestScreenshotThatFailsLeavesThePage(t *testing.T) {
	p := needChrome(t)
	_, base := testsite.Serve(t)
	start := time.Now()
	pg, err := p.Render(context.Background(), Request{URL: base + "/shot/long.html?busy=20000", Screenshot: true, FullPage: true, Timeout: 4 * time.Second})
	if err != nil {
		t.Fatalf("the page failed with its screenshot: %v", err)
	}
	t.Logf("taken in %v; note %q", time.Since(start), pg.Note)
	if !errors.Is(pg.ScreenshotErr, ErrTimeout) {
		t.Errorf("ScreenshotErr is %v, want ErrTimeout", pg.ScreenshotErr)
	}
	if pg.Screenshot != nil {
		t.Errorf("a screenshot of %d bytes, want none", len(pg.Screenshot))
	}
	if pg.Note == "" {
		t.Error("the note does not say the screenshot is missing")
	}
	if !strings.Contains(pg.Text, "LONG-PAGE") || !slices.Contains(pg.Links, base+"/site/about.html") {
		t.Errorf("the page lost its text or links: text %q, links %q", pg.Text, pg.Links)
	}
}

// At device scale 2, a full-page screenshot is at most 16384 device
// pixels each way (8192 CSS pixels of a page of 20,000); a page within the
// cap is whole, without a note.
func TestFullPageScreenshotCapIsInDevicePixels(t *testing.T) {
	needChrome(t)
	_, base := testsite.Serve(t)
	cfg := testConfig()
	cfg.Tabs = 1
	cfg.Viewport = Viewport{Width: 400, Height: 300}
	cfg.Session.Emulation.ScaleFactor = 2
	p := newTestPool(t, cfg)
	pg, err := p.Render(context.Background(), Request{URL: base + "/shot/long.html", Screenshot: true, FullPage: true})
	if err != nil {
		t.Fatal(err)
	}
	if w, h := pngSize(t, pg.Screenshot); w != 800 || h != maxShotPixels {
		t.Errorf("full-page screenshot at scale 2 is %dx%d, want 800x%d", w, h, maxShotPixels)
	}
	if pg.Note == "" {
		t.Error("no note on a screenshot cut short")
	}
	pg, err = p.Render(context.Background(), Request{URL: base + "/shot/slides.html", Screenshot: true, FullPage: true})
	if err != nil {
		t.Fatal(err)
	}
	if w, h := pngSize(t, pg.Screenshot); w != 800 || h != 600 || pg.Note != "" {
		t.Errorf("full-page screenshot of a page of one screen at scale 2 is %dx%d, note %q; want 800x600 and no note", w, h, pg.Note)
	}
}

// A route change within the document that starts a transition (a slide
// deck's) is captured once the transition is over: the slide is blue,
// not the red it shows until its 500 ms transition ends.
func TestScreenshotWaitsForTransitions(t *testing.T) {
	p, within := oneTab(t, 10*time.Second)
	_, base := testsite.Serve(t)
	ctx := context.Background()
	if _, err := p.Render(ctx, Request{URL: base + "/shot/slides.html#/1", Screenshot: true}); err != nil {
		t.Fatal(err)
	}
	pg, err := p.Render(ctx, Request{URL: base + "/shot/slides.html#/2", Screenshot: true})
	if err != nil {
		t.Fatal(err)
	}
	if within() != 1 || !strings.Contains(pg.Text, "SLIDE TWO") {
		t.Fatalf("the second slide was not shown within the document (%d pages within it; text %q)", within(), pg.Text)
	}
	if r, g, b, _ := decodePNG(t, pg.Screenshot).At(10, 400).RGBA(); r>>8 > 60 || g>>8 > 60 || b>>8 < 200 {
		t.Errorf("the slide is rgb(%d,%d,%d) on the screenshot, want blue: taken before its transition ended", r>>8, g>>8, b>>8)
	}
}

// The wait for animations before a capture passes over those that run
// longer than it waits (50 bounces of 2 s, an endless one): it ends with
// nothing it waited for left running, rather than at its bound.
func TestAwaitAnimationsPassesOverLongOnes(t *testing.T) {
	p := needChrome(t)
	_, base := testsite.Serve(t)
	ctx := context.Background()
	tb, err := p.readyTab(ctx, p.cfg.ScreenshotBlock, 0, false, "")
	if err != nil {
		t.Fatal(err)
	}
	defer p.release(tb, nil, true)
	if _, err := tb.render(ctx, base+"/shot/slides.html", pageOptions{wait: p.cfg.Wait, timeout: p.cfg.Timeout}); err != nil {
		t.Fatal(err)
	}
	if !tb.awaitAnimations(ctx) {
		t.Error("the wait for animations ran to its bound on a page whose animations outlast it")
	}
}

// A page that never settles and whose screenshot is cut says both, how
// its wait ended first.
//
// The capture has 3 s once the wait used the page's 2 s: a window 200
// pixels wide keeps the 16384-pixel capture to a sixth of the pixels of a
// 1280-wide one (0.75 s of Chrome's CPU), well inside them on a busy
// machine.
func TestNotesOfTheWaitAndTheScreenshot(t *testing.T) {
	needChrome(t)
	_, base := testsite.Serve(t)
	cfg := testConfig()
	cfg.Tabs = 1
	cfg.Viewport = Viewport{Width: 200, Height: 150}
	p := newTestPool(t, cfg)
	pg, err := p.Render(context.Background(), Request{URL: base + "/shot/long.html?poll=1", Timeout: 2 * time.Second, Screenshot: true, FullPage: true})
	if err != nil {
		t.Fatal(err)
	}
	wait, shot := strings.Index(pg.Note, "not settled within 2s"), strings.Index(pg.Note, "screenshot cut to")
	if pg.Settled != SettledTimeout || wait != 0 || shot < 0 {
		t.Errorf("settled %q, note %q; want the wait's note, then the screenshot's", pg.Settled, pg.Note)
	}
}

// A page whose screenshot was cut, and whose note says so, leaves its tab
// to the next page: only a page still at work retires its tab.
func TestCutScreenshotKeepsItsTab(t *testing.T) {
	p, _ := oneTab(t, 30*time.Second)
	_, base := testsite.Serve(t)
	for range 3 {
		pg, err := p.Render(context.Background(), Request{URL: base + "/shot/long.html", Screenshot: true, FullPage: true})
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(pg.Note, "screenshot cut to") {
			t.Fatalf("note %q; want the cut", pg.Note)
		}
	}
	if n := p.Stats().TabsOpened; n != 1 {
		t.Errorf("%d tabs opened for 3 pages; want the one tab reused", n)
	}
}

// A full-page screenshot shows what scrolling down reveals: the page is
// scrolled through before it is taken, so that a section an app draws
// only once it comes into view is in the picture, not its placeholder.
func TestFullPageScreenshotShowsWhatScrollingReveals(t *testing.T) {
	p := needChrome(t)
	base, _ := shotSite(t)
	pg, err := p.Render(context.Background(), Request{URL: base + "/lazy", Screenshot: true, FullPage: true})
	if err != nil {
		t.Fatal(err)
	}
	img := decodePNG(t, pg.Screenshot)
	if b := img.Bounds(); b.Dy() < 2800 {
		t.Fatalf("screenshot is %dx%d, want the whole page", b.Dx(), b.Dy())
	}
	if r, g, b, _ := img.At(100, 2600).RGBA(); r>>8 > 60 || g>>8 < 150 || b>>8 > 60 {
		t.Errorf("pixel in the section drawn when in view is %v, want green: the page was not scrolled through", img.At(100, 2600))
	}
}
