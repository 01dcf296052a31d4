package main

import (
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
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
type diskGuard struct {
	dirs []string
	min  uint64
	free func(dir string) (uint64, error)
	log  *slog.Logger
	stop func()

	low  atomic.Pointer[lowDisk]
	done chan struct{}
	wg   sync.WaitGroup
}

// lowDisk is the first directory found with less than the minimum free.
type lowDisk struct {
	dir  string
	free uint64
}

// watchDisks looks at the disks of dirs every every, and at once: the
// first with less than minMiB free calls stop. With no directory or a
// minimum of 0 it watches nothing.
func watchDisks(dirs []string, minMiB int64, every time.Duration, free func(string) (uint64, error), log *slog.Logger, stop func()) *diskGuard {
	g := &diskGuard{dirs: dirs, min: uint64(minMiB) << 20, free: free, log: log, stop: stop, done: make(chan struct{})}
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
		n, err := g.free(d)
		if err != nil {
			g.log.Debug("free disk space unknown", "dir", d, "err", err)
			continue
		}
		if n < g.min {
			g.low.Store(&lowDisk{dir: d, free: n})
			g.log.Error("stopping: the disk is nearly full; finishing pages in flight", "dir", d, "free_mib", n>>20, "min_free_mib", g.min>>20)
			g.stop()
			return true
		}
	}
	return false
}

// err is errDiskLow, with where and how much was free, once the guard
// stopped the run; nil otherwise.
func (g *diskGuard) err() error {
	l := g.low.Load()
	if l == nil {
		return nil
	}
	return fmt.Errorf("%w: %d MiB free on the disk of %s, under --min-free %d MiB (free some space and run again; with --state the crawl resumes)",
		errDiskLow, l.free>>20, l.dir, g.min>>20)
}

// close stops the watching.
func (g *diskGuard) close() {
	close(g.done)
	g.wg.Wait()
}

// outputDirs are the directories the run writes its files to: those of
// --out (a file), --warc, --wacz, --junit and --stats, the directories of
// --html-dir, --har, --screenshot and --state, each once. A directory
// not made yet is looked at through its nearest parent that exists.
func outputDirs(o *options) []string {
	var dirs []string
	add := func(dir string) {
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
		if abs, err := filepath.Abs(dir); err == nil && dir != "" {
			for _, d := range dirs {
				if d == abs {
					return
				}
			}
			dirs = append(dirs, abs)
		}
	}
	for _, f := range []string{o.warcFile, o.waczFile, o.junitFile, o.statsFile} {
		if f != "" {
			add(filepath.Dir(f))
		}
	}
	if o.out != "" && o.out != "-" {
		add(filepath.Dir(o.out))
	}
	for _, d := range []string{o.htmlDir, o.harDir, o.screenshotDir, o.stateDir} {
		if d != "" {
			add(d)
		}
	}
	return dirs
}
