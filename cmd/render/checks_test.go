package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rendercrawl/render/internal/testsite"
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
