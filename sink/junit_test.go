package sink

import (
	"context"
	"encoding/xml"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rendercrawl/render/internal/testkit/testenv"
	"github.com/rendercrawl/render/webpage"
)

const junitSchema = "../testdata/sink/junit.xsd"

// crawlRecords is a small crawl with every outcome a report shows.
func crawlRecords() []*Record {
	return []*Record{
		{URL: "http://127.0.0.1:8080/", Content: webpage.Content{FinalURL: "http://127.0.0.1:8080/", Status: 200}, Mode: ModeBrowser, ElapsedMS: 1250},
		{URL: "http://127.0.0.1:8080/errors.html", Content: webpage.Content{FinalURL: "http://127.0.0.1:8080/errors.html", Status: 200}, Mode: ModeBrowser, ElapsedMS: 40,
			FailedChecks: []CheckFailure{
				{"console-error", "boom-console 42 (http://x/errors.html:9)"},
				{"page-error", "Uncaught Error: <boom> & \"friends\"\x00\x1b[31m"},
			}},
		{URL: "http://127.0.0.1:8080/missing", Content: webpage.Content{FinalURL: "http://127.0.0.1:8080/missing", Status: 404}, Mode: ModeHTTP, ElapsedMS: 3,
			FailedChecks: []CheckFailure{{"http-error", "status 404"}}},
		{URL: "http://127.0.0.1:1/down", Mode: ModeBrowser, ElapsedMS: 2,
			Error: "fetch: dial tcp 127.0.0.1:1: connect: connection refused", ErrorKind: "refused",
			FailedChecks: []CheckFailure{{"error", "fetch: dial tcp 127.0.0.1:1: connect: connection refused"}}},
		{URL: "http://127.0.0.1:8080/slow?a=1&b=<2>", Mode: ModeBrowser, Error: `Get "http://127.0.0.1:8080/slow": context deadline exceeded`},
	}
}

func writeJUnit(t *testing.T, recs []*Record) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "reports", "junit.xml")
	j := newJUnit(t, path, "render crawl")
	start := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	j.start, j.now = start, func() time.Time { return start.Add(2500 * time.Millisecond) }
	for _, r := range recs {
		if err := j.Write(r); err != nil {
			t.Fatal(err)
		}
	}
	if err := j.Close(); err != nil {
		t.Fatal(err)
	}
	return path
}

// The report as a reader sees it, declared apart from the writer's types.
type (
	xSuites struct {
		XMLName  xml.Name `xml:"testsuites"`
		Tests    int      `xml:"tests,attr"`
		Failures int      `xml:"failures,attr"`
		Errors   int      `xml:"errors,attr"`
		Suites   []xSuite `xml:"testsuite"`
	}
	xSuite struct {
		Name      string  `xml:"name,attr"`
		Tests     int     `xml:"tests,attr"`
		Failures  int     `xml:"failures,attr"`
		Errors    int     `xml:"errors,attr"`
		Time      string  `xml:"time,attr"`
		Timestamp string  `xml:"timestamp,attr"`
		Hostname  string  `xml:"hostname,attr"`
		Cases     []xCase `xml:"testcase"`
	}
	xCase struct {
		Name      string     `xml:"name,attr"`
		Classname string     `xml:"classname,attr"`
		Time      string     `xml:"time,attr"`
		Errors    []xOutcome `xml:"error"`
		Failures  []xOutcome `xml:"failure"`
		SystemOut string     `xml:"system-out"`
	}
	xOutcome struct {
		Message string `xml:"message,attr"`
		Type    string `xml:"type,attr"`
		Text    string `xml:",chardata"`
	}
)

func TestJUnitReport(t *testing.T) {
	recs := crawlRecords()
	data, err := os.ReadFile(writeJUnit(t, recs))
	if err != nil {
		t.Fatal(err)
	}
	var doc xSuites
	if err := xml.Unmarshal(data, &doc); err != nil {
		t.Fatalf("report does not parse: %v\n%s", err, data)
	}
	if doc.Tests != 5 || doc.Failures != 2 || doc.Errors != 2 || len(doc.Suites) != 1 {
		t.Fatalf("testsuites: tests %d failures %d errors %d suites %d, want 5 2 2 1", doc.Tests, doc.Failures, doc.Errors, len(doc.Suites))
	}
	s := doc.Suites[0]
	if s.Name != "render crawl" || s.Tests != 5 || s.Failures != 2 || s.Errors != 2 {
		t.Errorf("testsuite %q: tests %d failures %d errors %d", s.Name, s.Tests, s.Failures, s.Errors)
	}
	if s.Time != "2.500" || s.Timestamp != "2026-03-01T12:00:00" || s.Hostname == "" {
		t.Errorf("testsuite time %q timestamp %q hostname %q", s.Time, s.Timestamp, s.Hostname)
	}
	if len(s.Cases) != len(recs) {
		t.Fatalf("%d test cases, want %d", len(s.Cases), len(recs))
	}

	tests := []struct {
		name      string
		time      string
		errors    []xOutcome
		failures  []xOutcome
		systemOut string
	}{
		{name: "passed", time: "1.250", systemOut: "status: 200\nmode: browser\nfinal_url: http://127.0.0.1:8080/\n"},
		{name: "failed checks", time: "0.040", failures: []xOutcome{
			{Type: "console-error", Message: "boom-console 42 (http://x/errors.html:9)", Text: "console-error: boom-console 42 (http://x/errors.html:9)"},
			{Type: "page-error", Message: "Uncaught Error: <boom> & \"friends\"\uFFFD\uFFFD[31m", Text: "page-error: Uncaught Error: <boom> & \"friends\"\uFFFD\uFFFD[31m"},
		}},
		{name: "failed status", time: "0.003", failures: []xOutcome{{Type: "http-error", Message: "status 404", Text: "http-error: status 404"}}},
		{name: "error, its error check not repeated", time: "0.002", errors: []xOutcome{{
			Type:    "refused",
			Message: "fetch: dial tcp 127.0.0.1:1: connect: connection refused",
			Text:    "fetch: dial tcp 127.0.0.1:1: connect: connection refused",
		}}},
		{name: "error without an op", time: "0.000", errors: []xOutcome{{
			Type:    "error",
			Message: `Get "http://127.0.0.1:8080/slow": context deadline exceeded`,
			Text:    `Get "http://127.0.0.1:8080/slow": context deadline exceeded`,
		}}},
	}
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := s.Cases[i]
			if c.Name != recs[i].URL || c.Classname != "render" || c.Time != tt.time {
				t.Errorf("testcase name %q classname %q time %q, want %q render %q", c.Name, c.Classname, c.Time, recs[i].URL, tt.time)
			}
			if !slices.Equal(c.Errors, tt.errors) {
				t.Errorf("errors = %+v, want %+v", c.Errors, tt.errors)
			}
			if !slices.Equal(c.Failures, tt.failures) {
				t.Errorf("failures = %+v, want %+v", c.Failures, tt.failures)
			}
			if tt.systemOut != "" && c.SystemOut != tt.systemOut {
				t.Errorf("system-out = %q, want %q", c.SystemOut, tt.systemOut)
			}
		})
	}
}

// TestJUnitSchema validates reports with xmllint against the JUnit schema
// CI servers follow, and checks that the schema does reject a report CI
// could not read, so that a pass means something.
func TestJUnitSchema(t *testing.T) {
	xmllint, err := exec.LookPath("xmllint")
	if err != nil {
		if testenv.CI() {
			t.Fatal("xmllint not found: install libxml2-utils")
		}
		t.Skip("xmllint not found (apt-get install -y libxml2-utils)")
	}
	valid := func(path string) (string, bool) {
		ctx, cancel := context.WithTimeout(t.Context(), 20*time.Second)
		defer cancel()
		out, err := exec.CommandContext(ctx, xmllint, "--noout", "--schema", junitSchema, path).CombinedOutput()
		var exit *exec.ExitError
		if err != nil && !errors.As(err, &exit) {
			t.Fatalf("xmllint: %v\n%s", err, out)
		}
		return string(out), err == nil
	}
	tests := []struct {
		name string
		recs []*Record
	}{
		{name: "crawl", recs: crawlRecords()},
		{name: "empty crawl", recs: nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := writeJUnit(t, tt.recs)
			if out, ok := valid(path); !ok {
				data, _ := os.ReadFile(path)
				t.Fatalf("report does not validate:\n%s\n%s", out, data)
			}
		})
	}
	t.Run("schema rejects a case without a name", func(t *testing.T) {
		data, err := os.ReadFile(writeJUnit(t, crawlRecords()[:1]))
		if err != nil {
			t.Fatal(err)
		}
		bad := strings.Replace(string(data), `name="http://127.0.0.1:8080/"`, "", 1)
		path := filepath.Join(t.TempDir(), "bad.xml")
		if err := os.WriteFile(path, []byte(bad), 0o644); err != nil {
			t.Fatal(err)
		}
		if out, ok := valid(path); ok {
			t.Fatalf("xmllint accepted:\n%s\n%s", bad, out)
		}
	})
}

func TestJUnitConcurrentWrites(t *testing.T) {
	path := filepath.Join(t.TempDir(), "junit.xml")
	j := newJUnit(t, path, "render")
	var wg sync.WaitGroup
	for range 50 {
		wg.Go(func() {
			if err := j.Write(&Record{URL: "http://127.0.0.1/", Content: webpage.Content{Status: 200}}); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	if err := j.Close(); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var doc xSuites
	if err := xml.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	if doc.Tests != 50 || len(doc.Suites[0].Cases) != 50 {
		t.Errorf("tests %d, cases %d, want 50", doc.Tests, len(doc.Suites[0].Cases))
	}
	if err := j.Write(&Record{}); !errors.Is(err, ErrClosed) {
		t.Errorf("Write after Close = %v", err)
	}
}

func TestJUnitCloseError(t *testing.T) {
	dir := t.TempDir()
	// The report's path is a directory: the rename fails.
	path := filepath.Join(dir, "junit.xml")
	if err := os.Mkdir(path, 0o755); err != nil {
		t.Fatal(err)
	}
	j := newJUnit(t, path, "render")
	err := j.Close()
	var le *os.LinkError
	if !errors.As(err, &le) || le.New != path {
		t.Fatalf("Close = %v, want the failed rename onto the report's path", err)
	}
	if again := j.Close(); again != err {
		t.Errorf("second Close = %v, want %v", again, err)
	}
	if files := filesUnder(t, dir); len(files) != 0 {
		t.Errorf("left behind: %v", files)
	}
}

// newJUnit is a fresh run's report.
func newJUnit(t *testing.T, path, name string) *JUnit {
	t.Helper()
	j, err := NewJUnit(path, name, Fresh)
	if err != nil {
		t.Fatal(err)
	}
	return j
}
