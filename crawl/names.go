package crawl

import (
	"archive/zip"
	"bytes"
	"encoding/json"
	"encoding/xml"
	"fmt"
	"io"
	"iter"
	"maps"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/rendercrawl/render/crawl/learn"
	"github.com/rendercrawl/render/internal/jslit"
	"go.yaml.in/yaml/v3"
)

// zipMagic starts a zip archive, whose names are its files' (zipNames).
var zipMagic = []byte("PK\x03\x04")

// binaryData reports whether a body of data is bytes rather than text:
// not UTF-8, or with a NUL, as the renderer tells them (render's
// fetchedBodies keeps them as they are).
func binaryData(body []byte) bool {
	return !utf8.Valid(body) || bytes.IndexByte(body, 0) >= 0
}

// maxDataNames bounds the names a page's fetched data gives
// (dataNames): data that names more is an index of the site (a search
// index names every page), not what a page shows of it.
const maxDataNames = 10000

// maxPhraseNames bounds the names of a few words a page's fetched data
// gives (dataNames: their slugs).
const maxPhraseNames = 1000

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
// A table of delimited text (CSV, TSV, pipes: delimitedFields) gives its fields,
// the first of each row as a key, the others as values: 9781529922 of
// a stock list keyed by ISBN; TOML and INI
// (iniNames) and a YAML block (yamlNames) their keys and their values;
// a table aligned by spaces (alignedFields) its fields, as delimited
// text's;
// XML (xmlNames) its attributes' values and its texts:
// FW-3417 of <item sku="FW-3417"> in a stock list; iCalendar and vCard
// (calendarNames) their values, and a UID's part before @;
// a zip archive (zipNames) the names of its files. A name of two to
// eight words, in any of them, is its slug (phraseSlug): rose-de-berne
// of <variety name="Rose de Berne">; a longer string is prose, and none.
// Each name is given as a page may write it too, uncounted towards
// maxDataNames: a date of numbers as the ISO days it may be (isoDates),
// a padded number unpadded (unpadded), a code without its dots
// (compact); and a Markdown file's headings are keys (headingKeys).
// cut says that the data gave more than maxDataNames, and names is then
// nil. Any other body names nothing.
func dataNames(fetched []Fetch) (names []string, cut bool) {
	seen := make(map[string]bool)
	// phrases counts the slugs, variants the names added as a page may
	// write them: neither counts towards maxDataNames.
	phrases, variants := 0, 0
	add := func(s string, key bool) bool {
		forms := nameForms(s, key)
		switch {
		case len(forms) == 0 || seen[s]:
			return true
		case strings.IndexFunc(s, unicode.IsSpace) >= 0:
			// A name of a few words (a variety, "Rose de Berne"), as a
			// page goes by it: its slug (phraseSlug). They are not what
			// makes data an index of the site, and take no share of
			// maxDataNames: past maxPhraseNames, no more are taken.
			if slug := forms[0]; !seen[slug] && phrases < maxPhraseNames {
				seen[slug] = true
				phrases++
				names = append(names, slug)
			}
			return true
		case len(seen)-phrases-variants >= maxDataNames:
			return false
		}
		seen[s] = true
		names = append(names, s)
		for _, v := range forms[1:] {
			if !seen[v] {
				seen[v] = true
				variants++
				names = append(names, v)
			}
		}
		return true
	}
	for _, f := range fetched {
		body := bytes.TrimSpace(f.Body)
		if len(body) == 0 || binaryData(body) && !bytes.HasPrefix(body, zipMagic) {
			// A binary file, but for a zip archive, names nothing.
			continue
		}
		if body[0] == '<' {
			if !xmlNames(body, add) {
				return nil, true
			}
			continue
		}
		if bytes.HasPrefix(body, zipMagic) {
			if !zipNames(body, add) {
				return nil, true
			}
			continue
		}
		if bytes.HasPrefix(body, []byte("BEGIN:")) {
			if !calendarNames(body, add) {
				return nil, true
			}
			continue
		}
		// A TOML or INI file may start with a section ([session-07]),
		// as a JSON array starts.
		if body[0] != '{' && (body[0] != '[' || tomlSection.Match(body) && !json.Valid(body)) {
			before := len(names)
			lines := textLines(f.Body)
			if rows := pipeRows(lines); len(rows) >= 2 {
				// A Markdown table, amid prose or not: its rows' fields.
				lines = rows
			}
			table, took := delimitedFields(lines, add)
			switch {
			case table:
			case iniLike(lines):
				took = iniNames(lines, add)
			default:
				if table, took = alignedFields(lines, add); !table {
					took = yamlNames(lines, add)
				}
			}
			if took && !table && len(names) == before {
				// Neither a table, TOML, INI nor YAML named anything:
				// a Markdown file's headings may (not a YAML file's
				// comments).
				took = headingKeys(lines, add)
			}
			if !took {
				return nil, true
			}
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
		// JSON Lines: one value after another, each named.
		for {
			if !walkNames(v, add) {
				return nil, true
			}
			if v = nil; d.Decode(&v) != nil {
				break
			}
		}
	}
	return names, false
}

// nameForms is the names s, a string of data (a key or not), gives
// (dataNames): none for a string too long, or of one character that is
// not a key; the slug of a name of a few words (phraseSlug), or none for
// prose; else s itself, then s as a page may write it (writtenAs).
func nameForms(s string, key bool) []string {
	switch {
	case s == "" || len(s) > maxNameLen || len(s) == 1 && !key:
		return nil
	case strings.IndexFunc(s, unicode.IsSpace) >= 0:
		if slug, ok := phraseSlug(s); ok {
			return []string{slug}
		}
		return nil
	}
	return append([]string{s}, writtenAs(s)...)
}

// writtenAs is the name s of data as a page may write it: a date as
// the ISO days it may be (01/02/2025, a call-out's debrief keyed by its
// date, is 2025-02-01 of the call-out's page: pageDates), a number
// without its leading zeros (session-07 of "Session 7"), a code without
// its dots (B.17 of a drawing b017.svg).
func writtenAs(s string) []string {
	out := isoDates(s)
	for _, v := range []string{unpadded(s), compact(s)} {
		if v != "" {
			out = append(out, v)
		}
	}
	return out
}

// dayFirst and yearFirst are a date of numbers, day (or month) first
// and year first, as data writes them: 01/02/2025, 2025-02-01, 1.2.2025.
var (
	dayFirst  = regexp.MustCompile(`^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$`)
	yearFirst = regexp.MustCompile(`^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})$`)
)

// isoDates is the days (2025-02-01) a date of numbers in data may be:
// 01/02/2025 is the first of February, as a British site writes it, and
// the second of January, as an American one does; both, when each
// reads as a day. None for any other name.
func isoDates(s string) []string {
	if len(s) < 8 || len(s) > 10 {
		return nil
	}
	var out []string
	add := func(y, m, d string) {
		mi, di := atoiSmall(m), atoiSmall(d)
		if mi >= 1 && mi <= 12 && di >= 1 && di <= 31 {
			if iso := fmt.Sprintf("%s-%02d-%02d", y, mi, di); iso != s && !slices.Contains(out, iso) {
				out = append(out, iso)
			}
		}
	}
	if m := dayFirst.FindStringSubmatch(s); m != nil {
		add(m[3], m[2], m[1])
		add(m[3], m[1], m[2])
	} else if m := yearFirst.FindStringSubmatch(s); m != nil {
		add(m[1], m[2], m[3])
	}
	return out
}

// atoiSmall is the value of a run of one or two digits, -1 for any
// other string.
func atoiSmall(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' || i >= 2 {
			return -1
		}
		n = n*10 + int(s[i]-'0')
	}
	if s == "" {
		return -1
	}
	return n
}

// unpadded is s with the leading zeros of each of its runs of digits
// taken out (session-07: session-7; a run of zeros alone is 0), or ""
// when it has none, or no letter: a name of digits alone is a code of
// its own (007), and a date or a time (09:00) is read as such.
func unpadded(s string) string {
	if !strings.ContainsFunc(s, func(r rune) bool { return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' }) {
		return ""
	}
	var b strings.Builder
	changed := false
	for i := 0; i < len(s); {
		if s[i] < '0' || s[i] > '9' {
			b.WriteByte(s[i])
			i++
			continue
		}
		j := i
		for j < len(s) && s[j] >= '0' && s[j] <= '9' {
			j++
		}
		run := strings.TrimLeft(s[i:j], "0")
		if run == "" {
			run = "0"
		}
		changed = changed || run != s[i:j]
		b.WriteString(run)
		i = j
	}
	if !changed {
		return ""
	}
	return b.String()
}

// compact is a code of letters and digits with dots, hyphens or
// slashes between them without those (B.17: B17, as a specimen's
// drawing b017.svg names it; FW-3417: FW3417), or "" for any other name
// or one of more than maxCompact characters.
func compact(s string) string {
	if len(s) > maxCompact || !strings.ContainsAny(s, ".-/") || !strings.ContainsAny(s, "0123456789") {
		return ""
	}
	letter := false
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '.' || c == '-' || c == '/':
		case c >= '0' && c <= '9':
			b.WriteByte(c)
		case c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
			letter = true
			b.WriteByte(c)
		default:
			return ""
		}
	}
	if !letter {
		return ""
	}
	return b.String()
}

// maxCompact bounds the length of a code compact reads.
const maxCompact = 16

// textLines is the lines of a body of text, without their line ends and
// without the blank lines: only those, not the spaces and tabs a line
// ends with, as a row of a TSV whose last fields are empty
// ("levels-flat\t42\t\t\t") ends with its tabs.
func textLines(body []byte) []string {
	var out []string
	for _, l := range strings.Split(string(body), "\n") {
		l = strings.TrimSuffix(l, "\r")
		if strings.TrimSpace(l) != "" {
			out = append(out, l)
		}
	}
	return out
}

// delimitedFields hands add the fields of a body's lines, unquoted and
// trimmed, when they are a table of delimited text (table): at least two
// lines, each of the first ones of as many fields as the first, at least
// two, split at commas, tabs, semicolons or pipes outside double quotes
// (splitFields: "Okonkwo, Grace" is one field). Prose seldom holds a tab
// or a pipe: split at those, the lines may be of fewer fields than the
// first, two at least (a row that leaves out its last columns, as
// "garlic | plant cloves: October" under a header of four). The first
// field of each line is a key (a row's key names one character: 5 of a
// plot's row, for plot-05.html), the others values. took reports
// whether add took them all.
func delimitedFields(lines []string, add func(s string, key bool) bool) (table, took bool) {
	lines = uncommented(lines)
	sep := separator(lines)
	if sep == 0 {
		return false, true
	}
	rows := make([][]string, len(lines))
	for i, l := range lines {
		fs := splitFields(l, sep)
		for j, f := range fs {
			fs[j] = strings.Trim(strings.TrimSpace(f), `"'`)
		}
		rows[i] = fs
	}
	sparse := sparseColumns(rows)
	for i, fs := range rows {
		if i > 0 && len(sparse) > 0 && !slices.ContainsFunc(sparse, func(j int) bool { return j < len(fs) && fs[j] != "" }) {
			// A row whose sparse cells are all empty (a talk's note
			// left blank, as on most rows) has nothing for its page:
			// its key names no page with an entry.
			continue
		}
		for j, f := range fs {
			if !add(f, j == 0) {
				return true, false
			}
		}
	}
	return true, true
}

// tableSep is the separator of lines that are a table of delimited
// text (delimitedFields), or 0.
func tableSep(lines []string) byte {
	return separator(uncommented(lines))
}

// separator is tableSep's of lines as they are.
func separator(lines []string) byte {
	if len(lines) < 2 {
		return 0
	}
	for _, d := range []byte{',', '\t', ';', '|'} {
		n := len(splitFields(lines[0], d))
		if n < 2 {
			continue
		}
		same := true
		for _, l := range lines[1:min(len(lines), 6)] {
			m := len(splitFields(l, d))
			same = same && (m == n || m >= 2 && (d == '\t' || d == '|'))
		}
		if same {
			return d
		}
	}
	return 0
}

// sparseColumns is the columns of a table's rows (the first a header or
// not) that are filled on a few rows only, at most a third of them, and
// on one at least, when it has minSparseRows rows or more: a note, a
// correction, a notice, kept for some rows of a list that has a row for
// every page (a talk's notes by date, most of them blank).
func sparseColumns(rows [][]string) []int {
	if len(rows)-1 < minSparseRows {
		return nil
	}
	var out []int
	for j := 0; j < len(rows[0]); j++ {
		filled := 0
		for _, fs := range rows[1:] {
			if j < len(fs) && fs[j] != "" {
				filled++
			}
		}
		if filled > 0 && filled*3 <= len(rows)-1 {
			out = append(out, j)
		}
	}
	return out
}

// minSparseRows: a table of fewer rows than this has no sparse columns
// (sparseColumns).
const minSparseRows = 6

// pipeRows is the rows of the Markdown tables in lines, each without its
// outer pipes, the lines that rule a table's header off (|---|:--:|)
// left out: a table of shows keyed by code amid a file's prose, as
// "| FOS | Ruth Amble |". Fewer than two rows are none.
func pipeRows(lines []string) []string {
	var rows []string
	for _, l := range lines {
		l = strings.TrimSpace(l)
		if len(l) < 2 || l[0] != '|' {
			continue
		}
		l = strings.TrimSuffix(l[1:], "|")
		if strings.Trim(l, "-:| \t") == "" {
			continue
		}
		rows = append(rows, l)
	}
	return rows
}

// alignedFields hands add the fields of a body's lines, as
// delimitedFields does, when they are a table of columns aligned by
// spaces (table): at least two lines but comments (#), each of the
// first ones of two fields or more between runs of two spaces or more
// (splitAligned): "coventry-ring   48   22" is a row keyed
// coventry-ring. Prose seldom puts two spaces inside every line.
func alignedFields(lines []string, add func(s string, key bool) bool) (table, took bool) {
	var rows [][]string
	for _, l := range lines {
		if t := strings.TrimSpace(l); t == "" || t[0] == '#' {
			continue
		}
		rows = append(rows, splitAligned(l))
	}
	if len(rows) < 2 {
		return false, true
	}
	for _, r := range rows[:min(len(rows), 6)] {
		if len(r) < 2 {
			return false, true
		}
	}
	for _, r := range rows {
		for i, f := range r {
			if !add(f, i == 0) {
				return true, false
			}
		}
	}
	return true, true
}

// zipNames hands add the names of the files of a zip archive (body), as
// keys, with and without their extensions and folders: broad-beans of
// produce/broad-beans.txt in a produce.zip a script unpacks, to show the
// file of the page it is on. It reports whether add took them all; an
// archive it cannot read names nothing.
func zipNames(body []byte, add func(s string, key bool) bool) bool {
	z, err := zip.NewReader(bytes.NewReader(body), int64(len(body)))
	if err != nil {
		return true
	}
	for _, f := range z.File {
		name := f.Name[strings.LastIndexByte(f.Name, '/')+1:]
		if name == "" {
			continue
		}
		if !add(name, true) {
			return false
		}
		if i := strings.LastIndexByte(name, '.'); i > 0 && !add(name[:i], true) {
			return false
		}
	}
	return true
}

// splitAligned splits a line of a table aligned by spaces at each run
// of two spaces or more (or a tab), its fields trimmed.
func splitAligned(line string) []string {
	var out []string
	for _, f := range regexpAligned.Split(strings.TrimSpace(line), -1) {
		if f != "" {
			out = append(out, f)
		}
	}
	return out
}

// regexpAligned is the gap between two columns of a table aligned by
// spaces.
var regexpAligned = regexp.MustCompile(`\s{2,}|\t`)

// splitFields splits a line of delimited text at sep, but not within a
// field in double quotes, whose doubled quotes are one; the quotes stay
// (delimitedFields trims them).
func splitFields(line string, sep byte) []string {
	var out []string
	var b strings.Builder
	quoted := false
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch {
		case c == '"' && quoted && i+1 < len(line) && line[i+1] == '"':
			b.WriteByte('"')
			i++
		case c == '"' && (quoted || strings.TrimSpace(b.String()) == ""):
			quoted = !quoted
			b.WriteByte(c)
		case c == sep && !quoted:
			out = append(out, b.String())
			b.Reset()
		default:
			b.WriteByte(c)
		}
	}
	return append(out, b.String())
}

// iniSection and iniPair are the lines of TOML and INI: a section
// ([routes.coast-loop]) and a key with its value (minutes = 150).
var (
	// tomlSection is a body that starts with a section of a TOML or
	// INI file, its name of word characters, dots and hyphens (not a
	// JSON array, ["a", 1]; nor a script's, ['a']).
	tomlSection = regexp.MustCompile(`^\[\[?[\w.-]+\]\]?[ \t]*\r?\n`)
	iniSection  = regexp.MustCompile(`^\s*\[\[?\s*([^\]]+?)\s*\]\]?\s*$`)
	iniPair     = regexp.MustCompile(`^\s*([A-Za-z0-9_][\w.-]*|"[^"]+")\s*=\s*(.*)$`)
	// colonPair is a line of a section of a hand-kept file ("since:
	// 2026-03-14"), as iniEntries reads it.
	colonPair = regexp.MustCompile(`^([A-Za-z][\w-]*)\s*:\s*(.*)$`)
)

// proseField is the field of a section's lines of prose (iniEntries):
// no key a file can name.
const proseField = "(prose)"

// iniLike reports whether a body's lines read as TOML or INI: the first
// that is not blank or a comment is a section or a key with its value.
func iniLike(lines []string) bool {
	for _, l := range lines {
		t := strings.TrimSpace(l)
		if t == "" || t[0] == '#' || t[0] == ';' {
			continue
		}
		return iniSection.MatchString(t) || iniPair.MatchString(t)
	}
	return false
}

// iniNames hands add the keys (key true) of a TOML or INI body's lines
// (or of Java's properties), its sections' names, each part of a dotted
// key or name (routes, coast-loop; session, 03, cron of session.03.cron:
// the session page 03-womens-workshop.html's times), and its values of
// one word. It reports whether add took
// them all.
func iniNames(lines []string, add func(s string, key bool) bool) bool {
	for _, l := range lines {
		t := strings.TrimSpace(l)
		if t == "" || t[0] == '#' || t[0] == ';' {
			continue
		}
		if m := iniSection.FindStringSubmatch(t); m != nil {
			for _, part := range strings.Split(m[1], ".") {
				if !add(strings.Trim(strings.TrimSpace(part), `"'`), true) {
					return false
				}
			}
			continue
		}
		if m := iniPair.FindStringSubmatch(t); m != nil {
			key := strings.Trim(m[1], `"`)
			if !add(key, true) {
				return false
			}
			if parts := strings.Split(key, "."); len(parts) > 1 && !quotedKey(m[1]) {
				for _, part := range parts {
					if !add(part, true) {
						return false
					}
				}
			}
			if v := strings.Trim(strings.TrimSpace(m[2]), `"'`); v != "" && !add(v, false) {
				return false
			}
		}
	}
	return true
}

// quotedKey reports whether a key of iniPair is quoted ("a.b" is one
// name).
func quotedKey(key string) bool { return strings.HasPrefix(key, `"`) }

// yamlLine is a line of a YAML block: a key and its value, or an item of
// a list (key empty).
var yamlLine = regexp.MustCompile(`^\s*(?:-\s+)?(?:([A-Za-z0-9_][\w.-]*)\s*:(?:\s+|$))?(.*)$`)

// yamlNames hands add the keys (key true) and the values of one word of
// a body's lines when they read as YAML: its first line that is not blank or a
// comment is a key and a value, or an item of a list, and no line opens
// a tag. It reports whether add took them all (true when body is no
// YAML).
func yamlNames(lines []string, add func(s string, key bool) bool) bool {
	first := true
	for _, l := range lines {
		t := strings.TrimSpace(l)
		if t == "" || t[0] == '#' || t == "---" {
			continue
		}
		if t[0] == '<' {
			return true
		}
		m := yamlLine.FindStringSubmatch(l)
		if first {
			first = false
			if m == nil || m[1] == "" && !strings.HasPrefix(t, "- ") {
				return true
			}
		}
		if m == nil {
			continue
		}
		if m[1] != "" && !add(m[1], true) {
			return false
		}
		if v := strings.Trim(strings.TrimSpace(m[2]), `"'`); v != "" && !add(v, false) {
			return false
		}
	}
	return true
}

// headingKeys hands add, as keys, the texts of the headings of a
// Markdown document (its lines that start with one to six "#" and a
// space), when it has two or more: a file of sections, one a page,
// headed by the page's name ("## hollin-gill-mine" of a society's trip
// reports, shown under each trip's page by a script that looks its
// section up). A YAML file's comments may read as such headings; they
// seldom name a page. It reports whether add took them all.
func headingKeys(lines []string, add func(s string, key bool) bool) bool {
	var heads []string
	for _, l := range lines {
		n := 0
		for n < len(l) && n < 7 && l[n] == '#' {
			n++
		}
		if n == 0 || n > 6 || n >= len(l) || l[n] != ' ' {
			continue
		}
		if h := strings.TrimSpace(strings.TrimRight(strings.TrimSpace(l[n:]), "#")); h != "" {
			heads = append(heads, h)
		}
	}
	if len(heads) < 2 {
		return true
	}
	for _, h := range heads {
		if !add(h, true) {
			return false
		}
	}
	return true
}

// dataDecoder reads body as strict XML, in whatever charset it says
// it is in (its bytes as they are).
func dataDecoder(body []byte) *xml.Decoder {
	d := xml.NewDecoder(bytes.NewReader(body))
	d.Strict = true
	d.CharsetReader = func(_ string, r io.Reader) (io.Reader, error) { return r, nil }
	return d
}

// xmlNames hands add the values of the attributes (not a class or a
// style) and the texts of one word of body, when it is well-formed XML (a stock list, a feed); a
// body that is not (an HTML fragment with a <br>, a page) names nothing.
// It reports whether add took them all; the names are handed over only
// once the whole body has read as XML.
func xmlNames(body []byte, add func(s string, key bool) bool) bool {
	d := dataDecoder(body)
	var vals []string
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return true
		}
		switch t := tok.(type) {
		case xml.StartElement:
			for _, a := range t.Attr {
				if a.Name.Local != "class" && a.Name.Local != "style" {
					vals = append(vals, strings.TrimSpace(a.Value))
				}
			}
		case xml.CharData:
			if v := strings.TrimSpace(string(t)); v != "" {
				vals = append(vals, v)
			}
		}
		if len(vals) > 4*maxDataNames {
			break
		}
	}
	for _, v := range vals {
		if !add(v, false) {
			return false
		}
	}
	return true
}

// calendarNames hands add the values of one word of an iCalendar or
// vCard body's lines (NAME;PARAM=X:VALUE), and of a UID, the part
// before its @ too: black-holes of UID:black-holes@fenmoor, the show a
// planetarium's page looks its times up by. It reports whether add took
// them all.
func calendarNames(body []byte, add func(s string, key bool) bool) bool {
	for name, v := range calendarProps(body) {
		switch name {
		case "BEGIN", "END", "VERSION", "PRODID", "CALSCALE", "METHOD":
			continue
		}
		for _, s := range calendarValues(name, v) {
			if !add(s, false) {
				return false
			}
		}
	}
	return true
}

// calendarProps yields the properties of an iCalendar or vCard body's
// lines (NAME;PARAM=X:VALUE), each name in upper case without its
// parameters and each value trimmed; a folded line goes on the one
// before, and is left out.
func calendarProps(body []byte) iter.Seq2[string, string] {
	return func(yield func(string, string) bool) {
		for _, l := range textLines(body) {
			name, v, ok := strings.Cut(l, ":")
			if !ok || name == "" || name[0] == ' ' || name[0] == '\t' {
				continue
			}
			name, _, _ = strings.Cut(name, ";")
			if !yield(strings.ToUpper(name), strings.TrimSpace(v)) {
				return
			}
		}
	}
}

// calendarValues is the names a property gives: its value, and of a
// UID, the part before its @ too.
func calendarValues(name, v string) []string {
	if local, _, found := strings.Cut(v, "@"); found && name == "UID" && len(local) >= 2 {
		return []string{v, local}
	}
	return []string{v}
}

// dataKeys is the keys of a JSON document's objects whose values are
// objects or arrays, an entry each, as a file of options keyed by a
// directive's code ({"D-345": {"rows": [...]}}) or of related guides
// keyed by a guide's path: the names a script looks a page's own entry
// up by, where the document's other names (crawl's dataNames) are its
// entries' fields and values, as the pages a guide links to. nil for a
// body that is not JSON, or that has more than maxDataNames of them
// (an index of the site).
func dataKeys(body []byte) []string {
	body = bytes.TrimSpace(body)
	if len(body) == 0 || body[0] != '{' && body[0] != '[' {
		return nil
	}
	var v any
	if json.Unmarshal(body, &v) != nil {
		return nil
	}
	var keys []string
	seen := make(map[string]bool)
	variants := 0 // the keys as a page may write them (dataNames): not capped
	var walk func(v any) bool
	walk = func(v any) bool {
		switch v := v.(type) {
		case map[string]any:
			for k, e := range v {
				switch e.(type) {
				case map[string]any, []any:
					if bareEntry(e) {
						// An entry that holds nothing ({"partial": null},
						// {"open": 0}): the page it names shows nothing
						// from it, as one the data leaves out does.
						break
					}
					if strings.IndexFunc(k, unicode.IsSpace) >= 0 {
						k, _ = phraseSlug(k) // "" for a longer phrase
					}
					if k != "" && len(k) <= maxNameLen && !seen[k] {
						seen[k] = true
						if keys = append(keys, k); len(keys)-variants > maxDataNames {
							return false
						}
						for _, v := range writtenAs(k) {
							if !seen[v] {
								seen[v] = true
								keys = append(keys, v)
								variants++
							}
						}
					}
				}
				if !walk(e) {
					return false
				}
			}
		case []any:
			for _, e := range v {
				if !walk(e) {
					return false
				}
			}
		}
		return true
	}
	if !walk(v) {
		return nil
	}
	return keys
}

// bareEntry reports whether v, a JSON value as json.Unmarshal decodes
// it into an any, holds nothing but
// nulls, falses, zeros, empty strings and empty objects and lists.
func bareEntry(v any) bool {
	switch v := v.(type) {
	case map[string]any:
		for _, e := range v {
			if !bareEntry(e) {
				return false
			}
		}
		return true
	case []any:
		for _, e := range v {
			if !bareEntry(e) {
				return false
			}
		}
		return true
	case string:
		return v == ""
	case bool:
		return !v
	case float64:
		return v == 0
	case json.Number:
		f, err := v.Float64()
		return err == nil && f == 0
	}
	return v == nil
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

// phraseSlug is the slug of a name of two to maxHeadWords words, as a
// page's heading gives it (headingNames: "rose-de-berne" of "Rose de
// Berne", "coeur-de-boeuf" of "Cœur de Bœuf"), and whether s is one: a
// page whose script looks its entry up by the name it shows is as often
// as not named by its slug, in its URL or its heading. A longer string
// is prose, and none.
func phraseSlug(s string) (string, bool) {
	if len(s) > maxNameLen {
		return "", false
	}
	words := headWords(s)
	if len(words) < 2 || len(words) > maxHeadWords {
		return "", false
	}
	for i, w := range words {
		if w == "&" {
			words[i] = "and"
		}
	}
	return strings.Join(words, "-"), true
}

// unplacedText reports whether a data file the page's scripts fetched
// (one that held more than next to nothing, in a format whose entries
// fileKeys tells apart) holds text a person reads that text, the
// page's rendered text, does not show, for pages the file names in no
// way the crawler reads: a debrief keyed by a hash of
// the page's path ({"a3f09c1e": {"debrief": "Hypothermia crept up on
// him over three hours of steady rain"}}), an appeal by the page's place
// in a list ([null, null, {"needed": ...}]). Text a person reads is a
// run of proseWords words or more (of letters, with their punctuation);
// a name, a label or a code is none. The file names the pages it is for
// when it holds paths (a search index's "/guide/install.html"), or when
// most of its entries' keys (entryKeys) have the shape (codeShape) of a
// name the page's HTML gives it (names: {"D-345": ...} and a reference
// page whose markup holds D-120): the page has no entry, the next one
// may, and the names tell which (learn's namedBy); a key of one
// character is of any name's shape, and of none. Words are compared in
// lower case, without their punctuation; at most maxProseRuns runs of
// each body, in its first maxProseScan bytes. It gives the first such
// file, or nil.
func unplacedText(fetched []Fetch, text string, names func() []string) *Fetch {
	var shown string
	var shapes map[string]bool
	for i := range fetched {
		f := &fetched[i]
		body := bytes.TrimSpace(f.Body)
		if f.Bytes <= bareData || f.Status >= 400 || len(body) == 0 {
			continue
		}
		keys, keyed, known := fileKeys(body)
		if !known {
			continue
		}
		if keyed {
			if shapes == nil {
				shapes = make(map[string]bool)
				for _, n := range names() {
					shapes[codeShape(n)] = true
				}
			}
			alike := 0 // the keys of a name's shape
			for _, k := range keys {
				if strings.IndexFunc(k, unicode.IsSpace) >= 0 {
					k, _ = phraseSlug(k) // a name of a few words, as a page goes by it
				}
				if utf8.RuneCountInString(k) > 1 && shapes[codeShape(k)] {
					// A key of one character has the shape of any word
					// (the bollard "D" of a field's hook-ups, a page's
					// "beckside"): it tells nothing.
					alike++
				}
			}
			if 2*alike >= len(keys) {
				continue
			}
		}
		if shown == "" {
			shown = " " + proseForm(text) + " "
		}
		if len(body) > maxProseScan {
			body = body[:maxProseScan]
		}
		unshown := false
		runs := 0
		proseRuns(body, func(run string) bool {
			if !strings.Contains(shown, " "+run+" ") {
				unshown = true
				return false
			}
			runs++
			return runs < maxProseRuns
		})
		if unshown {
			return f
		}
	}
	return nil
}

// fileKeys is the keys of a data file's entries, for the formats whose
// entries unplacedText tells apart (known): JSON (entryKeys), XML
// (xmlEntryKeys) and delimited text (the first field of each row, past
// the header); keyed is false when its entries are found by their place,
// or in a binary file (binaryData) or text of another format (a school's
// clubs in Hjson, keyed by a booking code its pages write in their
// text), by the code that reads it.
// A file that holds a path or a URL (a search index's
// "/guide/install.html") names its pages: it is not known either.
func fileKeys(body []byte) (keys []string, keyed, known bool) {
	if binaryData(body) {
		// A binary file a script reads (a SQLite database sql.js
		// opens): its entries are found as the code that reads it
		// finds them, which no name tells; its text is where its records keep it,
		// words in a row. A WebAssembly module is code, not data; a zip
		// archive's names are its files' (dataNames).
		return nil, false, !bytes.HasPrefix(body, []byte("\x00asm")) && !bytes.HasPrefix(body, zipMagic)
	}
	switch body[0] {
	case '{', '[':
		if bytes.Contains(body, []byte(`"/`)) || bytes.Contains(body, []byte(`"http://`)) || bytes.Contains(body, []byte(`"https://`)) {
			return nil, false, false
		}
		keys, keyed = entryKeys(body)
		return keys, keyed, true
	case '<':
		return xmlEntryKeys(body)
	}
	lines := textLines(body)
	path := false
	table, _ := delimitedFields(lines, func(s string, key bool) bool {
		path = path || isLink(s)
		if key {
			keys = append(keys, s)
		}
		return true
	})
	switch {
	case path:
		return nil, false, false
	case !table:
		// Text of another format (YAML, Hjson, a Markdown file's front
		// matter): its entries are found as the code that reads it
		// finds them, unless it holds a link, which names its page.
		for w := range bytes.FieldsSeq(body[:min(len(body), maxProseScan)]) {
			if isLink(strings.Trim(string(w), "\"'`,:;()[]{}<>")) {
				return nil, false, false
			}
		}
		return nil, false, true
	case len(keys) < 2:
		return nil, false, false
	}
	return keys[1:], true, true // the header's first field is no key
}

// isLink reports a path or an absolute http(s) URL: a data file that
// holds one names a page by it.
func isLink(s string) bool {
	return strings.HasPrefix(s, "/") || strings.HasPrefix(s, "http://") || strings.HasPrefix(s, "https://")
}

// xmlEntryKeys is the keys of an XML document's entries: the elements
// of one name that a parent holds most of (<beat> of <beats>), each
// keyed by its first attribute or, with none, by the text of its first
// child element when it is of a few words (<name>Char Dub</name>);
// keyed is false when none has a key (entries found by their place). A
// document that holds a path or a URL, in an attribute or a text, names
// its pages: it is not known.
func xmlEntryKeys(body []byte) (keys []string, keyed, known bool) {
	root, link, ok := xmlTree(body)
	if !ok || link {
		return nil, false, false
	}
	group := xmlGroup(root)
	if len(group) < 2 {
		return nil, false, false
	}
	for _, e := range group {
		switch {
		case len(e.attrs) > 0 && e.attrs[0].Value != "":
			keys = append(keys, e.attrs[0].Value)
		case len(e.children) > 0 && e.children[0].text != "" && len(strings.Fields(e.children[0].text)) <= maxHeadWords:
			keys = append(keys, e.children[0].text)
		}
	}
	return keys, len(keys) > 0, true
}

// xmlNode is an element of an XML document of data (xmlTree): its
// name, its attributes (their values trimmed), its text, its children.
type xmlNode struct {
	name     string
	attrs    []xml.Attr
	text     string
	children []*xmlNode
}

// xmlTree is the elements of an XML document of data, under a root of
// no name; link reports that an attribute or a text is a path or a URL
// (isLink), ok that the document is well formed (dataDecoder).
func xmlTree(body []byte) (root *xmlNode, link, ok bool) {
	d := dataDecoder(body)
	root = &xmlNode{}
	stack := []*xmlNode{root}
	for {
		tok, err := d.Token()
		if err == io.EOF {
			return root, link, true
		}
		if err != nil {
			return nil, false, false
		}
		top := stack[len(stack)-1]
		switch t := tok.(type) {
		case xml.StartElement:
			n := &xmlNode{name: t.Name.Local}
			for _, a := range t.Attr {
				a.Value = strings.TrimSpace(a.Value)
				link = link || isLink(a.Value)
				n.attrs = append(n.attrs, a)
			}
			top.children = append(top.children, n)
			stack = append(stack, n)
		case xml.EndElement:
			if len(stack) > 1 {
				stack = stack[:len(stack)-1]
			}
		case xml.CharData:
			v := strings.TrimSpace(string(t))
			link = link || isLink(v)
			top.text += v
		}
	}
}

// xmlGroup is the entries of an XML document (xmlTree): the most
// elements of one name under one parent (<beat> of <beats>), ties to the
// first parent and name.
func xmlGroup(root *xmlNode) []*xmlNode {
	var group []*xmlNode
	var walk func(n *xmlNode)
	walk = func(n *xmlNode) {
		by := make(map[string][]*xmlNode)
		for _, c := range n.children {
			by[c.name] = append(by[c.name], c)
			walk(c)
		}
		for _, name := range slices.Sorted(maps.Keys(by)) {
			if g := by[name]; len(g) > len(group) {
				group = g
			}
		}
	}
	walk(root)
	return group
}

// xmlEntries is the entries of an XML document (xmlGroup), each with the
// attributes and the child elements it fills (with a text or elements of
// their own) and its values: its first attribute's as a key, its other
// attributes', and the texts and attributes' values of the elements
// within it, and its own text.
func xmlEntries(body []byte) []entry {
	root, _, ok := xmlTree(body)
	if !ok {
		return nil
	}
	var out []entry
	for _, n := range xmlGroup(root) {
		var e entry
		for i, a := range n.attrs {
			if a.Value != "" {
				e.fields = append(e.fields, "@"+a.Name.Local)
				e.values = append(e.values, entryValue{s: a.Value, key: i == 0})
				e.scalar("@"+a.Name.Local, a.Value)
			}
		}
		for _, c := range n.children {
			if (c.text != "" || len(c.children) > 0) && !slices.Contains(e.fields, c.name) {
				e.fields = append(e.fields, c.name)
			}
			e.scalar(c.name, c.text)
			for _, a := range c.attrs {
				e.scalar(c.name+"@"+a.Name.Local, a.Value)
			}
		}
		var within func(n *xmlNode)
		within = func(n *xmlNode) {
			if n.text != "" {
				e.values = append(e.values, entryValue{s: n.text})
			}
			for _, c := range n.children {
				for _, a := range c.attrs {
					e.values = append(e.values, entryValue{s: a.Value})
				}
				within(c)
			}
		}
		within(n)
		out = append(out, e)
	}
	return out
}

// entryKeys is the keys of a JSON document's entries: those of its
// object that holds the most objects and arrays (the table a script
// looks an entry up in: the hashes of {"a3f09c1e": {"lessons": [...]},
// "77b0d2aa": {...}}, not each entry's "lessons"); keyed is false when
// it has none, or when an array holds more objects than that (entries
// found by their place, or by a field of theirs).
func entryKeys(body []byte) (keys []string, keyed bool) {
	var v any
	if json.Unmarshal(body, &v) != nil {
		return nil, false
	}
	var best map[string]any
	most, listed := 0, 0
	var walk func(v any)
	walk = func(v any) {
		switch v := v.(type) {
		case map[string]any:
			n := 0
			for _, e := range v {
				switch e.(type) {
				case map[string]any, []any:
					n++
				}
				walk(e)
			}
			if n > most {
				best, most = v, n
			}
		case []any:
			n := 0
			for _, e := range v {
				if _, ok := e.(map[string]any); ok {
					n++
				}
				walk(e)
			}
			listed = max(listed, n)
		}
	}
	walk(v)
	if most == 0 || listed > most {
		return nil, false
	}
	for k, e := range best {
		switch e.(type) {
		case map[string]any, []any:
			keys = append(keys, k)
		}
	}
	return keys, true
}

// codeShape is the shape of a name: its letters a, its digits 9, each
// run of one class written once, other characters as they are, in lower
// case (a-9 of D-345 and d-120; a of rows; 9a9a9a of 4be0f1a2).
func codeShape(s string) string {
	var b strings.Builder
	last := rune(0)
	for _, r := range strings.ToLower(s) {
		switch {
		case unicode.IsLetter(r):
			r = 'a'
		case unicode.IsDigit(r):
			r = '9'
		}
		if (r == 'a' || r == '9') && r == last {
			continue
		}
		b.WriteRune(r)
		last = r
	}
	return b.String()
}

// proseWords is how many words in a row make text a person reads
// (unplacedText); maxProseRuns and maxProseScan bound the reading of
// each body.
const (
	proseWords   = 6
	maxProseRuns = 200
	maxProseScan = 1 << 20
)

// proseRuns calls run with the first proseWords words, in proseForm,
// of each run of body's words that has that many or more, until run
// returns false. A word is a field between spaces that is letters (an
// apostrophe or a hyphen within them too) once the quotes, brackets and
// punctuation around it are trimmed. A run ends at any other field, at
// a key (a field that ends in a colon: a JSON object's, a YAML
// mapping's), or with a closing quote; an opening quote starts one: a
// string of JSON is a run of its own, not one with the key before it.
func proseRuns(body []byte, run func(string) bool) {
	var words [][]byte // the run's first proseWords words, within body
	took := func() bool {
		if len(words) < proseWords {
			return true
		}
		return run(proseForm(string(bytes.Join(words, []byte(" ")))))
	}
	for field := range bytes.FieldsSeq(body) {
		w := bytes.TrimLeft(field, "[{(")
		if len(w) > 0 && w[0] == '"' {
			if !took() {
				return
			}
			words = words[:0]
		}
		w = bytes.TrimLeft(w, "\"(\u201c\u2018")
		w = bytes.TrimRight(w, ",;]})")
		closes := bytes.HasSuffix(w, []byte(`"`))
		w = bytes.TrimRight(w, `"`)
		w = bytes.TrimRight(w, ",.;!?)\u201d\u2019")
		if len(w) == 0 || w[len(w)-1] == ':' || !bytes.ContainsFunc(w, unicode.IsLetter) || bytes.ContainsFunc(w, func(r rune) bool {
			return !unicode.IsLetter(r) && r != '\'' && r != '\u2019' && r != '-'
		}) {
			if !took() {
				return
			}
			words = words[:0]
			continue
		}
		if len(words) < proseWords {
			words = append(words, w)
		}
		if closes {
			if !took() {
				return
			}
			words = words[:0]
		}
	}
	took()
}

// proseForm is text in lower case with each run of characters that are
// not letters or digits one space: the form unplacedText compares.
func proseForm(text string) string {
	var b strings.Builder
	b.Grow(len(text))
	space := true
	for _, r := range text {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(unicode.ToLower(r))
			space = false
		} else if !space {
			b.WriteByte(' ')
			space = true
		}
	}
	return strings.TrimSuffix(b.String(), " ")
}

// entryShapes gives, for each name (dataNames' way, in lower case)
// that some entries of a data file give, and not all, the shape of
// those entries (learn.Sample.Shapes): the file and the fields they
// fill, together, after learn.GroupShape when more than one entry gives
// the name (a packing sheet's rows of one week's box, one of which has
// a note of what was changed, name the box's page by their date; a
// talk's event in a programme, by its UID). The
// entries of one file differ in what they fill: a programme's talks
// that were moved have a COMMENT the others lack, a stock list's sold
// bikes a date and a note the bikes for sale leave empty. A page whose
// entry is of a shape whose pages showed nothing may show nothing too;
// one of another shape may show what its scripts make of the fields
// its entry fills. Entries are an iCalendar or vCard file's components
// (calendarEntries), the objects of a JSON document's (or JSON Lines'),
// a script's literal's (jslit.Value) or a YAML document's largest list
// or map of them (jsonEntries, valueEntries, yamlEntries), the elements of an XML document's largest group of one
// name (xmlEntries), the sections of a TOML or INI file under one
// parent (iniEntries), and the rows of a table of delimited text
// (tableEntries).
// A search index, whose few entries that link pages name them
// (indexOfPages), gives no shapes.
func entryShapes(fetched []Fetch) map[string]string {
	var shapes map[string]string
	for _, f := range fetched {
		body := bytes.TrimSpace(f.Body)
		if len(body) == 0 || f.Bytes <= bareData || f.Status >= 400 {
			continue
		}
		entries := fileEntries(body)
		if len(entries) < 2 || indexOfPages(entries) {
			continue
		}
		of := make(map[string][]int) // each name's entries, in order
		over := false
		eachEntryName(entries, func(i int, n string) bool {
			is, ok := of[n]
			switch {
			case ok && is[len(is)-1] == i:
			case ok:
				of[n] = append(is, i)
			default:
				if over = len(of) >= maxDataNames; over {
					return false // an index of the site: no shapes
				}
				of[n] = []int{i}
			}
			return true
		})
		if over {
			continue
		}
		enums := enumFields(entries)
		// Names of one entry, or of the same entries, share a shape: each
		// is made once (a search index's one entry gives thousands of
		// names, each of its terms).
		made := make(map[string]string)
		for n, is := range of {
			if _, ok := shapes[n]; ok || len(is) == len(entries) {
				// A name every entry gives tells none apart.
				continue
			}
			key := fmt.Sprint(is)
			shape, ok := made[key]
			if !ok {
				shape = entryShape(f.URL, entries, is, enums)
				made[key] = shape
			}
			if shape == "" {
				continue
			}
			if shapes == nil {
				shapes = make(map[string]string)
			}
			shapes[n] = shape
		}
	}
	return shapes
}

// entryShape is the shape of entries is of a data file at u (entryShapes):
// the fields they fill and the values they give to enumerations; "" when
// they fill more than maxShapeFields fields, as no record of a page does
// (a search index's table of terms).
func entryShape(u string, entries []entry, is []int, enums map[string]bool) string {
	seen := make(map[string]bool)
	var fields []string
	for _, i := range is {
		for _, fd := range entries[i].fields {
			if !seen[fd] {
				if len(fields) == maxShapeFields {
					return ""
				}
				seen[fd] = true
				fields = append(fields, fd)
			}
		}
	}
	slices.Sort(fields)
	shape := u + " " + strings.Join(fields, ",")
	if toks := enumTokens(entries, is, enums); len(toks) > 0 {
		shape += learn.ValuesMark + strings.Join(toks, ",")
	}
	if len(is) > 1 {
		shape = learn.GroupShape + shape
	}
	return shape
}

// maxShapeFields bounds the fields of an entry's shape (entryShape).
const maxShapeFields = 64

// enumFields is the fields of entries whose values are an enumeration:
// each a short value of letters (maxEnumValue bytes, maxEnumWords
// words, no digit), at least two of them and at most maxEnumValues, some
// of them filled in by more than one entry (a status: issued, in store;
// active, lifted). What a script shows of an entry often turns on such
// a value, where its entries fill the same fields (entryShapes).
func enumFields(entries []entry) map[string]bool {
	vals := make(map[string]map[string]int)
	bad := make(map[string]bool)
	for _, e := range entries {
		for _, fv := range e.scalars {
			f, v := fv[0], strings.ToLower(fv[1])
			if bad[f] {
				continue
			}
			if strings.ContainsAny(v, "0123456789") || strings.IndexFunc(v, unicode.IsLetter) < 0 || len(strings.Fields(v)) > maxEnumWords {
				bad[f] = true
				continue
			}
			if vals[f] == nil {
				vals[f] = make(map[string]int)
			}
			vals[f][v]++
		}
	}
	out := make(map[string]bool)
	for f, vs := range vals {
		n := 0
		for _, c := range vs {
			n += c
		}
		if !bad[f] && len(vs) >= 2 && len(vs) <= maxEnumValues && n > len(vs) {
			out[f] = true
		}
	}
	return out
}

// Bounds of enumFields: a value's bytes and words, the values of a
// field, and the scalars an entry keeps (entry.scalar).
const (
	maxEnumValue  = 32
	maxEnumWords  = 3
	maxEnumValues = 6
	maxEnumFields = 64
)

// enumTokens is the values of the enumerations (enumFields) the entries
// of is hold, as field=value, sorted, without repeats.
func enumTokens(entries []entry, is []int, enums map[string]bool) []string {
	var out []string
	seen := make(map[string]bool)
	for _, i := range is {
		for _, fv := range entries[i].scalars {
			if enums[fv[0]] {
				if tok := fv[0] + "=" + strings.ToLower(strings.TrimSpace(fv[1])); !seen[tok] {
					seen[tok] = true
					out = append(out, tok)
				}
			}
		}
	}
	slices.Sort(out)
	return out
}

// fileEntries is the entries of a data file's body (entryShapes), trimmed.
func fileEntries(body []byte) []entry {
	switch {
	case len(body) == 0 || binaryData(body):
		// A zip archive, or another binary file: no entries.
		return nil
	case bytes.HasPrefix(body, []byte("BEGIN:")):
		return calendarEntries(body)
	case body[0] == '<':
		return xmlEntries(body)
	case body[0] == '{' || body[0] == '[' && !(tomlSection.Match(body) && !json.Valid(body)):
		if es := jsonEntries(body); es != nil || json.Valid(body) {
			return es
		}
		// A literal with bare keys or single quotes, as a script's.
		if v, ok := jslit.Value(string(body)); ok {
			return valueEntries(v)
		}
		return nil
	}
	if lit, ok := jslit.Literal(string(body)); ok {
		// A script that is data (var SHELF_NOTES = {...}).
		if v, ok := jslit.Value(lit); ok {
			return valueEntries(v)
		}
		return nil
	}
	lines := textLines(body)
	switch {
	case tableSep(lines) != 0:
		return tableEntries(lines)
	case iniLike(lines):
		return iniEntries(lines)
	}
	return yamlEntries(body)
}

// entryNames is the names (dataNames', in lower case) the entries of f give, when it
// has two or more (fileEntries): not what the file says of itself
// beside them (a season's "2025", which the numbers of every page's
// file name hold); else all its names. cut as dataNames'.
func entryNames(f Fetch) (names []string, cut bool) {
	entries := fileEntries(bytes.TrimSpace(f.Body))
	if len(entries) < 2 {
		return dataNames([]Fetch{f})
	}
	seen := make(map[string]bool)
	eachEntryName(entries, func(_ int, n string) bool {
		if !seen[n] {
			if cut = len(seen) >= maxDataNames; cut {
				return false
			}
			seen[n] = true
			names = append(names, n)
		}
		return true
	})
	if cut {
		return nil, true
	}
	return names, false
}

// eachEntryName calls f with each name (nameForms', in lower case) of
// each of entries, and its entry's index, until f returns false.
func eachEntryName(entries []entry, f func(i int, n string) bool) {
	for i, e := range entries {
		for _, v := range e.values {
			for _, n := range nameForms(v.s, v.key) {
				if !f(i, strings.ToLower(n)) {
					return
				}
			}
		}
	}
}

// indexOfPages reports whether some of entries link a page (linksPage)
// and fewer than half of them do: a search index's few entries that
// link a page ({"l": "All Classes", "url": "allclasses-index.html"})
// among its entries of classes and members name its pages by them, and
// its names judge (dataNames), not its entries' shapes. A file whose
// entries are each a page's (a brewery's trade accounts, each with the
// pub's page and a notice on a few) has the shapes of its entries.
func indexOfPages(entries []entry) bool {
	links := 0
	for _, e := range entries {
		if linksPage(e) {
			links++
		}
	}
	return links > 0 && 2*links < len(entries)
}

// linksPage reports whether e holds a path, a URL or the name of an
// HTML file (indexOfPages).
func linksPage(e entry) bool {
	return slices.ContainsFunc(e.values, func(v entryValue) bool {
		return isLink(v.s) || strings.HasSuffix(v.s, ".html") || strings.HasSuffix(v.s, ".htm")
	})
}

// entry is one entry of a data file for entryShapes: the fields it
// fills, and its values, each a key or not (dataNames' add).
type entry struct {
	fields []string
	values []entryValue
	// scalars are the fields it fills with a short value of their own
	// (a status, a kind), each as field and value: entryShapes' enums.
	scalars [][2]string
}

// scalar adds the value v of the field f to e's scalars.
func (e *entry) scalar(f, v string) {
	if v = strings.TrimSpace(v); v != "" && len(v) <= maxEnumValue && len(e.scalars) < maxEnumFields {
		e.scalars = append(e.scalars, [2]string{f, v})
	}
}

type entryValue struct {
	s   string
	key bool
}

// calendarEntries is the components of an iCalendar or vCard body
// that its top holds most of (VEVENT in a VCALENDAR, VCARD in a file
// of cards), each with the properties it fills (calendarNames' values,
// nested components' too).
func calendarEntries(body []byte) []entry {
	var (
		all   = make(map[string][]entry)
		cur   *entry
		kind  string
		depth int
	)
	for name, v := range calendarProps(body) {
		switch name {
		case "BEGIN":
			depth++
			if cur == nil && (depth == 2 || depth == 1 && strings.EqualFold(v, "VCARD")) {
				cur, kind = &entry{}, strings.ToUpper(v)
			}
			continue
		case "END":
			if cur != nil && (depth == 2 || depth == 1 && kind == "VCARD") {
				all[kind] = append(all[kind], *cur)
				cur = nil
			}
			depth--
			continue
		}
		if cur == nil || v == "" {
			continue
		}
		if !slices.Contains(cur.fields, name) {
			cur.fields = append(cur.fields, name)
		}
		cur.scalar(name, v)
		for _, s := range calendarValues(name, v) {
			cur.values = append(cur.values, entryValue{s: s})
		}
	}
	var most []entry
	for _, kind := range slices.Sorted(maps.Keys(all)) { // ties to the first name
		if es := all[kind]; len(es) > len(most) {
			most = es
		}
	}
	return most
}

// jsonEntries is the objects of a JSON document's largest list of
// objects, or of its largest object whose values are objects (each with
// its key as a value of its own), each with the keys it fills (not with
// a null, false, zero, empty string or empty list: bareEntry) and its
// names (walkNames).
// JSON Lines are a list of their values.
func jsonEntries(body []byte) []entry {
	d := json.NewDecoder(bytes.NewReader(body))
	d.UseNumber()
	var v any
	if d.Decode(&v) != nil {
		return nil
	}
	if d.More() {
		lines := []any{v}
		for {
			var w any
			if d.Decode(&w) != nil {
				break
			}
			lines = append(lines, w)
		}
		v = lines
	}
	return valueEntries(v)
}

// valueEntries is jsonEntries' entries of v, a value decoded as
// json.Decoder does with UseNumber.
func valueEntries(v any) []entry {
	var best []entry
	var walk func(v any)
	consider := func(objs []map[string]any, keys []string) {
		if len(objs) <= len(best) {
			return
		}
		es := make([]entry, 0, len(objs))
		for i, o := range objs {
			var e entry
			if keys != nil {
				e.values = append(e.values, entryValue{s: keys[i], key: true})
			}
			for _, k := range slices.Sorted(maps.Keys(o)) {
				x := o[k]
				if !bareEntry(x) {
					e.fields = append(e.fields, k)
				}
				switch x := x.(type) {
				case string:
					e.scalar(k, x)
				case map[string]any:
					for _, k2 := range slices.Sorted(maps.Keys(x)) {
						if v, ok := x[k2].(string); ok {
							e.scalar(k+"."+k2, v)
						}
					}
				}
			}
			walkNames(o, func(s string, key bool) bool {
				e.values = append(e.values, entryValue{s: s, key: key})
				return true
			})
			es = append(es, e)
		}
		best = es
	}
	walk = func(v any) {
		switch v := v.(type) {
		case map[string]any:
			var objs []map[string]any
			var keys []string
			for _, k := range slices.Sorted(maps.Keys(v)) { // ties to the first key
				x := v[k]
				if o, ok := x.(map[string]any); ok {
					objs, keys = append(objs, o), append(keys, k)
				}
				walk(x)
			}
			consider(objs, keys)
		case []any:
			var objs []map[string]any
			for _, x := range v {
				if o, ok := x.(map[string]any); ok {
					objs = append(objs, o)
				}
				walk(x)
			}
			consider(objs, nil)
		}
	}
	walk(v)
	return best
}

// yamlEntries is jsonEntries' entries of a YAML body (its documents a
// list when it has more than one): the objects of its largest list or
// map of mappings. A scalar is the text it is written as (a date stays
// 2026-03-14), a whole number a number; a body that is no YAML has none,
// but for a front matter (a Markdown file's, from its first line ---).
func yamlEntries(body []byte) []entry {
	d := yaml.NewDecoder(bytes.NewReader(body))
	var docs []any
	budget := maxYAMLNodes
	for {
		var n yaml.Node
		if err := d.Decode(&n); err != nil {
			if err != io.EOF && (len(docs) == 0 || !bytes.HasPrefix(body, []byte("---"))) {
				return nil
			}
			// A Markdown file's front matter is YAML, what follows
			// it is not: its entries are the front matter's.
			break
		}
		docs = append(docs, yamlValue(&n, 0, &budget))
	}
	switch len(docs) {
	case 0:
		return nil
	case 1:
		return valueEntries(docs[0])
	}
	return valueEntries(docs)
}

// maxYAMLNodes bounds the nodes yamlValue gives of one body: aliases
// of aliases multiply them (a few lines may stand for a billion).
const maxYAMLNodes = 200_000

// yamlValue is n as json.Decoder with UseNumber would give the JSON
// written for it, to depth 32 (an alias followed), of at most *budget
// nodes (nil past them).
func yamlValue(n *yaml.Node, depth int, budget *int) any {
	if n == nil || depth > 32 || *budget <= 0 {
		return nil
	}
	*budget--
	switch n.Kind {
	case yaml.DocumentNode:
		if len(n.Content) == 1 {
			return yamlValue(n.Content[0], depth+1, budget)
		}
	case yaml.AliasNode:
		return yamlValue(n.Alias, depth+1, budget)
	case yaml.SequenceNode:
		out := make([]any, 0, len(n.Content))
		for _, c := range n.Content {
			out = append(out, yamlValue(c, depth+1, budget))
		}
		return out
	case yaml.MappingNode:
		out := make(map[string]any, len(n.Content)/2)
		for i := 0; i+1 < len(n.Content); i += 2 {
			out[n.Content[i].Value] = yamlValue(n.Content[i+1], depth+1, budget)
		}
		return out
	case yaml.ScalarNode:
		switch n.ShortTag() {
		case "!!null":
			return nil
		case "!!bool":
			return strings.EqualFold(n.Value, "true") || strings.EqualFold(n.Value, "yes") || strings.EqualFold(n.Value, "on")
		case "!!int":
			if _, err := strconv.ParseInt(n.Value, 10, 64); err == nil {
				return json.Number(n.Value)
			}
		case "!!float":
			if f, err := strconv.ParseFloat(n.Value, 64); err == nil {
				return f
			}
		}
		return n.Value
	}
	return nil
}

// iniEntries is the sections of a TOML or INI body that are most of one
// parent (the tables of one [[array]], the [plots.7] of [plots]), each
// with the keys it fills (not with "", 0, false or an empty list) and
// its name, its keys and its values as iniNames gives them. A file kept
// by hand in sections may write its pairs "key: value", and a section's
// words for a reader as lines of prose after them: those lines fill
// proseField, so that a section with a notice has another shape than
// one without.
func iniEntries(lines []string) []entry {
	var (
		groups = make(map[string][]entry)
		order  []string
		cur    *entry
		group  string
	)
	// prose holds the lines of a section that are neither a section
	// nor a pair: its words for a reader, one field (proseField).
	prose := make(map[*entry][]string)
	flush := func() {
		if cur != nil {
			if p := prose[cur]; len(p) > 0 {
				cur.fields = append(cur.fields, proseField)
				cur.values = append(cur.values, entryValue{s: strings.Join(p, " ")})
			}
			if _, ok := groups[group]; !ok {
				order = append(order, group)
			}
			groups[group] = append(groups[group], *cur)
		}
	}
	pair := func(key, v string) {
		if v != "" && v != "0" && v != "false" && v != "[]" && v != "{}" && !slices.Contains(cur.fields, key) {
			cur.fields = append(cur.fields, key)
		}
		cur.scalar(key, v)
		cur.values = append(cur.values, entryValue{s: key, key: true})
		if v != "" {
			cur.values = append(cur.values, entryValue{s: v})
		}
	}
	var (
		long     string // the quotes that close a TOML string of lines ("""), while one is open
		longKey  string
		longText []string
	)
	for _, l := range lines {
		if long != "" {
			// A line of a TOML string of lines (notice = """ ...).
			before, closed := l, false
			if i := strings.Index(l, long); i >= 0 {
				before, closed = l[:i], true
			}
			longText = append(longText, strings.TrimSpace(before))
			if closed {
				pair(longKey, strings.TrimSpace(strings.Join(longText, " ")))
				long = ""
			}
			continue
		}
		t := strings.TrimSpace(l)
		if t == "" || t[0] == '#' || t[0] == ';' {
			continue
		}
		if m := iniSection.FindStringSubmatch(t); m != nil {
			flush()
			cur = &entry{}
			name := m[1]
			if strings.HasPrefix(t, "[[") {
				group = "[[" + name
			} else if i := strings.LastIndexByte(name, '.'); i >= 0 {
				group = name[:i]
				name = name[i+1:]
			} else {
				group = ""
			}
			if !strings.HasPrefix(t, "[[") {
				cur.values = append(cur.values, entryValue{s: strings.Trim(strings.TrimSpace(name), `"'`), key: true})
			}
			continue
		}
		if cur == nil {
			continue
		}
		m := iniPair.FindStringSubmatch(t)
		if m == nil {
			// A hand-kept file of sections: "status: closed" lines, then
			// the section's words for a reader, lines of prose.
			if m = colonPair.FindStringSubmatch(t); m != nil && len(prose[cur]) == 0 {
				pair(strings.ToLower(m[1]), strings.TrimSpace(m[2]))
			} else if strings.IndexFunc(t, unicode.IsLetter) >= 0 {
				prose[cur] = append(prose[cur], t)
			}
			continue
		}
		key := strings.Trim(m[1], `"`)
		v := strings.TrimSpace(m[2])
		if q := v[:min(3, len(v))]; q == `"""` || q == `'''` {
			rest := v[3:]
			if i := strings.Index(rest, q); i >= 0 {
				pair(key, rest[:i])
			} else {
				long, longKey, longText = q, key, []string{strings.TrimSpace(rest)}
			}
			continue
		}
		if i := strings.Index(v, " #"); i >= 0 && !strings.HasPrefix(v, `"`) {
			v = strings.TrimSpace(v[:i])
		}
		pair(key, strings.Trim(v, `"'`))
	}
	flush()
	var most []entry
	for _, g := range order { // ties to the first group
		if es := groups[g]; len(es) > len(most) {
			most = es
		}
	}
	return most
}

// uncommented is lines without the comments that head them: lines that
// start with "#" but for a header whose first column is "#" ("#,name"),
// as a spreadsheet's export may carry ("# status: as planned / moved").
// Lines that are a table as they are stay as they are (a header
// written as a comment: "# GDC number | clinic days").
func uncommented(lines []string) []string {
	rest := lines
	for len(rest) > 0 {
		t := strings.TrimSpace(rest[0])
		if !strings.HasPrefix(t, "#") || len(t) > 1 && strings.IndexByte(",\t;|", t[1]) >= 0 {
			break
		}
		rest = rest[1:]
	}
	if len(rest) == len(lines) || separator(lines) != 0 {
		return lines
	}
	return rest
}

// tableEntries is the rows of a table of delimited text past its
// header (delimitedFields: tableSep), each with the columns it fills and its
// fields, the first a key.
func tableEntries(lines []string) []entry {
	lines = uncommented(lines)
	sep := separator(lines)
	if sep == 0 {
		return nil
	}
	var rows [][]string
	for _, l := range lines {
		fs := splitFields(l, sep)
		for j, f := range fs {
			fs[j] = strings.Trim(strings.TrimSpace(f), `"'`)
		}
		rows = append(rows, fs)
	}
	out := make([]entry, 0, len(rows))
	for _, fs := range rows[1:] {
		var e entry
		for j, f := range fs {
			if f == "" {
				continue
			}
			e.fields = append(e.fields, strconv.Itoa(j))
			e.values = append(e.values, entryValue{s: f, key: j == 0})
			e.scalar(strconv.Itoa(j), f)
		}
		out = append(out, e)
	}
	return out
}
