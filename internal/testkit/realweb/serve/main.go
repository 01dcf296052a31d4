// Command serve assembles the realweb corpus if needed and serves it on a
// loopback address, each site under its own path prefix.
//
//	go run ./internal/testkit/realweb/serve -addr 127.0.0.1:8090
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
	"syscall"
	"time"

	"github.com/rendercrawl/render/internal/testkit/realweb"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	err := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	var usage usageError
	switch {
	case err == nil:
	case errors.As(err, &usage):
		fmt.Fprintln(os.Stderr, "serve:", err)
		os.Exit(2)
	default:
		fmt.Fprintln(os.Stderr, "serve:", err)
		os.Exit(1)
	}
}

type usageError struct{ error }

func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fl := flag.NewFlagSet("serve", flag.ContinueOnError)
	fl.SetOutput(stderr)
	addr := fl.String("addr", "127.0.0.1:8090", "loopback address to listen on")
	dir := fl.String("dir", realweb.DefaultDir(), "the corpus' cache directory")
	assemble := fl.Bool("assemble", true, "assemble the corpus first if it is incomplete")
	if err := fl.Parse(args); err != nil {
		return usageError{err}
	}
	host, _, err := net.SplitHostPort(*addr)
	if ip := net.ParseIP(host); err != nil || ip == nil || !ip.IsLoopback() {
		return usageError{fmt.Errorf("%s is not a loopback address", *addr)}
	}
	if *assemble {
		if err := realweb.Assemble(ctx, *dir, stderr); err != nil {
			return err
		}
	}
	h, err := realweb.NewHandler(*dir)
	if err != nil {
		return err
	}
	defer h.Close()
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return err
	}
	base := "http://" + ln.Addr().String()
	for _, s := range append(realweb.StaticSites(base, *dir), realweb.BuiltSites(base, *dir)...) {
		fmt.Fprintf(stdout, "%-10s %s\n", s.Name, s.Seed)
	}
	for _, a := range realweb.Apps(base, *dir) {
		fmt.Fprintf(stdout, "%-10s %s\n", a.Name, a.URL)
	}
	srv := &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second}
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	return srv.Shutdown(sctx)
}
