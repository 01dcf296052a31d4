package diskguard

import (
	"os"
	"path/filepath"
	"slices"
)

// Dirs are the directories a run writes to, each once, absolute: those
// of files and dirs themselves. A directory not made yet is looked at
// through its nearest parent that exists. An output that is not a file
// or a directory (/dev/null, /dev/stdout, a pipe) has no disk to watch.
func Dirs(files, dirs []string) []string {
	var out []string
	add := func(dir string) {
		if st, err := os.Stat(dir); err == nil && !st.IsDir() {
			return
		}
		for dir != "" {
			if _, err := os.Stat(dir); err == nil {
				break
			}
			parent := filepath.Dir(dir)
			if parent == dir {
				return
			}
			dir = parent
		}
		if abs, err := filepath.Abs(dir); err == nil && dir != "" && !slices.Contains(out, abs) {
			out = append(out, abs)
		}
	}
	for _, f := range files {
		if f == "" {
			continue
		}
		if st, err := os.Stat(f); err == nil && !st.Mode().IsRegular() {
			continue
		}
		add(filepath.Dir(f))
	}
	for _, d := range dirs {
		if d != "" {
			add(d)
		}
	}
	return out
}
