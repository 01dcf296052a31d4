package archive

import (
	"archive/zip"
	"bufio"
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/rendercrawl/render/sink"
	"github.com/rendercrawl/render/webpage"
)

// wacz is a WACZ package, read back.
type wacz struct {
	path    string
	files   map[string]*zip.File
	names   []string
	pkg     datapackage
	index   []cdxLine
	pages   []pageEntry
	entries map[string][]byte // every file's content
}

// readWACZ opens the package at path and checks what every package must
// hold: the files of WACZ 1.1.1, stored WARCs, a datapackage whose hashes
// and sizes are those of the files, its digest, a sorted index whose
// every line finds its record where a replay tool reads it (the gzip
// member at its offset inside the zip), and a page list.
func readWACZ(t *testing.T, path string) *wacz {
	t.Helper()
	zr, err := zip.OpenReader(path)
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	z := &wacz{path: path, files: map[string]*zip.File{}, entries: map[string][]byte{}}
	for _, f := range zr.File {
		z.files[f.Name] = f
		z.names = append(z.names, f.Name)
		rc, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		z.entries[f.Name], err = io.ReadAll(rc) // checks the CRC-32 too
		rc.Close()
		if err != nil {
			t.Fatalf("%s: %v", f.Name, err)
		}
		if strings.HasPrefix(f.Name, "archive/") && f.Method != zip.Store {
			t.Errorf("%s is compressed in the zip: replay tools read its records at their offsets", f.Name)
		}
	}
	for _, name := range []string{waczIndex, waczPages, waczPackage, waczDigest} {
		if z.entries[name] == nil {
			t.Fatalf("no %s in %v", name, z.names)
		}
	}
	z.checkPackage(t)
	z.readIndex(t)
	z.readPages(t)
	return z
}

func sha256Of(b []byte) string {
	s := sha256.Sum256(b)
	return "sha256:" + hex.EncodeToString(s[:])
}

func (z *wacz) checkPackage(t *testing.T) {
	t.Helper()
	if err := json.Unmarshal(z.entries[waczPackage], &z.pkg); err != nil {
		t.Fatal(err)
	}
	if z.pkg.Profile != "data-package" || z.pkg.WACZVersion != "1.1.1" || z.pkg.Created == "" || z.pkg.Software == "" {
		t.Errorf("datapackage %+v", z.pkg)
	}
	listed := map[string]bool{}
	for _, r := range z.pkg.Resources {
		listed[r.Path] = true
		if b, ok := z.entries[r.Path]; !ok || r.Hash != sha256Of(b) || r.Bytes != int64(len(b)) || r.Name != filepath.Base(r.Path) {
			t.Errorf("resource %+v: the file has %d bytes, %s", r, len(b), sha256Of(b))
		}
	}
	for _, name := range z.names {
		if !listed[name] && name != waczPackage && name != waczDigest {
			t.Errorf("%s is not in the datapackage", name)
		}
	}
	var d struct{ Path, Hash string }
	if err := json.Unmarshal(z.entries[waczDigest], &d); err != nil || d.Path != waczPackage || d.Hash != sha256Of(z.entries[waczPackage]) {
		t.Errorf("datapackage-digest %s (%v)", z.entries[waczDigest], err)
	}
}

func (z *wacz) readIndex(t *testing.T) {
	t.Helper()
	raw := z.entries[waczIndex]
	lines := strings.SplitAfter(string(raw), "\n")
	if lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	if !slices.IsSorted(lines) {
		t.Errorf("the index is not sorted:\n%s", raw)
	}
	f, err := os.Open(z.path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	for _, line := range lines {
		l := parseCDXLine(t, strings.TrimSuffix(line, "\n"))
		z.index = append(z.index, l)
		zf := z.files["archive/"+l.Filename]
		if zf == nil {
			t.Errorf("%s: no archive/%s", l.URL, l.Filename)
			continue
		}
		start, err := zf.DataOffset()
		if err != nil {
			t.Fatal(err)
		}
		off, _ := strconv.ParseInt(l.Offset, 10, 64)
		n, _ := strconv.ParseInt(l.Length, 10, 64)
		rec := memberAt(t, io.NewSectionReader(f, start+off, n))
		if !bytes.Contains(rec, []byte("\r\nWARC-Target-URI: "+l.URL+"\r\n")) {
			t.Errorf("%s at %d+%d: the record there is %.200q", l.URL, off, n, rec)
		}
	}
}

// memberAt reads the one gzip member r holds, whole, as a replay tool
// does from an index line's offset and length.
func memberAt(t *testing.T, r io.Reader) []byte {
	t.Helper()
	zr, err := gzip.NewReader(r)
	if err != nil {
		t.Fatal(err)
	}
	zr.Multistream(false)
	b, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(b, []byte("WARC/1.1\r\n")) || !bytes.HasSuffix(b, []byte("\r\n\r\n")) {
		t.Errorf("member is not one whole record: %.100q", b)
	}
	return b
}

func (z *wacz) readPages(t *testing.T) {
	t.Helper()
	lines := bufio.NewScanner(bytes.NewReader(z.entries[waczPages]))
	if !lines.Scan() || lines.Text()+"\n" != pagesHeader {
		t.Errorf("pages header %q", lines.Text())
	}
	for lines.Scan() {
		var p pageEntry
		if err := json.Unmarshal(lines.Bytes(), &p); err != nil || p.ID == "" || p.URL == "" || p.TS == "" {
			t.Errorf("page line %q: %v", lines.Text(), err)
		}
		z.pages = append(z.pages, p)
	}
}

func (z *wacz) pageURLs() []string {
	var out []string
	for _, p := range z.pages {
		out = append(out, strings.TrimPrefix(p.URL, site))
	}
	return out
}

// archiveWACZ writes pages to the package at path with start, and closes
// it unless the run is to be killed first.
func archiveWACZ(t *testing.T, path string, start sink.Start, pages []*sink.Record, kill bool) {
	t.Helper()
	cfg := testConfig()
	cfg.Start = start
	z, err := NewWACZ(path, cfg)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range pages {
		if err := z.Write(r); err != nil {
			t.Fatal(err)
		}
	}
	if kill {
		z.warc.f.Close()
		z.journal.Close()
		return
	}
	if err := z.Close(); err != nil {
		t.Fatal(err)
	}
}

func TestWACZ(t *testing.T) {
	path := filepath.Join(t.TempDir(), "crawl.wacz")
	archiveWACZ(t, path, sink.Fresh, fixturePages(), false)
	z := readWACZ(t, path)
	if want := []string{"archive/data.warc.gz", waczIndex, waczPages, waczPackage, waczDigest}; !slices.Equal(z.names, want) {
		t.Errorf("files %v, want %v", z.names, want)
	}
	if got, want := z.pageURLs(), []string{"/start", "/h2", "/rendered-only", "/spa/2"}; !slices.Equal(got, want) {
		t.Errorf("pages %v, want %v (a redirected page under the URL asked for)", got, want)
	}
	if z.pages[0].Title != "One" || z.pages[0].TS != "2026-03-01T12:00:01Z" || z.pkg.MainPageURL != site+"/start" {
		t.Errorf("first page %+v, main page %q", z.pages[0], z.pkg.MainPageURL)
	}
	mimes := map[string]string{}
	for _, l := range z.index {
		mimes[l.Mime+" "+strings.TrimPrefix(l.URL, site)] = l.Status
	}
	for _, want := range []string{"text/html /start", "text/html /spa/1", "application/javascript /app.js", "warc/revisit /app.js",
		"application/json /api/1.json?lang=en&q=a%20b", "text/html; charset=utf-8 /rendered-only", "application/octet-stream /big.bin"} {
		if _, ok := mimes[want]; !ok {
			t.Errorf("no index line %q in %v", want, mimes)
		}
	}
	if mimes["text/html /start"] != "302" {
		t.Errorf("the redirect is indexed with status %q", mimes["text/html /start"])
	}
	if _, err := os.Stat(path + workSuffix); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("the work directory is left: %v", err)
	}
}

// spaPage is a small page of its own, to tell runs apart.
func spaPage(n int) *sink.Record {
	u := fmt.Sprintf("%s/run/%d", site, n)
	return &sink.Record{URL: u, Content: webpage.Content{FinalURL: u, Status: 200, Title: fmt.Sprint("run ", n)}, Mode: sink.ModeHTTP, FetchedAt: at,
		Exchanges: []*sink.Exchange{{URL: u, Status: 200, Proto: "HTTP/1.1",
			ResponseHeader: map[string][]string{"Content-Type": {"text/html"}}, Body: []byte(fmt.Sprintf("<p>run %d</p>", n))}}}
}

// TestWACZStart: a resumed crawl's package holds the WARCs of the runs
// before it and one of its own, and one index and page list of them all;
// a run killed before its Close leaves its work directory, whose whole
// pages the crawl that resumes it keeps (a torn page is cut off); a
// fresh run replaces the package.
func TestWACZStart(t *testing.T) {
	path := filepath.Join(t.TempDir(), "crawl.wacz")
	archiveWACZ(t, path, sink.Fresh, []*sink.Record{spaPage(1)}, false)
	created := readWACZ(t, path).pkg.Created
	archiveWACZ(t, path, sink.Resumed, []*sink.Record{spaPage(2)}, false)
	z := readWACZ(t, path)
	if !slices.Equal(z.pageURLs(), []string{"/run/1", "/run/2"}) || z.pkg.Created != created {
		t.Errorf("after a resumed run: pages %v, created %q (was %q)", z.pageURLs(), z.pkg.Created, created)
	}
	if !slices.Equal(z.names[:2], []string{"archive/data.warc.gz", "archive/data-2.warc.gz"}) {
		t.Errorf("files %v", z.names)
	}

	// A run killed mid-page: the WARC and the journal end in a torn page.
	archiveWACZ(t, path, sink.Resumed, []*sink.Record{spaPage(3)}, true)
	work := path + workSuffix
	for _, name := range []string{"data-3.warc.gz", journalName} {
		f, err := os.OpenFile(filepath.Join(work, name), os.O_WRONLY|os.O_APPEND, 0)
		if err != nil {
			t.Fatal(err)
		}
		f.WriteString("c torn")
		f.Close()
	}
	archiveWACZ(t, path, sink.Resumed, []*sink.Record{spaPage(4)}, false)
	z = readWACZ(t, path)
	if !slices.Equal(z.pageURLs(), []string{"/run/1", "/run/2", "/run/3", "/run/4"}) {
		t.Errorf("after a killed run resumed: pages %v", z.pageURLs())
	}
	if !slices.Equal(z.names[:3], []string{"archive/data.warc.gz", "archive/data-2.warc.gz", "archive/data-3.warc.gz"}) {
		t.Errorf("files %v", z.names)
	}
	if len(z.index) != 4 {
		t.Errorf("%d index lines, want 4", len(z.index))
	}
	readWARCIA(t, extract(t, z, "archive/data-3.warc.gz")) // no torn bytes between the two runs' records

	archiveWACZ(t, path, sink.Fresh, []*sink.Record{spaPage(5)}, false)
	if z := readWACZ(t, path); !slices.Equal(z.pageURLs(), []string{"/run/5"}) || len(z.names) != 5 {
		t.Errorf("after a fresh run: pages %v, files %v", z.pageURLs(), z.names)
	}
}

// extract writes a file of the package to a file of its own.
func extract(t *testing.T, z *wacz, name string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), filepath.Base(name))
	if err := os.WriteFile(p, z.entries[name], 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestLineSorter(t *testing.T) {
	for _, chunk := range []int{1 << 20, 64} {
		t.Run(fmt.Sprint(chunk), func(t *testing.T) {
			s := newLineSorter(t.TempDir(), chunk)
			var want []string
			for i := range 500 {
				line := fmt.Sprintf("%x %d\n", sha256.Sum256([]byte(strconv.Itoa(i%300))), i)
				want = append(want, line)
				if err := s.add([]byte(line)); err != nil {
					t.Fatal(err)
				}
			}
			if chunk == 64 && len(s.runs) < 10 {
				t.Fatalf("%d runs: the lines were not spilled", len(s.runs))
			}
			var out bytes.Buffer
			if err := s.finish(&out); err != nil {
				t.Fatal(err)
			}
			slices.Sort(want)
			if out.String() != strings.Join(want, "") {
				t.Errorf("sorted:\n%.300s\nwant:\n%.300s", out.String(), strings.Join(want, ""))
			}
			for _, r := range s.runs {
				if _, err := os.Stat(r); !errors.Is(err, fs.ErrNotExist) {
					t.Errorf("run %s is left", r)
				}
			}
		})
	}
}

// The page list names a hash-routed app's pages by their routes: they
// share one document, and only the route tells them apart in a replay.
func TestPageListKeepsRoutes(t *testing.T) {
	doc := site + "/hash/"
	page := func(asked, final string) *sink.Record {
		return &sink.Record{URL: asked, Content: webpage.Content{FinalURL: final, Status: 200}, Mode: sink.ModeBrowser, FetchedAt: at,
			Exchanges: []*sink.Exchange{{URL: doc, Type: "Document", Status: 200, Body: []byte("<p>app</p>")}}}
	}
	for _, tc := range []struct{ asked, final, want string }{
		{doc + "#/about", doc + "#/about", doc + "#/about"},
		{doc + "#/guide/4", doc + "#/", doc + "#/"}, // the app redirected
		{doc, doc, doc},
		{doc + "#", doc + "#", doc},
	} {
		p, ok := pageOf(page(tc.asked, tc.final))
		if !ok || p.URL != tc.want {
			t.Errorf("%s (shown as %s): page %q, want %q", tc.asked, tc.final, p.URL, tc.want)
		}
	}
}
