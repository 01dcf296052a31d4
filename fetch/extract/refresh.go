package extract

import "strings"

// refreshesNow reports a refresh content attribute whose delay is zero
// seconds: its integer part, as the WHATWG algorithm reads it ("0",
// "0.5; url=next"), is 0.
func refreshesNow(s string) bool {
	s = strings.TrimLeft(s, " \t\n\f\r")
	i := 0
	for i < len(s) && s[i] == '0' {
		i++
	}
	return i > 0 && (i == len(s) || s[i] < '0' || s[i] > '9')
}

// RefreshTarget extracts the URL of a meta refresh content attribute or a
// Refresh header ("5; url=/next"), per the WHATWG algorithm; "" if it has
// none.
func RefreshTarget(s string) string {
	s = strings.TrimLeft(s, " \t\n\f\r")
	i := 0
	for i < len(s) && (s[i] >= '0' && s[i] <= '9' || s[i] == '.') {
		i++
	}
	if i == 0 {
		return ""
	}
	s = strings.TrimLeft(s[i:], " \t\n\f\r")
	if s == "" || (s[0] != ';' && s[0] != ',') {
		return ""
	}
	s = strings.TrimLeft(s[1:], " \t\n\f\r")
	if len(s) >= 3 && strings.EqualFold(s[:3], "url") {
		rest := strings.TrimLeft(s[3:], " \t\n\f\r")
		if strings.HasPrefix(rest, "=") {
			s = strings.TrimLeft(rest[1:], " \t\n\f\r")
		}
	}
	if s != "" && (s[0] == '"' || s[0] == '\'') {
		q := s[0]
		s = s[1:]
		if j := strings.IndexByte(s, q); j >= 0 {
			s = s[:j]
		}
	}
	return strings.TrimSpace(s)
}
