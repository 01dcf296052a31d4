package main

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/rendercrawl/render/internal/testkit/testsite"
	"github.com/rendercrawl/render/sink/diskguard"
)

// The guard's stop is said in the words of the flags: the minimum of
// --min-free, or a twentieth of a small disk's size when --min-free was
// not given.
func TestDiskErrInFlagTerms(t *testing.T) {
	for _, tc := range []struct {
		name  string
		given bool
		want  string
	}{
		{"--min-free not given", false, "stopped before the disk filled up: 4 MiB free on the disk of /small, under 5 MiB, a twentieth of its size (--min-free 256 MiB) (free some space and run again; with --state the crawl resumes)"},
		{"--min-free 256 given", true, "stopped before the disk filled up: 4 MiB free on the disk of /small, under --min-free 256 MiB (free some space and run again; with --state the crawl resumes)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg := diskguard.DefaultConfig()
			cfg.Dirs, cfg.Relative = []string{"/small"}, !tc.given
			cfg.Free = func(string) (uint64, uint64, error) { return 4 << 20, 100 << 20, nil }
			g, err := diskguard.Watch(cfg, func() {})
			if err != nil {
				t.Fatal(err)
			}
			g.Close()
			if err := diskErr(g); err == nil || err.Error() != tc.want || !errors.Is(err, diskguard.ErrLow) {
				t.Errorf("diskErr = %v\nwant %s", err, tc.want)
			}
		})
	}
}

// TestOutputDirs lists each directory the outputs go to once, through
// the nearest parent that exists, and none for an output that is not a
// file.
func TestOutputDirs(t *testing.T) {
	dir := t.TempDir()
	o := &options{out: filepath.Join(dir, "out.jsonl"), warcFile: filepath.Join(dir, "a.warc.gz"),
		htmlDir: filepath.Join(dir, "not", "yet", "html"), stateDir: dir}
	if got := outputDirs(o); len(got) != 1 || got[0] != dir {
		t.Errorf("outputDirs = %q, want [%s]", got, dir)
	}
	if got := outputDirs(&options{out: "-"}); len(got) != 0 {
		t.Errorf("records on stdout: %q, want no directory", got)
	}
	if got := outputDirs(&options{out: os.DevNull, statsFile: "/dev/stdout"}); len(got) != 0 {
		t.Errorf("outputs to %s and /dev/stdout: %q, want no directory: they are not files", os.DevNull, got)
	}
}

// TestRunStopsBeforeTheDiskFills crawls onto a disk with 3 MiB free and
// a minimum of 2 MiB, which the crawl's output crosses part way: the run
// stops as a first signal would, exits 1 naming the disk, and leaves
// whole records and an index of whole lines, fewer than the URLs given.
func TestRunStopsBeforeTheDiskFills(t *testing.T) {
	// A 64 MiB disk (a twentieth of it is over the minimum) with 3 MiB
	// left free.
	disk := testsite.SmallDisk(t, 64<<20)
	if err := os.WriteFile(filepath.Join(disk, "ballast"), make([]byte, 61<<20), 0o600); err != nil {
		t.Fatal(err)
	}
	_, base := testsite.Serve(t)
	var urls strings.Builder
	const n = 3000
	for i := range n {
		urls.WriteString(base + "/static/" + strconv.Itoa(i) + "\n")
	}
	out, html := filepath.Join(disk, "out.jsonl"), filepath.Join(disk, "html")
	code, _, stderr := runCLI(t, urls.String(), "--mode", "http", "--rate", "300", "--burst", "20", "--urls", "-",
		"--out", out, "--html-dir", html, "--min-free", "2", "--quiet")
	if code != exitFailure || !strings.Contains(stderr, "--min-free 2 MiB") || !strings.Contains(stderr, disk) {
		t.Fatalf("exit %d, stderr %q; want 1, naming the disk and --min-free", code, stderr)
	}
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	recs := records(t, string(b))
	if len(recs) == 0 || len(recs) >= n || b[len(b)-1] != '\n' {
		t.Errorf("%d records of %d URLs, ending %q; want some, not all, whole", len(recs), n, b[max(len(b)-1, 0):])
	}
	t.Logf("%d records, %d bytes", len(recs), len(b))
	idx, err := os.Open(filepath.Join(html, "index.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	defer idx.Close()
	ib, _ := io.ReadAll(idx)
	if len(ib) == 0 || ib[len(ib)-1] != '\n' {
		t.Errorf("the snapshots' index (%d bytes) does not end with a whole line", len(ib))
	}
}

// TestLowDiskKeepsTheLastRunsOutput: a run that finds its disk under the
// minimum from the start fails before it opens its outputs, so what an
// earlier run wrote there is still whole.
func TestLowDiskKeepsTheLastRunsOutput(t *testing.T) {
	out := filepath.Join(t.TempDir(), "out.jsonl")
	earlier := `{"url":"https://a.test/"}` + "\n"
	if err := os.WriteFile(out, []byte(earlier), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, stderr := runCLI(t, "", "--min-free", "1000000000000", "--out", out, "http://127.0.0.1:1/")
	if code != exitFailure || !strings.Contains(stderr, "--min-free 1000000000000 MiB") {
		t.Errorf("exit %d, stderr %q; want 1, naming --min-free", code, stderr)
	}
	if b, err := os.ReadFile(out); err != nil || string(b) != earlier {
		t.Errorf("the earlier output is now %q (%v)", b, err)
	}
}
