package checks

import (
	"slices"
	"strings"
	"testing"

	"github.com/rendercrawl/render/sink"
	"github.com/rendercrawl/render/webpage"
)

// Selectors a browser takes work in missing=: :is() and :where() lists,
// :not() lists, and commas inside parentheses, brackets or quotes, which
// belong to the selector, not to --fail-on's list.
func TestMissingSelectorsAsABrowserReadsThem(t *testing.T) {
	html := `<html><body><h2 class="b">Title</h2><a href="/x?a,b">x</a></body></html>`
	tests := []struct {
		failOn string
		fails  bool
	}{
		{`missing=:is(h1,h2)`, false},
		{`missing=:IS(h1, h3)`, true},
		{`missing=:where(h2.b)`, false},
		{`missing=h2:not(.a, .c)`, false},
		{`missing=h2:not(.a, .b)`, true},
		{`missing=a[href*="a,b"],empty`, false},
		{`missing=a[title=':is(h1,h2)']`, true},
	}
	for _, tt := range tests {
		var c Checks
		if err := c.ParseFailOn(tt.failOn); err != nil {
			t.Errorf("%s: %v", tt.failOn, err)
			continue
		}
		rec := &sink.Record{URL: "https://a.test/", Content: webpage.Content{Status: 200, HTML: html, Text: "Title x"}, Mode: "browser"}
		c.Decorate(rec)
		failed := slices.ContainsFunc(rec.FailedChecks, func(f sink.CheckFailure) bool { return f.Check == CheckMissing })
		if failed != tt.fails {
			t.Errorf("%s: failed %v, want %v (%+v)", tt.failOn, failed, tt.fails, rec.FailedChecks)
		}
	}
	var c Checks
	if err := c.ParseFailOn("missing=h1, h2"); err == nil || !strings.Contains(err.Error(), `"h2"`) {
		t.Errorf("a top-level comma ends the selector: err %v, want h2 named as an unknown check", err)
	}
}

func TestSplitList(t *testing.T) {
	got := splitList(`a,missing=:is(h1,h2), b ,missing=x[y="1,2"],missing=z[q='(,']`)
	want := []string{"a", "missing=:is(h1,h2)", " b ", `missing=x[y="1,2"]`, `missing=z[q='(,']`}
	if !slices.Equal(got, want) {
		t.Errorf("splitList = %q, want %q", got, want)
	}
}

func TestNotNotForIs(t *testing.T) {
	for in, want := range map[string]string{
		`:is(h1,h2)`:                `:not(:not(h1,h2))`,
		`div:WHERE(.a, :is(b)) > p`: `div:not(:not(.a, :not(:not(b)))) > p`,
		`a[title=":is("]:not(.x)`:   `a[title=":is("]:not(.x)`,
		`p:nth-child(2n+1)`:         `p:nth-child(2n+1)`,
	} {
		if got := notNotForIs(in); got != want {
			t.Errorf("notNotForIs(%q) = %q, want %q", in, got, want)
		}
	}
}
