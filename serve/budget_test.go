package serve

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"runtime"
	"strings"
	"testing"
	"time"
)

// TestAnswersAreBoundedByBytes holds one answer of about 8 MiB unread by
// its client (its socket buffers hold less than half of it), with a
// budget of 12 MiB for answers being sent: a second large page, rendered
// meanwhile, is answered 503 with Retry-After rather than held too; a
// small one is answered; once the first client has read its answer, the
// large page is answered again. Without the budget, the second large
// answer was held as well (200).
func TestAnswersAreBoundedByBytes(t *testing.T) {
	// 8 MiB of HTML that costs Chrome no layout: a hidden text.
	big := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		io.WriteString(w, "<!doctype html><title>big</title><p>HUGE-AAA</p><div hidden>")
		w.Write(bytes.Repeat([]byte("A"), 8<<20))
	}))
	defer big.Close()
	bigAddr := strings.TrimPrefix(big.URL, "http://")
	cfg := testConfig()
	cfg.AllowHosts = append(cfg.AllowHosts, bigAddr)
	cfg.AllowPrivate = append(cfg.AllowPrivate, bigAddr)
	cfg.AnswerBytes = 12 << 20
	cfg.Cache.TTL = 0
	s := start(t, cfg)
	huge := func(name string) string {
		return "/render?url=" + url.QueryEscape(big.URL+"/"+name)
	}
	s.get(t, "/render?url="+url.QueryEscape(fixtureURL+"/serve/state.html")) // Chrome and the first tabs

	// A client that reads nothing: a small receive buffer, never grown.
	slow := &http.Client{Transport: &http.Transport{DialContext: func(ctx context.Context, network, addr string) (net.Conn, error) {
		c, err := (&net.Dialer{}).DialContext(ctx, network, addr)
		if tc, ok := c.(*net.TCPConn); ok {
			tc.SetReadBuffer(64 << 10)
		}
		return c, err
	}}}
	defer slow.CloseIdleConnections()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, s.url+huge("held"), nil)
	resp, err := slow.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK || resp.ContentLength < 6<<20 {
		t.Fatalf("the held answer: status %d, %d bytes; want 200 and about 8 MiB", resp.StatusCode, resp.ContentLength)
	}

	a := s.get(t, huge("second"))
	var e apiError
	if a.status != http.StatusServiceUnavailable || a.header.Get("Retry-After") == "" || json.Unmarshal([]byte(a.body), &e) != nil || e.ErrorKind != kindBusy {
		t.Errorf("a second large answer while the first is held: status %d, Retry-After %q, %.200q; want 503, busy", a.status, a.header.Get("Retry-After"), a.body)
	}
	if a := s.get(t, "/render?url="+url.QueryEscape(fixtureURL+"/static.html")); a.status != http.StatusOK {
		t.Errorf("a small answer while the first is held: status %d", a.status)
	}

	body, err := io.ReadAll(resp.Body)
	if err != nil || int64(len(body)) != resp.ContentLength || !bytes.Contains(body, []byte("HUGE-AAA")) {
		t.Fatalf("the held answer, read: %d bytes of %d, %v", len(body), resp.ContentLength, err)
	}
	resp.Body.Close()
	if a := s.get(t, huge("third")); a.status != http.StatusOK || !strings.Contains(a.body, "HUGE-AAA") {
		t.Errorf("a large answer once the first was read: status %d, %.200q", a.status, a.body)
	}
}

// TestLargeDiskResultsAreStreamed keeps a 4 MiB result on disk, too large
// for a memory cache of 1 MiB: ten hits send it whole, each from its
// file as it is read, allocating a small share of it (before, each read
// the whole file into memory: 40 MiB); a small result is read once and
// then served from memory.
func TestLargeDiskResultsAreStreamed(t *testing.T) {
	d, err := openDiskCache(t.TempDir(), time.Minute, 64<<20, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer d.close()
	c := newCache(time.Minute, 1<<20, d)
	c.answers = newBudget(16 << 20)
	large := entryOf(4 << 20)
	for i := range large.body {
		large.body[i] = byte('a' + i%26)
	}
	c.put("large", large)
	want := sha256.Sum256(large.body)

	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	for range 10 {
		e, ok := c.get("large")
		if !ok {
			t.Fatal("the large result is not kept")
		}
		h := sha256.New()
		if err := e.writeBody(h); err != nil || e.length() != 4<<20 || !bytes.Equal(h.Sum(nil), want[:]) {
			t.Fatalf("hit: %d bytes, %v; want the result as kept", e.length(), err)
		}
		e.finish()
	}
	runtime.ReadMemStats(&after)
	if grew := after.TotalAlloc - before.TotalAlloc; grew > 4<<20 {
		t.Errorf("ten hits of a 4 MiB result on disk allocated %d KiB; want it sent from its file", grew>>10)
	}
	if n, _ := c.stats(); n != 0 {
		t.Errorf("%d results in memory; the large one must not be", n)
	}

	small := entryOf(10 << 10)
	c.put("small", small)
	c2 := newCache(time.Minute, 1<<20, d) // a restart: the memory is empty
	c2.answers = newBudget(16 << 20)
	e, ok := c2.get("small")
	if !ok || e.file != nil || !bytes.Equal(e.body, small.body) {
		t.Fatalf("the small result: %v, file %v", ok, e.file != nil)
	}
	e.finish()
	if n, _ := c2.stats(); n != 1 {
		t.Errorf("%d results in memory after a hit of the small one on disk, want 1", n)
	}
}

// TestSharedAnswerHoldsItsBytesOnce: three requests share a render whose
// answer takes 6 bytes of a budget of 10; the bytes are held once, until
// the last of them is done with the answer, and a request that left
// before the answer came holds none of them.
func TestSharedAnswerHoldsItsBytesOnce(t *testing.T) {
	b := newBudget(10)
	f := newFlights(context.Background())
	release := make(chan struct{})
	fn := func(ctx context.Context) (*entry, error) {
		<-release
		e := entryOf(6)
		if e.lease = b.take(6); e.lease == nil {
			t.Error("no room for the first answer")
		}
		return e, nil
	}
	start := func() (func(), error) { return func() {}, nil }
	joined := make(chan struct{}, 4)
	got := make(chan *entry, 3)
	for range 3 {
		go func() {
			e, _, err := f.do(waiting{context.Background(), joined}, "k", start, fn)
			if err != nil {
				t.Error(err)
			}
			got <- e
		}()
	}
	leaving, leave := context.WithCancel(context.Background())
	left := make(chan error, 1)
	go func() {
		_, _, err := f.do(waiting{leaving, joined}, "k", start, fn)
		left <- err
	}()
	for range 4 {
		<-joined
	}
	leave()
	if err := <-left; !errors.Is(err, context.Canceled) {
		t.Fatalf("the request that left: %v", err)
	}
	close(release)
	answers := []*entry{<-got, <-got, <-got}
	if l := b.take(5); l != nil {
		t.Fatal("the shared answer's bytes are not held while it is sent")
	}
	answers[0].finish()
	answers[1].finish()
	if l := b.take(5); l != nil {
		t.Fatal("the bytes went back before the last client was done")
	}
	answers[2].finish()
	if l := b.take(10); l == nil {
		t.Fatal("the bytes did not go back once every client was done")
	}
	f.drain()
}
