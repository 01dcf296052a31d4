package learn

import (
	"net/url"
	"strings"
	"unicode"
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

// anyIn reports whether names hold one of vals (in lower case).
func anyIn(names map[string]bool, vals []string) bool {
	for _, v := range vals {
		if names[v] {
			return true
		}
	}
	return false
}

// pageNames are the names data may give the page at raw, in lower case:
// its URL, its path with and without the leading slash (and with
// index.html for a directory, without the trailing slash), with its
// query too, its file name with and without the extension (and without
// it, with its hyphens as underscores and its underscores as hyphens:
// hollin-gill-mine of hollin_gill_mine.html) (and its directory's name
// when it is an index: indexDir), its directories that
// hold a digit (numberedDirs), the numbers in its file name
// (fileNumbers), and the values of its query ("m01" of
// match.html?id=m01). Its file name may be of one character ("4" of
// /lines/4.html), and so may a number in it: data gives such names only
// as keys (crawl's dataNames). A value of its query may not (page=2 of a
// list: the keys "0" to "9" of a list of points would name every page of
// it).
func pageNames(raw string) []string {
	names := namesOf(raw, 2)
	u, err := url.Parse(raw)
	if err != nil {
		return names
	}
	if d := indexDir(u.Path); d != "" {
		names = append(names, strings.ToLower(d))
	}
	names = append(names, fileNumbers(u.Path)...)
	return append(names, fileCodes(u.Path)...)
}

// numberedDirs is the names of the directories of path that hold a
// digit, in lower case, at most maxFileNumbers: a date, a year, an id
// (2025-06 of /concerts/2025-06/spring-concert.html, a concert its
// script looks up by month), where a directory of letters alone is a
// section every page of the kind shares, which names none of them.
func numberedDirs(path string) []string {
	dirs := strings.Split(strings.Trim(path, "/"), "/")
	var out []string
	for _, d := range dirs[:len(dirs)-1] {
		if len(out) < maxFileNumbers && strings.ContainsAny(d, "0123456789") {
			out = append(out, strings.ToLower(d))
		}
	}
	return out
}

// indexDir is the name of the directory of the index page at path
// (/cars/estate/index.html: estate), as the page goes by when its URL
// ends with the directory (/cars/estate/); "" for any other page. A
// page's own data is not named by it (ownData): the data of a page
// sits in its directory as often as it is named after it.
func indexDir(path string) string {
	i := strings.LastIndexByte(path, '/')
	if i < 0 {
		return ""
	}
	file := path[i+1:]
	if j := strings.LastIndexByte(file, '.'); j > 0 {
		file = file[:j]
	}
	if !strings.EqualFold(file, "index") {
		return ""
	}
	dir := path[:i]
	return dir[strings.LastIndexByte(dir, '/')+1:]
}

// fileNumbers is the numbers of the name of the file at path, each run
// of digits of its base (without its extension) that is not all of it,
// as it is and without its leading zeros: 05 and 5 of plot-05.html, a
// plot whose row in the data a script fetched is keyed 5. A file name of
// digits alone is a name as it is (namesOf).
func fileNumbers(path string) []string {
	base := fileBase(path)
	var out []string
	for i := 0; i < len(base); {
		if base[i] < '0' || base[i] > '9' {
			i++
			continue
		}
		j := i
		for j < len(base) && base[j] >= '0' && base[j] <= '9' {
			j++
		}
		if j-i < len(base) && len(out) < 2*maxFileNumbers {
			run := base[i:j]
			out = append(out, run)
			if t := strings.TrimLeft(run, "0"); t != "" && t != run {
				out = append(out, t)
			}
		}
		i = j
	}
	return out
}

// fileCodes is the codes of the name of the file at path: each word of
// its base (without its extension), between hyphens, underscores and
// dots, that holds both a letter and a digit and is not all of it, in
// lower case: d1 of d1-sir-tom.html, an engine its script looks up by
// its number D1. Its number alone (fileNumbers: 1) is another engine's,
// No. 1's (no1-dufton.html): a page whose render showed nothing tells
// nothing of the shape of an entry its code may be (kind.noteShapes).
func fileCodes(path string) []string {
	base := fileBase(path)
	var out []string
	for _, w := range strings.FieldsFunc(base, func(r rune) bool { return r == '-' || r == '_' || r == '.' }) {
		if len(out) < maxFileNumbers && w != base && strings.ContainsAny(w, "0123456789") && strings.IndexFunc(w, unicode.IsLetter) >= 0 {
			out = append(out, strings.ToLower(w))
		}
	}
	return out
}

// fileBase is the name of the file at path without its extension.
func fileBase(path string) string {
	base := strings.Trim(path, "/")
	base = base[strings.LastIndexByte(base, '/')+1:]
	if i := strings.LastIndexByte(base, '.'); i > 0 {
		base = base[:i]
	}
	return base
}

// maxFileNumbers bounds the runs of digits fileNumbers reads, and the
// codes fileCodes does.
const maxFileNumbers = 4

// namesOf is pageNames, without the numbers of its file name or the
// name of an index's directory, with the values of the query of at
// least least characters: /data/archive/2024.json is the own data of
// /archive/2024/march.html (ownData).
func namesOf(raw string, least int) []string {
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
		// A slug's other separator: hollin-gill-mine of
		// hollin_gill_mine.html, as the data a script looks it up in
		// may write it, and the other way round.
		if stem := file[:i]; strings.ContainsAny(stem, "-_") {
			add(strings.ReplaceAll(stem, "_", "-"))
			add(strings.ReplaceAll(stem, "-", "_"))
		}
	}
	out = append(out, numberedDirs(u.Path)...)
	for _, vs := range u.Query() {
		for _, v := range vs {
			if len(v) >= least {
				add(v)
			}
		}
	}
	return out
}

// ownData reports whether one of the URLs of data, as a page's scripts
// asked for it, names the page at raw: a segment of its path, with or
// without its extension, or a value of its query is one of the page's
// names (namesOf, with query values of one character: an id of one
// digit is a name here), as
// /api/comments/<slug>.json for /posts/<slug>.html or /reviews?lamp=7
// for /lamp/7; or one of attrs, the values of the page's data
// attributes (Sample.Own), as /data/classes/<code>.json for a page whose
// <div data-code> holds the code. A name may be a part of the file name
// too (partNamed), as /data/facts/planet-mercury.json for
// /planets/mercury.html.
func ownData(raw string, data []string, attrs ...string) bool {
	if len(data) == 0 {
		return false
	}
	names := make(map[string]bool)
	for _, n := range namesOf(raw, 1) {
		names[n] = true
	}
	for _, a := range attrs {
		names[strings.ToLower(a)] = true
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
			if seg != "" && names[seg] || base != "" && names[base] || partNamed(names, base) {
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

// partNamed reports whether one of names, of three characters or more,
// is a part of base between hyphens or underscores, or its start or
// end: planet-mercury holds mercury, tips_cold-frame holds cold-frame.
// "index" is not: the name of a directory's page is no page's own, and
// a search index's files are named so (javadoc's index.html fetches
// package-search-index.zip).
func partNamed(names map[string]bool, base string) bool {
	bounds := []int{-1}
	for i := 0; i < len(base) && len(bounds) <= maxNameParts; i++ {
		if base[i] == '-' || base[i] == '_' {
			bounds = append(bounds, i)
		}
	}
	if len(bounds) == 1 || len(bounds) > maxNameParts {
		return false
	}
	bounds = append(bounds, len(base))
	for a := 0; a < len(bounds); a++ {
		for b := a + 1; b < len(bounds); b++ {
			if n := base[bounds[a]+1 : bounds[b]]; len(n) >= 3 && n != base && n != "index" && names[n] {
				return true
			}
		}
	}
	return false
}

// maxNameParts bounds the parts partNamed reads a file name in.
const maxNameParts = 16

// maxProbes bounds the URLs of a page's own data a kind asks for each
// page it keeps on HTTP (kind.probes).
const maxProbes = 2

// probeSlug is the slug of the page at raw, as a script names its own
// data by it: its file name without its extension
// (/catalogue/m-hwc-1-4.html: m-hwc-1-4), or the last directory of a
// path that ends in one (/posts/first-light/: first-light); "" for
// none, for "index", and for one of fewer than minProbeSlug characters.
func probeSlug(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return ""
	}
	seg := strings.TrimSuffix(u.Path, "/")
	seg = seg[strings.LastIndexByte(seg, '/')+1:]
	if strings.HasSuffix(u.Path, "/") {
		// the directory is the page
	} else if i := strings.LastIndexByte(seg, '.'); i > 0 {
		seg = seg[:i]
	}
	if len(seg) < minProbeSlug || strings.EqualFold(seg, "index") {
		return ""
	}
	return seg
}

// minProbeSlug: a slug shorter than this (a page numbered 7) names its
// data too seldom for the crawler to ask for it.
const minProbeSlug = 3

// probeTemplate is data's URL with the slug of the page at raw
// (probeSlug) taken out of the path segment that is it, with or without
// an extension (/data/notes/m-hwc-1-4.json for
// /catalogue/m-hwc-1-4.html), as the place another page's slug goes
// (Learner.Probes); ok is false when no segment is the slug or data is
// on another host than the page.
func probeTemplate(raw, data string) (string, bool) {
	slug := probeSlug(raw)
	if slug == "" {
		return "", false
	}
	p, err1 := url.Parse(raw)
	d, err2 := url.Parse(data)
	if err1 != nil || err2 != nil || d.Host != p.Host || d.Scheme != p.Scheme {
		return "", false
	}
	segs := strings.Split(d.EscapedPath(), "/")
	for i, seg := range segs {
		base, ext := seg, ""
		if j := strings.LastIndexByte(seg, '.'); j > 0 {
			base, ext = seg[:j], seg[j:]
		}
		if u, err := url.PathUnescape(base); err == nil && strings.EqualFold(u, slug) {
			segs[i] = probeSlot + ext
			return d.Scheme + "://" + d.Host + strings.Join(segs, "/") + queryOf(d), true
		}
	}
	return "", false
}

// probeSlot holds the place of a page's slug in a probe's template.
const probeSlot = "\x00"

// queryOf is u's query with its "?", or "".
func queryOf(u *url.URL) string {
	if u.RawQuery == "" {
		return ""
	}
	return "?" + u.RawQuery
}

// probeURL is the template tpl (probeTemplate) with the slug of the page
// at raw in its place; "" when the page has none.
func probeURL(tpl, raw string) string {
	slug := probeSlug(raw)
	if slug == "" {
		return ""
	}
	return strings.Replace(tpl, probeSlot, url.PathEscape(slug), 1)
}
