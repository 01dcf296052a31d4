package main

import (
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"sync/atomic"
	"time"
)

// defaultMinFreeMiB is --min-free when it is not given.
const defaultMinFreeMiB = 256

// diskCheckEvery is how often the disks of the outputs are looked at: at
// a crawl's highest write rate here (about 400 MB/s of records and
// snapshots), the default margin lasts more than twice this.
const diskCheckEvery = 250 * time.Millisecond

// errDiskLow ends a run whose outputs' disk came near full.
var errDiskLow = errors.New("stopped before the disk filled up")

// diskGuard stops a run before a disk its outputs go to fills up, as a
// first signal would: pages in flight finish, every output is closed
// with whole records, the state (--state) is saved, and the URLs never
// started are listed; the run then fails with errDiskLow. A crawl that
// ran out of space mid-write would stop too, with the page lost.
//
// A disk is low when it has less free than the minimum; with the default
// minimum, or than a twentieth of its size for a disk smaller than twenty
// times it (a 100 MiB volume is low under 5 MiB, not 256). A file system
// that reports no size (procfs, where /dev/stdout leads) is not a disk.
type diskGuard struct {
	dirs []string
	min  uint64
	// relative: the minimum is the default, and a small disk's is a
	// twentieth of its size when that is less.
	relative bool
	free     func(dir string) (free, total uint64, err error)
	log      *slog.Logger
	stop     func()

	low  atomic.Pointer[lowDisk]
	done chan struct{}
	once sync.Once
	wg   sync.WaitGroup
}

// lowDisk is the first directory found with less than its minimum free.
type lowDisk struct {
	dir       string
	free, min uint64
}

// watchDisks looks at the disks of dirs every every, and at once: the
// first with less than minMiB free (or, relative, less than a twentieth
// of its size if that is less) calls stop. With no directory or a
// minimum of 0 it watches nothing.
func watchDisks(dirs []string, minMiB int64, relative bool, every time.Duration, free func(string) (uint64, uint64, error), log *slog.Logger, stop func()) *diskGuard {
	g := &diskGuard{dirs: dirs, min: uint64(minMiB) << 20, relative: relative, free: free, log: log, stop: stop, done: make(chan struct{})}
	if len(dirs) == 0 || minMiB <= 0 {
		return g
	}
	if g.check() {
		return g
	}
	g.wg.Go(func() {
		t := time.NewTicker(every)
		defer t.Stop()
		for {
			select {
			case <-g.done:
				return
			case <-t.C:
				if g.check() {
					return
				}
			}
		}
	})
	return g
}

// check looks at each disk once and reports whether one is low (and the
// run told to stop).
func (g *diskGuard) check() bool {
	for _, d := range g.dirs {
		n, total, err := g.free(d)
		if err != nil || total == 0 {
			g.log.Debug("free disk space unknown", "dir", d, "err", err)
			continue
		}
		least := g.min
		if g.relative {
			least = min(least, total/20)
		}
		if n < least {
			g.low.Store(&lowDisk{dir: d, free: n, min: least})
			g.log.Error("stopping: the disk is nearly full; finishing pages in flight", "dir", d, "free_mib", n>>20, "min_free_mib", least>>20)
			g.stop()
			return true
		}
	}
	return false
}

// stopped reports whether the guard stopped the run.
func (g *diskGuard) stopped() bool { return g.low.Load() != nil }

// err is errDiskLow, with where and how much was free, once the guard
// stopped the run; nil otherwise.
func (g *diskGuard) err() error {
	l := g.low.Load()
	if l == nil {
		return nil
	}
	return fmt.Errorf("%w: %d MiB free on the disk of %s, under %s (free some space and run again; with --state the crawl resumes)",
		errDiskLow, l.free>>20, l.dir, minText(l.min, g.min))
}

// minText says which minimum a disk went under.
func minText(least, flag uint64) string {
	if least < flag {
		return fmt.Sprintf("%d MiB, a twentieth of its size (--min-free %d MiB)", least>>20, flag>>20)
	}
	return fmt.Sprintf("--min-free %d MiB", flag>>20)
}

// close stops the watching; it may be called more than once.
func (g *diskGuard) close() {
	g.once.Do(func() { close(g.done) })
	g.wg.Wait()
}

// outputDirs are the directories the run writes its files to: those of
// --out (a file), --warc, --wacz, --junit and --stats, the directories of
// --html-dir, --har, --screenshot and --state, each once. A directory
// not made yet is looked at through its nearest parent that exists. An
// output that is not a file or a directory (/dev/null, /dev/stdout, a
// pipe) has no disk to watch.
func outputDirs(o *options) []string {
	var dirs []string
	add := func(dir string) {
		if st, err := os.Stat(dir); err == nil && !st.IsDir() {
			return
		}
		for dir != "" {
			if _, err := os.Stat(dir); err == nil {
				break
			}
			parent := filepath.Dir(dir)
			if parent == dir {
				return
			}
			dir = parent
		}
		if abs, err := filepath.Abs(dir); err == nil && dir != "" && !slices.Contains(dirs, abs) {
			dirs = append(dirs, abs)
		}
	}
	addFile := func(f string) {
		if st, err := os.Stat(f); err == nil && !st.Mode().IsRegular() {
			return
		}
		add(filepath.Dir(f))
	}
	for _, f := range []string{o.warcFile, o.waczFile, o.junitFile, o.statsFile} {
		if f != "" {
			addFile(f)
		}
	}
	if o.out != "" && o.out != "-" {
		addFile(o.out)
	}
	for _, d := range []string{o.htmlDir, o.harDir, o.screenshotDir, o.stateDir} {
		if d != "" {
			add(d)
		}
	}
	return dirs
}
