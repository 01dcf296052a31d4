package main

import (
	"errors"
	"fmt"
	"log/slog"

	"github.com/rendercrawl/render/sink/diskguard"
)

// defaultMinFreeMiB is --min-free when it is not given.
const defaultMinFreeMiB = diskguard.DefaultMinFree >> 20

// watchDisks starts the guard of the disks the outputs go to: below
// --min-free (or, when it was not given, a twentieth of a small disk's
// size) it calls stop, as a first signal would.
func watchDisks(o *options, log *slog.Logger, stop func()) (*diskguard.Guard, error) {
	cfg := diskguard.DefaultConfig()
	cfg.Dirs = outputDirs(o)
	cfg.MinFree, cfg.Relative = uint64(o.minFreeMiB)<<20, !o.minFreeGiven
	cfg.Logger = log
	return diskguard.Watch(cfg, stop)
}

// diskErr is the guard's error in the words of the flags: where, how much
// was free, under which minimum, and what to do; nil if it did not stop
// the run.
func diskErr(g *diskguard.Guard) error {
	var low *diskguard.LowError
	if !errors.As(g.Err(), &low) {
		return nil
	}
	return fmt.Errorf("%w: %d MiB free on the disk of %s, under %s (free some space and run again; with --state the crawl resumes)",
		diskguard.ErrLow, low.Free>>20, low.Dir, minText(low.Min, low.MinFree))
}

// minText says which minimum a disk went under.
func minText(least, flag uint64) string {
	if least < flag {
		return fmt.Sprintf("%d MiB, a twentieth of its size (--min-free %d MiB)", least>>20, flag>>20)
	}
	return fmt.Sprintf("--min-free %d MiB", flag>>20)
}

// outputDirs are the directories the run writes its files to
// (diskguard.Dirs): those of --warc, --wacz, --junit, --stats and --out
// (a file), the directories of --html-dir, --har, --screenshot and
// --state.
func outputDirs(o *options) []string {
	files := []string{o.warcFile, o.waczFile, o.junitFile, o.statsFile}
	if o.out != "-" {
		files = append(files, o.out)
	}
	return diskguard.Dirs(files, []string{o.htmlDir, o.harDir, o.screenshotDir, o.stateDir})
}
