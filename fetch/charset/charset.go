package charset

import (
	"bytes"
	"strings"
	"unicode/utf8"

	"golang.org/x/net/html"
	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/htmlindex"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/unicode"
)

// Kind says whether and how a media type is decoded as text.
type Kind int

const (
	Binary Kind = iota // raw bytes, no charset
	Text               // text: BOM, header, detection
	HTML               // text/html: BOM, header, <meta> prescan, detection
	XML                // XML: BOM, header, <?xml encoding?>, detection
)

// KindOf classifies a lowercased media type.
func KindOf(mt string) Kind {
	switch {
	case mt == "text/html":
		return HTML
	case mt == "application/xhtml+xml", mt == "application/xml", mt == "text/xml",
		strings.HasSuffix(mt, "+xml"):
		return XML
	case strings.HasPrefix(mt, "text/"), mt == "application/json",
		strings.HasSuffix(mt, "+json"), mt == "application/javascript",
		mt == "application/x-javascript", mt == "application/ecmascript":
		return Text
	}
	return Binary
}

// ParseContentType splits a Content-Type header into the lowercased media
// type and the charset parameter. It is as lenient as a browser: malformed
// parameters are skipped rather than failing the whole header.
func ParseContentType(v string) (mediaType, charset string) {
	mt, params, _ := strings.Cut(v, ";")
	mediaType = strings.ToLower(strings.TrimSpace(mt))
	if !strings.Contains(mediaType, "/") {
		mediaType = ""
	}
	for params != "" {
		var p string
		p, params, _ = strings.Cut(params, ";")
		k, val, ok := strings.Cut(p, "=")
		if !ok || !strings.EqualFold(strings.TrimSpace(k), "charset") {
			continue
		}
		val = strings.TrimSpace(val)
		if len(val) >= 2 && (val[0] == '"' || val[0] == '\'') && val[len(val)-1] == val[0] {
			val = val[1 : len(val)-1]
		}
		return mediaType, strings.TrimSpace(val)
	}
	return mediaType, ""
}

// Decode decodes body to UTF-8 following the WHATWG order of
// precedence: byte order mark, the charset of the Content-Type header, a
// declaration in the document (<meta> prescan for HTML, the XML
// declaration for XML), then detection from the bytes. It returns the
// decoded text (body itself when it already is valid UTF-8 without a BOM)
// and the canonical WHATWG name of the encoding used.
func Decode(body []byte, headerCharset string, kind Kind) ([]byte, string) {
	switch {
	case bytes.HasPrefix(body, []byte("\xef\xbb\xbf")):
		return toValidUTF8(body[3:]), "utf-8"
	case bytes.HasPrefix(body, []byte("\xfe\xff")):
		return decodeWith(unicode.UTF16(unicode.BigEndian, unicode.IgnoreBOM), body[2:]), "utf-16be"
	case bytes.HasPrefix(body, []byte("\xff\xfe")):
		return decodeWith(unicode.UTF16(unicode.LittleEndian, unicode.IgnoreBOM), body[2:]), "utf-16le"
	}
	enc, name := lookup(headerCharset)
	if enc == nil {
		switch kind {
		case HTML:
			enc, name = prescan(body)
		case XML:
			enc, name = xmlDeclaration(body)
		}
	}
	if enc == nil {
		switch {
		case isISO2022JP(body):
			// Seven-bit, so valid UTF-8 too: its escapes tell it apart.
			enc, name = lookup("iso-2022-jp")
		case utf8.Valid(body):
			return body, "utf-8"
		default:
			enc, name = detect(body)
		}
	}
	if name == "utf-8" {
		return toValidUTF8(body), name
	}
	return decodeWith(enc, body), name
}

// lookup resolves a charset label with the WHATWG label table ("gb2312" is
// gbk, "latin1" is windows-1252, "x-sjis" is shift_jis). It returns nil for
// an empty or unknown label.
func lookup(label string) (encoding.Encoding, string) {
	label = strings.TrimSpace(label)
	if label == "" {
		return nil, ""
	}
	enc, err := htmlindex.Get(label)
	if err != nil {
		return nil, ""
	}
	name, err := htmlindex.Name(enc)
	if err != nil {
		return nil, ""
	}
	if name == "gbk" {
		// WHATWG's gbk decoder is gb18030's: it reads the four-byte
		// sequences too, which x/text's GBK turns into U+FFFD.
		enc = simplifiedchinese.GB18030
	}
	return enc, name
}

// lookupDocument resolves a label found inside the document, where WHATWG
// turns UTF-16 into UTF-8 (the bytes were readable as ASCII, so it cannot
// be UTF-16) and x-user-defined into windows-1252.
func lookupDocument(label string) (encoding.Encoding, string) {
	enc, name := lookup(label)
	switch name {
	case "utf-16be", "utf-16le":
		return lookup("utf-8")
	case "x-user-defined":
		return lookup("windows-1252")
	}
	return enc, name
}

// decodeWith decodes b with enc, guaranteeing valid UTF-8 output.
func decodeWith(enc encoding.Encoding, b []byte) []byte {
	out, err := enc.NewDecoder().Bytes(b)
	if err != nil {
		return bytes.ToValidUTF8(b, []byte("\uFFFD"))
	}
	return toValidUTF8(out)
}

// toValidUTF8 returns b if it is valid UTF-8 and otherwise a copy with each
// invalid sequence replaced by U+FFFD.
func toValidUTF8(b []byte) []byte {
	if utf8.Valid(b) {
		return b
	}
	return bytes.ToValidUTF8(b, []byte("\uFFFD"))
}

// prescanLimit is how far the WHATWG prescan looks for a <meta> charset.
const prescanLimit = 1024

// prescan looks for a <meta charset> or <meta http-equiv=Content-Type
// content="...charset=..."> in the first 1024 bytes, as a browser does
// before parsing.
func prescan(body []byte) (encoding.Encoding, string) {
	if len(body) > prescanLimit {
		body = body[:prescanLimit]
	}
	z := html.NewTokenizer(bytes.NewReader(body))
	for {
		switch z.Next() {
		case html.ErrorToken:
			return nil, ""
		case html.StartTagToken, html.SelfClosingTagToken:
			tag, hasAttr := z.TagName()
			if string(tag) != "meta" {
				continue
			}
			var charset, content string
			var pragma, haveCharset, haveContent bool
			for hasAttr {
				var k, v []byte
				k, v, hasAttr = z.TagAttr()
				switch string(k) {
				case "http-equiv":
					pragma = pragma || strings.EqualFold(string(v), "content-type")
				case "charset":
					if !haveCharset {
						charset, haveCharset = string(v), true
					}
				case "content":
					if !haveContent {
						content, haveContent = string(v), true
					}
				}
			}
			label := charset
			if !haveCharset {
				if !pragma {
					continue
				}
				label = charsetFromContent(content)
			}
			if enc, name := lookupDocument(label); enc != nil {
				return enc, name
			}
		}
	}
}

// charsetFromContent extracts the charset from a meta content attribute
// ("text/html; charset=Shift_JIS") per the WHATWG algorithm.
func charsetFromContent(s string) string {
	for {
		i := strings.Index(strings.ToLower(s), "charset")
		if i < 0 {
			return ""
		}
		s = strings.TrimLeft(s[i+len("charset"):], " \t\n\f\r")
		if !strings.HasPrefix(s, "=") {
			continue
		}
		s = strings.TrimLeft(s[1:], " \t\n\f\r")
		if s == "" {
			return ""
		}
		if q := s[0]; q == '"' || q == '\'' {
			end := strings.IndexByte(s[1:], q)
			if end < 0 {
				return ""
			}
			return s[1 : 1+end]
		}
		if end := strings.IndexAny(s, "; \t\n\f\r"); end >= 0 {
			return s[:end]
		}
		return s
	}
}

// xmlDeclaration reads the encoding of an <?xml ... encoding="..."?>
// declaration at the start of body.
func xmlDeclaration(body []byte) (encoding.Encoding, string) {
	if !bytes.HasPrefix(body, []byte("<?xml")) {
		return nil, ""
	}
	end := bytes.Index(body, []byte("?>"))
	if end < 0 || end > prescanLimit {
		return nil, ""
	}
	decl := string(body[:end])
	i := strings.Index(decl, "encoding")
	if i < 0 {
		return nil, ""
	}
	rest := strings.TrimLeft(decl[i+len("encoding"):], " \t\r\n")
	if !strings.HasPrefix(rest, "=") {
		return nil, ""
	}
	rest = strings.TrimLeft(rest[1:], " \t\r\n")
	if rest == "" || (rest[0] != '"' && rest[0] != '\'') {
		return nil, ""
	}
	label, _, ok := strings.Cut(rest[1:], rest[:1])
	if !ok {
		return nil, ""
	}
	return lookupDocument(label)
}
