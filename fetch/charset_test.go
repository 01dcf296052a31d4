package fetch

import (
	"context"
	"net/url"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/rendercrawl/render/internal/testkit/testsite"
)

// TestFetchCharsets fetches every encoding fixture, declared by header, by
// <meta> only and nowhere, and checks the exact UTF-8 text.
func TestFetchCharsets(t *testing.T) {
	_, base := testsite.Serve(t)
	c := newTestClient(t, testConfig())
	type tc struct {
		name, path, ct   string
		charset          string
		title, text, tag string
	}
	var cases []tc
	for _, f := range langFixtures {
		cases = append(cases,
			tc{f.dir + "/header", f.dir + "/header.html", "text/html; charset=" + f.header, f.charset, f.title, f.sentence, marker(f.dir, "header")},
			tc{f.dir + "/meta", f.dir + "/meta.html", "text/html", f.charset, f.title, f.sentence, marker(f.dir, "meta")},
			tc{f.dir + "/none", f.dir + "/none.html", "text/html", f.charset, f.title, f.sentence, marker(f.dir, "none")},
			tc{f.dir + "/no-content-type", f.dir + "/none.html", "", f.charset, f.title, f.sentence, marker(f.dir, "none")},
		)
	}
	gbk := langFixtures[0]
	cases = append(cases,
		tc{"bom", "utf-8-bom/index.html", "text/html", "utf-8", "Grüße, 東京", bomSentence, marker("utf-8-bom", "bom")},
		tc{"bom beats header", "utf-8-bom/index.html", "text/html; charset=windows-1252", "utf-8", "Grüße, 東京", bomSentence, marker("utf-8-bom", "bom")},
		tc{"header beats meta", "conflict/index.html", "text/html; charset=gb2312", "gbk", gbk.title, gbk.sentence, marker("gbk", "conflict")},
		tc{"unknown header label falls back to meta", "gbk/meta.html", "text/html; charset=bogus-8", "gbk", gbk.title, gbk.sentence, marker("gbk", "meta")},
	)
	for _, tt := range cases {
		t.Run(tt.name, func(t *testing.T) {
			u := base + "/fetch/charset/" + tt.path + "?ct=" + url.QueryEscape(tt.ct)
			resp, err := c.Fetch(context.Background(), u)
			if err != nil {
				t.Fatal(err)
			}
			if resp.Charset != tt.charset {
				t.Errorf("Charset = %q, want %q", resp.Charset, tt.charset)
			}
			if !resp.HTML || resp.ContentType != "text/html" {
				t.Errorf("HTML = %v, ContentType = %q, want true, text/html", resp.HTML, resp.ContentType)
			}
			if !utf8.Valid(resp.Body) {
				t.Error("Body is not valid UTF-8")
			}
			if resp.Title != tt.title {
				t.Errorf("Title = %q, want %q", resp.Title, tt.title)
			}
			want := tt.title + "\n\n" + tt.tag + "\n\n" + tt.text + "\n\nnext" // <h1>, then <p>s
			if resp.Text != want {
				t.Errorf("Text =\n%s\nwant\n%s", resp.Text, want)
			}
		})
	}

	t.Run("meta is believed over the bytes", func(t *testing.T) {
		// GBK bytes with <meta charset=big5> and no header: the meta wins,
		// as in a browser, even though the text comes out wrong.
		resp, err := c.Fetch(context.Background(), base+"/fetch/charset/conflict/index.html?ct=text/html")
		if err != nil {
			t.Fatal(err)
		}
		if resp.Charset != "big5" || strings.Contains(resp.Text, gbk.sentence) {
			t.Errorf("Charset = %q (want big5), text decoded as GBK = %v", resp.Charset, strings.Contains(resp.Text, gbk.sentence))
		}
	})
}

func TestDecodeText(t *testing.T) {
	tests := []struct {
		name    string
		body    string
		charset string
		kind    textKind
		want    string
		wantCS  string
	}{
		{"ascii undeclared", "<p>hello</p>", "", kindHTML, "<p>hello</p>", "utf-8"},
		{"utf-8 undeclared", "<p>café</p>", "", kindHTML, "<p>café</p>", "utf-8"},
		{"latin1 label", "caf\xe9", "latin1", kindText, "café", "windows-1252"},
		{"iso-8859-1 is windows-1252", "\x93q\x94", "iso-8859-1", kindText, "“q”", "windows-1252"},
		{"gb2312 label is gbk", "\xc4\xe3\xba\xc3", "gb2312", kindText, "你好", "gbk"},
		{"x-sjis label", "\x82\xa0", "x-sjis", kindText, "あ", "shift_jis"},
		{"gbk reads gb18030's four-byte sequences", "\x81\x30\x81\x30\x80", "gbk", kindText, "\u0080€", "gbk"},
		{"quoted header label", "\x82\xa0", `"Shift_JIS"`, kindText, "あ", "shift_jis"},
		{"utf-8 with invalid bytes is repaired", "a\xffb", "utf-8", kindText, "a\uFFFDb", "utf-8"},
		{"utf-16le bom", "\xff\xfeh\x00i\x00", "", kindText, "hi", "utf-16le"},
		{"utf-16be bom", "\xfe\xff\x00h\x00i", "", kindText, "hi", "utf-16be"},
		{"meta utf-16 means utf-8", `<meta charset="utf-16"><p>é</p>`, "", kindHTML, `<meta charset="utf-16"><p>é</p>`, "utf-8"},
		{"meta x-user-defined means windows-1252", "<meta charset=x-user-defined>\xe9", "", kindHTML, "<meta charset=x-user-defined>é", "windows-1252"},
		{"meta after 1024 bytes is ignored", strings.Repeat(" ", 1100) + "<meta charset=gbk>\xe9t\xe9", "", kindHTML, strings.Repeat(" ", 1100) + "<meta charset=gbk>été", "windows-1252"},
		{"http-equiv without pragma is ignored", `<meta content="text/html; charset=gbk">` + "caf\xe9 cr\xe8me", "", kindHTML, `<meta content="text/html; charset=gbk">café crème`, "windows-1252"},
		{"meta in plain text is ignored", "<meta charset=gbk>caf\xe9", "", kindText, "<meta charset=gbk>café", "windows-1252"},
		{"xml declaration", `<?xml version="1.0" encoding="Shift_JIS"?><r>` + "\x82\xa0</r>", "", kindXML, `<?xml version="1.0" encoding="Shift_JIS"?><r>あ</r>`, "shift_jis"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, cs := decodeText([]byte(tt.body), tt.charset, tt.kind)
			if string(got) != tt.want || cs != tt.wantCS {
				t.Errorf("decodeText = %q, %q; want %q, %q", got, cs, tt.want, tt.wantCS)
			}
		})
	}
}

func TestParseContentType(t *testing.T) {
	tests := []struct{ in, mt, cs string }{
		{"text/html", "text/html", ""},
		{"Text/HTML; Charset=UTF-8", "text/html", "UTF-8"},
		{`text/html; charset="gbk"`, "text/html", "gbk"},
		{"text/html; foo; charset=euc-jp;", "text/html", "euc-jp"},
		{"text/html;charset=", "text/html", ""},
		{"", "", ""},
		{"garbage", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			mt, cs := parseContentType(tt.in)
			if mt != tt.mt || cs != tt.cs {
				t.Errorf("parseContentType(%q) = %q, %q; want %q, %q", tt.in, mt, cs, tt.mt, tt.cs)
			}
		})
	}
}
