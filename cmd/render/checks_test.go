package main

import (
	"encoding/json"
	"encoding/xml"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"github.com/rendercrawl/render/internal/testkit/testsite"
)

// writeExpect writes an --expect file and returns its path.
func writeExpect(t *testing.T, name, body string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// An --expect file with a misspelled key is a usage error: its entry
// would check nothing.
func TestExpectUnknownKeyIsUsageError(t *testing.T) {
	_, base := testsite.Serve(t)
	path := writeExpect(t, "typo.yaml", "- url: \"/static\\\\.html$\"\n  selector: [\"#nope\"]\n")
	code, stdout, stderr := runCLI(t, "", "--mode", "http", "--quiet", "--expect", path, base+"/static.html")
	if code != exitUsage || stdout != "" {
		t.Errorf("exit %d with %d bytes of records, want 2 and none\n%s", code, len(stdout), stderr)
	}
}

// An expectation whose pattern names where a redirect leads judges the
// page the redirect led to.
func TestExpectJudgesRedirectTarget(t *testing.T) {
	_, base := testsite.Serve(t)
	// /redirect/chain/1 redirects to /redirect/chain/0.
	path := writeExpect(t, "e.yaml", "- url: \"/chain/0$\"\n  selectors: [\"#does-not-exist\"]\n")
	code, stdout, stderr := runCLI(t, "", "--mode", "http", "--quiet", "--expect", path, base+"/redirect/chain/1")
	if code != exitFailure {
		t.Fatalf("exit %d, want 1\n%s", code, stderr)
	}
	recs := records(t, stdout)
	if len(recs) != 1 || len(recs[0].FailedChecks) != 1 || recs[0].FailedChecks[0].Check != "missing" {
		t.Errorf("records %+v, want one that failed the missing selector", recs)
	}
}

// The end of a run names the pages that failed checks, with the check and
// its reason: the first failedPagesShown of them, each once, then how
// many more.
func TestFailedChecksAreListed(t *testing.T) {
	_, base := testsite.Serve(t)
	var urls []string
	for i := range failedPagesShown + 2 {
		urls = append(urls, fmt.Sprintf("%s/status/404?n=%d", base, i))
	}
	for _, quiet := range []bool{true, false} {
		args := append([]string{"--mode", "http", "--rate", "0", "--fail-on", "http-error", base + "/static.html"}, urls...)
		if quiet {
			args = append(args, "--quiet")
		}
		code, _, stderr := runCLI(t, "", args...)
		if code != exitFailure {
			t.Fatalf("exit %d, want 1\n%s", code, stderr)
		}
		listed := 0
		for _, u := range urls {
			switch strings.Count(stderr, "  "+u+"\n") {
			case 0:
			case 1:
				listed++
			default:
				t.Errorf("%s is listed more than once:\n%s", u, stderr)
			}
		}
		if listed != failedPagesShown || strings.Count(stderr, "    http-error: status 404\n") != failedPagesShown {
			t.Errorf("quiet %v: %d pages listed, want %d with the check and its reason:\n%s", quiet, listed, failedPagesShown, stderr)
		}
		if strings.Contains(stderr, base+"/static.html") {
			t.Errorf("a page that passed is listed:\n%s", stderr)
		}
		if n := strings.Count(stderr, strconv.Itoa(len(urls))+" pages failed"); n != 1 {
			t.Errorf("quiet %v: the count of failed pages is said %d times, want once:\n%s", quiet, n, stderr)
		}
	}
}

// An --expect pattern that matched no page checked nothing: a run that
// judged its whole crawl fails on it, naming it; a crawl with --state
// (resumed, perhaps: its earlier pages were judged by an earlier run)
// only warns.
func TestUnmatchedExpectation(t *testing.T) {
	_, base := testsite.Serve(t)
	path := writeExpect(t, "e.yaml", "- url: \"/static\\\\.html$\"\n  selectors: [\"#marker\"]\n- url: \"/statik\\\\.html$\"\n  selectors: [\"#marker\"]\n")
	args := []string{"--mode", "http", "--quiet", "--expect", path, base + "/static.html"}
	junit := filepath.Join(t.TempDir(), "j.xml")
	code, stdout, stderr := runCLI(t, "", append(args, "--junit", junit)...)
	if code != exitFailure {
		t.Fatalf("exit %d, want 1\n%s", code, stderr)
	}
	if recs := records(t, stdout); len(recs) != 1 || len(recs[0].FailedChecks) != 0 {
		t.Errorf("records %+v, want one that passed", recs)
	}
	if !strings.Contains(stderr, `/statik\.html$`) || strings.Contains(stderr, `/static\.html$`) {
		t.Errorf("stderr does not name the one pattern that matched nothing:\n%s", stderr)
	}
	// The JUnit report fails as the run does, on a case of its own.
	if r := readJUnit(t, junit); r.Failures != 1 || len(r.Cases) != 2 || r.Cases[1].Name != `--expect /statik\.html$` || len(r.Cases[1].Failures) != 1 {
		t.Errorf("--junit: %+v, want the page passed and a failed case for the pattern", r)
	}
	code, _, stderr = runCLI(t, "", append(args, "--state", filepath.Join(t.TempDir(), "state"))...)
	if code != exitOK || !strings.Contains(stderr, `/statik\.html$`) {
		t.Errorf("with --state: exit %d, want 0 and a warning naming the pattern\n%s", code, stderr)
	}
	// A crawl that --max-pages cut may not have met the pages a pattern
	// names: it warns.
	code, _, stderr = runCLI(t, "", "--mode", "http", "--quiet", "--expect", path, "--crawl", "--max-pages", "2", base+"/site/")
	if code != exitOK || !strings.Contains(stderr, `/statik\.html$`) {
		t.Errorf("a crawl cut by --max-pages: exit %d, want 0 and a warning naming the pattern\n%s", code, stderr)
	}
}

// Over HTTP no script runs and no sub-resource is fetched: the checks
// that need them are allowed (a CI line may switch modes) but warned of.
func TestChecksOverHTTPWarn(t *testing.T) {
	_, base := testsite.Serve(t)
	warned := func(stderr string) string {
		for line := range strings.Lines(stderr) {
			var e struct{ Level, Checks string }
			if json.Unmarshal([]byte(line), &e) == nil && e.Level == "WARN" && e.Checks != "" {
				return e.Checks
			}
		}
		return ""
	}
	code, _, stderr := runCLI(t, "", "--mode", "http", "--quiet", "--log-format", "json",
		"--fail-on", "console-error,http-error,page-error,failed-request", base+"/static.html")
	if want := "console-error,page-error,failed-request"; code != exitOK || warned(stderr) != want {
		t.Errorf("exit %d, warned of %q, want 0 and %q\n%s", code, warned(stderr), want, stderr)
	}
	code, _, stderr = runCLI(t, "", "--mode", "http", "--quiet", "--log-format", "json",
		"--fail-on", "http-error,empty", base+"/static.html")
	if code != exitOK || warned(stderr) != "" {
		t.Errorf("checks HTTP can judge: exit %d, warned of %q\n%s", code, warned(stderr), stderr)
	}
}

// A page's text in the list of failed checks cannot drive the terminal
// or the CI log: its control characters are escaped.
func TestFailedChecksPrintNoControlCharacters(t *testing.T) {
	got := printable("boom\x1b[2K\x1b[1Arender: 0 pages failed\x07\x00 é")
	if strings.ContainsFunc(got, unicode.IsControl) || !strings.Contains(got, `\x1b[2K`) || !strings.Contains(got, "é") {
		t.Errorf("printable gave %q", got)
	}
}

// A --urls input that holds no URL (an empty file, comments only, empty
// stdin) is a usage error, not a gate passed: a CI step whose list of
// URLs came out empty fails.
func TestEmptyURLListIsUsageError(t *testing.T) {
	file := filepath.Join(t.TempDir(), "urls.txt")
	if err := os.WriteFile(file, []byte("# none today\n\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	junit := filepath.Join(t.TempDir(), "j.xml")
	for _, tc := range []struct{ name, stdin, urls string }{
		{"file", "", file},
		{"stdin", "", "-"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, stdout, stderr := runCLI(t, tc.stdin, "--mode", "http", "--quiet", "--fail-on", "http-error", "--junit", junit, "--urls", tc.urls)
			if code != exitUsage || stdout != "" || !strings.Contains(stderr, "no URLs") {
				t.Errorf("exit %d, stdout %q, stderr %q: want exit %d and no URLs named", code, stdout, stderr, exitUsage)
			}
		})
	}
}

// junitReport is what the tests read of a --junit report.
type junitReport struct {
	Failures int `xml:"failures,attr"`
	Cases    []struct {
		Name     string `xml:"name,attr"`
		Failures []struct {
			Type string `xml:"type,attr"`
		} `xml:"failure"`
	} `xml:"testsuite>testcase"`
}

func readJUnit(t *testing.T, path string) junitReport {
	t.Helper()
	var r junitReport
	b, err := os.ReadFile(path)
	if err == nil {
		err = xml.Unmarshal(b, &r)
	}
	if err != nil {
		t.Fatalf("--junit %s: %v", path, err)
	}
	return r
}

// A crawl resumed from --state fails on the pages its earlier part found
// failing, though it has none left to judge: a CI job run again with its
// state kept does not pass a gate its first run failed.
func TestResumedCrawlFailsOnEarlierFailures(t *testing.T) {
	_, base := testsite.Serve(t)
	dir := t.TempDir()
	args := []string{"--mode", "http", "--quiet", "--fail-on", "http-error", "--state", filepath.Join(dir, "state"),
		"--out", filepath.Join(dir, "out.jsonl"), "--junit", filepath.Join(dir, "j.xml"), base + "/static.html", base + "/no-such-page"}
	for _, run := range []string{"first", "resumed"} {
		code, _, stderr := runCLI(t, "", args...)
		if code != exitFailure || !strings.Contains(stderr, "/no-such-page") {
			t.Errorf("%s run: exit %d, want 1 naming the page that failed\n%s", run, code, stderr)
		}
	}
	if r := readJUnit(t, filepath.Join(dir, "j.xml")); r.Failures != 1 || len(r.Cases) != 2 {
		t.Errorf("--junit after the resumed run: %+v, want the first run's 2 cases, 1 failed", r)
	}
}
