package extract

import (
	"bytes"
	"testing"

	"golang.org/x/net/html"
)

// BenchmarkExtract is the one-pass extraction alone on the same page.
func BenchmarkExtract(b *testing.B) {
	page := readPage(b, "static.html")
	base := mustURL(b, "https://blog.example.com/2024/polite-crawler")
	b.SetBytes(int64(len(page)))
	b.ReportAllocs()
	for b.Loop() {
		x := extract(page, base)
		if x.Signals.Links != 17 {
			b.Fatalf("links = %d", x.Signals.Links)
		}
	}
}

// BenchmarkExtractThroughTokenizer is BenchmarkExtract reading the page
// through golang.org/x/net/html's Tokenizer instead of the lexer.
func BenchmarkExtractThroughTokenizer(b *testing.B) {
	page := readPage(b, "static.html")
	base := mustURL(b, "https://blog.example.com/2024/polite-crawler")
	b.SetBytes(int64(len(page)))
	b.ReportAllocs()
	for b.Loop() {
		x := htmlWith(html.NewTokenizer(bytes.NewReader(page)), page, base, Options{DataWords: true})
		if x.Signals.Links != 17 {
			b.Fatalf("links = %d", x.Signals.Links)
		}
	}
}
