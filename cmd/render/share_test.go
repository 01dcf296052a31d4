package main

import (
	"testing"
	"time"

	"github.com/rendercrawl/render/render"
)

// What one flag means for several packages is set in one place
// (options.share): each case is the policy a flag carries across render,
// fetch and crawl.
func TestSharedSettings(t *testing.T) {
	const u = "http://127.0.0.1:1/"
	parse := func(t *testing.T, args ...string) *options {
		t.Helper()
		o, err := parseArgs(append(args, u))
		if err != nil {
			t.Fatal(err)
		}
		return o
	}
	t.Run("limits", func(t *testing.T) {
		o := parse(t, "--timeout", "7s", "--max-body", "123456", "--user-agent", "probe/1")
		if o.fetch.Timeout != 7*time.Second || o.fetch.MaxBody != 123456 || o.fetch.UserAgent != "probe/1" {
			t.Errorf("fetch: timeout %v, max body %d, user agent %q; want the browser's", o.fetch.Timeout, o.fetch.MaxBody, o.fetch.UserAgent)
		}
	})
	t.Run("a check of failed requests loads what a person's browser loads", func(t *testing.T) {
		o := parse(t, "--fail-on", "failed-request")
		if o.render.Block != nil || o.render.ScreenshotBlock != nil {
			t.Errorf("blocked %v (screenshots %v), want nothing blocked", o.render.Block, o.render.ScreenshotBlock)
		}
		o = parse(t, "--fail-on", "failed-request", "--block", "image")
		if len(o.render.Block) != 1 || len(o.render.ScreenshotBlock) != 1 {
			t.Errorf("--block image beside the check: blocked %v (screenshots %v), want images", o.render.Block, o.render.ScreenshotBlock)
		}
	})
	t.Run("a crawl explores and lists requests", func(t *testing.T) {
		o := parse(t, "--crawl")
		if o.render.Explore.Actions != crawlExplore || !o.crawl.Follow.Handlers || !o.crawl.Capture.Requests || !o.fetch.Subresources {
			t.Errorf("crawl: explore %d, handlers %v, requests %v/%v", o.render.Explore.Actions, o.crawl.Follow.Handlers, o.crawl.Capture.Requests, o.fetch.Subresources)
		}
		o = parse(t, "--crawl", "--explore", "0", "--no-requests")
		if o.render.Explore.Actions != 0 || o.crawl.Follow.Handlers || o.crawl.Capture.Requests || o.fetch.Subresources {
			t.Errorf("crawl told not to: explore %d, handlers %v, requests %v/%v", o.render.Explore.Actions, o.crawl.Follow.Handlers, o.crawl.Capture.Requests, o.fetch.Subresources)
		}
	})
	t.Run("auto mode shares tabs", func(t *testing.T) {
		if o := parse(t); o.render.TabWait != autoTabWait {
			t.Errorf("auto mode: tab wait %v, want %v", o.render.TabWait, autoTabWait)
		}
		if o := parse(t, "--mode", "browser"); o.render.TabWait != render.DefaultConfig().TabWait {
			t.Errorf("--mode browser: tab wait %v, want render's default %v", o.render.TabWait, render.DefaultConfig().TabWait)
		}
	})
	t.Run("a list of URLs does neither unless asked", func(t *testing.T) {
		o := parse(t)
		if o.render.Explore.Actions != 0 || o.crawl.Follow.Handlers || o.crawl.Capture.Requests || o.fetch.Subresources {
			t.Errorf("list: explore %d, handlers %v, requests %v/%v", o.render.Explore.Actions, o.crawl.Follow.Handlers, o.crawl.Capture.Requests, o.fetch.Subresources)
		}
		o = parse(t, "--explore", "5", "--requests")
		if o.render.Explore.Actions != 5 || !o.crawl.Follow.Handlers || !o.crawl.Capture.Requests || !o.fetch.Subresources {
			t.Errorf("list asked to: explore %d, handlers %v, requests %v/%v", o.render.Explore.Actions, o.crawl.Follow.Handlers, o.crawl.Capture.Requests, o.fetch.Subresources)
		}
	})
}

// Only auto mode's kinds of page read the prose of a page's data blocks
// and inline scripts: --mode http and --mode browser do not pay for it.
func TestOnlyAutoModeCountsDataWords(t *testing.T) {
	for mode, want := range map[string]bool{"auto": true, "http": false, "browser": false} {
		o, err := parseArgs([]string{"--mode", mode, "http://127.0.0.1:1/"})
		if err != nil {
			t.Fatal(err)
		}
		if o.fetch.DataWords != want {
			t.Errorf("--mode %s: fetch.DataWords %v, want %v", mode, o.fetch.DataWords, want)
		}
	}
}
