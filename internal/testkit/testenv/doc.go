// Package testenv tells a test whether it runs in continuous integration,
// where a missing dependency (Chromium, Redis, PostgreSQL, the realweb
// corpus, a tool) fails the test instead of skipping it, and where a
// -short run fails the tests it would otherwise skip: CI runs them all.
//
// testenv imports no package of this module, so that any package's tests
// can use it (render's own among them).
package testenv
