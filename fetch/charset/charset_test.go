package charset

import (
	"os"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestDecodeText(t *testing.T) {
	tests := []struct {
		name    string
		body    string
		charset string
		kind    Kind
		want    string
		wantCS  string
	}{
		{"ascii undeclared", "<p>hello</p>", "", HTML, "<p>hello</p>", "utf-8"},
		{"utf-8 undeclared", "<p>café</p>", "", HTML, "<p>café</p>", "utf-8"},
		{"latin1 label", "caf\xe9", "latin1", Text, "café", "windows-1252"},
		{"iso-8859-1 is windows-1252", "\x93q\x94", "iso-8859-1", Text, "“q”", "windows-1252"},
		{"gb2312 label is gbk", "\xc4\xe3\xba\xc3", "gb2312", Text, "你好", "gbk"},
		{"x-sjis label", "\x82\xa0", "x-sjis", Text, "あ", "shift_jis"},
		{"gbk reads gb18030's four-byte sequences", "\x81\x30\x81\x30\x80", "gbk", Text, "\u0080€", "gbk"},
		{"quoted header label", "\x82\xa0", `"Shift_JIS"`, Text, "あ", "shift_jis"},
		{"utf-8 with invalid bytes is repaired", "a\xffb", "utf-8", Text, "a\uFFFDb", "utf-8"},
		{"utf-16le bom", "\xff\xfeh\x00i\x00", "", Text, "hi", "utf-16le"},
		{"utf-16be bom", "\xfe\xff\x00h\x00i", "", Text, "hi", "utf-16be"},
		{"meta utf-16 means utf-8", `<meta charset="utf-16"><p>é</p>`, "", HTML, `<meta charset="utf-16"><p>é</p>`, "utf-8"},
		{"meta x-user-defined means windows-1252", "<meta charset=x-user-defined>\xe9", "", HTML, "<meta charset=x-user-defined>é", "windows-1252"},
		{"meta after 1024 bytes is ignored", strings.Repeat(" ", 1100) + "<meta charset=gbk>\xe9t\xe9", "", HTML, strings.Repeat(" ", 1100) + "<meta charset=gbk>été", "windows-1252"},
		{"http-equiv without pragma is ignored", `<meta content="text/html; charset=gbk">` + "caf\xe9 cr\xe8me", "", HTML, `<meta content="text/html; charset=gbk">café crème`, "windows-1252"},
		{"meta in plain text is ignored", "<meta charset=gbk>caf\xe9", "", Text, "<meta charset=gbk>café", "windows-1252"},
		{"xml declaration", `<?xml version="1.0" encoding="Shift_JIS"?><r>` + "\x82\xa0</r>", "", XML, `<?xml version="1.0" encoding="Shift_JIS"?><r>あ</r>`, "shift_jis"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, cs := Decode([]byte(tt.body), tt.charset, tt.kind)
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
			mt, cs := ParseContentType(tt.in)
			if mt != tt.mt || cs != tt.cs {
				t.Errorf("ParseContentType(%q) = %q, %q; want %q, %q", tt.in, mt, cs, tt.mt, tt.cs)
			}
		})
	}
}

// BenchmarkDecodeUndeclared is detection plus decoding of an undeclared
// Shift_JIS page, the slowest decoding path.
func BenchmarkDecodeUndeclared(b *testing.B) {
	page, err := os.ReadFile("../../testdata/fetch/charset/shift_jis/none.html")
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(page)))
	b.ReportAllocs()
	for b.Loop() {
		if _, cs := Decode(page, "", HTML); cs != "shift_jis" {
			b.Fatal(cs)
		}
	}
}

// FuzzDecode checks that any bytes under any label decode to valid UTF-8
// under a WHATWG name, and that valid UTF-8 without a BOM or a label is
// given back as it is.
func FuzzDecode(f *testing.F) {
	f.Add([]byte("<p>hello</p>"), "", int(HTML))
	f.Add([]byte("\xef\xbb\xbf<p>bom</p>"), "gbk", int(HTML))
	f.Add([]byte("\xff\xfe<\x00p\x00>\x00"), "", int(Text))
	f.Add([]byte(`<meta charset="shift_jis">`+"\x82\xa0"), "", int(HTML))
	f.Add([]byte(`<?xml version="1.0" encoding="euc-kr"?><r>`+"\xc7\xd1</r>"), "", int(XML))
	f.Add([]byte("caf\xe9 cr\xe8me"), "latin1", int(Text))
	f.Fuzz(func(t *testing.T, body []byte, label string, k int) {
		kind := Kind(k & 3)
		got, name := Decode(body, label, kind)
		if !utf8.Valid(got) {
			t.Fatalf("Decode(%q, %q, %d) = %q: not UTF-8", body, label, kind, got)
		}
		if name == "" {
			t.Fatalf("Decode(%q, %q, %d): no encoding named", body, label, kind)
		}
		if label == "" && kind != HTML && kind != XML && utf8.Valid(body) && !strings.HasPrefix(string(body), "\xef\xbb\xbf") &&
			!isISO2022JP(body) && string(got) != string(body) {
			t.Fatalf("Decode(%q) = %q: valid UTF-8 changed", body, got)
		}
	})
}
