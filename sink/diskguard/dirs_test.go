package diskguard

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// Dirs lists each directory the outputs go to once, through the nearest
// parent that exists, and none for an output that is not a file.
func TestDirs(t *testing.T) {
	dir := t.TempDir()
	other := t.TempDir()
	for _, tc := range []struct {
		name        string
		files, dirs []string
		want        []string
	}{
		{"one directory for all", []string{filepath.Join(dir, "out.jsonl"), filepath.Join(dir, "a.warc.gz"), ""},
			[]string{filepath.Join(dir, "not", "yet", "html"), dir}, []string{dir}},
		{"two directories, files first", []string{filepath.Join(other, "out.jsonl")}, []string{dir}, []string{other, dir}},
		{"nothing given", []string{""}, []string{""}, nil},
		{"outputs that are not files", []string{os.DevNull, "/dev/stdout"}, nil, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := Dirs(tc.files, tc.dirs); !slices.Equal(got, tc.want) {
				t.Errorf("Dirs = %q, want %q", got, tc.want)
			}
		})
	}
}
