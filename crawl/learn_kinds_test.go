package crawl

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/rendercrawl/render/crawl/learn"
	"github.com/rendercrawl/render/fetch"
	"github.com/rendercrawl/render/sink"
	"github.com/rendercrawl/render/webpage"
)

// A sample kept over HTTP tells how long it took both ways and how its
// render's wait ended.
func TestSampleKeptOverHTTPSaysItsRender(t *testing.T) {
	f := &fakeFetcher{fn: func(url string, _ int) (*fetch.Response, error) { return hydrated(url, words(80)), nil }}
	r := &fakeRenderer{fn: func(_ context.Context, url string, _ int) (*Page, error) {
		return &Page{Mode: sink.ModeBrowser, IsHTML: true, Content: webpage.Content{FinalURL: url, Status: 200, Text: words(80), Settled: "quiet"}, Elapsed: 400 * time.Millisecond}, nil
	}}
	out := &memSink{}
	c, _ := New(autoConfig(), Deps{Renderer: r, Fetcher: f, Sink: out})
	if _, err := c.Run(context.Background(), SeedList("http://e.test/a")); err != nil {
		t.Fatal(err)
	}
	rec := out.byURL()["http://e.test/a"][0]
	if rec.Mode != sink.ModeHTTP || rec.Reason != ReasonVerify || rec.Settled != "quiet" || rec.ElapsedMS < 400 {
		t.Errorf("%s/%s settled %q elapsed %d ms; want http/verify, quiet, at least the render's 400 ms", rec.Mode, rec.Reason, rec.Settled, rec.ElapsedMS)
	}
}

// When the render that pages of a kind wait for fails, the next page
// verifies the kind; after learn.MaxVerifyFailures failures the rest keep their
// HTML, unverified, and every page has its record.
func TestPagesStopWaitingOnFailedVerifications(t *testing.T) {
	var renders atomic.Int32
	r := &fakeRenderer{fn: func(ctx context.Context, url string, _ int) (*Page, error) {
		renders.Add(1)
		select {
		case <-time.After(50 * time.Millisecond):
		case <-ctx.Done():
		}
		return nil, errors.New("the page crashed")
	}}
	const n = 16
	out := crawlPleadingPages(t, n, r)
	unverified := 0
	for _, rec := range out.recs {
		if rec.Mode == sink.ModeHTTP && rec.Reason == ReasonUnverified && rec.Error == "" {
			unverified++
		}
	}
	// The first renders of a kind run side by side: the last failures
	// may come together.
	if got := renders.Load(); got < learn.MaxVerifyFailures || got > learn.MaxVerifyFailures+learn.StaticProof-1 || unverified != n || len(out.recs) != n {
		t.Errorf("%d renders, %d of %d records kept unverified; want about %d renders and every page's HTML", got, unverified, len(out.recs), learn.MaxVerifyFailures)
	}
}

// crawlPleadingPages crawls n pages of one template, each with a
// <noscript> plea and some text, with 8 workers, no budget of re-checks
// and no retry, and returns what was written.
func crawlPleadingPages(t *testing.T, n int, r *fakeRenderer) *memSink {
	t.Helper()
	f := &fakeFetcher{fn: func(url string, _ int) (*fetch.Response, error) {
		r := hydrated(url, words(60))
		r.Signals.NoscriptAsksJS, r.Signals.ScriptSet = true, 0x7a
		return r, nil
	}}
	cfg := autoConfig()
	cfg.Workers = 8
	cfg.Retry.Max = 0
	cfg.Learn.SampleFloor, cfg.Learn.SampleShare = 0, 0
	var urls []string
	for i := range n {
		urls = append(urls, fmt.Sprintf("http://j.test/pkg%d/Class%d.html", i, i))
	}
	out := &memSink{}
	c, _ := New(cfg, Deps{Renderer: r, Fetcher: f, Sink: out})
	if _, err := c.Run(context.Background(), SeedList(urls...)); err != nil {
		t.Fatal(err)
	}
	return out
}

// A kind verified static is re-checked on a share of its later pages; a
// re-check that finds the browser adds material flips the kind for the
// pages still to come, and the pages written from their HTML before it
// are counted as stale.
func TestRecheckThatDisagreesFlipsTheKind(t *testing.T) {
	var loaded atomic.Bool // the site starts loading its list by script
	f := &fakeFetcher{fn: func(url string, _ int) (*fetch.Response, error) { return hydrated(url, words(80)), nil }}
	r := &fakeRenderer{fn: func(_ context.Context, url string, _ int) (*Page, error) {
		text := words(80)
		if loaded.Load() {
			text += " LIST " + words(80)
		}
		return &Page{Mode: "browser", IsHTML: true, Content: webpage.Content{FinalURL: url, Status: 200, Text: text}}, nil
	}}
	out := &memSink{}
	cfg := autoConfig() // one worker, re-checks after 5 pages
	cfg.Learn.SampleFloor, cfg.Learn.SampleShare = 100, 0
	var urls []string
	for i := range 40 {
		urls = append(urls, fmt.Sprintf("http://f.test/docs/p%d.html", i))
	}
	out.onWrite = func(rec *sink.Record) {
		if rec.URL == urls[3] {
			loaded.Store(true)
		}
	}
	rev := &memSink{} // a database's rows: brought up to date
	c, _ := New(cfg, Deps{Renderer: r, Fetcher: f, Sink: out, Revise: rev})
	sum, err := c.Run(context.Background(), SeedList(urls...))
	if err != nil {
		t.Fatal(err)
	}
	var flippedAt int
	for i, u := range urls {
		if rec := out.byURL()[u][0]; rec.Reason == ReasonRecheck && rec.Mode == "browser" {
			flippedAt = i
			break
		}
	}
	if flippedAt == 0 {
		t.Fatalf("no re-check found the list: %+v", sum.Kinds)
	}
	for _, u := range urls[flippedAt+1:] {
		if rec := out.byURL()[u][0]; rec.Mode != "browser" || rec.Reason != ReasonKindRenders || !strings.Contains(rec.Text, "LIST") {
			t.Errorf("%s after the flip: %s/%s", u, rec.Mode, rec.Reason)
		}
	}
	if len(sum.Kinds) != 1 {
		t.Fatalf("kinds: %+v", sum.Kinds)
	}
	k := sum.Kinds[0]
	if k.Verdict != "browser" || k.Flips != 1 || k.Stale != flippedAt-learn.StaticProof || k.DecidedBy != urls[flippedAt] {
		t.Errorf("kind after the flip at page %d: %+v; want browser, 1 flip, %d stale, decided by %s", flippedAt, k, flippedAt-learn.StaticProof, urls[flippedAt])
	}
	if len(out.recs) != len(urls) {
		t.Errorf("%d records for %d URLs: the stale pages were written twice", len(out.recs), len(urls))
	}
	revised := rev.byURL()
	for _, u := range urls[learn.StaticProof:flippedAt] {
		if rec := revised[u]; len(rec) != 1 || rec[0].Mode != "browser" || !strings.Contains(rec[0].Text, "LIST") {
			t.Errorf("%s, written from its HTML before the flip: revised %d times, want once with the list", u, len(rec))
		}
	}
	if len(rev.recs) != flippedAt-learn.StaticProof {
		t.Errorf("%d pages revised, want the %d stale ones", len(rev.recs), flippedAt-learn.StaticProof)
	}
}

// Pages of a kind whose render to verify it is in flight wait for it
// without holding back the pages of other kinds: the crawl goes on while
// the browser works.
func TestPendingKindDoesNotHoldOtherKinds(t *testing.T) {
	others := make(chan struct{})
	var otherDone atomic.Int32
	f := &fakeFetcher{fn: func(url string, _ int) (*fetch.Response, error) {
		r := hydrated(url, words(80))
		if strings.Contains(url, "/slow/") {
			r.Signals.ScriptSet = 0x51
		}
		return r, nil
	}}
	r := &fakeRenderer{fn: func(ctx context.Context, url string, _ int) (*Page, error) {
		if strings.Contains(url, "/slow/") {
			select { // this kind's render waits for the other kind's pages
			case <-others:
			case <-time.After(10 * time.Second):
				return nil, errors.New("the other kind's pages never came")
			}
		}
		return &Page{Mode: "browser", IsHTML: true, Content: webpage.Content{FinalURL: url, Status: 200, Text: words(80)}}, nil
	}}
	out := &memSink{}
	cfg := autoConfig()
	cfg.Workers = 4 // two render the slow kind's first pages
	var urls []string
	for i := range 5 {
		urls = append(urls, fmt.Sprintf("http://p.test/slow/%d", i))
	}
	for i := range 20 {
		urls = append(urls, fmt.Sprintf("http://p.test/fast/%d", i))
	}
	out.onWrite = func(rec *sink.Record) {
		if strings.Contains(rec.URL, "/fast/") && otherDone.Add(1) == 20 {
			close(others)
		}
	}
	c, _ := New(cfg, Deps{Renderer: r, Fetcher: f, Sink: out})
	if _, err := c.Run(context.Background(), SeedList(urls...)); err != nil {
		t.Fatal(err)
	}
	for _, u := range urls[:5] {
		if rec := out.byURL()[u]; len(rec) != 1 || rec[0].Reason == ReasonUnverified {
			t.Errorf("%s: %+v, want one verified record", u, rec)
		}
		if n := f.count(u); n != 1 {
			t.Errorf("%s fetched %d times, want once", u, n)
		}
	}
}

// What the renders of one kind found does not decide the pages of
// another that share their URL pattern and section: pages whose scripts
// change nothing, named like pages whose library builds a list
// (/zoo/{slug}), keep their HTML after their own kind's renders.
func TestKindVerdictDoesNotRouteOtherKindsOfAPattern(t *testing.T) {
	builds := func(url string) bool { return strings.Contains(url, "list") }
	f := &fakeFetcher{fn: func(url string, _ int) (*fetch.Response, error) {
		r := hydrated(url, words(80))
		if !builds(url) {
			r.Signals.ScriptSet = 0x77 // a theme toggle, a beacon
		}
		return r, nil
	}}
	r := &fakeRenderer{fn: func(_ context.Context, url string, _ int) (*Page, error) {
		text := words(80)
		if builds(url) {
			text += " BOOKS " + words(80)
		}
		return &Page{Mode: "browser", IsHTML: true, Content: webpage.Content{FinalURL: url, Status: 200, Text: text}}, nil
	}}
	var urls []string
	for i := range 6 {
		urls = append(urls, fmt.Sprintf("http://z.test/zoo/lib-%c-list-page.html", 'a'+i))
	}
	for i := range 6 {
		urls = append(urls, fmt.Sprintf("http://z.test/zoo/lib-%c-theme-toggle.html", 'a'+i))
	}
	out := &memSink{}
	c, _ := New(autoConfig(), Deps{Renderer: r, Fetcher: f, Sink: out})
	if _, err := c.Run(context.Background(), SeedList(urls...)); err != nil {
		t.Fatal(err)
	}
	for _, u := range urls {
		rec := out.byURL()[u][0]
		want := "http"
		if builds(u) {
			want = "browser"
		}
		if rec.Mode != want || rec.Reason == ReasonLearned {
			t.Errorf("%s: %s/%s, want %s by its own kind", u, rec.Mode, rec.Reason, want)
		}
	}
}
