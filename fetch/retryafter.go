package fetch

import (
	"net/http"
	"strconv"
	"strings"
	"time"
)

// RetryAfter parses the Retry-After header of h, in delay-seconds or as an
// HTTP-date, into the wait from now. A date in the past gives 0. It reports
// false when the header is absent or malformed.
func RetryAfter(h http.Header, now time.Time) (time.Duration, bool) {
	v := strings.TrimSpace(h.Get("Retry-After"))
	if v == "" {
		return 0, false
	}
	if v[0] >= '0' && v[0] <= '9' {
		secs, err := strconv.ParseInt(v, 10, 64)
		if err != nil {
			if ne, ok := err.(*strconv.NumError); ok && ne.Err == strconv.ErrRange {
				return maxDuration, true
			}
			return 0, false
		}
		if secs > int64(maxDuration/time.Second) {
			return maxDuration, true
		}
		return time.Duration(secs) * time.Second, true
	}
	t, err := http.ParseTime(v)
	if err != nil {
		return 0, false
	}
	d := t.Sub(now)
	if d < 0 {
		d = 0
	}
	return d, true
}

const maxDuration = time.Duration(1<<63 - 1)
