package main

import (
	"bytes"
	"flag"
	"os"
	"regexp"
	"strings"
	"testing"
)

const flagsDoc = "../../docs/flags.md"

var updateFlagsDoc = flag.Bool("update-flags-doc", false, "rewrite the help block of docs/flags.md from render --help")

// TestFlagsDocIsTheHelp holds docs/flags.md to render --help, so that a
// flag added, removed or reworded shows in the docs too.
func TestFlagsDocIsTheHelp(t *testing.T) {
	fs := newFlagSet(&options{})
	// The help as a user who is not root sees it: as root, --no-sandbox
	// defaults to true.
	fs.Lookup("no-sandbox").DefValue = "false"
	var help strings.Builder
	usage(fs, &help)

	doc, err := os.ReadFile(flagsDoc)
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile("(?s)```text\n(.*?)```").FindSubmatchIndex(doc)
	if m == nil {
		t.Fatalf("%s has no ```text block for the help", flagsDoc)
	}
	if got := string(doc[m[2]:m[3]]); got == help.String() {
		return
	}
	if *updateFlagsDoc {
		out := append(append(bytes.Clone(doc[:m[2]]), help.String()...), doc[m[3]:]...)
		if err := os.WriteFile(flagsDoc, out, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	t.Errorf("%s is not what render --help prints; run go test ./cmd/render/ -run FlagsDoc -update-flags-doc", flagsDoc)
}
