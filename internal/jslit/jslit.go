// Package jslit reads scripts that are data: a script whose one
// statement hands a literal to a name (window.TIMES = {...}; var
// DATA = [...]; a JSONP callback({...})) carries data as a JSON file
// does, and a page's scripts may show it on the pages it names.
package jslit

import (
	"encoding/json"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Literal returns the literal a script's one statement assigns or passes
// to a name, and whether the script is such a statement:
//
//	window.WAITING = {"heart-failure": {"weeks": 3}};
//	var ROUTES = [{id: 'PEL-KLW'}];
//	statusBoard({"flights": [...]})
//	export default {'brake-pads': {minutes: 20}};
//	export const STOPS = [...];
//
// Comments and whitespace around the statement are allowed; anything
// else (a call after it, a function in the literal) is code, and the
// script is not data.
func Literal(src string) (string, bool) {
	s := skipSpace(src)
	if rest, ok := strings.CutPrefix(s, "export "); ok {
		// A module's data: export default {...}; export const X = [...].
		s = skipSpace(rest)
		if rest, ok := strings.CutPrefix(s, "default"); ok && rest != "" && (rest[0] == '{' || rest[0] == '[' || unicode.IsSpace(rune(rest[0]))) {
			s = "default=" + rest
		}
	}
	for _, kw := range []string{"var ", "let ", "const "} {
		if strings.HasPrefix(s, kw) {
			s = skipSpace(s[len(kw):])
			break
		}
	}
	name := 0
	for name < len(s) {
		r, n := utf8.DecodeRuneInString(s[name:])
		if !identRune(r) && r != '.' {
			break
		}
		name += n
	}
	if name == 0 {
		return "", false
	}
	s = skipSpace(s[name:])
	if s == "" || s[0] != '=' && s[0] != '(' {
		return "", false
	}
	call := s[0] == '('
	s = skipSpace(s[1:])
	end := strings.TrimRightFunc(trimTrailingComments(s), unicode.IsSpace)
	end = strings.TrimRight(end, "; \t\r\n")
	if call {
		if !strings.HasSuffix(end, ")") {
			return "", false
		}
		end = strings.TrimRightFunc(end[:len(end)-1], unicode.IsSpace)
	}
	if end == "" || !(end[0] == '{' && end[len(end)-1] == '}' || end[0] == '[' && end[len(end)-1] == ']') {
		return "", false
	}
	if !Walk(end, func(string, bool) bool { return true }) {
		return "", false
	}
	return end, true
}

// Walk hands add the object keys (key true), the strings and the whole
// numbers of a JavaScript literal (JSON, or a literal with bare keys and
// single quotes), until add returns false. It reports whether the
// literal is data through to its end: false when add stopped it, or when
// it holds anything but literals (a name other than true, false, null or
// undefined, a function, a template string).
func Walk(lit string, add func(s string, key bool) bool) bool {
	for i := 0; i < len(lit); {
		c := lit[i]
		switch {
		case c == '"' || c == '\'':
			s, n, ok := quoted(lit[i:])
			if !ok || !add(s, strings.HasPrefix(skipSpace(lit[i+n:]), ":")) {
				return false
			}
			i += n
		case c == '/' && i+1 < len(lit) && (lit[i+1] == '/' || lit[i+1] == '*'):
			rest := skipSpace(lit[i:])
			if len(rest) == len(lit[i:]) {
				return false // an unclosed comment
			}
			i = len(lit) - len(rest)
		case c >= '0' && c <= '9' || c == '-' || c == '.':
			j := i + 1
			for j < len(lit) && strings.IndexByte("0123456789.eE+-xXabcdefABCDEF_", lit[j]) >= 0 {
				j++
			}
			num := strings.TrimPrefix(lit[i:j], "-")
			if num != "" && strings.Trim(num, "0123456789") == "" && !add(num, strings.HasPrefix(skipSpace(lit[j:]), ":")) {
				return false
			}
			i = j
		case strings.IndexByte("{}[]:,", c) >= 0 || c == ' ' || c == '\t' || c == '\n' || c == '\r':
			i++
		default:
			r, n := utf8.DecodeRuneInString(lit[i:])
			if !identRune(r) {
				return false // a template string, an operator: code
			}
			j := i + n
			for j < len(lit) {
				r, n := utf8.DecodeRuneInString(lit[j:])
				if !identRune(r) {
					break
				}
				j += n
			}
			word := lit[i:j]
			if strings.HasPrefix(skipSpace(lit[j:]), ":") {
				if !add(word, true) { // a bare key
					return false
				}
			} else if word != "true" && word != "false" && word != "null" && word != "undefined" {
				return false
			}
			i = j
		}
	}
	return true
}

// quoted reads the string literal s starts with, in either quote, and
// returns its value, its length in s, and whether it closed.
func quoted(s string) (string, int, bool) {
	q := s[0]
	var b strings.Builder
	for i := 1; i < len(s); i++ {
		switch c := s[i]; {
		case c == q:
			return b.String(), i + 1, true
		case c == '\n':
			return "", 0, false
		case c == '\\' && i+1 < len(s):
			i++
			switch e := s[i]; e {
			case 'n', 'r', 't':
				b.WriteByte(' ')
			case 'u':
				if i+4 < len(s) {
					var r rune
					ok := true
					for _, h := range s[i+1 : i+5] {
						v := strings.IndexRune("0123456789abcdef", unicode.ToLower(h))
						if v < 0 {
							ok = false
							break
						}
						r = r<<4 | rune(v)
					}
					if ok {
						b.WriteRune(r)
						i += 4
						continue
					}
				}
				b.WriteByte(e)
			default:
				b.WriteByte(e)
			}
		default:
			b.WriteByte(c)
		}
	}
	return "", 0, false
}

// skipSpace skips whitespace and comments at the start of s.
func skipSpace(s string) string {
	for {
		s = strings.TrimLeftFunc(s, unicode.IsSpace)
		switch {
		case strings.HasPrefix(s, "//"):
			i := strings.IndexByte(s, '\n')
			if i < 0 {
				return ""
			}
			s = s[i+1:]
		case strings.HasPrefix(s, "/*"):
			i := strings.Index(s[2:], "*/")
			if i < 0 {
				return s
			}
			s = s[i+4:]
		default:
			return s
		}
	}
}

// trimTrailingComments drops line comments on the last lines of s (a
// statement followed by "// generated weekly").
func trimTrailingComments(s string) string {
	for {
		t := strings.TrimRightFunc(s, unicode.IsSpace)
		i := strings.LastIndexByte(t, '\n')
		last := strings.TrimSpace(t[i+1:])
		if i < 0 || !strings.HasPrefix(last, "//") {
			return t
		}
		s = t[:i]
	}
}

func identRune(r rune) bool {
	return r == '_' || r == '$' || unicode.IsLetter(r) || unicode.IsDigit(r)
}

// JSONType reports whether a media type names JSON: application/json,
// text/json, or a +json type, its parameters aside (a <script> type
// attribute; a JSON module's Content-Type).
func JSONType(t string) bool {
	t = strings.TrimSpace(t)
	if i := strings.IndexByte(t, ';'); i >= 0 {
		t = strings.TrimSpace(t[:i])
	}
	t = strings.ToLower(t)
	return t == "application/json" || t == "text/json" || strings.HasSuffix(t, "+json")
}

// Value decodes a JavaScript literal (Walk's: JSON, or a literal with
// bare keys, single quotes, comments and trailing commas) as
// json.Decoder does with UseNumber: objects as map[string]any, arrays
// as []any, numbers as json.Number, undefined as nil. It reports
// whether lit is one such literal and nothing more.
func Value(lit string) (any, bool) {
	p := parser{s: lit}
	v, ok := p.value(0)
	if !ok || skipSpace(p.s) != "" {
		return nil, false
	}
	return v, true
}

// maxDepth bounds the nesting Value reads.
const maxDepth = 200

// parser is Value's: s is what is left to read.
type parser struct{ s string }

func (p *parser) value(depth int) (any, bool) {
	p.s = skipSpace(p.s)
	if p.s == "" || depth > maxDepth {
		return nil, false
	}
	switch c := p.s[0]; {
	case c == '{':
		return p.object(depth)
	case c == '[':
		return p.array(depth)
	case c == '"' || c == '\'':
		s, n, ok := quoted(p.s)
		p.s = p.s[n:]
		return s, ok
	case c >= '0' && c <= '9' || c == '-' || c == '.':
		j := 1
		for j < len(p.s) && strings.IndexByte("0123456789.eE+-", p.s[j]) >= 0 {
			j++
		}
		num := json.Number(p.s[:j])
		if !json.Valid([]byte(num)) {
			return nil, false
		}
		p.s = p.s[j:]
		return num, true
	}
	word := p.word()
	switch word {
	case "true", "false":
		return word == "true", true
	case "null", "undefined":
		return nil, true
	}
	return nil, false
}

// word reads the identifier s starts with ("" for none).
func (p *parser) word() string {
	j := 0
	for j < len(p.s) {
		r, n := utf8.DecodeRuneInString(p.s[j:])
		if !identRune(r) {
			break
		}
		j += n
	}
	w := p.s[:j]
	p.s = p.s[j:]
	return w
}

func (p *parser) object(depth int) (any, bool) {
	p.s = p.s[1:]
	obj := make(map[string]any)
	for {
		p.s = skipSpace(p.s)
		if p.s == "" {
			return nil, false
		}
		if p.s[0] == '}' {
			p.s = p.s[1:]
			return obj, true
		}
		var key string
		if c := p.s[0]; c == '"' || c == '\'' {
			s, n, ok := quoted(p.s)
			if !ok {
				return nil, false
			}
			key, p.s = s, p.s[n:]
		} else if key = p.word(); key == "" {
			return nil, false
		}
		if p.s = skipSpace(p.s); p.s == "" || p.s[0] != ':' {
			return nil, false
		}
		p.s = p.s[1:]
		v, ok := p.value(depth + 1)
		if !ok {
			return nil, false
		}
		obj[key] = v
		if !p.next('}') {
			return nil, false
		}
	}
}

func (p *parser) array(depth int) (any, bool) {
	p.s = p.s[1:]
	arr := []any{}
	for {
		if p.s = skipSpace(p.s); p.s != "" && p.s[0] == ']' {
			p.s = p.s[1:]
			return arr, true
		}
		v, ok := p.value(depth + 1)
		if !ok {
			return nil, false
		}
		arr = append(arr, v)
		if !p.next(']') {
			return nil, false
		}
	}
}

// next reads the comma after a member, or sees the close that ends its
// object or array (left for the loop to read).
func (p *parser) next(close byte) bool {
	p.s = skipSpace(p.s)
	switch {
	case p.s == "":
		return false
	case p.s[0] == ',':
		p.s = p.s[1:]
		return true
	}
	return p.s[0] == close
}
