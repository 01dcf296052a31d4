package sqldb

import (
	"github.com/rendercrawl/render/sink"

	"fmt"
	"strconv"
	"strings"
	"time"
)

// Filter selects the rows of one crawl that an export gives. Zero fields
// select everything.
type Filter struct {
	CrawlID string
	// StatusMin and StatusMax bound the HTTP status (0: no bound); see
	// ParseStatus.
	StatusMin, StatusMax int
	Mode                 string
	ErrorKind            string
	// Since keeps the rows fetched at or after it.
	Since time.Time
	// Fields are the keys of each exported JSON line (--fields,
	// --omit); the zero value keeps every key stored.
	Fields sink.Fields
}

// ParseStatus reads a status filter: a code (404) or a class (4xx).
func ParseStatus(s string) (lo, hi int, err error) {
	if len(s) == 3 && strings.HasSuffix(strings.ToLower(s), "xx") && s[0] >= '1' && s[0] <= '5' {
		c := int(s[0]-'0') * 100
		return c, c + 99, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 || n > 999 {
		return 0, 0, fmt.Errorf("%q is not a status code (404) or class (4xx)", s)
	}
	return n, n, nil
}

// Where is the filter as SQL conditions joined with AND (never empty: the
// crawl is always named) and their arguments; ph gives the n-th
// placeholder (from 1), ts a time as the backend stores it.
func (f Filter) Where(ph func(n int) string, ts func(time.Time) any) (string, []any) {
	var conds []string
	var args []any
	add := func(cond string, arg any) {
		args = append(args, arg)
		conds = append(conds, strings.Replace(cond, "?", ph(len(args)), 1))
	}
	add("crawl_id = ?", f.CrawlID)
	if f.StatusMin > 0 {
		add("status >= ?", f.StatusMin)
	}
	if f.StatusMax > 0 {
		add("status <= ?", f.StatusMax)
	}
	if f.Mode != "" {
		add("mode = ?", f.Mode)
	}
	if f.ErrorKind != "" {
		add("error_kind = ?", f.ErrorKind)
	}
	if !f.Since.IsZero() {
		add("fetched_at >= ?", ts(f.Since.UTC()))
	}
	return strings.Join(conds, " AND "), args
}
