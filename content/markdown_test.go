package content

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/rendercrawl/render/internal/testkit/realweb"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	extast "github.com/yuin/goldmark/extension/ast"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// readBack is what a CommonMark reader (goldmark, with GitHub tables)
// makes of Markdown: its text, a block a line (images' alt text left
// out: main_text has no images), its code blocks and its tables (a row
// a string of its cells' words).
type readBack struct {
	text   string
	code   []string
	langs  []string // the info strings of the fenced code blocks
	tables [][]string
}

func readMarkdown(t *testing.T, md string) readBack {
	t.Helper()
	src := []byte(md)
	doc := goldmark.New(goldmark.WithExtensions(extension.Table)).Parser().Parse(text.NewReader(src))
	var rb readBack
	var b strings.Builder
	err := ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			if n.Type() == ast.TypeBlock {
				b.WriteByte('\n')
			}
			return ast.WalkContinue, nil
		}
		switch n := n.(type) {
		case *ast.Image:
			return ast.WalkSkipChildren, nil
		case *ast.FencedCodeBlock, *ast.CodeBlock:
			if f, ok := n.(*ast.FencedCodeBlock); ok {
				rb.langs = append(rb.langs, string(f.Language(src)))
			}
			code := string(n.Lines().Value(src))
			rb.code = append(rb.code, code)
			b.WriteString(code)
			return ast.WalkSkipChildren, nil
		case *ast.Text:
			b.WriteString(html.UnescapeString(string(util.UnescapePunctuations(n.Segment.Value(src)))))
			if n.SoftLineBreak() || n.HardLineBreak() {
				b.WriteByte('\n')
			}
		case *ast.String:
			b.Write(n.Value)
		case *ast.CodeSpan:
			for c := n.FirstChild(); c != nil; c = c.NextSibling() {
				if s, ok := c.(*ast.Text); ok {
					b.Write(s.Segment.Value(src))
				}
			}
			return ast.WalkSkipChildren, nil
		case *ast.RawHTML:
			// A line break in a table cell is the one HTML in GFM.
			if raw := string(n.Segments.Value(src)); raw != "<br />" {
				t.Errorf("raw HTML in the Markdown: %q", raw)
			}
			b.WriteByte('\n')
		case *ast.HTMLBlock:
			t.Errorf("raw HTML in the Markdown: %q", n.Lines().Value(src))
		case *extast.Table:
			rb.tables = append(rb.tables, tableRows(n, src))
		case *extast.TableCell:
			b.WriteByte('\t')
		}
		return ast.WalkContinue, nil
	})
	if err != nil {
		t.Fatal(err)
	}
	rb.text = b.String()
	return rb
}

// tableRows are a Markdown table's rows, each its cells' words.
func tableRows(tbl *extast.Table, src []byte) []string {
	var rows []string
	for r := tbl.FirstChild(); r != nil; r = r.NextSibling() {
		var cells []string
		for c := r.FirstChild(); c != nil; c = c.NextSibling() {
			cells = append(cells, words(nodeText(c, src)))
		}
		rows = append(rows, strings.Join(cells, " | "))
	}
	return rows
}

func nodeText(n ast.Node, src []byte) string {
	var b strings.Builder
	ast.Walk(n, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if t, ok := n.(*ast.Text); ok && entering {
			b.WriteString(html.UnescapeString(string(util.UnescapePunctuations(t.Segment.Value(src)))))
			b.WriteByte(' ')
		}
		return ast.WalkContinue, nil
	})
	return b.String()
}

// wordDiff shows where two texts' words part; "" when they do not.
func wordDiff(got, want string) string {
	g, w := strings.Fields(got), strings.Fields(want)
	i := 0
	for i < len(g) && i < len(w) && g[i] == w[i] {
		i++
	}
	if i == len(g) && i == len(w) {
		return ""
	}
	from := max(0, i-8)
	return fmt.Sprintf("after %q: got %q, want %q", strings.Join(g[from:i], " "),
		strings.Join(g[i:min(len(g), i+12)], " "), strings.Join(w[i:min(len(w), i+12)], " "))
}

func words(s string) string { return strings.Join(tokens(s), " ") }

// Markdown read back by goldmark has the words of main_text, in the same
// order: the conversion drops or adds nothing, on the benchmark's news
// pages (all of them pass; the test reads a sixth).
func TestMarkdownReadsBackAsText(t *testing.T) {
	dir := filepath.Join("..", "testdata", "articles", "html")
	files, err := filepath.Glob(filepath.Join(dir, "*.html.gz"))
	if err != nil || len(files) < 100 {
		t.Fatalf("benchmark pages: %d, %v", len(files), err)
	}
	// Every sixth page: enough kinds of markup, a short run under -race.
	for i := 0; i < len(files); i += 6 {
		f := files[i]
		m, err := Extract(gunzip(t, f), "https://example.com/news/article.html")
		if err != nil {
			t.Errorf("%s: %v", f, err)
			continue
		}
		if d := wordDiff(words(readMarkdown(t, m.Markdown).text), words(m.Text)); d != "" {
			t.Errorf("%s: Markdown reads back otherwise than main_text: %s", filepath.Base(f), d)
		}
	}
}

func gunzip(t *testing.T, path string) []byte {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	z, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	b, err := io.ReadAll(z)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// Documentation pages of the realweb corpus keep their code blocks and
// tables: every <pre> and every table of the page whose words are in the
// main content is a code block, or a table with the same rows, in the
// Markdown, and the Markdown reads back as main_text.
func TestDocumentationKeepsCodeAndTables(t *testing.T) {
	c := realweb.Open(t)
	for _, tc := range []struct {
		site, page       string
		minPre, minTable int
		lang             string // the language of the first code block
	}{
		{"postgresql", "datatype-numeric.html", 5, 1, ""},
		{"postgresql", "datatype-datetime.html", 5, 5, ""},
		{"postgresql", "sql-createtable.html", 5, 0, ""},
		{"sqlite", "datatype3.html", 5, 1, ""},
		{"cmake", "command/add_custom_command.html", 3, 0, "cmake"},
		{"boost", "boost/algorithm/join.html", 1, 0, ""},
	} {
		t.Run(tc.site+"/"+tc.page, func(t *testing.T) {
			s, ok := c.Site(tc.site)
			if !ok {
				t.Fatalf("no site %s", tc.site)
			}
			page, err := os.ReadFile(filepath.Join(s.Dir, filepath.FromSlash(tc.page)))
			if err != nil {
				t.Fatal(err)
			}
			m, err := Extract(page, s.Scope+tc.page)
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("%s kept, %d bytes of Markdown", m.Extractor, len(m.Markdown))
			rb := readMarkdown(t, m.Markdown)
			if d := wordDiff(words(rb.text), words(m.Text)); d != "" {
				t.Errorf("Markdown reads back otherwise than main_text: %s", d)
			}
			if tc.lang != "" && (len(rb.langs) == 0 || rb.langs[0] != tc.lang) {
				t.Errorf("code blocks' languages %q, want the first %q", rb.langs, tc.lang)
			}
			pres, tables := pageBlocks(t, page)
			main := words(m.Text)
			kept := 0
			for _, p := range pres {
				if w := words(p); w == "" || !strings.Contains(main, w) {
					continue
				}
				kept++
				if !slices.ContainsFunc(rb.code, func(c string) bool { return strings.TrimSpace(c) == strings.TrimSpace(p) }) {
					t.Errorf("code block not kept as it was:\n%s\nin\n%s", p, m.Markdown)
				}
			}
			if kept < tc.minPre {
				t.Errorf("%d code blocks of %d in the main content, want at least %d", kept, len(pres), tc.minPre)
			}
			kept = 0
			for _, rows := range tables {
				if !strings.Contains(main, strings.ReplaceAll(strings.Join(rows, " "), " | ", " ")) {
					continue
				}
				kept++
				if !slices.ContainsFunc(rb.tables, func(got []string) bool { return slices.Equal(got, rows) }) {
					t.Errorf("table not kept row for row: %q\ntables of the Markdown: %q", rows, rb.tables)
				}
			}
			if kept < tc.minTable {
				t.Errorf("%d tables of %d in the main content, want at least %d", kept, len(tables), tc.minTable)
			}
		})
	}
}

// pageBlocks are the <pre> texts of a page and its data tables: two
// rows or more, of the same two cells or more (a row a string of its
// cells' words).
func pageBlocks(t *testing.T, page []byte) (pres []string, tables [][]string) {
	t.Helper()
	doc, err := html.Parse(bytes.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	walk(doc, func(n *html.Node) bool {
		switch n.DataAtom {
		case atom.Pre:
			if !inTable(n) { // a cell of a Markdown table holds no code block
				pres = append(pres, Text(n))
			}
			return false
		case atom.Table:
			var rows []string
			cols := -1
			walk(n, func(r *html.Node) bool {
				if r.DataAtom != atom.Tr {
					return true
				}
				var cells []string
				for c := r.FirstChild; c != nil; c = c.NextSibling {
					if c.DataAtom == atom.Td || c.DataAtom == atom.Th {
						cells = append(cells, words(Text(c)))
					}
				}
				rows = append(rows, strings.Join(cells, " | "))
				if cols == -1 || cols == len(cells) {
					cols = len(cells)
				} else {
					cols = 0 // a layout table: rows of different widths
				}
				return false
			})
			if len(rows) >= 2 && cols >= 2 {
				tables = append(tables, rows)
			}
		}
		return true
	})
	return pres, tables
}

func inTable(n *html.Node) bool {
	for p := n.Parent; p != nil; p = p.Parent {
		if p.DataAtom == atom.Table {
			return true
		}
	}
	return false
}
