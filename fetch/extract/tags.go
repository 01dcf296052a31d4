package extract

import "golang.org/x/net/html/atom"

// rawTagName returns the name in a raw start or end tag ("<DIV class=x>"
// gives "DIV"), as the tokenizer delimits it.
func rawTagName(raw []byte) []byte {
	i := 1
	if i < len(raw) && raw[i] == '/' {
		i++
	}
	j := i
	for j < len(raw) {
		switch raw[j] {
		case ' ', '\t', '\n', '\r', '\f', '/', '>':
			return raw[i:j]
		}
		j++
	}
	return raw[i:j]
}

// tagName lowercases a tag name (ASCII only, as the tokenizer does) and
// returns it as a string, without allocating for known HTML elements.
func tagName(b []byte) string {
	var buf [32]byte
	lower := buf[:0]
	if len(b) > len(buf) {
		lower = make([]byte, 0, len(b))
	}
	for _, c := range b {
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		lower = append(lower, c)
	}
	if a := atom.Lookup(lower); a != 0 {
		return a.String()
	}
	return string(lower)
}

// wantAttrs reports whether a start tag may have attributes extraction
// uses: those of links, frames, base, meta and script, or anywhere an id,
// a data-* or ng-* attribute, an onclick, a routerLink or a role (the raw tag is checked loosely; a false
// positive only costs reading the attributes).
func wantAttrs(tag string, raw []byte) bool {
	switch tag {
	case "a", "area", "base", "frame", "iframe", "meta", "script", "dialog", "details", "html":
		return true
	}
	if namedAttr(tag, raw) {
		return true
	}
	if containsFold(raw, "hidden") || containsFold(raw, "none") {
		return true // hidden, style="display: none"
	}
	for i := 1; i+1 < len(raw); i++ {
		switch raw[i] | 0x20 {
		case 'i':
			if raw[i+1]|0x20 == 'd' {
				return true
			}
		case '-':
			return true // data-*, ng-*, and custom attributes
		case 'o':
			// An attribute's name starts after a space: a class name or
			// a value full of o's and r's costs no comparison.
			if attrStart(raw, i) && i+2 < len(raw) && raw[i+1]|0x20 == 'n' && raw[i+2]|0x20 >= 'a' && raw[i+2]|0x20 <= 'z' {
				return true // onclick, onmouseover, ...
			}
		case 'r':
			if attrStart(raw, i) && (hasFoldAt(raw, i, "routerlink") || hasFoldAt(raw, i, "role")) {
				return true
			}
		}
	}
	return false
}

// mountID returns an id value if it names an app mount point, else "",
// without allocating.
func mountID(v []byte) string {
	switch string(v) {
	case "root":
		return "root"
	case "app":
		return "app"
	case "__next":
		return "__next"
	case "__nuxt":
		return "__nuxt"
	case "___gatsby":
		return "___gatsby"
	case "svelte":
		return "svelte"
	}
	return ""
}
