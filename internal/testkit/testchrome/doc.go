// Package testchrome starts the one Chrome a test binary shares, the way
// render starts its own (render.StartChrome: its flags, its process group
// and guard, a temporary profile), for the tests of the packages that
// drive a browser through render: their pools and command runs connect to
// it through its DevTools address (render.Config.BrowserURL, the CLI's
// --browser-url).
//
// testchrome imports render and internal/testkit/testenv, and no other package
// of this module.
package testchrome
