package cookies

import (
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"slices"
	"strings"
	"sync"
	"time"

	"golang.org/x/net/publicsuffix"
)

// Jar is a cookie jar with the public suffix list that can be listed and
// merged with a browser's cookies. It is safe for concurrent use.
//
// A listed cookie's Domain says its reach the way Chrome and cookies.txt
// do: ".example.com" for a domain cookie (the domain and its subdomains),
// "www.example.com" for a host-only one. Expires is zero for a session
// cookie.
type Jar struct {
	now func() time.Time

	mu      sync.Mutex
	inner   *cookiejar.Jar
	entries map[key]entry
	// version counts the changes made from outside a browser (the HTTP
	// path, files, the user): a browser that has seen version v lacks no
	// cookie stamped v or less.
	version uint64
}

// key names a cookie as browsers do: by domain (as listed), path and name.
type key struct{ domain, path, name string }

type entry struct {
	c http.Cookie
	// seq is the version that set the cookie, 0 when a browser did.
	seq uint64
}

var _ http.CookieJar = (*Jar)(nil)

// New returns an empty jar.
func New() *Jar {
	inner, _ := cookiejar.New(&cookiejar.Options{PublicSuffixList: publicsuffix.List}) // never fails
	return &Jar{now: time.Now, inner: inner, entries: make(map[key]entry)}
}

// Cookies returns the cookies to send to u (http.CookieJar).
func (j *Jar) Cookies(u *url.URL) []*http.Cookie {
	j.mu.Lock()
	defer j.mu.Unlock()
	return j.inner.Cookies(u)
}

// SetCookies takes the cookies of a response from u (http.CookieJar).
func (j *Jar) SetCookies(u *url.URL, cs []*http.Cookie) {
	j.mu.Lock()
	defer j.mu.Unlock()
	j.inner.SetCookies(u, cs)
	now := j.now()
	for _, c := range cs {
		k := key{name: c.Name, domain: strings.ToLower(u.Hostname()), path: c.Path}
		if d := strings.Trim(strings.ToLower(c.Domain), "."); d != "" {
			k.domain = "." + d
		}
		if !strings.HasPrefix(k.path, "/") {
			k.path = defaultPath(u.Path)
		}
		if c.MaxAge < 0 || !c.Expires.IsZero() && !c.Expires.After(now) {
			if _, ok := j.entries[k]; ok {
				delete(j.entries, k)
				j.version++
			}
			continue
		}
		stored := *c
		stored.Domain, stored.Path, stored.Raw, stored.Unparsed = k.domain, k.path, "", nil
		if c.MaxAge > 0 {
			stored.Expires = now.Add(time.Duration(c.MaxAge) * time.Second)
		}
		stored.MaxAge = 0
		if !j.holds(&stored) {
			continue // refused: a public suffix, a domain u is not in
		}
		j.version++
		j.entries[k] = entry{c: stored, seq: j.version}
	}
}

// defaultPath is RFC 6265's default-path of a request path.
func defaultPath(p string) string {
	i := strings.LastIndexByte(p, '/')
	if i <= 0 {
		return "/"
	}
	return p[:i]
}

// at is a URL that a listed cookie is sent to.
func at(c *http.Cookie) *url.URL {
	scheme := "http"
	if c.Secure {
		scheme = "https"
	}
	return &url.URL{Scheme: scheme, Host: strings.TrimPrefix(c.Domain, "."), Path: c.Path}
}

// holds reports whether the inner jar sends a listed cookie where it
// belongs, that is, whether it took it. The caller holds j.mu.
func (j *Jar) holds(c *http.Cookie) bool {
	for _, got := range j.inner.Cookies(at(c)) {
		if got.Name == c.Name && got.Value == c.Value {
			return true
		}
	}
	return false
}

// put stores a listed cookie in the inner jar; the caller holds j.mu.
func (j *Jar) put(c *http.Cookie) {
	hc := *c
	hc.Domain = ""
	if strings.HasPrefix(c.Domain, ".") {
		hc.Domain = c.Domain[1:]
	}
	j.inner.SetCookies(at(c), []*http.Cookie{&hc})
}

// remove drops a listed cookie from the inner jar; the caller holds j.mu.
func (j *Jar) remove(c *http.Cookie) {
	gone := http.Cookie{Name: c.Name, Path: c.Path, MaxAge: -1}
	if strings.HasPrefix(c.Domain, ".") {
		gone.Domain = c.Domain[1:]
	}
	j.inner.SetCookies(at(c), []*http.Cookie{&gone})
}

// Add stores listed cookies (Domain as a listing has it), from a file or
// the user. It reports those the jar refused (a public suffix, an expired
// cookie).
func (j *Jar) Add(cs ...*http.Cookie) (refused []*http.Cookie) {
	j.mu.Lock()
	defer j.mu.Unlock()
	now := j.now()
	for _, c := range cs {
		stored := *c
		stored.Domain = strings.ToLower(stored.Domain)
		if stored.Path == "" {
			stored.Path = "/"
		}
		if !stored.Expires.IsZero() && !stored.Expires.After(now) {
			refused = append(refused, c)
			continue
		}
		j.put(&stored)
		if !j.holds(&stored) {
			refused = append(refused, c)
			continue
		}
		j.version++
		j.entries[key{stored.Domain, stored.Path, stored.Name}] = entry{c: stored, seq: j.version}
	}
	return refused
}

// Version is the jar's version: it changes when a cookie is set, changed
// or removed from outside a browser.
func (j *Jar) Version() uint64 {
	j.mu.Lock()
	defer j.mu.Unlock()
	return j.version
}

// All lists the jar's live cookies, sorted by domain, path and name, and
// the version they are as of.
func (j *Jar) All() ([]*http.Cookie, uint64) {
	j.mu.Lock()
	defer j.mu.Unlock()
	now := j.now()
	out := make([]*http.Cookie, 0, len(j.entries))
	for k, e := range j.entries {
		if !e.c.Expires.IsZero() && !e.c.Expires.After(now) {
			delete(j.entries, k)
			continue
		}
		c := e.c
		out = append(out, &c)
	}
	slices.SortFunc(out, func(a, b *http.Cookie) int {
		return strings.Compare(a.Domain+"\x00"+a.Path+"\x00"+a.Name, b.Domain+"\x00"+b.Path+"\x00"+b.Name)
	})
	return out, j.version
}

// Merge folds in the cookies a browser holds (listed), which has seen
// the jar as of version seen: a cookie it set or changed is taken, and
// one it lacks that it had seen is gone (the page removed it, or it
// expired). Cookies the jar got after seen stay. The browser's changes do
// not change the version: the browser has them already.
func (j *Jar) Merge(browser []*http.Cookie, seen uint64) {
	j.mu.Lock()
	defer j.mu.Unlock()
	has := make(map[key]bool, len(browser))
	for _, c := range browser {
		k := key{strings.ToLower(c.Domain), c.Path, c.Name}
		has[k] = true
		if e, ok := j.entries[k]; ok && same(&e.c, c) {
			continue
		}
		stored := *c
		stored.Domain = k.domain
		j.put(&stored)
		if j.holds(&stored) {
			j.entries[k] = entry{c: stored}
		}
	}
	for k, e := range j.entries {
		if !has[k] && e.seq <= seen {
			j.remove(&e.c)
			delete(j.entries, k)
		}
	}
}

// same reports whether two listed cookies are the same cookie with the
// same value and attributes.
func same(a, b *http.Cookie) bool {
	return a.Value == b.Value && a.Expires.Unix() == b.Expires.Unix() && a.Secure == b.Secure &&
		a.HttpOnly == b.HttpOnly && a.SameSite == b.SameSite
}
