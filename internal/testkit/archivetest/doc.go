// Package archivetest checks web archives with the tools others read them
// with, for the tests of the packages that write them: warcio reads a
// WARC and checks its digests, har-validator holds a HAR to the HAR 1.2
// schema, and ReplayWeb.page replays a WACZ in Chromium with the network
// cut to everything but the replay server (Replay).
//
// The tools are npm packages, pinned in testdata/replay/package.json and
// its lock file, which scripts/replay-tools.sh installs into a cache
// outside the repository ($RENDER_REPLAY_TOOLS, else
// ~/.cache/render-replay-tools). Without them a test skips, except in CI
// (testenv.CI), where it fails.
//
// archivetest imports render (to start Chrome) and internal/testkit/testenv (to
// tell CI), and no other package of this module.
package archivetest
