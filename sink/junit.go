package sink

import (
	"encoding/xml"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/rendercrawl/render/sink/internal/output"
)

// junitClassname is the classname of every test case in a JUnit report.
// CI front ends group cases by it; one crawl is one group.
const junitClassname = "render"

// junitTimestamp is the Ant JUnit task's timestamp layout: ISO 8601
// without a zone, which the strictest readers (the Windy Road schema)
// require. JUnit writes it in UTC.
const junitTimestamp = "2006-01-02T15:04:05"

// JUnit turns a crawl into a JUnit XML report, so that a CI job that
// renders a site can fail its build on broken pages and show them the way
// it shows failed tests (GitHub Actions report actions, GitLab, Jenkins).
// Each record is a test case named by its URL: a page that could not be
// fetched is an error of its kind (ErrorKind), each check it failed
// (see FailedChecks) is a
// failure, anything else passed.
//
// The report is written once, on Close: test suites carry totals in their
// attributes, so nothing valid can be written before the last record.
// JUnit keeps only the few fields the report needs, not the pages.
type JUnit struct {
	path, name string
	now        func() time.Time // a test may fix the clock
	start      time.Time

	st    output.State // guards cases
	cases []junitCase
}

// NewJUnit returns a sink that writes the report to path when closed. The
// suite is named suiteName; its timestamp is now. A Resumed crawl's
// report keeps the test cases of the report at path (the run it resumes),
// so that it covers the whole crawl; a Fresh run's replaces it.
func NewJUnit(path, suiteName string, start Start) (*JUnit, error) {
	j := &JUnit{path: path, name: suiteName, now: time.Now}
	j.start = j.now()
	if start == Resumed {
		cases, err := readJUnitCases(path)
		if err != nil {
			return nil, fmt.Errorf("sink: junit: %w", err)
		}
		j.cases = cases
	}
	return j, nil
}

// readJUnitCases reads the test cases of the report at path; none when
// there is no report.
func readJUnitCases(path string) ([]junitCase, error) {
	b, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var old junitSuites
	if err := xml.Unmarshal(b, &old); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	var cases []junitCase
	for _, s := range old.Suites {
		cases = append(cases, s.Cases...)
	}
	return cases, nil
}

// Write adds r as a test case, in the order written.
func (j *JUnit) Write(r *Record) error {
	c := newJUnitCase(r)
	return j.st.Do(func() error {
		j.cases = append(j.cases, c)
		return nil
	})
}

// Fail adds a test case that is no page's and failed check with reason:
// what a run found wrong beyond its pages (an --expect pattern that
// matched no page), so that the report fails as the run does.
func (j *JUnit) Fail(name, check, reason string) error {
	c := junitCase{Name: name, Classname: junitClassname, Time: seconds(0),
		Failures: []junitResult{{Message: reason, Type: check, Text: check + ": " + reason}}}
	return j.st.Do(func() error {
		j.cases = append(j.cases, c)
		return nil
	})
}

// Close writes the report atomically, so that a CI step never reads half
// of one, and returns the first error. Later calls return the same.
func (j *JUnit) Close() error {
	return j.st.Close(func() error {
		out, err := xml.MarshalIndent(j.report(), "", "  ")
		if err == nil {
			out = append([]byte(xml.Header), append(out, '\n')...)
			err = output.WriteFileAtomic(j.path, out)
		}
		if err != nil {
			return fmt.Errorf("sink: junit: %w", err)
		}
		return nil
	})
}

// report builds the document from the cases written so far.
func (j *JUnit) report() junitSuites {
	host, err := os.Hostname()
	if err != nil || host == "" {
		host = "localhost" // what the schema asks for when the host is unknown
	}
	s := junitSuite{
		Name:      j.name,
		Tests:     len(j.cases),
		Time:      seconds(j.now().Sub(j.start)),
		Timestamp: j.start.UTC().Format(junitTimestamp),
		Hostname:  host,
		Cases:     j.cases,
	}
	for _, c := range j.cases {
		switch {
		case c.Error != nil:
			s.Errors++
		case len(c.Failures) > 0:
			s.Failures++
		}
	}
	return junitSuites{
		Name: j.name, Tests: s.Tests, Failures: s.Failures, Errors: s.Errors, Time: s.Time,
		Suites: []junitSuite{s},
	}
}

// newJUnitCase is the test case of one record. A record that failed gets
// an <error>; its "error" check would only repeat it, so that one check
// is not listed again as a failure.
func newJUnitCase(r *Record) junitCase {
	c := junitCase{
		Name:      r.URL,
		Classname: junitClassname,
		Time:      seconds(time.Duration(r.ElapsedMS) * time.Millisecond),
		SystemOut: systemOut(r),
	}
	if !r.OK() {
		kind := r.ErrorKind
		if kind == "" {
			kind = "error"
		}
		c.Error = &junitResult{Message: r.Error, Type: kind, Text: r.Error}
	}
	for _, fc := range r.FailedChecks {
		if fc.Check == "error" && c.Error != nil {
			continue
		}
		text := fc.Check + ": " + fc.Reason
		if r.Referrer != "" {
			text += " (linked from " + r.Referrer + ")"
		}
		c.Failures = append(c.Failures, junitResult{Message: fc.Reason, Type: fc.Check, Text: text})
	}
	return c
}

// systemOut is what a CI front end shows under a case: enough to see what
// the crawler got without opening the JSON Lines.
func systemOut(r *Record) string {
	var b strings.Builder
	fmt.Fprintf(&b, "status: %d\nmode: %s\n", r.Status, r.Mode)
	if r.FinalURL != "" {
		fmt.Fprintf(&b, "final_url: %s\n", r.FinalURL)
	}
	if r.Referrer != "" {
		fmt.Fprintf(&b, "referrer: %s\n", r.Referrer)
	}
	if r.Note != "" {
		fmt.Fprintf(&b, "note: %s\n", r.Note)
	}
	return b.String()
}

// seconds formats d as JUnit's time attribute: seconds as a decimal.
func seconds(d time.Duration) string {
	if d < 0 {
		d = 0
	}
	return strconv.FormatFloat(d.Seconds(), 'f', 3, 64)
}

// The report's XML. Attribute and element names follow the Ant JUnit
// format as Jenkins' xunit plugin describes it (testdata/sink/junit.xsd).
type (
	junitSuites struct {
		XMLName  xml.Name     `xml:"testsuites"`
		Name     string       `xml:"name,attr"`
		Tests    int          `xml:"tests,attr"`
		Failures int          `xml:"failures,attr"`
		Errors   int          `xml:"errors,attr"`
		Time     string       `xml:"time,attr"`
		Suites   []junitSuite `xml:"testsuite"`
	}
	junitSuite struct {
		Name      string      `xml:"name,attr"`
		Tests     int         `xml:"tests,attr"`
		Failures  int         `xml:"failures,attr"`
		Errors    int         `xml:"errors,attr"`
		Skipped   int         `xml:"skipped,attr"`
		Time      string      `xml:"time,attr"`
		Timestamp string      `xml:"timestamp,attr"`
		Hostname  string      `xml:"hostname,attr"`
		Cases     []junitCase `xml:"testcase"`
	}
	junitCase struct {
		Name      string        `xml:"name,attr"`
		Classname string        `xml:"classname,attr"`
		Time      string        `xml:"time,attr"`
		Error     *junitResult  `xml:"error"`
		Failures  []junitResult `xml:"failure"`
		SystemOut string        `xml:"system-out,omitempty"`
	}
	junitResult struct {
		Message string `xml:"message,attr"`
		Type    string `xml:"type,attr"`
		Text    string `xml:",chardata"`
	}
)
