package fetch

import (
	"bytes"
	"strings"

	"github.com/rendercrawl/render/internal/urlesc"
)

// robots.txt rules and URL paths are compared in one encoding (RFC 9309
// §2.2.2): octets outside US-ASCII are percent-encoded, a percent-encoded
// unreserved character (RFC 3986 §2.3) is decoded, and every other
// percent-encoding is kept with its hex digits in upper case. A rule
// written "Disallow: /ümlaut" then matches the URL path /%C3%BCmlaut, and
// "Disallow: /%c3%bc" matches it as well as "/%C3%BC" does.

// robotsPath puts a URL path, or the path of an Allow or Disallow rule,
// in the encoding both are compared in.
func robotsPath(s string) string {
	if !needsRobotsEncoding(s) {
		return s
	}
	return urlesc.NormalizeNonASCII(s)
}

// needsRobotsEncoding says whether robotsPath would change s.
func needsRobotsEncoding[T string | []byte](s T) bool {
	for i := 0; i < len(s); i++ {
		if s[i] == '%' || s[i] >= 0x80 {
			return true
		}
	}
	return false
}

// encodeRuleLines rewrites the Allow and Disallow lines of a robots.txt
// body with robotsPath, and leaves every other line as it is. A line's
// field name ends, as the parser reads it, at a colon or a blank; what
// follows it only changes where it has non-ASCII octets or %-escapes,
// which a comment after the path may have too without harm.
func encodeRuleLines(body []byte) []byte {
	if !needsRobotsEncoding(body) {
		return body
	}
	out := make([]byte, 0, len(body)+64)
	for len(body) > 0 {
		end := bytes.IndexAny(body, "\r\n")
		if end < 0 {
			end = len(body)
		} else {
			end++
		}
		line := body[:end]
		body = body[end:]
		if k := ruleValueStart(line); k >= 0 {
			out = append(out, line[:k]...)
			out = append(out, robotsPath(string(line[k:]))...)
			continue
		}
		out = append(out, line...)
	}
	return out
}

// ruleValueStart returns where the value of an Allow or Disallow line
// starts, or -1 for any other line.
func ruleValueStart(line []byte) int {
	i := 0
	if bytes.HasPrefix(line, []byte("\xef\xbb\xbf")) { // a byte order mark
		i = 3
	}
	for i < len(line) && isBlank(line[i]) {
		i++
	}
	start := i
	for i < len(line) && line[i] != ':' && !isBlank(line[i]) && line[i] != '\r' && line[i] != '\n' {
		i++
	}
	switch strings.ToLower(string(line[start:i])) {
	case "allow", "disallow":
		return i
	}
	return -1
}

func isBlank(c byte) bool { return c == ' ' || c == '\t' || c == '\v' }
