package crawl

import (
	"fmt"
	"net"
	"strings"

	"golang.org/x/net/publicsuffix"
)

// ScopeKind says which links a crawl follows from a seed.
type ScopeKind string

const (
	// ScopeHost: the seed's host (and port) only.
	ScopeHost ScopeKind = "host"
	// ScopeDomain: the seed's registrable domain and all its subdomains.
	ScopeDomain ScopeKind = "domain"
	// ScopePrefix: URLs under the seed URL's directory: a seed
	// /docs/v2/index.html keeps the crawl within /docs/v2/, and so do
	// /docs/v2/ and /docs/v2 (a last segment without an extension names
	// a directory).
	ScopePrefix ScopeKind = "prefix"
)

// ParseScopeKind parses "host", "domain" or "prefix".
func ParseScopeKind(s string) (ScopeKind, error) {
	switch k := ScopeKind(s); k {
	case ScopeHost, ScopeDomain, ScopePrefix:
		return k, nil
	}
	return "", fmt.Errorf("unknown scope %q (want host, domain or prefix)", s)
}

// Scope is the part of the web one seed's crawl stays in. Each seed carries
// its own; items store it as a string (Scope.String).
type Scope struct {
	Kind ScopeKind
	// Value is the host, the registrable domain, or host+path prefix.
	Value string
}

// NewScope derives the scope of kind from a canonical seed URL.
func NewScope(kind ScopeKind, seed string) (Scope, error) {
	u, err := canon(seed, CanonOptions{})
	if err != nil {
		return Scope{}, err
	}
	return newScope(kind, u)
}

func newScope(kind ScopeKind, u canonURL) (Scope, error) {
	switch kind {
	case ScopeHost:
		return Scope{kind, u.host}, nil
	case ScopeDomain:
		return Scope{kind, registrable(hostname(u.host))}, nil
	case ScopePrefix:
		return Scope{kind, u.host + prefixDir(u.path)}, nil
	}
	return Scope{}, fmt.Errorf("unknown scope %q", kind)
}

// landed is the scope of the links of a seed that was redirected to
// final: a prefix scope that does not hold final (/latest redirected to
// /en/latest/) becomes final's directory, where the seed's pages are; any
// other scope stays as it is.
func (s Scope) landed(final canonURL) Scope {
	if s.Kind != ScopePrefix || s.Contains(final) {
		return s
	}
	return Scope{ScopePrefix, final.host + prefixDir(final.path)}
}

// prefixDir is the directory a seed's path keeps a prefix crawl within:
// the path up to its last '/' (/docs/v2/ for /docs/v2/index.html), or,
// when the last segment has no extension (/docs, /boost/doc/html), that
// segment as a directory: a server answers such a path with a redirect to
// the directory (/docs/) or with the directory's page, and taking the
// parent (/) instead would let the crawl out of the section asked for.
// A directory without its trailing slash is matched at a segment
// boundary (Scope.Contains): /docs holds /docs and /docs/..., not /docsX.
func prefixDir(path string) string {
	i := strings.LastIndexByte(path, '/')
	if i < 0 {
		return "/"
	}
	if last := path[i+1:]; last != "" && !hasExtension(last) {
		return path
	}
	return path[:i+1]
}

// hasExtension reports a path segment that names a file by its
// extension: a dot, then up to 5 letters and digits, a letter among them
// (index.html, app.js, page.php5; not v1.2 or 3.12, which name versions).
func hasExtension(seg string) bool {
	i := strings.LastIndexByte(seg, '.')
	if i <= 0 || len(seg)-i-1 > 5 {
		return false
	}
	letter := false
	for _, r := range seg[i+1:] {
		switch {
		case r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z':
			letter = true
		case r >= '0' && r <= '9':
		default:
			return false
		}
	}
	return letter
}

// underPrefix reports whether path is within a prefix directory: below
// it, or the directory itself when the prefix has no trailing slash.
func underPrefix(path, dir string) bool {
	if strings.HasSuffix(dir, "/") {
		return strings.HasPrefix(path, dir)
	}
	rest, ok := strings.CutPrefix(path, dir)
	return ok && (rest == "" || rest[0] == '/')
}

// hostname is a host[:port] without its port (and an IPv6 address
// without its brackets).
func hostname(host string) string {
	if h, _, err := net.SplitHostPort(host); err == nil {
		return h
	}
	return strings.Trim(host, "[]")
}

// registrable is a host's registrable domain ("example.co.uk" for
// "www.example.co.uk"), or the host itself for IP addresses and names
// without a public suffix (localhost).
func registrable(host string) string {
	if net.ParseIP(host) != nil {
		return host
	}
	d, err := publicsuffix.EffectiveTLDPlusOne(host)
	if err != nil {
		return host
	}
	return d
}

func (s Scope) String() string { return string(s.Kind) + ":" + s.Value }

// ParseScope reads what Scope.String wrote.
func ParseScope(s string) (Scope, error) {
	kind, value, ok := strings.Cut(s, ":")
	if !ok {
		return Scope{}, fmt.Errorf("bad scope %q", s)
	}
	k, err := ParseScopeKind(kind)
	if err != nil {
		return Scope{}, err
	}
	return Scope{k, value}, nil
}

// Contains reports whether a canonical URL is in the scope.
func (s Scope) Contains(u canonURL) bool {
	switch s.Kind {
	case ScopeHost:
		return u.host == s.Value
	case ScopeDomain:
		h := hostname(u.host)
		return h == s.Value || strings.HasSuffix(h, "."+s.Value)
	case ScopePrefix:
		host, dir, ok := strings.Cut(s.Value, "/")
		return ok && u.host == host && underPrefix(u.path, "/"+dir)
	}
	return false
}
