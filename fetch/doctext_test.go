package fetch

import (
	"net/url"
	"testing"
)

// TestDocumentText: a text document that is not HTML has its text, decoded
// as HTML is, and no title.
func TestDocumentText(t *testing.T) {
	tests := []struct {
		name, ct, body string
		charset, text  string
	}{
		{"plain utf-8", "text/plain", "Grüße\r\nzweite Zeile\r\n\r\n", "utf-8", "Grüße\nzweite Zeile"},
		{"plain undeclared windows-1252", "text/plain", "Caf\xe9 cr\xe8me br\xfbl\xe9e, s'il vous pla\xeet.", "windows-1252", "Café crème brûlée, s'il vous plaît."},
		{"plain declared", "text/plain; charset=koi8-r", "\xf0\xd2\xc9\xd7\xc5\xd4", "koi8-r", "Привет"},
		{"plain undeclared shift_jis", "text/plain", "\x93\x8c\x8b\x9e\x82\xcd\x93\xfa\x96\x7b\x82\xcc\x8e\xf1\x93\x73\x82\xc5\x82\xb7\x81\x42", "shift_jis", "東京は日本の首都です。"},
		{"plain undeclared iso-2022-jp", "text/plain", "\x1b$BEl5~$OF|K\\$N<sET$G$9!#\x1b(B", "iso-2022-jp", "東京は日本の首都です。"},
		{"markdown", "text/markdown", "# Title\n\n*text*\n", "utf-8", "# Title\n\n*text*"},
		{"csv", "text/csv", "a,b\r\n1,2\r\n", "utf-8", "a,b\n1,2"},
		{"json as served", "application/json", `{"a": [1, 2], "b": "x"}`, "utf-8", `{"a": [1, 2], "b": "x"}`},
		{"problem json", "application/problem+json", `{"title":"Not found"}`, "utf-8", `{"title":"Not found"}`},
		{"xml", "application/xml", `<?xml version="1.0"?>
<!-- a comment -->
<feed>
  <title>News &amp; notes</title>
  <entry><title>First</title><summary><![CDATA[<b>bold</b> text]]></summary></entry>
  <?pi ignored?>
</feed>`, "utf-8", "News & notes\nFirst\n<b>bold</b> text"},
		{"rss declared in the xml", "text/xml", `<?xml version="1.0" encoding="Shift_JIS"?><rss><channel><title>` + "\x93\x8c\x8b\x9e" + `</title></channel></rss>`, "shift_jis", "東京"},
		{"svg", "image/svg+xml", `<svg xmlns="http://www.w3.org/2000/svg"><text>label</text></svg>`, "utf-8", "label"},
		{"broken xml keeps the text before the error", "application/xml", `<a><b>one</b><c>two</c></a`, "utf-8", "one\ntwo"},
		{"binary", "application/pdf", "%PDF-1.4\n", "", ""},
	}
	docURL, _ := url.Parse("http://example.test/doc")
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var resp Response
			fill(&resp, []byte(tt.body), tt.ct, docURL)
			if resp.HTML || resp.Title != "" {
				t.Errorf("HTML = %v, Title = %q; want false, empty", resp.HTML, resp.Title)
			}
			if resp.Charset != tt.charset || resp.Text != tt.text {
				t.Errorf("Charset = %q, Text = %q; want %q, %q", resp.Charset, resp.Text, tt.charset, tt.text)
			}
		})
	}
}
