#!/usr/bin/env bash
# Builds bin/render (or the path given) with its version stamped: the
# nearest tag as git describe gives it (v1.2.0, v1.2.0-3-g1a2b3c4,
# -dirty for uncommitted changes; the commit when there is no tag), or
# $RENDER_VERSION. Outside a git clone, the binary reports the version
# the Go toolchain records (a module version for go install, else
# (devel)).
set -euo pipefail
cd "$(dirname "$0")/.."
command -v go >/dev/null 2>&1 || export PATH=$PATH:/usr/local/go/bin
version=${RENDER_VERSION:-$(git describe --tags --always --dirty 2>/dev/null || true)}
out=${1:-bin/render}
mkdir -p "$(dirname "$out")"
go build -ldflags "-X main.version=$version" -o "$out" ./cmd/render
