// Command render renders pages the way a browser shows them and prints one
// JSON line per URL. See `render --help`.
package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"iter"
	"log/slog"
	"os"
	"os/signal"
	"slices"
	"strings"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/rendercrawl/render/crawl"
	"github.com/rendercrawl/render/fetch"
	"github.com/rendercrawl/render/render"
	"github.com/rendercrawl/render/sink"
)

func main() {
	os.Exit(run(context.Background(), os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// Exit statuses.
const (
	exitOK      = 0
	exitFailure = 1
	exitUsage   = 2
	exitSIGINT  = 130
	exitSIGTERM = 143
)

// run is the whole program; it returns the exit status.
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	o, err := parseArgs(args, stderr)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return exitOK
		}
		fmt.Fprintf(stderr, "render: %v\nRun 'render --help' for usage.\n", err)
		return exitUsage
	}
	log, err := newLogger(o.logLevel, o.logFormat, stderr)
	if err != nil {
		fmt.Fprintf(stderr, "render: %v\n", err)
		return exitUsage
	}
	o.render.Logger = log.With("component", "render")
	o.crawl.Logger = log.With("component", "crawl")

	// The first SIGINT/SIGTERM stops the intake and lets pages in flight
	// finish; a second one aborts them. A write to a closed stdout gives
	// EPIPE rather than killing us, so that it is reported.
	sigs := make(chan os.Signal, 2)
	signal.Notify(sigs, syscall.SIGINT, syscall.SIGTERM, syscall.SIGPIPE)
	defer signal.Stop(sigs)
	ctx, stop := context.WithCancel(ctx)
	defer stop()

	frontier, bucket, err := openFrontier(ctx, o, log.With("component", "frontier"))
	if err != nil {
		fmt.Fprintf(stderr, "render: %v\n", err)
		return exitFailure
	}
	defer frontier.Close()

	var out io.Writer
	var closeOut func() error
	if o.stateDir != "" && o.out != "" && o.out != "-" {
		f, n, err := resumeOutput(ctx, o.out, frontier)
		if err != nil {
			fmt.Fprintf(stderr, "render: %v\n", err)
			return exitFailure
		}
		if n > 0 {
			log.Info("resuming", "state", o.stateDir, "records", n)
		}
		out, closeOut = f, f.Close
	} else {
		if o.stateDir != "" {
			log.Warn("--state with records on stdout: a resumed crawl may repeat records written just before it stopped; use --out FILE")
		}
		if out, closeOut, err = openOutput(o.out, stdout); err != nil {
			fmt.Fprintf(stderr, "render: %v\n", err)
			return exitFailure
		}
	}
	jsonl := sink.NewJSONL(out)

	// Chrome is looked for now but starts only when a page needs it. In auto
	// mode a missing Chrome is not fatal: only the pages that need one fail.
	var pool *render.Pool
	var renderer crawl.Renderer
	if o.mode != crawl.ModeHTTP {
		pool, err = render.New(o.render)
		switch {
		case err == nil:
			renderer = pool
		case o.mode == crawl.ModeAuto && errors.Is(err, render.ErrNoChrome):
			log.Warn("no Chrome: pages that need a browser will fail", "err", err)
		default:
			fmt.Fprintf(stderr, "render: %v\n", err)
			closeOut()
			return exitFailure
		}
	}
	// One HTTP client serves the HTTP path and robots.txt.
	client, err := fetch.New(o.fetch)
	if err != nil {
		fmt.Fprintf(stderr, "render: %v\n", err)
		closeOut()
		return exitUsage
	}
	defer client.Close()
	// The client fetches pages in http and auto mode, and sitemaps in any.
	var fetcher crawl.Fetcher = client
	var robots crawl.RobotsChecker
	if !o.ignoreRobots {
		robots = fetch.NewRobots(client, o.fetch.UserAgent)
	}
	deps := crawl.Deps{Renderer: renderer, Fetcher: fetcher, Robots: robots, Sink: jsonl, Frontier: frontier}
	if bucket != nil {
		deps.Bucket = bucket
	}
	c, err := crawl.New(o.crawl, deps)
	if err != nil {
		fmt.Fprintf(stderr, "render: %v\n", err)
		closeOut()
		return exitUsage
	}

	seeds, closeSeeds, err := openSeeds(o.urls, o.urlFile, stdin)
	if err != nil {
		fmt.Fprintf(stderr, "render: %v\n", err)
		closeOut()
		return exitUsage
	}
	defer closeSeeds()

	var got atomic.Value // the first stopping signal
	go func() {
		for s := range sigs {
			if s == syscall.SIGPIPE {
				continue // the write that caused it reports EPIPE
			}
			if got.CompareAndSwap(nil, s) {
				log.Warn("stopping: finishing pages in flight; signal again to abort", "signal", s.String(), "grace", o.crawl.Grace)
				stop()
				continue
			}
			log.Warn("aborting", "signal", s.String())
			c.Abort()
		}
	}()

	sum, runErr := c.Run(ctx, seeds)
	var closeErr error
	if pool != nil {
		closeErr = pool.Close()
	}
	if err := jsonl.Close(); err != nil && runErr == nil {
		runErr = err
	}
	if err := closeOut(); err != nil && runErr == nil {
		runErr = err
	}
	printSummary(stderr, sum, pool)
	if closeErr != nil {
		log.Warn("closing chrome", "err", closeErr)
	}
	switch {
	case runErr != nil:
		fmt.Fprintf(stderr, "render: %v\n", runErr)
		return exitFailure
	case got.Load() == syscall.SIGINT:
		return exitSIGINT
	case got.Load() == syscall.SIGTERM:
		return exitSIGTERM
	}
	return exitOK
}

func newLogger(level, format string, w io.Writer) (*slog.Logger, error) {
	var lv slog.Level
	if err := lv.UnmarshalText([]byte(level)); err != nil {
		return nil, fmt.Errorf("--log-level: %q is not debug, info, warn or error", level)
	}
	opts := &slog.HandlerOptions{Level: lv}
	switch format {
	case "text":
		return slog.New(slog.NewTextHandler(w, opts)), nil
	case "json":
		return slog.New(slog.NewJSONHandler(w, opts)), nil
	}
	return nil, fmt.Errorf("--log-format: %q is not text or json", format)
}

// openOutput opens the JSON Lines destination; "-" is stdout.
func openOutput(name string, stdout io.Writer) (io.Writer, func() error, error) {
	if name == "" || name == "-" {
		return stdout, func() error { return nil }, nil
	}
	f, err := os.Create(name)
	if err != nil {
		return nil, nil, fmt.Errorf("--out: %w", err)
	}
	return f, f.Close, nil
}

// openSeeds yields the URLs given as arguments, then those of the --urls
// file, read lazily.
func openSeeds(args []string, file string, stdin io.Reader) (iter.Seq[string], func(), error) {
	var r io.Reader
	closeFn := func() {}
	switch file {
	case "":
	case "-":
		r = stdin
	default:
		f, err := os.Open(file)
		if err != nil {
			return nil, nil, fmt.Errorf("--urls: %w", err)
		}
		r, closeFn = f, func() { f.Close() }
	}
	seq := func(yield func(string) bool) {
		for _, u := range args {
			if !yield(u) {
				return
			}
		}
		if r == nil {
			return
		}
		sc := bufio.NewScanner(r)
		sc.Buffer(make([]byte, 64<<10), 1<<20)
		for sc.Scan() {
			line := strings.TrimSpace(sc.Text())
			if line == "" || strings.HasPrefix(line, "#") {
				continue
			}
			if !yield(line) {
				return
			}
		}
	}
	return seq, closeFn, nil
}

func printSummary(w io.Writer, s *crawl.Summary, pool *render.Pool) {
	if s == nil {
		return
	}
	rate := 0.0
	if secs := s.Elapsed.Seconds(); secs > 0 {
		rate = float64(s.Pages) / secs
	}
	fmt.Fprintf(w, "render: %d pages (%d ok, %d failed, %d retries) in %v, %.1f pages/s",
		s.Pages, s.OK, s.Failed, s.Retries, s.Elapsed.Round(time.Millisecond), rate)
	if s.Blocked > 0 {
		fmt.Fprintf(w, ", %d requests blocked", s.Blocked)
	}
	fmt.Fprintln(w)
	if pool != nil && pool.Stats().TabsOpened > 0 {
		c := pool.Chrome()
		st := pool.Stats()
		via := ""
		if c.Exec != c.Name {
			via = " (via " + c.Name + ")"
		}
		fmt.Fprintf(w, "render: browser %s%s, %d tabs opened, %d restarts\n", c.Exec, via, st.TabsOpened, st.Restarts)
	}
	if len(s.Cut) > 0 {
		keys := make([]string, 0, len(s.Cut))
		for k := range s.Cut {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		var parts []string
		for _, k := range keys {
			parts = append(parts, fmt.Sprintf("%s=%d", k, s.Cut[k]))
		}
		fmt.Fprintf(w, "render: links not followed: %s\n", strings.Join(parts, " "))
	}
	if len(s.Unstarted) > 0 {
		fmt.Fprintf(w, "render: %d URLs never started:\n", len(s.Unstarted))
		for _, u := range s.Unstarted {
			fmt.Fprintf(w, "  %s\n", u)
		}
	}
}
