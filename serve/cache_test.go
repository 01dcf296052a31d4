package serve

import (
	"bytes"
	"context"
	"errors"
	"io/fs"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// inMemory reads every file of a disk cache into memory.
func inMemory(int64) (*lease, bool) { return nil, true }

func entryOf(n int) *entry {
	return &entry{status: 200, header: http.Header{}, body: bytes.Repeat([]byte("x"), n), rendered: time.Now()}
}

// TestCacheEvictsLeastRecentlyUsedByBytes fills a 1 MiB cache: the least
// recently used results leave first, the bytes held stay under the bound,
// a result past a quarter of it is not kept, and one past the TTL is gone.
func TestCacheEvictsLeastRecentlyUsedByBytes(t *testing.T) {
	now := time.Now()
	c := newCache(time.Minute, 1<<20, nil)
	c.now = func() time.Time { return now }
	for _, k := range []string{"a", "b", "c", "d"} {
		c.put(k, entryOf(210<<10))
	}
	if _, ok := c.get("a"); !ok { // a is now the most recently used
		t.Fatal("a is not kept")
	}
	c.put("e", entryOf(210<<10)) // 5 x 210 KiB > 1 MiB: b goes
	if _, ok := c.get("b"); ok {
		t.Error("b, the least recently used, was kept")
	}
	for _, k := range []string{"a", "c", "d", "e"} {
		if _, ok := c.get(k); !ok {
			t.Errorf("%s was evicted", k)
		}
	}
	if n, size := c.stats(); n != 4 || size > 1<<20 {
		t.Errorf("%d entries, %d bytes", n, size)
	}
	c.put("huge", entryOf(300<<10))
	if _, ok := c.get("huge"); ok {
		t.Error("a result over a quarter of the cache was kept")
	}
	now = now.Add(time.Minute + time.Second)
	if _, ok := c.get("a"); ok {
		t.Error("a result past the TTL was served")
	}
}

// TestDiskCacheKeepsAndExpires writes a result to disk, reads it back in
// a new cache, and not once the TTL passed.
func TestDiskCacheKeepsAndExpires(t *testing.T) {
	dir := t.TempDir()
	d, err := openDiskCache(dir, time.Minute, 1<<20, nil)
	if err != nil {
		t.Fatal(err)
	}
	e := entryOf(10)
	e.status = 404
	e.header.Set("Content-Type", "text/html")
	newCache(time.Minute, 1<<20, d).put("k", e)
	d.close()
	d2, _ := openDiskCache(dir, time.Minute, 1<<20, nil)
	defer d2.close()
	got, ok := newCache(time.Minute, 1<<20, d2).get("k")
	if !ok || got.status != 404 || got.header.Get("Content-Type") != "text/html" || string(got.body) != string(e.body) {
		t.Fatalf("read back %+v, %v", got, ok)
	}
	if _, ok := d2.get("k", time.Now().Add(2*time.Minute), time.Minute, inMemory); ok {
		t.Error("a stale file was served")
	}
	if _, ok := d2.get("other", time.Now(), time.Minute, inMemory); ok {
		t.Error("a key never written was served")
	}
}

// waiting is a context that tells on joined each time its Done is
// called: flights.do counts a request among a render's waiters before it
// waits on its context, so that n calls mean n requests counted.
type waiting struct {
	context.Context
	joined chan<- struct{}
}

func (w waiting) Done() <-chan struct{} {
	select {
	case w.joined <- struct{}{}:
	default: // more calls than the test counts on
	}
	return w.Context.Done()
}

// TestFlightsShareOneRender starts ten requests for one key: one render,
// nine shared; a full admission refuses a new render but not a shared
// one; the last waiter to leave cancels the render.
func TestFlightsShareOneRender(t *testing.T) {
	f := newFlights(context.Background())
	var calls atomic.Int64
	release := make(chan struct{})
	fn := func(ctx context.Context) (*entry, error) {
		calls.Add(1)
		select {
		case <-release:
			return entryOf(1), nil
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
	var adm admission
	adm.limit = 1
	var wg sync.WaitGroup
	var shared atomic.Int64
	joined := make(chan struct{}, 10)
	for range 10 {
		wg.Go(func() {
			_, sh, err := f.do(waiting{context.Background(), joined}, "k", adm.admit, fn)
			if err != nil {
				t.Error(err)
			}
			if sh {
				shared.Add(1)
			}
		})
	}
	for range 10 { // all ten are counted before the render may end
		select {
		case <-joined:
		case <-time.After(time.Minute):
			t.Fatal("ten requests were not all waiting for a render within a minute")
		}
	}
	if _, _, err := f.do(context.Background(), "other", adm.admit, fn); !errors.Is(err, ErrBusy) {
		t.Errorf("a second render past the admission: %v, want ErrBusy", err)
	}
	close(release)
	wg.Wait()
	if calls.Load() != 1 || shared.Load() != 9 || adm.admitted() != 0 {
		t.Errorf("%d renders, %d shared, %d admitted after", calls.Load(), shared.Load(), adm.admitted())
	}
	// A render whose only client leaves is cancelled.
	ctx, cancel := context.WithCancel(context.Background())
	started := make(chan struct{})
	cancelled := make(chan error, 1)
	left := make(chan error, 1)
	go func() {
		_, _, err := f.do(ctx, "gone", adm.admit, func(ctx context.Context) (*entry, error) {
			close(started)
			<-ctx.Done()
			cancelled <- ctx.Err()
			return nil, ctx.Err()
		})
		left <- err
	}()
	select {
	case <-started:
	case err := <-left:
		t.Fatalf("the render did not start: %v", err)
	}
	cancel()
	select {
	case <-cancelled:
	case <-time.After(time.Minute):
		t.Fatal("the render of a client that left was not cancelled")
	}
	if err := <-left; !errors.Is(err, context.Canceled) {
		t.Errorf("the client that left: %v", err)
	}
	f.drain()
}

// TestFlightsDrainRefusesNewRenders: drain waits for the render under
// way, and a render asked for from then on is refused without starting,
// while requests race with it (run with -race: no render is counted once
// drain waits).
func TestFlightsDrainRefusesNewRenders(t *testing.T) {
	f := newFlights(context.Background())
	var calls atomic.Int64
	fn := func(ctx context.Context) (*entry, error) {
		calls.Add(1)
		time.Sleep(time.Millisecond)
		return entryOf(1), nil
	}
	start := func() (func(), error) { return func() {}, nil }
	var wg sync.WaitGroup
	for i := range 50 {
		wg.Go(func() {
			_, _, err := f.do(context.Background(), "k"+strings.Repeat("i", i), start, fn)
			if err != nil && !errors.Is(err, errDraining) {
				t.Errorf("render %d: %v", i, err)
			}
		})
	}
	f.drain()
	started := calls.Load()
	if _, _, err := f.do(context.Background(), "after", start, fn); !errors.Is(err, errDraining) {
		t.Errorf("a render after drain: %v, want errDraining", err)
	}
	wg.Wait()
	if calls.Load() != started {
		t.Errorf("%d renders started after drain returned", calls.Load()-started)
	}
}

// TestPageAnswerReadsPrerenderMetaTags checks the status and header tags
// are obeyed and removed, framing headers refused, and the rest kept.
func TestPageAnswerReadsPrerenderMetaTags(t *testing.T) {
	doc := `<html><head><meta name="prerender-status-code" content="301">` +
		`<meta name="prerender-header" content="Location: https://shop.example/new">` +
		`<meta name="Prerender-Header" content="X-Robots-Tag:  noindex, nofollow ">` +
		`<meta name="prerender-header" content="Content-Length: 1">` +
		`<meta name="prerender-header" content="Bad Name: x">` +
		`<meta name="prerender-header" content="Set-Cookie: session=planted">` +
		`<meta name="prerender-header" content="Content-Security-Policy: default-src *">` +
		`<meta name="prerender-header" content="X-Extra: a">` +
		`<meta name="description" content="kept"></head><body>hi</body></html>`
	body, status, h := pageAnswer(doc)
	if status != 301 || h.Get("Location") != "https://shop.example/new" || h.Get("X-Robots-Tag") != "noindex, nofollow" {
		t.Errorf("status %d, header %v", status, h)
	}
	if h.Get("Content-Length") != "" || len(h) != 2 {
		t.Errorf("headers a page may not set were taken: %v", h)
	}
	s := string(body)
	if strings.Contains(strings.ToLower(s), "prerender-") || !strings.Contains(s, `name="description"`) || !strings.HasPrefix(s, "<!DOCTYPE html>") {
		t.Errorf("body %q", s)
	}
	// Statuses whose answer has no body, or that are not answers, are not
	// taken.
	for _, code := range []string{"99", "101", "103", "204", "304", "600"} {
		if _, status, _ := pageAnswer(`<meta name="prerender-status-code" content="` + code + `">`); status != 0 {
			t.Errorf("status %s taken: %d", code, status)
		}
	}
}

// TestStripScripts removes scripts but JSON-LD, and HTML imports, inside
// declarative shadow roots too.
func TestStripScripts(t *testing.T) {
	in := `<head><script>var a = "</p>";</script><script type="application/ld+json">{"a":1}</script>` +
		`<script src="/app.js"></script><link rel="import" href="/x.html"><link rel="stylesheet" href="/s.css"></head>` +
		`<body><p>text</p><script type="module">import x from "/m.js"</script>` +
		`<x-card><template shadowrootmode="open"><h2>shadow</h2><script>run()</script><slot></slot></template></x-card></body>`
	out := string(stripScripts([]byte(in)))
	want := `<head><script type="application/ld+json">{"a":1}</script><link rel="stylesheet" href="/s.css"></head><body><p>text</p>` +
		`<x-card><template shadowrootmode="open"><h2>shadow</h2><slot></slot></template></x-card></body>`
	if out != want {
		t.Errorf("got  %s\nwant %s", out, want)
	}
}

// TestDiskCacheSweepsOnlyItsOwnFiles: a --cache-dir shared with other
// files keeps them, however old; the cache's own stale files go.
func TestDiskCacheSweepsOnlyItsOwnFiles(t *testing.T) {
	dir := t.TempDir()
	d, err := openDiskCache(dir, time.Minute, 1<<20, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer d.close()
	newCache(time.Minute, 1<<20, d).put("k", entryOf(10))
	own := d.path("k")
	foreign := []string{filepath.Join(dir, "notes.txt"), filepath.Join(dir, "ab", "notes.txt"), filepath.Join(dir, "sub", "deep", "data.bin")}
	for _, p := range foreign {
		if err := os.MkdirAll(filepath.Dir(p), 0o700); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte("keep"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	d.sweep(time.Now().Add(time.Hour), time.Minute)
	for _, p := range foreign {
		if _, err := os.Stat(p); err != nil {
			t.Errorf("the sweep removed %s, not a file of the cache: %v", p, err)
		}
	}
	if _, err := os.Stat(own); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("the sweep kept the cache's stale file %s (%v)", own, err)
	}
}

// dirBytes sums the sizes of the cache's own files in d's directory (a
// sweep may be removing some meanwhile).
func dirBytes(t *testing.T, d *diskCache) (total int64, n int) {
	t.Helper()
	err := filepath.WalkDir(d.dir, func(p string, de fs.DirEntry, err error) error {
		if errors.Is(err, fs.ErrNotExist) {
			return nil // removed by a sweep meanwhile
		}
		if err != nil || de.IsDir() || !d.owns(p, de) {
			return err
		}
		info, err := de.Info()
		if errors.Is(err, fs.ErrNotExist) {
			return nil
		}
		if err != nil {
			return err
		}
		total += info.Size()
		n++
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return total, n
}

// TestDiskCacheKeepsWithinItsBound writes more than the disk bound holds:
// a sweep starts by itself and removes the oldest files until they take a
// tenth less than the bound, the newest stay, a result over a quarter of
// the bound is not written, and a cache opened on a directory over its
// bound trims it at once.
func TestDiskCacheKeepsWithinItsBound(t *testing.T) {
	const bound = 100 << 10
	dir := t.TempDir()
	d, err := openDiskCache(dir, time.Hour, bound, nil)
	if err != nil {
		t.Fatal(err)
	}
	c := newCache(time.Hour, 1<<20, d)
	key := func(i int) string { return "k" + strings.Repeat("i", i) }
	// 40 results of about 10 KiB, each written a second after the one
	// before (as their modification times say).
	old := time.Now().Add(-time.Minute)
	for i := range 40 {
		c.put(key(i), entryOf(10<<10))
		mod := old.Add(time.Duration(i) * time.Second)
		if err := os.Chtimes(d.path(key(i)), mod, mod); err != nil {
			t.Fatal(err)
		}
	}
	var total int64
	var n int
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		if total, n = dirBytes(t, d); total <= bound || time.Now().After(deadline) {
			break
		}
	}
	// The sweep may have run while the last ones were written: one more
	// write's worth over the tenth below the bound is allowed.
	if total > bound || n < 5 {
		t.Fatalf("the files take %d bytes in %d files; want at most %d, and some kept", total, n, bound)
	}
	for i := 40 - 5; i < 40; i++ {
		if _, err := os.Stat(d.path(key(i))); err != nil {
			t.Errorf("result %d of 40, among the newest, is gone: %v", i, err)
		}
	}
	if _, err := os.Stat(d.path(key(0))); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("the oldest result is still there (%v)", err)
	}
	c.put("large", entryOf(bound/4))
	if _, err := os.Stat(d.path("large")); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("a result over a quarter of the bound was written (%v)", err)
	}
	d.close()

	d2, err := openDiskCache(dir, time.Hour, bound/4, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer d2.close()
	if total, _ := dirBytes(t, d2); total > bound/4-bound/40 {
		t.Errorf("opened with a bound of %d, the files take %d bytes; want at most a tenth less", bound/4, total)
	}
	if _, err := os.Stat(d2.path(key(39))); err != nil {
		t.Errorf("the newest result did not survive the trim: %v", err)
	}
}
