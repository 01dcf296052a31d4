package crawl

import "strings"

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
