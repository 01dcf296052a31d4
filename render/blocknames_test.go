package render

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/png"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/chromedp/cdproto/network"
)

func TestNamePatterns(t *testing.T) {
	n := newNameBlock()
	img := []network.ResourceType{network.ResourceTypeImage}
	ps, v0 := n.patterns(img, "site.test")
	var names []string
	for _, p := range ps {
		if !p.Block {
			t.Errorf("an allowing pattern: %+v", p)
		}
		names = append(names, p.URLPattern)
	}
	for _, want := range []string{"*://site.test:*/*.png", "*://site.test:*/*.jpg", "*://site.test:*/*.webp"} {
		if !slices.Contains(names, want) {
			t.Errorf("image patterns %v lack %s", names, want)
		}
	}
	for _, not := range []string{"*://site.test:*/*.svg", "*://site.test:*/*.woff2"} {
		if slices.Contains(names, not) {
			t.Errorf("image patterns %v hold %s", names, not)
		}
	}
	if ps, _ := n.patterns([]network.ResourceType{network.ResourceTypeStylesheet}, "site.test"); ps != nil {
		t.Errorf("stylesheets blocked by name: %v", ps)
	}
	if ps, _ := n.patterns(nil, "site.test"); ps != nil {
		t.Errorf("a tab that blocks nothing has patterns: %v", ps)
	}
	if ps, _ := n.patterns(img, ""); ps != nil {
		t.Errorf("a page without a host a pattern can name has patterns: %v", ps)
	}
	for raw, want := range map[string]string{
		"http://site.test:8080/a.png?x=1": "site.test",
		"https://127.0.0.1/":              "127.0.0.1",
		"http://[::1]:8080/a.png":         "",
		"about:blank":                     "",
	} {
		if got := patternHost(raw); got != want {
			t.Errorf("patternHost(%q) = %q, want %q", raw, got, want)
		}
	}

	n.exemptHosts([]string{"http://site.test:8080/data.png", "https://site.test/b.png"})
	ps, v1 := n.patterns(img, "site.test")
	if v1 == v0 || ps != nil {
		t.Errorf("an exempt host has patterns %v (version %d, was %d)", ps, v1, v0)
	}
	if ps, _ := n.patterns(img, "other.test"); ps == nil {
		t.Error("another host lost its patterns")
	}

	// Past maxNameExempt hosts, blocking by name stops.
	for i := range maxNameExempt {
		n.exemptHosts([]string{fmt.Sprintf("http://h%d.test/x.png", i)})
	}
	if ps, _ := n.patterns(img, "other.test"); ps != nil {
		t.Errorf("%d hosts exempt, patterns still: %v", maxNameExempt+1, ps)
	}
	m := newNameBlock()
	m.stop()
	if ps, _ := m.patterns(img, "site.test"); ps != nil {
		t.Errorf("stopped, patterns: %v", ps)
	}
	var none *nameBlock
	if ps, _ := none.patterns(img, "site.test"); ps != nil {
		t.Errorf("a nil nameBlock has patterns: %v", ps)
	}
}

// namesSite serves pages with images and a font, blocked by name or by
// type only (an image at a path without an extension), and on /fetch.html a
// script that reads a file named like an image: blocking by name refuses
// it though no type blocked it.
type namesSite struct {
	mu   sync.Mutex
	hits map[string]int
}

// namesPage's log is defined before the images: an image that loads
// while the parser has not yet reached a later script would call a log
// not yet there, and its line would be lost.
const namesPage = `<!doctype html><html><head><title>names</title>
<style>@font-face{font-family:F;src:url(/f.woff2) format("woff2")} body{font-family:F,sans-serif}</style>
<script>function log(s){document.getElementById('out').textContent += ' ' + s}</script>
</head><body><p id=out>start</p>
<img src="/a.png" onload="log('png-load')" onerror="log('png-error')">
<img src="/pic" onload="log('pic-load')" onerror="log('pic-error')">
<img src="/a.png" alt="the same image again: one request blocked, as interception's">
%s
</body></html>`

func (s *namesSite) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	s.hits[r.URL.Path]++
	s.mu.Unlock()
	switch r.URL.Path {
	case "/plain.html", "/plain2.html":
		w.Header().Set("Content-Type", "text/html")
		fmt.Fprintf(w, namesPage, "")
	case "/cross.html":
		// An image of another host, whose patterns the page's tab does
		// not have.
		w.Header().Set("Content-Type", "text/html")
		fmt.Fprintf(w, namesPage, `<img src="`+r.URL.Query().Get("other")+`/c.png" onerror="log('cross-error')">`)
	case "/fetch.html", "/fetch2.html":
		w.Header().Set("Content-Type", "text/html")
		fmt.Fprintf(w, namesPage, `<script>fetch('/data.png').then(r => r.text()).then(t => log(t), () => log('fetch-failed'))</script>`)
	case "/data.png":
		w.Header().Set("Content-Type", "text/plain")
		fmt.Fprint(w, "READ-BY-SCRIPT")
	case "/a.png", "/pic", "/c.png":
		w.Header().Set("Content-Type", "image/png")
		w.Write(onePixelPNG)
	case "/f.woff2":
		w.Header().Set("Content-Type", "font/woff2")
		w.Write([]byte("not a font"))
	default:
		http.NotFound(w, r)
	}
}

func (s *namesSite) hit(path string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.hits[path]
}

// onePixelPNG is a 1x1 PNG.
var onePixelPNG = func() []byte {
	var b bytes.Buffer
	if err := png.Encode(&b, image.NewGray(image.Rect(0, 0, 1, 1))); err != nil {
		panic(err)
	}
	return b.Bytes()
}()

// namesPool serves a namesSite and makes a pool of one tab (switched
// between blocking and not), both gone when the test ends.
func namesPool(t *testing.T) (*Pool, *namesSite, *httptest.Server) {
	t.Helper()
	needChrome(t)
	site := &namesSite{hits: map[string]int{}}
	srv := httptest.NewServer(site)
	t.Cleanup(srv.Close)
	cfg := testConfig()
	cfg.Tabs = 1
	return newTestPool(t, cfg), site, srv
}

// TestBlockingByNameIsBlockingByType: what a tab refuses by file name is
// what interception refuses by type, and a request of another type that a
// name caught costs a second render, never a wrong page.
func TestBlockingByNameIsBlockingByType(t *testing.T) {
	p, site, srv := namesPool(t)
	ctx := context.Background()
	// The same server under a second host name: exemptions are by host.
	other := strings.Replace(srv.URL, "127.0.0.1", "localhost", 1)

	check := func(url string, byName int) *Page {
		t.Helper()
		page, err := p.Render(ctx, Request{URL: url, Requests: true})
		if err != nil {
			t.Fatalf("%s: %v", url, err)
		}
		for _, want := range []string{"png-error", "pic-error"} {
			if !strings.Contains(page.Text, want) {
				t.Errorf("%s: %q lacks %s: the page's scripts did not see the image refused", url, page.Text, want)
			}
		}
		if page.Blocked != 3 {
			t.Errorf("%s: %d requests blocked, want 3 (two images, a font)", url, page.Blocked)
		}
		if page.byName != byName {
			t.Errorf("%s: %d blocked by name, want %d", url, page.byName, byName)
		}
		if len(page.FailedRequests) != 0 {
			t.Errorf("%s: failed requests %+v", url, page.FailedRequests)
		}
		var blocked []string
		for _, r := range page.Requests {
			if r.Blocked {
				blocked = append(blocked, r.Type)
				if r.Error != "" || r.Failed || r.Status != 0 {
					t.Errorf("%s: a blocked request %+v", url, r)
				}
			}
		}
		slices.Sort(blocked)
		if !slices.Equal(blocked, []string{"Font", "Image", "Image"}) {
			t.Errorf("%s: blocked requests listed %v", url, blocked)
		}
		return page
	}

	// The extension-less image meets interception; the other two, names.
	check(srv.URL+"/plain.html", 2)

	// The script's fetch of /data.png is refused by name, so the page is
	// rendered again with its host exempt: the record is the right page.
	page := check(srv.URL+"/fetch.html", 0)
	if !strings.Contains(page.Text, "READ-BY-SCRIPT") {
		t.Errorf("the script's read is missing: %q", page.Text)
	}
	if n := site.hit("/fetch.html"); n != 2 {
		t.Errorf("/fetch.html loaded %d times, want 2 (a render again)", n)
	}
	if n := site.hit("/data.png"); n != 1 {
		t.Errorf("/data.png reached the server %d times, want 1 (refused before it left the first time)", n)
	}

	// The host stays exempt: its next page renders once, blocked by type.
	page = check(srv.URL+"/fetch2.html", 0)
	if !strings.Contains(page.Text, "READ-BY-SCRIPT") || site.hit("/fetch2.html") != 1 {
		t.Errorf("the exempt host's page: %q, loaded %d times", page.Text, site.hit("/fetch2.html"))
	}
	// Another host is not.
	check(other+"/plain2.html", 2)

	// A tab blocks by name on its page's host only: an image of another
	// host meets interception (after the page's own policy, were there
	// one).
	page, err := p.Render(ctx, Request{URL: other + "/cross.html?other=" + srv.URL, Requests: true})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(page.Text, "cross-error") || page.Blocked != 4 || page.byName != 2 || len(page.FailedRequests) != 0 {
		t.Errorf("a page with another host's image: %q, %d blocked, %d by name, failed %+v", page.Text, page.Blocked, page.byName, page.FailedRequests)
	}

	for _, path := range []string{"/a.png", "/pic", "/f.woff2", "/c.png"} {
		if n := site.hit(path); n != 0 {
			t.Errorf("%s, blocked, reached the server %d times", path, n)
		}
	}

	// A screenshot's tab blocks nothing: the same tab, its names cleared.
	page, err = p.Render(ctx, Request{URL: other + "/plain.html", Screenshot: true})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(page.Text, "png-load") || !strings.Contains(page.Text, "pic-load") || page.Blocked != 0 {
		t.Errorf("a screenshot's page: %q, %d blocked", page.Text, page.Blocked)
	}
	for _, path := range []string{"/a.png", "/pic", "/f.woff2"} {
		if n := site.hit(path); n == 0 {
			t.Errorf("%s never loaded for the screenshot", path)
		}
	}
	// And back to blocking.
	check(other+"/plain.html", 2)
	if got := p.Stats().TabsOpened; got != 1 {
		t.Errorf("%d tabs opened, want 1", got)
	}
}

// TestRefusedPatternsBlockByType: when Chrome refuses the patterns (an
// older Chrome has no URL patterns; here, one it cannot parse), the tab
// drops those it had and the pool blocks by type only, with the same
// record.
func TestRefusedPatternsBlockByType(t *testing.T) {
	p, site, srv := namesPool(t)
	render := func(path string) *Page {
		t.Helper()
		page, err := p.Render(context.Background(), Request{URL: srv.URL + path})
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(page.Text, "png-error") || page.Blocked != 3 || len(page.FailedRequests) != 0 {
			t.Errorf("text %q, %d blocked, failed %+v", page.Text, page.Blocked, page.FailedRequests)
		}
		return page
	}
	if page := render("/plain.html"); page.byName != 2 {
		t.Fatalf("%d blocked by name before, want 2", page.byName)
	}
	// A name no URL pattern can hold.
	names := blockedNames[network.ResourceTypeImage]
	blockedNames[network.ResourceTypeImage] = append(slices.Clip(names), "a{b")
	t.Cleanup(func() { blockedNames[network.ResourceTypeImage] = names })
	// A page of the same host on the same tab keeps its patterns; one of
	// another host asks for new ones, which Chrome refuses.
	other := strings.Replace(srv.URL, "127.0.0.1", "localhost", 1)
	page, err := p.Render(context.Background(), Request{URL: other + "/plain.html"})
	if err != nil {
		t.Fatal(err)
	}
	if page.byName != 0 || page.Blocked != 3 {
		t.Errorf("after Chrome refused the patterns: %d blocked, %d by name, want 3 and 0", page.Blocked, page.byName)
	}
	if page := render("/plain2.html"); page.byName != 0 {
		t.Errorf("%d blocked by name after Chrome refused the patterns, want 0: the tab kept its old ones", page.byName)
	}
	if ps, _ := p.cfg.names.patterns(p.cfg.Block, "127.0.0.1"); ps != nil {
		t.Errorf("blocking by name still on: %v", ps)
	}
	if n := site.hit("/a.png") + site.hit("/pic") + site.hit("/f.woff2"); n != 0 {
		t.Errorf("blocked requests reached the server %d times", n)
	}
}
