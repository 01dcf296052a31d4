package canonical

import (
	"errors"
	"fmt"
	"net"
	"net/url"
	"slices"
	"strings"

	"golang.org/x/net/idna"

	"github.com/rendercrawl/render/internal/urlesc"
)

// Options are the choices canonicalisation leaves to the user.
type Options struct {
	// KeepFragment keeps every #fragment. Without it, a fragment that is
	// a route of a hash-routed app (#/path, #!/path, #!path) is kept, for
	// it names a page of its own, without the anchor within the route
	// (#/path#section); an in-page anchor (#section) and the root route
	// (#/, #!/: the document itself) are dropped.
	KeepFragment bool
	// SortQuery sorts query parameters, so that ?a=1&b=2 and ?b=2&a=1 are
	// one URL.
	SortQuery bool
}

// trackingParams are query parameters that only track a visit; they are
// stripped. A name ending in * is a prefix.
var trackingParams = []string{
	"utm_*", "fbclid", "gclid", "gclsrc", "dclid", "gbraid", "wbraid", "msclkid",
	"yclid", "twclid", "ttclid", "igshid", "li_fat_id", "mc_cid", "mc_eid",
	"_ga", "_gl", "_hsenc", "_hsmi", "mkt_tok", "srsltid", "oly_anon_id", "oly_enc_id", "vero_id",
}

func isTracking(name string) bool {
	name = strings.ToLower(name)
	for _, p := range trackingParams {
		if prefix, ok := strings.CutSuffix(p, "*"); ok {
			if strings.HasPrefix(name, prefix) {
				return true
			}
		} else if name == p {
			return true
		}
	}
	return false
}

// URL is a canonical URL with the parts a crawl groups by, so that it is
// parsed once on its way through the crawl. The zero URL is no URL.
type URL struct {
	s      string // the canonical form, which the frontier dedupes on
	scheme string // http or https
	host   string // host[:port], lowercased, default port dropped: pacing's and scope's key
	path   string // the escaped path, dot segments resolved
}

// String is the canonical form, which the frontier dedupes on.
func (u URL) String() string { return u.s }

// Scheme is http or https.
func (u URL) Scheme() string { return u.scheme }

// Host is host[:port], lowercased, in ASCII, without the default port:
// the key a crawl paces and scopes a host by.
func (u URL) Host() string { return u.host }

// Path is the escaped path, dot segments resolved; never empty.
func (u URL) Path() string { return u.path }

// Origin is the URL's scheme and host.
func (u URL) Origin() string { return u.scheme + "://" + u.host }

// Host is the host of a URL as URL.Host gives it, or the URL itself when
// it does not parse: the key by which requests to a host are paced.
func Host(raw string) string {
	u, err := Parse(raw, Options{})
	if err != nil {
		return raw
	}
	return u.host
}

// Canonicalize returns the form of an http(s) URL the frontier dedupes on:
//
//   - scheme and host lowercased, an internationalised host in its ASCII
//     (punycode) form, the default port (80, 443) dropped; a
//     user:password@ dropped (a seed's is a credential of the session,
//     kept out of the frontier and the records);
//   - an empty path made "/", dot segments (. and ..) resolved, a trailing
//     slash kept (it can matter);
//   - percent-encoding normalised: hex digits upper-cased, unreserved
//     characters (letters, digits, - . _ ~) decoded;
//   - tracking parameters (utm_*, fbclid, gclid, ...) removed, the other
//     parameters kept in order, or sorted with SortQuery; an empty query
//     dropped;
//   - a route fragment (#/..., #!...) kept without the anchor within
//     it (#/guide#install is #/guide), the root route (#/, #!/) and
//     another fragment removed, unless KeepFragment.
//
// Canonicalize(Canonicalize(u)) == Canonicalize(u).
func Canonicalize(raw string, o Options) (string, error) {
	u, err := Parse(raw, o)
	return u.s, err
}

// Parse parses raw once and returns its canonical form (see Canonicalize)
// with its parts. Errors wrap ErrInvalidURL.
func Parse(raw string, o Options) (URL, error) {
	raw = strings.TrimSpace(raw)
	u, err := url.Parse(raw)
	if err != nil {
		var ue *url.Error
		if errors.As(err, &ue) {
			err = ue.Err
		}
		return URL{}, fmt.Errorf("%w %q: %v", ErrInvalidURL, raw, err)
	}
	scheme := strings.ToLower(u.Scheme)
	switch scheme {
	case "http", "https":
	case "":
		return URL{}, fmt.Errorf("%w %q: no scheme (want http:// or https://)", ErrInvalidURL, raw)
	default:
		return URL{}, fmt.Errorf("%w %q: unsupported scheme %s: (want http or https)", ErrInvalidURL, raw, u.Scheme)
	}
	host, err := canonHost(u, scheme)
	if err != nil {
		return URL{}, fmt.Errorf("%w %q: %v", ErrInvalidURL, raw, err)
	}
	path := removeDotSegments(urlesc.Normalize(u.EscapedPath(), pathKeep))
	var b strings.Builder
	b.WriteString(scheme)
	b.WriteString("://")
	b.WriteString(host)
	b.WriteString(path)
	if q := canonQuery(u.RawQuery, o.SortQuery); q != "" {
		b.WriteByte('?')
		b.WriteString(q)
	}
	if frag := canonFragment(raw, o.KeepFragment); frag != "" {
		b.WriteByte('#')
		b.WriteString(frag)
	}
	// The parts are slices of the one string: a URL a frontier holds in
	// memory costs its string and the headers of its parts.
	c := b.String()
	h := len(scheme) + len("://")
	p := h + len(host)
	return URL{s: c, scheme: c[:len(scheme)], host: c[h:p], path: c[p : p+len(path)]}, nil
}

// canonFragment is the fragment a canonical URL keeps, without its '#':
// all of it with keep; otherwise a route's path and query, without the
// anchor within the route (#/guide#install is the route #/guide), and
// nothing for an in-page anchor or for the root route (#/, #!/, #/#top),
// which is the document itself. The fragment is taken as written in raw,
// not as Go escapes it: an app reads location.hash, which keeps the
// characters browsers leave alone there.
func canonFragment(raw string, keep bool) string {
	_, frag, _ := strings.Cut(raw, "#")
	if frag != "" && !keep {
		// A router reads the fragment as written (#%21x is no hashbang);
		// what is left of a route may be none (#!#top) or the root.
		frag = dropDotSegments(routeOf(frag))
		if !IsRoute(frag) || frag == "/" || frag == "!/" {
			return ""
		}
	}
	return urlesc.Normalize(frag, fragmentKeep)
}

// routeOf is a route fragment without the in-page anchor a router keeps
// after a second '#' (vue-router, react-router and docute link a heading
// as #/path#anchor). A query within the route (#/search?q=x) is part of
// it, even docsify's ?id=anchor (its in-page anchor): other routers use
// such a parameter for pages of their own (#/item?id=7), and the browser
// tells the two apart when it reads the links (render's links.js).
func routeOf(frag string) string {
	route, _, _ := strings.Cut(frag, "#")
	return route
}

// dropDotSegments removes the "." segments of a route's path (its query
// aside): docsify resolves #/./LICENSE, a link a README writes as
// ./LICENSE, to the route #/LICENSE.
func dropDotSegments(route string) string {
	path, query, hasQuery := strings.Cut(route, "?")
	if !strings.Contains(path, "/.") {
		return route
	}
	for strings.Contains(path, "/./") {
		path = strings.ReplaceAll(path, "/./", "/")
	}
	path = strings.TrimSuffix(path, "/.")
	if path == "" || path == "!" {
		path += "/"
	}
	if hasQuery {
		return path + "?" + query
	}
	return path
}

// IsRoute reports a fragment that is a route of a hash-routed app rather
// than an anchor in a page: #/path, #!/path or #!path.
func IsRoute(fragment string) bool {
	return strings.HasPrefix(fragment, "/") || (strings.HasPrefix(fragment, "!") && len(fragment) > 1)
}

func canonHost(u *url.URL, scheme string) (string, error) {
	name, port := u.Hostname(), u.Port()
	if name == "" {
		return "", fmt.Errorf("no host")
	}
	name = strings.TrimRight(strings.ToLower(name), ".")
	if name == "" {
		return "", fmt.Errorf("no host")
	}
	if ip := net.ParseIP(name); ip == nil {
		ascii, err := idna.Lookup.ToASCII(name)
		if err != nil {
			// Hosts that IDNA rejects (underscores, say) still name
			// something on intranets: keep them lowercased.
			ascii = name
		}
		name = strings.TrimRight(ascii, ".")
		if name == "" {
			return "", fmt.Errorf("no host")
		}
	} else if ip.To4() == nil {
		name = "[" + ip.String() + "]"
	} else {
		name = ip.String()
	}
	if (scheme == "http" && port == "80") || (scheme == "https" && port == "443") {
		port = ""
	}
	if port != "" {
		return name + ":" + port, nil
	}
	return name, nil
}

// canonQuery drops tracking parameters and, if asked, sorts the others.
func canonQuery(raw string, sortQuery bool) string {
	if raw == "" {
		return ""
	}
	var kept []string
	for part := range strings.SplitSeq(raw, "&") {
		if part == "" {
			continue
		}
		name, _, _ := strings.Cut(part, "=")
		if dec, err := url.QueryUnescape(name); err == nil {
			name = dec
		}
		if isTracking(name) {
			continue
		}
		kept = append(kept, urlesc.Normalize(part, queryKeep))
	}
	if sortQuery {
		slices.Sort(kept)
	}
	return strings.Join(kept, "&")
}

// Characters that may stay as they are, unescaped, in each part; an
// escape of an unreserved character is decoded everywhere.
const (
	pathKeep  = "/:@!$&'()*+,;="
	queryKeep = "/?:@!$'()*+,;=&"
	// fragmentKeep is what the URL standard's fragment percent-encode
	// set leaves alone: every printable ASCII character but the space,
	// " < > and ` (a '%' starts an escape, or is escaped when it does not).
	fragmentKeep = "/?:@!$&'()*+,;=#[]\\^{|}"
)

// removeDotSegments resolves . and .. as RFC 3986 5.2.4 says, keeping
// everything else, a trailing slash included.
func removeDotSegments(p string) string {
	if p == "" {
		return "/"
	}
	if !strings.Contains(p, ".") {
		if p[0] != '/' {
			return "/" + p
		}
		return p
	}
	segs := strings.Split(p, "/")
	out := make([]string, 0, len(segs))
	for i, s := range segs {
		last := i == len(segs)-1
		switch s {
		case ".":
			if last {
				out = append(out, "")
			}
		case "..":
			if len(out) > 1 {
				out = out[:len(out)-1]
			}
			if last {
				out = append(out, "")
			}
		default:
			out = append(out, s)
		}
	}
	r := strings.Join(out, "/")
	if !strings.HasPrefix(r, "/") {
		r = "/" + r
	}
	return r
}

// ErrInvalidURL marks a URL that cannot be visited: not http(s), or
// without a host.
var ErrInvalidURL = errors.New("invalid URL")
