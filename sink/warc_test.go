package sink

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"crypto/sha1"
	"encoding/base32"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	iawarc "github.com/internetarchive/gowarc"
	"github.com/nlnwa/gowarc/v3"
)

// warcRecord is a record as read back by a reader that is not the writer.
type warcRecord struct {
	Header  map[string]string // field names in canonical WARC case
	Content []byte
}

func (r warcRecord) get(name string) string {
	for k, v := range r.Header {
		if strings.EqualFold(k, name) {
			return v
		}
	}
	return ""
}

// readWARCIA reads a WARC file with the Internet Archive's gowarc reader,
// a different implementation from the writer (nlnwa/gowarc).
func readWARCIA(t *testing.T, path string) []warcRecord {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rd, err := iawarc.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	defer rd.Close()
	var out []warcRecord
	for {
		rec, err := rd.ReadRecord()
		if errors.Is(err, io.EOF) {
			return out
		}
		if err != nil {
			t.Fatalf("record %d: %v", len(out), err)
		}
		if rec.Version != "WARC/1.1" {
			t.Errorf("record %d: version %q", len(out), rec.Version)
		}
		if _, err := rec.Content.Seek(0, io.SeekStart); err != nil {
			t.Fatal(err)
		}
		content, err := io.ReadAll(rec.Content)
		rec.Content.Close()
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, warcRecord{Header: rec.Header, Content: content})
	}
}

// gzipMembers splits a .warc.gz into its gzip members, one by one, and
// checks that each holds exactly one whole record: version line, header,
// Content-Length bytes of block, the closing CRLF CRLF, nothing more.
func gzipMembers(t *testing.T, path string) int {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	br := bufio.NewReader(f)
	zr, err := gzip.NewReader(br)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for {
		zr.Multistream(false)
		member, err := io.ReadAll(zr)
		if err != nil {
			t.Fatalf("member %d: %v", n, err)
		}
		rest, ok := bytes.CutPrefix(member, []byte("WARC/1.1\r\n"))
		header, block, found := bytes.Cut(rest, []byte("\r\n\r\n"))
		if !ok || !found {
			t.Fatalf("member %d is not a WARC/1.1 record: %.80q", n, member)
		}
		length := -1
		for _, line := range strings.Split(string(header), "\r\n") {
			if k, v, _ := strings.Cut(line, ":"); strings.EqualFold(k, "Content-Length") {
				length, _ = strconv.Atoi(strings.TrimSpace(v))
			}
		}
		if length < 0 || len(block) != length+4 || !bytes.HasSuffix(block, []byte("\r\n\r\n")) {
			t.Fatalf("member %d: Content-Length %d, but %d bytes follow the header", n, length, len(block))
		}
		n++
		if err := zr.Reset(br); errors.Is(err, io.EOF) {
			return n
		} else if err != nil {
			t.Fatalf("member %d: %v", n, err)
		}
	}
}

// readWARCStrict reads the file with the writer's own library in strict
// mode, which checks every field, both digests and every length.
func readWARCStrict(t *testing.T, path string) int {
	t.Helper()
	rd, err := gowarc.NewWarcFileReader(path, 0, gowarc.WithStrictValidation())
	if err != nil {
		t.Fatal(err)
	}
	defer rd.Close()
	n := 0
	for {
		rec, err := rd.Next()
		if errors.Is(err, io.EOF) {
			return n
		}
		if err != nil {
			t.Fatalf("record %d: %v", n, err)
		}
		if len(rec.Validation) > 0 {
			t.Errorf("record %d: %v", n, rec.Validation)
		}
		rec.Close()
		n++
	}
}

func sha1Base32(b []byte) string {
	sum := sha1.Sum(b)
	return "sha1:" + base32.StdEncoding.EncodeToString(sum[:])
}

func archivedPages() []*Record {
	at := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	body := []byte(`<html><body><div id="root"></div><script src="/app.js"></script></body></html>`)
	return []*Record{
		{
			URL: "http://127.0.0.1:8080/spa", FinalURL: "http://127.0.0.1:8080/spa?lang=en", Status: 200, Mode: ModeBrowser, FetchedAt: at,
			HTML: `<html><head></head><body><div id="root"><p>RENDERED</p></div></body></html>`,
			Exchange: &Exchange{
				Method:        http.MethodGet,
				RequestHeader: http.Header{"User-Agent": {"render/1"}, "Accept-Encoding": {"gzip, br"}},
				Proto:         "HTTP/1.1", Status: 200,
				ResponseHeader: http.Header{
					"Content-Type":      {"text/html; charset=utf-8"},
					"Content-Encoding":  {"gzip"},
					"Transfer-Encoding": {"chunked"},
					"Content-Length":    {"12"},
					"Set-Cookie":        {"a=1", "b=2"},
				},
				Body: body,
			},
		},
		{
			URL: "http://127.0.0.1:8080/static.html", FinalURL: "http://127.0.0.1:8080/static.html", Status: 404, Mode: ModeHTTP, FetchedAt: at,
			HTML:     "<p>not found</p>",
			Exchange: &Exchange{Proto: "HTTP/2.0", Status: 404, ResponseHeader: http.Header{"Content-Type": {"text/html"}}, Body: []byte("<p>not found</p>")},
		},
		{URL: "http://127.0.0.1:8080/down", Mode: ModeBrowser, Error: "fetch: refused", FetchedAt: at},
		{URL: "http://127.0.0.1:8080/rendered-only", FinalURL: "http://127.0.0.1:8080/rendered-only", Status: 200, Mode: ModeBrowser, FetchedAt: at, HTML: "<p>only the DOM</p>"},
		{URL: "http://127.0.0.1:8080/file.pdf", FinalURL: "http://127.0.0.1:8080/file.pdf", Status: 200, Mode: ModeHTTP, FetchedAt: at},
		{
			URL: "http://127.0.0.1:8080/h2", FinalURL: "http://127.0.0.1:8080/h2", Status: 200, Mode: ModeHTTP, FetchedAt: at,
			Exchange: &Exchange{Proto: "HTTP/2", Status: 200, Body: nil},
		},
	}
}

func TestWARC(t *testing.T) {
	path := filepath.Join(t.TempDir(), "crawl.warc.gz")
	w, err := NewWARC(path, "render/test")
	if err != nil {
		t.Fatal(err)
	}
	pages := archivedPages()
	for _, r := range pages {
		if err := w.Write(r); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}

	recs := readWARCIA(t, path)
	var types []string
	for _, r := range recs {
		types = append(types, r.get("WARC-Type"))
	}
	want := []string{"warcinfo", "request", "response", "conversion", "request", "response", "resource", "request", "response"}
	if strings.Join(types, " ") != strings.Join(want, " ") {
		t.Fatalf("record types = %v, want %v", types, want)
	}
	if n := gzipMembers(t, path); n != len(recs) {
		t.Errorf("%d gzip members for %d records", n, len(recs))
	}
	if n := readWARCStrict(t, path); n != len(recs) {
		t.Errorf("strict reader read %d records, IA reader %d", n, len(recs))
	}

	ids := map[string]warcRecord{}
	for i, r := range recs {
		id := r.get("WARC-Record-ID")
		if !strings.HasPrefix(id, "<urn:uuid:") || ids[id].Header != nil {
			t.Errorf("record %d: id %q missing or repeated", i, id)
		}
		ids[id] = r
		if got := r.get("WARC-Block-Digest"); got != sha1Base32(r.Content) {
			t.Errorf("record %d: block digest %q, want %q", i, got, sha1Base32(r.Content))
		}
		if r.get("WARC-Date") == "" || r.get("Content-Length") != strconv.Itoa(len(r.Content)) {
			t.Errorf("record %d: date %q, length %q for %d bytes", i, r.get("WARC-Date"), r.get("Content-Length"), len(r.Content))
		}
		if i > 0 && r.get("WARC-Warcinfo-ID") != recs[0].get("WARC-Record-ID") {
			t.Errorf("record %d: warcinfo id %q", i, r.get("WARC-Warcinfo-ID"))
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
		if _, err := time.Parse(time.RFC3339Nano, info.get("WARC-Date")); err != nil {
			t.Errorf("creation date: %v", err)
		}
	})

	tests := []struct {
		name               string
		first              int // index of the page's first record
		page               *Record
		statusLine         string
		requestLine        string
		conversion, isResp bool
	}{
		{name: "rendered page", first: 1, page: pages[0], statusLine: "HTTP/1.1 200 OK", requestLine: "GET /spa?lang=en HTTP/1.1", conversion: true},
		{name: "http page, h2 on the wire", first: 4, page: pages[1], statusLine: "HTTP/2.0 404 Not Found", requestLine: "GET /static.html HTTP/1.1"},
		{name: "h2 without a minor version", first: 7, page: pages[5], statusLine: "HTTP/1.1 200 OK", requestLine: "GET /h2 HTTP/1.1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			req, resp := recs[tt.first], recs[tt.first+1]
			for _, r := range []warcRecord{req, resp} {
				if r.get("WARC-Target-URI") != tt.page.FinalURL {
					t.Errorf("%s target %q, want the final URL %q", r.get("WARC-Type"), r.get("WARC-Target-URI"), tt.page.FinalURL)
				}
			}
			if req.get("WARC-Concurrent-To") != resp.get("WARC-Record-ID") || resp.get("WARC-Concurrent-To") != req.get("WARC-Record-ID") {
				t.Error("request and response are not linked by WARC-Concurrent-To")
			}
			if req.get("Content-Type") != "application/http;msgtype=request" || resp.get("Content-Type") != "application/http;msgtype=response" {
				t.Errorf("content types %q, %q", req.get("Content-Type"), resp.get("Content-Type"))
			}

			reqHead := string(req.Content)
			if !strings.HasPrefix(reqHead, tt.requestLine+"\r\nHost: 127.0.0.1:8080\r\n") || !strings.HasSuffix(reqHead, "\r\n\r\n") {
				t.Errorf("request block %q", reqHead)
			}
			for k, vs := range tt.page.Exchange.RequestHeader {
				if !strings.Contains(reqHead, "\r\n"+k+": "+vs[0]+"\r\n") {
					t.Errorf("request block lacks %s: %q", k, reqHead)
				}
			}

			head, payload, _ := bytes.Cut(resp.Content, []byte("\r\n\r\n"))
			lines := strings.Split(string(head), "\r\n")
			if lines[0] != tt.statusLine {
				t.Errorf("status line %q, want %q", lines[0], tt.statusLine)
			}
			if !bytes.Equal(payload, tt.page.Exchange.Body) {
				t.Errorf("response payload %q, want the body %q", payload, tt.page.Exchange.Body)
			}
			if got := resp.get("WARC-Payload-Digest"); got != sha1Base32(tt.page.Exchange.Body) {
				t.Errorf("payload digest %q, want %q", got, sha1Base32(tt.page.Exchange.Body))
			}
			hdr := strings.Join(lines[1:], "\n")
			for _, bad := range []string{"Content-Encoding", "Transfer-Encoding", "Content-Length: 12"} {
				if strings.Contains(hdr, bad) {
					t.Errorf("response header keeps %s:\n%s", bad, hdr)
				}
			}
			if !strings.Contains(hdr, fmt.Sprintf("Content-Length: %d", len(tt.page.Exchange.Body))) {
				t.Errorf("response header lacks the body's length:\n%s", hdr)
			}

			if !tt.conversion {
				return
			}
			conv := recs[tt.first+2]
			ref := ids[conv.get("WARC-Refers-To")]
			if ref.get("WARC-Type") != "response" || conv.get("WARC-Refers-To") != resp.get("WARC-Record-ID") {
				t.Errorf("conversion refers to %q, want the response %q", conv.get("WARC-Refers-To"), resp.get("WARC-Record-ID"))
			}
			if conv.get("WARC-Target-URI") != tt.page.FinalURL || conv.get("Content-Type") != "text/html; charset=utf-8" {
				t.Errorf("conversion target %q type %q", conv.get("WARC-Target-URI"), conv.get("Content-Type"))
			}
			if string(conv.Content) != tt.page.HTML {
				t.Errorf("conversion payload %q, want the rendered HTML %q", conv.Content, tt.page.HTML)
			}
		})
	}

	t.Run("repeated response headers", func(t *testing.T) {
		if !bytes.Contains(recs[2].Content, []byte("\r\nSet-Cookie: a=1\r\nSet-Cookie: b=2\r\n")) {
			t.Errorf("response block %q", recs[2].Content)
		}
	})

	t.Run("resource", func(t *testing.T) {
		res := recs[6]
		if res.get("WARC-Target-URI") != pages[3].FinalURL || res.get("Content-Type") != "text/html; charset=utf-8" || string(res.Content) != pages[3].HTML {
			t.Errorf("resource %v %q", res.Header, res.Content)
		}
		if res.get("WARC-Payload-Digest") != sha1Base32([]byte(pages[3].HTML)) {
			t.Errorf("resource payload digest %q", res.get("WARC-Payload-Digest"))
		}
	})
}

// TestWARCConcurrent writes pages from many goroutines and checks that
// each page's records stay together and linked, and that a second run
// appends to the file rather than replacing it.
func TestWARCConcurrent(t *testing.T) {
	path := filepath.Join(t.TempDir(), "crawl.warc.gz")
	const pages = 40
	for run := range 2 {
		w, err := NewWARC(path, "render")
		if err != nil {
			t.Fatal(err)
		}
		var wg sync.WaitGroup
		for i := range pages {
			wg.Go(func() {
				u := fmt.Sprintf("http://127.0.0.1:9/%d/%d", run, i)
				body := bytes.Repeat([]byte(u), 100+i*50)
				r := &Record{URL: u, FinalURL: u, Status: 200, Mode: ModeBrowser, HTML: "<p>" + u + "</p>",
					Exchange: &Exchange{Proto: "HTTP/1.1", Status: 200, Body: body}}
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
	recs := readWARCIA(t, path)
	if want := 2 * (1 + 3*pages); len(recs) != want {
		t.Fatalf("%d records, want %d", len(recs), want)
	}
	if n := gzipMembers(t, path); n != len(recs) {
		t.Errorf("%d gzip members for %d records", n, len(recs))
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
}

func TestWARCErrorIsFinal(t *testing.T) {
	path := filepath.Join(t.TempDir(), "crawl.warc.gz")
	w, err := NewWARC(path, "render")
	if err != nil {
		t.Fatal(err)
	}
	w.f.Close() // the file goes away under the sink: the next write fails
	page := archivedPages()[0]
	first := w.Write(page)
	if !errors.Is(first, os.ErrClosed) {
		t.Fatalf("Write = %v, want the write error of the closed file", first)
	}
	if err := w.Write(archivedPages()[3]); err != first {
		t.Errorf("later Write = %v, want the first error", err)
	}
	if err := w.Close(); err != first {
		t.Errorf("Close = %v, want the first error", err)
	}
	if err := w.Write(page); err != first {
		t.Errorf("Write after Close = %v, want the first error", err)
	}
}

func TestNewWARCError(t *testing.T) {
	path := filepath.Join(t.TempDir(), "missing", "crawl.warc.gz")
	_, err := NewWARC(path, "render")
	var pe *fs.PathError
	if !errors.Is(err, fs.ErrNotExist) || !errors.As(err, &pe) || pe.Path != path {
		t.Fatalf("NewWARC = %v, want the archive's path not found", err)
	}
}
