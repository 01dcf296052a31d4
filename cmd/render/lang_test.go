package main

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"

	"github.com/rendercrawl/render/sink"
)

// A site in two languages, one template, one directory (about.html,
// about.es.html): every page's HTML holds the English words, and a
// script puts those of the page's language (<html lang>) in their place
// from a file of words per language. On the English pages it changes
// nothing, and they verify their kind; the Spanish pages are a kind of
// their own, rendered in Spanish. In a crawl and a list that meet the
// English pages first.
func TestAutoModeTellsPagesByTheirLanguage(t *testing.T) {
	needChrome(t)
	words := map[string][2]string{
		"title": {"Rosters that respect everyone's time", "Turnos que respetan el tiempo de todas las personas"},
		"lead":  {"Plan the week's shifts in minutes and let people swap them", "Planifica los turnos de la semana en minutos y deja que la gente los cambie"},
		"cta":   {"Start a free trial today", "Empieza hoy una prueba gratuita"},
	}
	var paths []string
	for _, lang := range []string{"", ".es"} {
		for _, p := range []string{"index", "about", "contact", "pricing"} {
			paths = append(paths, "/"+p+lang+".html")
		}
	}
	var nav strings.Builder
	for _, p := range paths {
		fmt.Fprintf(&nav, `<a href="%s">%s</a> `, p, p)
	}
	locale := func(i int) string {
		var b strings.Builder
		b.WriteString("{")
		for k, w := range words {
			if b.Len() > 1 {
				b.WriteString(",")
			}
			fmt.Fprintf(&b, "%q: %q", k, w[i])
		}
		return b.String() + "}"
	}
	prose := strings.Repeat("<p>Shiftwell is used by clinics, cafés and warehouses to plan who works when, and to keep everyone told.</p>", 3)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch {
		case r.URL.Path == "/i18n.js":
			w.Header().Set("Content-Type", "text/javascript")
			fmt.Fprint(w, `fetch('/locales/' + document.documentElement.lang + '.json').then((r) => r.json()).then((d) => {
  for (const el of document.querySelectorAll('[data-i18n]')) {
    if (el.textContent !== d[el.dataset.i18n]) el.textContent = d[el.dataset.i18n];
  }
});`)
		case r.URL.Path == "/locales/en.json" || r.URL.Path == "/locales/es.json":
			w.Header().Set("Content-Type", "application/json")
			i := 0
			if strings.HasSuffix(r.URL.Path, "/es.json") {
				i = 1
			}
			fmt.Fprint(w, locale(i))
		case slices.Contains(paths, r.URL.Path):
			lang := "en"
			if strings.HasSuffix(r.URL.Path, ".es.html") {
				lang = "es"
			}
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			var b strings.Builder
			for _, k := range []string{"title", "lead", "cta"} {
				fmt.Fprintf(&b, `<p data-i18n="%s">%s</p>`, k, words[k][0])
			}
			fmt.Fprintf(w, `<!doctype html><html lang="%s"><head><title>Shiftwell</title></head><body><nav>%s</nav>%s%s<script src="/i18n.js"></script></body></html>`,
				lang, nav.String(), b.String(), prose)
		default:
			http.NotFound(w, r)
		}
	}))
	defer srv.Close()
	crawlAndList(t, srv.URL, paths[0], paths, func(t *testing.T, run string, recs map[string]sink.Record, stderr string) {
		for _, p := range paths {
			r := recs[p]
			if strings.HasSuffix(p, ".es.html") {
				if w := lacks(r, []string{words["title"][1], words["cta"][1]}); w != "" {
					t.Errorf("%s: %s (%s) without %q", p, r.Mode, r.Reason, w)
				}
			} else if run == "crawl" && r.Mode != "http" {
				t.Errorf("%s: %s (%s); want it kept from its HTML", p, r.Mode, r.Reason)
			}
		}
	})
}
