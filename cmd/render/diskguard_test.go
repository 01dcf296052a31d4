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
// goes under the minimum; at once when it is under it from the start;
// never with a minimum of 0; and a disk it cannot read is not low.
func TestDiskGuard(t *testing.T) {
	log := slog.New(slog.DiscardHandler)
	var free atomic.Int64
	free.Store(1 << 30)
	fake := func(dir string) (uint64, error) {
		if dir == "/unreadable" {
			return 0, errors.New("no such file system")
		}
		return uint64(free.Load()), nil
	}
	var stops atomic.Int32
	stop := func() { stops.Add(1) }
	g := watchDisks([]string{"/unreadable", "/data"}, 256, time.Millisecond, fake, log, stop)
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

	stops.Store(0)
	g = watchDisks([]string{"/data"}, 256, time.Hour, fake, log, stop)
	g.close()
	if stops.Load() != 1 || g.err() == nil {
		t.Errorf("low from the start: %d stops, %v; want a stop before the first tick", stops.Load(), g.err())
	}
	stops.Store(0)
	g = watchDisks([]string{"/data"}, 0, time.Millisecond, fake, log, stop)
	time.Sleep(10 * time.Millisecond)
	g.close()
	if stops.Load() != 0 || g.err() != nil {
		t.Errorf("--min-free 0: %d stops, %v; want no check", stops.Load(), g.err())
	}
}

// TestOutputDirs lists each directory the outputs go to once, through
// the nearest parent that exists.
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
}

// TestRunStopsBeforeTheDiskFills crawls onto a small disk with a
// minimum free that the crawl's output crosses half way: the run stops
// as a first signal would, exits 1 naming the disk, and leaves whole
// records and an index of whole lines, fewer than the URLs given.
func TestRunStopsBeforeTheDiskFills(t *testing.T) {
	disk := testsite.SmallDisk(t, 3<<20)
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
