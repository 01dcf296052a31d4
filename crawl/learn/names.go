package learn

import (
	"net/url"
	"strings"
)

// namedIn reports whether names (lower case) hold one of the names of the
// page at raw (pageNames).
func namedIn(names map[string]bool, raw string) bool {
	for _, n := range pageNames(raw) {
		if names[n] {
			return true
		}
	}
	return false
}

// pageNames are the names data may give the page at raw, in lower case:
// its URL, its path with and without the leading slash (and with
// index.html for a directory, without the trailing slash), with its
// query too, its file name with and without the extension, and the
// values of its query ("m01" of match.html?id=m01). A name of one
// character ("4" of /lines/4.html) is one too: data gives such names
// only as keys (crawl's dataNames).
func pageNames(raw string) []string {
	u, err := url.Parse(raw)
	if err != nil {
		return nil
	}
	u.Fragment, u.RawFragment = "", ""
	var out []string
	add := func(s string) {
		if s != "" {
			out = append(out, strings.ToLower(s))
		}
	}
	add(u.String())
	paths := []string{u.Path}
	if strings.HasSuffix(u.Path, "/") {
		paths = append(paths, u.Path+"index.html", strings.TrimSuffix(u.Path, "/"))
	}
	for _, p := range paths {
		add(p)
		add(strings.TrimPrefix(p, "/"))
		if u.RawQuery != "" {
			add(p + "?" + u.RawQuery)
			add(strings.TrimPrefix(p, "/") + "?" + u.RawQuery)
		}
	}
	file := strings.Trim(u.Path, "/")
	file = file[strings.LastIndexByte(file, '/')+1:]
	add(file)
	if i := strings.LastIndexByte(file, '.'); i > 0 {
		add(file[:i])
	}
	for _, vs := range u.Query() {
		for _, v := range vs {
			add(v)
		}
	}
	return out
}

// ownData reports whether one of the URLs of data, as a page's scripts
// asked for it, names the page at raw: a segment of its path, with or
// without its extension, or a value of its query is one of the page's
// names (pageNames: an id of one digit is a name too), as
// /api/comments/<slug>.json for /posts/<slug>.html or /reviews?lamp=7
// for /lamp/7.
func ownData(raw string, data []string) bool {
	if len(data) == 0 {
		return false
	}
	names := make(map[string]bool)
	for _, n := range pageNames(raw) {
		names[n] = true
	}
	for _, d := range data {
		u, err := url.Parse(d)
		if err != nil {
			continue
		}
		for _, seg := range strings.Split(u.Path, "/") {
			seg = strings.ToLower(seg)
			base := seg
			if i := strings.LastIndexByte(seg, '.'); i > 0 {
				base = seg[:i]
			}
			if seg != "" && names[seg] || base != "" && names[base] {
				return true
			}
		}
		for _, vs := range u.Query() {
			for _, v := range vs {
				if v != "" && names[strings.ToLower(v)] {
					return true
				}
			}
		}
	}
	return false
}
