package crawl

import (
	"net/http"
	"net/url"
	"regexp"
	"strings"

	"github.com/rendercrawl/render/fetch/extract"
)

// headerLinks are the URLs a response's headers point to: Link (except
// the resource hints and styles a page loads, not links to pages),
// Refresh and Content-Location; relative ones are resolved against base.
func headerLinks(h http.Header, base string) []string {
	if len(h) == 0 {
		return nil
	}
	b, err := url.Parse(base)
	if err != nil {
		return nil
	}
	var out []string
	add := func(ref string) {
		if u, err := b.Parse(strings.TrimSpace(ref)); err == nil && (u.Scheme == "http" || u.Scheme == "https") {
			out = append(out, u.String())
		}
	}
	for _, v := range h.Values("Link") {
		for _, m := range linkValue.FindAllStringSubmatch(v, -1) {
			if !skipRel(m[2]) {
				add(m[1])
			}
		}
	}
	if t := extract.RefreshTarget(h.Get("Refresh")); t != "" {
		add(t)
	}
	// The URL of the document sent, when it has one of its own (a
	// negotiated variant).
	if cl := h.Get("Content-Location"); cl != "" {
		add(cl)
	}
	return out
}

// recordLinks are a page's links as its record lists them: the page's
// own, then the pages its headers (Link, Refresh, Content-Location) and
// its meta refresh point to, each once; the crawl follows them all.
func recordLinks(p *Page) []string {
	if !p.IsHTML {
		return p.Links
	}
	extra := headerLinks(p.Header, p.FinalURL)
	if p.MetaRefresh != "" {
		extra = append(extra, p.MetaRefresh)
	}
	if len(extra) == 0 {
		return p.Links
	}
	out := make([]string, len(p.Links), len(p.Links)+len(extra))
	copy(out, p.Links)
	seen := make(map[string]bool, len(out)+len(extra))
	for _, l := range out {
		seen[l] = true
	}
	for _, l := range extra {
		if !seen[l] {
			seen[l] = true
			out = append(out, l)
		}
	}
	return out
}

var (
	linkValue = regexp.MustCompile(`<([^>]*)>([^,<]*)`)
	relParam  = regexp.MustCompile(`(?i)rel\s*=\s*"?([^";]+)`)
)

// skipRel reports Link relations that name resources a page uses rather
// than pages.
func skipRel(params string) bool {
	m := relParam.FindStringSubmatch(params)
	if m == nil {
		return false
	}
	for rel := range strings.FieldsSeq(strings.ToLower(m[1])) {
		switch rel {
		case "preload", "prefetch", "preconnect", "dns-prefetch", "modulepreload", "stylesheet", "icon", "manifest", "apple-touch-icon":
			return true
		}
	}
	return false
}
