// Package urlesc puts the percent-escapes of URL parts in one form, so
// that two spellings of one URL (or of a URL and a rule that names it)
// compare equal: escapes upper-cased, those of unreserved characters
// decoded (RFC 3986 6.2.2).
package urlesc

import "strings"

// Normalize upper-cases the percent-escapes of s, decodes those of
// unreserved characters, and escapes every other byte that is neither
// unreserved nor in keep.
func Normalize(s, keep string) string { return normalize(s, keep, false) }

// NormalizeNonASCII is Normalize that keeps every ASCII byte as it is
// and escapes the others: for text whose reserved characters mean what
// they say (a robots.txt rule's path).
func NormalizeNonASCII(s string) string { return normalize(s, "", true) }

func normalize(s, keep string, ascii bool) string {
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '%' && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]):
			d := unhex(s[i+1])<<4 | unhex(s[i+2])
			if Unreserved(d) {
				b.WriteByte(d)
			} else {
				writeEscape(&b, d)
			}
			i += 2
		case Unreserved(c) || ascii && c < 0x80 || strings.IndexByte(keep, c) >= 0:
			b.WriteByte(c)
		default:
			writeEscape(&b, c)
		}
	}
	return b.String()
}

// Unreserved reports the characters RFC 3986 2.3 names unreserved:
// letters, digits, - . _ ~.
func Unreserved(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '-' || c == '.' || c == '_' || c == '~'
}

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

func unhex(c byte) byte {
	switch {
	case '0' <= c && c <= '9':
		return c - '0'
	case 'a' <= c && c <= 'f':
		return c - 'a' + 10
	}
	return c - 'A' + 10
}

func writeEscape(b *strings.Builder, c byte) {
	const digits = "0123456789ABCDEF"
	b.WriteByte('%')
	b.WriteByte(digits[c>>4])
	b.WriteByte(digits[c&15])
}
