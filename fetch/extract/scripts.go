package extract

import (
	"bytes"
	"hash/fnv"
	"net/url"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/rendercrawl/render/internal/jslit"
)

// onScript counts a <script> start tag whose attributes are a: one that
// runs (executableScript) counts in Signals.Scripts, its src in the
// page's script set; a data block (JSON, JSON-LD, a template, an import
// map) runs nothing and counts in neither.
func (e *extractor) onScript(a *tagAttrs) {
	e.ldjson, e.ldBuf = IsJSONLD(a.scriptType), nil
	e.rawRuns = executableScript(a.scriptType)
	e.dataBlock = e.dataWords && !e.rawRuns && !e.ldjson && jslit.JSONType(string(a.scriptType))
	if !e.rawRuns {
		return
	}
	e.sig.Scripts++
	if a.hasSrc {
		e.scriptSrcs = append(e.scriptSrcs, a.src)
	} else {
		e.shape.inline = true
	}
}

// executableScript reports whether a <script> of type attribute t runs:
// no type, a JavaScript MIME type, or "module", as the HTML standard
// says; any other type is a data block the browser does not run
// (application/json, application/ld+json, text/template, importmap,
// speculationrules). A script a library runs from a data block of its
// own (text/babel) runs only if another script that runs is there.
func executableScript(t []byte) bool {
	t = bytes.TrimSpace(t)
	if len(t) == 0 {
		return true
	}
	if i := bytes.IndexByte(t, ';'); i >= 0 {
		t = bytes.TrimSpace(t[:i]) // text/javascript;charset=utf-8
	}
	switch strings.ToLower(string(t)) {
	case "module", "text/javascript", "application/javascript", "text/ecmascript",
		"application/ecmascript", "application/x-javascript", "application/x-ecmascript",
		"text/x-javascript", "text/x-ecmascript", "text/jscript", "text/livescript",
		"text/javascript1.0", "text/javascript1.1", "text/javascript1.2",
		"text/javascript1.3", "text/javascript1.4", "text/javascript1.5":
		return true
	}
	return false
}

// maxData bounds the bytes of JSON data blocks a page's DataWords are
// read from.
const maxData = 64 << 10

// unshownDataWords counts the distinct words of the prose in a page's
// JSON data blocks (data) that its visible text never uses. Prose is a
// string value, not a key, of at least two words, that is no URL or
// path: the titles and names a script shows ("Lantern walk with Amara
// Osei"), not the settings it reads. A word is a run of at least three
// letters, in lower case.
func unshownDataWords(data []byte, text string) int {
	unshown := make(map[string]bool)
	for i := 0; i < len(data); i++ {
		if data[i] != '"' {
			continue
		}
		end := skipString(data, i)
		s := data[i+1 : max(i+1, end-1)]
		i = end - 1
		j := end
		for j < len(data) && (data[j] == ' ' || data[j] == '\t' || data[j] == '\n' || data[j] == '\r') {
			j++
		}
		if j < len(data) && data[j] == ':' {
			continue // a key
		}
		if bytes.Contains(s, []byte("://")) || bytes.HasPrefix(s, []byte("/")) || !bytes.ContainsAny(s, " ") {
			continue
		}
		var ws []string
		eachWord(string(s), func(w []byte) { ws = append(ws, string(w)) })
		if len(ws) < 2 {
			continue
		}
		for _, w := range ws {
			unshown[w] = true
		}
	}
	if len(unshown) > 0 {
		// The page's text, read once: what it shows is not unshown.
		eachWord(text, func(w []byte) { delete(unshown, string(w)) })
	}
	return len(unshown)
}

// eachWord calls f with each run of at least three letters of s, in
// lower case, in a buffer f must not keep.
func eachWord(s string, f func(w []byte)) {
	var buf []byte
	start, n := -1, 0
	for i, r := range s + " " {
		if unicode.IsLetter(r) {
			if start < 0 {
				start, n = i, 0
			}
			n++
			continue
		}
		if start >= 0 && n >= 3 {
			buf = buf[:0]
			for _, c := range s[start:i] {
				buf = utf8.AppendRune(buf, unicode.ToLower(c))
			}
			f(buf)
		}
		start = -1
	}
}

// jsShape sums up the inline scripts of a page that run as what they are
// made of, not the data they carry: the set of names they use (each run
// of digits in a name counted as one digit), with strings, template
// literals, numbers and comments left out. javadoc's pages each carry
// their own table of members (var data = {"i0":10,...}) and their own
// path to the root ("../../"): with the literals gone, the class pages
// share one shape, the package pages another. Names are hashed one by
// one and the distinct hashes summed, so the order they come in and how
// often each comes do not matter.
type jsShape struct {
	inline bool
	seen   map[uint64]struct{}
	sumH   uint64
	// data, when set, gathers the string literals of the scripts that
	// hold a space and are no object keys, each as a JSON string on a
	// line of its own, up to maxData bytes: the prose a script may show
	// (Signals.ScriptWords).
	data *[]byte
}

// scan adds the names of one piece of inline script. A piece is a whole
// script (the tokenizer hands a script's content as one token): strings
// and comments do not run over into the next.
func (s *jsShape) scan(b []byte) {
	for i := 0; i < len(b); {
		c := b[i]
		switch {
		case c == '"' || c == '\'' || c == '`':
			end := skipString(b, i)
			if s.data != nil {
				s.literal(b[i+1:max(i+1, end-1)], b[end:])
			}
			i = end
		case c == '/' && i+1 < len(b) && b[i+1] == '/':
			i = skipTo(b, i+2, "\n")
		case c == '/' && i+1 < len(b) && b[i+1] == '*':
			i = skipTo(b, i+2, "*/")
		case c >= '0' && c <= '9':
			for i < len(b) && (isNameByte(b[i]) || b[i] == '.') {
				i++ // a number, 1e3 and 0x1F too
			}
		case isNameStart(c):
			j := i
			for j < len(b) && isNameByte(b[j]) {
				j++
			}
			s.add(b[i:j])
			i = j
		default:
			i++
		}
	}
}

// literal adds the string literal lit, followed in its script by rest,
// to s.data when it may be prose: it holds a space and is no object key
// (followed by a colon).
func (s *jsShape) literal(lit, rest []byte) {
	if len(*s.data) >= maxData || bytes.IndexByte(lit, ' ') < 0 {
		return
	}
	rest = bytes.TrimLeft(rest, " \t\r\n")
	if len(rest) > 0 && rest[0] == ':' {
		return
	}
	d := append(*s.data, '"')
	for _, c := range lit[:min(len(lit), maxData-len(*s.data))] {
		if c == '"' || c == '\\' || c == '\n' {
			c = ' '
		}
		d = append(d, c)
	}
	*s.data = append(d, '"', '\n')
}

// add counts one name, its runs of digits as one digit each.
func (s *jsShape) add(name []byte) {
	h := uint64(14695981039346656037)
	digits := false
	for _, c := range name {
		if c >= '0' && c <= '9' {
			if digits {
				continue
			}
			digits, c = true, '0'
		} else {
			digits = false
		}
		h ^= uint64(c)
		h *= 1099511628211
	}
	if s.seen == nil {
		s.seen = make(map[uint64]struct{}, 32)
	}
	if _, ok := s.seen[h]; !ok {
		s.seen[h] = struct{}{}
		s.sumH += h
	}
}

// sum is the shape's hash: 0 for a page without inline script that runs,
// else a value that is never 0.
func (s *jsShape) sum() uint64 {
	if !s.inline {
		return 0
	}
	return s.sumH | 1
}

func isNameStart(c byte) bool {
	return c == '_' || c == '$' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80
}

func isNameByte(c byte) bool { return isNameStart(c) || c >= '0' && c <= '9' }

// skipString returns the index after the string literal that starts at
// b[i] (its quote), or len(b) when it does not end.
func skipString(b []byte, i int) int {
	q := b[i]
	for i++; i < len(b); i++ {
		switch b[i] {
		case '\\':
			i++
		case q:
			return i + 1
		case '\n':
			if q != '`' {
				return i + 1 // an unterminated string ends with its line
			}
		}
	}
	return len(b)
}

// skipTo returns the index after the first end at or after b[i], or
// len(b) when there is none.
func skipTo(b []byte, i int, end string) int {
	if j := bytes.Index(b[i:], []byte(end)); j >= 0 {
		return i + j + len(end)
	}
	return len(b)
}

// ScriptShape is the shape of the script src (see jsShape): the names
// it uses, its strings, numbers and comments left out; never 0. Two
// files that differ in a comment, a source map's name or the literals
// they carry (a build's stamp, a page's own path) have one shape.
func ScriptShape(src []byte) uint64 {
	s := jsShape{inline: true}
	s.scan(src)
	return s.sum()
}

// scriptSet resolves srcs, the sources of a page's external scripts
// that run, against base, and returns their URLs (each once, in document
// order; a src that does not parse left out) and the page's ScriptSet:
// their paths (host and path, no query) with inline, the shape of its
// inline scripts (jsShape.sum; 0: none).
func scriptSet(base *url.URL, srcs []string, inline uint64) (urls []string, set uint64) {
	paths := make([]string, 0, len(srcs))
	for _, s := range srcs {
		u, err := url.Parse(strings.TrimSpace(s))
		if err != nil {
			continue
		}
		if base != nil {
			u = base.ResolveReference(u)
		}
		if v := u.String(); !slices.Contains(urls, v) {
			urls = append(urls, v)
		}
		paths = append(paths, u.Host+u.EscapedPath())
	}
	return urls, ScriptSetOf(paths, inline)
}

// ScriptSetOf is the ScriptSet of a page whose external scripts that run
// are known as ids (their paths, or what a caller knows them by: crawl
// knows a site's own by their shape), in any order, each counted once,
// and whose inline scripts that run have the shape inline (0: none); 0
// when there are neither. It sorts ids.
func ScriptSetOf(ids []string, inline uint64) uint64 {
	if len(ids) == 0 && inline == 0 {
		return 0
	}
	slices.Sort(ids)
	ids = slices.Compact(ids)
	h := fnv.New64a()
	for _, id := range ids {
		h.Write([]byte(id))
		h.Write([]byte{0})
	}
	var n [8]byte
	for i := range n {
		n[i] = byte(inline >> (8 * i))
	}
	h.Write(n[:])
	return h.Sum64() | 1 // never 0
}
