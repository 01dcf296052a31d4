package render

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// viewPage reports, in its text, the geometry its scripts see: the
// viewport, the device pixel ratio, the visual viewport's scale, a media
// query, the width of a full-width block, and which of two boxes, one
// inside the viewport and one below it, an IntersectionObserver finds on
// screen. A black box covers the top left quarter of the viewport.
const viewPage = `<!doctype html><title>view</title>
<style>body{margin:0} #full{width:100%;height:10px} .box{position:absolute;left:0;width:50px;height:50px}
#ink{position:absolute;left:0;top:0;width:640px;height:400px;background:#000}</style>
<div id="ink"></div><div id="full"></div><div class="box" id="inside" style="top:700px"></div><div class="box" id="below" style="top:900px"></div>
<p id="geo"></p>
<script>
const seen = [];
const io = new IntersectionObserver((entries) => {
  for (const e of entries) if (e.isIntersecting) seen.push(e.target.id);
  document.getElementById('geo').textContent = 'GEO w=' + innerWidth + ' h=' + innerHeight +
    ' dpr=' + devicePixelRatio + ' vv=' + visualViewport.scale + ' mq=' + matchMedia('(min-width: 1280px)').matches +
    ' full=' + document.getElementById('full').getBoundingClientRect().width + ' seen=' + seen.sort().join(',');
});
io.observe(document.getElementById('inside'));
io.observe(document.getElementById('below'));
</script>`

// TestViewIsDrawnSmallAndLaidOutFull: a tab of a Chrome we started draws
// its pages at viewScale, and a page is laid out, measured and observed
// at the whole viewport all the same (the screenshot tests show that a
// capture is at full size).
func TestViewIsDrawnSmallAndLaidOutFull(t *testing.T) {
	p := needChrome(t)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		fmt.Fprint(w, viewPage)
	}))
	defer srv.Close()
	// The test holds the tab, so that the screencast below is of its page.
	tb, err := p.readyTab(context.Background(), p.cfg.Block, 0, false, "")
	if err != nil {
		t.Fatal(err)
	}
	var stopErr error // a tab whose screencast did not stop is closed
	defer func() { p.release(tb, stopErr, true) }()
	pg, err := tb.render(context.Background(), srv.URL+"/", pageOptions{wait: p.cfg.Wait, timeout: p.cfg.Timeout})
	if err != nil {
		t.Fatal(err)
	}
	want := "GEO w=1280 h=800 dpr=1 vv=1 mq=true full=1280 seen=inside"
	if !strings.Contains(pg.Text, want) {
		t.Errorf("text = %q; want %q", pg.Text, want)
	}

	// The view as Chrome draws it, in a frame of a screencast of the tab
	// (the frame has the viewport's size): the black quarter is a tenth
	// of its size each way.
	ctx, cancel := context.WithTimeout(tb.ctx, 10*time.Second)
	defer cancel()
	frames := make(chan page.EventScreencastFrame, 1)
	go func() {
		for f, err := range chromedp.Events(ctx, page.ScreencastFrame) {
			if err == nil {
				frames <- f
			}
			return
		}
	}()
	if _, err := cdp.Call(ctx, tb.t, page.StartScreencast, page.StartScreencastParams{Format: page.StartScreencastFormatPng}); err != nil {
		t.Fatal(err)
	}
	defer func() {
		sctx, cancel := context.WithTimeout(tb.ctx, 10*time.Second)
		defer cancel()
		_, stopErr = cdp.Call(sctx, tb.t, page.StopScreencast, cdp.Empty{})
	}()
	// A change of the page makes Chrome draw a frame.
	var done bool
	if err := tb.evaluate(ctx, `(document.getElementById('geo').style.color = '#333', true)`, &done); err != nil {
		t.Fatal(err)
	}
	var f page.EventScreencastFrame
	select {
	case f = <-frames:
	case <-ctx.Done():
		t.Fatal("no frame of the screencast within 10s")
	}
	img := decodePNG(t, f.Data)
	dark := func(x, y int) bool {
		r, g, b, _ := img.At(x, y).RGBA()
		return r < 0x4000 && g < 0x4000 && b < 0x4000
	}
	if !dark(30, 18) || dark(320, 200) || dark(100, 60) {
		t.Errorf("the view is not drawn at %v: black at (30,18) %v, (100,60) %v, (320,200) %v; want true, false, false",
			viewScale, dark(30, 18), dark(100, 60), dark(320, 200))
	}
}
