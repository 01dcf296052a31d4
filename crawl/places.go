package crawl

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/url"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/andybalholm/cascadia"
	"golang.org/x/net/html"
	"golang.org/x/text/unicode/norm"

	"github.com/rendercrawl/render/crawl/learn"
	"github.com/rendercrawl/render/internal/jslit"
)

// places answers whether a page's markup holds a place its kind's
// scripts looked for in vain (learn.Ticket.Places): "#id" and ".class"
// by hasPlace, any other plain selector (time[datetime], a tag name:
// plainSelector) by cascadia on the markup parsed, once, when first
// asked, and only when the markup names each of the selector's tags,
// attributes, ids and classes somewhere (mentions): most pages of a kind
// hold none of what its scripts missed, and cost no parse.
type places struct {
	html   string
	lower  string // html in lower case, when first needed
	doc    *html.Node
	parsed bool
}

// has reports whether the page holds place; a selector that is not
// plain, or that cascadia cannot read, is not held.
func (p *places) has(place string) bool {
	if simplePlace(place) {
		return hasPlace(p.html, place)
	}
	if !plainSelector(place) || !p.mentions(place) {
		return false
	}
	sel, err := cascadia.Compile(place)
	if err != nil {
		return false
	}
	doc := p.root()
	return doc != nil && sel.MatchFirst(doc) != nil
}

// root is the markup parsed, once; nil if it could not be.
func (p *places) root() *html.Node {
	if !p.parsed {
		p.parsed = true
		p.doc, _ = html.Parse(strings.NewReader(p.html))
	}
	return p.doc
}

// readAttr splits a data attribute of a place, as render notes one its
// scripts read (render.Page.Read: body[data-isbn], #app[data-page],
// main[data-instruments]), or
// an attribute of a custom element (bg-copies[isbn]), into the place and
// the attribute's name; ok is false for any other string.
func readAttr(read string) (place, attr string, ok bool) {
	i := strings.LastIndexByte(read, '[')
	if i <= 0 || !strings.HasSuffix(read, "]") {
		return "", "", false
	}
	place, attr = read[:i], read[i+1:len(read)-1]
	switch {
	case attr == "" || strings.ContainsAny(attr, "=\"' []"):
		return "", "", false
	case customTag(place):
		return place, attr, true
	case attr == "content":
		_, _, ok = metaPlace(place)
		return place, attr, ok
	case valueAttr(place, attr):
		return place, attr, true
	case strings.HasPrefix(attr, "data-") && tagClass(place):
		// A flag on an element known by its class
		// (article.interview[data-has-comments]).
		return place, attr, true
	case strings.HasPrefix(attr, "data-") && (place == "main" || place == "article"):
		// The page's first main or its only article (render names it
		// by its tag alone): its main content, and what its script looks
		// the page up by (main[data-instruments]).
		return place, attr, true
	case !strings.HasPrefix(attr, "data-") || place != "html" && place != "body" && !simplePlace(place) || place[0] == '.':
		return "", "", false
	}
	return place, attr, true
}

// tagClass reports a place that is a tag with a class (article.interview).
func tagClass(place string) bool {
	_, kind, _, ok := simpleSel(place)
	return ok && kind == '.'
}

// valueAttrs are the attributes in which HTML gives an element's value
// for scripts to read, by the element's tag: a time's datetime, a data
// element's value, an input's value (a hidden one's most of all).
var valueAttrs = map[string]string{"time": "datetime", "data": "value", "input": "value"}

// valueAttr reports whether attr is the value attribute of place, as
// render names one whose value its scripts read (render.Page.Read):
// time.met[datetime], data[value], input#season[value] (valueAttrs), or
// the lang of any element but the root, cite[lang]: a book group's page
// whose script looks the meeting's row up by the date its <time
// datetime> gives, a song's by the language of its title. An id names
// any element (#season[value]).
func valueAttr(place, attr string) bool {
	if strings.HasPrefix(place, "#") {
		return simplePlace(place) && (attr == "datetime" || attr == "value" || attr == "lang")
	}
	tag, kind, name, ok := simpleSel(place)
	return ok && kind != '[' && (valueAttrs[tag] == attr || attr == "lang" && tag != "html") && (kind == 0 || simplePlace(string(kind)+name))
}

// metaPlace splits a meta tag as render names one whose content its
// scripts read (meta[name="treatment-code"], meta[property="og:type"],
// microdata's meta[itemprop="courseCode"])
// into the attribute that names it and its value.
func metaPlace(place string) (key, val string, ok bool) {
	rest, found := strings.CutPrefix(place, "meta[")
	if !found {
		return "", "", false
	}
	key, rest, found = strings.Cut(rest, `="`)
	if !found || key != "name" && key != "property" && key != "itemprop" {
		return "", "", false
	}
	val, found = strings.CutSuffix(rest, `"]`)
	if !found || val == "" || strings.ContainsAny(val, "\"' []") {
		return "", "", false
	}
	return key, val, true
}

// customTag reports whether name is the name of a custom element: a
// letter, then letters, digits, dots or underscores, with a hyphen.
func customTag(name string) bool {
	if name == "" || name[0] < 'a' || name[0] > 'z' || !strings.Contains(name, "-") {
		return false
	}
	if i := strings.IndexByte(name, '.'); i >= 0 && !strings.Contains(name[:i], "-") {
		return false // a tag and its class (time.talk-date), as render names a place
	}
	for _, c := range name {
		if !(c == '-' || c == '.' || c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z') {
			return false
		}
	}
	return true
}

// values is the values the markup gives the data attributes of read
// (render.Page.Read, as body[data-isbn]), in order, "" for one it does
// not give: the names a page may go by (learn.Ticket.Values) that each
// value gives (valueNames), separated by a space. Only the start tag of
// the place is read (placeTag), not the whole markup: a kind whose
// scripts read its pages' html[data-theme] asks every page. A text of read
// (learn.TextOf) is the text of its selector's first element (text), as
// the markup has it.
func (p *places) values(read []string) []string {
	out := make([]string, len(read))
	for i, r := range read {
		if sel, ok := learn.TextSelector(r); ok {
			out[i] = learn.TextValue(p.text(sel))
			continue
		}
		place, attr, ok := readAttr(r)
		if !ok {
			continue
		}
		v, _ := placeTag(p.html, place).Attr(attr)
		out[i] = valueNames(v)
	}
	return out
}

// valueNames is the names a page goes by in the value v of one of its
// attributes, in lower case, separated by a space: v itself, without
// spaces; or each name of a list (",", ";" or "|" between them), a name
// of a few words as its slug (phraseSlug), as data gives it (nameForms):
// "Eb Bass,Bb Bass" is eb-bass bb-bass, at most maxListNames of them. A
// name is of at least two characters and at most maxNameLen; a value of
// none, or of words that are no list ("2nd XI", a team every other
// report of the site plays for, as much a kind of page as a name),
// gives "".
func valueNames(v string) string {
	v = strings.ToLower(strings.TrimSpace(v))
	list := func(r rune) bool { return r == ',' || r == ';' || r == '|' }
	if names := listNames(v, list); len(names) > 0 {
		return strings.Join(names, " ")
	}
	if len(v) >= 2 && len(v) <= maxNameLen && strings.IndexFunc(v, unicode.IsSpace) < 0 {
		return v
	}
	return ""
}

// listNames is the names of v when it is a list (valueNames): two parts
// or more between the separators sep says, each with a letter; none for
// a number written with commas (1,250), a pair of coordinates or a JSON
// object.
func listNames(v string, sep func(rune) bool) []string {
	if strings.IndexFunc(v, sep) < 0 || strings.HasPrefix(v, "{") || strings.HasPrefix(v, "[") {
		return nil
	}
	var names []string
	parts := 0
	for part := range strings.FieldsFuncSeq(v, sep) {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		if parts++; strings.IndexFunc(part, unicode.IsLetter) < 0 {
			return nil
		}
		if strings.IndexFunc(part, unicode.IsSpace) >= 0 {
			part, _ = phraseSlug(part)
		}
		if len(part) >= 2 && len(part) <= maxNameLen && !slices.Contains(names, part) && len(names) < maxListNames {
			names = append(names, part)
		}
	}
	if parts < 2 {
		return nil
	}
	return names
}

// maxListNames bounds the names of one attribute's value (valueNames).
const maxListNames = 16

// text is the text of the first element of the selector sel in the
// markup, its spaces collapsed, at most maxPlaceText bytes of it; ""
// when there is none; and whether it holds the value of one of the
// element's attributes (not its class, id or style) of two characters
// or more as it is (learn.TextValue). sel is as render names such a
// place (tag#id, tag.class, tag[attribute], tag: simpleSel), found by a
// scan of the markup's start tags of that name (scanText), not a parse;
// any other selector holds no text.
func (p *places) text(sel string) (string, bool) {
	if tag, kind, name, ok := simpleSel(sel); ok {
		return scanText(p.html, tag, kind, name)
	}
	return "", false
}

// placeText is text, its spaces collapsed and at most maxPlaceText
// bytes, and whether it holds the value of one of attrs as text says.
func placeText(text string, attrs []html.Attribute) (string, bool) {
	t := strings.Join(strings.Fields(text), " ")
	if len(t) > maxPlaceText {
		t = t[:maxPlaceText]
	}
	lower := strings.ToLower(t)
	for _, a := range attrs {
		if v := strings.ToLower(strings.TrimSpace(a.Val)); len(v) >= 2 && a.Key != "class" && a.Key != "id" && a.Key != "style" && strings.Contains(lower, v) {
			return t, true
		}
	}
	return t, false
}

// simpleSel splits a selector of one tag with at most one id, class or
// attribute, with its value or not (time[datetime], span.num, h1#title,
// p, td[itemprop="price"]) into the tag, the kind of the rest ('#', '.',
// '[' or 0) and its name (itemprop="price" for the last).
func simpleSel(sel string) (tag string, kind byte, name string, ok bool) {
	i := strings.IndexAny(sel, "#.[")
	tag = sel
	if i >= 0 {
		tag, kind, name = sel[:i], sel[i], sel[i+1:]
		if kind == '[' {
			var closed bool
			if name, closed = strings.CutSuffix(name, "]"); !closed {
				return "", 0, "", false
			}
		}
		bare := name
		if kind == '[' {
			// An attribute with its value: td[itemprop="price"].
			if a, v, ok := strings.Cut(name, `="`); ok && strings.HasSuffix(v, `"`) && len(v) > 1 {
				bare = a + strings.TrimSuffix(v, `"`)
			}
		}
		if bare == "" || strings.ContainsAny(bare, "#.[]=:\"' >+~,*()") {
			return "", 0, "", false
		}
	}
	if tag == "" || strings.ContainsAny(tag, "#.[]=:\"' >+~,*()") {
		return "", 0, "", false
	}
	return strings.ToLower(tag), kind, name, true
}

// scanText is text's answer for a simple selector (simpleSel): the
// first start tag of tag in s that has the id, class or attribute,
// tokenized, and the text up to its end tag.
func scanText(s, tag string, kind byte, name string) (string, bool) {
	for i := 0; ; {
		j := indexFold(s[i:], "<"+tag)
		if j < 0 {
			return "", false
		}
		i += j + 1
		if end := i + len(tag); end >= len(s) || strings.IndexByte(tagEnd, s[end]) < 0 {
			continue
		}
		z := html.NewTokenizer(strings.NewReader(s[i-1:]))
		tt := z.Next()
		if tt != html.StartTagToken {
			continue
		}
		t := z.Token()
		if !hasSel(t.Attr, kind, name) {
			continue
		}
		var b strings.Builder
		depth, skip := 0, 0
		for b.Len() < maxPlaceText {
			switch z.Next() {
			case html.ErrorToken:
				return placeText(b.String(), t.Attr)
			case html.TextToken:
				if skip == 0 {
					b.Write(z.Text())
				}
			case html.StartTagToken:
				n, _ := z.TagName()
				switch string(n) {
				case tag:
					depth++
				case "script", "style", "template":
					skip++
				}
			case html.EndTagToken:
				n, _ := z.TagName()
				switch string(n) {
				case tag:
					if depth == 0 {
						return placeText(b.String(), t.Attr)
					}
					depth--
				case "script", "style", "template":
					skip = max(0, skip-1)
				}
			}
		}
		return placeText(b.String(), t.Attr)
	}
}

// hasSel reports whether a start tag's attrs have the id, the class or
// the attribute name of kind ('#', '.', '['), or any for kind 0.
func hasSel(attrs []html.Attribute, kind byte, name string) bool {
	switch kind {
	case '#':
		v, _ := tag(attrs).Attr("id")
		return v == name
	case '.':
		v, _ := tag(attrs).Attr("class")
		return slices.Contains(strings.Fields(v), name)
	case '[':
		if a, v, ok := strings.Cut(name, `="`); ok {
			got, has := tag(attrs).Attr(strings.ToLower(a))
			return has && got == strings.TrimSuffix(v, `"`)
		}
		_, ok := tag(attrs).Attr(strings.ToLower(name))
		return ok
	}
	return true
}

// pageCodes is the codes of a page's text (learn.Ticket.Codes): its
// words of ASCII letters and digits, joined by hyphens, dots or slashes,
// with a letter and a digit (KG-2291, A12, v2.3.1, a bus route's X9), its numbers of
// minNumberCode digits or more (a dentist's GDC number, 83377), and its
// numbers written in groups of minGroupedDigits digits or more, also as
// their digits alone (978-1-9161107-3-1, 9781916110731), in lower
// case, each once, at most maxCodes of them. A scan, not a regular expression: it
// runs on every page of a kind whose data gives names.
func pageCodes(text string) []string {
	var out []string
	start := -1
	digit, letter := false, false
	for i := 0; i <= len(text) && len(out) < maxCodes; i++ {
		var c byte
		if i < len(text) {
			c = text[i]
		}
		d, l := c >= '0' && c <= '9', c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
		if d || l || c == '-' || c == '.' || c == '/' {
			if start < 0 {
				start, digit, letter = i, false, false
			}
			digit, letter = digit || d, letter || l
			continue
		}
		if start < 0 {
			continue
		}
		// Only a word with a letter and a digit, or of digits alone and
		// long enough not to be a year or a count, is looked at further.
		w := strings.Trim(text[start:i], "-./")
		if (digit && letter && len(w) >= 2 || len(w) >= minNumberCode && allDigits(w)) && len(w) <= maxNameLen {
			if w = strings.ToLower(w); !slices.Contains(out, w) {
				out = append(out, w)
			}
		} else if bare := digitsOf(w); digit && !letter && len(bare) >= minGroupedDigits && len(w) <= maxNameLen {
			// A number written in groups (an ISBN, 978-1-9161107-3-1):
			// as it is and as its digits alone, as data keys it.
			for _, c := range []string{w, bare} {
				if len(out) < maxCodes && !slices.Contains(out, c) {
					out = append(out, c)
				}
			}
		}
		start = -1
	}
	return out
}

// pageDates is the days (2025-02-01) a page's text writes in words ("1
// February 2025", "February 1, 2025", with or without a weekday) and
// its URL's path holds (/2025/02/01-ankle.html, /2025/02/01/), as ISO
// days, at most maxCodes: a name of the page when the data its script
// fetched keys an entry by that day, however it writes it (isoDates).
func pageDates(text, rawURL string) []string {
	var out []string
	add := func(y, m, d int) {
		if m >= 1 && m <= 12 && d >= 1 && d <= 31 && len(out) < maxCodes {
			if iso := fmt.Sprintf("%04d-%02d-%02d", y, m, d); !slices.Contains(out, iso) {
				out = append(out, iso)
			}
		}
	}
	if u, err := url.Parse(rawURL); err == nil {
		if m := pathDate.FindStringSubmatch(u.Path); m != nil {
			y, _ := strconv.Atoi(m[1])
			mo, _ := strconv.Atoi(m[2])
			d, _ := strconv.Atoi(m[3])
			add(y, mo, d)
		}
	}
	if !slices.ContainsFunc(months, func(m string) bool { return strings.Contains(text, m) }) {
		return out // no month's name: the regular expression is not run
	}
	for _, m := range wordDate.FindAllStringSubmatch(text, maxCodes) {
		d, mon, y := m[1], m[2], m[3]
		if d == "" {
			d, mon = m[5], m[4]
			y = m[6]
		}
		dn, _ := strconv.Atoi(d)
		yn, _ := strconv.Atoi(y)
		add(yn, monthOf(mon), dn)
	}
	return out
}

var (
	// pathDate is a day in a URL's path: /2025/02/01-x.html, /2025/02/01/.
	pathDate = regexp.MustCompile(`/((?:19|20)\d\d)/(\d{1,2})/(\d{1,2})(?:[-_/.]|$)`)
	// wordDate is a day written in words, day or month first.
	wordDate = regexp.MustCompile(`\b(?:(\d{1,2})(?:st|nd|rd|th)? (January|February|March|April|May|June|July|August|September|October|November|December),? ((?:19|20)\d\d)|(January|February|March|April|May|June|July|August|September|October|November|December) (\d{1,2})(?:st|nd|rd|th)?,? ((?:19|20)\d\d))\b`)
)

// months are the English months' names.
var months = []string{"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"}

// monthOf is the number of an English month's name, 0 for none.
func monthOf(name string) int {
	return slices.Index(months, name) + 1
}

// spacedCodes is the codes a page's text writes in groups of capital
// letters and digits with spaces between (a postcode, "CA12 5TB"; a grid
// reference, "NY 229 127"), as their groups joined, in lower case
// (ca125tb, ny229127): two or three groups of one to four characters,
// five to ten in all, a letter and a digit among them, the longest
// such run from where it starts (ny229127, not ny229); a group may end
// in a comma, a full stop, a semicolon, a colon or a bracket only where
// the code ends. Data keys such
// codes without their spaces as often as with them; each group alone is
// no code (pageCodes takes CA12; 229 is a count). At most maxCodes.
func spacedCodes(text string) []string {
	var out []string
	// The fields a code may take, read as they come rather than split
	// all at once (a long page has tens of thousands): win[0] is where
	// the next code may start.
	var win [3]string
	n := 0
	step := func() {
		// The longest code that starts at win[0], in lower case, and how
		// many fields it takes.
		var joined [10]byte
		k, best, took := 0, 0, 1
		letter, digit := false, false
		for j := 0; j < n; j++ {
			g, end, ok := spacedGroup(win[j], j == 0)
			if !ok || k+len(g) > len(joined) {
				break
			}
			for i := 0; i < len(g); i++ {
				if c := g[i]; c >= 'A' {
					letter = true
					joined[k] = c + 'a' - 'A'
				} else {
					digit = true
					joined[k] = c
				}
				k++
			}
			if j > 0 && letter && digit && k >= 5 {
				best, took = k, j+1
			}
			if end {
				break
			}
		}
		if best > 0 && !slices.ContainsFunc(out, func(o string) bool { return o == string(joined[:best]) }) {
			out = append(out, string(joined[:best]))
		}
		n = copy(win[:], win[took:n])
	}
	for f := range strings.FieldsSeq(text) {
		if len(out) >= maxCodes {
			return out
		}
		win[n] = f
		if n++; n == len(win) {
			step()
		}
	}
	for n > 0 && len(out) < maxCodes {
		step()
	}
	return out
}

// spacedGroup is a field of a spaced code (spacedCodes) without its
// punctuation; end says the code ends with it. A bracket may open only
// the first group.
func spacedGroup(f string, first bool) (g string, end, ok bool) {
	if t := strings.TrimPrefix(f, "("); t != f {
		if !first {
			return "", false, false // a bracket opens a code, and ends the one before
		}
		f = t
	}
	if t := strings.TrimRight(f, ",.;:)"); t != f {
		f, end = t, true
	}
	if f == "" || len(f) > 4 {
		return "", false, false
	}
	for i := 0; i < len(f); i++ {
		if c := f[i]; (c < 'A' || c > 'Z') && (c < '0' || c > '9') {
			return "", false, false
		}
	}
	return f, end, true
}

// markupCodes is the codes (pageCodes, letterCode) and the slugs of a
// few words (phraseSlug) of the attribute values of the markup's body,
// and the numbers of its selected options' text (optionNumbers), at most
// maxCodes of each: the key a script reads from
// an attribute it was written for, as a reference page's script splits
// the directive's code off its article's microdata itemid
// (urn:tool:directive:D-345) to look its options up in the data it
// fetched, is a name of the page as much as a code in its text. Links
// and sources (another page's URL names that page, not this one),
// styles and event handlers are not read; an image's source is
// (imageCodes: the page's own drawing, b017.svg). So are the string
// literals of a binding's expression (boundLiterals) and the texts of
// the elements that hold no other (leafNames), each kind of name kept
// to maxCodes of its own.
func markupCodes(s string) []string {
	if i := startTag(s, "body"); i > 0 {
		s = s[i:]
	}
	// Codes, the numbers of selected options and slugs are kept apart,
	// each to maxCodes: a page's seventy links titled "Read the story"
	// do not crowd out its itemid's code.
	var codes, numbers, slugs, texts, images, bound []string
	add := func(list *[]string, c string) {
		if len(*list) < maxCodes && !slices.Contains(*list, c) {
			*list = append(*list, c)
		}
	}
	z := html.NewTokenizer(strings.NewReader(s))
	// chosen holds the text of a selected <option> as it is read.
	var chosen strings.Builder
	inChosen := false
	choose := func() {
		if inChosen {
			inChosen = false
			for _, n := range optionNumbers(chosen.String()) {
				add(&numbers, n)
			}
		}
	}
	// leaf holds the text of the element leafTag while it holds no
	// other but void ones (leafNames); inLink: within an <a> (which
	// does not nest).
	var leaf strings.Builder
	leafTag, inLink := "", false
	for len(codes) < maxCodes || len(slugs) < maxCodes || len(texts) < maxCodes {
		tt := z.Next()
		if tt == html.ErrorToken {
			break
		}
		if tt == html.TextToken {
			switch {
			case inChosen:
				if chosen.Len() < maxPlaceText {
					chosen.Write(z.Text())
				}
			case leafTag != "" && leaf.Len() < maxPlaceText:
				leaf.Write(z.Text())
			}
			continue
		}
		if tt != html.StartTagToken && tt != html.SelfClosingTagToken && tt != html.EndTagToken {
			continue
		}
		tok := z.Token()
		switch tok.Data {
		case "option", "select", "optgroup", "body", "html":
			choose()
		}
		switch {
		case tok.Data == "a":
			inLink = tt == html.StartTagToken
		case tt == html.EndTagToken && blockTags[tok.Data]:
			inLink = false // a link left open ends with its block
		}
		if tt == html.EndTagToken {
			if tok.Data == leafTag && !inLink {
				for _, n := range leafNames(leaf.String()) {
					add(&texts, n)
				}
			}
			leafTag = ""
			continue
		}
		switch {
		case voidTags[tok.Data] || tt == html.SelfClosingTagToken:
			// A <br> or an <img> within an element's text leaves it a
			// leaf ("code:<br>CSL").
		case tt == html.StartTagToken && !notLeaf[tok.Data]:
			leafTag = tok.Data
			leaf.Reset()
		default:
			leafTag = ""
		}
		if tok.Data == "option" && tt == html.StartTagToken && slices.ContainsFunc(tok.Attr, func(a html.Attribute) bool { return a.Key == "selected" }) {
			inChosen = true
			chosen.Reset()
		}
		for _, a := range tok.Attr {
			if tok.Data == "img" && a.Key == "src" {
				// An image of the page's own, named by its key (a
				// specimen's drawing, b017.svg, of catalogue number B.17):
				// the codes of its file name, as its padded number
				// without the zeros too (b17). A site-wide image is every
				// page's, which names none (learn's common codes).
				for _, c := range imageCodes(a.Val) {
					add(&images, c)
				}
				continue
			}
			if len(a.Val) < 3 || len(a.Val) > maxCodeAttr || notCodeAttr(a.Key) {
				continue
			}
			// A binding's expression (Alpine's x-data="seats('baritones')",
			// Knockout's data-bind): the string literals it hands the
			// page's scripts, of a word or of a few (as slugs).
			for _, c := range boundLiterals(a.Val) {
				add(&bound, c)
			}
			found := pageCodes(a.Val)
			if c, ok := letterCode(a.Val); ok && !slices.Contains(found, c) {
				found = append(found, c)
			}
			for _, c := range found {
				// A class or an id prefixes its code (ref-k3851): its
				// parts that are codes too.
				for _, p := range append([]string{c}, codeParts(c)...) {
					add(&codes, p)
				}
			}
			// A value of a few words with spaces (an image's alt, a
			// title) as a slug (phraseSlug), as the data's names of a
			// few words are: a museum object's script looks up its
			// image's alt ("Lace christening gown") in data that names
			// it in capitals, where the heading adds a date. A class is
			// a list of tokens, not a name.
			if c, ok := phraseSlug(a.Val); ok && a.Key != "class" && strings.Contains(strings.TrimSpace(a.Val), " ") && !slices.Contains(found, c) {
				add(&slugs, c)
			}
		}
	}
	choose() // the markup ended within a selected option
	out := codes
	for _, l := range [][]string{numbers, slugs, texts, images, bound} {
		for _, c := range l {
			if !slices.Contains(out, c) {
				out = append(out, c)
			}
		}
	}
	return out
}

// boundLiterals is the string literals of an attribute value that reads
// as a script's expression (a call, an object: it holds "(" or "{"), in
// lower case: a word of letters, digits, hyphens and underscores of
// minLiteral characters or more as it is, two to eight words as their
// slug (phraseSlug). A literal every page's binding holds alike
// (x-show="tab === 'info'") is the template's, and names no page
// (learn's common codes).
func boundLiterals(v string) []string {
	if !strings.ContainsAny(v, "({") {
		return nil
	}
	var out []string
	for i := 0; i < len(v); i++ {
		q := v[i]
		if q != '\'' && q != '"' && q != '`' {
			continue
		}
		j := strings.IndexByte(v[i+1:], q)
		if j < 0 {
			break
		}
		lit := strings.TrimSpace(v[i+1 : i+1+j])
		i += j + 1
		switch {
		case len(lit) >= minLiteral && len(lit) <= maxNameLen && strings.IndexFunc(lit, func(r rune) bool {
			return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_')
		}) < 0:
			out = append(out, strings.ToLower(lit))
		case strings.Contains(lit, " "):
			if slug, ok := phraseSlug(lit); ok {
				out = append(out, slug)
			}
		}
	}
	return out
}

// minLiteral is the least length of a one-word literal boundLiterals
// takes: shorter ones are flags and keys of the template (on, id).
const minLiteral = 3

// imageCodes is the codes (pageCodes) of the file name of an image's
// URL without its extension, each also without the leading zeros of its
// numbers (unpadded): b017 and b17 of /img/specimens/b017.svg.
func imageCodes(src string) []string {
	u, err := url.Parse(src)
	if err != nil || u.Scheme == "data" {
		return nil
	}
	stem := u.Path[strings.LastIndexByte(u.Path, '/')+1:]
	if i := strings.LastIndexByte(stem, '.'); i > 0 {
		stem = stem[:i]
	}
	var out []string
	for _, c := range pageCodes(stem) {
		out = append(out, c)
		if v := unpadded(c); v != "" {
			out = append(out, v)
		}
	}
	return out
}

// leafNames is the names the text of an element that holds no other
// gives its page (markupCodes): a text of two to maxHeadWords words as a
// slug (phraseSlug), as a library's script looks up the book a lecture
// page cites (<cite>Íslensk eldfjöll</cite>) in data keyed by the title
// in lower case, its accents left out; a code of capital letters alone
// (letterCode); and each of those after a label's colon ("Lexicon code:
// CSL" of a list of quick facts, whose third item a rock guide's script
// cuts its code out of). A sentence (a text that ends with a full stop,
// a question or an exclamation mark) is prose, and names nothing; nor
// does a word of letters in lower case:
// every page's text has such words. The text of a link names the page it
// links to, not this one (links are left out).
func leafNames(text string) []string {
	if t := strings.TrimSpace(text); !strings.ContainsAny(t, " \t\n\r:") {
		// One word: only a code of capitals is a name (most of a
		// reference page's leaves are a word of code, read here fast).
		if code, ok := letterCode(t); ok {
			return []string{code}
		}
		return nil
	}
	text = strings.Join(strings.Fields(text), " ")
	if strings.HasSuffix(text, ".") || strings.HasSuffix(text, "!") || strings.HasSuffix(text, "?") {
		return nil // a sentence: prose, not a name
	}
	cands := []string{text}
	if i := strings.LastIndexByte(text, ':'); i >= 0 {
		cands = append(cands, strings.TrimSpace(text[i+1:]))
	}
	var out []string
	for _, c := range cands {
		if code, ok := letterCode(c); ok {
			out = append(out, code)
		}
		if slug, ok := phraseSlug(c); ok && strings.Contains(c, " ") && !slices.Contains(out, slug) {
			out = append(out, slug)
		}
	}
	return out
}

// blockTags are the elements whose end closes a link left open in them.
var blockTags = map[string]bool{
	"p": true, "li": true, "div": true, "td": true, "th": true, "tr": true,
	"dd": true, "dt": true, "ul": true, "ol": true, "dl": true, "table": true,
	"section": true, "article": true, "nav": true, "header": true,
	"footer": true, "main": true, "aside": true, "figure": true,
	"h1": true, "h2": true, "h3": true, "h4": true, "h5": true, "h6": true,
}

// voidTags are the elements that hold nothing; one within an element's
// text does not make it a parent.
var voidTags = map[string]bool{
	"br": true, "img": true, "wbr": true, "hr": true, "input": true,
	"meta": true, "link": true, "source": true, "area": true, "col": true,
	"embed": true, "track": true, "base": true, "param": true,
}

// notLeaf is the elements whose text leafNames does not read: scripts,
// styles and templates (not text a person reads), a page's title
// (headingNames reads it), buttons and form controls (labels a script
// reads no key from), the choices of a list (optionNumbers) and links
// (their text names the page they link to). A heading is read, as
// headingNames reads it too: the codes are counted once a page.
var notLeaf = map[string]bool{
	"script": true, "style": true, "template": true, "noscript": true,
	"title": true, "textarea": true, "button": true, "select": true,
	"option": true, "optgroup": true, "svg": true, "math": true, "a": true,
}

// optionNumbers is the whole numbers, however short, in the text of a
// selected <option>: the page's own choice in a list of its siblings
// ("Round 11 (Thursday)" of a bin round's page, whose script cuts the
// round's number out of it and looks the round up in data keyed by
// number). A short number in a page's text names nothing (every page has
// some); the one its own entry in such a list holds does.
func optionNumbers(text string) []string {
	var out []string
	for _, w := range strings.FieldsFunc(text, func(r rune) bool { return r < '0' || r > '9' }) {
		if len(w) <= maxNameLen {
			if t := strings.TrimLeft(w, "0"); t != "" && t != w && !slices.Contains(out, t) {
				out = append(out, t)
			}
			if !slices.Contains(out, w) {
				out = append(out, w)
			}
		}
	}
	return out
}

// letterCode is an attribute value that is a code of capital letters
// alone, 2 to 8 of them, in lower case: a station's code in the title
// of its name's abbr (<abbr title="OKW">Oakworth</abbr>), an airport's,
// a currency's, which a script looks the page's row up by as it would a
// code with a digit (pageCodes). In text such words are as often
// acronyms of the prose (FAQ, PDF); an attribute that holds one and
// nothing else was written for a script or a reader to look up.
func letterCode(v string) (string, bool) {
	v = strings.TrimSpace(v)
	if len(v) < 2 || len(v) > 8 {
		return "", false
	}
	for i := 0; i < len(v); i++ {
		if v[i] < 'A' || v[i] > 'Z' {
			return "", false
		}
	}
	return strings.ToLower(v), true
}

// dataBlockNames is the names the page's own JSON data blocks give it
// (<script type="application/json">, JSON-LD too; each of at most
// maxDataBlock bytes), in lower case, at most maxCodes of them: their
// values (not their keys) of one word, a few words as a slug
// (phraseSlug), and whole numbers, however short: a walk's page holds
// {"route": 6} for its script to look the walk's report up in a file
// keyed by route number. A page's names are asked for only when its
// kind's data gives names (learn.Ticket.Codes).
func dataBlockNames(markup string) []string {
	var out []string
	add := func(s string, key bool) bool {
		if key {
			return true
		}
		if strings.IndexFunc(s, unicode.IsSpace) >= 0 {
			s, _ = phraseSlug(s)
		}
		if s = strings.ToLower(s); s != "" && len(s) <= maxNameLen && !slices.Contains(out, s) {
			out = append(out, s)
		}
		return len(out) < maxCodes
	}
	z := html.NewTokenizer(strings.NewReader(markup))
	for len(out) < maxCodes {
		tt := z.Next()
		if tt == html.ErrorToken {
			break
		}
		if tt != html.StartTagToken {
			continue
		}
		name, hasAttr := z.TagName()
		if string(name) != "script" || !hasAttr {
			continue
		}
		isJSON := false
		for more := true; more; {
			var k, v []byte
			k, v, more = z.TagAttr()
			if string(k) == "type" && jslit.JSONType(string(v)) {
				isJSON = true
			}
		}
		if !isJSON || z.Next() != html.TextToken || len(z.Raw()) > maxDataBlock {
			continue
		}
		d := json.NewDecoder(bytes.NewReader(z.Text()))
		d.UseNumber()
		var v any
		if d.Decode(&v) == nil {
			walkNames(v, add)
		}
	}
	return out
}

// maxDataBlock bounds the JSON data blocks dataBlockNames reads: a
// page's config, not an app's whole state.
const maxDataBlock = 64 << 10

// codeParts is the parts of a code between its hyphens that are codes
// themselves (pageCodes), when it has more than one: k3851 of ref-k3851.
func codeParts(c string) []string {
	parts := strings.Split(c, "-")
	if len(parts) < 2 {
		return nil
	}
	var out []string
	for _, p := range parts {
		if cs := pageCodes(p); len(cs) == 1 && cs[0] == p {
			out = append(out, p)
		}
	}
	return out
}

// maxCodeAttr bounds the attribute values markupCodes reads.
const maxCodeAttr = 200

// notCodeAttr reports an attribute whose value names no key of the page
// (markupCodes): a URL, a style, an event handler, a form's method.
func notCodeAttr(key string) bool {
	switch key {
	case "href", "src", "srcset", "action", "formaction", "poster", "cite", "background", "style", "integrity", "nonce", "xmlns", "xlink:href",
		// A keyword of HTML's, in capitals as often as not (GET).
		"method", "formmethod":
		return true
	}
	return strings.HasPrefix(key, "on")
}

// headingNames is the names a page's heading gives it, in lower case
// (learn.Ticket.Codes): the text of its first <h1>, else its title up to
// a separator (" | ", " - ", " — ", " · "), as a slug, words of letters
// and digits joined by hyphens, accents folded and "&" read as "and"
// (tile-cutter-and-scorer of "Tile Cutter & Scorer"), also without the
// "&" and joined by underscores, and the initials of its words when it
// has two to eight (fos of "Folk on Sunday", r12 of "Route 12"): a page
// whose script looks its row up by its heading, as a CMS names a record
// by its title's slug.
// A heading of one word is a name as it is.
func headingNames(markup, title string) []string {
	parts, found := headingTexts(markup)
	head := strings.Join(parts, " ")
	if !found {
		head = title
		for _, sep := range []string{" | ", " - ", " \u2014 ", " \u2013 ", " \u00b7 ", " :: "} {
			if i := strings.Index(head, sep); i > 0 {
				head = head[:i]
			}
		}
	}
	words := headWords(head)
	if len(words) == 0 || len(words) > maxHeadWords {
		return nil
	}
	var out []string
	add := func(s string) {
		if s != "" && len(s) <= maxNameLen && !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	var slug, bare []string
	for _, w := range words {
		if w == "&" {
			slug = append(slug, "and")
			continue
		}
		slug, bare = append(slug, w), append(bare, w)
	}
	add(strings.Join(slug, "-"))
	add(strings.Join(slug, "_"))
	add(strings.Join(bare, "-"))
	add(initials(head))
	// The parts its markup sets apart, as slugs (of two words or more,
	// when there are two parts or more): a plant's Latin name in an <i>
	// beside its common one, which its script looks up.
	for _, part := range parts {
		if len(parts) < 2 || !strings.Contains(part, " ") {
			continue
		}
		if slug, ok := phraseSlug(part); ok {
			add(slug)
			if strings.ContainsAny(part, "0123456789") {
				add(initials(part)) // w4 of "Wall 4", as a climbing wall's data keys it (w04)
			}
		}
	}
	// A heading's label before its colon ("Session 7" of "Session 7:
	// Night navigation on Hause Moss"), and what follows it: a training
	// programme's script looks its session up by the label.
	if label, rest, ok := strings.Cut(head, ":"); ok {
		for _, part := range []string{label, rest} {
			if slug, ok := phraseSlug(part); ok {
				add(slug)
				if strings.ContainsAny(part, "0123456789") {
					add(initials(part))
				}
			}
		}
	}
	// An apostrophe is as often a hyphen of the slug as nothing at all
	// (st-anne-s-wharf of "St Anne's Wharf", as speakingurl and Django's
	// slugify make it; st-annes-wharf, as others do).
	if strings.ContainsAny(head, "'\u2019") {
		if slug, ok := phraseSlug(apostrophes.Replace(head)); ok {
			add(slug)
		}
	}
	return out
}

// initials is the first letter of each word of a name of two to
// maxHeadWords words, a number whole ("w4" of "Wall 4", "fos" of "Folk
// on Sunday"), or "" for another.
func initials(s string) string {
	words := headWords(s)
	if len(words) < 2 || len(words) > maxHeadWords {
		return ""
	}
	var b strings.Builder
	for _, w := range words {
		switch {
		case w == "&":
		case w[0] >= '0' && w[0] <= '9':
			b.WriteString(w)
		default:
			b.WriteByte(w[0])
		}
	}
	return b.String()
}

// apostrophes reads an apostrophe as a space between words.
var apostrophes = strings.NewReplacer("'", " ", "\u2019", " ")

// maxHeadWords bounds the words of a heading that names its page
// (headingNames): a longer one is prose.
const maxHeadWords = 8

// headingTexts is the texts of the first <h1> of markup (within its
// first maxHeadingScan bytes), split where its tags are ("Quince" and
// "Cydonia oblonga" of <h1>Quince <i class="binomial">Cydonia
// oblonga</i></h1>), each with its entities read and its spaces
// collapsed; found says there is such an <h1> (of at most
// maxPlaceText*4 bytes of markup). A scan of markup as it is, in any
// case, not a copy of it in lower case.
func headingTexts(markup string) (parts []string, found bool) {
	inner := firstHeadingMarkup(markup)
	if inner == "" {
		return nil, false
	}
	var b strings.Builder
	inTag := false
	flush := func() {
		if t := strings.Join(strings.Fields(html.UnescapeString(b.String())), " "); t != "" {
			parts = append(parts, t)
		}
		b.Reset()
	}
	for _, r := range inner {
		switch {
		case r == '<':
			flush()
			inTag = true
		case r == '>':
			inTag = false
		case !inTag:
			b.WriteRune(r)
		}
	}
	flush()
	return parts, true
}

// firstHeadingMarkup is the markup inside the first <h1> of markup (as
// headingTexts finds it), "" for none.
func firstHeadingMarkup(markup string) string {
	markup = markup[:min(len(markup), maxHeadingScan)]
	start := -1
	for i := 0; i+3 < len(markup); i++ {
		if markup[i] == '<' && markup[i+1]|0x20 == 'h' && markup[i+2] == '1' && strings.IndexByte("> \t\n\r", markup[i+3]) >= 0 {
			if gt := strings.IndexByte(markup[i:], '>'); gt >= 0 {
				start = i + gt + 1
			}
			break
		}
	}
	if start < 0 {
		return ""
	}
	end := -1
	for j := start; j+3 < len(markup) && j-start <= maxPlaceText*4; j++ {
		if markup[j] == '<' && markup[j+1] == '/' && markup[j+2]|0x20 == 'h' && markup[j+3] == '1' {
			end = j
			break
		}
	}
	if end < 0 {
		return ""
	}
	return markup[start:end]
}

// maxHeadingScan bounds the markup headingTexts looks for an <h1> in.
const maxHeadingScan = 256 << 10

// headWords is the words of a heading for its slug, in lower case, its
// accents folded (Café: cafe) and its ligatures spelt out (Cœur: coeur),
// each a run of ASCII letters and digits or an "&"; an apostrophe joins
// its word (Bev's: bevs).
func headWords(s string) []string {
	var words []string
	var w strings.Builder
	flush := func() {
		if w.Len() > 0 {
			words = append(words, w.String())
			w.Reset()
		}
	}
	for _, r := range norm.NFD.String(s) {
		switch {
		case unicode.Is(unicode.Mn, r), r == '\'', r == '\u2019':
		case r < unicode.MaxASCII && (unicode.IsLetter(r) || unicode.IsDigit(r)):
			w.WriteRune(unicode.ToLower(r))
		case r == '&':
			flush()
			words = append(words, "&")
		case ligatures[r] != "":
			w.WriteString(ligatures[r])
		default:
			flush()
		}
	}
	flush()
	return words
}

// ligatures spells the letters that have no accent to fold (NFD leaves
// them whole) as a slug does: Cœur, coeur.
var ligatures = map[rune]string{'œ': "oe", 'Œ': "oe", 'æ': "ae", 'Æ': "ae", 'ß': "ss", 'ø': "o", 'Ø': "o", 'ł': "l", 'Ł': "l", 'đ': "d", 'Đ': "d"}

// minGroupedDigits is the digits a number written in groups (pageCodes)
// has at least to be a code: an ISBN's ten or thirteen, a phone
// number's, not a date's eight.
const minGroupedDigits = 10

// digitsOf is the digits of s alone.
func digitsOf(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] >= '0' && s[i] <= '9' {
			b.WriteByte(s[i])
		}
	}
	return b.String()
}

// minNumberCode is the digits a number of a page's text has at least to
// be a code (pageCodes): a GDC number, 83377, or an ISBN, not a year.
const minNumberCode = 5

// allDigits reports whether s is ASCII digits alone.
func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// maxCodes bounds pageCodes.
const maxCodes = 64

// maxPlaceText bounds the text of a place read (text).
const maxPlaceText = 200

// dataValue is a data attribute in markup and its value, quoted or not.
var dataValue = regexp.MustCompile(`\sdata-[\w-]+\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))`)

// dataValues is the values of the data attributes of the markup s, each
// once, of at least three characters and at most maxNameLen, without
// spaces (learn.Sample.Own), at most maxDataValues of them.
func dataValues(s string) []string {
	var out []string
	for _, m := range dataValue.FindAllStringSubmatch(s, -1) {
		v := strings.TrimSpace(m[1] + m[2] + m[3])
		if len(v) >= 3 && len(v) <= maxNameLen && strings.IndexFunc(v, unicode.IsSpace) < 0 && !slices.Contains(out, v) {
			out = append(out, v)
			if len(out) >= maxDataValues {
				break
			}
		}
	}
	return out
}

// maxDataValues bounds dataValues.
const maxDataValues = 64

// tag is the attributes of a start tag.
type tag []html.Attribute

// Attr is the value of the attribute key of t, and whether t has it.
func (t tag) Attr(key string) (string, bool) {
	for _, a := range t {
		if a.Key == key {
			return a.Val, true
		}
	}
	return "", false
}

// placeTag is the start tag of place in the markup s: the first <html
// or <body tag, or of a custom element, or the tag with the id of
// "#id", or the meta tag of that name (metaPlace); nil if there is none.
func placeTag(s, place string) tag {
	var at int
	if key, val, ok := metaPlace(place); ok {
		return metaTag(s, key, val)
	}
	switch {
	case place == "html" || place == "body" || customTag(place):
		at = startTag(s, place)
	case strings.HasPrefix(place, "#"):
		at = idTag(s, place[1:])
	default:
		if tag, kind, name, ok := simpleSel(place); ok && kind != '[' {
			return selTag(s, tag, kind, name)
		}
		return nil
	}
	if at < 0 {
		return nil
	}
	z := html.NewTokenizer(strings.NewReader(s[at:]))
	if tt := z.Next(); tt != html.StartTagToken && tt != html.SelfClosingTagToken {
		return nil
	}
	t := z.Token()
	if place[0] == '#' {
		if id, _ := tag(t.Attr).Attr("id"); id != place[1:] {
			return nil
		}
	}
	return t.Attr
}

// selTag is the first start tag of name in s with the id or the class
// sel of kind ('#', '.'; any for 0); nil if none (firstTag).
func selTag(s, name string, kind byte, sel string) tag {
	return firstTag(s, name, func(t tag) bool { return hasSel(t, kind, sel) })
}

// metaTag is the first <meta> start tag of s whose attribute key is val
// (ASCII case aside); nil if none (firstTag).
func metaTag(s, key, val string) tag {
	return firstTag(s, "meta", func(t tag) bool {
		v, _ := t.Attr(key)
		return strings.EqualFold(v, val)
	})
}

// firstTag is the first start tag of name in s that match takes, at
// most maxMetaTags of them read; nil if none.
func firstTag(s, name string, match func(tag) bool) tag {
	for i, n := 0, 0; n < maxMetaTags; n++ {
		j := startTag(s[i:], name)
		if j < 0 {
			return nil
		}
		i += j
		z := html.NewTokenizer(strings.NewReader(s[i:]))
		i++
		if tt := z.Next(); tt != html.StartTagToken && tt != html.SelfClosingTagToken {
			continue
		}
		if t := tag(z.Token().Attr); match(t) {
			return t
		}
	}
	return nil
}

// maxMetaTags bounds the meta tags metaTag reads.
const maxMetaTags = 64

// startTag is the offset of the first start tag of name (html, body, a
// custom element's) in s, or -1.
func startTag(s, name string) int {
	for i := 0; ; {
		j := indexFold(s[i:], "<"+name)
		if j < 0 {
			return -1
		}
		i += j
		if end := i + 1 + len(name); end < len(s) && strings.IndexByte(tagEnd, s[end]) >= 0 {
			return i
		}
		i++
	}
}

// space and tagEnd are the bytes that end a tag's name: HTML's spaces,
// and with them the end of the tag.
const (
	space  = " \t\n\r\f"
	tagEnd = space + "/>"
)

// idTag is the offset of the start tag that holds id="id" (or 'id', or
// id unquoted; not data-id="id") in s, or -1.
func idTag(s, id string) int {
	for _, q := range []string{`id="` + id + `"`, `id='` + id + `'`, `id=` + id} {
		for i := 0; ; {
			j := strings.Index(s[i:], q)
			if j < 0 {
				break
			}
			i += j
			if lt := strings.LastIndexByte(s[:i], '<'); lt >= 0 && !strings.Contains(s[lt:i], ">") && strings.IndexByte(space, s[i-1]) >= 0 {
				return lt
			}
			i++
		}
	}
	return -1
}

// indexFold is strings.Index of sub, an ASCII string in lower case, in s
// whatever its case.
func indexFold(s, sub string) int {
	for i := 0; i+len(sub) <= len(s); i++ {
		if strings.EqualFold(s[i:i+len(sub)], sub) {
			return i
		}
	}
	return -1
}

// Parts of a selector (mentions): its attributes' names, then, with the
// brackets and pseudo-classes taken out, its tags, ids and classes.
var (
	selAttr    = regexp.MustCompile(`\[\s*([A-Za-z_][-\w:.]*)`)
	selBracket = regexp.MustCompile(`\[[^\]]*\]|"[^"]*"|'[^']*'`)
	selPseudo  = regexp.MustCompile(`::?[-\w]+`)
	selName    = regexp.MustCompile(`([#.]?)([A-Za-z_][-\w]*)`)
)

// mentions reports whether, for one of the groups of the plain selector
// sel, the markup holds each of its tag names (as "<tag"), attribute
// names, ids and classes as text: a page that does not cannot match it.
func (p *places) mentions(sel string) bool {
	if p.lower == "" {
		p.lower = strings.ToLower(p.html)
	}
	for _, g := range strings.Split(sel, ",") {
		all := true
		for _, m := range selAttr.FindAllStringSubmatch(g, -1) {
			all = all && strings.Contains(p.lower, strings.ToLower(m[1]))
		}
		rest := selPseudo.ReplaceAllString(selBracket.ReplaceAllString(g, " "), " ")
		for _, m := range selName.FindAllStringSubmatch(rest, -1) {
			want := strings.ToLower(m[2])
			if m[1] == "" {
				want = "<" + want
			}
			all = all && strings.Contains(p.lower, want)
		}
		if all {
			return true
		}
	}
	return false
}

// plainSelector reports whether sel is a selector of compounds without
// functions (:not(), :has()), each of its groups at most two compounds,
// as render notes them (js/compare.js): cascadia matches longer chains
// of descendants in time that grows with the depth of the markup.
func plainSelector(sel string) bool {
	t := selBracket.ReplaceAllString(sel, "[]")
	if strings.Contains(t, "(") {
		return false
	}
	for _, g := range strings.Split(t, ",") {
		if len(strings.Fields(strings.NewReplacer(">", " ", "+", " ", "~", " ").Replace(g))) > 2 {
			return false
		}
	}
	return true
}

// lacked is the places of missed (render.Page.Missed) that the markup
// html does not hold: a place the page's scripts took out of it before
// it was read (dates a script wrote over) was not one they lacked, and
// every page of the kind would hold it.
func lacked(html string, missed []string) []string {
	if len(missed) == 0 {
		return nil
	}
	p := &places{html: html}
	var out []string
	for _, m := range missed {
		if !p.has(m) {
			out = append(out, m)
		}
	}
	return out
}

// simplePlace reports whether place is "#name" or ".name", as render
// names the ids and classes scripts looked for (Page.Missed).
func simplePlace(place string) bool {
	if len(place) < 2 || place[0] != '#' && place[0] != '.' {
		return false
	}
	for _, c := range place[1:] {
		if !(c == '-' || c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
			return false
		}
	}
	return true
}

// hasPlace reports whether the markup html holds place: "#id", an
// element with that id, or ".class", an element with that class among
// its classes (learn.Ticket.Places). It reads attributes as the markup
// writes them (id="x", id='x', id=x), not as a parser would mend them:
// a page it misreads is verified with its fellows, as before.
func hasPlace(html, place string) bool {
	if len(place) < 2 {
		return false
	}
	attr, want := "class", place[1:]
	if place[0] == '#' {
		attr = "id"
	}
	for i := 0; ; {
		j := strings.Index(html[i:], attr+"=")
		if j < 0 {
			return false
		}
		j += i
		i = j + len(attr) + 1
		if j > 0 && !isSpace(html[j-1]) {
			continue // data-id=, classname=: another attribute
		}
		v := attrValue(html[i:])
		if attr == "id" && strings.TrimSpace(v) == want {
			return true
		}
		if attr == "class" {
			for _, c := range strings.Fields(v) {
				if c == want {
					return true
				}
			}
		}
	}
}

// attrValue is the value of an attribute whose text after '=' is s:
// quoted, or up to the next space or '>'.
func attrValue(s string) string {
	if s == "" {
		return ""
	}
	if q := s[0]; q == '"' || q == '\'' {
		if k := strings.IndexByte(s[1:], q); k >= 0 {
			return s[1 : 1+k]
		}
		return s[1:]
	}
	k := strings.IndexAny(s, " \t\n\r>")
	if k < 0 {
		return s
	}
	return s[:k]
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' }
