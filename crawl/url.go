package crawl

import (
	"errors"
	"fmt"
	"net/url"
	"strings"
)

// ErrInvalidURL marks a URL that cannot be visited.
var ErrInvalidURL = errors.New("invalid URL")

// ParseURL checks that raw is an absolute http(s) URL with a host and
// returns it trimmed.
func ParseURL(raw string) (string, error) {
	s := strings.TrimSpace(raw)
	u, err := url.Parse(s)
	if err != nil {
		return "", fmt.Errorf("%w %q: %v", ErrInvalidURL, raw, errors.Unwrap(err))
	}
	switch strings.ToLower(u.Scheme) {
	case "http", "https":
	case "":
		return "", fmt.Errorf("%w %q: no scheme (want http:// or https://)", ErrInvalidURL, raw)
	default:
		return "", fmt.Errorf("%w %q: unsupported scheme %s: (want http or https)", ErrInvalidURL, raw, u.Scheme)
	}
	if u.Host == "" || u.Hostname() == "" {
		return "", fmt.Errorf("%w %q: no host", ErrInvalidURL, raw)
	}
	return s, nil
}
