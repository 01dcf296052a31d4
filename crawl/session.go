package crawl

import (
	"encoding/base64"
	"net"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/rendercrawl/render/crawl/cookies"
)

// Session is what a crawl carries as a user: headers for the hosts of its
// scope, credentials by host, cookies, and the login that opens the
// session and opens it again when a page shows it was lost. Make it with
// NewSession; a crawl without one carries nothing.
//
// Both paths ask For for the headers of each request by its host: the
// HTTP path for every request and redirect, the browser through
// interception of the hosts of Patterns (render.Headers), so that a header
// meant for the crawl's sites never reaches another host (a CDN, an
// analytics script, a redirect off the site).
type Session struct {
	// Header is sent to the hosts of the crawl's scope: every seed's host,
	// its domain with --scope domain. With AllHosts, For leaves it out:
	// the caller sends it everywhere itself.
	Header   http.Header
	AllHosts bool
	// Jar holds the crawl's cookies; both paths share it.
	Jar *cookies.Jar
	// SeedCookies are set, host-only, for the host of every seed.
	SeedCookies []*http.Cookie
	// Login opens the session in the browser before the crawl;
	// StepTimeout bounds each step. LoggedOut tells a page of a lost
	// session.
	Login       []LoginStep
	StepTimeout time.Duration
	LoggedOut   *LoggedOut
	// Secrets masks the session's credentials in every output.
	Secrets *Secrets

	mu      sync.RWMutex
	auth    map[string]string // Authorization by host[:port] or host name
	hosts   map[string]bool   // host[:port] in scope
	domains map[string]bool   // registrable domains in scope
	seeded  map[string]bool   // host names given SeedCookies
	// plainHosts and plainDomains are the hosts and domains of http://
	// seeds: they get credentials over plain http too.
	plainHosts, plainDomains map[string]bool
	version                  uint64

	login loginState
}

// NewSession returns a session with an empty jar.
func NewSession() *Session {
	return &Session{
		Jar:          cookies.New(),
		Secrets:      &Secrets{},
		auth:         map[string]string{},
		hosts:        map[string]bool{},
		domains:      map[string]bool{},
		seeded:       map[string]bool{},
		plainHosts:   map[string]bool{},
		plainDomains: map[string]bool{},
	}
}

// SetBasicAuth sends Basic credentials to host (host[:port]; without a
// port, to any port of it) and only there.
func (s *Session) SetBasicAuth(host, user, pass string) {
	v := "Basic " + base64.StdEncoding.EncodeToString([]byte(user+":"+pass))
	s.Secrets.Add(pass, user+":"+pass, v[len("Basic "):])
	s.setAuth(host, v)
}

// SetBearer sends a Bearer token to host (as SetBasicAuth) and only there.
func (s *Session) SetBearer(host, token string) {
	s.Secrets.Add(token)
	s.setAuth(host, "Bearer "+token)
}

func (s *Session) setAuth(host, value string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.auth[strings.ToLower(host)] = value
	s.version++
}

// For returns the extra headers of a request to u: Header when its host
// is in the crawl's scope, and the host's credentials. Over plain http,
// a host gets them only when a seed of it (or of its domain, with
// --scope domain) was http:// itself: what was given for an https site
// is never sent in clear to an http:// link of the same host.
func (s *Session) For(u *url.URL) http.Header {
	host := strings.ToLower(u.Host)
	name := hostname(host)
	s.mu.RLock()
	defer s.mu.RUnlock()
	if !strings.EqualFold(u.Scheme, "https") && !s.plainOK(host, name) {
		return nil
	}
	var h http.Header
	if len(s.Header) > 0 && !s.AllHosts && s.inScope(host, name) {
		h = s.Header.Clone()
	}
	auth, ok := s.auth[host]
	if !ok {
		auth, ok = s.auth[name]
	}
	if ok {
		if h == nil {
			h = http.Header{}
		}
		h.Set("Authorization", auth)
	}
	return h
}

// plainOK reports a host that a seed reached over plain http: itself
// (host[:port]), or a domain it is in; the caller holds s.mu.
func (s *Session) plainOK(host, name string) bool {
	return inSets(s.plainHosts, s.plainDomains, host, name)
}

// inScope reports a host of the crawl's scope; the caller holds s.mu.
func (s *Session) inScope(host, name string) bool {
	return inSets(s.hosts, s.domains, host, name)
}

// inSets reports a host (host[:port], its name) that is in hosts, or
// whose name is a domain of domains or under one.
func inSets(hosts, domains map[string]bool, host, name string) bool {
	if hosts[host] {
		return true
	}
	for d := name; d != ""; {
		if domains[d] {
			return true
		}
		_, rest, ok := strings.Cut(d, ".")
		if !ok {
			break
		}
		d = rest
	}
	return false
}

// Patterns are URL patterns (Chrome's Fetch wildcards) that match every
// URL For may give headers to, and their version (render.Headers).
func (s *Session) Patterns() ([]string, uint64) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	var hosts []string
	if len(s.Header) > 0 && !s.AllHosts {
		for h := range s.hosts {
			hosts = append(hosts, h)
		}
		for d := range s.domains {
			hosts = append(hosts, d, "*."+d)
		}
	}
	for h := range s.auth {
		hosts = append(hosts, h)
	}
	slices.Sort(hosts)
	var out []string
	for _, h := range slices.Compact(hosts) {
		out = append(out, "http://"+h+"/*", "https://"+h+"/*")
		if _, _, err := net.SplitHostPort(h); err != nil {
			out = append(out, "http://"+h+":*/*", "https://"+h+":*/*") // any port
		}
	}
	return out, s.version
}

// addSeed takes a seed into the session: its scope's hosts get Header,
// its user:password@ (user, nil for none; canonical URLs hold none)
// becomes its host's credentials, its host gets SeedCookies, secure ones
// for an https seed.
func (s *Session) addSeed(u canonURL, user *url.Userinfo, scope Scope) {
	if s == nil {
		return
	}
	if user != nil {
		pass, _ := user.Password()
		s.SetBasicAuth(u.host, user.Username(), pass)
	}
	name := hostname(u.host)
	s.mu.Lock()
	if u.scheme == "http" {
		s.plainHosts[u.host] = true
		if scope.Kind == ScopeDomain {
			s.plainDomains[scope.Value] = true
		}
	}
	// The patterns change only when the hosts get a header.
	matters := len(s.Header) > 0 && !s.AllHosts
	switch scope.Kind {
	case ScopeDomain:
		if !s.domains[scope.Value] {
			s.domains[scope.Value] = true
			if matters {
				s.version++
			}
		}
	default:
		if !s.hosts[u.host] {
			s.hosts[u.host] = true
			if matters {
				s.version++
			}
		}
	}
	seed := len(s.SeedCookies) > 0 && !s.seeded[name]
	s.seeded[name] = true
	s.mu.Unlock()
	if seed {
		for _, c := range s.SeedCookies {
			domain := name
			if ip := net.ParseIP(name); ip != nil && ip.To4() == nil {
				domain = "[" + name + "]"
			}
			s.Jar.Add(&http.Cookie{Name: c.Name, Value: c.Value, Domain: domain, Path: "/", Secure: u.scheme == "https"})
		}
	}
}
