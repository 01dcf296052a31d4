package main

import (
	"encoding/json"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// lineKeys are the top-level keys of each JSON line of out, in order.
func lineKeys(t *testing.T, out string) [][]string {
	t.Helper()
	var all [][]string
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		dec := json.NewDecoder(strings.NewReader(line))
		if _, err := dec.Token(); err != nil {
			t.Fatalf("%v: %s", err, line)
		}
		var keys []string
		for dec.More() {
			k, err := dec.Token()
			if err != nil {
				t.Fatal(err)
			}
			keys = append(keys, k.(string))
			var v json.RawMessage
			if err := dec.Decode(&v); err != nil {
				t.Fatal(err)
			}
		}
		all = append(all, keys)
	}
	return all
}

// --fields and --omit choose the keys of each record, in JSON Lines, in
// the database and in render export alike.
func TestFieldsChooseTheRecordsKeys(t *testing.T) {
	srv := metaSite(false)
	defer srv.Close()
	db := "sqlite:" + filepath.Join(t.TempDir(), "crawl.db")
	code, out, stderr := runCLI(t, "", "--mode", "http", "--quiet", "--ignore-robots", "--markdown", "--db", db,
		"--fields", "url,status,title,markdown", srv.URL+"/", srv.URL+"/a")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	want := []string{"url", "status", "title", "markdown"}
	for _, keys := range lineKeys(t, out) {
		if !slices.Equal(keys, want) {
			t.Errorf("JSON Lines keys %q, want %q", keys, want)
		}
	}
	code, exp, stderr := runCLI(t, "", "export", "--db", db)
	if code != exitOK {
		t.Fatalf("export: exit %d: %s", code, stderr)
	}
	if got, want := sortedLinesOf(exp), sortedLinesOf(out); !slices.Equal(got, want) {
		t.Errorf("export of a lean crawl:\n%s\nwant the crawl's lines:\n%s", exp, out)
	}

	db = "sqlite:" + filepath.Join(t.TempDir(), "full.db")
	code, out, stderr = runCLI(t, "", "--mode", "http", "--quiet", "--ignore-robots", "--db", db, "--omit", "html,requests", srv.URL+"/")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for _, keys := range lineKeys(t, out) {
		if slices.Contains(keys, "html") || slices.Contains(keys, "requests") || !slices.Contains(keys, "text") {
			t.Errorf("--omit html,requests: keys %q", keys)
		}
	}
	code, exp, stderr = runCLI(t, "", "export", "--db", db, "--fields", "url,text,html")
	if code != exitOK {
		t.Fatalf("export: exit %d: %s", code, stderr)
	}
	for _, keys := range lineKeys(t, exp) {
		if !slices.Equal(keys, []string{"url", "text"}) {
			t.Errorf("export --fields url,text,html of a crawl without html: keys %q", keys)
		}
	}

	if code, _, stderr := runCLI(t, "", "--fields", "url,bogus", srv.URL+"/"); code != exitUsage || !strings.Contains(stderr, "bogus") {
		t.Errorf("--fields with an unknown key: exit %d: %s", code, stderr)
	}
}

func sortedLinesOf(s string) []string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	slices.Sort(lines)
	return lines
}
