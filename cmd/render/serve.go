package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"os"
	"strings"
	"time"

	"github.com/rendercrawl/render/internal/cfgerr"
	"github.com/rendercrawl/render/serve"
)

// serveOptions are the flags of render serve: the service's own, and the
// pool's and the pacing's, defined as for a crawl (base holds them).
type serveOptions struct {
	base      options
	cfg       serve.Config
	addr      string
	cacheMiB  int64
	answerMiB int64
	dirMiB    int64
	tokenFile string
	grace     time.Duration
	logLevel  string
	logFormat string
}

// servePoolFlags are the crawl's flags render serve takes as they are:
// how Chrome renders, and how each host is paced.
var servePoolFlags = []string{
	"tabs", "wait", "quiet-window", "block", "viewport", "max-body", "user-agent",
	"chrome", "chrome-flag", "no-sandbox", "recycle-after",
	"rate", "burst", "per-host",
}

// serveFlagGroups orders render serve --help.
var serveFlagGroups = []struct {
	title string
	names []string
}{
	{"Service", []string{"addr", "timeout", "queue", "answer-size", "grace", "full-page"}},
	{"Cache", []string{"cache-ttl", "cache-size", "cache-dir", "cache-dir-size"}},
	{"Security", []string{"allow-host", "allow-private", "token", "token-file"}},
	{"Rendering", []string{"tabs", "wait", "quiet-window", "block", "viewport", "max-body", "user-agent"}},
	{"Politeness", []string{"rate", "burst", "per-host"}},
	{"Chrome", []string{"chrome", "chrome-flag", "no-sandbox", "recycle-after"}},
	{"Logs", []string{"log-level", "log-format"}},
}

// serveUsageOf rewords the help of the crawl's flags whose crawl help
// speaks of what serve does not have (--screenshot, the HTTP path).
var serveUsageOf = map[string]string{
	"block":      "resource `TYPES` the browser never fetches: a list of image, font, media, stylesheet, script, xhr, fetch, ... or none (default image,font,media; format=png and format=pdf load everything unless --block is given)",
	"viewport":   "browser window `WxH` in CSS pixels for every page, and so the size of a format=png image",
	"user-agent": "send `UA` as the User-Agent (default: the browser's own)",
}

func newServeFlagSet(o *serveOptions) *flag.FlagSet {
	fs := flag.NewFlagSet("render serve", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	crawlSet := newFlagSet(&o.base)
	for _, name := range servePoolFlags {
		f := crawlSet.Lookup(name)
		usage := f.Usage
		if u, ok := serveUsageOf[name]; ok {
			usage = u
		}
		fs.Var(f.Value, f.Name, usage)
		fs.Lookup(name).DefValue = f.DefValue
	}
	o.cfg = serve.DefaultConfig()
	d := o.cfg
	fs.StringVar(&o.addr, "addr", "127.0.0.1:3000", "listen on `HOST:PORT`")
	fs.DurationVar(&o.cfg.Timeout, "timeout", d.Timeout, "answer each request within `DURATION`: its wait for a tab and its render (a page not settled by then is answered as it is, and not cached)")
	fs.IntVar(&o.cfg.Queue, "queue", d.Queue, "let up to `N` renders wait for a tab; past that, answer 503 with Retry-After")
	fs.Int64Var(&o.answerMiB, "answer-size", d.AnswerBytes>>20, "hold at most `MIB` mebibytes of answers being sent at once (a render's result until its clients have it, a --cache-dir file read into memory); past that, a rendered answer is 503 with Retry-After")
	fs.DurationVar(&o.grace, "grace", 30*time.Second, "on SIGINT/SIGTERM, stop taking requests and let those in flight finish for up to `DURATION`")
	fs.BoolVar(&o.cfg.FullPage, "full-page", false, "format=png captures the whole page rather than the viewport")
	fs.DurationVar(&o.cfg.Cache.TTL, "cache-ttl", d.Cache.TTL, "serve a rendered result from the cache for `DURATION` (0: no cache)")
	fs.Int64Var(&o.cacheMiB, "cache-size", d.Cache.Size>>20, "keep at most `MIB` mebibytes of results in memory, least recently used out first")
	fs.StringVar(&o.cfg.Cache.Dir, "cache-dir", "", "also keep results on disk in `DIR`, across restarts")
	fs.Int64Var(&o.dirMiB, "cache-dir-size", d.Cache.DirSize>>20, "with --cache-dir, keep at most `MIB` mebibytes of results on disk, the oldest out first")
	fs.Var((*stringList)(&o.cfg.AllowHosts), "allow-host", "render only pages on `HOST` (shop.example, *.shop.example, shop.example:8080; repeatable; default: any host)")
	fs.Var((*stringList)(&o.cfg.AllowPrivate), "allow-private", "let pages reach this internal `ADDRESS` (loopback, private, link-local, ...), which are refused by default: an address, ADDRESS:PORT, a prefix (10.0.0.0/8) or all (repeatable)")
	fs.StringVar(&o.cfg.Token, "token", "", "require `TOKEN` of every request but /healthz (Authorization: Bearer TOKEN or X-Prerender-Token: TOKEN); prefer --token-file")
	fs.StringVar(&o.tokenFile, "token-file", "", "read the token from `FILE` (its first line)")
	fs.StringVar(&o.logLevel, "log-level", "info", "log `LEVEL`: debug, info, warn or error")
	fs.StringVar(&o.logFormat, "log-format", "json", "log `FORMAT`: json or text (one access log line per request)")
	unitDurations(fs)
	return fs
}

// parseServeArgs parses the flags of render serve into the service's
// configuration; flag.ErrHelp when that is what was asked.
func parseServeArgs(args []string) (*serveOptions, error) {
	o := &serveOptions{}
	fs := newServeFlagSet(o)
	if err := fs.Parse(args); err != nil {
		return nil, flagError(err)
	}
	if fs.NArg() > 0 {
		return nil, fmt.Errorf("unexpected argument %q: serve takes flags only", fs.Arg(0))
	}
	if o.tokenFile != "" {
		if o.cfg.Token != "" {
			return nil, errors.New("--token and --token-file cannot be used together")
		}
		b, err := os.ReadFile(o.tokenFile)
		if err != nil {
			return nil, fmt.Errorf("--token-file: %w", err)
		}
		line, _, _ := strings.Cut(string(b), "\n")
		if o.cfg.Token = strings.TrimSpace(line); o.cfg.Token == "" {
			return nil, errors.New("--token-file: the file's first line is empty")
		}
	}
	if o.answerMiB < 0 {
		return nil, fmt.Errorf("--answer-size must not be negative, got %d", o.answerMiB)
	}
	if o.cacheMiB < 0 {
		return nil, fmt.Errorf("--cache-size must not be negative, got %d", o.cacheMiB)
	}
	if o.dirMiB < 0 {
		return nil, fmt.Errorf("--cache-dir-size must not be negative, got %d", o.dirMiB)
	}
	if o.grace < 0 {
		return nil, fmt.Errorf("--grace must not be negative, got %v", o.grace)
	}
	if _, err := newLogger(o.logLevel, o.logFormat, io.Discard); err != nil {
		return nil, err
	}
	if _, _, err := net.SplitHostPort(o.addr); err != nil {
		return nil, fmt.Errorf("--addr: %w", err)
	}
	b := o.base
	if b.blockGiven {
		b.render.ScreenshotBlock = b.render.Block
	}
	timeout := o.cfg.Timeout
	o.cfg.Render = b.render
	o.cfg.Render.Timeout = timeout
	o.cfg.Pace = b.crawl.Pace
	o.cfg.Cache.Size = o.cacheMiB << 20
	o.cfg.AnswerBytes = o.answerMiB << 20
	o.cfg.Cache.DirSize = o.dirMiB << 20
	if err := o.cfg.Validate(); err != nil {
		return nil, serveFlagTerms(err)
	}
	if err := sandboxSaid(fs, o.cfg.Render.NoSandbox, os.Geteuid() == 0); err != nil {
		return nil, err
	}
	return o, nil
}

// serveFlagOf names the flag that sets a field of serve.Config.
var serveFlagOf = map[string]string{
	"Timeout": "--timeout", "Queue": "--queue", "AnswerBytes": "--answer-size", "Cache.TTL": "--cache-ttl", "Cache.Size": "--cache-size", "Cache.DirSize": "--cache-dir-size",
	"AllowHosts": "--allow-host", "AllowPrivate": "--allow-private", "Pace": "--rate, --burst and --per-host",
}

// serveFlagTerms restates a configuration error with its flag.
func serveFlagTerms(err error) error {
	var ce *cfgerr.Error
	if errors.As(err, &ce) && ce.Pkg == "serve" {
		if name, ok := serveFlagOf[ce.Field]; ok {
			return fmt.Errorf("%s %s", name, ce.Problem)
		}
		return err
	}
	return inFlagTerms(err)
}

// runServe is `render serve`: the rendering service, until SIGINT or
// SIGTERM, after which it drains within --grace (a second signal ends the
// renders at once). It returns 0 after a stop by signal, 1 when the
// service could not start or failed, 2 on a usage error.
func runServe(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	o, err := parseServeArgs(args)
	switch {
	case errors.Is(err, flag.ErrHelp):
		serveUsage(newServeFlagSet(&serveOptions{}), stdout)
		return exitOK
	case err != nil:
		fmt.Fprintf(stderr, "render serve: %v\nRun 'render serve --help' for usage.\n", err)
		return exitUsage
	}
	log, err := newLogger(o.logLevel, o.logFormat, stderr)
	if err != nil {
		fmt.Fprintf(stderr, "render serve: %v\n", err)
		return exitUsage
	}
	o.cfg.Logger = log
	ln, err := net.Listen("tcp", o.addr)
	if err != nil {
		fmt.Fprintf(stderr, "render serve: --addr: %v\n", err)
		return exitFailure
	}
	svc, err := serve.New(o.cfg)
	if err != nil {
		ln.Close()
		fmt.Fprintf(stderr, "render serve: %v\n", serveFlagTerms(err))
		return exitFailure
	}
	ctx, stop := context.WithCancel(ctx)
	defer stop()
	sig := watchSignals(log, o.grace, stop, func() { svc.Close() }, nil)
	defer sig.end()
	warnExposure(log, o)
	log.Info("serve: listening", "addr", ln.Addr().String())
	serveErr := svc.Serve(ctx, ln, o.grace)
	if err := svc.Close(); serveErr == nil {
		serveErr = err
	}
	if serveErr != nil {
		fmt.Fprintf(stderr, "render serve: %v\n", serveErr)
		return exitFailure
	}
	log.Info("serve: stopped")
	return exitOK
}

func serveUsage(fs *flag.FlagSet, w io.Writer) {
	fmt.Fprint(w, `render serve renders pages on request with one Chrome: a rendering service
for crawlers and link previews, in front of single-page apps.

Usage:
  render serve [flags]

  GET /render?url=URL[&format=html|markdown|json|png|pdf][&scripts=keep]
  GET /URL                 Prerender's form (/https://shop.example/p/1), as
                           the prerender middlewares send it
  GET /healthz             Chrome's state and the queue, as JSON
  GET /metrics             Prometheus metrics

`)
	for _, g := range serveFlagGroups {
		fmt.Fprintf(w, "%s:\n", g.title)
		for _, name := range g.names {
			printFlag(w, fs.Lookup(name))
		}
		fmt.Fprintln(w)
	}
	fmt.Fprint(w, `Pages on loopback, private, link-local, unique-local and other internal
addresses are refused, after DNS, for the page, its redirects and every
request it makes, unless --allow-private names them.

Exit status: 0 when stopped by SIGINT/SIGTERM; 1 when the service could not
start (an address in use, no Chrome) or failed; 2 on a usage error.
`)
}

// errRootSandbox is render serve as root without --no-sandbox said: a
// crawl as root goes without Chrome's sandbox silently (Chrome cannot
// run it as root), but a service renders pages anyone may name.
var errRootSandbox = errors.New("running as root, where Chrome's sandbox cannot run: run render serve as an unprivileged user, or say --no-sandbox to render pages others name without it")

// sandboxSaid refuses root without an explicit --no-sandbox.
func sandboxSaid(fs *flag.FlagSet, noSandbox, root bool) error {
	said := false
	fs.Visit(func(f *flag.Flag) { said = said || f.Name == "no-sandbox" })
	if root && !(said && noSandbox) {
		return errRootSandbox
	}
	return nil
}

// warnExposure warns of a start that leaves the service open: Chrome
// without its sandbox, or an address beyond loopback without a token.
func warnExposure(log *slog.Logger, o *serveOptions) {
	if o.cfg.Render.NoSandbox {
		log.Warn("serve: Chrome runs without its sandbox (--no-sandbox): a page that exploits Chrome runs as this user")
	}
	host, _, _ := net.SplitHostPort(o.addr)
	if ip := net.ParseIP(host); o.cfg.Token == "" && host != "localhost" && (ip == nil || !ip.IsLoopback()) {
		log.Warn("serve: listening beyond loopback without a token: anyone who reaches the address can make it render pages (set --token-file)", "addr", o.addr)
	}
}
