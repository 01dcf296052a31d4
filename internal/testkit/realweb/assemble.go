package realweb

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
)

// ErrAssemble is returned (wrapped, with the script's output) when the
// corpus could not be assembled: no network to the package registries, a
// package gone from them, or a missing tool (apt-get, dpkg-deb, npm).
var ErrAssemble = errors.New("realweb: corpus not assembled")

// DefaultDir is the corpus' cache directory: $RENDER_REALWEB_DIR, else
// ~/.cache/render-realweb. It lies outside the repository: the corpus is
// hundreds of megabytes of other people's files.
func DefaultDir() string {
	if d := os.Getenv("RENDER_REALWEB_DIR"); d != "" {
		return d
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return filepath.Join(os.TempDir(), "render-realweb")
	}
	return filepath.Join(home, ".cache", "render-realweb")
}

// Script is the path of scripts/realweb/assemble.sh in this module's
// source tree.
func Script() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..", "..", "scripts", "realweb", "assemble.sh")
}

// Assemble runs the assemble script for dir. The script returns at once
// when dir holds a complete corpus of the current package list, and
// otherwise downloads and unpacks it (tens of seconds). Its progress goes
// to log; on failure the error wraps ErrAssemble and carries the script's
// last lines.
func Assemble(ctx context.Context, dir string, log io.Writer) error {
	var tail bytes.Buffer
	out := io.Writer(&tail)
	if log != nil {
		out = io.MultiWriter(log, &tail)
	}
	cmd := exec.CommandContext(ctx, "bash", Script(), dir)
	cmd.Stdout, cmd.Stderr = out, out
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("%w in %s: %v: %s", ErrAssemble, dir, err, lastLines(tail.String(), 10))
	}
	return nil
}

// lastLines returns the last n lines of s.
func lastLines(s string, n int) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}
