package extract

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"golang.org/x/net/html"
)

// FuzzTagNames checks the tag names extraction reads from raw tags
// against the tokenizer's on arbitrary markup, and that one pass over it
// does not panic.
func FuzzTagNames(f *testing.F) {
	pages, _ := filepath.Glob(filepath.Join(fixtureDir, "pages", "*.html"))
	for _, p := range pages {
		if b, err := os.ReadFile(p); err == nil {
			f.Add(b)
		}
	}
	f.Add([]byte("<A HREF=x>a</A><svg:Path/><p\x00>x</p\x00><br/ ><TaBlE\t>"))
	f.Fuzz(func(t *testing.T, doc []byte) {
		checkTagNames(t, doc)
		HTML(doc, nil, Options{Subresources: true, DataWords: true})
	})
}

// checkTagNames checks that names taken from raw tags, as extraction does
// to save the tokenizer's copies, match the tokenizer's own TagName.
func checkTagNames(t *testing.T, doc []byte) {
	z := html.NewTokenizer(bytes.NewReader(doc))
	for {
		switch z.Next() {
		case html.ErrorToken:
			return
		case html.StartTagToken, html.SelfClosingTagToken, html.EndTagToken:
			raw := rawTagName(z.Raw())
			if bytes.IndexByte(raw, 0) >= 0 {
				continue // the tokenizer turns NUL into U+FFFD
			}
			got := tagName(raw)
			name, _ := z.TagName()
			if got != string(name) {
				t.Fatalf("tag name from raw %q is %q, tokenizer says %q", z.Raw(), got, name)
			}
		}
	}
}
