package serve

import (
	"context"
	"errors"
	"net/netip"
	"testing"

	"github.com/rendercrawl/render/crawl"
)

// TestPolicyRefusesInternalRanges runs the zero policy over an address of
// each refused range, its edges, and public neighbours that must pass.
func TestPolicyRefusesInternalRanges(t *testing.T) {
	for _, tc := range []struct {
		addr   string
		range_ string // "" when allowed
	}{
		{"10.0.0.0:80", "private"},
		{"10.255.255.255:80", "private"},
		{"11.0.0.1:80", ""},
		{"172.16.0.1:80", "private"},
		{"172.31.255.255:80", "private"},
		{"172.15.255.255:80", ""},
		{"172.32.0.1:80", ""},
		{"192.168.0.1:80", "private"},
		{"192.169.0.1:80", ""},
		{"169.254.169.254:80", "link-local (cloud metadata)"},
		{"169.253.255.255:80", ""},
		{"100.64.0.1:80", "shared (CGNAT)"},
		{"100.100.100.200:80", "shared (CGNAT)"},
		{"100.127.255.255:80", "shared (CGNAT)"},
		{"100.128.0.1:80", ""},
		{"127.0.0.1:80", "loopback"},
		{"127.255.255.254:80", "loopback"},
		{"0.0.0.0:80", "unspecified (this network)"},
		{"224.0.0.1:80", "multicast"},
		{"255.255.255.255:80", "reserved"},
		{"8.8.8.8:443", ""},
		{"[::1]:80", "loopback"},
		{"[::]:80", "unspecified"},
		{"[fc00::1]:80", "unique-local"},
		{"[fdff:ffff::1]:80", "unique-local"},
		{"[fe80::1]:80", "link-local"},
		{"[fe80::1%25eth0]:80", "link-local"},
		{"[febf::1]:80", "link-local"},
		{"[fec0::1]:80", "site-local"},
		{"[ff02::1]:80", "multicast"},
		{"[::ffff:127.0.0.1]:80", "IPv4-mapped IPv6"},
		{"[::ffff:8.8.8.8]:80", "IPv4-mapped IPv6"},
		{"[::127.0.0.1]:80", "IPv4-compatible IPv6"},
		{"[64:ff9b::a00:1]:80", "NAT64 of a private"},
		{"[64:ff9b::808:808]:80", ""},
		{"[2002:a9fe:a9fe::1]:80", "6to4 of a link-local (cloud metadata)"},
		{"[2002:808:808::1]:80", ""},
		{"[2606:4700:4700::1111]:443", ""},
	} {
		t.Run(tc.addr, func(t *testing.T) {
			ap := parseAP(t, tc.addr)
			err := Policy{}.Check(ap)
			var ae *AddressError
			switch {
			case tc.range_ == "" && err != nil:
				t.Errorf("refused: %v", err)
			case tc.range_ != "" && !errors.As(err, &ae):
				t.Errorf("allowed, want refused as %s", tc.range_)
			case tc.range_ != "" && (ae.Range != tc.range_ || !errors.Is(err, ErrForbidden)):
				t.Errorf("refused as %q, want %q (and ErrForbidden)", ae.Range, tc.range_)
			}
		})
	}
}

// parseAP parses an address and port, with a zone spelt %25 as in URLs.
func parseAP(t *testing.T, s string) netip.AddrPort {
	t.Helper()
	ap, err := netip.ParseAddrPort(s)
	if err != nil {
		a, perr := netip.ParseAddrPort(replacePct(s))
		if perr != nil {
			t.Fatal(err)
		}
		ap = a
	}
	return ap
}

func replacePct(s string) string {
	for i := 0; i+3 <= len(s); i++ {
		if s[i:i+3] == "%25" {
			return s[:i] + "%" + s[i+3:]
		}
	}
	return s
}

// TestAllowPrivateIsScoped checks each form of --allow-private allows
// what it names and nothing more.
func TestAllowPrivateIsScoped(t *testing.T) {
	for _, tc := range []struct {
		specs   []string
		allowed []string
		refused []string
	}{
		{[]string{"127.0.0.1:3000"}, []string{"127.0.0.1:3000"}, []string{"127.0.0.1:3001", "127.0.0.2:3000", "[::1]:3000", "[::ffff:127.0.0.1]:3000"}},
		{[]string{"[::1]:8080"}, []string{"[::1]:8080"}, []string{"[::1]:8081", "127.0.0.1:8080"}},
		{[]string{"10.0.0.0/8"}, []string{"10.0.0.1:80", "10.9.9.9:5432"}, []string{"172.16.0.1:80", "169.254.169.254:80"}},
		{[]string{"192.168.1.7"}, []string{"192.168.1.7:80", "192.168.1.7:22"}, []string{"192.168.1.8:80"}},
		{[]string{"all"}, []string{"127.0.0.1:1", "169.254.169.254:80", "[fe80::1]:80"}, nil},
	} {
		p, err := ParsePolicy(tc.specs)
		if err != nil {
			t.Fatalf("%v: %v", tc.specs, err)
		}
		for _, a := range tc.allowed {
			if err := p.Check(parseAP(t, a)); err != nil {
				t.Errorf("%v: %s refused: %v", tc.specs, a, err)
			}
		}
		for _, a := range tc.refused {
			if err := p.Check(parseAP(t, a)); !errors.Is(err, ErrForbidden) {
				t.Errorf("%v: %s allowed, want refused", tc.specs, a)
			}
		}
	}
	for _, bad := range []string{"localhost", "127.0.0.1:0", "10.0.0.0/33", "*", ""} {
		if _, err := ParsePolicy([]string{bad}); err == nil {
			t.Errorf("--allow-private %q accepted", bad)
		}
	}
}

// TestIPv4SpellingsAreOneAddress checks the host parser reads every
// spelling of an IPv4 address a browser reads, and refuses what a browser
// refuses.
func TestIPv4SpellingsAreOneAddress(t *testing.T) {
	for _, tc := range []struct {
		host string
		want string // "" for a host name; "!" for an invalid address
	}{
		{"127.0.0.1", "127.0.0.1"},
		{"2130706433", "127.0.0.1"},
		{"0177.0.0.1", "127.0.0.1"},
		{"0x7f.1", "127.0.0.1"},
		{"0x7f.0.0.1", "127.0.0.1"},
		{"0X7F.0X0.0X0.0X1", "127.0.0.1"},
		{"127.1", "127.0.0.1"},
		{"127.0.1", "127.0.0.1"},
		{"0x7f000001", "127.0.0.1"},
		{"017700000001", "127.0.0.1"},
		{"0xa9.0xfe.0xa9.0xfe", "169.254.169.254"},
		{"2852039166", "169.254.169.254"},
		{"0", "0.0.0.0"},
		{"0x", "0.0.0.0"},
		{"127.0.0.1.", "127.0.0.1"},
		{"1.2.3.999", "!"},
		{"4294967296", "!"},
		{"08.0.0.1", "!"},
		{"1.2.3.4.5", "!"},
		{"256.1", "!"},
		{"1.65536", "1.1.0.0"},
		{"example.com", ""},
		{"1.2.3.example", ""},
		{"0x7g", ""},
	} {
		a, isIP, err := parseIPv4Host(tc.host)
		switch {
		case tc.want == "" && (isIP || err != nil):
			t.Errorf("%s: read as an address (%v, %v), want a host name", tc.host, a, err)
		case tc.want == "!" && err == nil:
			t.Errorf("%s: read as %v, want invalid", tc.host, a)
		case tc.want != "" && tc.want != "!" && (err != nil || !isIP || a.String() != tc.want):
			t.Errorf("%s: %v (ip %v, err %v), want %s", tc.host, a, isIP, err, tc.want)
		}
	}
}

// fakeResolver answers from a table; a name it lacks does not resolve.
type fakeResolver map[string][]string

func (f fakeResolver) LookupNetIP(_ context.Context, _, host string) ([]netip.Addr, error) {
	var out []netip.Addr
	for _, s := range f[host] {
		out = append(out, netip.MustParseAddr(s))
	}
	if out == nil {
		return nil, errors.New("no such host")
	}
	return out, nil
}

var _ Resolver = fakeResolver(nil)

// TestGuardRefusesInternalPages checks page URLs end to end through the
// guard: every spelling of an internal address, names that resolve to
// one, schemes other than http(s), and the hosts --allow-host names.
func TestGuardRefusesInternalPages(t *testing.T) {
	res := fakeResolver{
		"localhost":          {"127.0.0.1"},
		"example.test":       {"93.184.215.14"},
		"v4mapped.test":      {"::ffff:93.184.215.14"},
		"mixed.test":         {"93.184.215.14", "10.0.0.1"},
		"metadata.test":      {"169.254.169.254"},
		"127.0.0.1.nip.test": {"127.0.0.1"},
	}
	g := &guard{resolver: res}
	for _, tc := range []struct {
		url  string
		want error // nil: accepted
	}{
		{"http://example.test/p?q=1", nil},
		{"https://v4mapped.test/", nil},
		{"http://93.184.215.14:8080/", nil},
		{"http://2130706433/", ErrForbidden},
		{"http://0177.0.0.1/", ErrForbidden},
		{"http://0x7f.1/", ErrForbidden},
		{"http://127.1/", ErrForbidden},
		{"http://0x7f000001/", ErrForbidden},
		{"http://127.0.0.1:8080/", ErrForbidden},
		{"http://localhost/", ErrForbidden},
		{"http://127.0.0.1.nip.test/", ErrForbidden},
		{"http://[::1]/", ErrForbidden},
		{"http://[0:0:0:0:0:0:0:1]/", ErrForbidden},
		{"http://[::ffff:127.0.0.1]/", ErrForbidden},
		{"http://[::ffff:7f00:1]/", ErrForbidden},
		{"http://[fe80::1]/", ErrForbidden},
		{"http://[fd00::1]/", ErrForbidden},
		{"http://169.254.169.254/latest/meta-data/", ErrForbidden},
		{"http://0xa9fea9fe/", ErrForbidden},
		{"http://metadata.test/", ErrForbidden},
		{"http://10.0.0.1/", ErrForbidden},
		{"http://172.16.5.4/", ErrForbidden},
		{"http://192.168.0.1/", ErrForbidden},
		{"http://100.64.0.1/", ErrForbidden},
		{"http://0.0.0.0/", ErrForbidden},
		{"http://mixed.test/", ErrForbidden},
		{"http://１２７.０.０.１/", ErrForbidden},
		{"file:///etc/passwd", ErrForbidden},
		{"chrome://settings", ErrForbidden},
		{"javascript:alert(1)", ErrForbidden},
		{"ftp://example.test/", ErrForbidden},
		{"view-source:http://example.test/", ErrForbidden},
		{"http://1.2.3.999/", crawl.ErrInvalidURL},
		{"http://%31%32%37.0.0.1/", crawl.ErrInvalidURL},
		{"example.test/no-scheme", crawl.ErrInvalidURL},
		{"http://nowhere.test/", ErrDNS},
	} {
		t.Run(tc.url, func(t *testing.T) {
			_, err := g.check(context.Background(), tc.url)
			if tc.want == nil && err != nil || tc.want != nil && !errors.Is(err, tc.want) {
				t.Errorf("check: %v, want %v", err, tc.want)
			}
		})
	}
}

// TestAllowHostLimitsPages checks --allow-host patterns, and that a page
// allowed on an internal address by --allow-private is loaded by the
// address it was checked as.
func TestAllowHostLimitsPages(t *testing.T) {
	var hosts []HostPattern
	for _, s := range []string{"shop.example", "*.cdn.example", "127.0.0.1:8080"} {
		p, err := ParseHostPattern(s)
		if err != nil {
			t.Fatal(err)
		}
		hosts = append(hosts, p)
	}
	policy, err := ParsePolicy([]string{"127.0.0.1:8080"})
	if err != nil {
		t.Fatal(err)
	}
	res := fakeResolver{"shop.example": {"93.184.215.14"}, "www.shop.example": {"93.184.215.14"},
		"a.cdn.example": {"93.184.215.15"}, "cdn.example": {"93.184.215.15"}}
	g := &guard{policy: policy, hosts: hosts, resolver: res}
	for _, tc := range []struct {
		url, loads string // loads: "" when refused
	}{
		{"https://shop.example/p/1", "https://shop.example/p/1"},
		{"https://SHOP.example:443/p/1", "https://shop.example/p/1"},
		{"https://www.shop.example/", ""},
		{"https://a.cdn.example/x.js", "https://a.cdn.example/x.js"},
		{"https://cdn.example/", ""},
		{"http://127.0.0.1:8080/a", "http://127.0.0.1:8080/a"},
		{"http://0x7f.1:8080/a", "http://127.0.0.1:8080/a"},
		{"http://127.0.0.1:8081/a", ""},
		{"http://127.0.0.2:8080/a", ""},
	} {
		tg, err := g.check(context.Background(), tc.url)
		switch {
		case tc.loads == "" && !errors.Is(err, ErrForbidden):
			t.Errorf("%s: %v, want forbidden", tc.url, err)
		case tc.loads != "" && (err != nil || tg.url != tc.loads):
			t.Errorf("%s: loads %q (%v), want %q", tc.url, tg.url, err, tc.loads)
		}
	}
	for _, bad := range []string{"", "*.", "a/b", "host:0", "host:x", "user@host"} {
		if _, err := ParseHostPattern(bad); err == nil {
			t.Errorf("--allow-host %q accepted", bad)
		}
	}
}
