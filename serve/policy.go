package serve

import (
	"errors"
	"fmt"
	"net/netip"
	"strconv"
	"strings"
)

// ErrForbidden marks a page or a connection the service refuses: an
// address in a refused range, a host not allowed, a scheme other than
// http(s). errors.Is finds it in an *AddressError.
var ErrForbidden = errors.New("forbidden")

// AddressError is a connection refused because of where it would go.
type AddressError struct {
	Addr netip.AddrPort
	// Range names the refused range the address is in.
	Range string
}

func (e *AddressError) Error() string {
	return fmt.Sprintf("serve: %s is a %s address: refused (see --allow-private)", e.Addr, e.Range)
}

// Is makes an *AddressError an ErrForbidden.
func (e *AddressError) Is(target error) bool { return target == ErrForbidden }

// refusedRange is a block of addresses a page may not reach.
type refusedRange struct {
	prefix netip.Prefix
	name   string
}

// refused are the ranges that are not the public internet: what a
// rendered page must never make Chrome reach, for that is how a rendering
// service is turned against the network it runs in (cloud metadata at
// 169.254.169.254, an admin page on 10.0.0.1, Chrome's own DevTools port
// on loopback). The more specific prefixes come first. NAT64 (64:ff9b::/96)
// and 6to4 (2002::/16) addresses are judged by the IPv4 address they
// carry (see Policy.Check).
var refused = func() []refusedRange {
	var out []refusedRange
	for _, r := range [][2]string{
		{"0.0.0.0/8", "unspecified (this network)"},
		{"10.0.0.0/8", "private"},
		{"100.64.0.0/10", "shared (CGNAT)"},
		{"127.0.0.0/8", "loopback"},
		{"169.254.0.0/16", "link-local (cloud metadata)"},
		{"172.16.0.0/12", "private"},
		{"192.0.0.0/24", "IETF protocol assignment"},
		{"192.168.0.0/16", "private"},
		{"198.18.0.0/15", "benchmarking"},
		{"224.0.0.0/4", "multicast"},
		{"240.0.0.0/4", "reserved"},
		{"::/128", "unspecified"},
		{"::1/128", "loopback"},
		{"::ffff:0:0/96", "IPv4-mapped IPv6"},
		{"::/96", "IPv4-compatible IPv6"},
		{"64:ff9b:1::/48", "local-use NAT64"},
		{"100::/64", "discard-only"},
		{"2001::/32", "Teredo"},
		{"fc00::/7", "unique-local"},
		{"fe80::/10", "link-local"},
		{"fec0::/10", "site-local"},
		{"ff00::/8", "multicast"},
	} {
		out = append(out, refusedRange{netip.MustParsePrefix(r[0]), r[1]})
	}
	return out
}()

var (
	nat64  = netip.MustParsePrefix("64:ff9b::/96")
	sixTo4 = netip.MustParsePrefix("2002::/16")
)

// Policy decides which addresses a page may reach. The zero value refuses
// every range in refused and allows the rest.
type Policy struct {
	all   bool        // every address allowed
	allow []exemption // refused addresses allowed all the same
}

// exemption is an allowed block of refused addresses, on one port or all.
type exemption struct {
	prefix netip.Prefix
	port   uint16 // 0: any port
}

// ParsePolicy returns the policy that allows, of the refused ranges, what
// specs name (--allow-private): "all", an address ("10.0.0.5", "::1"), an
// address and port ("127.0.0.1:8080", "[::1]:8080"), or a prefix
// ("10.0.0.0/8"). An address with a port allows that port only, so that a
// test or a site on an internal address can be allowed alone.
func ParsePolicy(specs []string) (Policy, error) {
	var p Policy
	for _, s := range specs {
		s = strings.TrimSpace(s)
		if s == "all" {
			p.all = true
			continue
		}
		e, err := parseExemption(s)
		if err != nil {
			return Policy{}, fmt.Errorf("allow-private %q: %w", s, err)
		}
		p.allow = append(p.allow, e)
	}
	return p, nil
}

func parseExemption(s string) (exemption, error) {
	if pfx, err := netip.ParsePrefix(s); err == nil {
		return exemption{prefix: pfx.Masked()}, nil
	}
	if a, err := netip.ParseAddr(s); err == nil {
		return exemption{prefix: netip.PrefixFrom(a, a.BitLen())}, nil
	}
	ap, err := netip.ParseAddrPort(s)
	if err != nil || ap.Port() == 0 {
		return exemption{}, errors.New("not all, an address, an address:port or a prefix (10.0.0.0/8)")
	}
	return exemption{prefix: netip.PrefixFrom(ap.Addr(), ap.Addr().BitLen()), port: ap.Port()}, nil
}

// Check returns nil when a connection to ap is allowed, else an
// *AddressError. It is a pure function of the policy and the address: the
// proxy calls it with the address it is about to connect to, after DNS.
func (p Policy) Check(ap netip.AddrPort) error {
	if p.all {
		return nil
	}
	a := ap.Addr().WithZone("")
	name := rangeOf(a)
	if name == "" {
		return nil
	}
	for _, e := range p.allow {
		if e.prefix.Contains(a) && (e.port == 0 || e.port == ap.Port()) {
			return nil
		}
	}
	return &AddressError{Addr: ap, Range: name}
}

// rangeOf names the refused range a is in, or "" for a public address.
func rangeOf(a netip.Addr) string {
	if !a.IsValid() {
		return "invalid"
	}
	for _, r := range refused {
		if r.prefix.Contains(a) {
			return r.name
		}
	}
	// An IPv6 address that carries an IPv4 one reaches that one.
	if b := a.As16(); nat64.Contains(a) {
		if name := rangeOf(netip.AddrFrom4([4]byte(b[12:16]))); name != "" {
			return "NAT64 of a " + name
		}
	} else if sixTo4.Contains(a) {
		if name := rangeOf(netip.AddrFrom4([4]byte(b[2:6]))); name != "" {
			return "6to4 of a " + name
		}
	}
	return ""
}

// String describes the policy for logs.
func (p Policy) String() string {
	if p.all {
		return "every address allowed"
	}
	if len(p.allow) == 0 {
		return "internal addresses refused"
	}
	parts := make([]string, 0, len(p.allow))
	for _, e := range p.allow {
		s := e.prefix.String()
		if e.port != 0 {
			s = netip.AddrPortFrom(e.prefix.Addr(), e.port).String()
		} else if e.prefix.IsSingleIP() {
			s = e.prefix.Addr().String()
		}
		parts = append(parts, s)
	}
	return "internal addresses refused but " + strings.Join(parts, ", ")
}

// portOf returns the port of a URL's host, or the scheme's default.
func portOf(scheme, port string) (uint16, error) {
	if port == "" {
		if scheme == "https" {
			return 443, nil
		}
		return 80, nil
	}
	n, err := strconv.ParseUint(port, 10, 16)
	if err != nil || n == 0 {
		return 0, fmt.Errorf("invalid port %q", port)
	}
	return uint16(n), nil
}
