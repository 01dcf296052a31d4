package extract

import (
	"bytes"
	"regexp"
)

// maxNavCode bounds the inline code navTargets reads: an onclick or a
// javascript: href longer than this is a program, not a navigation.
const maxNavCode = 4096

// navCall finds, in inline code, where a navigation with a literal
// target may start: an assignment to location or location.href (group
// 1 is the "=", which must not be the start of "=="), a call of
// location.assign or location.replace, or of window.open. What precedes
// the name must not be part of another name or a property access
// (xhr.open is no navigation); window., self., top., parent. or
// document. may.
var navCall = regexp.MustCompile(`(?:^|[^\w$.])(?:(?:(?:window|self|top|parent|document)\s*\.\s*)?location(?:\s*\.\s*href)?\s*(=)|(?:(?:window|self|top|parent|document)\s*\.\s*)?location\s*\.\s*(?:assign|replace)\s*\(|(?:window\s*\.\s*)?open\s*\()`)

// navTargets returns the places inline code (an onclick attribute, the
// code of a javascript: href) sends the page to with a string literal or
// a concatenation of literals, unresolved, as the browser path reads
// them (render/js/links.js): the code is read, never run, and a target
// built from a variable is not guessed.
func navTargets(code []byte) []string {
	if len(code) == 0 || len(code) > maxNavCode {
		return nil
	}
	var out []string
	for _, m := range navCall.FindAllSubmatchIndex(code, -1) {
		end := m[1]
		if m[2] >= 0 && end < len(code) && code[end] == '=' {
			continue // a comparison: location == "..."
		}
		if v, ok := literalAt(code, end); ok && v != "" {
			out = append(out, v)
		}
	}
	return out
}

// literalAt reads, from code[i] on (after spaces), a string literal or
// literals joined by +, and returns their value; ok is false when
// anything else is there (a name, a call, a template with a
// substitution, an unclosed quote). A literal followed by anything but +
// ends the value, as in open('/a', '_blank').
func literalAt(code []byte, i int) (string, bool) {
	var out []byte
	for {
		i = skipSpace(code, i)
		if i >= len(code) {
			return "", false
		}
		q := code[i]
		if q != '"' && q != '\'' && q != '`' {
			return "", false
		}
		j := i + 1
		for ; j < len(code) && code[j] != q; j++ {
			switch {
			case code[j] == '\\':
				j++
				if j < len(code) {
					out = append(out, code[j])
				}
			case q == '`' && code[j] == '$' && j+1 < len(code) && code[j+1] == '{':
				return "", false
			default:
				out = append(out, code[j])
			}
		}
		if j >= len(code) {
			return "", false
		}
		i = skipSpace(code, j+1)
		if i >= len(code) || code[i] != '+' {
			return string(out), true
		}
		i++
	}
}

func skipSpace(b []byte, i int) int {
	for i < len(b) {
		switch b[i] {
		case ' ', '\t', '\n', '\r', '\f', '\v':
			i++
		default:
			return i
		}
	}
	return i
}

// attrStart reports whether raw[i] may start an attribute's name: it
// follows a space, or, in minified markup, the quote that ended the
// attribute before or a slash.
func attrStart(raw []byte, i int) bool {
	switch raw[i-1] {
	case ' ', '\t', '\n', '\r', '\f', '"', '\'', '/':
		return true
	}
	return false
}

// javascriptURL returns the code of a javascript: URL, as an href holds
// it, and whether it is one.
func javascriptURL(v []byte) ([]byte, bool) {
	v = bytes.TrimLeft(v, " \t\n\r\f")
	if !hasFoldAt(v, 0, "javascript:") {
		return nil, false
	}
	return v[len("javascript:"):], true
}
