package crawl

import (
	"github.com/rendercrawl/render/crawl/canonical"
	"github.com/rendercrawl/render/crawl/frontier"
)

// CanonOptions are the choices canonicalisation leaves to the user
// (canonical.Options).
type CanonOptions = canonical.Options

// Canonicalize returns the form of an http(s) URL the frontier dedupes
// on (canonical.Canonicalize).
func Canonicalize(raw string, o CanonOptions) (string, error) { return canonical.Canonicalize(raw, o) }

// canonURL is a canonical URL with the parts a crawl groups by, so that
// it is parsed once on its way through the crawl; the frontier carries
// it (frontier.Item.Canon) from the link that named it to its task.
type canonURL struct {
	s      string // the canonical form, which the frontier dedupes on
	scheme string // http or https
	host   string // host[:port], lowercased, default port dropped: pacing's and scope's key
	path   string // the escaped path, dot segments resolved
	parsed canonical.URL
}

func (u canonURL) String() string { return u.s }

// origin is the URL's scheme and host.
func (u canonURL) origin() string { return u.scheme + "://" + u.host }

// canon parses raw once and returns its canonical form with its parts.
// Errors wrap ErrInvalidURL.
func canon(raw string, o CanonOptions) (canonURL, error) {
	u, err := canonical.Parse(raw, o)
	if err != nil {
		return canonURL{}, err
	}
	return canonOf(u), nil
}

func canonOf(u canonical.URL) canonURL {
	return canonURL{s: u.String(), scheme: u.Scheme(), host: u.Host(), path: u.Path(), parsed: u}
}

// itemCanon is the canonical URL of a frontier item: the one it carries,
// or its URL parsed when it carries none (an item of a frontier shared
// with a process of another version).
func itemCanon(it frontier.Item, o CanonOptions) (canonURL, error) {
	if it.Canon.String() == it.URL && it.URL != "" {
		return canonOf(it.Canon), nil
	}
	return canon(it.URL, o)
}

// hostOf is the host of a URL as the crawl groups by it, or the URL
// itself when it does not parse.
func hostOf(raw string) string { return canonical.Host(raw) }

// isRoute reports a fragment that is a route of a hash-routed app
// (canonical.IsRoute).
func isRoute(fragment string) bool { return canonical.IsRoute(fragment) }
