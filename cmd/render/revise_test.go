package main

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/rendercrawl/render/crawl"
)

// A site whose pages start loading a list by script only after the crawl
// began (the first pages' renders find nothing to add, a later re-check
// finds the list): the kind flips to the browser, JSON Lines keeps one
// record per URL, and with --db the rows of the pages written from their
// HTML before the flip are brought up to date with the rendered pages.
func TestKindFlipRevisesTheDatabase(t *testing.T) {
	needChrome(t)
	var apiCalls atomic.Int32
	mux := http.NewServeMux()
	const prose = "<p>Some more prose, as a page of a real site has: a paragraph about the subject of the page, another about its history, and a third that says where to read on.</p><p>Plenty of ordinary prose on this page, written on the server for every reader who comes by, and long enough to count as text of its own.</p>"
	mux.HandleFunc("/api/list", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		if apiCalls.Add(1) <= 2 { // the renders that verify the kind see no list
			fmt.Fprint(w, `[]`)
			return
		}
		var items []string
		for i := range 30 {
			items = append(items, fmt.Sprintf("%q", fmt.Sprintf("listed item number %d LATELIST", i)))
		}
		fmt.Fprintf(w, "[%s]", strings.Join(items, ","))
	})
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/b/1.html" {
			// b/1 comes once the kind's two verifying renders asked for
			// the list, so that it is the re-check and not one of them.
			deadline := time.Now().Add(30 * time.Second)
			for apiCalls.Load() < 2 && time.Now().Before(deadline) {
				time.Sleep(10 * time.Millisecond)
			}
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		var links strings.Builder
		if r.URL.Path == "/a/1.html" {
			for _, p := range []string{"/a/2.html", "/a/3.html", "/a/4.html", "/b/1.html"} {
				fmt.Fprintf(&links, `<a href="%s">%s</a> `, p, p)
			}
		}
		fmt.Fprintf(w, `<!doctype html><html><head><title>%s</title></head><body><h1>%s</h1>%s%s<ul class="list"></ul>
<script>fetch('/api/list').then(r => r.json()).then(xs => { for (const x of xs) { const li = document.createElement('li'); li.textContent = x; document.querySelector('.list').append(li) } })</script></body></html>`,
			r.URL.Path, r.URL.Path, prose, links.String())
	})
	srv := httptest.NewServer(mux)
	defer srv.Close()

	db := "sqlite:" + filepath.Join(t.TempDir(), "crawl.db")
	// a/1 and a/2 verify the kind (a render whose data came back empty
	// weighs one render, not the whole proof), a/3 and a/4 keep their
	// HTML on its verdict, b/1 (a new section) is its re-check.
	code, out, stderr := runCLI(t, "", "--browser-url", browserURL, "--crawl", "--db", db, srv.URL+"/a/1.html")
	if code != exitOK {
		t.Fatalf("exit %d\n%s", code, stderr)
	}
	recs := byURL(t, records(t, out))
	if len(recs) != 5 {
		t.Fatalf("%d records, want 5 (one per URL)\n%s", len(recs), stderr)
	}
	stale := 0
	for u, r := range recs {
		if r.Reason == crawl.ReasonKindStatic {
			stale++
			if strings.Contains(r.Text, "LATELIST") {
				t.Errorf("%s: kept from its HTML, yet has the list", u)
			}
		}
	}
	if b := recs[srv.URL+"/b/1.html"]; b.Reason != crawl.ReasonRecheck || b.Mode != "browser" {
		t.Fatalf("b/1: %s/%s, want the re-check that found the list\n%s", b.Mode, b.Reason, stderr)
	}
	if stale == 0 || !strings.Contains(stderr, "written from HTML before a re-check found the browser needed") {
		t.Errorf("%d pages kept from their HTML before the flip; the summary says:\n%s", stale, stderr)
	}
	rows := exported(t, db)
	for u, r := range recs {
		row := rows[u]
		if r.Reason == crawl.ReasonKindStatic && (row.Mode != "browser" || !strings.Contains(row.Text, "LATELIST")) {
			t.Errorf("%s: its row is %s/%s without the list, want the rendered page", u, row.Mode, row.Reason)
		}
	}
}
