package main

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/rendercrawl/render/internal/testkit/testsite"
)

// sitePages are the pages of the fixture's linked site (testdata/site/site)
// a crawl from its home page must find: static pages, app pages whose links
// exist only after their script ran (one only inside a shadow root), a
// page only linked from inside an iframe, a meta refresh target, and a
// listing paged by Link headers; the calendar is endless and is bounded
// separately.
var sitePages = []string{
	"/site/", "/site/about.html", "/site/area.html",
	"/site/blog/", "/site/blog/post-1.html", "/site/blog/post-2.html", "/site/blog/post-3.html",
	"/site/blog/archive/2025.html", "/site/blog/archive/2024.html", "/site/blog/archive/2023.html",
	"/site/app/", "/site/app/item/1", "/site/app/item/2", "/site/app/item/3", "/site/shadow-only.html",
	"/site/frame.html", "/site/framed.html", "/site/via-frame.html",
	"/site/refresh.html", "/site/refreshed.html",
	"/site/paged", "/site/paged?p=2", "/site/paged?p=3",
}

func TestCrawlFindsEveryPageOnce(t *testing.T) {
	needChrome(t)
	_, base := testsite.Serve(t)
	code, stdout, stderr := runCLI(t, "", "--browser-url", browserURL, "--crawl", "--depth", "5", "--max-per-pattern", "4", base+"/site/")
	if code != exitOK {
		t.Fatalf("exit %d\n%s", code, stderr)
	}
	count := map[string]int{}
	calendar := 0
	for _, r := range records(t, stdout) {
		if r.Error != "" {
			t.Errorf("%s: %s", r.URL, r.Error)
		}
		p := strings.TrimPrefix(r.URL, base)
		if strings.HasPrefix(p, "/site/calendar") {
			calendar++
			continue
		}
		count[p]++
	}
	for _, p := range sitePages {
		if count[p] != 1 {
			t.Errorf("%s: %d records, want exactly 1", p, count[p])
		}
	}
	if len(count) != len(sitePages) {
		t.Errorf("%d pages besides the calendar, want %d: %v", len(count), len(sitePages), count)
	}
	if calendar == 0 || calendar > 4 {
		t.Errorf("%d calendar pages, want 1 to 4 (--max-per-pattern 4)", calendar)
	}
	if !regexp.MustCompile(`pattern-cap=\d+`).MatchString(stderr) {
		t.Errorf("the summary does not show what was cut:\n%s", stderr)
	}
}

// TestImmediateMetaRefreshIsFollowed: a page whose meta refresh has no
// delay gives the page it sends to, in every mode, as a browser shows it:
// final_url is the target, the text the target's; a crawl from it writes
// one record for the two.
func TestImmediateMetaRefreshIsFollowed(t *testing.T) {
	needChrome(t)
	_, base := testsite.Serve(t)
	for _, mode := range []string{"http", "auto", "browser"} {
		t.Run(mode, func(t *testing.T) {
			code, stdout, stderr := runCLI(t, "", "--browser-url", browserURL, "--quiet", "--ignore-robots", "--mode", mode,
				"--crawl", "--scope", "prefix", "--depth", "1", base+"/refresh-now.html")
			if code != exitOK {
				t.Fatalf("exit %d: %s", code, stderr)
			}
			var got []string
			for _, r := range records(t, stdout) {
				got = append(got, strings.TrimPrefix(r.URL, base))
				if r.URL == base+"/refresh-now.html" && (r.FinalURL != base+"/site/refreshed.html" || !strings.Contains(r.Text, "PAGE:Refreshed")) {
					t.Errorf("final_url %q, text %q; want the refresh's target", r.FinalURL, r.Text)
				}
			}
			slices.Sort(got)
			if want := []string{"/refresh-now.html", "/site/"}; !slices.Equal(got, want) {
				t.Errorf("records of %q; want %q", got, want)
			}
		})
	}
}
