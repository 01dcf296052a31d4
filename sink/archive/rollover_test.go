package archive

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/rendercrawl/render/sink"
	"github.com/rendercrawl/render/webpage"
)

func TestWARCPartName(t *testing.T) {
	for _, tc := range []struct {
		base string
		n    int
		want string
	}{
		{"a/site.warc.gz", 0, "a/site.warc.gz"},
		{"a/site.warc.gz", 1, "a/site-00001.warc.gz"},
		{"site.warc", 12, "site-00012.warc"},
		{"archive.gz", 3, "archive-00003.gz"},
		{"archive", 2, "archive-00002"},
	} {
		if got := PartName(tc.base, tc.n); got != tc.want {
			t.Errorf("PartName(%q, %d) = %q, want %q", tc.base, tc.n, got, tc.want)
		}
	}
}

// With Rollover, the archive is a series of files, each past the size
// only by its last page and each a WARC of its own (a warcinfo first);
// every page is in one of them once; a resumed crawl appends to the last
// and a fresh run removes the earlier series.
func TestWARCRollover(t *testing.T) {
	path := filepath.Join(t.TempDir(), "crawl.warc.gz")
	const pages, rollover = 40, 8 << 10
	run := func(start sink.Start, n int) {
		cfg := testConfig()
		cfg.Start, cfg.Rollover = start, rollover
		w, err := NewWARC(path, cfg)
		if err != nil {
			t.Fatal(err)
		}
		// Pages come one at a time, as the crawl's writer sends them; a
		// second run writes them at once, to race the rollover.
		var wg sync.WaitGroup
		for i := range pages {
			write := func() {
				u := fmt.Sprintf("%s/%d/%d", site, n, i)
				r := &sink.Record{URL: u, Content: webpage.Content{FinalURL: u, Status: 200, HTML: "<p>" + u + "</p>"}, Mode: sink.ModeBrowser,
					Exchanges: []*sink.Exchange{{URL: u, Proto: "HTTP/1.1", Status: 200, Body: bytes.Repeat([]byte(u), 50+i)}}}
				if err := w.Write(r); err != nil {
					t.Error(err)
				}
			}
			if n == 0 {
				write()
			} else {
				wg.Go(write)
			}
		}
		wg.Wait()
		if err := w.Close(); err != nil {
			t.Fatal(err)
		}
	}
	// series reads every file of the series: the pages of each run.
	checkSize := true
	series := func() (files int, byRun map[byte]int) {
		byRun = map[byte]int{}
		for n := 0; ; n++ {
			p := PartName(path, n)
			st, err := os.Stat(p)
			if err != nil {
				return n, byRun
			}
			recs := readWARCIA(t, p)
			if len(recs) == 0 || recs[0].get("WARC-Type") != "warcinfo" {
				t.Fatalf("%s does not start with a warcinfo record", p)
			}
			if checkSize && n < lastPart(path) && st.Size() > rollover+4<<10 {
				t.Errorf("%s holds %d bytes, past a rollover of %d by more than a page", p, st.Size(), rollover)
			}
			for _, r := range recs {
				if r.get("WARC-Type") == "response" {
					u := r.get("WARC-Target-URI")
					byRun[u[len(site)+1]]++
				}
			}
		}
	}
	run(sink.Fresh, 0)
	files, byRun := series()
	if files < 3 || byRun['0'] != pages {
		t.Fatalf("%d files, %v pages by run; want several files and %d pages", files, byRun, pages)
	}
	run(sink.Resumed, 1)
	checkSize = false // pages written at once may all land in one file
	more, byRun := series()
	if more <= files || byRun['0'] != pages || byRun['1'] != pages {
		t.Fatalf("after a resumed run: %d files (before: %d), %v pages by run", more, files, byRun)
	}
	cfg := testConfig()
	w, err := NewWARC(path, cfg) // fresh, without rollover: one file again
	if err != nil {
		t.Fatal(err)
	}
	w.Close()
	cfg.Rollover = rollover
	if w, err = NewWARC(path, cfg); err != nil {
		t.Fatal(err)
	}
	w.Close()
	if n, _ := series(); n != 1 {
		t.Errorf("a fresh run left %d files of the earlier series", n)
	}
}
