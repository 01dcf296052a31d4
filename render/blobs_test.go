package render

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"
)

// Data a page's scripts took as a blob, whose body Chrome does not
// keep, is loaded again once the bodies it kept are read: from Chrome's
// cache on a later page too (where no bytes were received); not an
// answer that said it had no body (Content-Length: 0), which is not
// asked for again; and one that takes longer than blobTimeout to come
// again is listed without a body, as data that came back bare, the
// other bodies kept, and the stream Chrome opens when it answers at
// last closed then.
func TestBlobBodiesAreLoadedAgain(t *testing.T) {
	var mu sync.Mutex
	asked := map[string]int{}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		asked[r.URL.Path]++
		n := asked[r.URL.Path]
		mu.Unlock()
		switch r.URL.Path {
		case "/casks.bin":
			w.Header().Set("Content-Type", "application/octet-stream")
			w.Header().Set("Cache-Control", "max-age=3600")
			fmt.Fprint(w, "PK\x03\x04 cask SH014 Back")
		case "/empty":
			w.Header().Set("Content-Type", "application/octet-stream")
			w.Header().Set("Content-Length", "0")
		case "/slow.bin":
			if n > 1 {
				time.Sleep(blobTimeout + time.Second)
			}
			w.Header().Set("Content-Type", "application/octet-stream")
			fmt.Fprint(w, "PK\x03\x04 slow")
		case "/z.json":
			w.Header().Set("Content-Type", "application/json")
			fmt.Fprint(w, `{"z": "last"}`)
		default:
			slow := ""
			if r.URL.Path == "/page/1" {
				slow = `fetch('/slow.bin').then((r) => r.blob()),`
			}
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			fmt.Fprint(w, `<!doctype html><title>Casks</title><h1>Casks</h1><div id="out"></div><script>
Promise.all([fetch('/casks.bin').then((r) => r.blob()), fetch('/empty').then((r) => r.blob()), `+slow+`
  fetch('/z.json').then((r) => r.json())]).then(() => { document.getElementById('out').textContent = 'Read.'; });
</script>`)
		}
	}))
	defer srv.Close()
	p, _ := oneTab(t, DefaultConfig().Timeout)
	for _, path := range []string{"/page/1", "/page/2"} {
		page, err := p.Render(context.Background(), Request{URL: srv.URL + path, Fetches: true})
		if err != nil {
			t.Fatal(err)
		}
		got := map[string]string{}
		for _, f := range page.Fetched {
			got[strings.TrimPrefix(f.URL, srv.URL)] = fmt.Sprintf("%d %q", f.Bytes, f.Body)
		}
		want := map[string]string{"/casks.bin": `20 "PK\x03\x04 cask SH014 Back"`, "/empty": `0 ""`, "/z.json": `13 "{\"z\": \"last\"}"`}
		if path == "/page/1" {
			want["/slow.bin"] = `0 ""`
		}
		if fmt.Sprint(got) != fmt.Sprint(want) || !strings.Contains(page.Text, "Read.") {
			t.Errorf("%s: Fetched %v, want %v (text %q)", path, got, want, page.Text)
		}
	}
	mu.Lock()
	defer mu.Unlock()
	t.Logf("asked %v", asked)
	if asked["/empty"] != 2 {
		t.Errorf("an empty answer was asked for %d times in two renders, want 2", asked["/empty"])
	}
	// The slow load answers about a second after blobBody stopped
	// waiting; lateBlobBound is the most its goroutine waits.
	late := func() int64 {
		p.mu.Lock()
		defer p.mu.Unlock()
		var n int64
		for _, tb := range p.idle {
			n += tb.lateStreams.Load()
		}
		return n
	}
	mu.Unlock()
	for end := time.Now().Add(lateBlobBound); late() == 0 && time.Now().Before(end); {
		time.Sleep(50 * time.Millisecond)
	}
	mu.Lock()
	if n := late(); n != 1 {
		t.Errorf("%d streams of late blob loads closed, want 1", n)
	}
}
