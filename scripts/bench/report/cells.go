package main

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/rendercrawl/render/internal/testkit/realweb"
)

// defaultMaxPages caps the browser crawls of the static sites: rendering
// thousands of pages takes minutes per cell.
const defaultMaxPages = 300

// staticModes are the ways each static site is crawled; "auto" passes no
// --mode, so that each build runs its default.
var staticModes = []string{"http", "auto", "browser"}

// cell is one realweb cell: a tag, the URL given to render and render's
// flags.
type cell struct {
	tag  string
	url  string
	args []string
}

func staticTag(site, mode string) string { return "RW/" + site + "/" + mode }
func appTag(app, mode string) string     { return "RW/app/" + app + "/" + mode }
func routeTag(app string, i int) string  { return fmt.Sprintf("RW/route/%s/%d", app, i+1) }

// realwebCells lists the realweb suite's cells for the corpus served at
// base: each static site crawled from its seed within its prefix in each
// of staticModes (browser capped at maxPages), then each app rendered in
// --mode browser and in auto mode, then each route of the hash-routed apps
// with --keep-fragment.
func realwebCells(base string, maxPages int) []cell {
	dir := realweb.DefaultDir()
	crawl := []string{"--crawl", "--scope", "prefix"}
	var out []cell
	for _, s := range realweb.StaticSites(base, dir) {
		for _, mode := range staticModes {
			var args []string
			switch mode {
			case "browser":
				args = []string{"--mode", "browser", "--max-pages", fmt.Sprint(maxPages)}
			case "http":
				args = []string{"--mode", "http"}
			}
			out = append(out, cell{staticTag(s.Name, mode), s.Seed, slices.Concat(crawl, args)})
		}
	}
	for _, a := range realweb.Apps(base, dir) {
		out = append(out,
			cell{appTag(a.Name, "browser"), a.URL, []string{"--mode", "browser"}},
			cell{appTag(a.Name, "auto"), a.URL, nil})
	}
	for _, a := range realweb.Apps(base, dir) {
		for i, r := range a.Routes {
			out = append(out, cell{routeTag(a.Name, i), r.URL, []string{"--mode", "browser", "--keep-fragment"}})
		}
	}
	return out
}

// writeCells writes one cell a line: tag, URL and flags, tab-separated.
func writeCells(w io.Writer, cs []cell) {
	for _, c := range cs {
		fmt.Fprintf(w, "%s\t%s\t%s\n", c.tag, c.url, strings.Join(c.args, " "))
	}
}
