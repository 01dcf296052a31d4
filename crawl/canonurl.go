package crawl

import "github.com/rendercrawl/render/crawl/canonical"

// CanonOptions are the choices canonicalisation leaves to the user
// (canonical.Options).
type CanonOptions = canonical.Options

// Canonicalize returns the form of an http(s) URL the frontier dedupes
// on (canonical.Canonicalize).
func Canonicalize(raw string, o CanonOptions) (string, error) { return canonical.Canonicalize(raw, o) }

// canonURL is a canonical URL with the parts a crawl groups by, so that
// it is parsed once on its way through the crawl.
type canonURL struct {
	s      string // the canonical form, which the frontier dedupes on
	scheme string // http or https
	host   string // host[:port], lowercased, default port dropped: pacing's and scope's key
	path   string // the escaped path, dot segments resolved
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
	return canonURL{s: u.String(), scheme: u.Scheme(), host: u.Host(), path: u.Path()}, nil
}

// hostOf is the host of a URL as the crawl groups by it, or the URL
// itself when it does not parse.
func hostOf(raw string) string { return canonical.Host(raw) }

// isRoute reports a fragment that is a route of a hash-routed app
// (canonical.IsRoute).
func isRoute(fragment string) bool { return canonical.IsRoute(fragment) }
