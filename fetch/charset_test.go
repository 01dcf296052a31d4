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
