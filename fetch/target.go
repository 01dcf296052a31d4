package fetch

import (
	"fmt"
	"net/url"
	"strconv"
	"strings"
)

// parseTarget validates a URL to fetch: it must parse, be http or https,
// and name a host (and a valid port, if any).
func parseTarget(raw string) (*url.URL, error) {
	s := strings.TrimSpace(raw)
	if s == "" {
		return nil, fmt.Errorf("%w: empty", ErrInvalidURL)
	}
	u, err := url.Parse(s)
	if err != nil {
		if ue, ok := err.(*url.Error); ok {
			err = ue.Err
		}
		return nil, fmt.Errorf("%w: %w", ErrInvalidURL, err)
	}
	switch u.Scheme { // url.Parse lowercases it
	case "http", "https":
	case "":
		return nil, fmt.Errorf("%w: missing scheme", ErrInvalidURL)
	default:
		return nil, fmt.Errorf("%w %q", ErrUnsupportedScheme, u.Scheme)
	}
	if u.Host == "" || u.Hostname() == "" {
		return nil, fmt.Errorf("%w: missing host", ErrInvalidURL)
	}
	if p := u.Port(); p != "" {
		n, err := strconv.Atoi(p)
		if err != nil || n < 1 || n > 65535 {
			return nil, fmt.Errorf("%w: bad port %q", ErrInvalidURL, p)
		}
	}
	return u, nil
}
