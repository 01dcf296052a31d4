package document

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"
)

// TestMarkdownReadsBackAsText: a CommonMark reader (goldmark, with
// GitHub tables and strikethrough) makes of Markdown(text) the text's
// paragraphs and nothing else: no heading, list, emphasis, code, link or
// table out of a text that happens to look like one.
func TestMarkdownReadsBackAsText(t *testing.T) {
	texts := map[string]string{
		"markup-like": "# not a heading\n- not a list\n1. not a list either\n2) nor this\n+ nor this\n" +
			"*not emphasis* _nor this_ `not code` [not](a link) ![not](an image) <b>not html</b> &amp; |a|b|\n" +
			"===\n~~not struck~~ \\ back slash\n    not code\n> not a quote\n\npara two ---\n***\n",
	}
	for _, name := range []string{"camlidl.pdf", "reportlab-guide.pdf"} {
		d, err := ReadPDF(context.Background(), readFile(t, name))
		if err != nil {
			t.Fatal(err)
		}
		texts[name] = d.Text
	}
	md := goldmark.New(goldmark.WithExtensions(extension.Table, extension.Strikethrough))
	for name, text := range texts {
		t.Run(name, func(t *testing.T) {
			var got bytes.Buffer
			if err := md.Convert([]byte(Markdown(text)), &got); err != nil {
				t.Fatal(err)
			}
			if want := paragraphsHTML(text); got.String() != want {
				t.Errorf("read back:\n%s\nwant:\n%s", firstDiff(got.String(), want), firstDiff(want, got.String()))
			}
		})
	}
}

// paragraphsHTML is the HTML of text's paragraphs, each line's leading
// white space dropped, as a CommonMark renderer writes it.
func paragraphsHTML(text string) string {
	esc := strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;")
	var b strings.Builder
	for _, p := range strings.Split(text, "\n\n") {
		lines := strings.Split(p, "\n")
		for i, l := range lines {
			lines[i] = strings.TrimLeft(l, " \t")
		}
		if p = strings.Join(lines, "\n"); strings.TrimSpace(p) == "" {
			continue
		}
		b.WriteString("<p>" + esc.Replace(strings.TrimRight(p, "\n")) + "</p>\n")
	}
	return b.String()
}

// firstDiff is s from a little before where it first differs from t.
func firstDiff(s, t string) string {
	i := 0
	for i < len(s) && i < len(t) && s[i] == t[i] {
		i++
	}
	return s[max(0, i-80):min(len(s), i+80)]
}
