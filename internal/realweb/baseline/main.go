// Command baseline measures a render binary on the realweb corpus and
// prints the figures as Markdown tables: each static site crawled with
// --mode http and in the default auto mode (wall time, pages, pages/s, how
// many pages auto mode rendered in the browser), and each app rendered in
// --mode browser a few times (whether the record's text holds the app's
// marker, the elapsed time, the record's note), then once in auto mode,
// and each route of the hash-routed apps with --keep-fragment.
//
//	go build -o /tmp/render-bin ./cmd/render
//	go run ./internal/realweb/baseline -render /tmp/render-bin
//
// It serves the corpus on 127.0.0.1 itself; render reaches nothing else.
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
	"path/filepath"
	"syscall"
	"time"

	"github.com/rendercrawl/render/internal/realweb"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	err := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	if err != nil {
		fmt.Fprintln(os.Stderr, "baseline:", err)
		var usage usageError
		if errors.As(err, &usage) {
			os.Exit(2)
		}
		os.Exit(1)
	}
}

type usageError struct{ error }

// bench is one measurement session: the binary, where its outputs go and
// the corpus' base URL.
type bench struct {
	render string
	work   string
	base   string
	log    io.Writer
}

func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fl := flag.NewFlagSet("baseline", flag.ContinueOnError)
	fl.SetOutput(stderr)
	bin := fl.String("render", "", "the render binary to measure (required)")
	dir := fl.String("dir", realweb.DefaultDir(), "the corpus' cache directory")
	runs := fl.Int("runs", 3, "how many times each app is rendered")
	static := fl.Bool("static", true, "measure the static sites")
	apps := fl.Bool("apps", true, "measure the apps")
	if err := fl.Parse(args); err != nil {
		return usageError{err}
	}
	if *bin == "" {
		return usageError{errors.New("-render BIN is required")}
	}
	if err := realweb.Assemble(ctx, *dir, stderr); err != nil {
		return err
	}
	h, err := realweb.NewHandler(*dir)
	if err != nil {
		return err
	}
	defer h.Close()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	srv := &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second}
	go srv.Serve(ln)
	defer srv.Close()
	work, err := os.MkdirTemp("", "realweb-baseline-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(work)
	b := &bench{render: *bin, work: work, base: "http://" + ln.Addr().String(), log: stderr}
	if *static {
		if err := b.staticTable(ctx, stdout, realweb.StaticSites(b.base, *dir)); err != nil {
			return err
		}
	}
	if *apps {
		return b.appTables(ctx, stdout, realweb.Apps(b.base, *dir), *runs)
	}
	return nil
}

// out returns a path in the work directory.
func (b *bench) out(name string) string { return filepath.Join(b.work, name) }
