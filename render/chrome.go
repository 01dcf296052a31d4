package render

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
)

// ErrNoChrome is returned when no Chrome binary can be found.
var ErrNoChrome = errors.New("no Chrome found: install one with `apt-get install -y chromium-headless-shell` (or chromium), or pass --chrome PATH / set CHROME_PATH")

// Chrome is a browser binary found on this machine.
type Chrome struct {
	// Name is the path as given or found on PATH, e.g.
	// /usr/bin/chromium-headless-shell.
	Name string
	// Exec is the binary that is started. It differs from Name when Name is
	// a shell wrapper that does not exec the real binary: a signal aimed at
	// such a wrapper never reaches Chrome, so the wrapper is bypassed.
	Exec string
}

// chromeCandidates are tried in order: the lightest build first.
var chromeCandidates = []string{
	"chromium-headless-shell",
	"chrome-headless-shell",
	"headless_shell",
	"headless-shell",
	"chromium",
	"chromium-browser",
	"google-chrome",
	"google-chrome-stable",
	"chrome",
}

// installPaths are where Chrome, Chromium and Edge install themselves off
// PATH on goos, in order of preference; getenv reads the environment.
func installPaths(goos string, getenv func(string) string) []string {
	switch goos {
	case "darwin":
		return []string{
			"/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
			"/Applications/Chromium.app/Contents/MacOS/Chromium",
			"/Applications/Microsoft Edge.app/Contents/MacOS/Microsoft Edge",
		}
	case "windows":
		// Machine-wide installs go to either Program Files, per-user ones
		// to the local AppData; Edge comes with Windows.
		var roots []string
		for _, env := range []string{"ProgramFiles", "ProgramFiles(x86)", "LocalAppData"} {
			if dir := getenv(env); dir != "" {
				roots = append(roots, dir)
			}
		}
		var paths []string
		for _, app := range [][]string{
			{"Google", "Chrome", "Application", "chrome.exe"},
			{"Chromium", "Application", "chrome.exe"},
			{"Microsoft", "Edge", "Application", "msedge.exe"},
		} {
			for _, root := range roots {
				// Backslashes, not filepath.Join: Windows paths, on
				// whatever system builds them (a test runs on Linux).
				paths = append(paths, root+`\`+strings.Join(app, `\`))
			}
		}
		return paths
	}
	return nil
}

// FindChrome locates the browser binary: path if not empty, else the
// CHROME_PATH environment variable, else the first of the known names found
// on PATH, headless-shell builds first, else Chrome, Chromium or Edge where
// they install themselves on macOS and Windows.
func FindChrome(path string) (Chrome, error) {
	if path == "" {
		path = os.Getenv("CHROME_PATH")
	}
	if path != "" {
		full, err := exec.LookPath(path)
		if err != nil {
			return Chrome{}, fmt.Errorf("render: chrome %q: %w", path, err)
		}
		return newChrome(full), nil
	}
	for _, name := range chromeCandidates {
		if full, err := exec.LookPath(name); err == nil {
			return newChrome(full), nil
		}
	}
	for _, p := range installPaths(runtime.GOOS, os.Getenv) {
		if full, err := exec.LookPath(p); err == nil {
			return newChrome(full), nil
		}
	}
	return Chrome{}, fmt.Errorf("render: %w", ErrNoChrome)
}

func newChrome(name string) Chrome {
	return Chrome{Name: name, Exec: resolveWrapper(name)}
}

var absPath = regexp.MustCompile(`/[A-Za-z0-9_.+/-]+`)

// resolveWrapper returns the browser binary a shell-script wrapper starts,
// or path itself when path is not a script or the binary cannot be told.
// Debian's /usr/bin/chromium-headless-shell, for one, runs
// /usr/lib/chromium/chromium-headless-shell without exec.
func resolveWrapper(path string) string {
	f, err := os.Open(path)
	if err != nil {
		return path
	}
	defer f.Close()
	head, _ := io.ReadAll(io.LimitReader(f, 64<<10))
	if !bytes.HasPrefix(head, []byte("#!")) {
		return path
	}
	var found string
	for _, m := range absPath.FindAll(head, -1) {
		p := string(m)
		base := strings.ToLower(filepath.Base(p))
		if !strings.Contains(base, "chrom") && !strings.Contains(base, "headless") {
			continue
		}
		if p == path || !isELF(p) {
			continue
		}
		if found != "" && found != p {
			return path // ambiguous: keep the wrapper
		}
		found = p
	}
	if found == "" {
		return path
	}
	return found
}

func isELF(path string) bool {
	st, err := os.Stat(path)
	if err != nil || !st.Mode().IsRegular() || st.Mode().Perm()&0o111 == 0 {
		return false
	}
	f, err := os.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	magic := make([]byte, 4)
	if _, err := io.ReadFull(f, magic); err != nil {
		return false
	}
	return bytes.Equal(magic, []byte("\x7fELF"))
}
