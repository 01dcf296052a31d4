package main

import (
	"encoding/json"
	"maps"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"

	"github.com/rendercrawl/render/sink"
)

// metaSite is a small site: a page that says much of itself and links
// to a nofollow link, to a page whose meta robots says noindex,
// nofollow, and to one whose X-Robots-Tag says noindex. With script,
// every page also runs a script that changes nothing and has a paragraph
// of prose, so that auto mode renders pages of its kind to verify it
// while the others wait.
func metaSite(script bool) *httptest.Server {
	pages := map[string]string{
		"/": `<!doctype html><html lang="en-GB"><head><title>Home</title>
<meta name="description" content="A page about floods.">
<link rel="canonical" href="/home">
<meta property="og:title" content="Flood wall holds"><meta property="og:type" content="article">
<meta name="twitter:card" content="summary">
<meta property="article:published_time" content="2026-11-30T08:00:00Z">
<script type="application/ld+json">{"@context": "https://schema.org", "@type": "NewsArticle",
 "dateModified": "2026-11-30T09:30:00Z", "author": [{"@type": "Person", "name": "Ann Lee"}]}</script>
<script type="application/ld+json">{ not json </script>
</head><body><p>Home page text.</p>
<a href="/a">a</a> <a href="/b" rel="nofollow">b</a> <a href="/ugc" rel="UGC">ugc</a>
<a href="/robots">robots</a> <a href="/xrobots">xrobots</a></body></html>`,
		"/a":       `<html><body><p>A</p></body></html>`,
		"/b":       `<html><body><p>B</p></body></html>`,
		"/ugc":     `<html><body><p>UGC</p></body></html>`,
		"/robots":  `<html><head><meta name="robots" content="NOINDEX, nofollow"></head><body><a href="/c">c</a></body></html>`,
		"/c":       `<html><body><p>C</p></body></html>`,
		"/xrobots": `<html><body><a href="/d">d</a></body></html>`,
		"/d":       `<html><body><p>D</p></body></html>`,
	}
	return httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		page, ok := pages[r.URL.Path]
		if !ok {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Header().Set("Set-Cookie", "session=s3cr3t-value; Path=/; HttpOnly")
		w.Header().Set("X-Internal-Token", "not-for-records")
		w.Header().Set("Last-Modified", "Mon, 30 Nov 2026 08:00:00 GMT")
		if r.URL.Path == "/xrobots" {
			w.Header().Set("X-Robots-Tag", "noindex")
		}
		if script {
			page = strings.Replace(page, "<html", "<script>document.documentElement.dataset.seen = '1'</script><html", 1)
			page = strings.Replace(page, "<body>", "<body><p>"+strings.Repeat("Water rose along the river wall all night. ", 6)+"</p>", 1)
		}
		w.Write([]byte(page))
	}))
}

func byPath(t *testing.T, base, out string) map[string]sink.Record {
	t.Helper()
	recs := map[string]sink.Record{}
	for _, r := range records(t, out) {
		recs[strings.TrimPrefix(r.URL, base)] = r
	}
	return recs
}

// A record carries the page's metadata, its document's headers (a
// cookie's value masked, other headers left out) and a hash of its
// text; a crawl does not follow rel=nofollow links nor the links of a
// nofollow page, and marks noindex pages, unless --ignore-robots-meta.
func TestRecordMetaAndRobots(t *testing.T) {
	srv := metaSite(false)
	defer srv.Close()
	code, out, stderr := runCLI(t, "", "--mode", "http", "--quiet", "--ignore-robots", "--crawl", srv.URL+"/")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	recs := byPath(t, srv.URL, out)
	if got, want := slices.Sorted(maps.Keys(recs)), []string{"/", "/a", "/d", "/home", "/robots", "/xrobots"}; !slices.Equal(got, want) {
		t.Errorf("pages crawled %q, want %q", got, want)
	}
	home := recs["/"]
	if home.Meta == nil {
		t.Fatalf("no meta: %s", out)
	}
	m := *home.Meta
	ld, _ := json.Marshal(m.JSONLD)
	for _, c := range []struct{ name, got, want string }{
		{"lang", m.Lang, "en-GB"},
		{"description", m.Description, "A page about floods."},
		{"canonical", m.Canonical, srv.URL + "/home"},
		{"og:title", m.OpenGraph["og:title"], "Flood wall holds"},
		{"twitter:card", m.Twitter["twitter:card"], "summary"},
		{"published", m.Published, "2026-11-30T08:00:00Z"},
		{"modified", m.Modified, "2026-11-30T09:30:00Z"},
		{"author", m.Author, "Ann Lee"},
		{"json_ld", string(ld), `[{"@context":"https://schema.org","@type":"NewsArticle","dateModified":"2026-11-30T09:30:00Z","author":[{"@type":"Person","name":"Ann Lee"}]}]`},
		{"set-cookie", home.Headers["set-cookie"], "session=***; Path=/; HttpOnly"},
		{"last-modified", home.Headers["last-modified"], "Mon, 30 Nov 2026 08:00:00 GMT"},
		{"x-internal-token", home.Headers["x-internal-token"], ""},
	} {
		if c.got != c.want {
			t.Errorf("%s = %q, want %q", c.name, c.got, c.want)
		}
	}
	if !strings.HasPrefix(home.ContentHash, "sha256:") || len(home.ContentHash) != 71 || home.ContentHash == recs["/a"].ContentHash {
		t.Errorf("content_hash %q (/a: %q)", home.ContentHash, recs["/a"].ContentHash)
	}
	if !slices.Contains(home.Links, srv.URL+"/b") {
		t.Errorf("the nofollow link is not in links: %q", home.Links)
	}
	for path, want := range map[string]bool{"/": false, "/robots": true, "/xrobots": true} {
		if recs[path].Noindex != want {
			t.Errorf("%s: noindex %v, want %v", path, recs[path].Noindex, want)
		}
	}

	code, out, stderr = runCLI(t, "", "--mode", "http", "--quiet", "--ignore-robots", "--ignore-robots-meta", "--crawl", srv.URL+"/")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	recs = byPath(t, srv.URL, out)
	if got := len(recs); got != 9 { // the canonical /home too, a 404
		t.Errorf("with --ignore-robots-meta, %d pages crawled, want all 9: %q", got, slices.Sorted(maps.Keys(recs)))
	}
	if recs["/robots"].Noindex {
		t.Error("with --ignore-robots-meta, /robots is marked noindex")
	}
}

// Auto mode follows what --mode http follows: a page fetched over HTTP
// whose kind is being verified queues its links before its record
// (followEarly), and leaves out those marked rel=nofollow and those of a
// nofollow page there too.
func TestAutoModeKeepsToRobotsMeta(t *testing.T) {
	needChrome(t)
	srv := metaSite(true)
	defer srv.Close()
	code, out, stderr := runCLI(t, "", "--quiet", "--ignore-robots", "--browser-url", browserURL, "--crawl", srv.URL+"/")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	recs := byPath(t, srv.URL, out)
	if got, want := slices.Sorted(maps.Keys(recs)), []string{"/", "/a", "/d", "/home", "/robots", "/xrobots"}; !slices.Equal(got, want) {
		t.Errorf("pages crawled %q, want %q", got, want)
	}
	verified := 0
	for _, r := range recs {
		if r.Reason == "verify" || r.Reason == "kind-static" {
			verified++
		}
	}
	if verified < 2 {
		t.Errorf("%d pages verified or kept by their kind's verdict, want the pages to have waited for one: %s", verified, out)
	}
}
