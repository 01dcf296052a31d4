// Package heldout holds the tests of the held-out sites' own files
// (testdata/heldout, README.md here): that each manifest says what its
// pages hold, so that a wrong record scripts/heldout.sh reports is auto
// mode's and not the manifest's. The sites are run by scripts/heldout.sh,
// not by the test suite.
package heldout

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

const root = "../../testdata/heldout"

type manifest struct {
	Start string `json:"start"`
	Pages map[string]struct {
		NeedsJS  bool     `json:"needs_js"`
		Keys     []string `json:"keys"`
		LinkKeys []string `json:"link_keys"`
	} `json:"pages"`
}

// TestManifestsSayWhatTheHTMLHolds checks every site of every set: each
// page the manifest names is a file of the site; a page that needs no
// script shows every key in its HTML's text, and a page that needs
// scripts shows none of its keys there (its scripts write them); each
// libs.txt line names a package, a file in it and where it goes, which
// the tree does not hold (scripts/heldout.sh unpacks it); and the
// README's table gives each set's pages and pages that need scripts as
// the manifests count them.
func TestManifestsSayWhatTheHTMLHolds(t *testing.T) {
	sites, err := filepath.Glob(filepath.Join(root, "*", "*", "manifest.json"))
	if err != nil || len(sites) == 0 {
		t.Fatalf("no manifests under %s: %v", root, err)
	}
	type count struct{ pages, needJS int }
	sets := map[string]*count{}
	for _, mf := range sites {
		dir := filepath.Dir(mf)
		set := filepath.Base(filepath.Dir(dir))
		name := set + "/" + filepath.Base(dir)
		var m manifest
		b, err := os.ReadFile(mf)
		if err == nil {
			err = json.Unmarshal(b, &m)
		}
		if err != nil || len(m.Pages) == 0 {
			t.Errorf("%s: manifest: %v (%d pages)", name, err, len(m.Pages))
			continue
		}
		if _, ok := m.Pages[m.Start]; !ok {
			t.Errorf("%s: start page %q is not one of its pages", name, m.Start)
		}
		if sets[set] == nil {
			sets[set] = &count{}
		}
		for p, pg := range m.Pages {
			sets[set].pages++
			if pg.NeedsJS {
				sets[set].needJS++
			}
			if len(pg.Keys) == 0 {
				t.Errorf("%s%s: no keys", name, p)
			}
			text, err := pageText(dir, p)
			if err != nil {
				t.Errorf("%s%s: %v", name, p, err)
				continue
			}
			for _, k := range pg.Keys {
				if in := strings.Contains(text, k); in == pg.NeedsJS {
					t.Errorf("%s%s (needs_js %v): key %q in the HTML's text: %v", name, p, pg.NeedsJS, k, in)
				}
			}
		}
		checkLibs(t, dir, name)
	}
	checkTable(t, func(set string) (int, int, bool) {
		c, ok := sets[set]
		if !ok {
			return 0, 0, false
		}
		return c.pages, c.needJS, true
	}, len(sets))
}

// pageText is the text of the site's file for the page p (a path with
// an optional query), as a person reads it without scripts: without
// script, style, template and noscript elements, spaces collapsed.
func pageText(dir, p string) (string, error) {
	p, _, _ = strings.Cut(p, "?")
	p, _, _ = strings.Cut(p, "#")
	if strings.HasSuffix(p, "/") {
		p += "index.html"
	}
	f, err := os.Open(filepath.Join(dir, filepath.FromSlash(path.Clean(p))))
	if err != nil {
		return "", err
	}
	defer f.Close()
	z := html.NewTokenizer(bufio.NewReader(f))
	var sb strings.Builder
	skip := ""
	for {
		switch z.Next() {
		case html.ErrorToken:
			return strings.Join(strings.Fields(sb.String()), " "), nil
		case html.StartTagToken:
			tn, _ := z.TagName()
			switch n := string(tn); n {
			case "script", "style", "template", "noscript":
				if skip == "" {
					skip = n
				}
			}
		case html.EndTagToken:
			if tn, _ := z.TagName(); string(tn) == skip {
				skip = ""
			}
		case html.TextToken:
			if skip == "" {
				sb.Write(z.Text())
				sb.WriteByte(' ')
			}
		}
	}
}

var libLine = regexp.MustCompile(`^(@?[a-z0-9][\w.-]*(?:/[\w.-]+)?)@(\d[\w.+-]*) (\S+) (\S+)$`)

// checkLibs checks the site's libs.txt.
func checkLibs(t *testing.T, dir, name string) {
	b, err := os.ReadFile(filepath.Join(dir, "libs.txt"))
	if err != nil {
		t.Errorf("%s: %v", name, err)
		return
	}
	for i, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		m := libLine.FindStringSubmatch(line)
		if m == nil {
			t.Errorf("%s/libs.txt:%d: %q is not NAME@VERSION path/in/package dest/in/site", name, i+1, line)
			continue
		}
		dest := filepath.Join(dir, filepath.FromSlash(m[4]))
		if _, err := os.Stat(dest); err == nil {
			t.Errorf("%s/libs.txt:%d: %s is in the tree; library files are unpacked, not committed", name, i+1, m[4])
		}
	}
}

// checkTable checks the README's table of sets against the manifests'
// counts (count gives a set's pages and pages that need scripts).
func checkTable(t *testing.T, count func(set string) (pages, needJS int, ok bool), sets int) {
	b, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	row := regexp.MustCompile(`(?m)^\| (\w+) \| [^|]+ \| (\d+) \| (\d+) \|`)
	rows := row.FindAllStringSubmatch(string(b), -1)
	if len(rows) != sets {
		t.Errorf("README's table has %d sets, testdata/heldout %d", len(rows), sets)
	}
	for _, r := range rows {
		pages, needJS, ok := count(r[1])
		if got := fmt.Sprintf("%d %d", pages, needJS); !ok || got != r[2]+" "+r[3] {
			t.Errorf("README: set %s: %s pages, %s need scripts; the manifests: %s (found %v)", r[1], r[2], r[3], got, ok)
		}
	}
}
