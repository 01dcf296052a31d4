package main

import (
	"log/slog"
	"strings"

	"github.com/rendercrawl/render/crawl"
	"github.com/rendercrawl/render/crawl/checks"
)

// warnChecksOverHTTP warns of the checks that cannot fail in --mode http:
// no script runs (console-error, page-error) and no sub-resource is
// fetched (failed-request).
func warnChecksOverHTTP(o *options, log *slog.Logger) {
	if o.crawl.Mode != crawl.ModeHTTP {
		return
	}
	var blind []string
	for _, c := range []struct {
		on   bool
		name string
	}{
		{o.checks.ConsoleError, checks.CheckConsoleError},
		{o.checks.PageError, checks.CheckPageError},
		{o.checks.FailedRequest, checks.CheckFailedRequest},
	} {
		if c.on {
			blind = append(blind, c.name)
		}
	}
	if len(blind) > 0 {
		log.Warn("these checks never fail in --mode http: no script runs and no sub-resource is fetched",
			"checks", strings.Join(blind, ","), "mode", "http")
	}
}
