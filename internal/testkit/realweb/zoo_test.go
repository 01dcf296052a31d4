package realweb

import (
	"html"
	"net/http"
	"path"
	"regexp"
	"strings"
	"testing"
)

var (
	scriptOrStyle = regexp.MustCompile(`(?is)<(script|style)\b.*?</(script|style)\s*>`)
	anyTag        = regexp.MustCompile(`(?s)<[^>]*>`)
	mountID       = regexp.MustCompile(`(?i)\bid\s*=\s*["']?(root|app|__next|__nuxt|___gatsby|svelte)["'\s>]`)
	paragraph     = regexp.MustCompile(`(?i)<p[\s>]`)
)

// The zoo's pages look static to any list of markers: prose of their own,
// no empty mount point, no template syntax in their text, no plea for
// JavaScript; and the books their scripts list are in none of them. The
// renamed tree names no file as the first does.
func TestZoo(t *testing.T) {
	c := Open(t)
	builds := 0
	for _, p := range c.Zoo.Pages {
		if p.Builds {
			builds++
		}
	}
	if builds < 20 || len(c.Zoo.Pages)-builds < builds {
		t.Errorf("%d pages build content, %d do not: want at least 20, and as many that do not", builds, len(c.Zoo.Pages)-builds)
	}
	for _, z := range []Zoo{c.Zoo, c.ZooRenamed} {
		_, index := get(t, z.Index)
		for _, p := range z.Pages {
			if !strings.Contains(string(index), `href="`+path.Base(p.URL)+`"`) {
				t.Errorf("%s does not link %s (%s)", z.Index, p.URL, p.Name)
			}
			checkZooPage(t, p)
		}
	}
	for _, p := range c.ZooRenamed.Pages {
		_, body := get(t, p.URL)
		for _, q := range c.Zoo.Pages {
			if strings.Contains(string(body), "node_modules/") || strings.Contains(string(body), path.Base(q.URL)) {
				t.Errorf("%s (%s) names a file by its first name", p.URL, p.Name)
				break
			}
		}
	}
}

// checkZooPage checks that a page of the zoo is served as the prose page
// it claims to be, without the texts its scripts add.
func checkZooPage(t *testing.T, p ZooPage) {
	t.Helper()
	resp, body := get(t, p.URL)
	if resp.StatusCode != http.StatusOK || resp.Header.Get("Content-Type") != "text/html" {
		t.Fatalf("%s (%s): status %d, Content-Type %q", p.URL, p.Name, resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	page := string(body)
	bare := scriptOrStyle.ReplaceAllString(page, "")
	text := strings.Join(strings.Fields(html.UnescapeString(anyTag.ReplaceAllString(bare, " "))), " ")
	switch {
	case !strings.Contains(page, "<script"):
		t.Errorf("%s (%s): runs no script", p.URL, p.Name)
	case mountID.MatchString(bare):
		t.Errorf("%s (%s): an app's mount id", p.URL, p.Name)
	case strings.Contains(text, "{{") || strings.Contains(strings.ToLower(bare), "<noscript"):
		t.Errorf("%s (%s): template syntax in its text, or a <noscript>", p.URL, p.Name)
	case len(text) < 600 || len(paragraph.FindAllString(bare, -1)) < 3:
		t.Errorf("%s (%s): %d characters of text in %d paragraphs, want prose", p.URL, p.Name, len(text), len(paragraph.FindAllString(bare, -1)))
	}
	if p.Builds != (len(p.Markers) > 0) {
		t.Errorf("%s (%s): builds %v with %d markers", p.URL, p.Name, p.Builds, len(p.Markers))
	}
	for _, title := range zooTitles {
		if strings.Contains(page, title) || strings.Contains(page, html.EscapeString(title)) {
			for _, m := range p.Markers {
				if m == title {
					t.Errorf("%s (%s): the page as served holds the marker %q", p.URL, p.Name, m)
				}
			}
		}
	}
}
