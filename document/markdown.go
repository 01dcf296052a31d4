package document

import (
	"regexp"
	"strings"
)

// Markdown is a document's text as CommonMark that reads back as the
// same text: each paragraph a paragraph, its lines kept, and what
// CommonMark would take for markup escaped.
func Markdown(text string) string {
	lines := strings.Split(text, "\n")
	for i, l := range lines {
		lines[i] = markdownLine(l)
	}
	return strings.Join(lines, "\n")
}

// inline are the characters that mark up text within a line: emphasis,
// code, links, images, raw HTML, entities, tables, strikethrough.
var inline = strings.NewReplacer(`\`, `\\`, "`", "\\`", `*`, `\*`, `_`, `\_`, `[`, `\[`, `]`, `\]`,
	`<`, `\<`, `>`, `\>`, `&`, `\&`, `|`, `\|`, `~`, `\~`, `!`, `\!`)

// blockStart is what starts a block at the beginning of a line: a
// heading, a list item, a thematic break or a setext underline.
var blockStart = regexp.MustCompile(`^(#|[-+=]|\d+[.)])`)

func markdownLine(l string) string {
	// Leading white space would make an indented code block.
	l = inline.Replace(strings.TrimLeft(l, " \t"))
	if m := blockStart.FindStringIndex(l); m != nil {
		l = l[:m[1]-1] + `\` + l[m[1]-1:]
	}
	return l
}
