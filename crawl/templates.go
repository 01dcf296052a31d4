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
	if missing == 0 {
		return false
	}
	_, fresh := wordsLacked(html, rendered)
	return len(fresh) >= missing
}

// templateKey is an expression compared as innerText and the HTTP text
// may differ on it: without white space, and in one case (CSS
// text-transform changes the rendered text's).
func templateKey(e string) string {
	return strings.ToLower(strings.Join(strings.Fields(e), ""))
}

// wordsLacked compares the rendered text with the HTML's, in one pass
// over each: shown counts the rendered words the HTML's text does not
// hold, each as often as it is shown (ten fresh notices in place of ten
// stale ones count their words, as ten added would); fresh lists the
// distinct rendered words the HTML's text never uses, in the order
// shown. Words are runs of letters and digits, compared in one case
// (textWords): CSS text-transform upper-cases a rendered menu, and
// innerText breaks text at other places than the HTTP path's extraction
// does (a-b against a b).
func wordsLacked(html, rendered string) (shown int, fresh []string) {
	// have counts the HTML's words not yet matched; a word it never held
	// is fresh the first time, and then held at 0.
	have := make(map[string]int)
	for _, w := range textWords(html) {
		have[w]++
	}
	for _, w := range textWords(rendered) {
		n, ok := have[w]
		switch {
		case !ok:
			fresh = append(fresh, w)
			shown++
			have[w] = 0
		case n > 0:
			have[w] = n - 1
		default:
			shown++
		}
	}
	return shown, fresh
}

// wordSet is the set of a text's words (textWords).
func wordSet(s string) map[string]bool {
	ws := textWords(s)
	set := make(map[string]bool, len(ws))
	for _, w := range ws {
		set[w] = true
	}
	return set
}

// textWords splits a text into lower-case words of letters and digits.
// A sharp s is written ss, as CSS text-transform upper-cases it in the
// rendered text (STRASSE for straße).
func textWords(s string) []string {
	return strings.FieldsFunc(strings.ReplaceAll(strings.ToLower(s), "ß", "ss"), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	})
}
