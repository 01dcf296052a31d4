package crawl

import (
	"strings"

	"github.com/andybalholm/cascadia"
	"golang.org/x/net/html"
)

// places answers whether a page's markup holds a place its kind's
// scripts looked for in vain (learn.Ticket.Places): "#id" and ".class"
// by hasPlace, any other selector (time[datetime], a tag name) by
// cascadia on the markup parsed, once, when first asked.
type places struct {
	html   string
	doc    *html.Node
	parsed bool
}

// has reports whether the page holds place; a selector cascadia cannot
// read is not held.
func (p *places) has(place string) bool {
	if simplePlace(place) {
		return hasPlace(p.html, place)
	}
	sel, err := cascadia.Compile(place)
	if err != nil {
		return false
	}
	if !p.parsed {
		p.parsed = true
		p.doc, _ = html.Parse(strings.NewReader(p.html))
	}
	return p.doc != nil && sel.MatchFirst(p.doc) != nil
}

// lacked is the places of missed (render.Page.Missed) that the markup
// html does not hold: a place the page's scripts took out of it before
// it was read (dates a script wrote over) was not one they lacked, and
// every page of the kind would hold it.
func lacked(html string, missed []string) []string {
	if len(missed) == 0 {
		return nil
	}
	p := &places{html: html}
	var out []string
	for _, m := range missed {
		if !p.has(m) {
			out = append(out, m)
		}
	}
	return out
}

// simplePlace reports whether place is "#name" or ".name", as render
// names the ids and classes scripts looked for (Page.Missed).
func simplePlace(place string) bool {
	if len(place) < 2 || place[0] != '#' && place[0] != '.' {
		return false
	}
	for _, c := range place[1:] {
		if !(c == '-' || c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
			return false
		}
	}
	return true
}

// hasPlace reports whether the markup html holds place: "#id", an
// element with that id, or ".class", an element with that class among
// its classes (learn.Ticket.Places). It reads attributes as the markup
// writes them (id="x", id='x', id=x), not as a parser would mend them:
// a page it misreads is verified with its fellows, as before.
func hasPlace(html, place string) bool {
	if len(place) < 2 {
		return false
	}
	attr, want := "class", place[1:]
	if place[0] == '#' {
		attr = "id"
	}
	for i := 0; ; {
		j := strings.Index(html[i:], attr+"=")
		if j < 0 {
			return false
		}
		j += i
		i = j + len(attr) + 1
		if j > 0 && !isSpace(html[j-1]) {
			continue // data-id=, classname=: another attribute
		}
		v := attrValue(html[i:])
		if attr == "id" && strings.TrimSpace(v) == want {
			return true
		}
		if attr == "class" {
			for _, c := range strings.Fields(v) {
				if c == want {
					return true
				}
			}
		}
	}
}

// attrValue is the value of an attribute whose text after '=' is s:
// quoted, or up to the next space or '>'.
func attrValue(s string) string {
	if s == "" {
		return ""
	}
	if q := s[0]; q == '"' || q == '\'' {
		if k := strings.IndexByte(s[1:], q); k >= 0 {
			return s[1 : 1+k]
		}
		return s[1:]
	}
	k := strings.IndexAny(s, " \t\n\r>")
	if k < 0 {
		return s
	}
	return s[:k]
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' }
