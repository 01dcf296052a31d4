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

// Each package imports of this module what its doc says, and nothing
// more: the rules below are the docs' (a package's own internal/
// folder, and the module's production helpers under internal/ that its
// doc names, aside; internal/cfgerr, the one type of a Config's error, is
// every package's that has a Config). A new import that crosses a room breaks this test
// before it breaks the layering.
func TestPackageImportRules(t *testing.T) {
	rules := map[string]string{
		"fetch":                 "internal/urlesc internal/neterr internal/cfgerr",
		"content":               "",
		"document":              "",
		"render":                "internal/procguard internal/tunnel internal/neterr internal/cfgerr",
		"sink":                  "sink/internal/output",
		"sink/archive":          "sink sink/internal/output internal/cfgerr",
		"sink/sqldb":            "sink internal/cfgerr",
		"sink/diskguard":        "internal/cfgerr",
		"sink/sqldb/sqlite":     "sink/sqldb",
		"sink/sqldb/postgres":   "sink/sqldb",
		"crawl/frontier":        "",
		"crawl/frontier/bolt":   "crawl/frontier",
		"crawl/frontier/memory": "crawl/frontier",
		"crawl/frontier/redis":  "crawl/frontier",
		"crawl/checks":          "sink",
		"crawl/cookies":         "",
		"crawl":                 "content crawl/cookies crawl/frontier crawl/frontier/memory document fetch internal/urlesc sink internal/cfgerr",
		"crawl/browser":         "crawl render sink",
		"serve":                 "crawl crawl/browser fetch internal/tunnel render internal/cfgerr",
		"session":               "crawl crawl/cookies fetch render",
	}
	for pkg, allowed := range rules {
		ok := map[string]bool{}
		for _, a := range strings.Fields(allowed) {
			ok[module+"/"+a] = true
		}
		for _, imp := range imports(t, filepath.Join("..", pkg)) {
			if strings.HasPrefix(imp, module+"/") && !ok[imp] {
				t.Errorf("%s imports %s, which its doc does not allow", pkg, strings.TrimPrefix(imp, module+"/"))
			}
		}
	}
}
