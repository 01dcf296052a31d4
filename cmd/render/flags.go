package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/rendercrawl/render/crawl"
	"github.com/rendercrawl/render/crawl/checks"
	"github.com/rendercrawl/render/fetch"
	"github.com/rendercrawl/render/internal/cfgerr"
	"github.com/rendercrawl/render/render"
	"github.com/rendercrawl/render/sink"
	"github.com/rendercrawl/render/sink/sqldb/sqlite"
)

// options are the parsed command line: each package's configuration, and
// what only the command knows (outputs, logs, state).
type options struct {
	urls    []string
	urlFile string
	out     string

	crawl  crawl.Config
	render render.Config
	fetch  fetch.Config
	checks checks.Checks

	logLevel  string
	logFormat string

	ignoreRobots bool
	// blockGiven: --block was on the command line, so that it applies to
	// pages with a screenshot too.
	blockGiven bool
	// explore is --explore, -1 when not given: then crawlExplore with
	// --crawl, else none.
	explore int
	scroll  bool

	stateDir, frontierURL string
	crawlID               string
	lease                 time.Duration
	db                    dbOptions

	// session is the flags of what pages carry as a user's; sess the
	// crawl's session made of them, proxyURL the proxy to probe.
	session  sessionOptions
	sess     *crawl.Session
	proxyURL *url.URL
	// secretSources are the --NAME-file flags of credentials and their
	// environment variables.
	secretSources []*secretSource

	htmlDir, warcFile, screenshotDir, junitFile string
	waczFile, harDir                            string
	harBodies                                   bool
	// requests is --requests (1) or --no-requests (-1); 0 leaves the
	// default: on when crawling (--crawl), off for a list of URLs.
	requests               int
	statsFile, metricsAddr string
	// fields are the record's keys written (--fields, --omit), of the
	// lists keep and omit.
	fields       sink.Fields
	keep, omit   string
	minFreeMiB   int64
	minFreeGiven bool
	quiet        bool
	version      bool

	// given are the flags set on the command line or by --config; notes
	// what the command changed of what it was given (a scheme added) and
	// its warnings, for stderr.
	given map[string]bool
	notes []string

	long longRunOptions
}

// stringList is a repeatable flag.
type stringList []string

func (s *stringList) String() string     { return strings.Join(*s, ",") }
func (s *stringList) Set(v string) error { *s = append(*s, v); return nil }

// regexpList is a repeatable flag of regular expressions.
type regexpList []*regexp.Regexp

func (l *regexpList) String() string { return fmt.Sprint(*l) }
func (l *regexpList) Set(v string) error {
	re, err := regexp.Compile(v)
	if err != nil {
		return err
	}
	*l = append(*l, re)
	return nil
}

// flagGroups orders the help output; each flag belongs to one group.
var flagGroups = []struct {
	title string
	names []string
}{
	{"Input and output", []string{"config", "urls", "out", "html-dir", "warc", "rollover-size", "wacz", "har", "har-bodies", "requests", "no-requests", "max-requests", "screenshot", "full-page", "markdown", "fields", "omit"}},
	{"HTTP and browser paths", []string{"mode", "tabs", "concurrency", "timeout", "max-body", "user-agent"}},
	{"Rendering", []string{"wait", "quiet-window", "block", "viewport", "device", "locale", "timezone", "eval"}},
	{"Sessions, credentials and proxies", []string{"header", "header-file", "header-all-hosts", "cookie", "cookie-file", "cookies", "save-session", "login", "logged-out", "auth", "auth-file", "proxy", "proxy-file", "insecure"}},
	{"Discovery", []string{"explore", "explore-depth", "explore-skip", "explore-unsafe", "scroll"}},
	{"Crawling", []string{"crawl", "depth", "max-pages", "scope", "include", "exclude", "sitemap", "keep-fragment", "sort-query", "max-per-pattern", "time-limit", "size-limit"}},
	{"Politeness", []string{"rate", "burst", "per-host", "ignore-robots", "ignore-robots-meta"}},
	{"Reliability", []string{"retries", "grace", "min-free"}},
	{"State and scale-out", []string{"state", "frontier", "frontier-file", "crawl-id", "lease", "browser-url"}},
	{"Database", []string{"db", "db-file", "db-history", "db-retry"}},
	{"Chrome", []string{"chrome", "chrome-flag", "no-sandbox", "recycle-after"}},
	{"CI checks", []string{"fail-on", "expect", "junit"}},
	{"Progress, stats and logs", []string{"quiet", "progress-interval", "stats", "metrics", "metrics-linger", "log-level", "log-format", "version"}},
}

func newFlagSet(o *options) *flag.FlagSet {
	fs := flag.NewFlagSet("render", flag.ContinueOnError)
	fs.SetOutput(io.Discard) // errors are reported by run; help by usage
	o.crawl, o.render, o.fetch = crawl.DefaultConfig(), render.DefaultConfig(), fetch.DefaultConfig()
	cc, rc, fc := o.crawl, o.render, o.fetch
	outputFlags(fs, o)
	pathFlags(fs, o, rc, fc)
	crawlFlags(fs, o, cc)
	discoveryFlags(fs, o, rc)
	sessionFlags(fs, &o.session)
	o.secretSources = secretSources()
	secretFileFlags(fs, o.secretSources)
	fs.StringVar(&o.stateDir, "state", "", "keep the crawl's state in `DIR`: the same command with the same --state (and --out FILE) resumes after a crash, kill -9 or Ctrl-C, and extends every output (without --state, a run replaces them)")
	fs.StringVar(&o.frontierURL, "frontier", "", "share the crawl through Redis at `URL` (redis://host:port/db) with other render processes")
	fs.StringVar(&o.crawlID, "crawl-id", "render", "`NAME` of the crawl: in Redis, processes with the same name work on one crawl; in --db, the crawl its rows belong to")
	dbFlags(fs, &o.db)
	fs.DurationVar(&o.lease, "lease", 2*time.Minute, "with --frontier, a page taken by a process that died goes back to the others after `DURATION`")
	fs.StringVar(&o.logLevel, "log-level", "info", "log `LEVEL`: debug, info, warn or error")
	fs.StringVar(&o.logFormat, "log-format", "text", "log `FORMAT`: text or json")
	fs.BoolVar(&o.version, "version", false, "print the version and exit")
	longRunFlags(fs, &o.long)
	unitDurations(fs)
	return fs
}

func outputFlags(fs *flag.FlagSet, o *options) {
	fs.StringVar(&o.urlFile, "urls", "", "read URLs from `FILE`, one per line (- for stdin; blank lines and # comments skipped)")
	fs.StringVar(&o.out, "out", "-", "write JSON Lines to `FILE` (- for stdout)")
	fs.StringVar(&o.htmlDir, "html-dir", "", "also write one rendered .html snapshot per page to `DIR` (scripts removed, a <base> added), with an index.jsonl")
	fs.StringVar(&o.warcFile, "warc", "", "also write a WARC 1.1 archive (gzip per record) to `FILE`: every request and response of each page (redirects, and the scripts, styles and API calls the browser made), repeated payloads as revisits, and the rendered DOM")
	fs.StringVar(&o.waczFile, "wacz", "", "also write the archive as a WACZ 1.1.1 package to `FILE` (a WARC with its CDXJ index and page list, for ReplayWeb.page)")
	fs.StringVar(&o.harDir, "har", "", "also write one HAR 1.2 file per page to `DIR` (every request of the page, with headers and timings), with an index.jsonl")
	fs.BoolVar(&o.harBodies, "har-bodies", false, "with --har, put the response bodies in the HAR files (text as is, binary in base64)")
	requestsFlags(fs, o)
	fieldsFlags(fs, &o.fields, &o.keep, &o.omit)
	fs.BoolVar(&o.crawl.Capture.Markdown, "markdown", false, "add each page's main content (its article or documentation, without navigation, footers and related links) to its record, as CommonMark (markdown) and as plain text (main_text): from the document over HTTP, from the rendered DOM in the browser")
	fs.StringVar(&o.screenshotDir, "screenshot", "", "also save a PNG of each page to `DIR`, as a person sees it: images and fonts load, at --viewport (renders every HTML page, even in auto mode; not with --mode http)")
	fs.BoolVar(&o.crawl.Capture.FullPage, "full-page", false, "with --screenshot, capture the whole page rather than the viewport, up to 16384 device pixels a side (a longer page is cut; its note says so), scrolled through first (20 screens and 5s at most, unless --scroll is given) so that what shows only once in view is in it")
	fs.Func("fail-on", "exit 1 when a page fails one of these `CHECKS`: console-error, page-error (an uncaught exception), http-error (status >= 400), failed-request (a sub-request failed or got >= 400; with it, console-error or page-error, the browser loads images, fonts and media too, unless --block is given; over HTTP, in --mode http, sub-resources are listed but never fetched and no script runs, so failed-request, console-error and page-error never fail there, and render warns of them), empty (no visible text), missing=CSS (repeatable; comma-separated)", o.checks.ParseFailOn)
	fs.Func("expect", "exit 1 when a page fails the expectations in `FILE` (YAML or JSON: URL patterns, matched against the URL asked for and the one it redirected to, with selectors that must exist and text that must appear, any run of white space matching any other), or when a pattern matched no page (only a warning with --state or --frontier)", o.checks.LoadExpect)
	fs.StringVar(&o.junitFile, "junit", "", "write a JUnit XML report to `FILE`: one testcase per URL, with its errors and failed checks")
	fs.BoolVar(&o.quiet, "quiet", false, "no progress and no summary on stderr (progress is a bar on a terminal, else a line every --progress-interval)")
	fs.StringVar(&o.statsFile, "stats", "", "write the final summary as JSON to `FILE`")
	fs.StringVar(&o.metricsAddr, "metrics", "", "serve Prometheus metrics on `ADDR` (e.g. 127.0.0.1:9090) at /metrics")
}

// fieldsFlags are --fields and --omit, which choose the keys of each
// record in JSON Lines and in the database (render) or in the export
// (render export).
func fieldsFlags(fs *flag.FlagSet, f *sink.Fields, keep, omit *string) {
	parse := func(list *string) func(string) error {
		return func(s string) error {
			*list = s
			var err error
			*f, err = sink.ParseFields(*keep, *omit)
			return err
		}
	}
	fs.Func("fields", "write only these record `KEYS` (comma-separated, as docs/record.md names them: url,status,title,markdown)", parse(keep))
	fs.Func("omit", "leave these record `KEYS` out (comma-separated: html,requests)", parse(omit))
}

// requestsFlags are the flags of the records' requests field.
func requestsFlags(fs *flag.FlagSet, o *options) {
	fs.BoolFunc("requests", "list every request of each page in its record (requests): in the browser, every request the page made (blocked ones included, never fetched); over HTTP, every sub-resource its markup and Link headers name, with requested false (default on with --crawl, off for a list of URLs)", func(string) error {
		o.requests = 1
		return nil
	})
	fs.BoolFunc("no-requests", "leave the requests out of the records", func(string) error {
		o.requests = -1
		return nil
	})
	fs.IntVar(&o.crawl.Capture.MaxRequests, "max-requests", crawl.DefaultMaxRequests, "list at most `N` requests a page; the record counts the rest (requests_omitted)")
}

func pathFlags(fs *flag.FlagSet, o *options, rc render.Config, fc fetch.Config) {
	fs.Func("mode", "`MODE`: auto fetches over HTTP and renders only pages that need a browser; http never starts Chrome; browser renders every page (default auto)", func(s string) error {
		m, err := crawl.ParseMode(s)
		o.crawl.Mode = m
		return err
	})
	fs.IntVar(&o.render.Tabs, "tabs", rc.Tabs, "render at most `N` pages at once (browser tabs)")
	fs.IntVar(&o.fetch.Concurrency, "concurrency", fc.Concurrency, "make at most `N` HTTP requests at once")
	fs.DurationVar(&o.render.Timeout, "timeout", rc.Timeout, "give up on a page after `DURATION`")
	fs.Func("wait", "`SPEC` of when a page is rendered: quiet (load, then no requests, DOM changes or long tasks for --quiet-window), load, selector=CSS or js=EXPR (default quiet)", func(s string) error {
		w, err := render.ParseWait(s)
		o.render.Wait = w
		return err
	})
	fs.DurationVar(&o.render.QuietWindow, "quiet-window", rc.QuietWindow, "how long (`DURATION`) a page must stay quiet to count as rendered")
	fs.Func("block", "resource `TYPES` the browser never fetches: a list of image, font, media, stylesheet, script, xhr, fetch, ... or none (default image,font,media; a page taken with --screenshot loads everything unless --block is given)", func(s string) error {
		b, err := render.ParseBlock(s)
		o.render.Block = b
		o.blockGiven = true
		return err
	})
	fs.Func("viewport", "browser window `WxH` in CSS pixels for every page, and so the size of a --screenshot (default "+rc.Viewport.String()+")", func(s string) error {
		v, err := render.ParseViewport(s)
		o.render.Viewport = v
		o.session.viewportGiven = true
		return err
	})
	fs.Int64Var(&o.render.MaxBody, "max-body", rc.MaxBody, "largest document in `BYTES`; a larger one is an error record")
	fs.StringVar(&o.render.UserAgent, "user-agent", "", "send `UA` as the User-Agent (default: the browser's own, and render/VERSION (+https://github.com/rendercrawl/render) over HTTP)")
	fs.StringVar(&o.render.Chrome, "chrome", "", "Chrome binary `PATH` (default: $CHROME_PATH, then chromium-headless-shell, chromium, google-chrome on PATH)")
	fs.Var((*stringList)(&o.render.ChromeFlags), "chrome-flag", "extra Chrome flag `NAME[=VALUE]`, repeatable (e.g. host-resolver-rules=\"MAP * 127.0.0.1\")")
	fs.BoolVar(&o.render.NoSandbox, "no-sandbox", rc.NoSandbox, "run Chrome without its sandbox (always on as root)")
	fs.StringVar(&o.render.BrowserURL, "browser-url", "", "use the Chrome already running at this DevTools `URL` (ws://host:port/devtools/browser/...) instead of starting one")
	fs.IntVar(&o.render.RecycleAfter, "recycle-after", rc.RecycleAfter, "close a tab after it rendered `N` pages")
}

func crawlFlags(fs *flag.FlagSet, o *options, cc crawl.Config) {
	f := &o.crawl.Follow
	fs.BoolVar(&f.Links, "crawl", false, "follow links (a[href], area, frames, meta refresh, Link/Refresh headers) within each seed's --scope")
	fs.IntVar(&f.MaxDepth, "depth", cc.Follow.MaxDepth, "follow links at most `N` hops from a seed (-1: no limit)")
	fs.IntVar(&f.MaxPages, "max-pages", 0, "visit at most `N` pages (0: no limit)")
	fs.Func("scope", "`SCOPE` of a crawl: host (the seed's host), domain (its registrable domain) or prefix (under the seed URL's directory) (default host)", func(s string) error {
		k, err := crawl.ParseScopeKind(s)
		f.Scope = k
		return err
	})
	fs.Var((*regexpList)(&f.Include), "include", "follow only URLs matching `REGEX` (repeatable: any of them)")
	fs.Var((*regexpList)(&f.Exclude), "exclude", "do not follow URLs matching `REGEX` (repeatable)")
	fs.BoolVar(&f.Sitemaps, "sitemap", false, "also take the pages listed in each seed site's sitemaps (robots.txt Sitemap: lines, /sitemap.xml) as seeds")
	fs.BoolVar(&f.Canon.KeepFragment, "keep-fragment", false, "keep every #fragment in URLs; by default a route of a hash-routed app (#/path, #!path) is kept and an in-page anchor (#section) dropped")
	fs.BoolVar(&f.Canon.SortQuery, "sort-query", false, "sort query parameters, so that their order does not make URLs distinct")
	fs.IntVar(&f.Traps.MaxPerPattern, "max-per-pattern", cc.Follow.Traps.MaxPerPattern, "visit at most `N` pages per host and path pattern (/product/{n}), so calendars and endless pagination stay bounded")
	fs.Float64Var(&o.crawl.Pace.Rate, "rate", cc.Pace.Rate, "at most `R` requests per second per host, HTTP and browser together (0: no limit)")
	fs.IntVar(&o.crawl.Pace.Burst, "burst", cc.Pace.Burst, "let up to `B` requests to a host go at once before --rate applies")
	fs.IntVar(&o.crawl.Pace.PerHost, "per-host", cc.Pace.PerHost, "at most `N` requests in flight per host (0: no bound)")
	fs.BoolVar(&o.ignoreRobots, "ignore-robots", false, "do not fetch or obey robots.txt")
	fs.BoolVar(&o.crawl.Follow.IgnoreRobotsMeta, "ignore-robots-meta", false, "with --crawl, follow the links of pages whose meta robots or X-Robots-Tag says nofollow, and links marked rel=nofollow, ugc or sponsored (by default they stay in links but are not followed), and do not mark noindex pages (noindex)")
	fs.IntVar(&o.crawl.Retry.Max, "retries", cc.Retry.Max, "retry a failed page up to `N` times (network errors, timeouts, 429 and 5xx answers, crashed or hung tabs), with exponential backoff and full jitter")
	fs.DurationVar(&o.crawl.Grace, "grace", cc.Grace, "on SIGINT/SIGTERM, let pages in flight finish for up to `DURATION`")
	o.minFreeMiB = defaultMinFreeMiB
	fs.Func("min-free", "stop the run as a first SIGTERM would (pages in flight finish, outputs and --state are saved whole) when the disk of an output file or directory has less than `MIB` mebibytes free, and exit 1 (0: no check; by default, a disk smaller than 20 times it stops at a twentieth of its size) (default "+strconv.Itoa(defaultMinFreeMiB)+")", func(s string) error {
		n, err := strconv.ParseInt(s, 10, 64)
		if err == nil && n < 0 {
			err = errors.New("must not be negative")
		}
		o.minFreeMiB, o.minFreeGiven = n, true
		return err
	})
}

// crawlExplore is --explore in a crawl when it is not given: what a
// page's clicks reveal is worth its cost there, and a list of items with
// one handler (a shop's products) is clicked in full (docs/crawling.md).
const crawlExplore = 50

func discoveryFlags(fs *flag.FlagSet, o *options, rc render.Config) {
	o.explore = -1
	fs.Func("explore", "click up to `N` elements of each rendered page that a person could activate and that have handlers, in document order, and record the links, routes and requests the clicks reveal; navigations they start are recorded, not followed (default 0, and "+strconv.Itoa(crawlExplore)+" with --crawl)", func(s string) error {
		n, err := strconv.Atoi(s)
		if err == nil && n < 0 {
			err = errors.New("must not be negative")
		}
		o.explore = n
		return err
	})
	fs.IntVar(&o.render.Explore.Depth, "explore-depth", rc.Explore.Depth, "with --explore, follow clicks that reveal new controls up to `N` clicks deep")
	fs.Func("explore-skip", "with --explore, never click an element whose text, attribute values or form action match `REGEX`, in any case (\"\" clicks every one) (default: log out, sign out, delete, remove, unsubscribe, pay, checkout, ...)", func(s string) error {
		if s == "" {
			o.render.Explore.Skip = nil
			return nil
		}
		re, err := regexp.Compile("(?i)" + s)
		o.render.Explore.Skip = re
		return err
	})
	fs.BoolVar(&o.render.Explore.Unsafe, "explore-unsafe", false, "with --explore, let clicks send requests of any method; by default a request a click starts with a method other than GET, HEAD or OPTIONS is refused in the browser and listed in requests as blocked (blocked_reason explore-unsafe-method), and a form a click submits is stopped")
	fs.BoolVar(&o.scroll, "scroll", false, "scroll each rendered page until it stops growing (at most "+strconv.Itoa(render.DefaultScrollSteps)+" screens and "+rc.Scroll.Budget.String()+"), keeping the text and links seen at each step: infinite lists, lazy images, virtualised lists")
}

// errVersion asks for the version (--version, or `render version`).
var errVersion = errors.New("version asked")

// parseArgs parses flags and URLs in any order: `render URL --tabs 2 URL`
// works as well as `render --tabs 2 URL URL`. It returns flag.ErrHelp or
// errVersion when that is what was asked.
func parseArgs(args []string) (*options, error) {
	if len(args) == 1 && args[0] == "version" {
		return nil, errVersion
	}
	o := &options{}
	fs := newFlagSet(o)
	for {
		if err := fs.Parse(args); err != nil {
			return nil, flagError(err)
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
	if o.version {
		return nil, errVersion
	}
	o.given = givenFlags(fs)
	if o.long.configFile != "" {
		if err := applyConfig(fs, o.long.configFile, o.given); err != nil {
			return nil, err
		}
	}
	if err := o.settleSecrets(os.LookupEnv); err != nil {
		return nil, err
	}
	notes, err := bareHosts(o.urls)
	if err != nil {
		return nil, err
	}
	o.notes = append(o.notes, notes...)
	if err := o.checkEffect(); err != nil {
		return nil, err
	}
	return o, o.settle()
}

// flagError spells a flag package error with the --flag spelling.
func flagError(err error) error {
	if errors.Is(err, flag.ErrHelp) {
		return err
	}
	return errors.New(strings.NewReplacer(" -", " --", "-test.", "--").Replace(err.Error()))
}

// settle derives what one flag sets for several packages, and validates
// each package's configuration, reporting errors in flag terms.
func (o *options) settle() error {
	if o.stateDir != "" && o.frontierURL != "" {
		return errors.New("--state and --frontier cannot be used together")
	}
	if !validCrawlID(o.crawlID) {
		return fmt.Errorf("--crawl-id %q: want 1 to 64 letters, digits, '.', '_' or '-' (a crawl's Redis keys start with it and a ':', so that a:worker would read a's keys)", o.crawlID)
	}
	if err := o.db.check(); err != nil {
		return err
	}
	if err := o.checkOutputs(); err != nil {
		return err
	}
	if len(o.urls) == 0 && o.urlFile == "" {
		return errors.New("no URLs: give them as arguments or with --urls FILE")
	}
	if o.screenshotDir != "" && o.crawl.Mode == crawl.ModeHTTP {
		return errors.New("--screenshot needs the browser: it cannot be used with --mode http")
	}
	o.share()
	if err := o.settleSession(); err != nil {
		return err
	}
	for _, err := range []error{o.render.Validate(), o.fetch.Validate(), o.crawl.Validate()} {
		if err != nil {
			return inFlagTerms(err)
		}
	}
	return nil
}

// share sets what one flag means for several packages: the policy that
// crosses render, fetch and crawl, in one place (TestSharedSettings).
func (o *options) share() {
	// A check of failed requests judges every sub-resource: the browser
	// then loads images, fonts and media too (a broken image fails it),
	// unless --block says otherwise. So does a check of the page's errors:
	// a page that loads a font (FontFace.load) or decodes an image
	// (img.decode) gets a rejection from a blocked one that a person's
	// browser never shows.
	if (o.checks.FailedRequest || o.checks.ConsoleError || o.checks.PageError) && !o.blockGiven {
		o.render.Block, o.blockGiven = nil, true
	}
	// A screenshot shows what a person sees, unless blocking was asked
	// for in so many words.
	if o.blockGiven {
		o.render.ScreenshotBlock = o.render.Block
	}
	// A crawl explores what a page's handlers reach unless --explore says
	// otherwise; a list of URLs only when asked.
	switch {
	case o.explore >= 0:
		o.render.Explore.Actions = o.explore
	case o.crawl.Follow.Links:
		o.render.Explore.Actions = crawlExplore
	}
	o.crawl.Follow.Handlers = o.render.Explore.Actions > 0
	if o.scroll {
		o.render.Scroll.Steps = render.DefaultScrollSteps
	}
	// A crawl lists each page's requests (and follows the pages among
	// them) unless --no-requests says otherwise; both paths list them.
	o.crawl.Capture.Requests = o.requests > 0 || o.requests == 0 && o.crawl.Follow.Links
	o.fetch.Subresources = o.crawl.Capture.Requests
	// Auto mode checks a kind's page now and then: checks that meet share
	// a tab rather than pay for another renderer, unless the wait for it
	// lasts or the queue grows (the pages keep coming: so do the tabs).
	// Pages sent to the browser for good open the tabs --tabs allows.
	if o.crawl.Mode == crawl.ModeAuto {
		o.render.TabWait = autoTabWait
	}
	// Only auto mode's kinds of page read the prose of a page's data
	// blocks and inline scripts.
	o.fetch.DataWords = o.crawl.Mode == crawl.ModeAuto
	// Both paths share the limits a user sets once.
	o.fetch.Timeout = o.render.Timeout
	o.fetch.MaxBody = o.render.MaxBody
	if o.render.UserAgent != "" {
		o.fetch.UserAgent = o.render.UserAgent
	} else {
		o.fetch.UserAgent = userAgent()
	}
}

// output is a file or directory a run writes (or, for --urls, reads),
// and the flag that names it.
type output struct{ flag, path string }

// outputs are the files and directories a run writes, "" when not given.
func (o *options) outputs() []output {
	outs := []output{{"--out", o.out}, {"--html-dir", o.htmlDir}, {"--warc", o.warcFile},
		{"--wacz", o.waczFile}, {"--har", o.harDir}, {"--screenshot", o.screenshotDir},
		{"--junit", o.junitFile}, {"--stats", o.statsFile}, {"--state", o.stateDir},
		{"--save-session", o.session.saveSession}}
	if o.out == "-" {
		outs[0].path = "" // stdout, which no other output writes to
	}
	if p, err := sqlite.Path(o.db.url); err == nil {
		outs = append(outs, output{"--db", p})
	}
	return outs
}

// checkOutputs refuses two outputs on one path, where one would overwrite
// the other and the run lose it without a word, and an output on the
// --urls file, which it would overwrite before it is read.
func (o *options) checkOutputs() error {
	seen := map[string]string{}
	all := o.outputs()
	if o.urlFile != "-" {
		all = append(all, output{"--urls", o.urlFile})
	}
	for _, out := range all {
		if out.path == "" {
			continue
		}
		key, ok := outputKey(out.path)
		if !ok {
			continue
		}
		if prev, dup := seen[key]; dup {
			return fmt.Errorf("%s and %s name the same path %q: give each its own", prev, out.flag, out.path)
		}
		seen[key] = out.flag
	}
	return nil
}

// outputKey is the path p names: absolute, cleaned, with the symbolic
// links resolved as far as they exist. ok is false for a device such as
// /dev/null, which any number of outputs may share.
func outputKey(p string) (key string, ok bool) {
	abs, err := filepath.Abs(p)
	if err != nil {
		return filepath.Clean(p), true
	}
	if st, err := os.Stat(abs); err == nil && !st.Mode().IsRegular() && !st.IsDir() {
		return "", false
	}
	if r, err := filepath.EvalSymlinks(abs); err == nil {
		return r, true
	}
	if dir, err := filepath.EvalSymlinks(filepath.Dir(abs)); err == nil {
		return filepath.Join(dir, filepath.Base(abs)), true
	}
	return abs, true
}

// flagOf names the flag that sets a configuration field.
var flagOf = map[string]string{
	"Tabs": "--tabs", "Timeout": "--timeout", "QuietWindow": "--quiet-window", "MaxBody": "--max-body",
	"Wait": "--wait", "Block": "--block", "ScreenshotBlock": "--block", "Viewport": "--viewport", "ChromeFlags": "--chrome-flag", "RecycleAfter": "--recycle-after",
	"Concurrency": "--concurrency", "UserAgent": "--user-agent",
	"Mode": "--mode", "Grace": "--grace", "Pace.Rate": "--rate", "Pace.Burst": "--burst", "Pace.PerHost": "--per-host",
	"Retry.Max": "--retries", "Follow.Scope": "--scope", "Follow.MaxPages": "--max-pages",
	"Follow.Traps.MaxPerPattern": "--max-per-pattern",
	"Explore.Depth":              "--explore-depth", "Explore.Actions": "--explore",
	"Session.Proxy": "--proxy", "Session.Header": "--header",
	"Session.Emulation.Locale": "--locale", "Session.Emulation.Timezone": "--timezone",
}

// inFlagTerms restates a configuration error of any package (one type,
// cfgerr.Error) with the flag that sets the field: the field named with
// its package first ("fetch.Timeout"), then alone.
func inFlagTerms(err error) error {
	var ce *cfgerr.Error
	if !errors.As(err, &ce) {
		return err
	}
	for _, k := range []string{ce.Key(), ce.Field} {
		if name, ok := flagOf[k]; ok {
			return fmt.Errorf("%s %s", name, ce.Problem)
		}
	}
	return err
}

func usage(fs *flag.FlagSet, w io.Writer) {
	fmt.Fprint(w, `render renders pages the way a browser shows them and prints one JSON line per URL.

Usage:
  render [flags] URL...
  render [flags] --urls FILE
  render export --db URL [flags]   (render export --help)
  render serve [flags]             (render serve --help)
  render healthcheck [--addr A]    (the image's HEALTHCHECK of render serve)
  render version

`)
	for _, g := range flagGroups {
		fmt.Fprintf(w, "%s:\n", g.title)
		for _, name := range g.names {
			printFlag(w, fs.Lookup(name))
		}
		fmt.Fprintln(w)
	}
	fmt.Fprint(w, `Exit status: 0 when the run ended normally (or its reader closed stdout,
and no page rendered until then failed a check);
1 when a page failed a --fail-on or --expect check, or an --expect
pattern matched no page, or on a failure that stopped the run (an
unwritable output, a disk under --min-free, a frontier that failed, a
--proxy that refuses connections, a --login that failed, a session lost
for good, a --db that cannot be written at start or stayed away past
--db-retry);
2 on a usage error (a bad flag, two outputs on one path, a malformed
--cookies or --login file, a missing --eval file or environment variable
of a login, a --urls input that held no URL); 3 when URLs were
given and not one of them succeeded; 130/143 after SIGINT/SIGTERM.
`)
}

// printFlag writes one flag's line of a help.
func printFlag(w io.Writer, f *flag.Flag) {
	if f == nil {
		return
	}
	arg, help := flag.UnquoteUsage(f)
	head := "  --" + f.Name
	if arg != "" {
		head += " " + arg
	}
	if f.DefValue != "" && f.DefValue != "false" && f.DefValue != "0" && f.DefValue != "[]" {
		help += " (default " + f.DefValue + ")"
	}
	fmt.Fprint(w, wrapHelp(head, help, helpWidth(w)))
}

// validCrawlID reports a crawl id that names one crawl's keys and no
// other's: no ':' (the keys' separator), nothing a shell or a log would
// take apart.
func validCrawlID(id string) bool {
	if id == "" || len(id) > 64 {
		return false
	}
	for _, c := range id {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '.' || c == '_' || c == '-') {
			return false
		}
	}
	return true
}
