package extract

import (
	"bytes"
	"unicode/utf8"

	"golang.org/x/net/html"
)

// tokens is what the extractor reads a document through: the calls of
// golang.org/x/net/html's Tokenizer it makes. lexer is the one it uses;
// the tests run the extractor over html.Tokenizer too, and compare.
type tokens interface {
	Next() html.TokenType
	Text() []byte
	Raw() []byte
	TagAttr() (key, val []byte, more bool)
}

// lexer splits a whole document held in memory into the tokens
// golang.org/x/net/html's Tokenizer gives for it (without AllowCDATA),
// token for token, with the same Text, Raw and TagAttr; the tests hold
// it to that on every page of the realweb corpus and on fuzzed input.
// It is written for speed: it indexes the document rather than reading it
// a byte at a time through a buffer, finds the next '<', quote or '>'
// with bytes.IndexByte, and copies only what it must change (newlines,
// NULs, entities, upper-case attribute names), never the document
// itself, which it does not write to.
type lexer struct {
	doc []byte
	pos int  // the next byte to read
	eof bool // a read met the end of doc (the Tokenizer's io.EOF)

	tt                    html.TokenType
	rawStart              int // the token's first byte
	dataStart, dataEnd    int // its text, name or doctype
	rawTag                string
	textIsRaw, convertNUL bool

	attrs    []lexAttr // the start tag's attributes, the first of each name
	nAttr    int       // how many TagAttr returned
	key, val span      // the attribute being read
	scratch  []byte    // what Text and TagAttr changed, for this token
}

type span struct{ start, end int }

type lexAttr struct{ key, val span }

func newLexer(doc []byte) *lexer { return &lexer{doc: doc} }

// read returns the next byte, or sets eof and returns 0 at the end.
func (l *lexer) read() byte {
	if l.pos >= len(l.doc) {
		l.eof = true
		return 0
	}
	c := l.doc[l.pos]
	l.pos++
	return c
}

// skipTo moves past the next c, or to the end (eof) when there is none;
// it reports whether it found c.
func (l *lexer) skipTo(c byte) bool {
	i := bytes.IndexByte(l.doc[l.pos:], c)
	if i < 0 {
		l.pos = len(l.doc)
		l.eof = true
		return false
	}
	l.pos += i + 1
	return true
}

// afterLessThan moves past the next '<' and reads the byte after it;
// false at the end of the document, before either.
func (l *lexer) afterLessThan() (byte, bool) {
	if !l.skipTo('<') {
		return 0, false
	}
	c := l.read()
	return c, !l.eof
}

func isLetter(c byte) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }

func isTagSpace(c byte) bool {
	return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\f'
}

// Next scans the next token and returns its type.
func (l *lexer) Next() html.TokenType {
	l.rawStart, l.dataStart, l.dataEnd = l.pos, l.pos, l.pos
	l.scratch = l.scratch[:0]
	if l.eof {
		l.tt = html.ErrorToken
		return l.tt
	}
	if l.rawTag != "" {
		if l.rawTag == "plaintext" {
			l.pos, l.eof = len(l.doc), true
			l.dataEnd = l.pos
			l.textIsRaw = true
		} else {
			l.readRawOrRCDATA()
		}
		if l.dataEnd > l.dataStart {
			l.tt, l.convertNUL = html.TextToken, true
			return l.tt
		}
	}
	l.textIsRaw, l.convertNUL = false, false
	for {
		c, ok := l.afterLessThan()
		if !ok {
			break
		}
		var tt html.TokenType
		switch {
		case isLetter(c):
			tt = html.StartTagToken
		case c == '/':
			tt = html.EndTagToken
		case c == '!' || c == '?':
			tt = html.CommentToken
		default:
			l.pos-- // read it again, as text
			continue
		}
		// Text before the tag is a token of its own, first.
		if x := l.pos - 2; l.rawStart < x {
			l.pos, l.dataEnd = x, x
			l.tt = html.TextToken
			return l.tt
		}
		switch tt {
		case html.StartTagToken:
			l.tt = l.readStartTag()
			return l.tt
		case html.EndTagToken:
			c = l.read()
			if l.eof {
				goto end
			}
			if c == '>' { // "</>": nothing, an empty comment
				l.tt = html.CommentToken
				return l.tt
			}
			if isLetter(c) {
				l.readTag(false)
				if l.eof {
					l.tt = html.ErrorToken
				} else {
					l.tt = html.EndTagToken
				}
				return l.tt
			}
			l.pos--
			l.readUntilCloseAngle()
			l.tt = html.CommentToken
			return l.tt
		default:
			if c == '!' {
				l.tt = l.readMarkupDeclaration()
				return l.tt
			}
			l.pos--
			l.readUntilCloseAngle()
			l.tt = html.CommentToken
			return l.tt
		}
	}
end:
	if l.rawStart < l.pos {
		l.dataEnd = l.pos
		l.tt = html.TextToken
		return l.tt
	}
	l.tt = html.ErrorToken
	return l.tt
}

// skipWhiteSpace moves past white space.
func (l *lexer) skipWhiteSpace() {
	for !l.eof {
		c := l.read()
		if l.eof {
			return
		}
		if !isTagSpace(c) {
			l.pos--
			return
		}
	}
}

// readRawOrRCDATA reads the content of the raw-text element l.rawTag, up
// to its end tag.
func (l *lexer) readRawOrRCDATA() {
	if l.rawTag == "script" {
		l.readScript()
		l.textIsRaw = true
		l.rawTag = ""
		return
	}
	for {
		c, ok := l.afterLessThan()
		if !ok {
			break
		}
		if c != '/' {
			l.pos--
			continue
		}
		if l.readRawEndTag() || l.eof {
			break
		}
	}
	l.dataEnd = l.pos
	// A textarea's or title's content may hold entities.
	l.textIsRaw = l.rawTag != "textarea" && l.rawTag != "title"
	l.rawTag = ""
}

// readRawEndTag reads l.rawTag and what ends a tag name after "</"; when
// they are there, it moves back to the "</" and reports true.
func (l *lexer) readRawEndTag() bool {
	for i := 0; i < len(l.rawTag); i++ {
		c := l.read()
		if l.eof {
			return false
		}
		if c != l.rawTag[i] && c != l.rawTag[i]-('a'-'A') {
			l.pos--
			return false
		}
	}
	c := l.read()
	if l.eof {
		return false
	}
	if isTagSpace(c) || c == '/' || c == '>' {
		l.pos -= 3 + len(l.rawTag)
		return true
	}
	l.pos--
	return false
}

// The states of a script's content (the HTML standard's script data
// states), as far as they decide where the script ends. An escaped
// state's dash, two dashes and '<' follow it in this order (escapedNext).
const (
	scriptData = iota
	scriptLessThan
	scriptEscapeStart
	scriptEscapeStartDash
	scriptEscaped
	scriptEscapedDash
	scriptEscapedDashDash
	scriptEscapedLessThan
	scriptDoubleEscapeStart
	scriptDoubleEscaped
	scriptDoubleEscapedDash
	scriptDoubleEscapedDashDash
	scriptDoubleEscapedLessThan
)

// escapedNext is the state after c in an escaped script (base
// scriptEscaped) or a double-escaped one (base scriptDoubleEscaped), in
// state: base, base+1 after a dash, base+2 after two, base+3 after a '<'.
func escapedNext(c byte, state, base int) int {
	switch {
	case c == '-' && state == base:
		return base + 1
	case c == '-':
		return base + 2
	case c == '<':
		return base + 3
	case c == '>' && state == base+2:
		return scriptData
	}
	return base
}

// readScript reads a script's content up to its end tag, which comments
// in the script may hide.
func (l *lexer) readScript() {
	defer func() { l.dataEnd = l.pos }()
	state := scriptData
	for {
		if state == scriptData {
			if !l.skipTo('<') {
				return
			}
			state = scriptLessThan
			continue
		}
		c := l.read()
		if l.eof {
			return
		}
		switch state {
		case scriptLessThan:
			switch c {
			case '/':
				if l.readRawEndTag() || l.eof {
					return
				}
				state = scriptData
			case '!':
				state = scriptEscapeStart
			default:
				l.pos--
				state = scriptData
			}
		case scriptEscapeStart:
			if c == '-' {
				state = scriptEscapeStartDash
			} else {
				l.pos--
				state = scriptData
			}
		case scriptEscapeStartDash:
			if c == '-' {
				state = scriptEscapedDashDash
			} else {
				l.pos--
				state = scriptData
			}
		case scriptEscaped, scriptEscapedDash, scriptEscapedDashDash:
			state = escapedNext(c, state, scriptEscaped)
		case scriptEscapedLessThan:
			switch {
			case c == '/':
				if l.readRawEndTag() || l.eof {
					return
				}
				state = scriptEscaped
			case isLetter(c):
				l.pos--
				state = scriptDoubleEscapeStart
			default:
				l.pos--
				state = scriptData
			}
		case scriptDoubleEscapeStart:
			l.pos-- // c is read again, as the name's first letter
			state = scriptEscaped
			matched := true
			for i := 0; i < len("script"); i++ {
				c = l.read()
				if l.eof {
					return
				}
				if c != "script"[i] && c != "SCRIPT"[i] {
					l.pos--
					matched = false
					break
				}
			}
			if !matched {
				break
			}
			c = l.read()
			if l.eof {
				return
			}
			if isTagSpace(c) || c == '/' || c == '>' {
				state = scriptDoubleEscaped
			} else {
				l.pos--
			}
		case scriptDoubleEscaped, scriptDoubleEscapedDash, scriptDoubleEscapedDashDash:
			state = escapedNext(c, state, scriptDoubleEscaped)
		case scriptDoubleEscapedLessThan:
			if c != '/' {
				l.pos--
				state = scriptDoubleEscaped
				break
			}
			if l.readRawEndTag() {
				l.pos += len("</script>")
				state = scriptEscaped
				break
			}
			if l.eof {
				return
			}
			state = scriptDoubleEscaped
		}
	}
}

// readComment reads a comment after its "<!--".
func (l *lexer) readComment() {
	l.dataStart = l.pos
	defer func() {
		if l.dataEnd < l.dataStart { // "<!-->"
			l.dataEnd = l.dataStart
		}
	}()
	dashes := 0
	beginning := true
	for {
		c := l.read()
		if l.eof {
			l.dataEnd = l.abruptCommentEnd()
			return
		}
		switch c {
		case '-':
			dashes++
			continue
		case '>':
			if dashes >= 2 || beginning {
				l.dataEnd = l.pos - len("-->")
				return
			}
		case '!':
			if dashes >= 2 {
				c = l.read()
				if l.eof {
					l.dataEnd = l.abruptCommentEnd()
					return
				}
				if c == '>' {
					l.dataEnd = l.pos - len("--!>")
					return
				}
				if c == '-' {
					dashes = 1
					beginning = false
					continue
				}
			}
		}
		dashes = 0
		beginning = false
	}
}

// abruptCommentEnd is where the text of a comment cut by the end of the
// document ends: before the dashes (and "!") of an end it began.
func (l *lexer) abruptCommentEnd() int {
	raw := l.doc[l.rawStart:l.pos]
	if len(raw) >= len("<!--") {
		raw = raw[len("<!--"):]
		switch {
		case bytes.HasSuffix(raw, []byte("--!")):
			return l.pos - 3
		case bytes.HasSuffix(raw, []byte("--")):
			return l.pos - 2
		case bytes.HasSuffix(raw, []byte("-")):
			return l.pos - 1
		}
	}
	return l.pos
}

// readUntilCloseAngle reads past the next '>'.
func (l *lexer) readUntilCloseAngle() {
	l.dataStart = l.pos
	if l.skipTo('>') {
		l.dataEnd = l.pos - 1
	} else {
		l.dataEnd = l.pos
	}
}

// readMarkupDeclaration reads what follows "<!": a comment, a doctype, or
// a bogus comment.
func (l *lexer) readMarkupDeclaration() html.TokenType {
	l.dataStart = l.pos
	var c [2]byte
	for i := range c {
		c[i] = l.read()
		if l.eof {
			l.dataEnd = l.pos
			if i == 1 && c[0] == '>' {
				l.dataEnd--
			}
			return html.CommentToken
		}
	}
	if c[0] == '-' && c[1] == '-' {
		l.readComment()
		return html.CommentToken
	}
	l.pos -= 2
	if l.readDoctype() {
		return html.DoctypeToken
	}
	l.readUntilCloseAngle()
	return html.CommentToken
}

// readDoctype reads "DOCTYPE" (in any case) and the declaration after it,
// or moves back and reports false.
func (l *lexer) readDoctype() bool {
	const s = "DOCTYPE"
	for i := 0; i < len(s); i++ {
		c := l.read()
		if l.eof {
			// Read again, up to the end, as a bogus comment.
			l.pos, l.eof = l.dataStart, false
			return false
		}
		if c != s[i] && c != s[i]+('a'-'A') {
			l.pos = l.dataStart
			return false
		}
	}
	if l.skipWhiteSpace(); l.eof {
		l.dataStart, l.dataEnd = l.pos, l.pos
		return true
	}
	l.readUntilCloseAngle()
	return true
}

// rawTags are the elements whose content is text up to their end tag.
var rawTags = []string{"iframe", "noembed", "noframes", "noscript", "plaintext", "script", "style", "textarea", "title", "xmp"}

// readStartTag reads a start tag after its "<" and first letter.
func (l *lexer) readStartTag() html.TokenType {
	l.readTag(true)
	if l.eof {
		return html.ErrorToken
	}
	name := l.doc[l.dataStart:l.dataEnd]
	for _, t := range rawTags {
		if asciiEqualFold(name, t) {
			l.rawTag = t
			break
		}
	}
	// Self-closing: a '/' before the '>' that is not the last character
	// of an unquoted value (<p a=/>).
	n := len(l.attrs)
	if l.doc[l.pos-2] == '/' && (n == 0 || l.pos-2 != l.attrs[n-1].val.end-1) {
		return html.SelfClosingTagToken
	}
	return html.StartTagToken
}

// asciiEqualFold reports whether b is s, ASCII letters in any case.
func asciiEqualFold(b []byte, s string) bool {
	if len(b) != len(s) {
		return false
	}
	for i := range b {
		c := b[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != s[i] {
			return false
		}
	}
	return true
}

// readTag reads a tag's name and attributes; with save, it keeps the
// first attribute of each name.
func (l *lexer) readTag(save bool) {
	l.attrs = l.attrs[:0]
	l.nAttr = 0
	l.readTagName()
	if l.skipWhiteSpace(); l.eof {
		return
	}
	for {
		c := l.read()
		if l.eof || c == '>' {
			break
		}
		l.pos--
		l.readTagAttrKey()
		l.readTagAttrVal()
		if save && l.key.start != l.key.end && !l.hasAttr(l.doc[l.key.start:l.key.end]) {
			l.attrs = append(l.attrs, lexAttr{l.key, l.val})
		}
		if l.skipWhiteSpace(); l.eof {
			break
		}
	}
}

// hasAttr reports whether the tag has an attribute named key already
// (ASCII letters in any case).
func (l *lexer) hasAttr(key []byte) bool {
	for _, a := range l.attrs {
		k := l.doc[a.key.start:a.key.end]
		if len(k) != len(key) {
			continue
		}
		same := true
		for i := range k {
			x, y := k[i], key[i]
			if 'A' <= x && x <= 'Z' {
				x += 'a' - 'A'
			}
			if 'A' <= y && y <= 'Z' {
				y += 'a' - 'A'
			}
			if x != y {
				same = false
				break
			}
		}
		if same {
			return true
		}
	}
	return false
}

// readTagName reads the tag's name, its first letter read already.
func (l *lexer) readTagName() {
	l.dataStart = l.pos - 1
	for {
		c := l.read()
		if l.eof {
			l.dataEnd = l.pos
			return
		}
		switch {
		case isTagSpace(c):
			l.dataEnd = l.pos - 1
			return
		case c == '/' || c == '>':
			l.pos--
			l.dataEnd = l.pos
			return
		}
	}
}

// readTagAttrKey reads an attribute's name.
func (l *lexer) readTagAttrKey() {
	l.key.start = l.pos
	for {
		c := l.read()
		if l.eof {
			l.key.end = l.pos
			return
		}
		if c == '=' && l.key.start+1 == l.pos {
			continue // a name may begin with '='
		}
		if c == '=' || isTagSpace(c) || c == '/' || c == '>' {
			l.pos--
			l.key.end = l.pos
			return
		}
	}
}

// readTagAttrVal reads an attribute's value, if it has one.
func (l *lexer) readTagAttrVal() {
	l.val = span{l.pos, l.pos}
	if l.skipWhiteSpace(); l.eof {
		return
	}
	c := l.read()
	if l.eof || c == '/' {
		return
	}
	if c != '=' {
		l.pos--
		return
	}
	if l.skipWhiteSpace(); l.eof {
		return
	}
	quote := l.read()
	if l.eof {
		return
	}
	switch quote {
	case '>':
		l.pos--
	case '\'', '"':
		l.val.start = l.pos
		if l.skipTo(quote) {
			l.val.end = l.pos - 1
		} else {
			l.val.end = l.pos
		}
	default:
		l.val.start = l.pos - 1
		for {
			c := l.read()
			if l.eof {
				l.val.end = l.pos
				return
			}
			if isTagSpace(c) {
				l.val.end = l.pos - 1
				return
			}
			if c == '>' {
				l.pos--
				l.val.end = l.pos
				return
			}
		}
	}
}

// Raw returns the bytes of the token. They are the document's: the
// caller must not change them.
func (l *lexer) Raw() []byte { return l.doc[l.rawStart:l.pos] }

var (
	nul         = []byte{0}
	replacement = []byte("\ufffd")
)

// Text returns the text of a text, comment or doctype token: newlines
// made "\n", NULs made U+FFFD (in raw text and comments), entities
// unescaped (outside raw text); once per token, as the Tokenizer does.
// The bytes may be the document's: the caller must not change them.
func (l *lexer) Text() []byte {
	switch l.tt {
	case html.TextToken, html.CommentToken, html.DoctypeToken:
	default:
		return nil
	}
	s := l.doc[l.dataStart:l.dataEnd]
	l.dataStart, l.dataEnd = l.pos, l.pos
	s = l.newlines(s)
	if (l.convertNUL || l.tt == html.CommentToken) && bytes.IndexByte(s, 0) >= 0 {
		s = l.keep(bytes.ReplaceAll(s, nul, replacement))
	}
	if !l.textIsRaw && bytes.IndexByte(s, '&') >= 0 {
		s = l.keep([]byte(html.UnescapeString(string(s))))
	}
	return s
}

// keep copies b into the token's scratch space and returns the copy.
func (l *lexer) keep(b []byte) []byte {
	n := len(l.scratch)
	l.scratch = append(l.scratch, b...)
	return l.scratch[n:len(l.scratch):len(l.scratch)]
}

// newlines returns s with "\r\n" and "\r" made "\n" (a copy if it had
// any).
func (l *lexer) newlines(s []byte) []byte {
	i := bytes.IndexByte(s, '\r')
	if i < 0 {
		return s
	}
	n := len(l.scratch)
	l.scratch = append(l.scratch, s[:i]...)
	for ; i < len(s); i++ {
		c := s[i]
		if c == '\r' {
			c = '\n'
			if i+1 < len(s) && s[i+1] == '\n' {
				i++
			}
		}
		l.scratch = append(l.scratch, c)
	}
	return l.scratch[n:len(l.scratch):len(l.scratch)]
}

// TagAttr returns the next attribute of a start tag: its name in lower
// case, its value with newlines made "\n" and entities unescaped as in
// an attribute (NULs made U+FFFD in both), and whether more follow.
func (l *lexer) TagAttr() (key, val []byte, more bool) {
	if l.nAttr >= len(l.attrs) || l.tt != html.StartTagToken && l.tt != html.SelfClosingTagToken {
		return nil, nil, false
	}
	a := l.attrs[l.nAttr]
	l.nAttr++
	key = l.doc[a.key.start:a.key.end]
	if bytes.IndexByte(key, 0) >= 0 {
		key = l.keep(bytes.ReplaceAll(key, nul, replacement))
	}
	for _, c := range key {
		if 'A' <= c && c <= 'Z' {
			key = l.keep(key)
			for i, c := range key {
				if 'A' <= c && c <= 'Z' {
					key[i] = c + 'a' - 'A'
				}
			}
			break
		}
	}
	val = l.doc[a.val.start:a.val.end]
	if bytes.IndexByte(val, 0) >= 0 {
		val = l.keep(bytes.ReplaceAll(val, nul, replacement))
	}
	val = l.newlines(val)
	if bytes.IndexByte(val, '&') >= 0 {
		val = l.unescapeAttr(val)
	}
	return key, val, l.nAttr < len(l.attrs)
}

// unescapeAttr unescapes the entities of an attribute's value as the
// Tokenizer does: as in text, except that a named reference without its
// ';' and followed by '=' stays as it is, and so does one that only
// begins with the name of an entity (no "&notit" made "¬it").
func (l *lexer) unescapeAttr(s []byte) []byte {
	n := len(l.scratch)
	for {
		i := bytes.IndexByte(s, '&')
		if i < 0 {
			l.scratch = append(l.scratch, s...)
			break
		}
		l.scratch = append(l.scratch, s[:i]...)
		s = s[i:]
		size, out := attrEntity(s)
		l.scratch = append(l.scratch, out...)
		s = s[size:]
	}
	return l.scratch[n:len(l.scratch):len(l.scratch)]
}

// attrEntity reads the character reference at the start of s (s[0] is
// '&') as an attribute's: it returns how many bytes it took and what
// they stand for.
func attrEntity(s []byte) (int, []byte) {
	if len(s) > 1 && s[1] == '#' {
		// A numeric reference reads the same in text: unescape it with
		// one byte after it, if any, that is not part of it.
		i := 2
		hex := i < len(s) && (s[i] == 'x' || s[i] == 'X')
		if hex {
			i++
		}
		for i < len(s) && (s[i] >= '0' && s[i] <= '9' || hex && (s[i] >= 'a' && s[i] <= 'f' || s[i] >= 'A' && s[i] <= 'F')) {
			i++
		}
		if i < len(s) && s[i] == ';' {
			i++
		}
		// Whether it is a reference at all depends on the length of
		// what follows the '&' (at least "&#." for one): a byte more, if
		// there is one, says so.
		end := min(i+1, len(s))
		out := html.UnescapeString(string(s[:end]))
		if end > i {
			out = out[:len(out)-1] // the extra byte, as it was
		}
		if out == string(s[:i]) {
			// Not a reference: only its '&' is taken as it is.
			return 1, s[:1]
		}
		return i, []byte(out)
	}
	i := 1
	for i < len(s) && (isLetter(s[i]) || '0' <= s[i] && s[i] <= '9') {
		i++
	}
	semi := i < len(s) && s[i] == ';'
	if semi {
		i++
	}
	name := s[1:i]
	switch {
	case len(name) == 0:
		return 1, s[:1]
	case !semi && i < len(s) && s[i] == '=':
		return i, s[:i]
	}
	out := html.UnescapeString(string(s[:i]))
	// The whole name is an entity when all of it became one or two
	// characters; in text, the start of it alone may be one, the rest
	// kept: not in an attribute.
	if out != string(s[:i]) && (semi && utf8.RuneCountInString(out) <= 2 || !semi && utf8.RuneCountInString(out) == 1) {
		return i, []byte(out)
	}
	return i, s[:i]
}
