package main

import (
	"net/url"
	"strings"
	"testing"

	"github.com/rendercrawl/render/crawl"
	"github.com/rendercrawl/render/internal/testkit/testsite"
	"github.com/rendercrawl/render/sink"
)

// found tells where a record names a target path: "links" (a link, or
// the page a redirect took it to), "requests", or "" for nowhere. A URL
// names the path whatever its query and scheme (ws: as http:).
func found(r sink.Record, target string) string {
	is := func(raw string) bool {
		u, err := url.Parse(raw)
		return err == nil && u.Path == target
	}
	if is(r.FinalURL) {
		return "links"
	}
	for _, l := range r.Links {
		if is(l) {
			return "links"
		}
	}
	for _, q := range r.Requests {
		if is(q.URL) {
			return "requests"
		}
	}
	return ""
}

// TestCatalogueOnEachPath reads every page of the discovery catalogue on
// each path, without following anything: the HTTP path must find what
// markup, headers and string literals name, the browser also what
// scripts make and what clicks reveal (exploring). A page is a link, a
// resource a request, in the markup groups where the difference is the
// markup's; the browser lists what the markup names and the page never
// requested as requested: false.
func TestCatalogueOnEachPath(t *testing.T) {
	needChrome(t)
	_, base := testsite.ServeCatalog(t)
	var urls []string
	for _, m := range testsite.Mechanisms() {
		if !m.Sitemap {
			urls = append(urls, base+m.PagePath())
		}
	}
	stdin := strings.Join(urls, "\n") + "\n"
	for _, path := range []struct {
		name string
		args []string
		sees func(testsite.Mechanism) bool
	}{
		{"http", []string{"--mode", "http"}, func(m testsite.Mechanism) bool { return m.HTTP }},
		{"browser", []string{"--mode", "browser", "--browser-url", browserURL, "--explore", "50", "--tabs", "2"}, func(m testsite.Mechanism) bool { return m.Browser }},
	} {
		t.Run(path.name, func(t *testing.T) {
			args := append([]string{"--quiet", "--requests", "--urls", "-"}, path.args...)
			code, out, stderr := runCLI(t, stdin, args...)
			if code != exitOK && code != exitFailure {
				t.Fatalf("exit %d\n%s", code, stderr)
			}
			byURL := map[string]sink.Record{}
			for _, r := range records(t, out) {
				byURL[r.URL] = r
			}
			for _, m := range testsite.Mechanisms() {
				if m.Sitemap || !path.sees(m) {
					continue
				}
				t.Run(m.Group+"/"+m.Name, func(t *testing.T) {
					r, ok := byURL[base+m.PagePath()]
					if !ok {
						t.Fatalf("no record")
					}
					where := found(r, m.TargetPath())
					want := "requests"
					if m.Page {
						want = "links"
					}
					switch {
					case where == "":
						t.Errorf("%s not found: links %q, requests %d, error %q", m.TargetPath(), r.Links, len(r.Requests), r.Error)
					case where != want && !m.Either && (m.Group == "html" || m.Group == "head"):
						t.Errorf("%s in %s, want %s", m.TargetPath(), where, want)
					}
				})
			}
		})
	}
}

// TestCrawlOfTheCatalogue crawls the catalogue from its index with the
// defaults and --sitemap: at least 95% of its targets are found (a
// record of their own, or named in a record's links or requests), and
// the pages with event handlers are explored in the browser whatever
// auto mode made of their content.
func TestCrawlOfTheCatalogue(t *testing.T) {
	needChrome(t)
	_, base := testsite.ServeCatalog(t)
	code, out, stderr := runCLI(t, "", "--browser-url", browserURL, "--quiet", "--crawl", "--sitemap", "--max-pages", "400", base+"/")
	if code != exitOK && code != exitFailure {
		t.Fatalf("exit %d\n%s", code, stderr)
	}
	recs := records(t, out)
	byURL := map[string]sink.Record{}
	for _, r := range recs {
		byURL[r.URL] = r
	}
	var missed []string
	ms := testsite.Mechanisms()
	for _, m := range ms {
		hit := false
		for _, r := range recs {
			if u, err := url.Parse(r.URL); (err == nil && u.Path == m.TargetPath()) || found(r, m.TargetPath()) != "" {
				hit = true
				break
			}
		}
		if !hit {
			missed = append(missed, m.Group+"/"+m.Name)
		}
	}
	t.Logf("%d records; %d of %d targets found; missed %q", len(recs), len(ms)-len(missed), len(ms), missed)
	if len(missed)*20 > len(ms) {
		t.Errorf("%d of %d targets missed, more than 5%%: %q", len(missed), len(ms), missed)
	}
	for _, m := range ms {
		if r, ok := byURL[base+m.PagePath()]; ok && m.Group == "event" && r.Mode != sink.ModeBrowser && r.Reason != crawl.ReasonHandlers {
			t.Errorf("%s: %s/%s; a page with event handlers is explored in the browser", m.Name, r.Mode, r.Reason)
		}
	}
}
