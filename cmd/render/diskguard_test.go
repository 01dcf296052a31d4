package main

import (
	"errors"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/rendercrawl/render/internal/testsite"
)

// TestDiskGuard: the guard stops the run once, when a disk it watches
// goes under the minimum; at once when it is under it from the start; on
// a disk under twenty times the default minimum, under a twentieth of
// its size, and under the minimum given when one is;
// never with a minimum of 0; and a disk it cannot read, or a pseudo file
// system with no size, is not low.
func TestDiskGuard(t *testing.T) {
	log := slog.New(slog.DiscardHandler)
	var free atomic.Int64
	free.Store(1 << 30)
	fake := func(dir string) (uint64, uint64, error) {
		switch dir {
		case "/unreadable":
			return 0, 0, errors.New("no such file system")
		case "/proc":
			return 0, 0, nil // a pseudo file system: no size, nothing free
		case "/small":
			return 4 << 20, 100 << 20, nil // 4 MiB free of 100: under a twentieth
		case "/smallok":
			return 6 << 20, 100 << 20, nil
		}
		return uint64(free.Load()), 1 << 40, nil
	}
	var stops atomic.Int32
	stop := func() { stops.Add(1) }
	g := watchDisks([]string{"/unreadable", "/proc", "/smallok", "/data"}, 256, true, time.Millisecond, fake, log, stop)
	time.Sleep(20 * time.Millisecond)
	if stops.Load() != 0 || g.err() != nil {
		t.Fatalf("stopped with 1 GiB free: %d stops, %v", stops.Load(), g.err())
	}
	free.Store(100 << 20)
	for deadline := time.Now().Add(5 * time.Second); stops.Load() == 0 && time.Now().Before(deadline); {
		time.Sleep(5 * time.Millisecond)
	}
	time.Sleep(20 * time.Millisecond)
	g.close()
	if err := g.err(); stops.Load() != 1 || !errors.Is(err, errDiskLow) || !strings.Contains(err.Error(), "100 MiB free on the disk of /data") ||
		!strings.Contains(err.Error(), "--min-free 256 MiB") {
		t.Errorf("with 100 MiB free: %d stops, %v; want one, naming the disk and the flag", stops.Load(), err)
	}

	// Looked at once, at the start.
	for _, tc := range []struct {
		name     string
		dir      string
		min      int64
		relative bool
		want     string // in the error; "" wants no stop
	}{
		{"low from the start", "/data", 256, true, "--min-free 256 MiB"},
		{"a 100 MiB disk with 4 MiB free", "/small", 256, true, "under 5 MiB, a twentieth of its size (--min-free 256 MiB)"},
		{"a 100 MiB disk with 6 MiB free and --min-free 256 given", "/smallok", 256, false, "--min-free 256 MiB"},
		{"--min-free 0", "/data", 0, false, ""},
	} {
		stops.Store(0)
		g := watchDisks([]string{tc.dir}, tc.min, tc.relative, time.Hour, fake, log, stop)
		g.close()
		err := g.err()
		switch {
		case tc.want == "" && (stops.Load() != 0 || err != nil):
			t.Errorf("%s: %d stops, %v; want no check", tc.name, stops.Load(), err)
		case tc.want != "" && (stops.Load() != 1 || err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%s: %d stops, %v; want one, under %q", tc.name, stops.Load(), err, tc.want)
		}
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
