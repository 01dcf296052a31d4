package serve

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/netip"
	"net/url"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/rendercrawl/render/crawl/canonical"
)

// ErrDNS marks a page whose host did not resolve.
var ErrDNS = errors.New("host not found")

// Resolver looks up the addresses of a host; *net.Resolver is one.
type Resolver interface {
	LookupNetIP(ctx context.Context, network, host string) ([]netip.Addr, error)
}

// resolveTimeout bounds one DNS lookup of the service's.
const resolveTimeout = 5 * time.Second

// target is a page the service accepted to render.
type target struct {
	url  string // canonical: what Chrome loads and what the cache keys on
	host string // normalised (see normHost)
	port uint16
}

// guard decides which pages may be rendered: http(s) URLs only, on the
// allowed hosts, whose addresses the policy allows.
type guard struct {
	policy   Policy
	hosts    []HostPattern // none: any host
	resolver Resolver
}

// check accepts rawURL or says why not: an error wrapping
// canonical.ErrInvalidURL, which is crawl's (a malformed URL), ErrForbidden (a scheme, host or
// address refused) or ErrDNS. The page's host is resolved and every
// address it has must be allowed; Chrome's own connections are checked
// again, one by one, by the dialer.
func (g *guard) check(ctx context.Context, rawURL string) (target, error) {
	if u, err := url.Parse(strings.TrimSpace(rawURL)); err == nil && u.Scheme != "" {
		if s := strings.ToLower(u.Scheme); s != "http" && s != "https" {
			return target{}, fmt.Errorf("%w: scheme %s: (only http and https pages are rendered)", ErrForbidden, u.Scheme)
		}
	}
	canon, err := canonical.Canonicalize(rawURL, canonical.Options{})
	if err != nil {
		return target{}, err
	}
	u, err := url.Parse(canon)
	if err != nil {
		return target{}, fmt.Errorf("%w: %v", canonical.ErrInvalidURL, err)
	}
	host, err := normHost(u.Hostname())
	if err != nil {
		return target{}, fmt.Errorf("%w %q: host %s: %v", canonical.ErrInvalidURL, rawURL, u.Hostname(), err)
	}
	port, err := portOf(u.Scheme, u.Port())
	if err != nil {
		return target{}, fmt.Errorf("%w %q: %v", canonical.ErrInvalidURL, rawURL, err)
	}
	// Chrome loads the host as written here, which is how it was checked:
	// 0x7f.1 becomes 127.0.0.1.
	if explicit := u.Port(); explicit != "" {
		u.Host = host + ":" + explicit
	} else {
		u.Host = host
	}
	t := target{url: u.String(), host: host, port: port}
	if !g.hostAllowed(host, port) {
		return t, fmt.Errorf("%w: host %s is not among the allowed hosts (--allow-host)", ErrForbidden, net.JoinHostPort(strings.Trim(host, "[]"), strconv.Itoa(int(port))))
	}
	addrs, err := g.addresses(ctx, host)
	if err != nil {
		return t, err
	}
	for _, a := range addrs {
		if err := g.policy.Check(netip.AddrPortFrom(a, port)); err != nil {
			return t, err
		}
	}
	return t, nil
}

// finalAllowed checks the URL a page ended on (after its redirects and
// the navigations its scripts made) against the allowed hosts, so that
// an open redirect on an allowed host does not serve another site's page
// as its own. A page that ended on no http or https URL (about:blank)
// is let be.
func (g *guard) finalAllowed(rawURL string) error {
	u, err := url.Parse(rawURL)
	if len(g.hosts) == 0 || err != nil || u.Scheme != "http" && u.Scheme != "https" {
		return nil
	}
	host, err := normHost(u.Hostname())
	if err != nil {
		return fmt.Errorf("%w: the page led to an invalid host %q", ErrForbidden, u.Hostname())
	}
	port, err := portOf(u.Scheme, u.Port())
	if err != nil || !g.hostAllowed(host, port) {
		return fmt.Errorf("%w: the page led to host %s, which is not among the allowed hosts (--allow-host)", ErrForbidden, u.Host)
	}
	return nil
}

func (g *guard) hostAllowed(host string, port uint16) bool {
	if len(g.hosts) == 0 {
		return true
	}
	for _, p := range g.hosts {
		if p.Match(host, port) {
			return true
		}
	}
	return false
}

// addresses returns the addresses of host: itself when it is one, else
// what the resolver says.
func (g *guard) addresses(ctx context.Context, host string) ([]netip.Addr, error) {
	if a, err := netip.ParseAddr(strings.Trim(host, "[]")); err == nil {
		return []netip.Addr{a}, nil
	}
	return lookup(ctx, g.resolver, host)
}

// lookup resolves host, bounded, and gives IPv4 addresses in their
// 4-byte form (a resolver may give them mapped into IPv6).
func lookup(ctx context.Context, r Resolver, host string) ([]netip.Addr, error) {
	ctx, cancel := context.WithTimeout(ctx, resolveTimeout)
	defer cancel()
	addrs, err := r.LookupNetIP(ctx, "ip", host)
	if err == nil && len(addrs) == 0 {
		err = errors.New("no addresses")
	}
	if err != nil {
		return nil, fmt.Errorf("%w: %s: %v", ErrDNS, host, err)
	}
	for i, a := range addrs {
		addrs[i] = a.Unmap()
	}
	return addrs, nil
}

// dialer makes the connections of Chrome's pages (through the proxy)
// and reaches only the addresses the policy allows: it checks each
// address a name resolves to before it connects, and its net.Dialer's
// Control checks the address the socket is about to connect to, so that
// neither a second DNS answer (rebinding) nor a redirect nor a
// sub-request can reach a refused address.
type dialer struct {
	policy   Policy
	resolver Resolver
	net      net.Dialer
	// refused is told of each connection refused.
	refused func(*AddressError)
}

func newDialer(policy Policy, resolver Resolver, refused func(*AddressError)) *dialer {
	d := &dialer{policy: policy, resolver: resolver, refused: refused}
	d.net = net.Dialer{Timeout: 10 * time.Second, KeepAlive: 30 * time.Second, Control: d.control}
	return d
}

// control is the last word on a connection: the address here is the one
// connected to.
func (d *dialer) control(_, address string, _ syscall.RawConn) error {
	ap, err := netip.ParseAddrPort(address)
	if err != nil {
		return fmt.Errorf("%w: unexpected address %q", ErrForbidden, address)
	}
	return d.policy.Check(ap)
}

// DialContext connects to addr (host:port) on one of its allowed
// addresses, tried in turn; an *AddressError when all are refused.
func (d *dialer) DialContext(ctx context.Context, network, addr string) (net.Conn, error) {
	host, p, err := net.SplitHostPort(addr)
	if err != nil {
		return nil, err
	}
	port, err := strconv.ParseUint(p, 10, 16)
	if err != nil {
		return nil, fmt.Errorf("invalid port in %q", addr)
	}
	var addrs []netip.Addr
	if a, err := netip.ParseAddr(host); err == nil {
		addrs = []netip.Addr{a}
	} else if a, isIP, err := parseIPv4Host(host); isIP {
		if err != nil {
			return nil, fmt.Errorf("host %s: %w", host, err)
		}
		addrs = []netip.Addr{a}
	} else if addrs, err = lookup(ctx, d.resolver, host); err != nil {
		return nil, err
	}
	var first error
	for _, a := range addrs {
		ap := netip.AddrPortFrom(a, uint16(port))
		err := d.policy.Check(ap)
		var c net.Conn
		if err == nil {
			c, err = d.net.DialContext(ctx, network, ap.String())
			if err == nil {
				return c, nil
			}
		}
		var ae *AddressError
		if errors.As(err, &ae) && d.refused != nil {
			d.refused(ae)
		}
		if first == nil {
			first = err
		}
		if ctx.Err() != nil {
			break
		}
	}
	return nil, first
}
