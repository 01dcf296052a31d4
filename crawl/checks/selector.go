package checks

import (
	"fmt"
	"strings"

	"github.com/andybalholm/cascadia"
)

// Selector is a compiled CSS selector with its source.
type Selector struct {
	Source string
	sel    cascadia.Sel
}

// ParseSelector compiles a CSS selector. Selectors are matched in Go
// (cascadia) against the page's HTML, on both paths: :is(S) and :where(S)
// are read as :not(:not(S)), which matches the same elements (their
// specificity does not matter to a match); relative selectors in :has()
// (:has(> h1)) and :nth-child(An+B of S) are not supported.
func ParseSelector(s string) (Selector, error) {
	sel, err := cascadia.Parse(notNotForIs(s))
	if err != nil {
		return Selector{}, fmt.Errorf("selector %q: %w", s, err)
	}
	return Selector{Source: s, sel: sel}, nil
}

// notNotForIs rewrites :is(S) and :where(S), in any case and outside
// quoted strings, as :not(:not(S)).
func notNotForIs(s string) string {
	var b strings.Builder
	var quote byte
	depth := 0
	var closes []int // depths at which a rewritten :is( closes
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case quote != 0:
			if c == '\\' && i+1 < len(s) {
				b.WriteByte(c)
				i++
				c = s[i]
			} else if c == quote {
				quote = 0
			}
		case c == '"' || c == '\'':
			quote = c
		case c == ':':
			if n := pseudoLen(s[i:], ":is("); n > 0 || pseudoLen(s[i:], ":where(") > 0 {
				if n == 0 {
					n = len(":where(")
				}
				b.WriteString(":not(:not(")
				closes = append(closes, depth)
				depth++
				i += n - 1
				continue
			}
		case c == '(':
			depth++
		case c == ')' && depth > 0:
			depth--
			if len(closes) > 0 && closes[len(closes)-1] == depth {
				closes = closes[:len(closes)-1]
				b.WriteByte(')') // the :not( the rewrite added
			}
		}
		b.WriteByte(c)
	}
	return b.String()
}

// pseudoLen returns len(p) if s starts with p in any case, else 0.
func pseudoLen(s, p string) int {
	if len(s) >= len(p) && strings.EqualFold(s[:len(p)], p) {
		return len(p)
	}
	return 0
}

// splitList splits a comma-separated list at its top-level commas: a
// comma inside parentheses, brackets or a quoted string belongs to the
// item (missing=:is(h1,h2), missing=a[title="a,b"]).
func splitList(s string) []string {
	var items []string
	depth, start := 0, 0
	var quote byte
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case quote != 0:
			if c == '\\' {
				i++
			} else if c == quote {
				quote = 0
			}
		case c == '"' || c == '\'':
			quote = c
		case c == '(' || c == '[':
			depth++
		case (c == ')' || c == ']') && depth > 0:
			depth--
		case c == ',' && depth == 0:
			items = append(items, s[start:i])
			start = i + 1
		}
	}
	return append(items, s[start:])
}
