package crawl

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/rendercrawl/render/sink"
	"github.com/rendercrawl/render/webpage"
)

// TestPageRecordIsACrawlRecord checks the record of a page taken outside
// a crawl has the shape of a crawl's: the page's fields, mode browser,
// reason forced, empty lists as [], and an error's kind.
func TestPageRecordIsACrawlRecord(t *testing.T) {
	start := time.Now()
	p := &Page{Mode: sink.ModeBrowser, Content: webpage.Content{FinalURL: "http://a.test/b", Status: 404, Title: "T", HTML: "<html></html>"}, Elapsed: 3 * time.Millisecond}
	rec := PageRecord(context.Background(), "http://a.test/", p, nil, start, false)
	if rec.URL != "http://a.test/" || rec.FinalURL != p.FinalURL || rec.Status != 404 || rec.Title != "T" ||
		rec.Mode != sink.ModeBrowser || rec.Reason != ReasonForced || rec.Attempts != 1 || rec.ElapsedMS != 3 {
		t.Errorf("record %+v does not carry the page", rec)
	}
	if rec.Links == nil || rec.FailedRequests == nil || rec.FailedChecks == nil || rec.Console == nil {
		t.Errorf("record %+v has a null list", rec)
	}
	rec = PageRecord(context.Background(), "http://a.test/", nil, &Error{Kind: KindTimeout, Err: errors.New("slow")}, start, false)
	if rec.ErrorKind != string(KindTimeout) || rec.Error == "" || rec.Links == nil {
		t.Errorf("error record %+v: want kind timeout", rec)
	}
}

// TestPageRecordHasTheMeta checks that the record render serve gives
// (format=json) has the metadata, headers and hash a crawl's has.
func TestPageRecordHasTheMeta(t *testing.T) {
	p := &Page{Mode: sink.ModeBrowser, Content: webpage.Content{FinalURL: "http://a.test/b", Status: 200, Text: "Hello", HTML: `<html lang="fr"><head><meta name="robots" content="noindex"><meta property="og:title" content="T"></head><body>Hello</body></html>`}, IsHTML: true,
		Header: http.Header{"Content-Type": {"text/html"}, "X-Secret": {"s"}}}
	rec := PageRecord(context.Background(), "http://a.test/b", p, nil, time.Now(), false)
	if rec.Meta == nil || rec.Meta.Lang != "fr" || rec.Meta.OpenGraph["og:title"] != "T" || !rec.Noindex {
		t.Errorf("meta %+v, noindex %v", rec.Meta, rec.Noindex)
	}
	if rec.Headers["content-type"] != "text/html" || rec.Headers["x-secret"] != "" || rec.ContentHash == "" {
		t.Errorf("headers %v, content_hash %q", rec.Headers, rec.ContentHash)
	}
}

// TestContentHashIsTheTextsSHA256 checks the hash read through a buffer
// is the SHA-256 of the whole text, at sizes about the buffer's.
func TestContentHashIsTheTextsSHA256(t *testing.T) {
	for _, n := range []int{1, 4095, 4096, 4097, 3*4096 + 7} {
		text := strings.Repeat("é", n)[:n]
		sum := sha256.Sum256([]byte(text))
		if got, want := contentHash(text), "sha256:"+hex.EncodeToString(sum[:]); got != want {
			t.Errorf("%d bytes: %s, want %s", n, got, want)
		}
	}
	if got := contentHash(""); got != "" {
		t.Errorf("empty text: %q", got)
	}
}
