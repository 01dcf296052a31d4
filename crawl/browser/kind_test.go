package browser

import (
	"context"
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rendercrawl/render/crawl"
	"github.com/rendercrawl/render/render"
)

// renderKinds is the kind of each of render's sentinels, by name.
var renderKinds = map[string]struct {
	err  error
	kind crawl.ErrorKind
}{
	"ErrTimeout":      {render.ErrTimeout, crawl.KindTimeout},
	"ErrStepTimeout":  {render.ErrStepTimeout, crawl.KindTimeout},
	"ErrTooLarge":     {render.ErrTooLarge, crawl.KindTooLarge},
	"ErrNotHTML":      {render.ErrNotHTML, crawl.KindNotHTML},
	"ErrTabCrashed":   {render.ErrTabCrashed, crawl.KindTabCrashed},
	"ErrBrowserDied":  {render.ErrBrowserDied, crawl.KindBrowserDied},
	"ErrHung":         {render.ErrHung, crawl.KindPageHung},
	"ErrClosed":       {render.ErrClosed, crawl.KindBrowserDied},
	"ErrNoChrome":     {render.ErrNoChrome, crawl.KindBrowserMissing},
	"ErrDNS":          {render.ErrDNS, crawl.KindDNS},
	"ErrRefused":      {render.ErrRefused, crawl.KindRefused},
	"ErrReset":        {render.ErrReset, crawl.KindReset},
	"ErrTLS":          {render.ErrTLS, crawl.KindTLS},
	"ErrRedirectLoop": {render.ErrRedirectLoop, crawl.KindRedirectLoop},
	"ErrInvalidURL":   {render.ErrInvalidURL, crawl.KindInvalidURL},
	"ErrAborted":      {render.ErrAborted, crawl.KindAborted},
	"ErrBlocked":      {render.ErrBlocked, crawl.KindBlocked},
	"ErrNetwork":      {render.ErrNetwork, crawl.KindNetwork},
}

// TestKindOfEveryRenderSentinel checks the kind of each of render's
// sentinels, wrapped as render wraps them, and that no sentinel of render
// is missing from the table above: a sentinel render gains must get its
// kind here (and in Kind) rather than fall to "other".
func TestKindOfEveryRenderSentinel(t *testing.T) {
	for _, name := range renderSentinels(t) {
		if _, ok := renderKinds[name]; !ok {
			t.Errorf("render.%s has no kind in this test's table (nor, likely, in Kind's)", name)
		}
	}
	for name, tc := range renderKinds {
		err := fmt.Errorf("render http://a.test/: %w", tc.err)
		if got := Kind(err); got != tc.kind {
			t.Errorf("Kind(render.%s) = %q, want %q", name, got, tc.kind)
		}
	}
}

// Kind reads the chain of a NavigationError (Chrome's reason) and of the
// context, and nothing else.
func TestKindOfOtherErrors(t *testing.T) {
	for _, tc := range []struct {
		err  error
		want crawl.ErrorKind
	}{
		{&render.NavigationError{Reason: "net::ERR_NAME_NOT_RESOLVED"}, crawl.KindDNS},
		{&render.NavigationError{Reason: "net::ERR_CONNECTION_REFUSED"}, crawl.KindRefused},
		{&render.NavigationError{Reason: "net::ERR_SOMETHING_NEW"}, crawl.KindNetwork},
		{fmt.Errorf("wait: %w", context.DeadlineExceeded), crawl.KindTimeout},
		{errors.New("tab crashed: connection refused, page hung"), crawl.KindOther},
	} {
		if got := Kind(tc.err); got != tc.want {
			t.Errorf("Kind(%v) = %q, want %q", tc.err, got, tc.want)
		}
	}
}

// renderSentinels lists the exported Err* variables of package render,
// read from its source.
func renderSentinels(t *testing.T) []string {
	t.Helper()
	dir := filepath.Join("..", "..", "render")
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	fset := token.NewFileSet()
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), ".go") || strings.HasSuffix(e.Name(), "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, filepath.Join(dir, e.Name()), nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			gd, ok := d.(*ast.GenDecl)
			if !ok || gd.Tok != token.VAR {
				continue
			}
			for _, s := range gd.Specs {
				for _, n := range s.(*ast.ValueSpec).Names {
					if strings.HasPrefix(n.Name, "Err") && n.IsExported() {
						names = append(names, n.Name)
					}
				}
			}
		}
	}
	if len(names) < len(renderKinds)/2 {
		t.Fatalf("found only %v in %s: the test would prove nothing", names, dir)
	}
	return names
}
