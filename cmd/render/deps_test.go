package main

import (
	"runtime/debug"
	"strings"
	"testing"
)

// heavyInit lists modules whose package initialisation costs every run
// of the binary, with or without the flag that uses them: go-dateparser
// builds its tables at start (0.2-0.3 s of CPU and 50 MB for `render
// --version`), and go-htmldate and go-trafilatura bring it in
// (docs/content.md).
var heavyInit = []string{
	"github.com/markusmobius/go-dateparser",
	"github.com/markusmobius/go-htmldate",
	"github.com/markusmobius/go-trafilatura",
}

// The binary links none of the modules of heavyInit. The test binary
// links what the command links, and more.
func TestNoModuleWithCostlyInit(t *testing.T) {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		t.Fatal("no build info in the test binary")
	}
	if len(bi.Deps) == 0 {
		t.Fatal("build info lists no modules")
	}
	for _, d := range bi.Deps {
		for _, m := range heavyInit {
			if d.Path == m || strings.HasPrefix(d.Path, m+"/") {
				t.Errorf("%s %s is linked: its package initialisation costs every run", d.Path, d.Version)
			}
		}
	}
}
