package extract

import (
	"net/url"
	"strings"
)

// resolve makes ref, an attribute value, absolute against base the way a
// browser does, and reports whether the result is an http(s) URL.
func resolve(base *url.URL, ref string) (string, bool) {
	ref = cleanRef(ref)
	if u, ok := resolveRooted(base, ref); ok {
		return u, true
	}
	if hasScheme(ref, "javascript:") || hasScheme(ref, "mailto:") ||
		hasScheme(ref, "tel:") || hasScheme(ref, "data:") {
		return "", false
	}
	r, err := url.Parse(ref)
	if err != nil {
		return "", false
	}
	var u *url.URL
	if base == nil {
		u = r
	} else {
		u = base.ResolveReference(r)
	}
	// url.Parse lowercases the scheme.
	if u.Scheme != "http" && u.Scheme != "https" {
		return "", false
	}
	if u.Host == "" {
		return "", false
	}
	// A browser writes no empty port and no default one
	// (http://http://a.org/x, a slip in Apache's manual, gives
	// http://http//a.org/x; http://a.org:80/ gives http://a.org/).
	if port := u.Port(); port == "" && strings.HasSuffix(u.Host, ":") ||
		port == "80" && u.Scheme == "http" || port == "443" && u.Scheme == "https" {
		u.Host = u.Host[:strings.LastIndexByte(u.Host, ':')]
		if u.Host == "" || u.Host == "[]" {
			return "", false
		}
	}
	if u.Path == "" {
		// A browser writes the empty path of an http(s) URL as "/"
		// (https://example.org gives https://example.org/): both paths
		// give the page's links alike.
		u.Path = "/"
	}
	return u.String(), true
}

// cleanRef strips what a URL parser strips: leading and trailing C0
// controls and spaces, and tabs and newlines anywhere.
func cleanRef(s string) string {
	s = strings.TrimFunc(s, func(r rune) bool { return r <= ' ' })
	if strings.ContainsAny(s, "\t\n\r") {
		s = strings.Map(func(r rune) rune {
			if r == '\t' || r == '\n' || r == '\r' {
				return -1
			}
			return r
		}, s)
	}
	return s
}

// hasScheme reports whether s starts with scheme, ignoring case.
func hasScheme(s, scheme string) bool {
	return len(s) >= len(scheme) && strings.EqualFold(s[:len(scheme)], scheme)
}

// resolveRooted is the fast path of resolve for the most common link, a
// root-relative path ("/docs/a.html?x=1#top") made only of characters that
// need no escaping and without dot segments: it is appended to the base's
// scheme and host, as url.URL.ResolveReference would, without parsing.
func resolveRooted(base *url.URL, ref string) (string, bool) {
	if base == nil || base.User != nil || base.Opaque != "" || base.Host == "" || strings.HasSuffix(base.Host, ":") ||
		base.Port() == "80" || base.Port() == "443" ||
		(base.Scheme != "http" && base.Scheme != "https") ||
		len(ref) < 1 || ref[0] != '/' || (len(ref) > 1 && ref[1] == '/') ||
		ref[len(ref)-1] == '#' { // url.URL drops an empty fragment
		return "", false
	}
	prev := byte('/')
	part := 0 // 0 path, 1 query, 2 fragment
	for i := 1; i < len(ref); i++ {
		c := ref[i]
		switch {
		case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9', c == '-', c == '_', c == '~':
		case c == '.':
			if part == 0 && prev == '/' {
				return "", false // a dot segment, or a name starting with a dot
			}
		case c == '/':
		case c == '?' && part == 0:
			part = 1
		case (c == '=' || c == '&') && part == 1:
		case c == '#' && part < 2:
			part = 2
		default:
			return "", false
		}
		prev = c
	}
	return base.Scheme + "://" + base.Host + ref, true
}
