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
		"fetch":                 "fetch/charset fetch/extract internal/urlesc internal/neterr internal/cfgerr",
		"fetch/charset":         "",
		"fetch/extract":         "internal/word8 internal/jslit",
		"content":               "",
		"document":              "",
		"render":                "internal/procguard internal/tunnel internal/neterr internal/cfgerr internal/jslit webpage",
		"sink":                  "sink/internal/output webpage internal/word8",
		"webpage":               "",
		"sink/archive":          "sink sink/internal/output internal/cfgerr",
		"sink/sqldb":            "sink internal/cfgerr",
		"sink/diskguard":        "internal/cfgerr",
		"sink/sqldb/sqlite":     "sink/sqldb",
		"sink/sqldb/postgres":   "sink/sqldb",
		"crawl/frontier":        "crawl/canonical",
		"crawl/frontier/bolt":   "crawl/frontier",
		"crawl/frontier/memory": "crawl/frontier",
		"crawl/frontier/redis":  "crawl/frontier",
		"crawl/checks":          "sink",
		"crawl/cookies":         "",
		"crawl/canonical":       "internal/urlesc",
		"crawl/pace":            "crawl/canonical internal/cfgerr",
		"crawl/learn":           "crawl/canonical crawl/frontier",
		"crawl":                 "content crawl/canonical crawl/cookies crawl/frontier crawl/frontier/memory crawl/learn crawl/pace document fetch fetch/extract sink internal/cfgerr internal/jslit webpage",
		"crawl/browser":         "crawl render sink",
		"serve":                 "crawl crawl/browser crawl/canonical crawl/pace fetch internal/tunnel render sink internal/cfgerr",
		"session":               "crawl crawl/cookies fetch render",
		"internal/procguard":    "",
		"internal/tunnel":       "",
		"internal/urlesc":       "",
		"internal/neterr":       "",
		"internal/cfgerr":       "",
		"internal/word8":        "",
		"internal/jslit":        "",
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

// The test kit (internal/testkit/...) is linked by tests only: no
// production package imports it, so the library never carries the
// fixture site, and a package the kit imports (render) can use the kit
// in its tests. The kit's own packages, the kits of one backend
// (frontiertest, pgtest) and the programs under scripts/ are its users.
func TestNoProductionPackageImportsTheTestKit(t *testing.T) {
	kit := module + "/internal/testkit"
	users := map[string]bool{
		"internal/testkit":            true,
		"scripts":                     true,
		"testdata":                    true,
		"crawl/frontier/frontiertest": true,
		"sink/sqldb/postgres/pgtest":  true,
	}
	read := 0
	err := filepath.WalkDir("..", func(dir string, d os.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return err
		}
		rel := filepath.ToSlash(strings.TrimPrefix(strings.TrimPrefix(dir, ".."), string(filepath.Separator)))
		if users[rel] || strings.HasPrefix(d.Name(), ".") && rel != "" {
			return filepath.SkipDir
		}
		for _, imp := range imports(t, dir) {
			read++
			if imp == kit || strings.HasPrefix(imp, kit+"/") {
				t.Errorf("%s imports %s: only tests and the kit's users may", rel, strings.TrimPrefix(imp, module+"/"))
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if read < 100 {
		t.Fatalf("read %d imports: the walk missed the tree and would prove nothing", read)
	}
}
