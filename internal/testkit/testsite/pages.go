package testsite

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"
)

// item is the JSON behind /spa/N: /api/item/N.
func item(w http.ResponseWriter, r *http.Request) {
	n, err := strconv.Atoi(r.PathValue("id"))
	if err != nil || n < 0 {
		http.Error(w, "bad id", http.StatusNotFound)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(map[string]any{
		"title":  fmt.Sprintf("SPA page %d", n),
		"marker": fmt.Sprintf("SPA-MARKER-%d", n),
		"body":   strings.Repeat(fmt.Sprintf("Rendered content of item %d. ", n), 20),
		"links":  []string{fmt.Sprintf("/spa/%d", n+1), fmt.Sprintf("/spa/%d", n+2)},
		"images": 3,
	})
}

// static is a generated server-rendered page, /static/N.
func (s *Site) static(w http.ResponseWriter, r *http.Request) {
	n, err := strconv.Atoi(r.PathValue("id"))
	if err != nil || n < 0 {
		s.page("404.html", http.StatusNotFound)(w, r)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	fmt.Fprintf(w, `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Static page %d</title>
<style>@font-face { font-family: F; src: url(/asset/font/%d.woff2); } body { font-family: F, serif; }</style>
</head><body><h1>Static page %d</h1><p id="marker">STATIC-MARKER-%d</p>
<p>%s</p>
<img src="/asset/img/s%d-0.png" alt=""><img src="/asset/img/s%d-1.png" alt=""><img src="/asset/img/s%d-2.png" alt="">
<a href="/static/%d">next</a> <a href="/static/%d">skip</a> <a href="/spa/%d">app</a>
</body></html>
`, n, n, n, n, strings.Repeat(fmt.Sprintf("Server-rendered text of page %d. ", n), 60), n, n, n, n+1, n+2, n)
}

// urls lists generated pages: /urls.txt?kind=spa|static&n=N.
func urls(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	n, _ := strconv.Atoi(q.Get("n"))
	if n <= 0 {
		n = 100
	}
	kind := q.Get("kind")
	if kind != "static" {
		kind = "spa"
	}
	base := "http://" + r.Host
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	for i := 1; i <= n; i++ {
		fmt.Fprintf(w, "%s/%s/%d\n", base, kind, i)
	}
}

// calendar is an endless calendar: every month links the one before and
// the one after, /site/calendar?month=YYYY-MM.
func calendar(w http.ResponseWriter, r *http.Request) {
	t, err := time.Parse("2006-01", r.URL.Query().Get("month"))
	if err != nil {
		t = time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	fmt.Fprintf(w, `<!doctype html><html><head><title>Calendar %s</title></head><body><h1>%s</h1>
<a href="/site/calendar?month=%s">previous</a> <a href="/site/calendar?month=%s">next</a></body></html>`,
		t.Format("2006-01"), t.Format("January 2006"), t.AddDate(0, -1, 0).Format("2006-01"), t.AddDate(0, 1, 0).Format("2006-01"))
}

// paged is a three-page listing whose next page is named only by a Link
// header: /site/paged, ?p=2, ?p=3.
func paged(w http.ResponseWriter, r *http.Request) {
	p, _ := strconv.Atoi(r.URL.Query().Get("p"))
	if p < 1 {
		p = 1
	}
	if p < 3 {
		w.Header().Set("Link", fmt.Sprintf(`</site/paged?p=%d>; rel="next"`, p+1))
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	fmt.Fprintf(w, `<!doctype html><html><head><title>Paged %d</title></head><body><p class="marker">PAGE:Paged %d</p></body></html>`, p, p)
}

// status is an HTML page with the status of its path, /status/CODE;
// with ?empty=1, the status alone, with a Content-Length of 0.
func status(w http.ResponseWriter, r *http.Request) {
	code, err := strconv.Atoi(r.PathValue("code"))
	if err != nil || code < 200 || code > 599 {
		http.Error(w, "bad status", http.StatusBadRequest)
		return
	}
	if r.URL.Query().Get("empty") == "1" {
		w.Header().Set("Content-Length", "0")
		w.WriteHeader(code)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(code)
	fmt.Fprintf(w, "<title>%d %s</title><h1>%s</h1>", code, http.StatusText(code), http.StatusText(code))
}

// headers answers with the request's headers, as JSON.
func headers(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(r.Header)
}
