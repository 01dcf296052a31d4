package extract

import (
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// TestSubresourcesOfTheMarkup: a page naming every kind of sub-resource
// lists each one, resolved against its <base href>, with the type a
// browser would give it; links, canonical links and data: URLs are not
// sub-resources.
func TestSubresourcesOfTheMarkup(t *testing.T) {
	markup, err := os.ReadFile(filepath.Join("..", "..", "testdata", "site", "requests", "markup.html"))
	if err != nil {
		t.Fatal(err)
	}
	const base = "http://site.test"
	x := HTML(markup, mustURL(t, base+"/requests/markup.html"), Options{Subresources: true})
	b := base + "/requests/base/"
	want := []Subresource{
		{b + "style.css", "GET", "Stylesheet", "link[rel=stylesheet]", false},
		{b + "font.woff2", "GET", "Other", "link[rel=preload]", false},
		{base + "/favicon.ico", "GET", "Image", "link[rel=icon]", false},
		{b + "app.webmanifest", "GET", "Manifest", "link[rel=manifest]", false},
		{b + "script.js", "GET", "Script", "script[src]", false},
		{b + "bg.png", "GET", "Image", "style url()", false},
		{b + "imported.css", "GET", "Stylesheet", "style url()", false},
		{b + "body-bg.png", "GET", "Image", "body[background]", false},
		{b + "img.png", "GET", "Image", "img[src]", false},
		{b + "img-1x.png", "GET", "Image", "img[srcset]", false},
		{b + "img-2x.png", "GET", "Image", "img[srcset]", false},
		{b + "pic.webp", "GET", "Image", "source[srcset]", false},
		{b + "pic.png", "GET", "Image", "img[src]", false},
		{b + "frame.html", "GET", "Document", "iframe[src]", false},
		{base + "/requests/srcdoc.png", "GET", "Image", "img[src]", false},
		{b + "frame2.html", "GET", "Document", "frame[src]", false},
		{b + "movie.swf", "GET", "Other", "object[data]", false},
		{b + "embed.swf", "GET", "Other", "embed[src]", false},
		{base + "/requests/java/Applet.class", "GET", "Other", "applet[code]", false},
		{b + "sound.mp3", "GET", "Media", "audio[src]", false},
		{b + "clip.webm", "GET", "Media", "video[src]", false},
		{b + "poster.jpg", "GET", "Image", "video[poster]", false},
		{b + "clip.mp4", "GET", "Media", "source[src]", false},
		{b + "subs.vtt", "GET", "TextTrack", "track[src]", false},
		{b + "button.png", "GET", "Image", "input[src]", false},
		{b + "svg-image.png", "GET", "Image", "image[href]", false},
		{b + "sprite.svg#icon", "GET", "Image", "use[xlink:href]", false},
		{b + "table-bg.png", "GET", "Image", "table[background]", false},
		{b + "td-bg.png", "GET", "Image", "td[background]", false},
		{b + "div-bg.png", "GET", "Image", "[style] url()", false},
		{base + "/requests/search", "GET", "Document", "form[action]", false},
		{base + "/requests/post", "POST", "Document", "form[action]", false},
	}
	got := x.Subresources
	for _, w := range want {
		if !slices.Contains(got, w) {
			t.Errorf("missing %+v", w)
		}
	}
	for _, g := range got {
		if !slices.Contains(want, g) {
			t.Errorf("unexpected %+v", g)
		}
	}
	// The link, and the page's canonical URL (a <link> of a page's rel).
	if len(x.Links) != 2 {
		t.Errorf("links = %q: the sub-resources leaked into them", x.Links)
	}
}

func TestSubresourcesOfLinkHeaders(t *testing.T) {
	h := http.Header{}
	h.Add("Link", `</a.css>; rel=preload; as=style, <https://cdn.test/b.js>; rel="preload"; as=script`)
	h.Add("Link", `</next>; rel=next`)
	got := HeaderSubresources(h, mustURL(t, "http://site.test/dir/page"))
	want := []Subresource{
		{"http://site.test/a.css", "GET", "Stylesheet", "Link header", true},
		{"https://cdn.test/b.js", "GET", "Script", "Link header", true},
		{"http://site.test/next", "GET", "Other", "Link header", true},
	}
	if !slices.Equal(got, want) {
		t.Errorf("got %+v\nwant %+v", got, want)
	}
}

// BenchmarkExtractSubresources is BenchmarkExtract's page and the
// markup fixture, with and without the list of sub-resources: what
// Config.Subresources costs the one pass.
func BenchmarkExtractSubresources(b *testing.B) {
	markup, err := os.ReadFile(filepath.Join("..", "..", "testdata", "site", "requests", "markup.html"))
	if err != nil {
		b.Fatal(err)
	}
	base := mustURL(b, "https://blog.example.com/2024/polite-crawler")
	for _, page := range []struct {
		name string
		doc  []byte
	}{{"static", readPage(b, "static.html")}, {"markup", markup}} {
		for _, subs := range []bool{false, true} {
			b.Run(fmt.Sprintf("%s/subresources=%v", page.name, subs), func(b *testing.B) {
				b.SetBytes(int64(len(page.doc)))
				b.ReportAllocs()
				for b.Loop() {
					HTML(page.doc, base, Options{Subresources: subs})
				}
			})
		}
	}
}
