package main

import (
	"fmt"
	"runtime"
	"runtime/debug"
)

// versionString is the module version and the VCS revision the binary was
// built from, as the Go toolchain recorded them.
func versionString() string {
	version, revision, modified := "(devel)", "", false
	if bi, ok := debug.ReadBuildInfo(); ok {
		if v := bi.Main.Version; v != "" {
			version = v
		}
		for _, s := range bi.Settings {
			switch s.Key {
			case "vcs.revision":
				revision = s.Value
			case "vcs.modified":
				modified = s.Value == "true"
			}
		}
	}
	out := "render " + version
	if revision != "" {
		if len(revision) > 12 {
			revision = revision[:12]
		}
		out += " " + revision
		if modified {
			out += "+dirty"
		}
	}
	return fmt.Sprintf("%s %s %s/%s", out, runtime.Version(), runtime.GOOS, runtime.GOARCH)
}
