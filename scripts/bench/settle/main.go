package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/rendercrawl/render/internal/testkit/realweb"
	"github.com/rendercrawl/render/internal/testkit/testsite"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	err := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	var usage usageError
	switch {
	case err == nil:
	case errors.As(err, &usage):
		fmt.Fprintln(os.Stderr, "settle:", err)
		os.Exit(2)
	default:
		fmt.Fprintln(os.Stderr, "settle:", err)
		os.Exit(1)
	}
}

// usageError is a command line that cannot be run.
type usageError struct{ error }

// errMissed is a page that missed what it is built for in some run.
var errMissed = errors.New("pages missed")

// options are the command's flags.
type options struct {
	bin                string
	runs, neverRuns    int
	tabs               int
	neverTimeout       time.Duration
	runTimeout         time.Duration
	corpus, fixtures   bool
	corpusDir, workDir string
	extra              string
	load               int
}

func parse(args []string, stderr io.Writer) (options, error) {
	var o options
	fl := flag.NewFlagSet("settle", flag.ContinueOnError)
	fl.SetOutput(stderr)
	fl.StringVar(&o.bin, "render", "", "the render binary to run (required)")
	fl.IntVar(&o.runs, "runs", 20, "rounds of the pages expected to settle")
	fl.IntVar(&o.neverRuns, "never-runs", 3, "rounds of the pages built never to settle (0: none)")
	fl.IntVar(&o.tabs, "tabs", 4, "render's --tabs")
	fl.DurationVar(&o.neverTimeout, "never-timeout", 5*time.Second, "render's --timeout for the pages built never to settle")
	fl.DurationVar(&o.runTimeout, "run-timeout", 10*time.Minute, "bound of one render run")
	fl.BoolVar(&o.fixtures, "fixtures", true, "render the test site's wait pages")
	fl.BoolVar(&o.corpus, "corpus", true, "render the realweb corpus' apps and routes")
	fl.StringVar(&o.corpusDir, "corpus-dir", realweb.DefaultDir(), "the realweb corpus' cache directory")
	fl.StringVar(&o.workDir, "dir", "", "where URL lists and render outputs go (default: a temporary directory, removed)")
	fl.StringVar(&o.extra, "render-args", "", "more render flags, space-separated")
	fl.IntVar(&o.load, "cpu-load", 0, "busy loops to run beside the render runs, each using a core (0: none)")
	if err := fl.Parse(args); err != nil {
		return o, usageError{err}
	}
	if o.bin == "" || o.runs < 1 || o.neverRuns < 0 || o.tabs < 1 || fl.NArg() > 0 {
		return o, usageError{errors.New("want -render BIN, -runs >= 1, -never-runs >= 0, -tabs >= 1 and no arguments")}
	}
	return o, nil
}

func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	o, err := parse(args, stderr)
	if err != nil {
		return err
	}
	dir := o.workDir
	if dir == "" {
		if dir, err = os.MkdirTemp("", "render-settle-"); err != nil {
			return err
		}
		defer os.RemoveAll(dir)
	} else if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	var pages, never []page
	if o.fixtures {
		base, stop, err := serve(testsite.New(testsite.Dir()))
		if err != nil {
			return err
		}
		defer stop()
		pages = fixturePages(base)
		if o.neverRuns > 0 {
			never = neverPages(base)
		}
	}
	if o.corpus {
		if err := realweb.Assemble(ctx, o.corpusDir, stderr); err != nil {
			return err
		}
		h, err := realweb.NewHandler(o.corpusDir)
		if err != nil {
			return err
		}
		defer h.Close()
		base, stop, err := serve(h)
		if err != nil {
			return err
		}
		defer stop()
		pages = append(pages, corpusPages(base, o.corpusDir)...)
	}
	stopLoad := cpuLoad(ctx, o.load)
	defer stopLoad()
	r := &runner{bin: o.bin, tabs: o.tabs, extra: strings.Fields(o.extra), dir: dir, timeout: o.runTimeout, stderr: stderr}
	ts, err := rounds(ctx, r, "settle", pages, o.runs, 0, stderr)
	if err != nil {
		return err
	}
	tn, err := rounds(ctx, r, "never", never, o.neverRuns, o.neverTimeout, stderr)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "%d rounds of %d pages (default wait and timeout), %d rounds of %d pages built never to settle (--timeout %v); render --mode browser --tabs %d --retries 0 %s; %d busy loops beside\n\n",
		o.runs, len(pages), o.neverRuns, len(never), o.neverTimeout, o.tabs, o.extra, o.load)
	if n := report(stdout, append(ts, tn...)); n > 0 {
		return fmt.Errorf("%w: %d", errMissed, n)
	}
	return nil
}

// rounds renders every page once per round, all pages of a round in one
// render run, and tallies them.
func rounds(ctx context.Context, r *runner, tag string, pages []page, n int, timeout time.Duration, stderr io.Writer) ([]*tally, error) {
	if len(pages) == 0 {
		return nil, nil
	}
	ts := make([]*tally, len(pages))
	for i, p := range pages {
		ts[i] = &tally{page: p}
	}
	for round := range n {
		urls := make([]string, len(pages))
		for i, p := range pages {
			urls[i] = p.urlFor(round)
		}
		start := time.Now()
		recs, err := r.run(ctx, fmt.Sprintf("%s-%02d", tag, round), urls, timeout)
		if err != nil && recs == nil {
			return nil, err
		}
		if err != nil {
			fmt.Fprintln(stderr, "settle:", err)
		}
		for i, t := range ts {
			rec, ok := recs[urls[i]]
			t.add(round, urls[i], rec, ok)
		}
		fmt.Fprintf(stderr, "settle: %s round %d/%d: %d records in %v\n", tag, round+1, n, len(recs), time.Since(start).Round(time.Millisecond))
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
	}
	return ts, nil
}

// cpuLoad runs n busy loops until the returned stop is called or ctx
// ends: the machine is as busy as a shared CI runner, where a wait that
// ends too soon shows.
func cpuLoad(ctx context.Context, n int) (stop func()) {
	ctx, cancel := context.WithCancel(ctx)
	var wg sync.WaitGroup
	for range n {
		wg.Go(func() {
			x := 0
			for ctx.Err() == nil {
				for range 1 << 16 {
					x++
				}
			}
			_ = x
		})
	}
	return func() {
		cancel()
		wg.Wait()
	}
}

// serve serves h on a free loopback port until stop is called.
func serve(h http.Handler) (base string, stop func(), err error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", nil, err
	}
	srv := &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second}
	go srv.Serve(ln)
	return "http://" + ln.Addr().String(), func() {
		ctx, cancel := context.WithTimeout(context.Background(), time.Second)
		defer cancel()
		if srv.Shutdown(ctx) != nil {
			srv.Close() // a browser may hold connections open: do not wait for them
		}
	}, nil
}
