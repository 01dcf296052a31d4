package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rendercrawl/render/crawl"
	"github.com/rendercrawl/render/internal/testkit/realweb"
	"github.com/rendercrawl/render/sink"
)

// The library zoo is the held-out part of the realweb corpus
// (realweb.Corpus): no figure of auto mode was set on it, so this test, not
// the ones on the tuning part (auto_test.go), decides whether auto mode
// is right; every page counts, with no tolerance.
//
// The library zoo, in the default auto mode: every page whose scripts
// build part of what a person reads (a list of books, by any of 40 real
// libraries, mounted any of the ways the web mounts them) is returned
// rendered, with every book; every page whose scripts change nothing a
// person reads (highlighting, beacons, a theme toggle, a search index
// loaded for a box) is returned from its HTML, after no more renders than
// its kind needs. The same pages with every file renamed (the
// zoo-renamed tree) are decided alike, page by page: no name decides.
// Both trees go in one run each way: the URLs given as a list (each
// tree's index page first, then its pages in the catalog's order: those
// that build content first), and a crawl from both index pages.
func TestAutoModeLibraryZoo(t *testing.T) {
	needChrome(t)
	c := realweb.Open(t)
	trees := []realweb.Zoo{c.Zoo, c.ZooRenamed}
	for _, z := range trees {
		builds := 0
		for _, p := range z.Pages {
			if p.Builds {
				builds++
			}
		}
		// 40 of each in the catalog: a zoo shrunk by accident would pass
		// on what is left.
		if builds < 40 || len(z.Pages)-builds < 40 {
			t.Fatalf("%s: %d pages that build and %d that do not, want 40 of each: too few to decide", z.Index, builds, len(z.Pages)-builds)
		}
	}
	t.Run("list", func(t *testing.T) {
		var urls strings.Builder
		for _, z := range trees {
			urls.WriteString(z.Index + "\n")
			for _, p := range z.Pages {
				urls.WriteString(p.URL + "\n")
			}
		}
		recs, kinds := runZoo(t, urls.String(), "--urls", "-")
		judgeZoo(t, recs, kinds, trees)
	})
	t.Run("crawl", func(t *testing.T) {
		recs, kinds := runZoo(t, "", "--crawl", trees[0].Index, trees[1].Index)
		judgeZoo(t, recs, kinds, trees)
	})
}

// runZoo runs the command in the default mode over the zoo and returns
// its records and the kinds its summary lists.
func runZoo(t *testing.T, stdin string, args ...string) ([]sink.Record, []crawl.KindReport) {
	t.Helper()
	stats := filepath.Join(t.TempDir(), "stats.json")
	args = append([]string{"--browser-url", browserURL, "--quiet", "--stats", stats}, args...)
	code, out, stderr := runCLI(t, stdin, args...)
	if code != exitOK {
		t.Fatalf("exit %d\n%s", code, stderr)
	}
	b, err := os.ReadFile(stats)
	if err != nil {
		t.Fatal(err)
	}
	var summary struct {
		Kinds []crawl.KindReport `json:"kinds"`
	}
	if err := json.Unmarshal(b, &summary); err != nil {
		t.Fatal(err)
	}
	return records(t, out), summary.Kinds
}

// judgeZoo checks the records of a run over the zoo's trees: each page
// decided as the catalog says, within the renders its kind needs, and
// alike in every tree.
func judgeZoo(t *testing.T, recs []sink.Record, kinds []crawl.KindReport, trees []realweb.Zoo) {
	t.Helper()
	kindOf := make(map[string]crawl.KindReport, len(kinds))
	for _, k := range kinds {
		kindOf[k.Example] = k
	}
	byURL := make(map[string]sink.Record, len(recs))
	for _, r := range recs {
		byURL[r.URL] = r
	}
	modes := make([]map[string]string, len(trees)) // per tree, page name to mode
	for i, z := range trees {
		modes[i] = make(map[string]string)
		renders, quiet := 0, 0
		reasons := map[string]int{}
		for _, p := range z.Pages {
			r, ok := byURL[p.URL]
			if !ok {
				t.Errorf("%s (%s): no record", p.URL, p.Name)
				continue
			}
			modes[i][p.Name] = r.Mode
			reasons[fmt.Sprintf("builds=%v %s/%s", p.Builds, r.Mode, r.Reason)]++
			if p.Builds {
				judgeBuilt(t, p, r)
				continue
			}
			quiet++
			// The render of its kind that kept it on HTTP: one, or two
			// when the first did not go quiet (staticProof), never more.
			if k, ok := kindOf[p.URL]; ok && k.Renders > 2 {
				t.Errorf("%s (%s): its kind took %d renders to verify", p.URL, p.Name, k.Renders)
			}
			sample := r.Reason == crawl.ReasonVerify || r.Reason == crawl.ReasonRecheck
			switch {
			case r.Mode != "http" && !sample:
				t.Errorf("%s (%s, %s): %s/%s, want its HTML: its scripts change nothing a person reads", p.URL, p.Name, p.Library, r.Mode, r.Reason)
			case r.Mode != "http" && kindOf[p.URL].Verdict == "browser":
				// The render of its kind's sample is kept as the page
				// for the few words it showed that the HTML never uses
				// (a date made relative), too few to send the kind to
				// the browser: the next page of the kind would tell.
				t.Errorf("%s (%s, %s): %s/%s, its kind sent to the browser; want it kept on HTTP: its scripts change nothing a person reads", p.URL, p.Name, p.Library, r.Mode, r.Reason)
			case sample:
				renders++
			case r.Reason != crawl.ReasonKindStatic && r.Reason != crawl.ReasonHandlers:
				// handlers: kept on its kind's verdict, and explored for
				// what its event handlers reach (a page whose scripts are
				// all inline is of one kind in both trees).
				t.Errorf("%s (%s): reason %s, want its kind verified by a render (%s, %s, %s or %s)", p.URL, p.Name, r.Reason,
					crawl.ReasonVerify, crawl.ReasonRecheck, crawl.ReasonKindStatic, crawl.ReasonHandlers)
			}
		}
		t.Logf("%s: %v", z.Index, reasons)
		// Each page of the zoo is a kind of its own: verifying one takes
		// a render (two at most, were there a second page of it).
		if renders > 2*quiet {
			t.Errorf("%s: %d renders to verify %d pages whose scripts change nothing", z.Index, renders, quiet)
		}
	}
	for i := 1; i < len(trees); i++ {
		for name, mode := range modes[0] {
			if other, ok := modes[i][name]; ok && other != mode {
				t.Errorf("%s: %s in %s, %s in %s: the decision hangs on names", name, mode, trees[0].Index, other, trees[i].Index)
			}
		}
	}
}

// judgeBuilt checks the record of a page whose scripts build a list of
// books: rendered, with every title.
func judgeBuilt(t *testing.T, p realweb.ZooPage, r sink.Record) {
	t.Helper()
	if r.Mode != "browser" {
		t.Errorf("%s (%s, %s): %s/%s, want it rendered: its scripts build what a person reads", p.URL, p.Name, p.Library, r.Mode, r.Reason)
		return
	}
	for _, m := range p.Markers {
		if !strings.Contains(r.Text, m) {
			t.Errorf("%s (%s): rendered (%s), but %q is not in its text", p.URL, p.Name, r.Reason, m)
		}
	}
}
