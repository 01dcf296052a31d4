package archive

import (
	"bufio"
	"bytes"
	"encoding/base64"
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/rendercrawl/render/internal/testkit/archivetest"
	"github.com/rendercrawl/render/sink"
)

// writeHARs archives pages as HAR files in dir and returns the index.
func writeHARs(t *testing.T, dir string, cfg Config, pages []*sink.Record) []harIndexEntry {
	t.Helper()
	h, err := NewHAR(dir, cfg)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range pages {
		if err := h.Write(r); err != nil {
			t.Fatal(err)
		}
	}
	if err := h.Close(); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(filepath.Join(dir, HARIndex))
	if err != nil {
		t.Fatal(err)
	}
	var out []harIndexEntry
	lines := bufio.NewScanner(bytes.NewReader(b))
	for lines.Scan() {
		var e harIndexEntry
		if err := json.Unmarshal(lines.Bytes(), &e); err != nil {
			t.Fatalf("index line %q: %v", lines.Text(), err)
		}
		out = append(out, e)
	}
	return out
}

func readHAR(t *testing.T, path string) (harDoc, []byte) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var doc harDoc
	if err := json.Unmarshal(b, &doc); err != nil {
		t.Fatal(err)
	}
	return doc, b
}

func TestHAR(t *testing.T) {
	dir := t.TempDir()
	cfg := testConfig()
	cfg.HARBodies = true
	index := writeHARs(t, dir, cfg, fixturePages())
	var files, urls []string
	for _, e := range index {
		files = append(files, filepath.Join(dir, filepath.FromSlash(e.File)))
		urls = append(urls, strings.TrimPrefix(e.URL, site))
	}
	if !slices.Equal(urls, []string{"/start", "/h2", "/spa/2"}) || index[0].File != sink.PagePath(site+"/start", ".har") {
		t.Fatalf("index %+v: want the pages with exchanges, named by sink.PagePath", index)
	}

	doc, raw := readHAR(t, files[0])
	if bytes.Contains(raw, []byte("s3cret")) || bytes.Contains(raw, []byte("t0ken")) {
		t.Errorf("a credential is in the HAR: %s", raw)
	}
	log := doc.Log
	if log.Version != "1.2" || log.Creator.Name != "render" || len(log.Pages) != 1 || log.Pages[0].Title != "One" ||
		log.Pages[0].StartedDateTime != "2026-03-01T12:00:00.000Z" {
		t.Errorf("log %+v", log)
	}
	if len(log.Entries) != 4 {
		t.Fatalf("%d entries, want the 4 http(s) exchanges", len(log.Entries))
	}
	for i, e := range log.Entries {
		if e.Pageref != log.Pages[0].ID || e.Request.HeadersSize != -1 || e.Response.HeadersSize != -1 {
			t.Errorf("entry %d: pageref %q, header sizes %d, %d", i, e.Pageref, e.Request.HeadersSize, e.Response.HeadersSize)
		}
		sum := 0.0
		for _, v := range []float64{e.Timings.Blocked, e.Timings.DNS, e.Timings.Connect, e.Timings.Send, e.Timings.Wait, e.Timings.Receive} {
			sum += max(v, 0)
		}
		if e.Time != sum || e.Timings.Send < 0 || e.Timings.Wait < 0 || e.Timings.Receive < 0 {
			t.Errorf("entry %d: time %v for timings %+v", i, e.Time, e.Timings)
		}
	}
	redirect, main, api := log.Entries[0], log.Entries[1], log.Entries[3]
	if redirect.Response.Status != 302 || redirect.Response.RedirectURL != site+"/spa/1" || redirect.Response.BodySize != 0 ||
		redirect.ResourceType != "document" || redirect.StartedDateTime != "2026-03-01T12:00:00.000Z" {
		t.Errorf("redirect %+v", redirect)
	}
	if want := []harCookie{{Name: "sid", Value: mask}, {Name: "theme", Value: mask}}; !slices.Equal(redirect.Request.Cookies, want) {
		t.Errorf("request cookies %+v, want %+v", redirect.Request.Cookies, want)
	}
	if main.Timings != (harTimings{Blocked: 1, DNS: -1, Connect: -1, SSL: -1, Send: 1, Wait: 5, Receive: 2}) || main.Time != 9 {
		t.Errorf("timings %+v, time %v", main.Timings, main.Time)
	}
	c := main.Response.Content
	if c.Text != string(shell) || c.Encoding != "" || c.Size != int64(len(shell)) || c.Compression != int64(len(shell))-60 ||
		main.Response.BodySize != 60 || c.MimeType != "text/html; charset=utf-8" {
		t.Errorf("content %+v, body size %d", c, main.Response.BodySize)
	}
	if want := []harCookie{{Name: "sid", Value: mask, Path: "/", HTTPOnly: true}, {Name: "theme", Value: mask}}; !slices.Equal(main.Response.Cookies, want) {
		t.Errorf("response cookies %+v, want %+v", main.Response.Cookies, want)
	}
	if !slices.Contains(main.Request.Headers, harNV{Name: "Authorization", Value: mask}) {
		t.Errorf("request headers %+v", main.Request.Headers)
	}
	if want := []harNV{{"lang", "en"}, {"q", "a b"}}; !slices.Equal(api.Request.QueryString, want) || api.Response.HTTPVersion != "h2" {
		t.Errorf("query %+v, version %q", api.Request.QueryString, api.Response.HTTPVersion)
	}

	doc, _ = readHAR(t, files[2])
	cached, big, gone := doc.Log.Entries[1], doc.Log.Entries[2], doc.Log.Entries[3]
	if !cached.FromCache || cached.Response.BodySize != 0 || cached.ResourceType != "script" {
		t.Errorf("cached script %+v", cached)
	}
	if b, err := base64.StdEncoding.DecodeString(big.Response.Content.Text); err != nil || big.Response.Content.Encoding != "base64" ||
		!bytes.Equal(b, bigBody[:testMaxResp]) || big.Response.Content.Size != int64(len(bigBody)) ||
		big.Response.Content.Comment != "truncated: 1000 of 5000 bytes kept" {
		t.Errorf("big body: %+v", big.Response.Content)
	}
	if gone.Response.Content.Text != "" || gone.Response.Content.Comment != "not kept" {
		t.Errorf("body not kept: %+v", gone.Response.Content)
	}

	if n := archivetest.CheckHAR(t, files...); n != 4+1+4 {
		t.Errorf("har-validator counted %d entries, want 9", n)
	}
}

// TestHARStart: without bodies a HAR holds none; a resumed crawl appends
// to the index; a fresh run removes the HAR files the old index lists.
func TestHARStart(t *testing.T) {
	dir := t.TempDir()
	pages := fixturePages()
	index := writeHARs(t, dir, testConfig(), pages[:2])
	doc, _ := readHAR(t, filepath.Join(dir, index[0].File))
	for _, e := range doc.Log.Entries {
		if e.Response.Content.Text != "" {
			t.Errorf("%s: a body without HARBodies", e.Request.URL)
		}
	}
	cfg := testConfig()
	cfg.Start = sink.Resumed
	if index := writeHARs(t, dir, cfg, pages[5:]); len(index) != 3 {
		t.Errorf("index after a resumed run: %+v", index)
	}
	index = writeHARs(t, dir, testConfig(), pages[1:2])
	if len(index) != 1 || index[0].URL != site+"/h2" {
		t.Errorf("index after a fresh run: %+v", index)
	}
	for _, u := range []string{site + "/start", site + "/spa/2"} {
		if _, err := os.Stat(filepath.Join(dir, sink.PagePath(u, ".har"))); !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("%s: the HAR of an earlier run is left (%v)", u, err)
		}
	}
}
