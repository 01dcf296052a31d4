package main

import (
	"io"
	"os"
	"strings"

	"golang.org/x/term"
)

// helpIndent is where a flag's help starts, after "  --name ARG".
const helpIndent = 29

// helpWidthPlain is the width help is wrapped to when it does not go to a
// terminal (a pipe, a file, docs/flags.md).
const helpWidthPlain = 100

// helpWidth is the width of the terminal w writes to, or helpWidthPlain.
func helpWidth(w io.Writer) int {
	if f, ok := w.(*os.File); ok && term.IsTerminal(int(f.Fd())) {
		if cols, _, err := term.GetSize(int(f.Fd())); err == nil && cols >= 60 {
			return cols
		}
	}
	return helpWidthPlain
}

// wrapHelp lays out a flag's head ("  --name ARG") and its help in lines
// of at most width characters where the words allow, the help indented
// under itself.
func wrapHelp(head, help string, width int) string {
	var b strings.Builder
	line := head
	if len(line) < helpIndent-1 {
		line += strings.Repeat(" ", helpIndent-1-len(line))
	}
	first := true
	for _, word := range strings.Fields(help) {
		if !first && len(line)+1+len(word) > width {
			b.WriteString(line)
			b.WriteByte('\n')
			line = strings.Repeat(" ", helpIndent-1)
		}
		line += " " + word
		first = false
	}
	b.WriteString(line)
	b.WriteByte('\n')
	return b.String()
}
