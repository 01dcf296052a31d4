// Command render renders pages the way a browser shows them and prints one
// JSON line per URL. See `render --help`.
package main

import (
	"bufio"
	"context"
	"encoding/json"
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

	"golang.org/x/term"

	"github.com/rendercrawl/render/crawl"
	"github.com/rendercrawl/render/crawl/frontier"
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

	ctx, stop := context.WithCancel(ctx)
	defer stop()
	a, code, err := setup(ctx, o, log, stdin, stdout)
	if err != nil {
		fmt.Fprintf(stderr, "render: %v\n", err)
		a.close()
		return code
	}

	// From here on, the first SIGINT/SIGTERM stops the intake and lets
	// pages in flight finish; a second one aborts them. (During setup, which
	// starts no Chrome, a signal ends the process as usual.) A write to a
	// closed stdout gives EPIPE rather than killing us, so that it is
	// reported.
	sigs := make(chan os.Signal, 2)
	signal.Notify(sigs, syscall.SIGINT, syscall.SIGTERM, syscall.SIGPIPE)
	defer signal.Stop(sigs)

	var got atomic.Value // the first stopping signal
	done := make(chan struct{})
	defer close(done) // signal.Stop does not close sigs: end the watcher here
	go func() {
		for {
			var s os.Signal
			select {
			case <-done:
				return
			case s = <-sigs:
			}
			if s == syscall.SIGPIPE {
				continue // the write that caused it reports EPIPE
			}
			if got.CompareAndSwap(nil, s) {
				log.Warn("stopping: finishing pages in flight; signal again to abort", "signal", s.String(), "grace", o.crawl.Grace)
				stop()
				continue
			}
			log.Warn("aborting", "signal", s.String())
			a.crawler.Abort()
		}
	}()

	if o.metricsAddr != "" {
		a.metrics.watch(a.crawler, a.pool)
	}
	stopProgress := func() {}
	if !o.quiet && isTerminal(stderr) {
		// Not ctx: the bar stays through the grace period of a first
		// signal; stopProgress ends it.
		stopProgress = showProgress(context.WithoutCancel(ctx), stderr, a.crawler, a.pool)
	}
	sum, runErr := a.crawler.Run(ctx, a.seeds)
	stopProgress()
	if err := a.close(); err != nil && runErr == nil {
		runErr = err
	}
	printSummary(stderr, sum, a.pool)
	if o.statsFile != "" {
		if err := writeStats(o.statsFile, sum, a.pool); err != nil && runErr == nil {
			runErr = err
		}
	}
	switch {
	case runErr != nil:
		fmt.Fprintf(stderr, "render: %v\n", runErr)
		return exitFailure
	case got.Load() == syscall.SIGINT:
		return exitSIGINT
	case got.Load() == syscall.SIGTERM:
		return exitSIGTERM
	case sum.CheckFailures > 0:
		fmt.Fprintf(stderr, "render: %d pages failed their checks\n", sum.CheckFailures)
		return exitFailure
	}
	return exitOK
}

// app is what a run works with, and what it must close.
type app struct {
	crawler *crawl.Crawler
	pool    *render.Pool
	seeds   iter.Seq[string]
	metrics *metrics
	closers []func() error // closed in reverse order
}

// close closes everything setup opened, in reverse order, and returns the
// first error.
func (a *app) close() error {
	var first error
	for i := len(a.closers) - 1; i >= 0; i-- {
		if err := a.closers[i](); err != nil && first == nil {
			first = err
		}
	}
	a.closers = nil
	return first
}

// setup opens the frontier, the sinks, Chrome's pool, the HTTP client and
// the seeds, and builds the crawler. On error it returns the exit status;
// what it opened is in the app, for close.
func setup(ctx context.Context, o *options, log *slog.Logger, stdin io.Reader, stdout io.Writer) (*app, int, error) {
	a := &app{}
	// The seeds open first (the flags were checked already): a run that
	// cannot start leaves an existing --out as it was.
	seeds, closeSeeds, err := openSeeds(o.urls, o.urlFile, stdin)
	if err != nil {
		return a, exitUsage, err
	}
	a.seeds = seeds
	a.closers = append(a.closers, func() error { closeSeeds(); return nil })

	frontier, bucket, err := openFrontier(ctx, o, log.With("component", "frontier"))
	if err != nil {
		return a, exitFailure, err
	}
	a.closers = append(a.closers, frontier.Close)

	out, err := openSinks(ctx, o, frontier, stdout, log)
	if err != nil {
		return a, exitFailure, err
	}
	a.closers = append(a.closers, out.Close)
	if o.metricsAddr != "" {
		a.metrics = newMetrics()
		if err := a.metrics.serve(o.metricsAddr, log); err != nil {
			return a, exitFailure, fmt.Errorf("--metrics: %w", err)
		}
		a.closers = append(a.closers, func() error { a.metrics.close(); return nil })
		out = observingSink{Sink: out, m: a.metrics}
	}

	// Chrome is looked for now but starts only when a page needs it. In auto
	// mode a missing Chrome is not fatal: only the pages that need one fail.
	var renderer crawl.Renderer
	if o.mode != crawl.ModeHTTP {
		pool, err := render.New(o.render)
		switch {
		case err == nil:
			a.pool, renderer = pool, pool
			a.closers = append(a.closers, func() error {
				if err := pool.Close(); err != nil {
					log.Warn("closing chrome", "err", err)
				}
				return nil
			})
		case o.mode == crawl.ModeAuto && errors.Is(err, render.ErrNoChrome):
			log.Warn("no Chrome: pages that need a browser will fail", "err", err)
		default:
			return a, exitFailure, err
		}
	}
	// One HTTP client fetches pages (http and auto mode), robots.txt and
	// sitemaps.
	client, err := fetch.New(o.fetch)
	if err != nil {
		return a, exitUsage, err
	}
	a.closers = append(a.closers, client.Close)
	deps := crawl.Deps{Renderer: renderer, Fetcher: client, Sink: out, Frontier: frontier}
	if !o.ignoreRobots {
		deps.Robots = fetch.NewRobots(client, o.fetch.UserAgent)
	}
	deps.Bucket = bucket
	if a.crawler, err = crawl.New(o.crawl, deps); err != nil {
		return a, exitUsage, err
	}
	return a, exitOK, nil
}

// openSinks opens the JSON Lines output (appending to it, when a crawl
// with --state resumes) and the other sinks the flags ask for.
func openSinks(ctx context.Context, o *options, frontier frontier.Frontier, stdout io.Writer, log *slog.Logger) (sink.Sink, error) {
	var w io.Writer
	var closeW func() error
	if o.stateDir != "" && o.out != "" && o.out != "-" {
		f, n, err := resumeOutput(ctx, o.out, frontier)
		if err != nil {
			return nil, err
		}
		if n > 0 {
			log.Info("resuming", "state", o.stateDir, "records", n)
		}
		w, closeW = f, f.Close
	} else {
		if o.stateDir != "" {
			log.Warn("--state with records on stdout: a resumed crawl may repeat records written just before it stopped; use --out FILE")
		}
		var err error
		if w, closeW, err = openOutput(o.out, stdout); err != nil {
			return nil, err
		}
	}
	sinks := []sink.Sink{closingSink{Sink: sink.NewJSONL(w), after: closeW}}
	fail := func(err error) (sink.Sink, error) {
		sink.NewMulti(sinks...).Close()
		return nil, err
	}
	if o.htmlDir != "" {
		s, err := sink.NewHTMLDir(o.htmlDir)
		if err != nil {
			return fail(fmt.Errorf("--html-dir: %w", err))
		}
		sinks = append(sinks, s)
	}
	if o.warcFile != "" {
		s, err := sink.NewWARC(o.warcFile, "render")
		if err != nil {
			return fail(fmt.Errorf("--warc: %w", err))
		}
		sinks = append(sinks, s)
	}
	if o.screenshotDir != "" {
		s, err := sink.NewScreenshots(o.screenshotDir)
		if err != nil {
			return fail(fmt.Errorf("--screenshot: %w", err))
		}
		sinks = append(sinks, s)
	}
	if o.junitFile != "" {
		sinks = append(sinks, sink.NewJUnit(o.junitFile, "render"))
	}
	if len(sinks) == 1 {
		return sinks[0], nil
	}
	return sink.NewMulti(sinks...), nil
}

// closingSink closes the file under a sink after the sink.
type closingSink struct {
	sink.Sink
	after func() error
}

func (s closingSink) Close() error {
	err := s.Sink.Close()
	if aerr := s.after(); err == nil {
		err = aerr
	}
	return err
}

// writeStats writes the summary as JSON.
func writeStats(name string, s *crawl.Summary, pool *render.Pool) error {
	type browserStats struct {
		Binary string       `json:"binary"`
		Stats  render.Stats `json:"stats"`
	}
	out := struct {
		*crawl.Summary
		Browser *browserStats `json:"browser,omitempty"`
	}{Summary: s}
	if pool != nil {
		out.Browser = &browserStats{Binary: pool.Chrome().Exec, Stats: pool.Stats()}
	}
	b, err := json.MarshalIndent(out, "", "  ")
	if err != nil {
		return err
	}
	if err := os.WriteFile(name, append(b, '\n'), 0o644); err != nil {
		return fmt.Errorf("--stats: %w", err)
	}
	return nil
}

// isTerminal reports whether w is a terminal.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
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
	fmt.Fprintf(w, "render: %d pages (%d ok, %d failed, %d retries) in %v, %.1f pages/s",
		s.Pages, s.OK, s.Failed, s.Retries, s.Elapsed.Round(time.Millisecond), s.PagesPerSecond)
	if s.OK > 0 {
		fmt.Fprintf(w, ", page time p50 %dms p95 %dms", s.P50MS, s.P95MS)
	}
	fmt.Fprintln(w)
	fmt.Fprintf(w, "render: %d http, %d browser; %s received", s.ByMode["http"], s.ByMode["browser"], bytesOf(s.Bytes))
	if s.Blocked > 0 {
		fmt.Fprintf(w, ", %d requests blocked", s.Blocked)
	}
	fmt.Fprintln(w)
	if len(s.FailedBy) > 0 {
		fmt.Fprintf(w, "render: failed: %s\n", counts(s.FailedBy))
	}
	if s.CheckFailures > 0 {
		fmt.Fprintf(w, "render: %d pages failed checks\n", s.CheckFailures)
	}
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
		fmt.Fprintf(w, "render: links not followed: %s\n", counts(s.Cut))
	}
	if len(s.Unstarted) > 0 {
		fmt.Fprintf(w, "render: %d URLs never started:\n", len(s.Unstarted))
		for _, u := range s.Unstarted {
			fmt.Fprintf(w, "  %s\n", u)
		}
	}
}

// counts renders a map of counts as "a=1 b=2", keys sorted.
func counts(m map[string]int) string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = fmt.Sprintf("%s=%d", k, m[k])
	}
	return strings.Join(parts, " ")
}

func bytesOf(n int64) string {
	switch {
	case n >= 1<<30:
		return fmt.Sprintf("%.1f GiB", float64(n)/(1<<30))
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%.1f KiB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%d B", n)
}
