package postgres

import (
	"bytes"
	"strings"
	"unicode/utf8"

	"github.com/rendercrawl/render/sink/sqldb"
)

// clean makes s storable in a text column: PostgreSQL refuses NUL
// characters and invalid UTF-8, which a page may hold. They become U+FFFD.
func clean(s string) string {
	if utf8.ValidString(s) && strings.IndexByte(s, 0) < 0 {
		return s
	}
	return strings.ReplaceAll(strings.ToValidUTF8(s, "\uFFFD"), "\x00", "\uFFFD")
}

// sanitizeRow cleans every text column of r.
func sanitizeRow(r sqldb.Row) sqldb.Row {
	for _, p := range []*string{&r.URL, &r.FinalURL, &r.Mode, &r.Reason, &r.Title, &r.Text, &r.HTML, &r.Error, &r.ErrorKind, &r.CrawlID} {
		*p = clean(*p)
	}
	return r
}

// sanitizeJSON replaces the escape \u0000, which jsonb refuses, with
// \ufffd. Go's encoder writes valid UTF-8 and escapes NUL that way; an
// escaped backslash before "u0000" is left alone.
func sanitizeJSON(b []byte) []byte {
	const nul = `\u0000`
	if !bytes.Contains(b, []byte(nul)) {
		return b
	}
	out := make([]byte, 0, len(b))
	for i := 0; i < len(b); i++ {
		if b[i] != '\\' {
			out = append(out, b[i])
			continue
		}
		if bytes.HasPrefix(b[i:], []byte(nul)) {
			out = append(out, `\ufffd`...)
			i += len(nul) - 1
			continue
		}
		// Any other escape: copy the backslash and the character it
		// escapes, so that "\\u0000" stays text.
		out = append(out, b[i])
		if i+1 < len(b) {
			i++
			out = append(out, b[i])
		}
	}
	return out
}
