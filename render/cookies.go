package render

import (
	"context"
	"math"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/storage"
	"github.com/chromedp/chromedp"
)

// CookieJar is the cookie jar the browser shares with other clients (the
// HTTP path). Cookies are listed with Domain ".example.com" for a domain
// cookie and "www.example.com" for a host-only one, Expires zero for a
// session cookie (crawl/cookies.Jar is one).
//
// Before a page, Chrome gets the jar's cookies if the jar changed since
// Chrome last had them (one command); after a page, Chrome's cookies are
// read (one command) and merged back. Chrome keeps its cookies across
// tabs, so a page in one tab sees what a page in another set.
type CookieJar interface {
	// All lists the jar's cookies and the version they are as of.
	All() ([]*http.Cookie, uint64)
	// Version is the jar's version: it changes when a cookie is set,
	// changed or removed by another client.
	Version() uint64
	// Merge folds in the cookies the browser holds, having seen the jar
	// as of version seen.
	Merge(browser []*http.Cookie, seen uint64)
}

// cookieSync is a browser's copy of the jar: the version it has, and the
// cookies it is known to hold. Its mutex keeps one copy in either
// direction at a time.
type cookieSync struct {
	mu     sync.Mutex
	pushed bool
	seen   uint64
	known  map[string]*http.Cookie // by cookieKey
}

func cookieKey(c *http.Cookie) string { return c.Domain + "\x00" + c.Path + "\x00" + c.Name }

// pushCookies gives Chrome the jar's cookies, if the jar changed since it
// last had them, and removes those the jar lost.
func (t *tab) pushCookies(ctx context.Context, jar CookieJar) error {
	if jar == nil {
		return nil
	}
	s := &t.b.cookies
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.pushed && jar.Version() == s.seen {
		return nil
	}
	all, version := jar.All()
	params := make([]*network.CookieParam, 0, len(all))
	now := make(map[string]*http.Cookie, len(all))
	for _, c := range all {
		params = append(params, cookieParam(c))
		now[cookieKey(c)] = c
	}
	for k, c := range s.known {
		if _, ok := now[k]; !ok {
			if _, err := cdp.Call(ctx, t.t, network.DeleteCookies, network.DeleteCookiesParams{
				Name: c.Name, Domain: c.Domain, Path: c.Path}); err != nil {
				return err
			}
		}
	}
	if len(params) > 0 {
		if _, err := cdp.Call(ctx, t.t, network.SetCookies, network.SetCookiesParams{Cookies: params}); err != nil {
			return err
		}
	}
	s.pushed, s.seen, s.known = true, version, now
	return nil
}

// pullCookies merges Chrome's cookies into the jar.
func (t *tab) pullCookies(ctx context.Context, jar CookieJar) error {
	if jar == nil {
		return nil
	}
	s := &t.b.cookies
	s.mu.Lock()
	defer s.mu.Unlock()
	res, err := cdp.Call(ctx, chromedp.FromContext(t.b.ctx).Browser, storage.GetCookies, storage.GetCookiesParams{})
	if err != nil {
		return err
	}
	list := make([]*http.Cookie, 0, len(res.Cookies))
	known := make(map[string]*http.Cookie, len(res.Cookies))
	for _, c := range res.Cookies {
		if c.PartitionKey != nil {
			continue // a third-party partitioned cookie: not the site's own
		}
		hc := httpCookie(c)
		list = append(list, hc)
		known[cookieKey(hc)] = hc
	}
	jar.Merge(list, s.seen)
	s.known = known
	return nil
}

// cookieParam is a listed cookie as Chrome sets it: a domain cookie by its
// domain, a host-only one by a URL of its host.
func cookieParam(c *http.Cookie) *network.CookieParam {
	p := &network.CookieParam{Name: c.Name, Value: c.Value, Path: c.Path, Secure: c.Secure, HTTPOnly: c.HttpOnly}
	if strings.HasPrefix(c.Domain, ".") {
		p.Domain = c.Domain
	} else {
		scheme := "http"
		if c.Secure {
			scheme = "https"
		}
		p.URL = scheme + "://" + c.Domain + c.Path
	}
	switch c.SameSite {
	case http.SameSiteLaxMode:
		p.SameSite = network.CookieSameSiteLax
	case http.SameSiteStrictMode:
		p.SameSite = network.CookieSameSiteStrict
	case http.SameSiteNoneMode:
		p.SameSite = network.CookieSameSiteNone
	}
	if !c.Expires.IsZero() {
		p.Expires = cdp.TimeSinceEpoch(float64(c.Expires.UnixMilli()) / 1000)
	}
	return p
}

// httpCookie is a cookie of Chrome's, listed.
func httpCookie(c *network.Cookie) *http.Cookie {
	hc := &http.Cookie{Name: c.Name, Value: c.Value, Domain: c.Domain, Path: c.Path, Secure: c.Secure, HttpOnly: c.HTTPOnly}
	switch c.SameSite {
	case network.CookieSameSiteLax:
		hc.SameSite = http.SameSiteLaxMode
	case network.CookieSameSiteStrict:
		hc.SameSite = http.SameSiteStrictMode
	case network.CookieSameSiteNone:
		hc.SameSite = http.SameSiteNoneMode
	}
	if !c.Session && c.Expires > 0 && !math.IsInf(c.Expires, 0) {
		sec, frac := math.Modf(c.Expires)
		hc.Expires = time.Unix(int64(sec), int64(frac*1e9))
	}
	return hc
}
