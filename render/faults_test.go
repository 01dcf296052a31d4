package render

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/rendercrawl/render/internal/testkit/testsite"
)

func TestTabCrashingMidPage(t *testing.T) {
	p := needChrome(t)
	_, base := testsite.Serve(t)
	done := make(chan error, 1)
	go func() {
		_, err := p.Render(context.Background(), Request{URL: base + "/never-quiet.html", Timeout: 20 * time.Second})
		done <- err
	}()
	// Crash the renderer of the tab that is rendering, once its page has
	// committed (Chrome refuses while a navigation is pending).
	deadline := time.Now().Add(30 * time.Second)
	var last error // the last refusal to crash, for the failure's message
	for {
		if tb := busyTab(p); tb != nil {
			ctx, cancel := context.WithTimeout(context.Background(), time.Second)
			_, err := cdp.Call(ctx, tb.t, page.Crash, cdp.Empty{})
			cancel()
			if err == nil || errors.Is(err, context.DeadlineExceeded) {
				break // the renderer died before it could answer
			}
			last = err
		}
		select {
		case err := <-done:
			t.Fatalf("the page was done before its tab could be crashed: %v (last refusal: %v)", err, last)
		default:
		}
		if time.Now().After(deadline) {
			t.Fatalf("could not crash a busy tab (last refusal: %v)", last)
		}
		time.Sleep(50 * time.Millisecond)
	}
	select {
	case err := <-done:
		if !errors.Is(err, ErrTabCrashed) || !Retryable(err) {
			t.Fatalf("err = %v, want a retryable ErrTabCrashed", err)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("the render of a crashed tab did not return")
	}
	// The crashed tab is not handed out again.
	pg, err := p.Render(context.Background(), Request{URL: base + "/static.html"})
	if err != nil {
		t.Fatalf("the next page failed: %v", err)
	}
	wantContains(t, "text", pg.Text, "STATIC-OK")
}

func TestHungPageIsARetryableError(t *testing.T) {
	p := needChrome(t)
	_, base := testsite.Serve(t)
	start := time.Now()
	_, err := p.Render(context.Background(), Request{URL: base + "/hang.html", Timeout: 1500 * time.Millisecond})
	if !errors.Is(err, ErrHung) || !Retryable(err) {
		t.Fatalf("err = %v, want a retryable ErrHung", err)
	}
	// The cap, then the read that finds the page stuck (5.2s on a busy
	// machine); not the pool's timeout, nor never.
	if el := time.Since(start); el > 28*time.Second {
		t.Errorf("a hung page took %v to give up on", el)
	}
	pg, err := p.Render(context.Background(), Request{URL: base + "/static.html"})
	if err != nil {
		t.Fatalf("the pool is unusable after a hung page: %v", err)
	}
	wantContains(t, "text", pg.Text, "STATIC-OK")
}

func TestRunawayAllocationCrashesOnlyItsTab(t *testing.T) {
	needChrome(t)
	_, base := testsite.Serve(t)
	cfg := testConfig()
	cfg.JSHeapMB = 64
	p := newTestPool(t, cfg)
	_, err := p.Render(context.Background(), Request{URL: base + "/oom.html", Timeout: 20 * time.Second})
	if !errors.Is(err, ErrTabCrashed) {
		t.Fatalf("err = %v, want ErrTabCrashed (out of memory)", err)
	}
	if _, err := p.Render(context.Background(), Request{URL: base + "/static.html"}); err != nil {
		t.Fatalf("the next page failed: %v", err)
	}
}

func TestBrowserIsRecycledByPageCountAndMemory(t *testing.T) {
	needChrome(t)
	_, base := testsite.Serve(t)
	for _, tc := range []struct {
		name  string
		tweak func(*Config)
		pages int
	}{
		{"page count", func(c *Config) { c.RecycleBrowserAfter = 3 }, 8},
		{"memory", func(c *Config) { c.MaxBrowserMemory = 1 }, memoryCheckEvery + 5},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg := testConfig()
			tc.tweak(&cfg)
			p := newTestPool(t, cfg)
			var first struct {
				pid int
				dir string
			}
			for i := range tc.pages {
				if _, err := p.Render(context.Background(), Request{URL: base + "/static.html"}); err != nil {
					t.Fatalf("page %d: %v", i, err)
				}
				if i == 0 {
					first.pid, first.dir = chromeOf(t, p)
				}
			}
			if p.Stats().Recycles == 0 {
				t.Error("chrome was never replaced")
			}
			if err := p.Close(); err != nil {
				t.Fatal(err)
			}
			assertGone(t, first.pid, first.dir)
		})
	}
}

// busyTab returns a tab that is rendering a page, or nil.
func busyTab(p *Pool) *tab {
	p.mu.Lock()
	defer p.mu.Unlock()
	for tb := range p.active {
		tb.mu.Lock()
		busy := tb.cur != nil
		tb.mu.Unlock()
		if busy {
			return tb
		}
	}
	return nil
}
