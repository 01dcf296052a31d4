// Command render renders pages the way a browser shows them and prints one
// JSON line per URL. See `render --help`.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"syscall"

	"github.com/rendercrawl/render/crawl"
	"github.com/rendercrawl/render/crawl/checks"
	"github.com/rendercrawl/render/sink/diskguard"
)

func main() {
	stop := startProfile()
	code := run(context.Background(), os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}

// Exit statuses.
const (
	exitOK      = 0
	exitFailure = 1
	exitUsage   = 2
	exitNoneOK  = 3 // URLs were given and not one succeeded
	exitSIGINT  = 130
	exitSIGTERM = 143
)

// run is the whole program; it returns the exit status.
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	args = helpWord(args)
	if len(args) > 0 && args[0] == "export" {
		return runExport(ctx, args[1:], stdout, stderr)
	}
	if len(args) > 0 && args[0] == "serve" {
		return runServe(ctx, args[1:], stdout, stderr)
	}
	if len(args) > 0 && args[0] == "healthcheck" {
		return runHealthcheck(ctx, args[1:], stdout, stderr)
	}
	o, err := parseArgs(args)
	switch {
	case errors.Is(err, flag.ErrHelp):
		usage(newFlagSet(&options{}), stdout)
		return exitOK
	case errors.Is(err, errVersion):
		fmt.Fprintln(stdout, versionString())
		return exitOK
	case err != nil:
		// An error of a flag names where a credential was given, not the
		// credential; a URL's user:password@ is masked all the same.
		fmt.Fprintf(stderr, "render: %v\nRun 'render --help' for usage.\n", (&crawl.Secrets{}).String(err.Error()))
		return exitUsage
	}
	tuneGC(o)
	for _, n := range o.notes {
		fmt.Fprintf(stderr, "render: %s\n", n)
	}
	log, err := newLogger(o.logLevel, o.logFormat, stderr)
	if err != nil {
		fmt.Fprintf(stderr, "render: %v\n", err)
		return exitUsage
	}
	log = slog.New(maskingHandler{log.Handler(), o.sess.Secrets})
	warnChecksOverHTTP(o, log)
	ctx, stop := context.WithCancel(ctx)
	defer stop()
	// The disks are looked at before wire opens the outputs, which
	// replaces what an earlier run wrote: a disk already full keeps it.
	disks, err := watchDisks(o, log, stop)
	if err != nil {
		fmt.Fprintf(stderr, "render: %v\n", err)
		return exitFailure
	}
	defer disks.Close()
	if err := diskErr(disks); err != nil {
		fmt.Fprintf(stderr, "render: %v\n", err)
		return exitFailure
	}
	out := &pipeWriter{w: stdout}
	a, code, err := wire(ctx, o, log, stdin, out)
	if err != nil {
		fmt.Fprintf(stderr, "render: %v\n", o.sess.Secrets.String(err.Error()))
		a.close()
		return code
	}
	limits := watchLimits(o.long, outputSize(o, stdout), limitEvery, log, stop)
	defer limits.close()
	sig := watchSignals(log, o.crawl.Grace, stop, a.abort, func() bool { return disks.Stopped() || limits.reached() != "" })
	defer sig.end()

	// Not ctx: the progress stays through the grace period of a first
	// signal; stopProgress ends it.
	stopProgress := startProgress(context.WithoutCancel(ctx), o, stderr, a)
	sum, runErr := a.crawler.Run(ctx, a.seeds)
	stopProgress()
	runErr = failUnmatchedInJUnit(a, o, out, sum, runErr)
	// The crawl is over: closing the outputs (packing a WACZ) is no
	// reason to stop it.
	disks.Close()
	if err := diskErr(disks); err != nil && runErr == nil {
		runErr = err
	}
	if err := saveSession(o, a.pool); err != nil && runErr == nil {
		runErr = err
	}
	if err := a.close(); err != nil && runErr == nil {
		runErr = err
	} else if err != nil && errors.Is(runErr, diskguard.ErrLow) {
		runErr = errors.Join(runErr, err) // an output that had no room to close
	}
	if !o.quiet {
		printSummary(stderr, sum, a.pool)
	}
	if why := limits.reached(); why != "" {
		fmt.Fprintf(stderr, "render: stopped at %s; %s\n", why, resumeHint(o))
	}
	if o.statsFile != "" {
		if err := writeStats(o.statsFile, sum, a.pool); err != nil && runErr == nil {
			runErr = err
		}
	}
	code = finalStatus(o, a, out, sig, sum, runErr, stderr)
	if err := a.metrics.linger(log); err != nil {
		log.Warn("metrics: close", "err", err)
	}
	return code
}

// finalStatus is exitStatus, but for a run that ended well without a
// URL to visit: its --urls input held none (not a crawl that resumed from
// --state or joined a --frontier with no URLs of its own: it visited
// pages).
func finalStatus(o *options, a *app, out *pipeWriter, sig *signals, sum *crawl.Summary, runErr error, stderr io.Writer) int {
	code := exitStatus(o, out, sig, sum, a.checks, runErr, stderr)
	if code == exitOK && sum.Pages == 0 && a.noURLs(sig) {
		fmt.Fprintf(stderr, "render: no URLs: --urls %s held none\n", o.urlFile)
		return exitUsage
	}
	return code
}

// exitStatus reports how the run ended, on stderr when it did not end
// well or failed checks (rep, nil without checks), and returns its exit
// status.
func exitStatus(o *options, out *pipeWriter, sig *signals, sum *crawl.Summary, rep *checks.Report, runErr error, stderr io.Writer) int {
	switch {
	case out.closed() && (runErr == nil || errors.Is(runErr, syscall.EPIPE)):
		// The reader of stdout had what it wanted (render ... | head);
		// the pages rendered until then still answer to the checks.
		if printChecks(stderr, rep, checks.UnmatchedIgnored, o.sess.Secrets.String) {
			return exitFailure
		}
		return exitOK
	case runErr != nil:
		fmt.Fprintf(stderr, "render: %v\n", o.sess.Secrets.String(runErr.Error()))
		return exitFailure
	case sig.got() == syscall.SIGINT:
		return exitSIGINT
	case sig.got() == syscall.SIGTERM:
		return exitSIGTERM
	case printChecks(stderr, rep, unmatchedIn(o, sum), o.sess.Secrets.String):
		return exitFailure
	case sum.Pages > 0 && sum.OK == 0:
		if sum.Pages == 1 {
			fmt.Fprintln(stderr, "render: the URL did not succeed")
		} else {
			fmt.Fprintf(stderr, "render: none of the %d URLs succeeded\n", sum.Pages)
		}
		return exitNoneOK
	}
	return exitOK
}
