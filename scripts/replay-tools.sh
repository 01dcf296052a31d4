#!/usr/bin/env bash
# Installs the tools the archive tests read render's WARC, WACZ and HAR
# files with (ReplayWeb.page, warcio, har-validator), from the npm
# registry, at the versions pinned in testdata/replay/package-lock.json,
# into a cache outside the repository. A cache installed from the same
# lock file is left as it is.
#
# Usage: scripts/replay-tools.sh [DIR]
#   DIR defaults to $RENDER_REPLAY_TOOLS, else ~/.cache/render-replay-tools
#   (without a HOME, $TMPDIR/render-replay-tools, as internal/testkit/archivetest
#   has it).
set -euo pipefail
exec "$(dirname "$0")/npm-tools.sh" replay "${1:-${RENDER_REPLAY_TOOLS:-}}"
