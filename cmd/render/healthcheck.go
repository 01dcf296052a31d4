package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"syscall"
	"time"
)

// runHealthcheck is `render healthcheck`, the container image's
// HEALTHCHECK: it asks a render serve on --addr for /healthz and exits 0
// when it answers 200, 1 otherwise. Where nothing listens on --addr the
// container runs a crawl, not the service, and there is nothing to check:
// exit 0.
func runHealthcheck(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("render healthcheck", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	addr := fs.String("addr", "127.0.0.1:3000", "the `HOST:PORT` render serve listens on")
	timeout := fs.Duration("timeout", 5*time.Second, "give up after `DURATION`")
	unitDurations(fs)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fmt.Fprintln(stdout, "render healthcheck asks render serve for /healthz: exit 0 when it answers 200, or when nothing listens (a crawl); 1 otherwise.\n\nUsage:\n  render healthcheck [--addr HOST:PORT] [--timeout DURATION]")
			fs.VisitAll(func(f *flag.Flag) { printFlag(stdout, f) })
			return exitOK
		}
		fmt.Fprintf(stderr, "render healthcheck: %v\n", flagError(err))
		return exitUsage
	}
	ctx, cancel := context.WithTimeout(ctx, *timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "http://"+*addr+"/healthz", nil)
	if err != nil {
		fmt.Fprintf(stderr, "render healthcheck: --addr: %v\n", err)
		return exitUsage
	}
	resp, err := http.DefaultClient.Do(req)
	switch {
	case errors.Is(err, syscall.ECONNREFUSED):
		fmt.Fprintf(stdout, "no render serve on %s: nothing to check\n", *addr)
		return exitOK
	case err != nil:
		fmt.Fprintf(stderr, "render healthcheck: %v\n", err)
		return exitFailure
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(io.LimitReader(resp.Body, 4096))
	fmt.Fprintf(stdout, "%s %s", resp.Status, body)
	if resp.StatusCode != http.StatusOK {
		return exitFailure
	}
	return exitOK
}
