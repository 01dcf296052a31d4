package crawl

import (
	"bytes"
	"encoding/json"
	"strings"
	"unicode"

	"github.com/rendercrawl/render/internal/jslit"
)

// maxDataNames bounds the names a page's fetched data gives
// (dataNames): data that names more is an index of the site (a search
// index names every page), not what a page shows of it.
const maxDataNames = 10000

// maxNameLen bounds the length of a name.
const maxNameLen = 200

// dataNames lists the names the data a page's scripts fetched gives
// (learn.Sample.Names): the keys, the strings of one word and the whole
// numbers of its JSON bodies (and of the literals of its scripts that are
// data, render.Page.Fetched), as "/bins.html" in {"pages":
// ["/bins.html"]}, "lamp-7" or 101. A name of one character is a key
// ("4" of {"4": {"periods": ...}}, a route's timetable for /lines/4.html),
// not a value: a count of 3 names nothing. Data that names pages may be
// shown on the pages it names and not on others: a service alert for the
// bin collection pages, fetched by every page and shown on those only.
// cut says that the data gave more than maxDataNames, and names is then
// nil. A body that is not JSON names nothing.
func dataNames(fetched []Fetch) (names []string, cut bool) {
	seen := make(map[string]bool)
	add := func(s string, key bool) bool {
		if s == "" || len(s) > maxNameLen || seen[s] || strings.IndexFunc(s, unicode.IsSpace) >= 0 || len(s) == 1 && !key {
			return true
		}
		if len(seen) >= maxDataNames {
			return false
		}
		seen[s] = true
		names = append(names, s)
		return true
	}
	for _, f := range fetched {
		body := bytes.TrimSpace(f.Body)
		if len(body) == 0 || body[0] != '{' && body[0] != '[' {
			continue
		}
		d := json.NewDecoder(bytes.NewReader(body))
		d.UseNumber()
		var v any
		if d.Decode(&v) != nil {
			// A script's literal (window.TIMES = {'heart-failure': ...}):
			// bare keys and single quotes.
			took := true
			jslit.Walk(string(body), func(s string, key bool) bool { took = add(s, key); return took })
			if !took {
				return nil, true
			}
			continue
		}
		if !walkNames(v, add) {
			return nil, true
		}
	}
	return names, false
}

// walkNames hands add the keys (key true), strings and whole numbers of
// v, a decoded JSON value, until add returns false; it reports whether
// add took them all.
func walkNames(v any, add func(s string, key bool) bool) bool {
	switch v := v.(type) {
	case map[string]any:
		for k, e := range v {
			if !add(k, true) || !walkNames(e, add) {
				return false
			}
		}
	case []any:
		for _, e := range v {
			if !walkNames(e, add) {
				return false
			}
		}
	case string:
		return add(v, false)
	case json.Number:
		if _, err := v.Int64(); err == nil {
			return add(v.String(), false)
		}
	}
	return true
}
