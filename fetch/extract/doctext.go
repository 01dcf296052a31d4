package extract

import (
	"bytes"
	"encoding/xml"
	"io"
	"strings"
)

// The text of a document that is text but not HTML: what a browser shows
// when it opens one. Plain text, Markdown, CSV, JSON, CSS and scripts are
// shown as served; XML is shown as the text of its elements.

// PlainText is a text document as served: line breaks normalised to \n
// (as a browser's parser does), trailing white space at the end removed.
func PlainText(body []byte) string {
	if bytes.IndexByte(body, '\r') >= 0 {
		body = bytes.ReplaceAll(body, []byte("\r\n"), []byte("\n"))
		body = bytes.ReplaceAll(body, []byte("\r"), []byte("\n"))
	}
	return string(bytes.TrimRight(body, " \t\n\f"))
}

// XMLText is the character data of an XML document's elements (CDATA
// included; markup, comments and processing instructions left out), one
// line per element that holds text, white space collapsed within a line.
// A document that is not well formed gives the text up to the error.
func XMLText(body []byte) string {
	d := xml.NewDecoder(bytes.NewReader(body))
	d.Strict = false
	d.AutoClose = xml.HTMLAutoClose
	d.Entity = xml.HTMLEntity
	// The body is UTF-8 already, whatever its declaration says.
	d.CharsetReader = func(_ string, r io.Reader) (io.Reader, error) { return r, nil }
	t := newTextBuilder(len(body) / 2)
	for {
		tok, err := d.RawToken()
		if err != nil {
			break // io.EOF, or a syntax error: keep what came before it
		}
		switch tok := tok.(type) {
		case xml.CharData:
			t.write(tok)
		case xml.StartElement, xml.EndElement:
			t.require(1)
		}
	}
	return strings.TrimSpace(t.String())
}
