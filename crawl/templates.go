package crawl

import (
	"regexp"
	"strings"
	"unicode"
)

// templateExpr matches a client-side template expression in a page's
// text: {{ release.name }}, {{ c }}. Braces inside, as in C++'s
// {{1, 2}, {3, 4}}, and expressions over lines are left out.
var templateExpr = regexp.MustCompile(`\{\{[^{}\n]{1,80}\}\}`)

// templatesFilled reports a page whose scripts filled its client-side
// templates: {{ ... }} expressions of the HTML's text that the rendered
// text no longer holds, replaced by words the HTML lacked (a framework
// mounted on the server's markup, as Vue on an in-DOM template). Its
// HTML then shows the template, not the page, whether or not the
// rendered text is longer. Templates that stay, as in documentation of a
// template language, and templates that a script hides without putting
// words in their place (a tab not shown) do not count.
func templatesFilled(html, rendered string) bool {
	left := make(map[string]int)
	for _, e := range templateExpr.FindAllString(rendered, -1) {
		left[templateKey(e)]++
	}
	missing := 0
	for _, e := range templateExpr.FindAllString(html, -1) {
		if k := templateKey(e); left[k] > 0 {
			left[k]--
		} else {
			missing++
		}
	}
	return missing > 0 && newWords(html, rendered) >= missing
}

// templateKey is an expression compared as innerText and the HTTP text
// may differ on it: without white space, and in one case (CSS
// text-transform changes the rendered text's).
func templateKey(e string) string {
	return strings.ToLower(strings.Join(strings.Fields(e), ""))
}

// newWords counts the distinct words of the rendered text that the
// HTML's text lacks. Words are runs of letters and digits, compared in
// one case: CSS text-transform upper-cases a rendered menu, and
// innerText breaks text at other places than the HTTP path's extraction
// does (a-b against a b).
func newWords(html, rendered string) int {
	have := make(map[string]bool)
	for _, w := range textWords(html) {
		have[w] = true
	}
	n := 0
	for _, w := range textWords(rendered) {
		if !have[w] {
			have[w] = true
			n++
		}
	}
	return n
}

// textWords splits a text into lower-case words of letters and digits.
func textWords(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	})
}
