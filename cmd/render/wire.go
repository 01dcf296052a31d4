package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"sync/atomic"
	"time"

	"github.com/rendercrawl/render/crawl"
	"github.com/rendercrawl/render/crawl/browser"
	"github.com/rendercrawl/render/crawl/checks"
	"github.com/rendercrawl/render/crawl/frontier"
	"github.com/rendercrawl/render/crawl/pace"
	"github.com/rendercrawl/render/fetch"
	"github.com/rendercrawl/render/render"
	"github.com/rendercrawl/render/sink"
	"github.com/rendercrawl/render/sink/archive"
	"github.com/rendercrawl/render/sink/sqldb"
)

// app is what a run works with, and what it must close.
type app struct {
	crawler *crawl.Crawler
	pool    *render.Pool
	seeds   *countedSeeds
	closers []func() error // closed in reverse order
	abortDB func()         // --db's Abort, or nil
	checks  *checks.Report // the CI checks, or nil
	junit   *sink.JUnit    // --junit's report, or nil
	metrics *metrics       // --metrics, or nil
}

// abort is the second signal: pages in flight end at once, and a database
// that went away is no longer waited for.
func (a *app) abort() {
	a.crawler.Abort()
	if a.abortDB != nil {
		a.abortDB()
	}
}

// close closes everything wire opened, in reverse order, and returns the
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

// wire opens what the options ask for, gives every package its logger and
// builds the crawler: the seeds, the frontier, the sinks, the metrics,
// Chrome's pool and the HTTP client. On error it returns the exit status;
// what it opened is in the app, for close.
func wire(ctx context.Context, o *options, log *slog.Logger, stdin io.Reader, stdout io.Writer) (*app, int, error) {
	o.crawl.Logger = log.With("component", "crawl")
	o.render.Logger = log.With("component", "render")
	o.fetch.Logger = log.With("component", "fetch")
	a := &app{}
	// The seeds open first (the flags were checked already): a run that
	// cannot start leaves an existing --out as it was.
	seeds, closeSeeds, err := openSeeds(o.urls, o.urlFile, stdin)
	if err != nil {
		return a, exitUsage, err
	}
	a.seeds = &countedSeeds{Seeds: seeds}
	a.closers = append(a.closers, closeSeeds)

	front, bucket, err := openFrontier(ctx, o, log.With("component", "frontier"))
	if err != nil {
		return a, exitFailure, err
	}
	a.closers = append(a.closers, front.Close)
	db, err := openDB(ctx, o, log)
	if err != nil {
		return a, exitFailure, err
	}
	if db != nil {
		a.abortDB = db.Abort
	}
	if o.checks.Enabled() {
		a.checks = checks.NewReport(&o.checks, failedPagesShown)
	}
	out, err := openSinks(ctx, o, a, front, db, stdout, log)
	if err != nil {
		return a, exitFailure, err
	}
	a.closers = append(a.closers, out.Close)

	if err := probeProxy(ctx, o); err != nil {
		return a, exitFailure, err
	}
	// One pacer spaces every request to a host, whichever path makes it:
	// the crawl's pages, Chrome's later navigations, robots.txt and
	// redirects over HTTP.
	pc := o.crawl.Pace
	pc.Logger = o.crawl.Logger
	pacer := pace.New(pc, bucket)
	o.fetch.Pacer, o.render.Pacer = pacer, pacer
	deps := crawl.Deps{Sink: out, Frontier: front, Pacer: pacer, Session: o.sess}
	if db != nil {
		deps.Revise = db // a row per URL: pages a kind's flip made stale are brought up to date
	}
	if a.checks != nil {
		deps.Checks = a.checks
	}
	if deps.Renderer, err = a.openPool(o, log); err != nil {
		return a, exitFailure, err
	}
	// One HTTP client fetches pages (http and auto mode), robots.txt and
	// sitemaps. It keeps what archiving an exchange needs (the headers
	// sent, each phase's time) only when an output archives them.
	o.fetch.Exchanges = o.crawl.Capture.Exchange || sink.NeedsOf(out).Exchange
	client, err := fetch.New(o.fetch)
	if err != nil {
		return a, exitUsage, inFlagTerms(err)
	}
	a.closers = append(a.closers, client.Close)
	deps.Fetcher = client
	if !o.ignoreRobots {
		// robots.txt counts against its host's pace like a page: the
		// client's pacer holds it.
		deps.Robots = fetch.NewRobots(client, o.fetch.UserAgent)
	}
	if a.crawler, err = crawl.New(o.crawl, deps); err != nil {
		return a, exitUsage, inFlagTerms(err)
	}
	if o.metricsAddr != "" {
		m, err := serveMetrics(o.metricsAddr, a.crawler, a.pool, log)
		if err != nil {
			return a, exitFailure, fmt.Errorf("--metrics: %w", err)
		}
		m.lingerFor, a.metrics = o.long.metricsLinger, m
		a.closers = append(a.closers, m.close)
	}
	return a, exitOK, nil
}

// autoTabWait is render.Config.TabWait in auto mode (options.share): a few
// renders of a documentation page on a busy machine.
const autoTabWait = 2 * time.Second

// openPool looks for Chrome; it starts only when a page needs it. A
// missing Chrome is fatal only where the mode requires a browser
// (crawl.Mode.Browser): in auto mode only the pages that need one fail.
func (a *app) openPool(o *options, log *slog.Logger) (crawl.Renderer, error) {
	need := o.crawl.Mode.Browser()
	if need == crawl.BrowserNone {
		return nil, nil
	}
	pool, err := render.New(o.render)
	switch {
	case err == nil:
	case need == crawl.BrowserOptional && errors.Is(err, render.ErrNoChrome):
		log.Warn("no Chrome: pages that need a browser will fail", "err", err)
		return nil, nil
	default:
		return nil, inFlagTerms(err)
	}
	a.pool = pool
	a.closers = append(a.closers, func() error {
		if err := pool.Close(); err != nil {
			log.Warn("closing chrome", "err", err)
		}
		return nil
	})
	return browser.New(pool), nil
}

// openSinks opens the JSON Lines output and the other sinks the flags ask
// for, beside db (--db, or nil), which it closes if it fails, in the order
// of sink.OpenChain. Every file output follows one rule: a crawl with
// --state extends what its earlier runs wrote (sink.Resumed), any other
// run replaces it (sink.Fresh).
func openSinks(ctx context.Context, o *options, a *app, front frontier.Frontier, db *sqldb.Sink, stdout io.Writer, log *slog.Logger) (sink.Sink, error) {
	start := sink.Fresh
	if o.stateDir != "" {
		start = sink.Resumed
	}
	arch := archive.DefaultConfig()
	arch.Software, arch.Start, arch.HARBodies = versionString(), start, o.harBodies
	arch.Rollover = o.long.rolloverSize
	c := sink.Chain{Limits: arch.Limits}
	if db != nil {
		c.Store = db
	}
	for _, opt := range []struct {
		flag, path string
		archive    bool
		open       func(string) (sink.Sink, error)
	}{
		{"--html-dir", o.htmlDir, false, func(p string) (sink.Sink, error) { return sink.NewHTMLDir(p, start) }},
		{"--warc", o.warcFile, true, func(p string) (sink.Sink, error) { return archive.NewWARC(p, arch) }},
		{"--wacz", o.waczFile, true, func(p string) (sink.Sink, error) { return archive.NewWACZ(p, arch) }},
		{"--har", o.harDir, true, func(p string) (sink.Sink, error) { return archive.NewHAR(p, arch) }},
		{"--screenshot", o.screenshotDir, false, func(p string) (sink.Sink, error) { return sink.NewScreenshots(p, start) }},
		{"--junit", o.junitFile, false, func(p string) (sink.Sink, error) {
			j, err := sink.NewJUnit(p, "render", start)
			a.junit = j
			return j, err
		}},
	} {
		if opt.path != "" {
			c.Outputs = append(c.Outputs, sink.Output{Name: opt.flag, Archive: opt.archive, Open: func() (sink.Sink, error) { return opt.open(opt.path) }})
		}
	}
	c.Records = func() (sink.Sink, error) {
		w, closeW, err := openRecords(ctx, o, a.checks, front, db, stdout, log)
		if err != nil {
			return nil, err
		}
		j := sink.NewJSONL(w).WithFields(o.fields)
		if o.stateDir != "" || o.frontierURL != "" {
			// A crawl that keeps its state ends with its records on
			// disk, as its state is; any other run leaves the file to
			// the system's write-back, as other tools do.
			j.WithSync()
		}
		return closingSink{Sink: j, after: closeW}, nil
	}
	return sink.OpenChain(c)
}

// openRecords opens where the JSON Lines go: --out, appended to when a
// crawl with --state resumes, or stdout.
func openRecords(ctx context.Context, o *options, rep *checks.Report, front frontier.Frontier, db *sqldb.Sink, stdout io.Writer, log *slog.Logger) (io.Writer, func() error, error) {
	switch {
	case o.stateDir != "" && o.out != "" && o.out != "-":
		f, n, err := resumeOutputWith(ctx, o.out, front, db, rep)
		if err != nil {
			return nil, nil, err
		}
		if n > 0 {
			log.Info("resuming", "state", o.stateDir, "records", n)
		}
		return f, f.Close, nil
	case o.out == "" || o.out == "-":
		if o.stateDir != "" {
			log.Warn("--state with records on stdout: a resumed crawl may repeat records written just before it stopped; use --out FILE")
		}
		return stdout, func() error { return nil }, nil
	}
	f, err := os.Create(o.out)
	if err != nil {
		return nil, nil, fmt.Errorf("--out: %w", err)
	}
	return f, f.Close, nil
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

// countedSeeds counts the URLs its Seeds yielded: a --urls input that
// held none (an empty file, empty stdin) is a usage error, found once the
// input is over.
type countedSeeds struct {
	crawl.Seeds
	n atomic.Int64
}

func (s *countedSeeds) Next(ctx context.Context) (string, error) {
	u, err := s.Seeds.Next(ctx)
	if err == nil {
		s.n.Add(1)
	}
	return u, err
}

// noURLs reports a run that ended by itself without a URL to visit: its
// --urls input held none. A CI step whose list of URLs came out empty
// does not pass for one whose pages all passed.
func (a *app) noURLs(sig *signals) bool {
	return a.seeds != nil && a.seeds.n.Load() == 0 && sig.got() == nil
}

// openSeeds yields the URLs given as arguments, then those of the --urls
// file ("-": stdin), read as the crawl goes.
func openSeeds(args []string, file string, stdin io.Reader) (crawl.Seeds, func() error, error) {
	list := crawl.SeedList(args...)
	var r io.Reader
	closeFile := func() error { return nil }
	switch file {
	case "":
		return list, closeFile, nil
	case "-":
		r = stdin
	default:
		f, err := os.Open(file)
		if err != nil {
			return nil, nil, fmt.Errorf("--urls: %w", err)
		}
		r, closeFile = f, f.Close
	}
	lines := crawl.SeedLines(r)
	return crawl.SeedChain(list, lines), func() error { lines.Close(); return closeFile() }, nil
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
