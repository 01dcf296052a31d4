package main

import (
	"fmt"
	"runtime"
	"runtime/debug"
	"strings"
)

// version is the release the binary was built as, stamped by the build:
// go build -ldflags "-X main.version=$(git describe --tags --always --dirty)",
// as scripts/build.sh and the Dockerfile do. Left empty, the module
// version the Go toolchain recorded stands in for it (a tag for go
// install ...@v1.2.3, a pseudo-version in a clone, (devel) without VCS
// information).
var version string

// buildVersion is the stamped version, else the module version, else
// "(devel)".
func buildVersion() string {
	if version != "" {
		return version
	}
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" {
		return bi.Main.Version
	}
	return "(devel)"
}

// userAgent is what render sends over HTTP unless --user-agent says
// otherwise: its name and version, and where to read about it.
func userAgent() string {
	v := strings.TrimPrefix(buildVersion(), "v")
	if v == "(devel)" {
		v = "devel"
	}
	return "render/" + v + " (+https://github.com/rendercrawl/render)"
}

// versionString is the version, the VCS revision the binary was built
// from, as the Go toolchain recorded it, and the Go version and platform.
func versionString() string {
	revision, modified := "", false
	if bi, ok := debug.ReadBuildInfo(); ok {
		for _, s := range bi.Settings {
			switch s.Key {
			case "vcs.revision":
				revision = s.Value
			case "vcs.modified":
				modified = s.Value == "true"
			}
		}
	}
	out := "render " + buildVersion()
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
