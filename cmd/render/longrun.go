package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/rendercrawl/render/crawl"
	"github.com/rendercrawl/render/render"
	"github.com/rendercrawl/render/sink/archive"
)

// This file holds what a long crawl needs to be left running: a progress
// line at an interval where no terminal shows the bar (CI logs, docker
// compose logs), and bounds of time and size that end it as a first
// SIGTERM would, so that the same command with --state resumes it.

// longRunOptions are the flags of a long crawl.
type longRunOptions struct {
	progressEvery time.Duration
	timeLimit     time.Duration
	sizeLimit     int64
	metricsLinger time.Duration
	configFile    string
	rolloverSize  int64
}

// defaultProgressEvery is --progress-interval when it is not given.
const defaultProgressEvery = 30 * time.Second

func longRunFlags(fs *flag.FlagSet, o *longRunOptions) {
	fs.DurationVar(&o.progressEvery, "progress-interval", defaultProgressEvery, "when stderr is not a terminal (a log file, CI, docker compose logs), print a line of progress every `DURATION` (0: never; a terminal shows a live bar instead)")
	fs.DurationVar(&o.timeLimit, "time-limit", 0, "stop the crawl after `DURATION` as a first SIGTERM would: pages in flight finish, outputs and --state are saved whole, and the same command resumes it (0: no limit)")
	fs.StringVar(&o.configFile, "config", "", "read flags from the YAML `FILE`: its keys are flag names (crawl: true, depth: 3, include: [a, b], timeout: 30s), and a flag on the command line wins over its key")
	fs.DurationVar(&o.metricsLinger, "metrics-linger", 0, "with --metrics, keep serving the run's final figures for `DURATION` after it ends (SIGINT or SIGTERM ends the wait), so that a scraper sees them")
	fs.Func("rollover-size", "with --warc, start a new file once the archive holds `SIZE` (500MB, 1GB): FILE, then FILE-00001.warc.gz, FILE-00002.warc.gz... each a WARC of its own (default: one file)", func(s string) error {
		n, err := parseSize(s)
		o.rolloverSize = n
		return err
	})
	fs.Func("size-limit", "stop the crawl as --time-limit does once its outputs hold `SIZE` (bytes, or with a unit: 500MB, 2GiB; the records, snapshots, archives, screenshots, HAR files and --state together, looked at every 2s) (default: no limit)", func(s string) error {
		n, err := parseSize(s)
		o.sizeLimit = n
		return err
	})
}

// errBadSize is a --size-limit that is not a size.
var errBadSize = errors.New("not a size (write it as 500000000, 500MB or 2GiB)")

// parseSize reads a count of bytes with an optional unit (kB, MB, GB, TB
// in powers of 1000; KiB, MiB, GiB, TiB in powers of 1024).
func parseSize(s string) (int64, error) {
	num := strings.TrimRight(s, "kKMGTiBb ")
	unit := strings.TrimSpace(s[len(num):])
	mult := map[string]float64{"": 1, "B": 1, "kB": 1e3, "KB": 1e3, "MB": 1e6, "GB": 1e9, "TB": 1e12,
		"KiB": 1 << 10, "MiB": 1 << 20, "GiB": 1 << 30, "TiB": 1 << 40}[unit]
	n, err := strconv.ParseFloat(strings.TrimSpace(num), 64)
	if err != nil || mult == 0 || n < 0 {
		return 0, errBadSize
	}
	return int64(n * mult), nil
}

// startProgress shows the progress of the run on stderr: a live bar on
// a terminal, else a line every --progress-interval; nothing with
// --quiet.
func startProgress(ctx context.Context, o *options, stderr io.Writer, a *app) (stop func()) {
	switch {
	case o.quiet:
	case isTerminal(stderr):
		return showProgress(ctx, stderr, a.crawler, a.pool)
	case o.long.progressEvery > 0:
		return logProgress(ctx, stderr, a.crawler, a.pool, o.long.progressEvery)
	}
	return func() {}
}

// logProgress prints a line of the crawl's progress to w every every,
// until the returned stop is called.
func logProgress(ctx context.Context, w io.Writer, c *crawl.Crawler, pool *render.Pool, every time.Duration) (stop func()) {
	ctx, cancel := context.WithCancel(ctx)
	var wg sync.WaitGroup
	wg.Go(func() {
		t := time.NewTicker(every)
		defer t.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-t.C:
			}
			fmt.Fprintln(w, progressLine(c.Progress(ctx), pool))
		}
	})
	return func() {
		cancel()
		wg.Wait()
	}
}

// progressLine is one line of progress, for a log.
func progressLine(p crawl.Progress, pool *render.Pool) string {
	line := fmt.Sprintf("render: progress: %s (%d ok, %d failed), %d queued, %d in flight",
		numbered(p.Pages, "page", "pages"), p.OK, p.Failed, p.Queued, p.Leased)
	if pool != nil {
		line += fmt.Sprintf(", %s busy", numbered(pool.Stats().Busy, "tab", "tabs"))
	}
	rate := 0.0
	if s := p.Elapsed.Seconds(); s > 0 {
		rate = float64(p.Pages) / s
	}
	return line + fmt.Sprintf(", %.1f pages/s, %v elapsed", rate, p.Elapsed.Round(time.Second))
}

// limitEvery is how often --size-limit looks at the outputs' size.
const limitEvery = 2 * time.Second

// limitGuard ends a run at --time-limit or --size-limit by calling stop,
// as a first signal would.
type limitGuard struct {
	log     *slog.Logger
	stop    func()
	reason  atomic.Pointer[string]
	done    chan struct{}
	endOnce sync.Once
	wg      sync.WaitGroup
}

// watchLimits starts the bounds of o; sizeOf measures the outputs.
func watchLimits(o longRunOptions, sizeOf func() int64, every time.Duration, log *slog.Logger, stop func()) *limitGuard {
	g := &limitGuard{log: log, stop: stop, done: make(chan struct{})}
	if o.timeLimit <= 0 && o.sizeLimit <= 0 {
		return g
	}
	g.wg.Go(func() {
		var deadline <-chan time.Time
		if o.timeLimit > 0 {
			tm := time.NewTimer(o.timeLimit)
			defer tm.Stop()
			deadline = tm.C
		}
		var tick <-chan time.Time
		if o.sizeLimit > 0 {
			t := time.NewTicker(every)
			defer t.Stop()
			tick = t.C
		}
		for {
			select {
			case <-g.done:
				return
			case <-deadline:
				g.reach(fmt.Sprintf("--time-limit %v", o.timeLimit))
				return
			case <-tick:
				if n := sizeOf(); n >= o.sizeLimit {
					g.reach(fmt.Sprintf("--size-limit %s (outputs hold %s)", bytesOf(o.sizeLimit), bytesOf(n)))
					return
				}
			}
		}
	})
	return g
}

func (g *limitGuard) reach(why string) {
	g.reason.Store(&why)
	g.log.Warn("stopping: limit reached; pages in flight finish, and the same command with --state resumes the crawl", "limit", why)
	g.stop()
}

// reached is the limit that stopped the run, "" if none did.
func (g *limitGuard) reached() string {
	if r := g.reason.Load(); r != nil {
		return *r
	}
	return ""
}

// close stops watching.
func (g *limitGuard) close() {
	g.endOnce.Do(func() { close(g.done) })
	g.wg.Wait()
}

// outputSize is the size on disk of the files and directories a run
// writes, stdout's records included when stdout is a file.
func outputSize(o *options, stdout io.Writer) func() int64 {
	return func() int64 {
		var n int64
		if f, ok := stdout.(*os.File); ok && o.out == "-" {
			if st, err := f.Stat(); err == nil && st.Mode().IsRegular() {
				n += st.Size()
			}
		}
		for _, out := range o.outputs() {
			if out.path == "" {
				continue
			}
			filepath.WalkDir(out.path, func(_ string, d fs.DirEntry, err error) error {
				if err == nil && d.Type().IsRegular() {
					if info, err := d.Info(); err == nil {
						n += info.Size()
					}
				}
				return nil
			})
		}
		// The files after the first of a --warc series (--rollover-size).
		for part := 1; o.warcFile != ""; part++ {
			st, err := os.Stat(archive.PartName(o.warcFile, part))
			if err != nil {
				break
			}
			n += st.Size()
		}
		return n
	}
}

// resumeHint says how a crawl stopped at a limit goes on.
func resumeHint(o *options) string {
	switch {
	case o.stateDir != "":
		return "the same command resumes the crawl"
	case o.frontierURL != "":
		return "the crawl's pages not done stay in its frontier"
	}
	return "with --state DIR, the same command would resume the crawl"
}
