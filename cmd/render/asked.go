package main

import (
	"errors"
	"flag"
	"fmt"
	"net"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/rendercrawl/render/crawl"
)

// This file holds what the command says when it cannot do what was asked
// in the words it was asked: a host without a scheme, `render help`, a
// duration without a unit, and flags that would have no effect in the run.

// helpWord reads `render help [serve|export]` as the --help it means.
func helpWord(args []string) []string {
	if len(args) == 0 || args[0] != "help" {
		return args
	}
	if len(args) == 2 && (args[1] == "serve" || args[1] == "export") {
		return []string{args[1], "--help"}
	}
	if len(args) == 1 {
		return []string{"--help"}
	}
	return args
}

// errNotURL is a command-line argument that is neither a URL nor a host:
// a file, which --urls reads.
var errNotURL = errors.New("not a URL")

// bareHosts gives a scheme to the URL arguments written without one
// (example.org, example.org/docs, localhost:8080): https://, or http://
// for a loopback host, where a server under test rarely has TLS. It
// returns one note per URL it changed, for stderr. An argument that names
// a file is an error: a list of URLs is read with --urls.
func bareHosts(urls []string) (notes []string, err error) {
	for i, u := range urls {
		if strings.Contains(u, "://") {
			continue
		}
		if st, err := os.Stat(u); err == nil && st.Mode().IsRegular() {
			return nil, fmt.Errorf("%q is a file: %w; read the URLs it lists with --urls %s", u, errNotURL, u)
		}
		if !looksLikeHost(u) {
			continue
		}
		scheme := "https://"
		if isLoopback(hostOf(u)) {
			scheme = "http://"
		}
		urls[i] = scheme + u
		if !strings.ContainsAny(u, "/?#") {
			urls[i] += "/"
		}
		notes = append(notes, fmt.Sprintf("%s has no scheme: rendering %s", u, urls[i]))
	}
	return notes, nil
}

// hostOf is the host[:port] an argument without a scheme starts with.
func hostOf(s string) string {
	if i := strings.IndexAny(s, "/?#"); i >= 0 {
		return s[:i]
	}
	return s
}

// looksLikeHost says whether s starts with a host name (with a dot, or
// localhost) or an IP address, and an optional port.
func looksLikeHost(s string) bool {
	hp := hostOf(s)
	host := hp
	if h, port, err := net.SplitHostPort(hp); err == nil {
		if _, err := strconv.ParseUint(port, 10, 16); err != nil {
			return false
		}
		host = h
	}
	if net.ParseIP(host) != nil {
		return true
	}
	if host == "localhost" {
		return true
	}
	labels := strings.Split(host, ".")
	if len(labels) < 2 {
		return false
	}
	for _, l := range labels {
		if l == "" || strings.Trim(l, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-") != "" {
			return false
		}
	}
	return true
}

func isLoopback(hostPort string) bool {
	host := hostPort
	if h, _, err := net.SplitHostPort(hostPort); err == nil {
		host = h
	}
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// errNoUnit is a duration flag given a bare number.
var errNoUnit = errors.New("a duration needs a unit")

// unitDuration is a duration flag that says, given a bare number, that it
// wants a unit, where the flag package says "parse error".
type unitDuration struct{ flag.Value }

func (d unitDuration) Set(s string) error {
	err := d.Value.Set(s)
	if err == nil {
		return nil
	}
	if _, numErr := strconv.ParseFloat(s, 64); numErr == nil {
		return fmt.Errorf("%w, as in %ss, %sms or %sm", errNoUnit, s, s, s)
	}
	return fmt.Errorf("not a duration (write it as 30s, 300ms, 5m or 1h30m)")
}

// unitDurations makes every duration flag of fs a unitDuration.
func unitDurations(fs *flag.FlagSet) {
	fs.VisitAll(func(f *flag.Flag) {
		if g, ok := f.Value.(flag.Getter); ok {
			if _, isDur := g.Get().(time.Duration); isDur {
				f.Value = unitDuration{f.Value}
			}
		}
	})
}

// errNoEffect is a flag that would change nothing in the run it is given
// to. A flag that asks for something the run would not do (a page
// action, an output, a bound of the crawl) is a usage error, so that a
// user learns at once that the run would not do what they asked; a flag
// that sets up a part the run does not start (Chrome, in --mode http) is
// a warning, so that one command line serves every mode.
var errNoEffect = errors.New("has no effect")

// effectRules are the flags that act only with another flag or mode, and
// the test of whether the run has it.
var effectRules = []struct {
	flags []string
	has   func(*options) bool
	what  string
	warn  bool
}{
	{[]string{"depth", "include", "exclude", "max-per-pattern"}, func(o *options) bool { return o.crawl.Follow.Links }, "without --crawl", false},
	{[]string{"scope"}, func(o *options) bool { return o.crawl.Follow.Links || o.crawl.Follow.Sitemaps }, "without --crawl or --sitemap", false},
	{[]string{"eval", "wait", "scroll", "explore", "explore-depth", "explore-skip", "explore-unsafe"}, notHTTP, "with --mode http, which never starts Chrome", false},
	{[]string{"har-bodies"}, func(o *options) bool { return o.harDir != "" }, "without --har", false},
	{[]string{"full-page"}, func(o *options) bool { return o.screenshotDir != "" }, "without --screenshot", false},
	{[]string{"lease"}, func(o *options) bool { return o.frontierURL != "" }, "without --frontier", false},
	{[]string{"rollover-size"}, func(o *options) bool { return o.warcFile != "" }, "without --warc", false},
	{[]string{"metrics-linger"}, func(o *options) bool { return o.metricsAddr != "" }, "without --metrics", false},
	{[]string{"progress-interval"}, func(o *options) bool { return !o.quiet }, "with --quiet", false},
	{[]string{"max-requests"}, func(o *options) bool { return o.requests > 0 || o.requests == 0 && o.crawl.Follow.Links }, "when the records list no requests (--requests, the default with --crawl)", false},
	{[]string{"browser-url", "chrome", "chrome-flag", "no-sandbox", "tabs", "recycle-after", "block", "quiet-window"}, notHTTP, "with --mode http, which never starts Chrome", true},
}

func notHTTP(o *options) bool { return o.crawl.Mode != crawl.ModeHTTP }

// checkEffect refuses flags given on the command line that the run would
// ignore, and pairs of flags that undo each other; it adds to o.notes a
// warning of each flag of a part the run does not start.
func (o *options) checkEffect() error {
	if o.given["requests"] && o.given["no-requests"] {
		return errors.New("--requests and --no-requests cannot be used together")
	}
	for _, r := range effectRules {
		if r.has(o) {
			continue
		}
		for _, name := range r.flags {
			if !o.given[name] {
				continue
			}
			if r.warn {
				o.notes = append(o.notes, fmt.Sprintf("warning: --%s has no effect %s", name, r.what))
				continue
			}
			return fmt.Errorf("--%s %w %s", name, errNoEffect, r.what)
		}
	}
	// The quiet window's default is longer than a very short --timeout:
	// the flag to change is the one given. Over HTTP no page waits for
	// quiet, and the default gives way.
	if o.render.QuietWindow >= o.render.Timeout && o.given["timeout"] && !o.given["quiet-window"] {
		if o.crawl.Mode == crawl.ModeHTTP {
			o.render.QuietWindow = o.render.Timeout / 2
			return nil
		}
		return fmt.Errorf("--timeout (%v) must be longer than the quiet window a page must keep (%v, --quiet-window)", o.render.Timeout, o.render.QuietWindow)
	}
	return nil
}

// givenFlags are the names of the flags set in fs.
func givenFlags(fs *flag.FlagSet) map[string]bool {
	given := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { given[f.Name] = true })
	return given
}
