package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"regexp"
	"strings"
	"time"

	"github.com/rendercrawl/render/crawl"
	"github.com/rendercrawl/render/fetch"
	"github.com/rendercrawl/render/render"
)

// options are the parsed command line.
type options struct {
	urls    []string
	urlFile string
	out     string

	mode  crawl.Mode
	crawl crawl.Config

	render render.Config
	fetch  fetch.Config
	block  string
	wait   string

	logLevel  string
	logFormat string

	ignoreRobots bool

	scope, include, exclude string
	maxPerPattern           int
	stateDir, frontierURL   string
	crawlID                 string
	lease                   time.Duration

	htmlDir, warcFile, screenshotDir, junitFile string
	statsFile, metricsAddr                      string
	quiet                                       bool
}

// stringList is a repeatable flag.
type stringList []string

func (s *stringList) String() string     { return strings.Join(*s, ",") }
func (s *stringList) Set(v string) error { *s = append(*s, v); return nil }

// flagGroups orders the help output; each flag belongs to one group.
var flagGroups = []struct {
	title string
	names []string
}{
	{"Input and output", []string{"urls", "out", "html-dir", "warc", "screenshot", "full-page"}},
	{"HTTP and browser paths", []string{"mode", "tabs", "concurrency", "timeout", "max-body", "user-agent"}},
	{"Rendering", []string{"wait", "quiet-window", "block"}},
	{"Crawling", []string{"crawl", "depth", "max-pages", "scope", "include", "exclude", "sitemap", "keep-fragment", "sort-query", "max-per-pattern"}},
	{"Politeness", []string{"rate", "burst", "per-host", "ignore-robots"}},
	{"Reliability", []string{"retries", "grace"}},
	{"State and scale-out", []string{"state", "frontier", "crawl-id", "lease", "browser-url"}},
	{"Chrome", []string{"chrome", "chrome-flag", "no-sandbox", "recycle-after"}},
	{"CI checks", []string{"fail-on", "expect", "junit"}},
	{"Progress, stats and logs", []string{"quiet", "stats", "metrics", "log-level", "log-format"}},
}

func newFlagSet(o *options) *flag.FlagSet {
	fs := flag.NewFlagSet("render", flag.ContinueOnError)
	fs.SetOutput(io.Discard) // errors are reported by run; help by usage
	rc, cc := render.DefaultConfig(), crawl.DefaultConfig()
	o.render, o.crawl = rc, cc

	fs.StringVar(&o.urlFile, "urls", "", "read URLs from `FILE`, one per line (- for stdin; blank lines and # comments skipped)")
	fs.StringVar(&o.out, "out", "-", "write JSON Lines to `FILE` (- for stdout)")

	fs.StringVar(&o.htmlDir, "html-dir", "", "also write one rendered .html snapshot per page to `DIR` (scripts removed, a <base> added), with an index.jsonl")
	fs.StringVar(&o.warcFile, "warc", "", "also write a WARC 1.1 archive (gzip per record) to `FILE`: request, response and the rendered DOM of each page")
	fs.StringVar(&o.screenshotDir, "screenshot", "", "also save a PNG of each page to `DIR` (renders every HTML page, even in auto mode)")
	fs.BoolVar(&o.crawl.FullPage, "full-page", false, "with --screenshot, capture the whole page rather than the viewport")
	checks := &crawl.Checks{}
	o.crawl.Checks = checks
	fs.Func("fail-on", "exit 1 when a page fails one of these `CHECKS`: console-error, page-error (an uncaught exception), http-error (status >= 400), failed-request, empty (no visible text), missing=CSS (repeatable; comma-separated)", checks.ParseFailOn)
	fs.Func("expect", "exit 1 when a page fails the expectations in `FILE` (YAML or JSON: URL patterns with selectors that must exist and text that must appear)", checks.LoadExpect)
	fs.StringVar(&o.junitFile, "junit", "", "write a JUnit XML report to `FILE`: one testcase per URL, with its errors and failed checks")
	fs.BoolVar(&o.quiet, "quiet", false, "no progress bar (it shows only when stderr is a terminal)")
	fs.StringVar(&o.statsFile, "stats", "", "write the final summary as JSON to `FILE`")
	fs.StringVar(&o.metricsAddr, "metrics", "", "serve Prometheus metrics on `ADDR` (e.g. 127.0.0.1:9090) at /metrics")
	fs.BoolVar(&o.crawl.Crawl, "crawl", false, "follow links (a[href], area, frames, meta refresh, Link/Refresh headers) within each seed's --scope")
	fs.IntVar(&o.crawl.MaxDepth, "depth", cc.MaxDepth, "follow links at most `N` hops from a seed (-1: no limit)")
	fs.IntVar(&o.crawl.MaxPages, "max-pages", 0, "visit at most `N` pages (0: no limit)")
	fs.StringVar(&o.scope, "scope", string(cc.Scope), "`SCOPE` of a crawl: host (the seed's host), domain (its registrable domain) or prefix (under the seed URL's directory)")
	fs.StringVar(&o.include, "include", "", "follow only URLs matching `REGEX`")
	fs.StringVar(&o.exclude, "exclude", "", "do not follow URLs matching `REGEX`")
	fs.BoolVar(&o.crawl.Sitemaps, "sitemap", false, "also take the pages listed in each seed site's sitemaps (robots.txt Sitemap: lines, /sitemap.xml) as seeds")
	fs.BoolVar(&o.crawl.Canon.KeepFragment, "keep-fragment", false, "keep #fragments in URLs (hash-routed apps); by default they are dropped")
	fs.BoolVar(&o.crawl.Canon.SortQuery, "sort-query", false, "sort query parameters, so that their order does not make URLs distinct")
	fs.IntVar(&o.maxPerPattern, "max-per-pattern", cc.Traps.MaxPerPattern, "visit at most `N` pages per host and path pattern (/product/{n}), so calendars and endless pagination stay bounded")
	fs.StringVar(&o.stateDir, "state", "", "keep the crawl's state in `DIR`: the same command with the same --state (and --out FILE) resumes after a crash, kill -9 or Ctrl-C")
	fs.StringVar(&o.frontierURL, "frontier", "", "share the crawl through Redis at `URL` (redis://host:port/db) with other render processes")
	fs.StringVar(&o.crawlID, "crawl-id", "render", "`NAME` of the shared crawl in Redis: processes with the same name work on one crawl")
	fs.DurationVar(&o.lease, "lease", 2*time.Minute, "with --frontier, a page taken by a process that died goes back to the others after `DURATION`")

	fc := fetch.DefaultConfig()
	o.fetch = fc
	o.mode = crawl.ModeAuto
	fs.Func("mode", "`MODE`: auto fetches over HTTP and renders only pages that need a browser; http never starts Chrome; browser renders every page (default auto)", func(s string) error {
		m, err := crawl.ParseMode(s)
		o.mode = m
		return err
	})
	fs.IntVar(&o.render.Tabs, "tabs", rc.Tabs, "render at most `N` pages at once (browser tabs)")
	fs.IntVar(&o.fetch.Concurrency, "concurrency", fc.Concurrency, "make at most `N` HTTP requests at once")
	fs.DurationVar(&o.render.Timeout, "timeout", rc.Timeout, "give up on a page after `DURATION`")
	fs.StringVar(&o.wait, "wait", "quiet", "`SPEC` of when a page is rendered: quiet (load, then no requests, DOM changes or long tasks for --quiet-window), load, selector=CSS or js=EXPR")
	fs.DurationVar(&o.render.QuietWindow, "quiet-window", rc.QuietWindow, "how long (`DURATION`) a page must stay quiet to count as rendered")
	fs.StringVar(&o.block, "block", "image,font,media", "resource `TYPES` the browser never fetches: a list of image, font, media, stylesheet, script, xhr, fetch, ... or none")
	fs.Int64Var(&o.render.MaxBody, "max-body", rc.MaxBody, "largest document in `BYTES`; a larger one is an error record")
	fs.StringVar(&o.render.UserAgent, "user-agent", "", "send `UA` as the User-Agent (default: the browser's own, and "+fetch.DefaultUserAgent+" over HTTP)")

	fs.StringVar(&o.render.Chrome, "chrome", "", "Chrome binary `PATH` (default: $CHROME_PATH, then chromium-headless-shell, chromium, google-chrome on PATH)")
	fs.Var((*stringList)(&o.render.ChromeFlags), "chrome-flag", "extra Chrome flag `NAME[=VALUE]`, repeatable (e.g. host-resolver-rules=\"MAP * 127.0.0.1\")")
	fs.BoolVar(&o.render.NoSandbox, "no-sandbox", rc.NoSandbox, "run Chrome without its sandbox (always on as root)")
	fs.StringVar(&o.render.BrowserURL, "browser-url", "", "use the Chrome already running at this DevTools `URL` (ws://host:port/devtools/browser/...) instead of starting one")
	fs.IntVar(&o.render.RecycleAfter, "recycle-after", rc.RecycleAfter, "close a tab after it rendered `N` pages")

	fs.Float64Var(&o.crawl.Rate, "rate", cc.Rate, "at most `R` requests per second per host, HTTP and browser together (0: no limit)")
	fs.IntVar(&o.crawl.Burst, "burst", cc.Burst, "let up to `B` requests to a host go at once before --rate applies")
	fs.IntVar(&o.crawl.PerHost, "per-host", cc.PerHost, "at most `N` requests in flight per host (0: no bound)")
	fs.BoolVar(&o.ignoreRobots, "ignore-robots", false, "do not fetch or obey robots.txt")
	fs.IntVar(&o.crawl.Retries, "retries", cc.Retries, "retry a failed page up to `N` times (network errors, timeouts, 429 and 5xx answers, crashed or hung tabs), with exponential backoff and full jitter")
	fs.DurationVar(&o.crawl.Grace, "grace", cc.Grace, "on SIGINT/SIGTERM, let pages in flight finish for up to `DURATION`")

	fs.StringVar(&o.logLevel, "log-level", "info", "log `LEVEL`: debug, info, warn or error")
	fs.StringVar(&o.logFormat, "log-format", "text", "log `FORMAT`: text or json")
	return fs
}

// parseArgs parses flags and URLs in any order: `render URL --tabs 2 URL`
// works as well as `render --tabs 2 URL URL`.
func parseArgs(args []string, stderr io.Writer) (*options, error) {
	o := &options{}
	fs := newFlagSet(o)
	for {
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				usage(fs, stderr)
			}
			return nil, err
		}
		args = fs.Args()
		if len(args) == 0 {
			break
		}
		if args[0] == "--" {
			o.urls = append(o.urls, args[1:]...)
			break
		}
		o.urls = append(o.urls, args[0])
		args = args[1:]
	}
	var err error
	if o.render.Block, err = render.ParseBlock(o.block); err != nil {
		return nil, fmt.Errorf("--block: %w", err)
	}
	if o.render.Wait, err = render.ParseWait(o.wait); err != nil {
		return nil, fmt.Errorf("--wait: %w", err)
	}
	o.crawl.Mode = o.mode
	if o.crawl.Scope, err = crawl.ParseScopeKind(o.scope); err != nil {
		return nil, fmt.Errorf("--scope: %w", err)
	}
	for _, re := range []struct {
		flag, expr string
		dst        **regexp.Regexp
	}{{"--include", o.include, &o.crawl.Include}, {"--exclude", o.exclude, &o.crawl.Exclude}} {
		if re.expr == "" {
			continue
		}
		if *re.dst, err = regexp.Compile(re.expr); err != nil {
			return nil, fmt.Errorf("%s: %w", re.flag, err)
		}
	}
	o.crawl.Traps.MaxPerPattern = o.maxPerPattern
	o.crawl.Screenshot = o.screenshotDir != ""
	o.crawl.KeepExchange = o.warcFile != ""
	if o.stateDir != "" && o.frontierURL != "" {
		return nil, errors.New("--state and --frontier cannot be used together")
	}
	// Both paths share the limits a user sets once.
	o.fetch.Timeout = o.render.Timeout
	o.fetch.MaxBody = o.render.MaxBody
	if o.render.UserAgent != "" {
		o.fetch.UserAgent = o.render.UserAgent
	}
	// Enough workers to keep every tab and HTTP slot busy while others wait
	// on retries.
	switch o.mode {
	case crawl.ModeBrowser:
		o.crawl.Workers = max(o.render.Tabs*2, 4)
	case crawl.ModeHTTP:
		o.crawl.Workers = o.fetch.Concurrency
	default:
		o.crawl.Workers = o.fetch.Concurrency + o.render.Tabs
	}
	if len(o.urls) == 0 && o.urlFile == "" {
		return nil, errors.New("no URLs: give them as arguments or with --urls FILE")
	}
	if o.render.QuietWindow >= o.render.Timeout {
		return nil, fmt.Errorf("--quiet-window (%v) must be shorter than --timeout (%v)", o.render.QuietWindow, o.render.Timeout)
	}
	if err := o.render.Validate(); err != nil {
		return nil, err
	}
	if err := o.crawl.Validate(); err != nil {
		return nil, err
	}
	if err := o.fetch.Validate(); err != nil {
		return nil, err
	}
	return o, nil
}

func usage(fs *flag.FlagSet, w io.Writer) {
	fmt.Fprint(w, `render renders pages the way a browser shows them and prints one JSON line per URL.

Usage:
  render [flags] URL...
  render [flags] --urls FILE

`)
	for _, g := range flagGroups {
		fmt.Fprintf(w, "%s:\n", g.title)
		for _, name := range g.names {
			f := fs.Lookup(name)
			if f == nil {
				continue
			}
			arg, help := flag.UnquoteUsage(f)
			head := "  --" + f.Name
			if arg != "" {
				head += " " + arg
			}
			fmt.Fprintf(w, "%-28s %s", head, help)
			if f.DefValue != "" && f.DefValue != "false" && f.DefValue != "0" {
				fmt.Fprintf(w, " (default %s)", f.DefValue)
			}
			fmt.Fprintln(w)
		}
		fmt.Fprintln(w)
	}
	fmt.Fprint(w, `Exit status: 0 when every URL got a record; 1 when a page failed a
--fail-on or --expect check, or on a failure that stopped the run (no
Chrome, an unwritable output); 2 on a usage error; 130/143 after
SIGINT/SIGTERM.
`)
}
