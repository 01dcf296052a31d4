package crawl

import (
	"net/http"
	"net/url"
	"regexp"
	"strings"

	"github.com/rendercrawl/render/fetch"
)

// headerLinks are the URLs a response's headers point to: Link (except
// the resource hints and styles a page loads, not links to pages) and
// Refresh; relative ones are resolved against base.
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
	if t := fetch.RefreshTarget(h.Get("Refresh")); t != "" {
		add(t)
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
