package archive

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"

	"github.com/rendercrawl/render/internal/testkit/testsite"
	"github.com/rendercrawl/render/sink"
	"github.com/rendercrawl/render/webpage"
)

// writeWARC archives pages in a fresh WARC and reads it back with the
// Internet Archive's reader, checking what every reader needs: one gzip
// member per record, the writer's own library's strict validation, every
// block digest and every payload digest.
func writeWARC(t *testing.T, cfg Config, pages []*sink.Record) []readRecord {
	t.Helper()
	path := filepath.Join(t.TempDir(), "crawl.warc.gz")
	w, err := NewWARC(path, cfg)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range pages {
		if err := w.Write(r); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	recs := readWARCIA(t, path)
	if n := gzipMembers(t, path); n != len(recs) {
		t.Errorf("%d gzip members for %d records", n, len(recs))
	}
	if n := readWARCStrict(t, path); n != len(recs) {
		t.Errorf("strict reader read %d records, IA reader %d", n, len(recs))
	}
	checkDigests(t, recs)
	return recs
}

// checkDigests checks each record's block digest and, for a record with a
// payload, its payload digest; a revisit's payload digest must be its
// original's.
func checkDigests(t *testing.T, recs []readRecord) {
	t.Helper()
	byID := map[string]readRecord{}
	for _, r := range recs {
		byID[r.get("WARC-Record-ID")] = r
	}
	for i, r := range recs {
		if got := r.get("WARC-Block-Digest"); got != sha1Base32(r.Content) {
			t.Errorf("record %d: block digest %q, want %q", i, got, sha1Base32(r.Content))
		}
		payload := r.Content
		switch r.get("WARC-Type") {
		case "request", "response":
			_, payload, _ = bytes.Cut(r.Content, []byte("\r\n\r\n"))
		case "revisit":
			orig := byID[r.get("WARC-Refers-To")]
			_, payload, _ = bytes.Cut(orig.Content, []byte("\r\n\r\n"))
		case "warcinfo":
			continue
		}
		if got := r.get("WARC-Payload-Digest"); got != sha1Base32(payload) {
			t.Errorf("record %d (%s): payload digest %q, want %q", i, r.get("WARC-Type"), got, sha1Base32(payload))
		}
	}
}

// split is a record's HTTP head (its lines) and payload.
func split(r readRecord) ([]string, []byte) {
	head, payload, _ := bytes.Cut(r.Content, []byte("\r\n\r\n"))
	return strings.Split(string(head), "\r\n"), payload
}

func TestWARC(t *testing.T) {
	pages := fixturePages()
	recs := writeWARC(t, testConfig(), pages)
	var types []string
	for _, r := range recs {
		types = append(types, r.get("WARC-Type")+" "+strings.TrimPrefix(r.get("WARC-Target-URI"), site))
	}
	want := []string{"warcinfo ",
		"request /start", "response /start", "request /spa/1", "response /spa/1", "request /app.js", "response /app.js",
		"request /api/1.json?lang=en&q=a%20b", "response /api/1.json?lang=en&q=a%20b", "conversion /spa/1",
		"request /h2", "response /h2",
		"resource /rendered-only",
		"request /spa/2", "response /spa/2", "request /app.js", "revisit /app.js", "request /big.bin", "response /big.bin",
		"request /gone.css", "response /gone.css", "conversion /spa/2"}
	if !slices.Equal(types, want) {
		t.Fatalf("records:\n%s\nwant:\n%s", strings.Join(types, "\n"), strings.Join(want, "\n"))
	}
	ids := map[string]readRecord{}
	for i, r := range recs {
		id := r.get("WARC-Record-ID")
		if !strings.HasPrefix(id, "<urn:uuid:") || ids[id].Header != nil {
			t.Errorf("record %d: id %q missing or repeated", i, id)
		}
		ids[id] = r
		if i > 0 && r.get("WARC-Warcinfo-ID") != recs[0].get("WARC-Record-ID") {
			t.Errorf("record %d: warcinfo id %q", i, r.get("WARC-Warcinfo-ID"))
		}
		if r.get("Content-Length") != strconv.Itoa(len(r.Content)) {
			t.Errorf("record %d: Content-Length %q for %d bytes", i, r.get("Content-Length"), len(r.Content))
		}
	}
	for i := 1; i+1 < len(recs); i++ {
		req, resp := recs[i], recs[i+1]
		if req.get("WARC-Type") != "request" {
			continue
		}
		if req.get("WARC-Concurrent-To") != resp.get("WARC-Record-ID") || resp.get("WARC-Concurrent-To") != req.get("WARC-Record-ID") {
			t.Errorf("records %d, %d: request and response not linked", i, i+1)
		}
		if req.get("WARC-Date") != resp.get("WARC-Date") || req.get("WARC-Target-URI") != resp.get("WARC-Target-URI") {
			t.Errorf("records %d, %d: date or target differ", i, i+1)
		}
	}

	t.Run("warcinfo", func(t *testing.T) {
		info := recs[0]
		if info.get("WARC-Filename") != "crawl.warc.gz" || info.get("Content-Type") != "application/warc-fields" {
			t.Errorf("warcinfo header %v", info.Header)
		}
		for _, f := range []string{"software: render/test\r\n", "format: WARC File Format 1.1\r\n"} {
			if !bytes.Contains(info.Content, []byte(f)) {
				t.Errorf("warcinfo lacks %q: %q", f, info.Content)
			}
		}
	})
	t.Run("redirect", func(t *testing.T) {
		lines, payload := split(recs[2])
		if lines[0] != "HTTP/1.1 302 Found" || !slices.Contains(lines, "Location: /spa/1") || !slices.Contains(lines, "Content-Length: 0") || len(payload) != 0 {
			t.Errorf("redirect response %q", recs[2].Content)
		}
		if recs[2].get("WARC-Date") != "2026-03-01T12:00:00Z" || recs[4].get("WARC-Date") != "2026-03-01T12:00:01Z" {
			t.Errorf("dates %q, %q: want each exchange's start", recs[2].get("WARC-Date"), recs[4].get("WARC-Date"))
		}
	})
	t.Run("document", func(t *testing.T) {
		reqLines, _ := split(recs[3])
		if reqLines[0] != "GET /spa/1 HTTP/1.1" || reqLines[1] != "Host: 127.0.0.1:8080" {
			t.Errorf("request head %q", reqLines)
		}
		if !slices.Contains(reqLines, "Authorization: ***") || slices.ContainsFunc(reqLines, func(l string) bool { return strings.HasPrefix(l, ":") }) {
			t.Errorf("request head %q: want Authorization masked and no pseudo-header", reqLines)
		}
		lines, payload := split(recs[4])
		if lines[0] != "HTTP/1.1 200 OK" || !bytes.Equal(payload, shell) {
			t.Errorf("response %q", recs[4].Content)
		}
		hdr := strings.Join(lines[1:], "\n")
		for _, bad := range []string{"Content-Encoding", "Transfer-Encoding", "Content-Length: 12", "s3cret"} {
			if strings.Contains(hdr, bad) {
				t.Errorf("response header keeps %s:\n%s", bad, hdr)
			}
		}
		for _, good := range []string{fmt.Sprintf("Content-Length: %d", len(shell)), "Set-Cookie: sid=***; Path=/; HttpOnly", "Set-Cookie: theme=***"} {
			if !strings.Contains(hdr, good) {
				t.Errorf("response header lacks %q:\n%s", good, hdr)
			}
		}
		if cookie, _ := split(recs[1]); !slices.Contains(cookie, "Cookie: sid=***; theme=***") {
			t.Errorf("redirect's request %q: want its cookies masked", cookie)
		}
	})
	t.Run("conversion", func(t *testing.T) {
		for _, c := range []struct {
			conv, resp int
			page       *sink.Record
		}{{9, 4, pages[0]}, {21, 14, pages[5]}} {
			conv := recs[c.conv]
			if conv.get("WARC-Refers-To") != recs[c.resp].get("WARC-Record-ID") || string(conv.Content) != c.page.HTML ||
				conv.get("WARC-Target-URI") != c.page.FinalURL || conv.get("Content-Type") != "text/html; charset=utf-8" {
				t.Errorf("conversion %d: %v %q", c.conv, conv.Header, conv.Content)
			}
		}
	})
	t.Run("h2 on the wire", func(t *testing.T) {
		if lines, _ := split(recs[11]); lines[0] != "HTTP/2.0 404 Not Found" {
			t.Errorf("status line %q", lines[0])
		}
		if lines, _ := split(recs[8]); lines[0] != "HTTP/1.1 200 OK" {
			t.Errorf("h2 status line %q", lines[0])
		}
	})
	t.Run("resource", func(t *testing.T) {
		res := recs[12]
		if res.get("Content-Type") != "text/html; charset=utf-8" || string(res.Content) != pages[3].HTML {
			t.Errorf("resource %v %q", res.Header, res.Content)
		}
	})
	t.Run("revisit", func(t *testing.T) {
		rev, orig := recs[16], recs[6]
		if rev.get("WARC-Profile") != "http://netpreserve.org/warc/1.1/revisit/identical-payload-digest" ||
			rev.get("WARC-Refers-To-Target-URI") != site+"/app.js" || rev.get("WARC-Refers-To-Date") != orig.get("WARC-Date") ||
			rev.get("WARC-Refers-To") != orig.get("WARC-Record-ID") || rev.get("WARC-Payload-Digest") != orig.get("WARC-Payload-Digest") {
			t.Errorf("revisit %v, original %v", rev.Header, orig.Header)
		}
		if lines, payload := split(rev); lines[0] != "HTTP/1.1 200 OK" || len(payload) != 0 || !slices.Contains(lines, fmt.Sprintf("Content-Length: %d", len(appJS))) {
			t.Errorf("revisit block %q: want the response head, the original's length, no payload", rev.Content)
		}
		if rev.get("WARC-Date") != "2026-03-01T12:01:00Z" {
			t.Errorf("revisit date %q", rev.get("WARC-Date"))
		}
	})
	t.Run("truncated", func(t *testing.T) {
		big, gone := recs[18], recs[20]
		if _, payload := split(big); big.get("WARC-Truncated") != "length" || !bytes.Equal(payload, bigBody[:testMaxResp]) {
			t.Errorf("big: WARC-Truncated %q, %d bytes", big.get("WARC-Truncated"), len(payload))
		}
		if _, payload := split(gone); gone.get("WARC-Truncated") != "unspecified" || len(payload) != 0 {
			t.Errorf("gone: WARC-Truncated %q, %d bytes", gone.get("WARC-Truncated"), len(payload))
		}
		for _, r := range recs {
			if r.get("WARC-Truncated") != "" && r.get("WARC-Target-URI") != site+"/big.bin" && r.get("WARC-Target-URI") != site+"/gone.css" {
				t.Errorf("%s is marked truncated", r.get("WARC-Target-URI"))
			}
		}
		if got, want := pages[5].ArchiveTruncated, []string{site + "/big.bin", site + "/gone.css"}; !slices.Equal(got, want) {
			t.Errorf("ArchiveTruncated = %q, want %q", got, want)
		}
		if pages[0].ArchiveTruncated == nil || len(pages[0].ArchiveTruncated) != 0 || pages[2].ArchiveTruncated != nil {
			t.Errorf("ArchiveTruncated = %q and %q, want [] for a page archived whole, null for a failed one", pages[0].ArchiveTruncated, pages[2].ArchiveTruncated)
		}
	})
}

// TestWARCPageCap: once a page's bodies reach MaxPage, the next ones are
// cut to what is left, then to nothing.
func TestWARCPageCap(t *testing.T) {
	cfg := testConfig()
	cfg.Limits = sink.Limits{MaxResponse: 0, MaxPage: 250}
	body := bytes.Repeat([]byte("x"), 100)
	r := &sink.Record{URL: site + "/p", Content: webpage.Content{FinalURL: site + "/p", Status: 200}, Mode: sink.ModeHTTP, FetchedAt: at}
	for i := range 4 {
		r.Exchanges = append(r.Exchanges, &sink.Exchange{URL: fmt.Sprintf("%s/%d", site, i), Status: 200,
			ResponseHeader: map[string][]string{"Content-Type": {"text/plain"}}, Body: append(bytes.Clone(body), byte('0'+i))})
	}
	recs := writeWARC(t, cfg, []*sink.Record{r})
	var sizes []int
	for _, rec := range recs {
		if rec.get("WARC-Type") == "response" {
			_, payload := split(rec)
			sizes = append(sizes, len(payload))
		}
	}
	if !slices.Equal(sizes, []int{101, 101, 48, 0}) {
		t.Errorf("payload sizes %v, want 101, 101, 48, 0", sizes)
	}
	if !slices.Equal(r.ArchiveTruncated, []string{site + "/2", site + "/3"}) {
		t.Errorf("ArchiveTruncated = %q", r.ArchiveTruncated)
	}
}

// TestWARCStart: pages from many goroutines keep their records together
// and linked; a resumed crawl appends to the file, with a warcinfo
// record of its own; a fresh run replaces it.
func TestWARCStart(t *testing.T) {
	path := filepath.Join(t.TempDir(), "crawl.warc.gz")
	const pages = 40
	run := func(start sink.Start, n int) {
		cfg := testConfig()
		cfg.Start = start
		w, err := NewWARC(path, cfg)
		if err != nil {
			t.Fatal(err)
		}
		var wg sync.WaitGroup
		for i := range pages {
			wg.Go(func() {
				u := fmt.Sprintf("%s/%d/%d", site, n, i)
				body := bytes.Repeat([]byte(u), 1+i)
				r := &sink.Record{URL: u, Content: webpage.Content{FinalURL: u, Status: 200, HTML: "<p>" + u + "</p>"}, Mode: sink.ModeBrowser,
					Exchanges: []*sink.Exchange{{URL: u, Proto: "HTTP/1.1", Status: 200, Body: body}}}
				if err := w.Write(r); err != nil {
					t.Error(err)
				}
			})
		}
		wg.Wait()
		if err := w.Close(); err != nil {
			t.Fatal(err)
		}
	}
	run(sink.Fresh, 0)
	run(sink.Resumed, 1)
	recs := readWARCIA(t, path)
	if want := 2 * (1 + 3*pages); len(recs) != want {
		t.Fatalf("%d records after a resumed run, want %d", len(recs), want)
	}
	for i := 0; i < len(recs); {
		if recs[i].get("WARC-Type") == "warcinfo" {
			i++
			continue
		}
		req, resp, conv := recs[i], recs[i+1], recs[i+2]
		target := req.get("WARC-Target-URI")
		if req.get("WARC-Type") != "request" || resp.get("WARC-Type") != "response" || conv.get("WARC-Type") != "conversion" ||
			resp.get("WARC-Target-URI") != target || conv.get("WARC-Target-URI") != target ||
			conv.get("WARC-Refers-To") != resp.get("WARC-Record-ID") || req.get("WARC-Concurrent-To") != resp.get("WARC-Record-ID") {
			t.Fatalf("records %d-%d are not one page's request, response and conversion", i, i+2)
		}
		if string(conv.Content) != "<p>"+target+"</p>" {
			t.Errorf("%s: conversion holds %q", target, conv.Content)
		}
		i += 3
	}
	run(sink.Fresh, 2)
	if recs := readWARCIA(t, path); len(recs) != 1+3*pages || !strings.Contains(recs[1].get("WARC-Target-URI"), "/2/") {
		t.Errorf("%d records after a fresh run, want %d, of that run", len(recs), 1+3*pages)
	}
}

func TestWARCErrorIsFinal(t *testing.T) {
	path := filepath.Join(t.TempDir(), "crawl.warc.gz")
	w, err := NewWARC(path, testConfig())
	if err != nil {
		t.Fatal(err)
	}
	w.f.Close() // the file goes away under the sink: the next write fails
	first := w.Write(fixturePages()[0])
	if !errors.Is(first, os.ErrClosed) {
		t.Fatalf("Write = %v, want the write error of the closed file", first)
	}
	if err := w.Write(fixturePages()[3]); err != first {
		t.Errorf("later Write = %v, want the first error", err)
	}
	if err := w.Close(); err != first {
		t.Errorf("Close = %v, want the first error", err)
	}
	if err := w.Write(fixturePages()[0]); err != first {
		t.Errorf("Write after Close = %v, want the first error", err)
	}
}

func TestNewWARCError(t *testing.T) {
	path := filepath.Join(t.TempDir(), "missing", "crawl.warc.gz")
	_, err := NewWARC(path, testConfig())
	var pe *fs.PathError
	if !errors.Is(err, fs.ErrNotExist) || !errors.As(err, &pe) || pe.Path != path {
		t.Fatalf("NewWARC = %v, want the archive's path not found", err)
	}
	cfg := testConfig()
	cfg.Limits.MaxPage = -1
	var ce *ConfigError
	if _, err := NewWARC(path, cfg); !errors.As(err, &ce) || ce.Field != "Limits.MaxPage" {
		t.Errorf("NewWARC with a negative limit = %v, want a ConfigError naming the field", err)
	}
}

// TestWARCOnAFullDisk archives pages on a small disk until a write fails
// for want of space: the file still ends with a whole record, and every
// reader reads all of it.
func TestWARCOnAFullDisk(t *testing.T) {
	path := filepath.Join(testsite.SmallDisk(t, 96<<10), "crawl.warc.gz")
	w, err := NewWARC(path, testConfig())
	if err != nil {
		t.Fatal(err)
	}
	var werr error
	for i := 0; werr == nil && i < 10000; i++ {
		for _, p := range fixturePages() {
			r := *p
			r.URL += "?n=" + strconv.Itoa(i)
			if werr = w.Write(&r); werr != nil {
				break
			}
		}
	}
	if !errors.Is(werr, syscall.ENOSPC) {
		t.Fatalf("the writes ended with %v, want ENOSPC", werr)
	}
	if err := w.Close(); !errors.Is(err, syscall.ENOSPC) {
		t.Errorf("Close = %v, want the write's error", err)
	}
	recs := readWARCIA(t, path)
	if n := gzipMembers(t, path); n != len(recs) || n < 3 {
		t.Errorf("%d gzip members for %d records", n, len(recs))
	}
	if n := readWARCStrict(t, path); n != len(recs) {
		t.Errorf("strict reader read %d records, IA reader %d", n, len(recs))
	}
	checkDigests(t, recs)
}
