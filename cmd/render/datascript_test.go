package main

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/rendercrawl/render/sink"
)

// A hospital's service pages each load one script of data, a global
// keyed by service (window.WAITING = {'heart-failure': {weeks: 3}}), and
// a site-wide script that shows the waiting time of the page's service,
// named on its body. The first pages have none (the kind is verified
// static on them); the data names the last three by their file names,
// and they are rendered with their waiting times, in a crawl from the
// first page and in a list.
func TestAutoModeRendersThePagesADataScriptNames(t *testing.T) {
	needChrome(t)
	services := []string{"echocardiography", "ecg-monitoring", "imaging", "clinics", "heart-failure", "arrhythmia", "rehabilitation"}
	weeks := map[string]int{"heart-failure": 3, "arrhythmia": 12, "rehabilitation": 7}
	var paths []string
	for _, s := range services {
		paths = append(paths, "/services/"+s+".html")
	}
	prose := strings.Repeat("<p>The department sees adults referred by their family doctor or by another hospital, and runs clinics on weekdays in the east wing.</p>", 3)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch {
		case r.URL.Path == "/data/waiting.js":
			w.Header().Set("Content-Type", "text/javascript")
			var b strings.Builder
			b.WriteString("// Generated weekly.\nwindow.WAITING = {\n")
			for s, n := range weeks {
				fmt.Fprintf(&b, "  '%s': {weeks: %d, updated: '2024-09-02'},\n", s, n)
			}
			b.WriteString("};\n")
			fmt.Fprint(w, b.String())
		case r.URL.Path == "/waiting.js":
			w.Header().Set("Content-Type", "text/javascript")
			fmt.Fprint(w, `const w = (window.WAITING || {})[document.body.dataset.service];
if (w) {
  const p = document.createElement('p');
  p.textContent = 'Typical wait for a routine appointment: ' + w.weeks + ' weeks.';
  document.querySelector('h1').after(p);
}`)
		case strings.HasPrefix(r.URL.Path, "/services/") && strings.HasSuffix(r.URL.Path, ".html"):
			name := strings.TrimSuffix(strings.TrimPrefix(r.URL.Path, "/services/"), ".html")
			i := strings.Index(strings.Join(services, " ")+" ", name+" ")
			if i < 0 {
				http.NotFound(w, r)
				return
			}
			next := paths[0]
			for j, s := range services {
				if s == name && j+1 < len(services) {
					next = paths[j+1]
				}
			}
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			fmt.Fprintf(w, `<!doctype html><html><head><title>%s</title></head><body data-service="%s"><nav><a href="%s">Next service</a></nav><h1>%s</h1>%s<script src="/data/waiting.js"></script><script src="/waiting.js"></script></body></html>`,
				name, name, next, name, prose)
		default:
			http.NotFound(w, r)
		}
	}))
	defer srv.Close()
	crawlAndList(t, srv.URL, paths[0], paths, func(t *testing.T, run string, recs map[string]sink.Record, stderr string) {
		for _, s := range services {
			r := recs["/services/"+s+".html"]
			n, named := weeks[s]
			want := fmt.Sprintf("Typical wait for a routine appointment: %d weeks.", n)
			switch {
			case named && !strings.Contains(r.Text, want):
				t.Errorf("%s: %s (%s) without %q", s, r.Mode, r.Reason, want)
			case !named && run == "crawl" && r.Mode != "http":
				t.Errorf("%s: %s (%s); want it kept from its HTML", s, r.Mode, r.Reason)
			}
		}
		if t.Failed() {
			t.Logf("summary:\n%s", stderr)
		}
	})
}
