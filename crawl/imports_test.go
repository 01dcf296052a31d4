package crawl

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

const module = "github.com/rendercrawl/render"

// crawl does not link the browser path: neither it nor a package of this
// module it imports, directly or not, imports render (crawl/browser does,
// and only it).
func TestCrawlDoesNotImportRender(t *testing.T) {
	seen := map[string]bool{}
	var walk func(pkg string, path []string)
	walk = func(pkg string, path []string) {
		if seen[pkg] {
			return
		}
		seen[pkg] = true
		path = append(path, pkg)
		if pkg == module+"/render" {
			t.Errorf("crawl imports render: %s", strings.Join(path, " -> "))
			return
		}
		for _, imp := range imports(t, filepath.Join("..", strings.TrimPrefix(pkg, module))) {
			if imp == module || strings.HasPrefix(imp, module+"/") {
				walk(imp, path)
			}
		}
	}
	walk(module+"/crawl", nil)
	if !seen[module+"/fetch"] {
		t.Fatal("crawl's imports were not read: the test would prove nothing")
	}
}

// imports returns the imports of the non-test Go files of dir.
func imports(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	fset := token.NewFileSet()
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), ".go") || strings.HasSuffix(e.Name(), "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, filepath.Join(dir, e.Name()), nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, is := range f.Imports {
			p, _ := strconv.Unquote(is.Path.Value)
			out = append(out, p)
		}
	}
	return out
}
