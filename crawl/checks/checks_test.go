package checks

import (
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"sync"
	"testing"

	"github.com/rendercrawl/render/sink"
	"github.com/rendercrawl/render/webpage"
)

func TestChecks(t *testing.T) {
	var c Checks
	if err := c.ParseFailOn("console-error,page-error, http-error,failed-request,empty,missing=#main .price"); err != nil {
		t.Fatal(err)
	}
	if err := c.ParseFailOn("bogus"); err == nil {
		t.Error("an unknown check was accepted")
	}
	if err := c.ParseFailOn("missing=[["); err == nil {
		t.Error("a bad selector was accepted")
	}
	markup := `<html><body><div id="main"><span class="price">9</span></div></body></html>`
	for _, tc := range []struct {
		name string
		rec  sink.Record
		want []string // check names that fail
	}{
		{"clean", sink.Record{Content: webpage.Content{HTML: markup, Text: "9", Status: 200}}, nil},
		{"console and exception", sink.Record{Content: webpage.Content{HTML: markup, Text: "9", Status: 200, Console: []sink.ConsoleEntry{{Type: "error", Text: "boom"}, {Type: "exception", Text: "Uncaught"}}}}, []string{CheckConsoleError, CheckPageError}},
		{"status", sink.Record{Content: webpage.Content{HTML: markup, Text: "9", Status: 500}}, []string{CheckHTTPError}},
		{"failed request", sink.Record{Content: webpage.Content{HTML: markup, Text: "9", Status: 200, FailedRequests: []sink.FailedRequest{{URL: "http://x/a.js", Status: 404}}}}, []string{CheckFailedRequest}},
		{"empty and missing", sink.Record{Content: webpage.Content{HTML: "<html><body></body></html>", Status: 200}}, []string{CheckEmpty, CheckMissing}},
		{"not fetched", sink.Record{Error: "timeout"}, []string{CheckError}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rec := tc.rec
			c.Decorate(&rec)
			var got []string
			for _, f := range rec.FailedChecks {
				got = append(got, f.Check)
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("failed %q, want %v", rec.FailedChecks, tc.want)
			}
		})
	}
}

func TestExpectFile(t *testing.T) {
	_, file, _, _ := runtime.Caller(0)
	var c Checks
	if err := c.LoadExpect(filepath.Join(filepath.Dir(file), "..", "..", "testdata", "ci", "expect.yaml")); err != nil {
		t.Fatal(err)
	}
	good := sink.Record{URL: "http://x/spa/3", Content: webpage.Content{Status: 200, Text: "Rendered content of item 3", HTML: `<h1>t</h1><p id="marker">m</p>`}}
	c.Decorate(&good)
	if len(good.FailedChecks) != 0 {
		t.Errorf("a page meeting its expectations failed %q", good.FailedChecks)
	}
	bad := sink.Record{URL: "http://x/images.html", Content: webpage.Content{Status: 200, Text: "Images", HTML: `<p id="marker">m</p>`}}
	c.Decorate(&bad)
	if len(bad.FailedChecks) != 2 {
		t.Errorf("failed %q, want the missing selector and the missing text", bad.FailedChecks)
	}
	other := sink.Record{URL: "http://x/unrelated", Content: webpage.Content{Status: 200, Text: "x", HTML: "<p>x</p>"}}
	c.Decorate(&other)
	if len(other.FailedChecks) != 0 {
		t.Errorf("a page no expectation names failed %q", other.FailedChecks)
	}
}

// Apply runs on every worker at once; the shared selector lists must not
// be written to (go test -race).
func TestChecksConcurrently(t *testing.T) {
	var c Checks
	for _, s := range []string{"missing=#a", "missing=#b", "missing=#c"} {
		if err := c.ParseFailOn(s); err != nil {
			t.Fatal(err)
		}
	}
	sel, _ := ParseSelector("#d")
	c.Expect = []Expectation{{Pattern: regexp.MustCompile("."), Selectors: []Selector{sel}}}
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			rec := sink.Record{URL: "http://x/", Content: webpage.Content{Status: 200, Text: "t", HTML: `<p id="a"></p><p id="b"></p><p id="c"></p>`}}
			c.Decorate(&rec)
			if len(rec.FailedChecks) != 1 || rec.FailedChecks[0].Reason != "#d" {
				t.Errorf("failed %q, want only #d", rec.FailedChecks)
			}
		})
	}
	wg.Wait()
}

// A misspelled key would leave its entry without the check it meant:
// the file is refused, naming the key.
func TestExpectUnknownKey(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct{ name, body, key string }{
		{"typo.yaml", "- url: \"/a$\"\n  selector: [\"#x\"]\n  texts: [\"y\"]\n", "selector"},
		{"typo.json", `[{"url": "/a$", "text": ["y"]}, {"url": "/b$", "Selectors": ["#x"]}]`, "Selectors"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(dir, tc.name)
			if err := os.WriteFile(path, []byte(tc.body), 0o644); err != nil {
				t.Fatal(err)
			}
			var c Checks
			err := c.LoadExpect(path)
			var ke *KeyError
			if !errors.As(err, &ke) || !errors.Is(err, ErrUnknownKey) {
				t.Fatalf("LoadExpect: %v, want a *KeyError", err)
			}
			if ke.Key != tc.key || ke.Path != path {
				t.Errorf("the error names key %q of %s, want %q of %s", ke.Key, ke.Path, tc.key, path)
			}
		})
	}
	// The keys the format has are accepted, in both formats.
	for name, body := range map[string]string{
		"good.yaml": "- url: \"/a$\"\n  selectors: [\"#x\"]\n  text: [\"y\"]\n",
		"good.json": `[{"url": "/a$", "selectors": ["#x"], "text": ["y"]}]`,
	} {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		var c Checks
		if err := c.LoadExpect(path); err != nil || len(c.Expect) != 1 || len(c.Expect[0].Selectors) != 1 || len(c.Expect[0].Texts) != 1 {
			t.Errorf("%s: %v, expectations %+v", name, err, c.Expect)
		}
	}
}

// A page's text keeps the no-break spaces of its markup ("2.5.&nbsp;"),
// and its line breaks; an expected text written with plain spaces still
// matches, and a text that is not there still fails.
func TestExpectTextAcrossSpaces(t *testing.T) {
	c := Checks{Expect: []Expectation{{Pattern: regexp.MustCompile("tutorial"), Texts: []string{
		"2.5. Querying a Table", "SELECT *\tFROM weather;", "Prev Up Chapter 2",
	}}}}
	rec := sink.Record{URL: "http://x/tutorial.html", Content: webpage.Content{Status: 200, HTML: "<p>t</p>", Text: "2.5.\u00a0Querying a\u2009Table\nSELECT * FROM\u00a0\u00a0weather;\n\nPrev\u00a0 Up\n Chapter\u00a02"}}
	c.Decorate(&rec)
	if len(rec.FailedChecks) != 0 {
		t.Errorf("texts separated by other spaces failed %q", rec.FailedChecks)
	}
	c.Expect[0].Texts = []string{"2.6. Querying a Table", "2.5.Querying"}
	rec.FailedChecks = nil
	c.Decorate(&rec)
	if len(rec.FailedChecks) != 2 {
		t.Errorf("failed %q, want both absent texts", rec.FailedChecks)
	}
}

// A pattern names the page a redirect led to as well as the URL asked
// for (/brk redirects to /brk/).
func TestExpectMatchesFinalURL(t *testing.T) {
	sel, _ := ParseSelector("#missing")
	c := Checks{Expect: []Expectation{{Pattern: regexp.MustCompile("/brk/$"), Selectors: []Selector{sel}}}}
	rec := sink.Record{URL: "http://x/brk", Content: webpage.Content{FinalURL: "http://x/brk/", Status: 200, Text: "t", HTML: "<p>t</p>"}}
	c.Decorate(&rec)
	if len(rec.FailedChecks) != 1 || rec.FailedChecks[0].Check != CheckMissing {
		t.Errorf("a redirected page failed %q, want the missing selector of its final URL's entry", rec.FailedChecks)
	}
}
