package checks

import (
	"fmt"
	"regexp"
	"slices"
	"sync"
	"testing"

	"github.com/rendercrawl/render/sink"
	"github.com/rendercrawl/render/webpage"
)

func TestReportKeepsTheFirstFailures(t *testing.T) {
	c := Checks{HTTPError: true}
	r := NewReport(&c, 3)
	for i := range 5 {
		r.Decorate(&sink.Record{URL: fmt.Sprintf("http://x/%d", i), Content: webpage.Content{Status: 404, HTML: "<p>x</p>", Text: "x"}})
		r.Decorate(&sink.Record{URL: fmt.Sprintf("http://x/ok%d", i), Content: webpage.Content{Status: 200, HTML: "<p>x</p>", Text: "x"}})
	}
	first, more := r.Failed()
	var urls []string
	for _, p := range first {
		urls = append(urls, p.URL)
		if len(p.Failed) != 1 || p.Failed[0].Check != CheckHTTPError {
			t.Errorf("%s: failures %+v, want the http-error", p.URL, p.Failed)
		}
	}
	if want := []string{"http://x/0", "http://x/1", "http://x/2"}; !slices.Equal(urls, want) || more != 2 {
		t.Errorf("kept %v and %d more, want %v and 2 more", urls, more, want)
	}
	// What the report keeps is its own: a record changed later (masked
	// secrets) does not change it, nor the other way round.
	rec := sink.Record{URL: "http://x/late", Content: webpage.Content{Status: 500, HTML: "<p>x</p>", Text: "x"}}
	r2 := NewReport(&c, 1)
	r2.Decorate(&rec)
	rec.FailedChecks[0].Reason = "changed"
	if first, _ := r2.Failed(); first[0].Failed[0].Reason == "changed" {
		t.Error("the report shares its failures with the record")
	}
}

// An expectation whose pattern matched no page is reported; one matched
// by a page's final URL, or by a page that could not be fetched, is not.
func TestReportUnmatchedPatterns(t *testing.T) {
	c := Checks{Expect: []Expectation{
		{Pattern: regexp.MustCompile("/a$")},
		{Pattern: regexp.MustCompile("/typo$")},
		{Pattern: regexp.MustCompile("/b/$")},
		{Pattern: regexp.MustCompile("/gone$")},
	}}
	r := NewReport(&c, 10)
	if got := r.Unmatched(); len(got) != 4 {
		t.Errorf("before any page, unmatched %q, want all 4", got)
	}
	for _, rec := range []sink.Record{
		{URL: "http://x/a", Content: webpage.Content{Status: 200, HTML: "<p>x</p>", Text: "x"}},
		{URL: "http://x/b", Content: webpage.Content{FinalURL: "http://x/b/", Status: 200, HTML: "<p>x</p>", Text: "x"}},
		{URL: "http://x/gone", Error: "connection refused"},
	} {
		r.Decorate(&rec)
	}
	if got := r.Unmatched(); !slices.Equal(got, []string{"/typo$"}) {
		t.Errorf("unmatched %q, want only /typo$", got)
	}
}

func TestReportConcurrently(t *testing.T) {
	c := Checks{Empty: true, Expect: []Expectation{{Pattern: regexp.MustCompile("/1$")}}}
	r := NewReport(&c, 4)
	var wg sync.WaitGroup
	for i := range 16 {
		wg.Go(func() {
			r.Decorate(&sink.Record{URL: fmt.Sprintf("http://x/%d", i), Content: webpage.Content{Status: 200, HTML: "<p></p>"}})
		})
	}
	wg.Wait()
	if first, more := r.Failed(); len(first) != 4 || more != 12 {
		t.Errorf("kept %d and %d more, want 4 and 12", len(first), more)
	}
	if got := r.Unmatched(); len(got) != 0 {
		t.Errorf("unmatched %q", got)
	}
}
