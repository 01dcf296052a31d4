package serve

import (
	"errors"
	"fmt"
	"net/netip"
	"strconv"
	"strings"
)

// errBadIPv4 is a host that a browser reads as an IPv4 address (its last
// label is a number) but that is not one.
var errBadIPv4 = errors.New("not a valid IPv4 address")

// parseIPv4Host reads a URL's host the way a browser does (the WHATWG URL
// standard's IPv4 parser): a host whose last label is a number is an IPv4
// address, each label in decimal, octal (a leading 0) or hex (0x), and
// fewer than four labels fill the last ones, so that 2130706433, 0177.1,
// 0x7f.1 and 127.0.0.1 are one address. ok is false for a host name; err
// is set for a host that is neither.
func parseIPv4Host(host string) (a netip.Addr, ok bool, err error) {
	labels := strings.Split(host, ".")
	if labels[len(labels)-1] == "" && len(labels) > 1 {
		labels = labels[:len(labels)-1] // one trailing dot is allowed
	}
	if !isNumberLabel(labels[len(labels)-1]) {
		return netip.Addr{}, false, nil
	}
	if len(labels) > 4 {
		return netip.Addr{}, true, errBadIPv4
	}
	nums := make([]uint64, len(labels))
	for i, l := range labels {
		n, err := parseIPv4Number(l)
		if err != nil {
			return netip.Addr{}, true, err
		}
		nums[i] = n
	}
	var v uint64
	for i, n := range nums[:len(nums)-1] {
		if n > 255 {
			return netip.Addr{}, true, errBadIPv4
		}
		v |= n << (8 * (3 - i))
	}
	last := nums[len(nums)-1]
	if last >= 1<<(8*(5-len(nums))) {
		return netip.Addr{}, true, errBadIPv4
	}
	v |= last
	return netip.AddrFrom4([4]byte{byte(v >> 24), byte(v >> 16), byte(v >> 8), byte(v)}), true, nil
}

// isNumberLabel reports a label the standard's "ends in a number" check
// takes for a number: decimal digits, or 0x followed by hex digits.
func isNumberLabel(l string) bool {
	if l == "" {
		return false
	}
	if _, err := strconv.ParseUint(l, 10, 64); err == nil || strings.Trim(l, "0123456789") == "" {
		return true
	}
	if rest, ok := strings.CutPrefix(strings.ToLower(l), "0x"); ok {
		return strings.Trim(rest, "0123456789abcdef") == ""
	}
	return false
}

// parseIPv4Number parses one label: 0x hex, 0 octal, else decimal.
func parseIPv4Number(l string) (uint64, error) {
	base := 10
	switch {
	case len(l) >= 2 && (l[:2] == "0x" || l[:2] == "0X"):
		l, base = l[2:], 16
		if l == "" {
			return 0, nil
		}
	case len(l) >= 2 && l[0] == '0':
		l, base = l[1:], 8
	}
	n, err := strconv.ParseUint(l, base, 32)
	if err != nil {
		return 0, errBadIPv4
	}
	return n, nil
}

// HostPattern is an --allow-host pattern: a host ("shop.example",
// "127.0.0.1", "[::1]"), or all subdomains of one ("*.shop.example"), on
// one port ("shop.example:8080") or any.
type HostPattern struct {
	host     string // lowercased; an IPv4 address in dotted form, IPv6 bracketed
	wildcard bool   // any subdomain of host (not host itself)
	port     uint16 // 0: any port
}

// ParseHostPattern parses an --allow-host pattern.
func ParseHostPattern(s string) (HostPattern, error) {
	var p HostPattern
	h := strings.ToLower(strings.TrimSpace(s))
	var port string
	switch {
	case strings.HasPrefix(h, "["):
		if i := strings.Index(h, "]"); i > 0 {
			h, port = h[:i+1], strings.TrimPrefix(h[i+1:], ":")
		}
	case strings.Count(h, ":") == 1:
		h, port, _ = strings.Cut(h, ":")
	}
	if port != "" {
		n, err := strconv.ParseUint(port, 10, 16)
		if err != nil || n == 0 {
			return p, fmt.Errorf("allow-host %q: invalid port", s)
		}
		p.port = uint16(n)
	}
	if rest, ok := strings.CutPrefix(h, "*."); ok {
		p.wildcard, h = true, rest
	}
	if h == "" || strings.ContainsAny(h, "/*@ ") {
		return p, fmt.Errorf("allow-host %q: want HOST, *.DOMAIN, HOST:PORT", s)
	}
	host, err := normHost(h)
	if err != nil {
		return p, fmt.Errorf("allow-host %q: %w", s, err)
	}
	p.host = host
	return p, nil
}

// normHost is a host in the form the patterns and the pages' URLs are
// compared in: lowercased, a trailing dot dropped, an IPv4 address in
// dotted form (however spelt), an IPv6 one bracketed.
func normHost(h string) (string, error) {
	h = strings.TrimSuffix(strings.ToLower(h), ".")
	if strings.HasPrefix(h, "[") && strings.HasSuffix(h, "]") {
		a, err := netip.ParseAddr(h[1 : len(h)-1])
		if err != nil {
			return "", err
		}
		return "[" + a.String() + "]", nil
	}
	if a, err := netip.ParseAddr(h); err == nil && a.Is6() {
		return "[" + a.String() + "]", nil
	}
	a, isIP, err := parseIPv4Host(h)
	switch {
	case err != nil:
		return "", err
	case isIP:
		return a.String(), nil
	}
	return h, nil
}

// Match reports whether the pattern allows host (normalised, see
// normHost) on port.
func (p HostPattern) Match(host string, port uint16) bool {
	if p.port != 0 && p.port != port {
		return false
	}
	if p.wildcard {
		return strings.HasSuffix(host, "."+p.host)
	}
	return host == p.host
}

func (p HostPattern) String() string {
	s := p.host
	if p.wildcard {
		s = "*." + s
	}
	if p.port != 0 {
		s += ":" + strconv.Itoa(int(p.port))
	}
	return s
}
